/**
 * The one safety summary in words (ADR 079): everything found about the cabinet by severity,
 * split into interactions between the medicines and cautions from the profile (a condition, an
 * allergy, pregnancy, age) and from lab results (ADR 086), with each caution named. The medication-safety page shows it above
 * the interactions, so a major caution is never hidden behind 'No interactions found'.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import type { Severity, SourceRef } from '#shared/contracts/interactions.contract';
import type { SafetyFinding, SafetySummary } from '#shared/contracts/safety-summary.contract';
import { safetyBreakdownLines, safetyCountsLine } from '#shared/domain/safety-summary';

/**
 * 'Metformin with chronic kidney disease'; a lab caution names the result first, as the bell
 * does: 'eGFR 38 on 2 Nov 2026 with Metformin' (ADR 086).
 */
function cautionHeading(caution: SafetyFinding): string {
  if (caution.reason === 'lab') return caution.title;
  const names = caution.medicines.join(' + ');
  return caution.because ? `${names} with ${caution.because}` : names;
}

export interface SafetySummaryCardProps {
  summary: SafetySummary;
  renderSeverity: (severity: Severity) => ReactNode;
  renderSources: (sources: SourceRef[]) => ReactNode;
}

export function SafetySummaryCard({
  summary,
  renderSeverity,
  renderSources,
}: SafetySummaryCardProps): ReactElement | null {
  const headingId = useId();
  const cautionsId = useId();
  if (summary.medication_count === 0) return null;
  const cautions = summary.findings.filter((finding) => finding.kind === 'caution');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {safetyCountsLine(summary.medication_count, summary.counts)}
      </h2>
      <ul className="space-y-1 text-sm text-slate-700">
        {safetyBreakdownLines(summary.counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {cautions.length > 0 && (
        <>
          <h3 id={cautionsId} className="font-semibold text-slate-900">
            Cautions from your profile and lab results
          </h3>
          <ol aria-labelledby={cautionsId} className="divide-y divide-slate-100">
            {cautions.map((caution) => (
              <li key={caution.key} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold break-words text-slate-900">
                    {cautionHeading(caution)}
                  </p>
                  {caution.severity && renderSeverity(caution.severity)}
                </div>
                <p className="text-sm text-slate-800">{caution.message}</p>
                {renderSources(caution.sources)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
