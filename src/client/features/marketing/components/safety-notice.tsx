import { useId, type ReactElement } from 'react';
import { Phone, Info } from 'lucide-react';
import { SITE } from '#client/config/site';
import { cn } from '#client/lib/cn';

/** Emergency numbers as tap-to-call links: always one click away. */
export function EmergencyNumbers({ className }: { className?: string }): ReactElement {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Emergency numbers">
      {SITE.emergencyNumbers.map(({ region, number }) => (
        <li key={region}>
          <a
            href={`tel:${number}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {number} <span className="font-normal text-slate-700">{region}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The educational-only statement with the emergency numbers. Pass a heading level
 * that fits the page outline.
 */
export function SafetyNotice({
  className,
  headingLevel: Heading = 'h2',
}: {
  className?: string;
  headingLevel?: 'h2' | 'h3';
}): ReactElement {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6', className)}
    >
      <div className="flex gap-3">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <Heading id={headingId} className="text-base font-semibold text-slate-900">
            {SITE.shortDisclaimer}
          </Heading>
          <p className="mt-1 text-sm leading-6 text-slate-800">
            Wellnest is not a medical device and is not for diagnosis, treatment or emergencies. Our
            AI can be wrong: always check with a doctor, pharmacist or other qualified professional
            before you act on anything you read here. In an emergency, call your local emergency
            number now.
          </p>
          <EmergencyNumbers className="mt-3" />
        </div>
      </div>
    </aside>
  );
}
