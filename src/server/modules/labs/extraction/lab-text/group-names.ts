/**
 * A group's name on a line of its own with its tests indented under it, as serology prints an
 * organism and its antibodies:
 *
 *   Toxoplasmose
 *      IgG      Négatif     Seuil de positivité : 8 UI/mL
 *      IgM      Négatif
 *
 * Read as they stand, 'IgG' and 'IgM' are the total immunoglobulins (a number in g/L, not a screen's
 * answer) or nothing. Each indented test is named by the group and its own name together when that
 * names another test we know ('Toxoplasmose IgG'); a test whose own name already says all
 * ('Hématies' under 'Hémogramme') is left as printed.
 */
import { sectionSpecimen } from '../lab-report-boilerplate';
import type { PlacedLine, PlacedWord } from '../placed-lines';

/** A group's name: a few words of letters, no number (a result line is never a group's name). */
const GROUP_NAME = /^[\p{L}][\p{L}\s'’().-]*$/u;
const MAX_GROUP_WORDS = 4;
/**
 * An antibody's class: printed under its organism ('Rubéole' over 'IgG  48,6  UI/mL') it is the
 * organism's antibody whether the lab indents it or sets it flush with the organism's name.
 */
const ANTIBODY_CLASS = /^Ig[AGME]$/u;
/** How far right of the group's name its tests start, in text heights, at least. */
const INDENT_HEIGHTS = 0.5;

/** A group's name names no test itself ('Toxoplasmose', not 'FASTING PLASMA GLUCOSE'). */
function groupName(line: PlacedLine, testOf: (name: string) => string | null): string | null {
  const text = line.words.map((word) => word.text).join(' ');
  // A section's heading naming its sample ('ORINA (primera micción)') sets the specimen of the
  // rows under it (enterSection); put before 'Albúmina' it named the urine's protein strip.
  if (sectionSpecimen(text)) return null;
  return line.words.length <= MAX_GROUP_WORDS && GROUP_NAME.test(text) && testOf(text) === null
    ? text
    : null;
}

/** The line with the group's name before its test's own, or null when that names no other test. */
function namedInGroup(
  line: PlacedLine,
  group: string,
  testOf: (name: string) => string | null,
): PlacedLine | null {
  // The test's own name is one word ('IgG', 'IgM'): a longer one ('Absolute Basophil Count'
  // under 'Absolute Leucocyte Count') names its test alone.
  const own = line.words[0];
  if (!own || !/^\p{L}/u.test(own.text)) return null;
  const inGroup = testOf(`${group} ${own.text}`);
  if (inGroup === null || inGroup === testOf(own.text)) return null;
  const first: PlacedWord = { ...own, text: `${group} ${own.text}` };
  return { ...line, words: [first, ...line.words.slice(1)] };
}

export function withGroupNames(
  lines: readonly PlacedLine[],
  testOf: (name: string) => string | null,
): PlacedLine[] {
  const out = [...lines];
  for (let index = 0; index < out.length; index++) {
    const head = out[index]!;
    const group = groupName(head, testOf);
    if (!group) continue;
    const indentAt = head.words[0]!.x0 + INDENT_HEIGHTS * head.height;
    for (let below = index + 1; below < out.length; below++) {
      const line = out[below]!;
      const own = line.words[0];
      const isIndented = (own?.x0 ?? 0) >= indentAt;
      // An antibody's class under its organism names nothing alone, indented or not; set flush,
      // not a test of its own that starts with it ('IgG avidity', another test than the antibody).
      const isClass =
        own !== undefined &&
        ANTIBODY_CLASS.test(own.text) &&
        own.x0 >= head.words[0]!.x0 - 2 &&
        !/^avid/iu.test(line.words[1]?.text ?? '');
      if (line.page !== head.page || !(isIndented || isClass)) break;
      const named = namedInGroup(line, group, testOf);
      if (!named) break;
      out[below] = named;
    }
  }
  return out;
}
