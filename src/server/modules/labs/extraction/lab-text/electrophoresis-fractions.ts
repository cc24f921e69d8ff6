/**
 * A serum protein electrophoresis prints its fractions by their band's name alone ('Alpha 1',
 * 'Bêta', 'Gamma', 'Albumine'), each as a share and often as an amount ('Alpha 1  4,1  2,9'). Out
 * of that table those names mean nothing certain ('Beta' alone could be any beta-something), so
 * they are read as the globulin fractions only under an electrophoresis heading, until the next
 * heading (ADR 081 item 566).
 */
import { isHeadingLikeLine } from './heading-like-line';

/** The heading in the languages we read ('Électrophorèse des protéines', 'Proteinogramm', 'SPEP'). */
const ELECTROPHORESIS_HEADING =
  /[eé]lectrophor|elektrophor|elettrofor|electrofor|eletrofor|proteinogram|\bSPEP\b|protidogram/iu;

/**
 * Whether the rows after `line`, a line that read as no row and no table header, are an
 * electrophoresis's fractions: its heading starts them, another heading ends them, a sentence
 * between rows ('Absence de pic monoclonal.') leaves them.
 */
export function isElectrophoresisAfter(line: string, current: boolean): boolean {
  if (ELECTROPHORESIS_HEADING.test(line)) return true;
  return isHeadingLikeLine(line) ? false : current;
}

/** A band's name in English, French, German, Spanish, Italian and Portuguese spellings. */
const FRACTIONS: [RegExp, string][] = [
  [/^(?:alpha|alfa|α)[\s-]*(?:1|I)$/iu, 'Alpha-1 globulin'],
  [/^(?:alpha|alfa|α)[\s-]*(?:2|II)$/iu, 'Alpha-2 globulin'],
  [/^(?:b[eéê]ta|β)$/iu, 'Beta globulin'],
  [/^(?:gamma|γ)$/iu, 'Gamma globulin'],
];

/** The fraction's full name for a band's short one, or null for any other name. */
export function fractionName(printedName: string): string | null {
  // 'Beta %', 'Gamma (%)': the band's share, named so.
  const share = /\s*\(?%\)?$/u.test(printedName);
  const name = printedName
    .replace(/\s*\(?%\)?$/u, '')
    .replace(/[\s.:]+$/u, '')
    .replace(/\s*-?\s*globulin\p{L}*$/iu, '')
    .trim();
  const fraction = FRACTIONS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
  return fraction && share ? `${fraction} %` : fraction;
}
