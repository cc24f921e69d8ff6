/**
 * The readings of one line as a result row: each split of its words into a name and the cells
 * after it, the marker the name means, and the reading chosen among them. A long name printed over
 * two lines is joined here too.
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import { fold } from '#server/knowledge/biomarkers/name-key';
import { isTypingAnswer, typingAnswerCells } from './typing-answers';
import { countedUrineTest, padOfCountedTest } from './urine-count-counterpart';
import type { EarlierResult, LabSpecimen } from '../extraction.types';
import {
  isIndexWord,
  looksLikeUnit,
  readFlag,
  readNumericValue,
  readRange,
  tidyLine,
} from '../lab-line-tokens';
import { repairOcrUnit } from '../ocr-misreads';
import { isStripHeading, sectionSpecimen } from '../lab-report-boilerplate';
import { markerForNoisyName } from '../ocr-likeness';
import { markerForCutName } from './cut-names';
import {
  cleanName,
  FLAG_BEFORE_NAME,
  withoutFootnoteNumber,
  holdsResultToken,
  isPlausibleName,
  isTestDespitePunctuation,
  resolveMarkers,
} from './marker-names';
import type { ParseContext } from './parse-context';
import { isWordsOnly, readColumnHeadings } from './report-layout';
import { readResultCells, type ResultCells } from './result-cells';
import { isGenericResultWord, isNegatingWord, readSpanResult, readValue } from './result-value';
import { isLabelledRange } from './side-by-side';
import { readInItsSpecimen, sampleNamed } from './specimen-column';
import { headingRoleOf } from './table-header';
import { FLAGGED_EARLIER_RESULT, isLoneNumber, type TableRowCells } from './table-row';
import { THAT_IS } from './count-after-share';

/** Printed names are short; a longer run of words before the value is a sentence, not a test. */
const MAX_NAME_WORDS = 8;

export interface Candidate {
  printedName: string;
  marker: BiomarkerDefinition | null;
  cells: ResultCells;
  nameWords: number;
  /** Earlier dated results printed beside the row (a cumulative report's older columns). */
  history?: EarlierResult[];
  /** The one word a table's unit column holds on this row, as read (a picture's unit may be misread). */
  unitCellWord?: string;
}

/**
 * The other way round: 'Gamma Glutamyl' alone, then 'Transferase  41  U/L  0-38'. The words
 * above a row whose name is unknown are put before it when together they name a test.
 */
export function nameContinuedFrom(
  start: string,
  row: Candidate,
  context: ParseContext,
): Candidate | null {
  if (row.marker || /^(?:method|note|comments?|remarks?|interpretation)\b/i.test(start))
    return null;
  // A section's heading naming its sample ('ORINA (primera micción)' over 'Albúmina en orina')
  // opens the rows under it; it goes on no name.
  if (sectionSpecimen(start)) return null;
  const printedName = `${cleanName(start)} ${row.printedName}`;
  const marker = resolveMarkers(printedName, context)[0] ?? null;
  return marker ? { ...row, printedName, marker } : null;
}

/** The most words of a unit set on the line under its row. */
const MAX_UNIT_TAIL_WORDS = 3;

/**
 * A unit wrapped under its row, cut after a slash ('ml/min/' then '1,73 m²', 'mmol/' then 'mol
 * Hb', 'mL/min/' then '{1.73_m2}'), the name's own words perhaps before it on that line ('(CKD-EPI
 * 2009)  1,73 m²'): the unit whole, when together they make a unit we know, and the name with
 * those words when together they name the test.
 */
export function continuedUnit(
  row: Candidate,
  line: string,
  context: ParseContext,
): Candidate | null {
  const unit = row.cells.unitText;
  if (!unit?.endsWith('/')) return null;
  const tokens = line.split(' ');
  for (let size = Math.min(MAX_UNIT_TAIL_WORDS, tokens.length); size >= 1; size--) {
    const tail = tokens.slice(-size).join(' ');
    const whole = `${unit}${tail}`;
    const normal = context.reference.normaliseUnit(whole);
    if (!context.knownUnits.has(normal)) continue;
    const cells = { ...row.cells, unitText: whole };
    const head = tokens.slice(0, -size).join(' ');
    const named = head ? continuedName({ ...row, cells }, head, context) : null;
    return named ?? { ...row, cells };
  }
  return null;
}

/** The most words of a long name's second line ('de muy baja densidad (VLDL)'). */
const MAX_NAME_TAIL_WORDS = 6;

/**
 * A long name's second line of up to six words under a first line that stops short of the test
 * ('Colesterol de lipoproteínas' then 'de muy baja densidad (VLDL)'): words alone, as
 * isWordsOnly's, though more of them.
 */
function isLongNameTail(words: string, printedName: string): boolean {
  const split = words.split(' ');
  return (
    split.length <= MAX_NAME_TAIL_WORDS &&
    printedName.split(' ').length >= 2 &&
    split.every((word) => /^[\p{L}()[\],.'-]+$/u.test(word))
  );
}

/** A row's cells read again: its value and flag, then `after` (a unit and a range from another line). */
function cellsReadAgain(row: Candidate, value: string, after: string[], context: ParseContext) {
  const flag = row.cells.flagText ? [row.cells.flagText] : [];
  return readResultCells([value, ...flag, ...after], row.marker, context);
}

/**
 * A row's unit and range on the line under it, the unit first ('Total cholesterol  6.4' then
 * 'mmol/L  Ref: < 5.0  ▲ High', as a phone app sets a large value beside the name): the row's
 * cells read again with that line after its value, when the row has a number and no unit and the
 * line opens with a unit we know.
 */
export function unitLineUnder(
  row: Candidate,
  line: string,
  context: ParseContext,
): Candidate | null {
  const { numeric, unitText } = row.cells;
  const [first, ...rest] = line.split(' ');
  if (!numeric || unitText || !first || rest.length === 0) return null;
  if (!context.knownUnits.has(context.reference.normaliseUnit(first))) return null;
  // A test's row of its own is no unit line ('PCT  0.168  %': 'PCT' reads as a percent sign too).
  if (resolveMarkers(first, context).length > 0 || readNumericValue(rest[0]!, context.style))
    return null;
  const cells = cellsReadAgain(row, numeric.text, [first, ...rest], context);
  // A status in words beside an arrow flag ('▲ High') may leave one word unread.
  if (!cells?.unitText || cells.unknownTokens > 1) return null;
  return { ...row, cells };
}

/** A note in brackets between a range's label and its colon ('Riferimento (non a digiuno):'). */
const NOTE_BEFORE_COLON = /\s*\([^()]{1,40}\)\s*(?=:)/u;

/**
 * A row's range labelled under its name and its unit under its value, on the line under it
 * ('Glicemia capillare  132' then 'Riferimento (non a digiuno): < 140 mg/dL   mg/dL', as a
 * pharmacy's self-test sheet sets each result): the row's cells read again with the unit after its
 * value and the range, when the row has a number and no unit, the line is a labelled range as a
 * card prints one (`isLabelledRange`, every language's labels) and then a unit we know alone.
 */
export function rangeAndUnitLineUnder(
  row: Candidate,
  line: string,
  context: ParseContext,
): Candidate | null {
  const { numeric, unitText } = row.cells;
  const tokens = line.replace(NOTE_BEFORE_COLON, '').split(' ');
  const unit = tokens.at(-1);
  if (!numeric || unitText || !unit || !isLabelledRange(tokens.slice(0, -1).join(' '))) return null;
  if (!context.knownUnits.has(context.reference.normaliseUnit(unit))) return null;
  // The range from its first bound or number, without its own copy of the unit ('< 140 mg/dL').
  const printedRange = tokens.slice(
    tokens.findIndex((token) => /^[<>≤≥]|^\d/.test(token)),
    -1,
  );
  if (printedRange.at(-1) === unit) printedRange.pop();
  const cells = cellsReadAgain(row, numeric.text, [unit, ...printedRange], context);
  if (!cells?.unitText || !cells.range || cells.unknownTokens > 0) return null;
  return { ...row, cells };
}

/** The prepositions and articles that join a name's words in the languages we read. */
const ENDS_IN_PREPOSITION =
  /\s(?:du|de|des|de la|del|della|delle|dello|dei|degli|der|den|von|vom|zur|of|for|the)$/iu;

/** A name that stops at a word that cannot end one: LOINC's 'in', 'or', 'by', 'of'. */
const DANGLING_END = /\s(?:in|or|by|of|and|per|to)$/i;

/**
 * A long name printed over two lines, the result on the first: 'Thyroid Stimulating  2.10 mIU/L'
 * then 'Hormone'. The words under a row are joined to its name when together they name a test:
 * a test its first line did not name at all, or another one. 'Blood Urea' then 'Nitrogen' is
 * urea nitrogen, not urea (half its value in mg/dL); 'VLDL' then 'Cholesterol' is the same test
 * either way (unless the first line alone names none), and a heading under a row that names no
 * test with it is left alone.
 */
export function continuedName(
  row: Candidate,
  line: string,
  context: ParseContext,
): Candidate | null {
  // A unit's annotation wrapped under its unit ('mg/g' over '{creat}') is no part of the name,
  // nor a footnote's mark after it ('específico libre‡').
  const words = line.replace(/\s+\{[^{}]*\}$/, '').replace(/[†‡§¶¹²³⁴⁵⁶⁷⁸⁹]+$/u, '');
  const isNameTail = isWordsOnly(words) || isLongNameTail(words, row.printedName);
  if (!isNameTail && !isNameWithCode(words)) return null;
  // A name cut after 'in' or 'or' goes on under it, even with a specimen's word alone ('Urea
  // nitrogen [Mass/volume] in Serum or' then 'Plasma'), which elsewhere heads a section.
  const isCutAtWord = DANGLING_END.test(row.printedName);
  if ((sectionSpecimen(words) && !isCutAtWord) || readColumnHeadings(words)) return null;
  // A comment's label in any language we read, or any label that opens what follows (' :').
  if (
    /^(?:method|note|comments?|remarks?|interpretation|specimen|sample|source|commentaires?|remarques?|kommentar|bemerkung|hinweis|comentarios?|observaci[oó]n|commento|nota)(?!\p{L})/iu.test(
      words,
    ) ||
    /\s:$/.test(words)
  )
    return null;
  // A heading in capitals under a name in mixed case ('Colesterol Total / HDL' over 'PERFIL
  // TIROIDEO Y METABÓLICO') opens the next section; it goes on no name.
  if (isCapitalsHeading(words) && /\p{Ll}/u.test(row.printedName)) return null;
  const printedName = `${row.printedName} ${cleanName(words)}`;
  const marker = resolveMarkers(printedName, context)[0] ?? null;
  if (!marker) return null;
  // The same test, named whole only with the words under it ('Urea nitrogen [Mass/volume] in
  // Serum or' then 'Plasma'): the whole name, so the row is not held as a name cut short.
  const namedAlone = resolveMarkers(row.printedName, context)[0];
  const isNamedAlone = namedAlone !== undefined;
  if (marker.id === row.marker?.id && isNamedAlone) return null;
  // Another test than the line above names alone only by a word of that test's own names ('Blood
  // Urea' then 'Nitrogen'): a heading under a ratio ('Total Cholesterol / HDL' then 'Liver
  // Enzymes') made a loose match of total cholesterol, its result the ratio's (item 752).
  if (isNamedAlone && !isOfNames(words, marker)) return null;
  // Nor when the row's unit is one of the test the line above names alone and none of the other's:
  // 'Glucose - Fasting  108  mg/dL' over the next section's 'HbA1c (GLYCOSYLATED HAEMOGLOBIN)'
  // made the glucose an HbA1c of 108 (item 769). 'Hemoglobin  6.1  %' over 'A1c' still joins.
  if (namedAlone && isUnitOfOnlyTheFirst(row, namedAlone, marker, context)) return null;
  return { ...row, printedName, marker };
}

/** Whether the row's printed unit is one of the `first` test's units and none of `other`'s. */
function isUnitOfOnlyTheFirst(
  row: Candidate,
  first: BiomarkerDefinition,
  other: BiomarkerDefinition,
  { reference }: ParseContext,
): boolean {
  const printed = row.cells.unitText;
  if (!printed) return false;
  const unit = reference.normaliseUnit(printed);
  return (
    reference.unitsFor(first.id).includes(unit) && !reference.unitsFor(other.id).includes(unit)
  );
}

/** Whether a word of three letters or more is a word of one of the test's names. */
function isOfNames(words: string, marker: BiomarkerDefinition): boolean {
  // Folded as names are matched (accents, spellings: 'haemo' is 'hemo').
  const wordsOf = (name: string) => fold(name).split(' ');
  const known = new Set([marker.name, ...marker.aliases].flatMap(wordsOf));
  return wordsOf(words).some((word) => word.length >= 3 && known.has(word));
}

/**
 * Two words or more of three capitals or more, and no small letter: a heading's way. A bracket's
 * abbreviation may have small letters ('GLYCOSYLATED HAEMOGLOBIN (HbA1c)').
 */
function isCapitalsHeading(line: string): boolean {
  const words = line.replace(/\([^()]*\)/gu, ' ');
  return !/\p{Ll}/u.test(words) && (words.match(/\p{Lu}{3,}/gu) ?? []).length >= 2;
}

/**
 * A wrapped name's second line whose words hold digits among letters ('glyquée (HbA1c)', 'Vitamin
 * D3'): words only but for a test's code. A word that is a number ('200') is none.
 */
function isNameWithCode(line: string): boolean {
  const words = line.split(' ');
  return (
    words.length <= 4 &&
    words.every((word) => /^[\p{L}()[\],.'-]*\p{L}[\p{L}\d()[\],.'-]*$/u.test(word)) &&
    words.some((word) => /\p{L}\d|\d\p{L}/u.test(word))
  );
}

/** Letters only, lower case: 'Lp (a)', 'LP(A)' and 'Lp(a)' read alike. */
const bracketKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}()]/gu, '');

