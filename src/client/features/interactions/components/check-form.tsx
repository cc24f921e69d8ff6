/**
 * The checker's form: the list editor and the Check button, with the request's progress said
 * aloud. The state lives in useInteractionCheck, so the page can show and save the result.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { InteractionCheck } from '../hooks/use-interaction-check';
import { summaryLine } from './check-results';
import { ItemListEditor } from './item-list-editor';

export interface CheckFormProps {
  check: InteractionCheck;
  title?: string;
  /** Shown under the title: who the check is for, what it uses. */
  intro?: ReactNode;
  /** Names checked with the list but not shown in it (the user's cabinet). */
  extraItems?: string[];
  submitLabel?: string;
  className?: string;
  children?: ReactNode;
}

export function CheckForm({
  check,
  title = 'What are you taking?',
  intro,
  extraItems,
  submitLabel = 'Check interactions',
  className,
  children,
}: CheckFormProps): ReactElement {
  const headingId = useId();
  const result = check.checked?.result;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden',
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-slate-700">{intro}</div>}
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check.run(check.items, extraItems);
        }}
      >
        <ItemListEditor
          items={check.items}
          onAdd={check.add}
          onRemove={check.remove}
          onClear={check.clear}
          problem={check.problem}
        />
        {children}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={check.isChecking}
          aria-busy={check.isChecking}
        >
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          {check.isChecking ? 'Checking...' : submitLabel}
        </Button>
      </form>
      <p role="status" className="sr-only">
        {check.isChecking
          ? 'Checking...'
          : result
            ? `Check complete. ${summaryLine(result.interactions)}.`
            : ''}
      </p>
    </section>
  );
}
