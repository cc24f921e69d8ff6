/**
 * A test's name on a line of its own and, under it, its method with the result in the result
 * column, as Indian laboratories print a panel of tumour markers or hormones:
 *
 *   CARCINOEMBRYONIC ANTIGEN (CEA), SERUM
 *     Method : Chemiluminescence Immunoassay (CLIA)      7.82   ng/mL   < 3.80
 *
 * Read as they stand, the method line's words took the place of the name ('Method :
 * Chemiluminescence ...' is no test) and the name had no result. The two become one line: the
 * name's words, then the method line's cells after its method.
 */
import type { PlacedLine } from '../placed-lines';
import { STARTS_LIKE_NAME } from './labelled-cards';
import { METHOD_HEADINGS } from './table-header';

/** A label and its colon at the start of a line ('Method :', 'Méthode:', 'Metodo :'). */
const LABEL = /^([\p{L}.]+)\s*:$/u;
/**
 * A method column's own headings label the method: not every heading that column sets aside (a
 * card's 'Specimen: Serum   Method: CLIA' under its name is no method line).
 */
const METHOD_WORDS = new Set(METHOD_HEADINGS);
/** A result: a number, censored or not ('7.82', '< 0.10'). */
const RESULT_START = /^[<>≤≥]?\d/u;

/** Words further apart than this many text heights stand in different cells. */
const CELL_GAP_HEIGHTS = 2;

/** The index of the first word of the method line's cells after its method; -1 if it is none. */
function afterMethod(line: PlacedLine): number {
  const words = line.words;
  // 'Method' then ':' as two words, or 'Method:' as one.
  const label = words[0]?.text === undefined ? '' : words[0].text;
  const labelEnd = words[1]?.text === ':' ? 1 : LABEL.test(label) ? 0 : -1;
  if (labelEnd < 0) return -1;
  const name = labelEnd === 1 ? label : LABEL.exec(label)![1]!;
  if (!METHOD_WORDS.has(name.toLowerCase())) return -1;
  for (let at = labelEnd + 1; at < words.length; at++) {
    const gap = words[at]!.x0 - words[at - 1]!.x1;
    if (at > labelEnd + 1 && gap > CELL_GAP_HEIGHTS * line.height)
      return RESULT_START.test(words[at]!.text) ? at : -1;
  }
  return -1;
}

/**
 * A line of a name alone ('25-OH VITAMIN D' too): words only up to where the method line's result
 * starts, and no label of its own.
 */
function isNameAbove(line: PlacedLine, method: PlacedLine, resultAt: number): boolean {
  const from = method.words[resultAt]!.x0;
  return (
    line.page === method.page &&
    line.words.length > 0 &&
    STARTS_LIKE_NAME.test(line.words[0]!.text) &&
    line.words.every((word) => word.x1 < from) &&
    !line.words.some((word) => word.text.endsWith(':'))
  );
}

/** The lines with every name over its method-and-result line joined into one. */
export function joinMethodUnderName(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const next = input[index + 1];
    const resultAt = next ? afterMethod(next) : -1;
    if (!next || resultAt < 0 || !isNameAbove(line, next, resultAt)) {
      out.push(line);
      continue;
    }
    out.push({ ...line, words: [...line.words, ...next.words.slice(resultAt)] });
    index += 1;
  }
  return out;
}