/**
 * Whether a name ending in a short bracketed word is a test's own name with its brackets: 'Lp(a)',
 * 'Lipoprotein (a)'. Such a word would otherwise read as a flag before the value ('(a)' for
 * abnormal, as in 'Potassium (L) 3.1'), leaving a name that is no test ('Lp'). Only a name the
 * reference lists with those brackets counts, so 'Potassium (L)' keeps its flag.
 */
function isBracketedName(printedName: string, context: ParseContext): boolean {
  if (!/\([\p{L}\p{N}]{1,4}\)$/u.test(printedName.replace(/\s+/g, ''))) return false;
  const marker = context.reference.resolveName(printedName);
  const key = bracketKey(printedName);
  return marker?.aliases.some((alias) => bracketKey(alias) === key) ?? false;
}

/**
 * A name that opens with a range column's heading of two words or more ('Valeurs usuelles :
 * Leucocytes < 5/champ', a count's usual values under it): the range's words, no test.
 */
function startsWithRangeHeading(printedName: string): boolean {
  const words = printedName.split(/\s+/);
  for (let length = 2; length < words.length; length++) {
    if (headingRoleOf(words.slice(0, length).join(' ')) === 'range') return true;
  }
  return false;
}

export function readRowLine(line: string, context: ParseContext): Candidate | null {
  // A list's dash before the name ('- Glucose à jeun : 131 mg/dL (70 - 100)', as an e-mail
  // copies a report's results): no part of the row.
  const tokens = line.replace(/^[-–]\s+(?=\p{L})/u, '').split(' ');
  // A share's sign may open the name ('% Saturation  6 %', a portal's transferrin saturation).
  const isShareSignFirst = tokens[0] === '%' && /^\p{L}/u.test(tokens[1] ?? '');
  if (tokens.length < 2 || (!/^[\p{L}\d]/u.test(tokens[0]!) && !isShareSignFirst)) return null;
  const candidates: Candidate[] = [];
  for (let split = 1; split < tokens.length && split <= MAX_NAME_WORDS; split++) {
    const printedName = cleanName(tokens.slice(0, split).join(' '));
    if (!isPlausibleName(printedName) && !isTestDespitePunctuation(printedName, context)) continue;
    // A range's label ('Valores de referencia: < 150 mg/dL' under a portal's result): its bound
    // is no result.
    if (headingRoleOf(printedName) === 'range' || startsWithRangeHeading(printedName)) continue;
    // 'Chagas (HAI + ELISA)  No reactivo': a name never ends inside a bracket that closes later on
    // the line; what the bracket holds ('+ ELISA)') is the method, not a result.
    if (endsInsideBracket(tokens, split)) continue;
    // 'MALARIA PARASITE (Thick film)  SEEN (+)  NOT SEEN': an answer word followed by its sign in
    // brackets is the result, never the name's last word (the range column's answer would be read).
    if (isGenericResultWord(tokens[split - 1]!) && BRACKETED_SIGN.test(tokens[split] ?? ''))
      continue;
    // "Test d'Emmel (test de falciformation)  Positif  (Négatif)": an answer followed by another
    // answer, bracketed or not, is the result and the range column's expected answer; the first
    // is never the name's last word, or the expected answer would be shown as the result.
    if (isGenericResultWord(tokens[split - 1]!) && isGenericResultWord(unbracketed(tokens[split])))
      continue;
    if (
      holdsResultToken(outsideOpenBrackets(tokens.slice(1, split)), context) &&
      !isBracketedName(printedName, context)
    )
      continue;
    // 'AST (SGOT) 38': a number that names nothing ends no name; it is the result.
    if (numberBeforeResult(printedName, context)) continue;
    // 'Aspect du  sérum Clair', 'Aspect  du sérum Clair': a name never ends at a preposition or an
    // article, nor just before one, with a word after it; the name goes on ('Aspect du sérum' is
    // no urine's clarity).
    const next = tokens[split] ?? '';
    const isNameGoingOn =
      (ENDS_IN_PREPOSITION.test(printedName) && /^\p{L}/u.test(next)) ||
      (ENDS_IN_PREPOSITION.test(` ${next}`) && /^\p{L}/u.test(tokens[split + 1] ?? ''));
    if (isNameGoingOn) continue;
    // 'Haemoglobin (Hb)  L  12.6': a high/low flag column before the value is no part of the name.
    const lastWord = tokens[split - 1]!;
    const flag = split > 1 ? readFlag(lastWord) : null;
    if ((flag === 'H' || flag === 'L') && readNumericValue(tokens[split]!, context.style)) continue;
    if (endsInSampleAndLabel(tokens, split)) continue;
    const { rest, specimen } = withSampleAndLabelPeeled(tokens.slice(split));
    const read = readWithBestMarker(printedName, rest, context);
    if (read)
      candidates.push({
        printedName,
        ...(specimen ? readInItsSpecimen(read, specimen, context.reference) : read),
        nameWords: split,
      });
  }
  const chosen = chooseCandidate(candidates, context);
  if (!chosen) return null;
  noteSpecimen(chosen.marker, context);
  return chosen;
}

/**
 * A drug-level card's line ('Valproate (total)  Serum  Result  46 mg/L  LOW'): the specimen and
 * the result's own label stand between the name and the result. Neither is part of the name
 * (joined, 'Valproate (total) Serum Result' named no test and the row was lost); the specimen
 * says which test the name is, as a specimen column's cell does.
 */
