/**
 * The frame the checker pages share: the page header, the form column with the results under it
 * (focused when a new result arrives), and the severity legend beside it. Not a route itself.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { CheckResults } from '#client/features/interactions/components/check-results';
import { SeverityLegend } from '#client/features/interactions/components/severity-legend';
import type { InteractionCheck } from '#client/features/interactions/hooks/use-interaction-check';
import { PageHeader } from '#client/features/marketing/components/page-header';

export interface CheckerPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  check: InteractionCheck;
  /** The forms above the results. */
  children: ReactNode;
  /** Under the results (the saved analyses). */
  after?: ReactNode;
  /** Under the legend. */
  aside?: ReactNode;
  /** Full width under both columns. */
  footer?: ReactNode;
}

export function CheckerPage({
  eyebrow,
  title,
  lead,
  check,
  children,
  after,
  aside,
  footer,
}: CheckerPageProps): ReactElement {
  const resultsRef = useRef<HTMLDivElement>(null);
  // A new result (a check, or a saved analysis opened) moves focus and the view to it.
  useEffect(() => {
    if (check.checked) resultsRef.current?.focus();
  }, [check.checked]);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} className="print:hidden" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          {children}
          {check.checked && (
            <div ref={resultsRef} tabIndex={-1} className="outline-none">
              <CheckResults result={check.checked.result} onReplaceItem={check.replaceItem} />
            </div>
          )}
          {after}
        </div>
        <aside className="space-y-6 print:hidden" aria-label="About the results">
          <SeverityLegend />
          {aside}
        </aside>
      </div>
      {footer ?? (
        <p className="px-4 pb-8 text-center text-sm text-slate-600 print:hidden">
          Educational only — not medical advice.
        </p>
      )}
    </>
  );
}
