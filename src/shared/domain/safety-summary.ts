/**
 * The safety summary's counts in words (ADR 079), one wording for every surface that shows them:
 * the dashboard card, the medication-safety page, the cabinet and the weekly report.
 */
import type { SafetySummaryCounts } from '#shared/contracts/safety-summary.contract';
import { formatCount } from './plural';

/** '3 medicines checked: 1 major, 0 moderate, 0 minor' (interactions and profile cautions together). */
export function safetyCountsLine(medicationCount: number, counts: SafetySummaryCounts): string {
  const { major, moderate, minor } = counts.total;
  return `${formatCount(medicationCount, 'medicine')} checked: ${major} major, ${moderate} moderate, ${minor} minor`;
}

/** 'Interactions: 0 major, 1 moderate, 0 minor. Cautions from your profile and lab results: 1 major, ...' */
export function safetyBreakdownLines(counts: SafetySummaryCounts): string[] {
  const bySeverity = (c: SafetySummaryCounts['total']) =>
    `${c.major} major, ${c.moderate} moderate, ${c.minor} minor`;
  const reasons = counts.cautions_by_reason;
  const reasonText = (
    [
      ['condition', reasons.condition, null],
      ['allergy', reasons.allergy, null],
      ['pregnancy or breastfeeding', reasons.pregnancy, null],
      ['age', reasons.age, null],
      ['lab result', reasons.lab, 'lab results'],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([label, n, many]) => (many ? formatCount(n, label, many) : `${n} ${label}`))
    .join(', ');
  return [
    `Interactions between your medicines: ${bySeverity(counts.interactions)}`,
    `Cautions from your profile and lab results: ${bySeverity(counts.cautions)}${reasonText ? ` (${reasonText})` : ''}`,
    `Duplicates: ${counts.duplicates}`,
  ];
}