function withSampleAndLabelPeeled(tokens: string[]): {
  rest: string[];
  specimen: LabSpecimen | null;
} {
  let at = 0;
  let specimen: LabSpecimen | null = null;
  for (const length of [2, 1]) {
    const sample = sampleNamed(tokens.slice(0, length).join(' '));
    if (length < tokens.length && sample) {
      specimen = sample;
      at = length;
      break;
    }
  }
  if (at + 1 < tokens.length && isResultLabel(tokens[at])) at++;
  // Only before the result: 'XaELV  Serum TSH level 3.4' is a code, then the name.
  const next = tokens[at] ?? '';
  const isResultNext = /^[\d<>≤≥+-]/u.test(next) || isGenericResultWord(next);
  return at === 0 || !isResultNext
    ? { rest: tokens, specimen: null }
    : { rest: tokens.slice(at), specimen };
}

const isResultLabel = (token: string | undefined) =>
  token !== undefined && headingRoleOf(token.replace(/:$/, '')) === 'value';

/** Whether a name would end in the card's specimen and label, or in the specimen before it. */
function endsInSampleAndLabel(tokens: string[], split: number): boolean {
  if (split < 2) return false;
  const last = tokens[split - 1]!;
  if (sampleNamed(last) && isResultLabel(tokens[split])) return true;
  return isResultLabel(last) && sampleNamed(tokens[split - 2]!) !== null;
}

/** A token without the brackets around it: '(Négatif)' is 'Négatif'. */
function unbracketed(token: string | undefined): string {
  return (token ?? '').replace(/^[([](.*)[)\]]$/u, '$1');
}

/** A sign printed in brackets after a qualitative answer ('(+)', '(++)', '(-)', '(−)'). */
const BRACKETED_SIGN = /^\((?:\+{1,4}|[-−–])\)$/u;

/**
 * The words not inside a bracket that spans several words: a method's '(HAI + ELISA)' holds no
 * result, while a one-word bracket ('(L)', a flag before the value) is kept for the check.
 */
function outsideOpenBrackets(words: readonly string[]): string[] {
  let depth = 0;
  return words.filter((word) => {
    const inside = depth > 0;
    depth = Math.max(0, depth + word.split('(').length - word.split(')').length);
    return !inside && depth === 0;
  });
}

/** Whether the first `split` tokens leave a bracket open that a later token on the line closes. */
function endsInsideBracket(tokens: readonly string[], split: number): boolean {
  const count = (text: string, char: string) => text.split(char).length - 1;
  const name = tokens.slice(0, split).join(' ');
  if (count(name, '(') <= count(name, ')')) return false;
  return tokens.slice(split).some((token) => token.includes(')'));
}

/** A result cell that says no result: a double dash or a dash a long one ('--', '—'). */
const isNotDone = (cell: string) => /^(?:-{2,}|—+|–{2,})$/u.test(cell.trim());

/**
 * A row read from a table's cells (table-row.ts): the name is what the name column holds and the
 * result cells follow in one order (value, flag, unit, range, then anything unlabelled), so no
 * split of the line has to be guessed.
 */
export function readTableRow(printed: TableRowCells, context: ParseContext): Candidate | null {
  const row = withScreeningNoteSetAside(
    withAnswerFromInterpretation(
      withMeasuredResult(
        withResultUnderUnreadHeading(
          withGradeAlone(
            withDashFlagPeeled(
              withArrowFlagPeeled(
                withBracketedNameKept(
                  withCutLetterRestored(
                    withRangeWordJoined(
                      withLowBGlued(withStarApart(withFlagBeforeName(printed, context)), context),
                    ),
                    context,
                  ),
                  context,
                ),
              ),
            ),
          ),
        ),
        context,
      ),
      context,
    ),
  );
  const printedAsIs = cleanName(tidyLine(withoutFootnoteNumber(row.name)));
  const status = statusAfterName(printedAsIs, context);
  const printedName = status?.name ?? printedAsIs;
  const isName = isPlausibleName(printedName) || isTestDespitePunctuation(printedName, context);
  // '--' or '—' in the result column: the test was not done this time ('Direkter Coombstest
  // negativ  --  --  --  negativ', the reference and the oldest column's result read around it).
  if (row.value.length === 0 || row.value.every(isNotDone) || !isName) return null;
  const flags = row.flag.map(flagColumnToken);
  const restOf = (ranges: string[]) =>
    tidyLine(
      [
        ...row.value,
        ...flags,
        // A dash in the unit column is no unit ('pH  -  5.5'): read beside the result it would
        // make a span of it and the range ('5.5 - 4.5 - 8.0').
        ...row.unit.filter((cell) => !isDashAlone(cell)),
        // Nor is one in the range column ('Escasas  ---'): no range printed for a word result.
        ...rangeCells(
          printedName,
          ranges.filter((cell) => !isDashAlone(cell)),
          context,
        ),
        // A dash alone under an earlier date is a test not done that day ('–  –  1,4'), no cell
        // of this result's (ADR 081 item 296); the result's words again under no heading are its
        // normal answer ('No MPS seen  No MPS seen', item 762).
        ...withoutArrowMarks(row.other, context).filter(
          (cell) => !isDashAlone(cell) && !isResultRepeated(cell, row.value),
        ),
      ].join('  '),
    )
      .split(' ')
      .filter((token) => token !== '');
  const saved = context.columns;
  context.columns = ['value', 'flag', 'unit', 'range'];
  try {
    const guessed = guessedMarker(printedName, row, context);
    // A range column that holds ranges by phase or age in words ('Fase folicular: 3,5-12,5; Pico
    // ovulatorio:') gives no one range to read: the row is read without it, not lost with it.
    const withRange = readWithBestMarker(printedName, restOf(row.range), context, guessed);
    // Only when the range's words would lose the row (more than a cell or two unread).
    // A comment's words under the range column (a note line read as a row) are no ranges.
    // So too a range that prints the result's words again, its normal answer (item 762).
    const isRangeUnread =
      (HOLDS_A_RANGE.test(row.range.join(' ')) ||
        row.range.some((cell) => isResultRepeated(cell, row.value)) ||
        (isRangeAPointer(row) &&
          (guessed !== null || resolveMarkers(printedName, context).length > 0))) &&
      (withRange === null || withRange.cells.unknownTokens > MOST_UNREAD_TOKENS);
    const withoutRange = isRangeUnread
      ? readWithBestMarker(printedName, restOf([]), context, guessed)
      : null;
    const read =
      withoutRange &&
      (!withRange || withoutRange.cells.unknownTokens < withRange.cells.unknownTokens)
        ? withoutRange
        : withRange;
    if (!read) return null;
    const unread = unreadResultCell(row.value, read.marker, context);
    const partly = unread ? null : partlyReadValue(row.value, read.marker, context);
    const isUnderUnread =
      (row.isResultUnderUnreadHeading === true || isDatedBesideUnheadedNumber(row, context)) &&
      !read.cells.reviewReason;
    const isAnswerBeside = row.isAnswerBesideIndex === true && !read.cells.reviewReason;
    const numberInName = read.cells.reviewReason ? null : numberBeforeResult(printedName, context);
    const cells = unread
      ? { ...read.cells, numeric: null, word: null, reviewReason: unread }
      : partly && !read.cells.reviewReason
        ? { ...read.cells, reviewReason: partly }
        : isUnderUnread
          ? { ...read.cells, reviewReason: UNREAD_HEADING_RESULT }
          : isAnswerBeside
            ? { ...read.cells, reviewReason: ANSWER_BESIDE_INDEX }
            : numberInName
              ? { ...read.cells, reviewReason: numberInName }
              : status && !read.cells.reviewReason
                ? { ...read.cells, reviewReason: status.reason }
                : read.cells;
    const history = earlierResults(row.history, context);
    const candidate = {
      printedName,
      marker: read.marker,
      cells,
      nameWords: printedName.split(' ').length,
      ...(history.length > 0 ? { history } : {}),
      ...(row.unit.length === 1 && !row.unit[0]!.includes(' ')
        ? { unitCellWord: row.unit[0] }
        : {}),
    };
    // A name read as the test it is near (toRow holds it) is a row as a known name's is: a
    // cell or two we cannot read ('=q/dl' for mg/dl) does not make it no row. Its result is a
    // number, or a word that test prints ('Eiweil  1+': the urine protein's grade).
    const isGuessedResult =
      candidate.cells.numeric !== null ||
      (candidate.cells.word !== null && guessed?.kind !== 'quantitative');
    const chosen =
      chooseCandidate([candidate], context) ??
      (guessed && candidate.cells.unknownTokens <= MOST_UNREAD_TOKENS && isGuessedResult
        ? candidate
        : null);
    if (chosen) noteSpecimen(chosen.marker, context);
    return chosen;
  } finally {
    context.columns = saved;
  }
}

/** A range cell that prints the row's word result again: the normal answer, which it is. */
const isResultRepeated = (cell: string, value: string[]) =>
  /\p{L}/u.test(cell) && fold(cell) === fold(value.join(' '));

/**
 * The range column's cells, but for a test we do not know whose range is a word ('Bacterias
 * Escasas  Escasas' under a urine sediment; 'Color  Café  Café', 'Consistencia  Diarreica  Blanda
 * / formada' under a stool exam): with no scale to read it on, the words would count against the
 * row and lose it, and a word range says nothing a member checks a number by.
 */
function rangeCells(printedName: string, printed: string[], context: ParseContext): string[] {
  const range = printed.map(withoutEquivocalBand);
  const isKnown = resolveMarkers(printedName, context).length > 0;
  const isWords = (cell: string) =>
    isGenericResultWord(cell) || (context.isStool === true && WORDS_ONLY.test(cell.trim()));
  if (isKnown || !range.every(isWords)) return range;
  return [];
}

