/**
 * What an interaction derived from pharmacological roles rests on (ADR 082): each role as a
 * sentence ("Clarithromycin is a strong CYP3A4 inhibitor") with the reference it comes from.
 * Shown to everyone, like the sources: it is how the answer was reached, not paid detail.
 */
import type { ReactElement } from 'react';
import { FlaskConical } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { isSafeSourceUrl } from '#client/components/ui/source-links';
import type { DerivedRole } from '#shared/contracts/interactions.contract';

export function DerivedFrom({
  roles,
  className,
}: {
  roles: readonly DerivedRole[];
  className?: string;
}): ReactElement | null {
  if (roles.length === 0) return null;
  return (
    <div
      className={cn('rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm', className)}
    >
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <FlaskConical className="h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
        Derived from roles
      </p>
      <p className="mt-0.5 text-slate-700">
        Worked out from how each medicine is cleared and what it does, not from a record about this
        pair:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
        {roles.map((role) => (
          <li key={`${role.substance.id}-${role.role}`} className="break-words">
            {role.text}.{' '}
            {isSafeSourceUrl(role.source.url) ? (
              <a
                href={role.source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
              >
                {role.source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span>{role.source.title}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
