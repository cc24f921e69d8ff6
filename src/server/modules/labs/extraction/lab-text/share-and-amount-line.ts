/**
 * A line that prints a test as a share and as an amount, read with no table header to place its
 * cells ('Polynucléaires neutrophiles  71,2 %  7,01 G/L  (1,80 à 7,50)'): two lines, the share
 * named as a percentage ('Polynucléaires neutrophiles %  71,2 %') and the amount with the rest.
 * Read as one line, the share took the amount's range and the amount was lost. Only where the
 * name means two tests by its unit (a differential's percentage and count): HbA1c printed in '%'
 * then in mmol/mol is one test in two units, and its first reading stands. An amount printed
 * with no unit takes the unit of the heading over it (`headingUnit`, heading-units.ts), when that
 * unit makes the name the amount's test.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { withoutThatIsBetween } from './count-after-share';

// A flag may be glued after it ('86,2H', '16,90H', as German emergency labs print both).
const NUMBER = /^\*{0,2}\d+(?:[.,]\d+)?(?:[HL]!{0,2})?$/;
// A unit; OCR reads a superscript '³' as '?' ('/mm?').
const UNIT = /^\/?[\p{L}µμ][\p{L}\p{N}µμ^/.?]*$|^x?10\^?\d/u;

export function shareAndAmountLines(
  line: string,
  reference: BiomarkerReference,
  headingUnit: string | null = null,
): string[] | null {
  // '72%' glued: the share and its sign.
  const tokens = withoutThatIsBetween(
    line.split(' ').flatMap((token) => {
      const glued = /^(\d+(?:[.,]\d+)?)%$/.exec(token);
      return glued ? [glued[1]!, '%'] : [token];
    }),
  );
  for (let at = 1; at + 2 < tokens.length; at++) {
    const [share, percent, amount, printed] = tokens.slice(at, at + 4);
    if (!NUMBER.test(share!) || percent !== '%' || !NUMBER.test(amount!)) continue;
    const unit = printed !== undefined && UNIT.test(printed) ? printed : headingUnit;
    if (!unit) continue;
    // Dot leaders between the name and its results ('Lymphocytes ........ 20 %') are no name.
    const printedBefore = tokens
      .slice(0, at)
      .join(' ')
      .replace(/[\s.…_]+$/, '');
    // A range printed before the results ('Polynucléaires neutrophiles  1,80 – 7,00  58,2 %  3,40
    // G/L', a report whose range column stands before its result column) is the amount's.
    const { name, rangeBefore } = withRangeBeforeApart(printedBefore);
    const asShare = reference.resolveMarker(name, { unit: '%' });
    const asAmount = reference.resolveMarker(name, { unit });
    if (!asShare || !asAmount || asShare.id === asAmount.id) return null;
    if (unit === printed) {
      const { shareRange, rest } = withShareRangeApart(tokens.slice(at + 2));
      return [
        [`${name} % ${share} %`, ...shareRange].join(' '),
        [name, ...rest, ...rangeBefore].join(' '),
      ];
    }
    return withHeadingUnit(name, share!, amount!, unit, [...tokens.slice(at + 3), ...rangeBefore]);
  }
  return null;
}

/** A range at the end of the words before the results: '1,80 – 7,00', '< 0,50', '> 1,5'. */
const RANGE_AT_END =
  /^(.*?\p{L}.*?)\s+((?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?)$/u;

/** The name, and a range printed between it and the results (as tokens), apart. */
function withRangeBeforeApart(words: string): { name: string; rangeBefore: string[] } {
  const match = RANGE_AT_END.exec(words);
  if (!match?.[1] || !match[2]) return { name: words, rangeBefore: [] };
  return { name: match[1], rangeBefore: match[2].split(/\s+/) };
}

/** A range in '%' as its tokens print it: '45 - 70 %', '45-70 %', '< 0,6 %'. */
const SHARE_RANGES = [
  [/^\d+(?:[.,]\d+)?$/, /^[-–]$/, /^\d+(?:[.,]\d+)?$/, /^%$/],
  [/^\d+(?:[.,]\d+)?[-–]\d+(?:[.,]\d+)?$/, /^%$/],
  [/^[<>≤≥]=?\d+(?:[.,]\d+)?$/, /^%$/],
  [/^[<>≤≥]=?$/, /^\d+(?:[.,]\d+)?$/, /^%$/],
] as const;

/**
 * The share's range set apart from the amount's cells ('9.984 /mm3 (A)  45 - 70 %  1.800 -
 * 7.000', as Argentine labs print both ranges after both results): read with the amount, the
 * share's range in '%' was taken for the count's and the count held as far from its test's
 * usual range (set 267).
 */
function withShareRangeApart(cells: string[]): { shareRange: string[]; rest: string[] } {
  for (let at = 0; at < cells.length; at++) {
    const shape = SHARE_RANGES.find(
      (patterns) =>
        at + patterns.length <= cells.length &&
        patterns.every((pattern, offset) => pattern.test(cells[at + offset]!)),
    );
    if (shape)
      return {
        shareRange: cells.slice(at, at + shape.length),
        rest: [...cells.slice(0, at), ...cells.slice(at + shape.length)],
      };
  }
  return { shareRange: [], rest: cells };
}

/**
 * The amount printed bare, its unit only in the sub-heading over it ('Fórmula leucocitaria
 * Relativa  Absoluta (/mm³)' over 'Neutrófilos segmentados  62 %  5.084  50 - 70 %'): the amount
 * takes the heading's unit, and a range printed in '%' after it is the share's.
 */
function withHeadingUnit(
  name: string,
  share: string,
  amount: string,
  unit: string,
  rest: string[],
): string[] {
  const restIsShares = rest.at(-1) === '%' || rest.at(-1)?.endsWith('%');
  return [
    [`${name} % ${share} %`, ...(restIsShares ? rest : [])].join(' '),
    [name, amount, unit, ...(restIsShares ? [] : rest)].join(' '),
  ];
}