/**
 * A range with its equivocal band after a semicolon ('< 7 ; douteux 7-10', '< 10; borderline
 * 10-15', as autoimmune panels print their cut-offs): the range is the part before it. Left in,
 * the band's words were cells no reading took, and a test we do not know lost its row.
 */
const EQUIVOCAL_BAND =
  /\s*;\s*(?:douteux|douteuse|[ée]quivoque|zone grise|equivocal|borderline|indeterminate|grey zone|grenzwertig|fraglich|dudoso|indeterminado|lim[íi]trofe|dubbio|equivoco|borderline)\b.*$/iu;
const withoutEquivocalBand = (cell: string) => cell.replace(EQUIVOCAL_BAND, '');

/** Words alone, perhaps two joined by a slash or a comma ('Blanda / formada'): no number. */
const WORDS_ONLY = /^\p{L}[\p{L}'’ -]*(?:\s*[/,]\s*\p{L}[\p{L}'’ -]*)*$/u;

/** A result's state as a status column prints it beside the name, in the languages we read. */
const RESULT_STATUS =
  /^(?:corrected|amended|revised|korrigiert|berichtigt|corrig[ée]e?|rectifi[ée]e?|corregid[oa]|rectificad[oa]|corrett[oa]|rettificat[oa])$/iu;

/**
 * A result's state printed after the name ('Potassium  Corrected  5.4  High', a status column
 * between the name and the result): not part of the test's name, which the name before it
 * names. Only when the whole is no test we know: 'Calcium corrected' is a test of its own.
 * Held: a corrected result may be another test's correction (sodium for glucose).
 */
function statusAfterName(
  printedName: string,
  context: ParseContext,
): { name: string; reason: string } | null {
  const match = /^(.*\S)\s+(\S+)$/u.exec(printedName);
  if (!match || !RESULT_STATUS.test(match[2]!)) return null;
  const [, name, status] = match;
  if (context.reference.resolveName(printedName) || !context.reference.resolveName(name!))
    return null;
  return {
    name: name!,
    reason: `The report marks this result “${status}”; please check that it is ${name}'s current result.`,
  };
}

/**
 * A number at the end of the name cell that is no part of the test's name ('AST (SGOT)  38' where
 * the columns were read off a heading OCR garbled): it may be the result, the number read as the
 * result another column's. Held, with the reason; null when the name holds no such number.
 */
function numberBeforeResult(printedName: string, context: ParseContext): string | null {
  const match = /^(.*\p{L}\)?)\s+(\d+(?:[.,]\d+)?)$/u.exec(printedName);
  if (!match) return null;
  const [, name, number] = match;
  // A year names the method's version ('eGFR CKD-EPI 2021'), not a result.
  if (/^(?:19|20)\d\d$/.test(number!)) return null;
  // The test the name means without the number, and the same with it: the number names nothing.
  const without = context.reference.resolveName(name!);
  if (!without || context.reference.resolveName(printedName)?.id !== without.id) return null;
  return `“${number}” stands between the name and the result; it may be the result. Please check the value.`;
}

/**
 * The arrows a cumulative report prints beside its earlier results ('rt 235  t 221  tr 244'), as
 * a picture reads them: letters no result is, left over between the history columns. Counted as
 * cells we could not read, they made the row no row (a Spanish cumulative photo lost its
 * cholesterol and triglycerides).
 */
function withoutArrowMarks(cells: string[], context: ParseContext): string[] {
  if (!context.isOcr) return cells;
  return cells.filter((cell) => !/^(?:[↑↓]{1,2}|(?=.*[tT†])[tTr†]{1,2})$/.test(cell.trim()));
}

/** A cell of dashes alone: nothing printed there (no unit, no range, a test not done). */
const isDashAlone = (cell: string) => /^[-–—]+$/u.test(cell.trim());

/**
 * A low flag printed as a dash before the result in the result column, set apart by a space
 * ('- 91', '-- 0,23', as German cumulative reports print '-' for low and '+' for high), or a sign
 * set apart after it ('4,21 -', '16,1 +'). Left in, the dash made the cell no result and the row
 * was lost, or it was read with no flag and held as an unflagged outlier. Glued to the number
 * ('-2,1') it is a sign, and stays.
 */
function withDashFlagPeeled(row: TableRowCells): TableRowCells {
  const [first, second] = row.value.map((text) => text.trim());
  // '+5,75', '++3,16': pluses glued before the result are the lab's high flag (an Italian two-up
  // photo of another generated corpus lost those rows). No result is printed with a plus.
  const plus = first ? /^\+{1,2}(\d[\d.,]*)$/.exec(first) : null;
  if (plus) return { ...row, value: [plus[1]!, ...row.value.slice(1)], flag: ['H', ...row.flag] };
  // '4,21 -', '4,21-', '16,1 ++': the sign after the result, the cell's last word (ADR 081 item
  // 294); '4,21 - 4,35' goes on, a span.
  // Not a dipstick's grade ('1+', '2++'), which is a result whole.
  const isGrade = first !== undefined && /^[1-4]\s?\+{1,2}$/.test(first);
  const signAfter = first && !isGrade ? /^(\d[\d.,]*)\s*([-−–]{1,2}|\+{1,2})$/.exec(first) : null;
  const isSignApart =
    row.value.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    /^\d[\d.,]*$/.test(first) &&
    !/^[1-4]$/.test(first) &&
    /^(?:[-−–]{1,2}|\+{1,2})$/.test(second);
  if (signAfter || isSignApart) {
    const sign = signAfter ? signAfter[2]! : second!;
    return {
      ...row,
      value: [signAfter ? signAfter[1]! : first!],
      flag: [sign.startsWith('+') ? 'H' : 'L', ...row.flag],
    };
  }
  const spaced = first ? /^[-−–]{1,2}\s+(\d[\d.,]*)$/.exec(first) : null;
  const apart = first && second && /^[-−–]{1,2}$/.test(first) && /^\d[\d.,]*$/.test(second);
  if (!spaced && !apart) return row;
  const value = spaced ? [spaced[1]!, ...row.value.slice(1)] : row.value.slice(1);
  return { ...row, value, flag: ['L', ...row.flag] };
}

/**
 * A flag printed in a column before the names ('H Glucose à jeun', 'B DFG estimé', a French lab's
 * H for haut and B for bas), read into the name: the lab's flag, and the name after it, when only
 * that names a test. Left in, the member saw 'H Glucose à jeun' and the lab's flag was lost.
 */
function withFlagBeforeName(row: TableRowCells, context: ParseContext): TableRowCells {
  const [, flag, name] = FLAG_BEFORE_NAME.exec(row.name.trim()) ?? [];
  if (!flag || !name) return row;
  const markerOf = (text: string) => context.reference.resolveName(cleanName(tidyLine(text)));
  const own = resolveMarkers(cleanName(tidyLine(name)), context)[0];
  // The whole may name the same test loosely ('H Hémoglobine glyquée (HbA1c)' by its brackets);
  // never another one.
  const whole = markerOf(row.name);
  if (!own || (whole !== null && whole.id !== own.id)) return row;
  return { ...row, name, flag: [flag === 'B' ? 'L' : flag, ...row.flag] };
}

/**
 * An arrow printed before a word or a span in the result column, set apart by a space ('↑
 * Trazas', '↑ Diarreica', '↑ 10-15', as Colombian labs flag a urine's or a stool's findings):
 * the flag, moved to the flag column. Left in, the word was no result we can read, and a span's
 * arrow was read into the name. Before a number it is read already (readNumericValue). A star
 * before any result ('* 30-50', '* 0,06', as a San Marino lab marks every result out of range)
 * is peeled the same way, before a number too: left in, the cell was no result and the row lost.
 */
function withArrowFlagPeeled(row: TableRowCells): TableRowCells {
  const [first, ...rest] = row.value;
  const mark = first ? /^([↑↓▲▼]{1,2}|\*{1,2})\s+(\S.*)$/u.exec(first.trim()) : null;
  if (!mark) return row;
  const isArrow = !mark[1]!.startsWith('*');
  if (isArrow && /^[<>]?\d[\d.,]*$/.test(mark[2]!)) return row;
  return { ...row, value: [mark[2]!, ...rest], flag: [mark[1]!, ...row.flag] };
}

/** A number, maybe flagged ('245', '< 0.5', '7.2 H', '131*'): what a result cell holds. */
const RESULT_CELL = /^[<>≤≥]?\s?\d[\d.,]*(?:\s?(?:[HL]{1,2}|[*↑↓]+))?$/;

/**
 * A row with nothing under the result heading and one number under a heading we could not read:
 * that heading was likely the result's ('Out Of Range' misread beside 'In Range'; a row prints one
 * result), and the row is held (UNREAD_HEADING_RESULT). A range or a unit there is left to be
 * read by its shape.
 */
function withResultUnderUnreadHeading(row: TableRowCells): TableRowCells {
  // Only on a row that prints what a result goes with (a unit or a range): a code column's '01'
  // on a row with no result is none.
  if (row.value.length > 0 || row.unit.length + row.range.length === 0) return row;
  const results = row.other.filter(
    (text) => RESULT_CELL.test(text.trim()) && !/^0\d/.test(text.trim()),
  );
  if (results.length !== 1) return row;
  return {
    ...row,
    value: results,
    other: row.other.filter((text) => text !== results[0]),
    isResultUnderUnreadHeading: true,
  };
}

/**
 * A result read under a dated column, the table's only results, with a number beside it under no
 * heading ('Hématies  4,52  T/L  (4,28 - 5,79)  4,61' under 'Valeurs de référence  12/06/25'):
 * the date may head the earlier results and the number under no heading be today's. Held, as a
 * result under a heading we could not read is (ADR 081 item 761).
 */
