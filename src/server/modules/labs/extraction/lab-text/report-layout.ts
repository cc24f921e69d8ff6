/**
 * The layout around the rows: a line of column headings (which says the order of the result
 * columns), a site or method code printed as every row's last column, and lines of words alone.
 */
import { readFlag } from '../lab-line-tokens';
import type { ResultColumn } from './parse-context';

export function isWordsOnly(line: string): boolean {
  const words = line.split(' ');
  return words.length <= 4 && words.every((word) => /^[\p{L}()[\],.'-]+$/u.test(word));
}

/**
 * A span 'low - high' as a range prints it ('3,5 - 12,5', '< 5,0 - 54,7'): a space at most either
 * side of its dash. Across a column gap, '4,21 -  4,18 -' is two results each flagged low by a
 * dash, as German cumulative reports print them, no span.
 */
const SPAN = /[<>≤≥]?\s*\d[\d.,]*\s?[-–]\s?\d[\d.,]*/g;

/**
 * A row of a table of reference ranges ('FSH (mIU/ml)  3,5 - 12,5  4,7 - 21,5  1,7 - 7,7
 * 25,8 - 134,8' under 'Follikelphase  Ovulation  Lutealphase  Postmenopause'): three spans or
 * more and no number of its own. A result line prints one result and one range at most.
 */
export function isRangesOnlyLine(line: string): boolean {
  const spans = line.match(SPAN)?.length ?? 0;
  const name = line.replace(/\([^)]*\)/g, ' ').replace(SPAN, ' ');
  // A risk category's limits count as its ranges ('Total Cholesterol  < 200  200 - 239  >= 240',
  // under 'Desirable  Borderline High  High'), beside one span at least: limits alone may be a
  // cumulative report's censored results ('<0,5  <0,5  <0,5').
  const limits = name.match(LIMIT)?.length ?? 0;
  return spans >= 1 && spans + limits >= 3 && !/\d/.test(name.replace(LIMIT, ' '));
}

/** A one-sided limit: '< 200', '>= 240', '≤ 5,0'. */
const LIMIT = /[<>≤≥]=?\s?\d[\d.,]*/g;

/**
 * A performing-site or method code printed as the last column of every row ('01', 'MD', 'EZ'):
 * the short code that ends at least three lines with a number in them, and is no flag or unit; a
 * code of digits alone ends two row-shaped lines in three at least.
 */
export function siteCodeColumn(lines: string[]): string | null {
  const counts = new Map<string, number>();
  // Lines shaped like a row: three words or more, a number before the last.
  let rows = 0;
  for (const line of lines) {
    const tokens = line.split(' ');
    const last = tokens.at(-1) ?? '';
    if (tokens.length < 3 || !tokens.slice(1, -1).some((token) => /\d/.test(token))) continue;
    rows++;
    if (!/^[A-Z0-9]{2,3}$/.test(last) || readFlag(last)) continue;
    counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best || best[1] < 3) return null;
  // A code of digits alone may be a result: a table with the result last printed 14 for three
  // tests in a row, and the three results were cut off as a code. A code column ends nearly every
  // row (two in three, allowing for rows with a comment or a second line).
  if (/^\d+$/.test(best[0]) && best[1] * 3 < rows * 2) return null;
  return best[0];
}

export function withoutTrailingCode(line: string, code: string): string {
  return line.endsWith(` ${code}`) ? line.slice(0, -code.length - 1) : line;
}

/** Words of column headings, longest first, and the column each names. */
const COLUMN_WORDS: [RegExp, ResultColumn][] = [
  [
    /^(?:previous(?: results?)?(?: and date)?|prior(?: results?)?|last results?|ant[ée]riorit[ée]s?|vorwert|cumulative)/i,
    'previous',
  ],
  [/^(?:in range|out of range|within range|outside range)/i, 'value'],
  [
    /^(?:(?:biological |standard |normal |expected )?ref(?:erence)?\.?(?: range| interval| values?| limits?)?|(?:normal|standard|expected|target) (?:range|values?)|range|interval|limits|referenzbereich|referenzwerte?|normbereich|normwerte?|valeurs? (?:de r[ée]f[ée]rence|usuelles|normales)|valori di riferimento|intervalo de referencia)/i,
    'range',
  ],
  [/^(?:units?|einheit|unit[ée]s?|unit[àa])/i, 'unit'],
  [/^(?:flags?|abnormal|abn|kennz\w*)/i, 'flag'],
  [
    /^(?:(?:current |your |observed |test )?(?:results?|values?)(?: and flag)?|ergebnis|r[ée]sultats?|risultato|resultado|befund)/i,
    'value',
  ],
];

/**
 * The result columns in printed order when the line is a row of column headings ('Test Result
 * Flag Units Reference range', 'Investigation Ref. range Result Units'), else null.
 */
export function readColumnHeadings(line: string): ResultColumn[] | null {
  if (/\d/.test(line) || line.length > 160) return null;
  const found: ResultColumn[] = [];
  let skipped = 0;
  let rest = line;
  while (rest !== '') {
    const match = COLUMN_WORDS.map(([pattern, column]) => ({
      column,
      length: pattern.exec(rest)?.[0].length ?? 0,
    }))
      .filter(({ length }) => length > 0 && (rest.length === length || rest[length] === ' '))
      .sort((a, b) => b.length - a.length)[0];
    if (match) {
      if (!found.includes(match.column)) found.push(match.column);
      rest = rest.slice(match.length).trimStart();
    } else {
      const space = rest.indexOf(' ');
      rest = space === -1 ? '' : rest.slice(space + 1);
      skipped++;
    }
  }
  // The name column's title ('Test Name', 'Component') is skipped; a sentence has many more words.
  return skipped <= 3 &&
    found.includes('value') &&
    (found.includes('range') || found.includes('unit'))
    ? found
    : null;
}
