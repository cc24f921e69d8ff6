/**
 * A differential's absolute count printed on a line of its own under its share, named only by a
 * word that says 'that is' ('Poly. neutrophiles  64,0 %' over 'Soit  5 408 /mm³', as Moroccan,
 * Tunisian and French reports print it): the count of the share read last. The share is
 * remembered until a count takes it or a section heading ends it; a table beside it (a two-up
 * print's other half) may put other rows between the two (ADR 081 item 575).
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow } from '../extraction.types';
import type { ParseContext } from './parse-context';

/**
 * 'That is', before the same result again in another unit or as a count ('soit 3,98 G/L', 'bzw.
 * 5,4 mmol/l'), in the languages we read.
 */
export const THAT_IS =
  /^(?:soit|i\.?\s?e\.?|that is|d'où|es decir|cio[eè]|ossia|das sind|bzw\.)\s*:?$/iu;

const PERCENT = '-percent';

/**
 * Tokens without a 'soit' between a share and its count ('58,2 %  soit  3,98  G/L', as French
 * labs print a differential on one line): the two read as a share and an amount, as printed
 * without it.
 */
export function withoutThatIsBetween(tokens: string[]): string[] {
  return tokens.filter(
    (token, index) =>
      !(
        THAT_IS.test(token) &&
        /%$/.test(tokens[index - 1] ?? '') &&
        /^\d/.test(tokens[index + 1] ?? '')
      ),
  );
}

/** Remembers a share just read, or forgets the share a count has taken. */
export function noteShareAbove(row: ExtractedRow, context: ParseContext): void {
  if (row.markerId?.endsWith(PERCENT)) context.shareAbove = row.markerId;
  else if (THAT_IS.test(row.printedName.trim())) context.shareAbove = null;
}

/** The count a 'Soit' row names: the share above's test counted, or null. */
export function countOfShareAbove(
  printedName: string,
  context: ParseContext,
): BiomarkerDefinition | null {
  if (!context.shareAbove || !THAT_IS.test(printedName.trim())) return null;
  return context.reference.markers.get(context.shareAbove.slice(0, -PERCENT.length)) ?? null;
}
