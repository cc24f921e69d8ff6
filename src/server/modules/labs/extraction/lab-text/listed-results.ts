/**
 * Results listed in a letter the way clinicians write them: several to a line, a comma or a
 * semicolon apart, each a short name and its number, a unit and a flag maybe ('FBC: Hb 98 g/L (L),
 * MCV 74 fL, Plt 412, WCC 6.1'; 'Lipids: TC 3.6; LDL-C 1.6; HDL-C 1.1'; 'Hb 13,2 g/dl, Leuko
 * 7,2/nl, Krea 0,9 mg/dl'). Each is turned into the line a table would print for the row reader,
 * which judges its name, value and unit like any other; the caller holds every such row for the
 * member to check, as it does a sentence's.
 */
import { isSedimentHeading, sectionSpecimen } from '../lab-report-boilerplate';
import { isGenericResultWord } from './result-value';
import { NOT_THIS_RESULT, UNIT, type SentenceResult } from './sentence-results';

/** A label before the list ('FBC:', 'Iron studies:', 'U&E:', 'Labor:'). */
const LEADING_LABEL = /^[\p{L}&][\p{L}\d&/ .-]{0,24}:\s+(?=\p{L})/u;
/** The filtration rate's unit, with its body surface's decimal comma ('mL/min/1,73 m²'). */
const EGFR_UNIT = String.raw`m[lL]\/min\/1[.,]73\s?m[²2]?`;
/** A cell count's unit typed with spaces ('x 10^9/L', '× 10 ^3/µL'). */
const SPACED_COUNT_UNIT = String.raw`[x×]\s?10\s?\^?\s?\d{1,2}\s?\/\s?[µu]?[lL]`;
/** An ion's charge after its symbol, in superscript or typed ('Na⁺', 'Ca²⁺', 'HCO₃⁻', 'Ca++'). */
const ION_CHARGE = String.raw`\u2070-\u209F+`;
/**
 * One item: a name of up to four words (a locant before it, an aside in brackets among them), its
 * number, a unit, then a bracketed flag, word or range and a flag after it maybe ('TSH 5,82
 * µUI/mL (0,35-4,94) *', '25-OH vitamine D 21 ng/mL', 'K 5.9 (H)', 'Hb 98 g/L ↓'). A grade
 * ('Sugar : 2+') is a word's result, not a number and a flag; a count per field may be a span
 * ('leucocitos 2-3/campo').
 */
const ITEM = new RegExp(
  String.raw`^((?:(?:\d{1,2}-)?[\p{L}][\p{L}\d()\-/.${ION_CHARGE}]*)(?:\s+[\p{L}\d(][\p{L}\d()\-/.${ION_CHARGE}]*){0,3})\s+([<>]?\d+(?:[.,]\d+)?(?![\d+])|\d{1,3}-\d{1,3}(?=\s?\/))\s*(${EGFR_UNIT}|${SPACED_COUNT_UNIT}|${UNIT}|\/[\p{L}µμ]+)?(?:\s*\([^)]{1,20}\))?(?:\s*(?:\*{1,2}|[↑↓]|[HL]|\+{1,2}))?$`,
  'u',
);
/**
 * An item without the label before it ('Analítica al ingreso (20/01): Hb 13,1 g/dL' is 'Hb 13,1
 * g/dL'), unless the label is the test and the rest its word result ('Antigenuria de Legionella:
 * negativa').
 */
function withoutItemLabel(item: string): string {
  // A colon inside brackets is the range's ('(N : 45-90)', '(insuffisance : 10-30)').
  const colon = item.replace(/\([^)]*\)?/gu, (group) => ' '.repeat(group.length)).lastIndexOf(':');
  if (colon < 0 || !/\s/u.test(item[colon + 1] ?? '')) return item;
  const label = item.slice(0, colon).trim();
  const rest = item.slice(colon + 1).trim();
  // The label is the test when a value follows it ('Créatininémie : 78 µmol/L').
  const isTestsValue = isGenericResultWord(rest) || /^[<>]?\d/u.test(rest);
  return isTestsValue ? `${label} ${rest}` : rest;
}

/**
 * A label before a colon that says what follows is no result of this report: goals, targets or
 * earlier results ('Targets for high-risk patients: LDL-C <1.8 mmol/L'), in a sentence's words
 * for them (sentence-results.ts).
 */
const isOtherResultsLabel = (item: string) => {
  const label = /^([^:]*):\s/u.exec(item)?.[1];
  return label !== undefined && NOT_THIS_RESULT.test(label);
};

/** Lines a list may run over, at most: a letter's paragraph of results. */
const MOST_LIST_LINES = 6;
/** A line that starts an item of its own: a dash, a bullet or a number ('- Gasometría …', '2.'). */
const STARTS_ITEM = /^(?:[-–•*·]|\d{1,2}[.)])\s/u;

/**
 * The report's lines with a list that runs on to the next line joined to it: a letter wraps its
 * results where the line ends ('… creatinina 1,32 mg/dL; Na 133' over 'mEq/L; K 4,6 mEq/L'). A
 * line runs on while it ends without a full stop and the next starts no item of its own.
 */