function isDatedBesideUnheadedNumber(row: TableRowCells, context: ParseContext): boolean {
  const columns = context.table?.halves[row.half ?? 0]?.columns ?? [];
  const results = columns.filter((column) => column.role === 'value');
  return (
    results.length > 0 &&
    results.every((column) => column.date !== undefined) &&
    row.other.some((text) => isLoneNumber(text.trim()))
  );
}

/**
 * Why such a row is held: the unread heading may have been another column's (an earlier result's,
 * when the current one was left blank), so the number is only likely to be the result.
 */
const UNREAD_HEADING_RESULT =
  'This result was read under a column heading we could not read; please check that it is the result.';
/** Why a screening's answer read from beside its index is held (withAnswerFromInterpretation). */
const ANSWER_BESIDE_INDEX =
  'This result is the answer printed beside the test’s index; please check that it is the lab’s answer and not its reference.';

/**
 * French labs flag a low result 'B' (bas), and a narrow column glues it to the value, after it
 * ('9,7B', '11B') or before it ('B38', 'B3,2'): the value, then a low flag. Only in the result
 * column, where no name is ('B12' there is no vitamin), and in a text PDF only: on a picture 'B'
 * is as often an '8'.
 */
function withLowBGlued(row: TableRowCells, context: ParseContext): TableRowCells {
  const cell = row.value.length === 1 ? row.value[0]!.trim() : '';
  const glued = /^([<>]?\d[\d.,]*)B{1,2}$/.exec(cell) ?? /^B{1,2}(\d[\d.,]*)$/.exec(cell);
  if (!glued || (context.isOcr && !isEightUnlikely(glued[1]!, cell, row, context))) return row;
  return { ...row, value: [glued[1]!], flag: [...row.flag, 'L'] };
}

/**
 * On a picture a glued 'B' is the flag only when reading it as an 8 makes a number with more
 * decimals than the printed range's, or far outside it while the digits without it stand near it
 * ('133B' by '135 - 145': 1338 is no sodium). Otherwise ('9,7B' by '9 - 12') it may be either, and
 * the line is left as read.
 */
function isEightUnlikely(digits: string, cell: string, row: TableRowCells, context: ParseContext) {
  const printed = tidyLine(row.range.join(' '));
  // '0,338B' by '0,400 - 0,500': an 8 would give the value more decimals than the lab prints.
  const decimals = (text: string) =>
    Math.max(0, ...[...text.matchAll(/[.,](\d+)/g)].map((match) => match[1]!.length));
  if (/[.,]/.test(digits) && decimals(`${digits}8`) > decimals(printed) && decimals(printed) > 0)
    return true;
  const range = readRange(printed, context.style);
  const without = readNumericValue(digits, context.style)?.value;
  const asEight = readNumericValue(cell.replace(/B/g, '8'), context.style)?.value;
  if (!range || range.high === null || without === undefined || asEight === undefined) return false;
  const isNear = (value: number) =>
    value <= range.high! * 2 && (range.low === null || value >= range.low / 2);
  return isNear(without) && !isNear(asEight);
}

/**
 * A word result with the lab's star glued after it in the result column ('Abundantes*',
 * 'Ligeramente turbio*', 'TRAZAS*', as a lab that stars every result out of range prints it): the
 * result, then its flag. Glued to a name a star is a footnote's; in the result column it is the
 * lab's mark. Left glued, the word was no word of the test's scale and the row was lost.
 */
function withStarApart(row: TableRowCells): TableRowCells {
  const value = row.value.map((cell) => cell.replace(/(\p{L})(\*{1,2})$/u, '$1 $2'));
  return value.some((cell, at) => cell !== row.value[at]) ? { ...row, value } : row;
}

/**
 * 'X a Y' in the range column ('4.000 a 10.500', as Spanish and Italian labs print a range, or a
 * French 'à' that OCR read as 'a') is one range. The line's tidying leaves a bare 'a' alone (on a picture it is as often a point read as
 * a letter), and read as a flag it was one flag too many beside a printed '*': the row of a cut
 * name ('Transferr  179  *  mg/dL  200 a 360') was then no row.
 */
function withRangeWordJoined(row: TableRowCells): TableRowCells {
  const cell = row.range.join(' ').trim();
  // A limit in words whose word stands under another heading than its number ('hasta 20' under
  // 'V. de referencia', the word under 'V.'): the bound it says, the range cell's. Counted with
  // the result's cells, the word and the number beside a unit of words ('mm 1ª hora') lost the
  // row.
  const words = row.other.join(' ').trim();
  const bound = words && /^\d/.test(cell) ? tidyLine(`${words} ${cell}`) : '';
  if (/^[<>]=?\d[\d.,]*$/.test(bound)) return { ...row, range: [bound], other: [] };
  // On a picture OCR reads a French 'à' as 'a' and sets it against either number ('40,0a 75,0',
  // '2,0a10,0'); in the range column a letter between two numbers is that word, not a point.
  const joined = cell.replace(/^([<>]?\d[\d.,]*)\s*[aàá]\s*(\d[\d.,]*)$/, '$1-$2');
  return joined === cell ? row : { ...row, range: [joined] };
}

/**
 * A screening's answer followed by words in the columns after it: the method or a note beside
 * the answer ('Antigène HBs  Négatif  Immunochromatographie (Determine HBsAg)', 'VIH 1 + 2
 * Négatif  Determine HIV-1/2 — à confirmer si positif'), printed where a report without a method
 * column has its range or its SI result. Counted as cells we could not read, they made a test we
 * do not know no row. Set aside when no word of them starts with a number (a titre, a range,
 * which stays the row's); a range in words ('Négatif') says nothing a member checks an answer by.
 */