export function listParagraphs(lines: string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of lines.map((text) => text.trim())) {
    const last = current.at(-1);
    const runsOn =
      last !== undefined &&
      current.length < MOST_LIST_LINES &&
      !/[.!?]$/.test(last) &&
      line !== '' &&
      !STARTS_ITEM.test(line);
    if (!runsOn && current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
    if (line !== '') current.push(line);
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/**
 * A paragraph's lines as one: a line that opens with a label of its own ('hemoglobina: negativo –
 * sedimento: …' under 'Orina completa: … glucosa: negativo') starts an item, so a separator
 * stands before it; any other line continues the item the line above wrapped.
 */
function joinedLines(lines: string[]): string {
  return lines.reduce((joined, line) =>
    OPENS_WITH_LABEL.test(line) ? `${joined}; ${line}` : `${joined} ${line}`,
  );
}

const OPENS_WITH_LABEL = /^\p{L}[\p{L}\d .()-]{0,30}:\s/u;

/**
 * A list's label that dates it to a stay's admission or the emergency department before it ('Esami
 * ematochimici all'ingresso:', 'Labor bei Aufnahme:', 'Analítica de Urgencias (15/03):', 'Bloods
 * on admission:'): the earliest results a letter tells.
 */
const ON_ADMISSION =
  /\b(?:admission|admitted|presentation|emergency|a&e|aufnahme|notaufnahme|entr[ée]e|urgences|ingreso|urgencias|ingresso|pronto soccorso)\b/iu;

/**
 * The results a paragraph's lines list, read across its lines (an item wrapped where the line
 * ends) and line by line (a line that lists whole items before one that is no list: 'FBC: Hb 98,
 * Plt 412, WCC 6.1' over 'Iron studies: …'), each test and value once, in the order printed.
 */
export function listedResultsOfParagraph(
  lines: string[],
  isTestName: (name: string) => boolean,
): SentenceResult[] {
  const found: SentenceResult[] = [];
  const key = (result: SentenceResult) => `${result.names[0]} ${result.value}`;
  const seen = new Set<string>();
  const lineByLine = lines.length > 1 ? lines.map((line) => listedResults(line, isTestName)) : [];
  const isOnAdmission = ON_ADMISSION.test(lines[0]?.split(':')[0] ?? '');
  for (const result of [...listedResults(joinedLines(lines), isTestName), ...lineByLine.flat()]) {
    if (seen.has(key(result))) continue;
    seen.add(key(result));
    found.push(isOnAdmission ? { ...result, isOnAdmission } : result);
  }
  return found;
}

/**
 * The item's name, or the last of its words that name a test when a panel's label stands before
 * the first item with no colon ('EUC  Na 137, K 4.0', 'FBC  Hb 121, WCC 9.2'); null when none do.
 */
function namedTail(words: string, isTestName: (name: string) => boolean): string | null {
  const split = words.split(/\s+/);
  for (let from = 0; from < split.length; from++) {
    // Words after a number are its unit, not a test ('ramipril 5 mg 1 cp/die': 'mg' is no
    // magnesium).
    if (/^\d/u.test(split[from - 1] ?? '')) continue;
    const tail = split.slice(from).join(' ');
    if (isTestName(tail)) return tail;
  }
  return null;
}

/** An item whose result is a word ('Protein +', 'Glukose neg', 'Nitrit negativ', 'Blut Spuren'). */
const WORD_ITEM =
  /^([\p{L}][\p{L}\d()\-/.]*(?:\s+[\p{L}][\p{L}\d()\-/.]*){0,2})\s+(\S+(?:\s\S+)?)$/u;
/**
 * Words that make an item about another time or a goal, beyond a sentence's (sentence-results.ts):
 * a list writes 'HbA1c was 6.9', 'from 3.4', 'Vorwert 6,9' in an item of its own.
 */
const NOT_THIS_ITEM = /\b(?:was|from|vorwert|avant|antes|prima)\b/iu;
/** Items a line must hold for it to be a list: one pair of a name and a number is no list. */
const LEAST_ITEMS = 2;

/**
 * The results a line lists: none unless at least LEAST_ITEMS of its items read as a name and a
 * number. `isTestName` says whether a name names a test we know.
 */
export function listedResults(
  line: string,
  isTestName: (name: string) => boolean,
): SentenceResult[] {
  if (isOtherResultsLabel(line.trim())) return [];
  const unbulleted = line.trim().replace(/^[-–•·]\s+/u, '');
  // A urine panel's label gives its items their specimen ('EGO: … glucosa 250 mg/dL' is urine
  // glucose, not the blood glucose listed before it).
  const label = LEADING_LABEL.exec(unbulleted)?.[0] ?? '';
  const isUrineLabel = label !== '' && sectionSpecimen(label.replace(/:\s*$/u, '')) === 'urine';
  let specimen = isUrineLabel ? ('urine' as const) : undefined;
  const items = listItems(unbulleted.slice(label.length), isTestName);
  const found: SentenceResult[] = [];
  // A urine label inside the list ('… Chagas: no reactivo; Orina completa: densidad 1020 – pH
  // 6,0') makes the items after it urine's, and a sediment's label ('sedimento: leucocitos
  // 2-3/campo – hematíes 0-1/campo') cells counted under the microscope, not a strip's pads.
  let isSediment = false;
  for (const labelled of items) {
    // What follows a label of goals or earlier results is no result ('Targets for high-risk
    // patients: LDL-C <1.8 mmol/L, non-HDL-C <2.6 mmol/L').
    if (isOtherResultsLabel(labelled)) break;
    const itemLabel = /^([^:]*):\s/u.exec(labelled)?.[1] ?? '';
    if (sectionSpecimen(itemLabel) === 'urine') specimen = 'urine';
    isSediment ||= specimen === 'urine' && isSedimentHeading(itemLabel);
    const listed = isSediment ? { specimen, isSediment } : { specimen };
    const item = withoutItemLabel(labelled);
    if (NOT_THIS_RESULT.test(item) || NOT_THIS_ITEM.test(item)) continue;
    const match = ITEM.exec(item);
    const name = match?.[1] ? namedTail(match[1], isTestName) : null;
    if (name && match?.[2]) {
      found.push({ names: [name], value: match[2], unit: match[3] ?? null, ...listed });
      continue;
    }
    const worded = wordItem(item);
    if (worded && isTestName(worded.name))
      found.push({ names: [worded.name], value: worded.word, unit: null, ...listed });
  }
  return found.length >= LEAST_ITEMS ? found : [];
}

/**
 * Where a list parts its items: a comma followed by a space or a semicolon (a decimal comma has no
 * space); a full stop after a number or a unit ('2,4 ng/mL. Coagulación: …'), never an
 * abbreviation's ('spez. Gewicht'); a spaced dash before a name ('AST (GOT) 26 U/L – ALT (GPT) 33
 * U/L'; a range's dash has a number after it).
 */
const ITEM_SEPARATOR = /,\s+|\s*;\s*|(?<=[\d%)]|\/[\p{L}µ²\d.,]+)\.\s+|\s[–—]\s(?=\p{L})/gu;

/** Text split at the separators that stand outside brackets: a bracket's commas are its own. */
function splitOutsideBrackets(text: string): string[] {
  // Each bracket's inside is masked (same length) so that the separators are found outside only.
  const masked = text.replace(/\([^()]*\)/gu, (group) => `(${'_'.repeat(group.length - 2)})`);
  const parts: string[] = [];
  let from = 0;
  for (const separator of masked.matchAll(ITEM_SEPARATOR)) {
    parts.push(text.slice(from, separator.index));
    from = separator.index + separator[0].length;
  }
  parts.push(text.slice(from));
  return parts.map((item) => item.trim().replace(/[.,]$/, '')).filter((item) => item !== '');
}

/** A bracket after an item's result: its sub-results or a comment ('(long lie)'). */
const TRAILING_BRACKET = /\s*\(([^()]*)\)\s*$/u;

/**
 * The items a list holds. A bracket after an item's result holds either the results it is made of
 * ('leucocitos 18.600/µL (neutrófilos 89,2 %, linfocitos 5,1 %)'), each then an item after it,
 * or a comment on it ('Troponin T 22 ng/L (single sample, no chest pain)'), left out when it is
 * longer than a range or a flag would be, as the item's pattern reads only those.
 */
function listItems(text: string, isTestName: (name: string) => boolean): string[] {
  return splitOutsideBrackets(text).flatMap((item) => {
    const bracket = TRAILING_BRACKET.exec(item);
    const head = bracket ? item.slice(0, bracket.index).trim() : '';
    // Only after a result: 'Compare with 2023 surveillance (ALT 38, GGT 52)' lists earlier ones.
    if (!bracket?.[1] || !isResultItem(head, isTestName)) return [item];
    const results = splitOutsideBrackets(bracket[1]).filter((part) =>
      isResultItem(part, isTestName),
    );
    if (results.length > 0) return [head, ...results];
    return bracket[1].length > LONGEST_READ_BRACKET ? [head] : [item];
  });
}

/** Whether an item reads as a test we know and its number. */
function isResultItem(item: string, isTestName: (name: string) => boolean): boolean {
  const match = ITEM.exec(withoutItemLabel(item));
  return match?.[1] !== undefined && namedTail(match[1], isTestName) !== null;
}

/** The longest bracket the item's pattern reads after a result (a range, a flag, a word). */
const LONGEST_READ_BRACKET = 20;

/** A name and a word result; the longer word result when both readings are words we know. */
function wordItem(item: string): { name: string; word: string } | null {
  const match = WORD_ITEM.exec(item);
  if (!match?.[1] || !match[2]) return null;
  if (isGenericResultWord(match[2])) return { name: match[1], word: match[2] };
  // 'Leukozyten nicht nachweisbar' splits as 'Leukozyten nicht' and 'nachweisbar' only when the
  // pattern's last word is taken alone.
  const [first, last] = match[2].split(' ');
  if (last && isGenericResultWord(last) && !isGenericResultWord(`${first} ${last}`))
    return { name: `${match[1]} ${first}`, word: last };
  return null;
}