function withScreeningNoteSetAside(row: TableRowCells): TableRowCells {
  const answer = row.value.map((text) => text.trim()).join(' ');
  if (!SCREENING_ANSWER.test(answer) || row.flag.length > 0 || row.unit.length > 0) return row;
  const after = [...row.range, ...row.other].flatMap((cell) => cell.trim().split(/\s+/u));
  const isNote = after.length > 0 && after.every((word) => !/^[<>≤≥=]?\(?\d/u.test(word));
  return isNote ? { ...row, range: [], other: [] } : row;
}

/** A normal answer and the bound it holds to, as a reference prints it ('Négatif : < 0,50'). */
const ANSWER_WITH_BOUND = /^\p{L}+\.?\s*:?\s*[<>≤≥]/u;

/** A number alone in a cell: a screening's index or signal-to-cut-off ('0,21', '142.0'). */
const NUMBER_ALONE = /^[<>≤≥]?\d[\d.,]*$/u;

/**
 * A screening's index under the result column and its answer in the interpretation column
 * ('Antigène HBs  0,21  S/CO  Négatif  CMIA', 'Cytomégalovirus IgG  142,0  UA/mL  Positif (seuil
 * 6,0)'): for a test we know only by its answer (non-reactive, reactive), the answer is the
 * result, as the lab wrote it; the index is how the analyser came to it. Read as the result, the
 * index was no answer of the test's and the row was held (set 268); the answer is held too, for
 * the member to check against the report. A test we measure in a unit keeps its number (a rubella
 * IgG of 64 UI/mL, 'Positif' beside it), the answer set aside; a graded one (a urine strip's
 * protein, '30 mg/dL' beside its reference 'Negative') is left as printed.
 */
function withAnswerFromInterpretation(row: TableRowCells, context: ParseContext): TableRowCells {
  // The index may carry its own word ('0,12 index', under the result column).
  const [number, kind, ...more] = row.value.join(' ').trim().split(/\s+/u);
  if (
    !NUMBER_ALONE.test(number ?? '') ||
    more.length > 0 ||
    (kind && !isIndexWord(kind) && !/^ratio$/i.test(kind))
  )
    return row;
  // A range cell that names the normal answer and its bound ('Négatif : < 0,50') is the
  // reference, no answer: the index is then the result (index-results.ts). An answer with its
  // cut-off in brackets ('Positif (seuil 6,0)') is the lab's answer.
  const answerRanges = row.range.filter((cell) => !ANSWER_WITH_BOUND.test(cell.trim()));
  const answer = [...row.flag, ...answerRanges, ...row.other]
    .map((cell) => cell.trim().split(/\s+/u)[0] ?? '')
    .find((word) => SCREENING_ANSWER.test(word));
  if (!answer) return row;
  const named = resolveMarkers(cleanName(tidyLine(row.name)), context);
  if (named.length === 0) return row;
  // Held for the member: a reference column prints the normal answer the same way ('Negative'
  // under 'Reference' beside any index), and only the lab's layout tells the two apart.
  if (named.every((marker) => marker.kind === 'categorical'))
    return {
      ...row,
      value: [answer],
      flag: [],
      unit: [],
      range: [],
      other: [],
      isAnswerBesideIndex: true,
    };
  if (named.some((marker) => marker.kind !== 'quantitative')) return row;
  // A test measured in a unit keeps its number; the answer beside it is the lab's reading of it,
  // no range (read as one, its words lost the row).
  const withoutAnswer = (cells: string[]) =>
    cells
      .map((cell) =>
        cell.trim().split(/\s+/u)[0] === answer ? cell.trim().slice(answer.length).trim() : cell,
      )
      .filter((cell) => cell !== '');
  return { ...row, range: withoutAnswer(row.range), other: withoutAnswer(row.other) };
}

/**
 * A lab's answer under the result heading and the number it measured under a second one
 * ('Toxoplasma gondii IgG  Reactivo  86,4  UI/mL', table-row.ts withMeasuredBesideJoined): a test
 * we measure in a unit takes the number, with the unit and range printed after it, and the
 * answer, the lab's reading of the number, is set aside; read by its answer, the toxoplasma IgG
 * was shown as 'reactive' with no value (set 359). A test we know by its answer keeps the answer,
 * as the row read before the number was joined to it (ADR 081 item 772).
 */
function withMeasuredResult(row: TableRowCells, context: ParseContext): TableRowCells {
  const { measuredBeside: beside, ...rest } = row;
  if (!beside) return row;
  const first = row.value.join(' ').trim();
  const second = beside.value.join(' ').trim();
  const isAnswerFirst = SCREENING_ANSWER.test(first) && NUMBER_ALONE.test(second);
  // The other way round ('0,18  S/CO  No Reactivo'): the answer under the second heading.
  const isNumberFirst = NUMBER_ALONE.test(first) && SCREENING_ANSWER.test(second);
  if (!isAnswerFirst && !isNumberFirst) return rest;
  const kinds = new Set(
    resolveMarkers(cleanName(tidyLine(row.name)), context).map((marker) => marker.kind),
  );
  if (kinds.size !== 1) return rest;
  if (kinds.has('quantitative') && isAnswerFirst) {
    const { value, unit, range, flag } = beside;
    return { ...rest, value, unit, range, flag };
  }
  if (kinds.has('categorical') && isNumberFirst)
    return { ...rest, value: beside.value, unit: [], range: [], flag: beside.flag };
  return rest;
}

/**
 * Pluses alone in the result column ('++' under 'Value', 'Absent' under 'Reference range') are the
 * result, a dipstick's grade: a flag printed before a grade stands in the same cell as the grade
 * ('+  2+'). Read in one run with the cells after it, '++  Absent' was taken for a high flag
 * before the grade 'Absent', and a ketones of 2+ was shown as negative, the range read as the
 * result. Written as the grade ('2+'), the pluses read as the result whatever follows.
 */
function withGradeAlone(row: TableRowCells): TableRowCells {
  const cell = row.value.map((text) => text.trim()).join(' ');
  const pluses = /^\+{1,4}$/.exec(cell)?.[0];
  return pluses ? { ...row, value: [`${pluses.length}+`] } : row;
}

/**
 * A name printed with a bracketed part that the table's flag column took ('Lipoprotein (a)': '(a)'
 * reads as a flag, abnormal, like the '(L)' of 'Potassium (L)'): the bracket goes back to the name
 * when the reference lists the name with it (isBracketedName).
 */
function withBracketedNameKept(row: TableRowCells, context: ParseContext): TableRowCells {
  const bracket = row.flag.find((flag) => /^\([\p{L}\p{N}]{1,4}\)$/u.test(flag));
  if (!bracket) return row;
  const name = `${row.name} ${bracket}`;
  if (!isBracketedName(cleanName(tidyLine(name)), context)) return row;
  return { ...row, name, flag: row.flag.filter((flag) => flag !== bracket) };
}

/**
 * A name and its unit the PDF drew as one word, cut a letter too early: 'Haemoglobing/L' reads as
 * 'Haemoglobi' and 'ng/L', since 'ng/L' is a unit as well as 'g/L'. When the name is no test we
 * know, but is one with the unit's first letter, and what is left is a unit of that test, the
 * letter goes back to the name.
 */
function withCutLetterRestored(row: TableRowCells, context: ParseContext): TableRowCells {
  const column = row.unit.length > 0 ? 'unit' : 'other';
  const unit = row[column][0];
  if (!unit || !/^\p{L}{2,}\//u.test(unit)) return row;
  if (resolveMarkers(cleanName(tidyLine(row.name)), context).length > 0) return row;
  const name = `${row.name}${unit[0]}`;
  const marker = resolveMarkers(cleanName(tidyLine(name)), context)[0];
  const rest = context.reference.normaliseUnit(unit.slice(1));
  if (!marker || !context.reference.unitsFor(marker.id).includes(rest)) return row;
  return { ...row, name, [column]: [unit.slice(1), ...row[column].slice(1)] };
}

/**
 * The earlier results a row prints under dated columns, as numbers: a cell whose column's day is
 * uncertain, or that is no number ('see note'), is left out rather than guessed.
 */
function earlierResults(cells: TableRowCells['history'], context: ParseContext): EarlierResult[] {
  const found: EarlierResult[] = [];
  for (const { text, on } of cells) {
    const printed = FLAGGED_EARLIER_RESULT.exec(text.trim())?.[1] ?? tidyLine(text).split(' ')[0];
    const number = on ? readNumericValue(printed ?? '', context.style) : null;
    if (on && number) found.push({ collectedOn: on, value: number.value, valueText: number.text });
  }
  return found;
}

/** The tokens of a table cell's texts, tidied as a line is. */
function cellTokens(cell: string[]): string[] {
  return tidyLine(cell.join('  '))
    .split(' ')
    .filter((token) => token !== '');
}

/**
 * Why a row's result column holds nothing we can read ('+++' blurred into 'Jer'), when it holds
 * something that is no flag: whatever result the rest of the line gives came from another column
 * ('Absent' in the range column read as 'negative'), so the row is kept with its value empty.
 */
function unreadResultCell(
  valueCell: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): string | null {
  const tokens = cellTokens(valueCell);
  // A number or a span ('8-10' cells per field) is read with the rest of the line; an unknown
  // test's word result is kept as printed.
  if (!marker || tokens.length === 0 || tokens.some((token) => /\d/.test(token))) return null;
  if (tokens.every((token) => readFlag(token) !== null)) return null;
  if (readValue(tokens, 0, marker, context) || readSpanResult(tokens, 0, marker, context))
    return null;
  return `The result column reads “${tokens.join(' ')}”, which is not a result we can read; please enter the value.`;
}

/**
 * Why a result cell was read only in part ('Amarillo muy oscuro' read as 'yellow'): words left
 * over in the result column that are neither a flag nor a unit may change what the result means.
 */
function partlyReadValue(
  valueCell: string[],
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): string | null {
  const tokens = cellTokens(valueCell);
  const value = readValue(tokens, 0, marker, context);
  if (!value) return null;
  // A unit of several words after the result ('18  mm 1ª hora') is a unit, not words left over.
  const rest = tokens.slice(value.next).join(' ');
  if (rest && looksLikeUnit(rest, context.knownUnits, context.reference.normaliseUnit)) return null;
  const left = tokens
    .slice(value.next)
    .filter(
      (token) =>
        !readFlag(token) &&
        !looksLikeUnit(token, context.knownUnits, context.reference.normaliseUnit) &&
        /\p{L}{2}/u.test(token),
    );
  if (left.length === 0) return null;
  return `The result reads “${tokens.join(' ')}”, of which only part could be read; please check the value.`;
}

/**
 * What a flag column prints, as a flag token: '+' and '++' mark a high result. A lone '-' is
 * dropped: some labs print it for low, others for an empty cell, and the printed range says
 * which anyway.
 */
function flagColumnToken(text: string): string {
  const bare = text.trim();
  if (/^\++$/.test(bare)) return 'H';
  if (/^[-−–]{1,2}$/.test(bare)) return '';
  return bare;
}

/**
 * A white cell differential's absolute counts (each with its share, `<id>-percent`), and the
 * highest upper limit a share's range printed as a fraction of one has; an absolute count's
 * printed upper limit is well above it (neutrophils 7.5, monocytes 0.8-1.0, basophils 0.1-0.2
 * x10^9/L), so the two readings of a range cannot meet.
 */
const FRACTION_LIMIT: ReadonlyMap<string, number> = new Map([
  ['neutrophils', 0.85],
  ['lymphocytes', 0.55],
  ['monocytes', 0.15],
  ['eosinophils', 0.1],
  ['basophils', 0.03],
  // 'Stabs  0.02' beside 'Segmenters  0.62' (ADR 157); an absolute band count's limit is 0.5-0.7.
  ['band-neutrophils', 0.1],
]);

/**
 * The marker a name means, read against the result it prints (see readWithMarkerByResult), then
 * a differential printed as fractions of one: SI labs (the Philippines', some British and
 * Commonwealth prints) give 'Segmenters  0.62  0.50 - 0.70' with no unit, a share of the white
 * cells that reads as a low absolute count. A value and a printed upper limit both at most one,
 * with no unit, are the share: the row is the `-percent` test, its value as printed (held for the
 * member by its missing unit, as any row without one).
 */
function readWithBestMarker(
  printedName: string,
  rest: string[],
  context: ParseContext,
  guessed: BiomarkerDefinition | null = null,
): { marker: BiomarkerDefinition | null; cells: ResultCells } | null {
  const read = readWithMarkerByResult(printedName, rest, context, guessed);
  const { marker, cells } = read ?? {};
  const limit = marker ? FRACTION_LIMIT.get(marker.id) : undefined;
  if (!marker || !cells || limit === undefined || cells.unitText !== null) return read;
  const value = cells.numeric?.value;
  const high = cells.range?.high;
  if (value === undefined || value > 1 || high === undefined || high === null || high > limit)
    return read;
  const share = context.reference.markers.get(`${marker.id}-percent`);
  return share ? { marker: share, cells } : read;
}

/**
 * The marker a name means, read against the result it prints: 'Protein  Trace' is the urine
 * dipstick and 'Protein  7.1 g/dL' the blood test, whatever the section. The section's specimen
 * is tried first; the other specimen only when its marker fits the result and the first does not.
 */
function readWithMarkerByResult(
  printedName: string,
  rest: string[],
  context: ParseContext,
  guessed: BiomarkerDefinition | null = null,
): { marker: BiomarkerDefinition | null; cells: ResultCells } | null {
  const options = inTheSediment(printedName, resolveMarkers(printedName, context), context);
  const readings = options.flatMap((marker) => {
    const cells = withUnitFromName(printedName, readResultCells(rest, marker, context), context);
    return cells ? [{ marker, cells }] : [];
  });
  const fitting = readings.filter(({ marker, cells }) => fitsResult(marker, cells, context));
  // Among several tests of the name that fit, one whose range no such number falls in is not it,
  // when another's is ('Creatinine  92 µmol/L': the blood test's, not its urine twin's).
  const chosen =
    fitting.find(({ marker, cells }) => !isImplausibleFor(marker, cells, context)) ?? fitting[0];
  if (chosen)
    return namesBloodSample(printedName, chosen.marker)
      ? chosen
      : againstTheSection(chosen, options, context);
  const first = readings[0];
  if (first)
    return (
      (namesThePad(printedName, rest) ? null : countedInsteadOfPad(first, rest, context)) ??
      againstTheSection(first, options, context)
    );
  if (options.length > 0) return null;
  // A typing test's answer ('Blood group  O Rh(D) Positive'), whose letters no cell reads.
  const typed = typingAnswerCells(printedName, rest);
  if (typed) return { marker: null, cells: typed };
  // A name no rule knows as printed is still read as the test it is likeliest to be (cut short,
  // misread): its unit cell is then read as that test's unit. The row stays unnamed here; toRow
  // names it the same way and holds it with the reason.
  const cells = withUnitFromName(printedName, readResultCells(rest, guessed, context), context);
  return cells ? { marker: null, cells } : null;
}

/**
 * A unit printed in brackets after the name ('Glucose, Fasting (mg/dL)', 'WBC (x10^3/uL)', as
 * tables headed 'TEST (UNITS)' print it, or 'Leukozyten [Tsd/µl]'): the row's unit when its cells
 * hold none.
 */
function withUnitFromName(
  printedName: string,
  cells: ResultCells | null,
  context: ParseContext,
): ResultCells | null {
  if (!cells || cells.unitText !== null) return cells;
  // Square brackets too: 'Leukozyten [Tsd/µl]', 'Kreatinin [mg/dl]'.
  const match = /(?:\(([^()]+)\)|\[([^[\]]+)\])$/u.exec(printedName);
  const bracketed = (match?.[1] ?? match?.[2])?.trim();
  if (!bracketed || !looksLikeUnit(bracketed, context.knownUnits, context.reference.normaliseUnit))
    return cells;
  if (namesTwoTests(bracketed, context)) return cells;
  return { ...cells, unitText: bracketed };
}

/**
 * A ratio's definition in brackets ('Índice aterogénico (CT/HDL)', 'Ratio (TG/HDL)'): two tests'
 * abbreviations over a slash, not a unit. A unit divides by a quantity (L, dL, HPF, g, h); a
 * denominator that is a capitalised word no unit we know divides by ('HDL', 'Creat') names a test.
 * Units typed in capitals ('MG/DL', 'UMOL/L') divide by a quantity and stay units.
 */
function namesTwoTests(bracketed: string, context: ParseContext): boolean {
  const parts = /^(\p{Lu}[\p{L}-]*)\/(\p{Lu}[\p{L}-]*)$/u.exec(bracketed);
  if (!parts || context.knownUnits.has(context.reference.normaliseUnit(bracketed))) return false;
  return !unitDenominators(context.knownUnits).has(parts[2]!.toLowerCase());
}

const denominatorsByUnits = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** What the units we know divide by, lower-cased ('l', 'dl', 'hpf', 'g', 'h'). */
function unitDenominators(knownUnits: ReadonlySet<string>): ReadonlySet<string> {
  let denominators = denominatorsByUnits.get(knownUnits);
  if (!denominators) {
    denominators = new Set(
      [...knownUnits].flatMap((unit) => {
        const at = unit.lastIndexOf('/');
        return at === -1 ? [] : [unit.slice(at + 1).toLowerCase()];
      }),
    );
    denominatorsByUnits.set(knownUnits, denominators);
  }
  return denominators;
}

/**
 * On a picture, the test a table row's name cell means when it is cut short or misread
 * ('Neutréfil' for 'Neutrófilos'), to read the row's cells by: the unit column's misread
 * '16"3/uL' is then that test's 10³/µL, not a token that makes the row no row.
 */
function guessedMarker(
  printedName: string,
  row: TableRowCells,
  context: ParseContext,
): BiomarkerDefinition | null {
  if (!context.isOcr || resolveMarkers(printedName, context).length > 0) return null;
  const unitText = row.unit[0] ?? null;
  return (
    markerForCutName(printedName, context.specimen, context.reference, unitText) ??
    markerForNoisyName(printedName, context.specimen, context.reference, unitText)
  );
}

/**
 * Under a urine microscopy heading, the cells counted come before the dipstick pad that shares
 * their name: 'Leucociti  rari' under 'Sedimento' is white cells seen, not leukocyte esterase.
 */
function inTheSediment(
  printedName: string,
  options: BiomarkerDefinition[],
  context: ParseContext,
): BiomarkerDefinition[] {
  // Under a strip's heading the pads come first: 'Hematíes (Hb)' is the blood pad; so too where
  // the name says it is the strip's ('Hematíes (tira)', 'Hématies (bandelette)').
  if (context.isStrip || isStripHeading(printedName)) {
    const pads = options
      .map((option) => padOfCountedTest(option, context.reference))
      .filter((marker): marker is BiomarkerDefinition => marker !== null);
    return [...new Set([...pads, ...options])];
  }
  if (!context.isSediment) return options;
  const counted = options
    .map((option) => countedUrineTest(option, context.reference))
    .filter((marker): marker is BiomarkerDefinition => marker !== null);
  return [...new Set([...counted, ...options])];
}

/**
 * Under a heading that names the specimen ('Urinsediment', 'Cytologie urinaire'), a name that is
 * also a test of that specimen but whose unit fitted the other one ('Leukozyten  43 /µl': a
 * blood white-cell count's unit, the urine sediment counted per µL as European labs print it) is
 * read as the section's test, its cells as read (the unit fitted them), and held for review: the
 * heading says which test it is, and the unit, which our urine test counts per high-power field,
 * is for the member to check. A urine
 * count shown as a blood count would be wrong.
 */
/**
 * Words of a name that say it was measured in blood ('Glucose, fingerstick', 'Hemoglobin
 * (HemoCue)'), and German's 'i.S.' and 'i.P.' (im Serum, im Plasma) after it: 'Kreatinin i.S.'
 * under a timed urine's heading, for its clearance (ADR 081 item 757).
 */
const BLOOD_SAMPLE_IN_NAME =
  /(?<!\p{L})(?:finger\s?stick|finger\s?prick|capillary|capillaire|kapillär|capilar|capillare|hemocue|whole\s+blood|vollblut|serum|sérum|suero|siero|plasma)(?!\p{L})|\si\.\s?[SP]\.?$/iu;

/**
 * A blood test whose name says it was measured in blood: so it is, under whatever heading a
 * point-of-care print left open above it (a urine strip's, read on as the urine's glucose).
 */
const namesBloodSample = (printedName: string, marker: BiomarkerDefinition) =>
  marker.specimen === 'blood' && BLOOD_SAMPLE_IN_NAME.test(printedName);

function againstTheSection(
  read: { marker: BiomarkerDefinition; cells: ResultCells },
  options: BiomarkerDefinition[],
  context: ParseContext,
): { marker: BiomarkerDefinition; cells: ResultCells } {
  const { marker, cells } = read;
  const isSectionKnown = context.isSpecimenKnown && !context.isSpecimenInferred;
  if (!isSectionKnown || marker.specimen === context.specimen || cells.reviewReason) return read;
  // A timed collection's 'Kreatinin  5.9 mmol/l' is the urine's creatinine, or held.
  if (context.isCollectedUrine && context.specimen === 'urine')
    return readInItsSpecimen(read, 'urine', context.reference);
  const named = options.find((option) => option.specimen === context.specimen);
  // A number is the count, not the dipstick's word: 'Leukozyten' in urine names the strip's pad.
  const sectionMarker =
    named && cells.numeric && named.kind !== 'quantitative'
      ? (countedUrineTest(named, context.reference) ?? named)
      : named;
  // 'ALBUMINE  NEGATIF' under 'EXAMEN DES URINES', a name we know only as a blood test with a
  // word for its result: the heading says it is another test of that name, so the reading is
  // held, never shown. A number in the test's unit is that test, as a heading left open above
  // the next section's rows often has it.
  if (!sectionMarker && cells.numeric) return read;
  // Nor is a number that no result of the section's test can be ('Creatinine  92 µmol/L' left
  // under a urine strip's heading: no urine creatinine is so low).
  if (sectionMarker && cells.numeric && isImplausibleFor(sectionMarker, cells, context))
    return read;
  if (!sectionMarker)
    return {
      marker,
      cells: {
        ...cells,
        reviewReason: `This result is listed under a ${context.specimen} heading, but we know “${marker.name}” only as a ${marker.specimen} test; please check which test it is.`,
      },
    };
  const unit = cells.unitText ? `“${cells.unitText}”` : 'its unit';
  return {
    marker: sectionMarker,
    cells: {
      ...cells,
      reviewReason: `This result is listed under a ${context.specimen} heading, so we read it as ${sectionMarker.name}, but ${unit} is the unit of ${marker.name}, a ${marker.specimen} test; please check which test it is and its unit.`,
    },
  };
}

/**
 * A row that says it is the strip's pad though it prints a number: by its enzyme's name
 * ('LEUCOCITOS (ESTERASA)  75  Leu/uL') or by a strip's unit, the pad's grade in cells per µL as
 * Combur strips print it ('Leu/µL', 'Ery/µL'), never a count under the microscope.
 */
function namesThePad(printedName: string, rest: string[]): boolean {
  return (
    /est[eé]ras/iu.test(printedName) || rest.some((token) => /^(?:Leu|Ery)\/[µμu]l$/iu.test(token))
  );
}

/**
 * A urine name read as the dipstick's pad ('Erythrozyten' in urine is the blood pad) that prints a
 * number is the count under the microscope: read as that test, held when its unit is not one we
 * know for it ('5 /µl', counted per µL where our test counts per high-power field).
 */
function countedInsteadOfPad(
  first: { marker: BiomarkerDefinition | null; cells: ResultCells },
  rest: string[],
  context: ParseContext,
): { marker: BiomarkerDefinition; cells: ResultCells } | null {
  if (
    !first.marker ||
    first.marker.kind === 'quantitative' ||
    first.cells.word !== null ||
    context.isStrip
  )
    return null;
  const counted = countedUrineTest(first.marker, context.reference);
  const cells = counted ? readResultCells(rest, counted, context) : null;
  if (!counted || !cells?.numeric) return null;
  if (cells.reviewReason || fitsResult(counted, cells, context)) return { marker: counted, cells };
  return {
    marker: counted,
    cells: {
      ...cells,
      reviewReason: `The unit “${cells.unitText}” is not one we know for ${counted.name}, which is usually counted per high-power field; please check the unit.`,
    },
  };
}

/** Whether the row's number, in its unit, is outside anything possible for the test. */
function isImplausibleFor(
  marker: BiomarkerDefinition,
  cells: ResultCells,
  context: ParseContext,
): boolean {
  if (!cells.numeric || marker.kind !== 'quantitative') return false;
  const unit = cells.unitText ? context.reference.normaliseUnit(cells.unitText) : null;
  return context.reference.plausibility(marker.id, cells.numeric.value, unit) === 'implausible';
}

function fitsResult(
  marker: BiomarkerDefinition,
  cells: ResultCells,
  context: ParseContext,
): boolean {
  if (marker.kind !== 'quantitative') return cells.word !== null;
  if (!cells.numeric) return cells.word !== null && marker.specimen === 'urine';
  if (!cells.unitText) return true;
  const unit = context.reference.normaliseUnit(cells.unitText);
  return (
    marker.units.some((definition) => definition.unit === unit) ||
    marker.units.length === 0 ||
    repairOcrUnit(cells.unitText, marker, context.reference) !== null
  );
}

/**
 * Urine tests printed with no urine heading (an Indian 'CLINICAL PATHOLOGY' section, a plain
 * dipstick list) make the rows that follow urine rows until a blood test or heading comes.
 */
function noteSpecimen(marker: BiomarkerDefinition | null, context: ParseContext): void {
  if (!marker) return;
  if (marker.specimen === 'urine' && !context.isSpecimenKnown) {
    context.specimen = 'urine';
    context.isSpecimenKnown = true;
    context.isSpecimenInferred = true;
  } else if (marker.specimen === 'blood' && context.isSpecimenInferred) {
    context.specimen = 'blood';
    context.isSpecimenKnown = false;
    context.isSpecimenInferred = false;
  }
}

/**
 * A known marker wins; among known ones the fewest leftover tokens, then the longest name
 * ('Vitamin B 12' over 'Vitamin B'). An unknown name is kept only when the rest is a clean result.
 */
/**
 * A longer name that swallowed the result a shorter reading of the same test took ('Gamma GT
 * (GGTP) 20 wr -' then '61', the range's end, where 'Gamma GT (GGTP)' reads 20 and an unread
 * unit): the first number after the name is the result, so the longer reading is none.
 */
function swallowsResult(candidate: Candidate, candidates: Candidate[]): boolean {
  const words = candidate.printedName.split(' ');
  return candidates.some(
    (other) =>
      other !== candidate &&
      other.marker !== null &&
      other.marker.id === candidate.marker?.id &&
      other.nameWords < candidate.nameWords &&
      other.cells.numeric !== null &&
      // A year is a name's ('eGFR CKD-EPI 2021'); a reading held for more than the longer one's
      // doubt is no better.
      !/^(?:19|20)\d\d$/.test(other.cells.numeric.text) &&
      (other.cells.reviewReason === null || candidate.cells.reviewReason !== null) &&
      words.slice(other.nameWords).includes(other.cells.numeric.text),
  );
}

/**
 * A longer name that took the first word of a word result, which a name with a test's symbol in
 * brackets still resolves ('Antígeno de superficie VHB (HBsAg) No' then 'reactivo'; 'Malaria
 * parasite (thick film) Not' then 'seen'): the shorter reading's phrase is the result, never its
 * last word alone, which means the opposite (ADR 158).
 */
function swallowsResultWord(candidate: Candidate, candidates: Candidate[]): boolean {
  if (candidate.cells.word === null) return false;
  const words = candidate.printedName.split(' ');
  return candidates.some((other) => {
    const extra = candidate.nameWords - other.nameWords;
    return (
      other !== candidate &&
      other.marker !== null &&
      other.marker.id === candidate.marker?.id &&
      extra > 0 &&
      other.cells.word !== null &&
      words.slice(-extra).every(isNegatingWord)
    );
  });
}

/**
 * A test whose result has no unit by nature: a ratio or an index ('Chol/HDL Ratio', 'Rapporto
 * A/G', 'HOMA-Index', 'Quotient'). Printed with neither unit nor range, such a row is still a row.
 */
const UNITLESS_NAME =
  /\b(?:ratio|index|quotient|rapport|rapporto|cociente|relaci[oó]n|indice|índice|verh[aä]ltnis)\b|\p{L}\s?\/\s?\p{L}/iu;

/** The answer of a screening test (serology, a rapid test, a film): found or not found. */
const SCREENING_ANSWER =
  /^(?:negative|positive|non-reactive|nonreactive|non reactive|reactive|not detected|detected|not seen|seen|absent|present|negativ|positiv|négatif|positif|negativo|positivo|nicht nachweisbar|nachweisbar|non réactif|réactif|no reactivo|reactivo|non reattivo|reattivo|no detectado|detectado|non détecté|détecté|non rilevato|rilevato|nicht nachgewiesen|nachgewiesen)$/iu;

/** A cell that prints a range somewhere in it ('Fase folicular: 3,5-12,5;', '< 2,0'). */
// A span, a bound, a tolerance ('± 2 s du témoin') or a bound told in words after its number
// ('6 s of control', ADR 081 item 755): a clotting time's range is its control's. Only a cell
// that starts with its number: a note's words under the range column ('Verlaufskontrolle in 3
// Monaten empfohlen') are no range, and a note line read so would become a row.
const HOLDS_A_RANGE = /\d\s*[-–]\s*\d|[<>≤≥±]\s*\d|^\s*\d[\d.,]*\s*\p{L}+\s+\p{L}{2,}/u;

/**
 * A range cell in words alone beside a lone number and its unit ('Beta HCG  48,350  mUI/mL  Ver
 * tabla gestacional', 'See table', 'Siehe Anhang'): it points to ranges printed elsewhere and
 * gives none to read, and its words lost the row of a known test. A note line cut into the
 * columns seldom leaves a lone number under the result heading and a unit alone under the unit's,
 * and the row is read so only for a name we know (ADR 081 item 766).
 */
function isRangeAPointer({ range, value, unit }: TableRowCells): boolean {
  return (
    range.length > 0 &&
    range.every((cell) => !/\d/.test(cell)) &&
    value.length === 1 &&
    isLoneNumber(value[0]!.trim()) &&
    unit.length === 1 &&
    !/\s/.test(unit[0]!.trim())
  );
}

/** The most tokens a row of a known test may hold that no cell of it reads, and still be a row. */
const MOST_UNREAD_TOKENS = 2;

function chooseCandidate(candidates: Candidate[], context: ParseContext): Candidate | null {
  const known = candidates
    .filter(
      (candidate) =>
        candidate.marker !== null &&
        !swallowsResult(candidate, candidates) &&
        !swallowsResultWord(candidate, candidates),
    )
    .sort(
      (a, b) =>
        // A row with a value beats one kept for review ('ALT 52 U/L 7-40' is not 'ALT 52 U/L' + range).
        Number(a.cells.reviewReason !== null) - Number(b.cells.reviewReason !== null) ||
        a.cells.unknownTokens - b.cells.unknownTokens ||
        b.nameWords - a.nameWords,
    );
  if (known[0] && known[0].cells.unknownTokens <= MOST_UNREAD_TOKENS) return known[0];
  return (
    candidates.find(({ cells, printedName }) => {
      // 'soit 5,97 mmol/L' under a result that is no share: the same result in a second unit, no
      // test of its own (under a share it is the share's count, countOfShareAbove, a known test).
      if (THAT_IS.test(printedName.trim())) return false;
      // A typing test's answer with its expected one or its method after it ('Haemoglobin
      // Genotype  AS  AA', 'AS  (by electrophoresis)'): held whatever, as a test we do not know.
      if (cells.word !== null && isTypingAnswer(printedName, cells.word))
        return cells.unknownTokens <= MOST_UNREAD_TOKENS;
      if (cells.unknownTokens > 0) return false;
      if (cells.numeric)
        return cells.unitText !== null || cells.range !== null || UNITLESS_NAME.test(printedName);
      // Unknown dipstick tests are kept inside a urine section only; elsewhere a test we do not
      // know is kept (and held) only for a screening's answer ('HBsAg  Non-reactive', 'Malaria
      // parasite  Not seen'): a word such as 'normal' or 'few' after words may be a comment's.
      if (cells.word === null) return false;
      // So too in a stool exam, whose look and microscope findings are words ('Consistencia
      // Blanda', 'Parásitos  No se observaron').
      const isUrineOrStool =
        (context.isSpecimenKnown && context.specimen === 'urine') || context.isStool === true;
      return (
        isUrineOrStool ||
        SCREENING_ANSWER.test(cells.word) ||
        isTypingAnswer(printedName, cells.word)
      );
    }) ?? null
  );
}
