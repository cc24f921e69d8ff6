/**
 * Column headings printed over two or three lines: a US portal's 'Current Result / Previous
 * Result / Reference' over 'TESTS / Units / LAB' over 'and Flag / and Date / Interval', or a
 * cumulative report's column dates on a line of their own above 'Analyse  Unité  Valeurs de
 * réf.'. Read line by line, each heading line replaced the last and the table kept only the last
 * one's columns (a name and a unit, no result: the reference range was then the only number left,
 * and a one-sided range ('< 50') was read as the result). A heading line is read together with the
 * heading or dates line just above it, each word heading the column under it.
 */
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { readHeaderDate, TIME_OF_DAY as TIME } from './header-dates';
import { headingRoleOf, type ColumnRole, type TableHeader } from './table-header';

/** How many dates words of dates and times alone hold; null when any other word is among them. */
export function datesAlone(words: PlacedWord[]): number | null {
  let dates = 0;
  for (let index = 0; index < words.length;) {
    const date = readHeaderDate(words, index);
    if (date) {
      dates += 1;
      index += date.length;
    } else if (TIME.test(words[index]!.text)) index += 1;
    else return null;
  }
  return dates;
}

/** A line holding dates (and times) alone, two dates at least. */
export function isDatesLine(line: PlacedLine): boolean {
  return (datesAlone(line.words) ?? 0) >= 2;
}

/**
 * Words alone, or dates alone: what a heading line holds. A row under its header holds numbers,
 * and so does a patient block's 'Collected: 21/06/2024 08:35' line. Times of day may stand among
 * the words: a cumulative report's sample times printed on its headings' line, each under its
 * date ('Analyse  Unités  Val. de réf.  07:10  08:45').
 */
export function isHeadingLike(line: PlacedLine): boolean {
  return (
    isDatesLine(line) || line.words.every((word) => !/\d/.test(word.text) || TIME.test(word.text))
  );
}

/**
 * Whether a line under a heading line names a column of its own: a run of its words is a heading
 * we read, or dates and times alone. A section's title under a header's second line ('HÉMATOLOGIE /
 * HAEMATOLOGY' under 'Result  02/06/2025', a bilingual Belgian header) holds neither: stacked
 * onto it, the title's words were read as the names' column and a column we could not read, and
 * every row of the report was held as perhaps not the latest result (set 268).
 */
export function namesAColumn(line: PlacedLine): boolean {
  return runsOf(line).some(
    (run) =>
      headingRoleOf(run.map((word) => word.text).join(' ')) !== null || datesAlone(run) !== null,
  );
}

/**
 * What a heading line under it may stack onto: a heading line, or one of headings and dates
 * together. Only above: a line of words and dates under a header is more often a title with its
 * date than a second line of headings.
 */
export function isHeadingAbove(line: PlacedLine): boolean {
  return !opensWithLabelledField(line) && (isHeadingLike(line) || headingWordsAndDates(line.words));
}

/**
 * A report's field with its value ('Befund:  Schlussbefund 25.11.2025 08:02', 'Material:
 * Serum'): a label ending in a colon, then a word. Its label may be a heading's word ('Befund'
 * heads results on some reports); stacked over the header under it, it made a result column of
 * the label and a dated column of its date, and every row of the report was lost.
 */
function opensWithLabelledField(line: PlacedLine): boolean {
  const [label, value] = line.words;
  return label !== undefined && label.text.endsWith(':') && /^\p{L}/u.test(value?.text ?? '');
}

/**
 * Words of letters, with dates and times among them ('Date  05/02/24  14/06/24  11/11/24  Ref
 * Range': a cumulative report's dates in a line with its other headings), no other number.
 */
function headingWordsAndDates(words: PlacedWord[]): boolean {
  for (let index = 0; index < words.length;) {
    const date = readHeaderDate(words, index);
    if (date) index += date.length;
    else if (TIME.test(words[index]!.text) || !/\d/.test(words[index]!.text)) index += 1;
    else return false;
  }
  return true;
}

/**
 * A line that labels the dated columns of the heading above ('Time  08:15  09:40', 'Lab ID
 * 41127703  48890211', as cumulative reports print under their dates): a label left of the
 * dates, then a word under each dated column and nothing elsewhere.
 */
function isColumnLabelLine(placed: PlacedLine, above: PlacedLine): boolean {
  const dated = above.words.filter((_, index) => readHeaderDate(above.words, index) !== null);
  if (dated.length < 2) return false;
  const [label, ...cells] = runsOf(placed);
  if (!label || cells.length < 2 || label.at(-1)!.x1 >= dated[0]!.x0) return false;
  return cells.every((cell) =>
    dated.some(
      (date) => cell[0]!.x0 < date.x1 + placed.height && cell.at(-1)!.x1 > date.x0 - placed.height,
    ),
  );
}

/** A line's runs of words, split where a column gap opens between them. */
export function runsOf(line: PlacedLine): PlacedWord[][] {
  const runs: PlacedWord[][] = [];
  for (const word of line.words) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && word.x0 - last.x1 <= COLUMN_GAP_HEIGHTS * line.height) run.push(word);
    else runs.push([word]);
  }
  return runs;
}

/**
 * Two heading lines as one, left to right: the line above whole, and each run of the line below
 * that stands under none of its runs ('TESTS' and 'Units' under 'Current Result  Previous Result
 * Reference'); a run under one of the above's ('and Flag' under 'Current Result') only continues
 * that heading, and set among its words it would break the phrase. Times under a line of dates
 * date the columns they head (datedTimes); any other time is left out.
 */
export function stackedHeadings(aboveAsPrinted: PlacedLine, below: PlacedLine): PlacedLine {
  const timed = timesUnderHeadings(aboveAsPrinted, below);
  if (timed) return timed;
  const above = withHeadingsFinishedBelow(aboveAsPrinted, below);
  const aboveRuns = runsOf(above);
  const isUnder = (run: PlacedWord[]) =>
    aboveRuns.some((over) => isOver(spanOf(run), spanOf(over)));
  const added = runsOf(below)
    .filter((run) => !isUnder(run))
    .flat();
  const { columns, dateWords } = datedTimes(above, below);
  const words = [...above.words, ...added, ...columns]
    .filter((word) => !dateWords.has(word) && (columns.includes(word) || !TIME.test(word.text)))
    .sort((a, b) => a.x0 - b.x0);
  return { ...below, words };
}

/** A unit in brackets alone: '(kU/L)', '[mg/dl]'. */
const BRACKETED_UNIT = /^[([][^()[\]\s]*\/[^()[\]\s]*[)\]]$/u;

/**
 * A header's units printed on a line of their own under its headings ('Resultado' over '(kU/L)',
 * an allergy panel's bare numbers): the header with each unit set right after the heading it
 * stands under, as a header that prints 'Resultado (kU/L)' on one line (table-header.ts reads
 * such a unit as every row's that prints none). Null unless every word of the line is a bracketed
 * unit under one of the header's runs.
 */
export function unitsUnderHeadings(above: PlacedLine, below: PlacedLine): PlacedLine | null {
  if (below.words.length === 0 || !below.words.every((word) => BRACKETED_UNIT.test(word.text)))
    return null;
  const aboveRuns = runsOf(above);
  const words = [...above.words];
  for (const unit of below.words) {
    const over = aboveRuns.find((run) => isOver(spanOf(run), spanOf([unit])));
    if (!over) return null;
    const end = over.at(-1)!;
    const gap = above.height * 0.3;
    const width = unit.x1 - unit.x0;
    words.splice(words.indexOf(end) + 1, 0, {
      ...unit,
      x0: end.x1 + gap,
      x1: end.x1 + gap + width,
    });
  }
  return { ...above, words };
}

/** Spans that share some of the page's width: one stands over the other. */
const isOver = (a: Span, b: Span) => a.x0 < b.x1 && a.x1 > b.x0;

interface Span {
  x0: number;
  x1: number;
}

/** The width a run of words spans. */
const spanOf = (run: PlacedWord[]): Span => ({ x0: run[0]!.x0, x1: run.at(-1)!.x1 });

/** A heading cut at a hyphen, its end on the line below ('Referenz-' over 'bereich'). */
const isCutHeading = (text: string) => /\p{L}-$/u.test(text);

/** A word that labels a dated column whose date is printed under it ('Datum' over '12.03.25'). */
const DATE_LABEL = /^(?:date|datum|fecha|data|dato)$/iu;

/**
 * A line of dates whose only words finish headings cut at a hyphen above them ('bereich' under
 * 'Referenz-', the dates under 'Datum'): the header's second line, though words and dates together
 * under a header are otherwise more often a title with its date.
 */
export function finishesCutHeadings(placed: PlacedLine, above: PlacedLine): boolean {
  if (!headingWordsAndDates(placed.words) || daysOn(placed).length === 0) return false;
  const cut = above.words.filter((word) => isCutHeading(word.text));
  const words = placed.words.filter((word) => /^\p{L}+$/u.test(word.text));
  return (
    words.length > 0 &&
    words.every((word) => /^\p{Ll}/u.test(word.text) && cut.some((over) => isOver(word, over)))
  );
}

/**
 * The heading line above with what the line under finishes: a heading cut at a hyphen
 * ('Referenz-' over 'bereich', read 'Referenzbereich') and a date label over its date ('Datum'
 * over '12.03.25', read as the date). Left apart, 'Referenz-' was no heading, the unit and range
 * columns went unread and their cells were read as part of the test's name ('Leukozyten /nl').
 */
function withHeadingsFinishedBelow(above: PlacedLine, below: PlacedLine): PlacedLine {
  const belowRuns = runsOf(below);
  const under = (word: PlacedWord) => belowRuns.find((run) => isOver(spanOf(run), word));
  const words = above.words.flatMap((word): PlacedWord[] => {
    const run = under(word);
    if (!run) return [word];
    if (isCutHeading(word.text) && run.length === 1 && /^\p{Ll}/u.test(run[0]!.text))
      return [{ ...word, text: word.text.slice(0, -1) + run[0]!.text }];
    if (DATE_LABEL.test(word.text) && datesAlone(run) === 1) return run;
    return [word];
  });
  return { ...above, words };
}

/**
 * A ward's flowsheet of one day: its draws' times on the line under headings that print no date
 * ('Analyte  Units  Collected  Ref Int' over 'Lab no.  02:10  06:40  10:55  14:30  18:50'). Each
 * time heads a column of its own, ordered by the time (header-dates' timeOfDayColumn), and the
 * words over the times that name no column we read ('Collected') only label them. Read as other
 * stacked headings, the times were left out and the first draw's column, under 'Collected', was
 * read as the result. Null unless the line under holds two times at least and no date stands in
 * either line.
 */
function timesUnderHeadings(above: PlacedLine, below: PlacedLine): PlacedLine | null {
  const times = below.words.filter((word) => TIME.test(word.text));
  if (times.length < 2 || daysOn(above).length > 0 || daysOn(below).length > 0) return null;
  const overTimes = (run: PlacedWord[]) =>
    headingRoleOf(run.map((word) => word.text).join(' ')) === null &&
    times.some((time) => isOver(time, spanOf(run)));
  const kept = runsOf(above)
    .filter((run) => !overTimes(run))
    .flat();
  return { ...below, words: [...kept, ...times].sort((a, b) => a.x0 - b.x0) };
}

/**
 * Times of day under a line of dates, each dating the column it heads: the date over it, or the
 * last date that begins before it, as a date printed once over its day's times ('03/09/2025' over
 * '04:00  16:00', '03/10/2025' over '04:00  10:00  16:00'). Each such column becomes its date's
 * words then its time, set where the time is (the column's place), as a date and time printed
 * together on one line are read; the dates' own words are replaced.
 */
function datedTimes(
  above: PlacedLine,
  below: PlacedLine,
): { columns: PlacedWord[]; dateWords: Set<PlacedWord> } {
  const dates = daysOn(above);
  const times = below.words.filter((word) => TIME.test(word.text));
  if (dates.length === 0 || times.length === 0) return { columns: [], dateWords: new Set() };
  // As many times as dates: a time under each date, paired by their order. Where a fixed-width
  // print is set in a proportional font the places only roughly agree ('03/09/24  14/01/25' over
  // '11:20  09:40', the second time reaching back under the first date), and by places two
  // columns took the first date and the newest date was left a column of its own.
  const dateOf = (time: PlacedWord) =>
    times.length === dates.length
      ? dates[times.indexOf(time)]
      : (dates.find((date) => isOver(time, spanOf(date))) ??
        dates.findLast((date) => date[0]!.x0 <= time.x0));
  const columns: PlacedWord[] = [];
  const dateWords = new Set<PlacedWord>();
  for (const time of times) {
    const date = dateOf(time);
    if (!date) continue;
    date.forEach((word) => dateWords.add(word));
    // The date's words just inside the time's place, in their order, and the time after them.
    date.forEach((word, at) =>
      columns.push({ ...word, x0: time.x0 + at * 0.01, x1: time.x0 + (at + 1) * 0.01 }),
    );
    columns.push({ ...time, x0: time.x0 + date.length * 0.01 });
  }
  return { columns, dateWords };
}

/**
 * The days a line prints, each as its words: a time point ('0 h  1 h  3 h') or a time alone is
 * no day.
 */
function daysOn(line: PlacedLine): PlacedWord[][] {
  const days: PlacedWord[][] = [];
  for (let index = 0; index < line.words.length;) {
    const date = readHeaderDate(line.words, index);
    if (date && !date.date.isTimeOnly) days.push(line.words.slice(index, index + date.length));
    index += date?.length ?? 1;
  }
  return days;
}

/**
 * One date alone on the line under a dated header, under none of its headings: the newest
 * column's date set a line lower than the others ('Esame  05/03/24  08/03/24  11/03/24  U.M.'
 * over '14/03/24', with 'Attuale' above it). Read with the header it heads a column of its own;
 * left alone, the header's last date was taken for the newest and every row's previous result
 * was shown as current.
 */
export function isLoneDateUnderDates(placed: PlacedLine, above: PlacedLine): boolean {
  if (datesAlone(placed.words) !== 1 || daysOn(above).length === 0) return false;
  const aboveRuns = runsOf(above);
  return !placed.words.some((word) => aboveRuns.some((run) => isOver(word, spanOf(run))));
}

/**
 * Times of day alone on the line under a header's dates, each under one of them ('Analisi
 * 14.11.25  14.11.25  Unità' over '02:20  08:35', an emergency ward's two draws of one day): the
 * times tell the columns apart. Left unread, the two columns of one day tied, the first was taken
 * for the current result and every row held for a doubt it need not have. Only where a day is
 * printed twice: under days all different, the times add nothing a column needs.
 */
export function isTimesUnderDates(placed: PlacedLine, above: PlacedLine): boolean {
  const days = daysOn(above);
  if (days.length < 2 || !placed.words.every((word) => TIME.test(word.text))) return false;
  // Only days printed twice need their times: other dates tell their columns apart already.
  const texts = days.map((day) => day.map((word) => word.text).join(' '));
  if (new Set(texts).size === texts.length) return false;
  return placed.words.every((time) => days.some((day) => isOver(time, spanOf(day))));
}

/** How many columns a header names: more is a fuller reading of the same headings. */
export function namedColumns(header: TableHeader): number {
  return header.halves.reduce(
    (sum, half) => sum + half.columns.filter((column) => column.role !== 'other').length,
    0,
  );
}

/** The heading line the next line may continue, and how many stray lines have come between. */
export interface HeadingAbove {
  line: PlacedLine | null;
  strays: number;
}

export const NO_HEADING_ABOVE: HeadingAbove = { line: null, strays: 0 };

/**
 * What the next line may stack onto, after `placed` was read: `placed` itself when it was read as
 * a heading line alone (`headerLine` is it) or holds column dates; the heading line before it
 * when `placed` is one short stray of heading words that made no header (OCR set a heading's
 * last word, 'LAB', on a line of its own); else nothing.
 */
export function headingAboveAfter(
  above: HeadingAbove,
  placed: PlacedLine | null,
  headerLine: PlacedLine | null,
): HeadingAbove {
  if (!placed) return NO_HEADING_ABOVE;
  if (headerLine === placed || (!headerLine && (isDatesLine(placed) || isHeadingsAlone(placed))))
    return { line: placed, strays: 0 };
  // The dated columns' times and lab numbers, a line each, between the dates and the headings.
  if (!headerLine && above.line && isColumnLabelLine(placed, above.line)) return above;
  const isStray =
    !headerLine &&
    above.line &&
    above.strays === 0 &&
    placed.words.length <= 2 &&
    isHeadingLike(placed);
  return isStray ? { line: above.line, strays: 1 } : NO_HEADING_ABOVE;
}

/**
 * A line of column headings that is no header alone, its words whole headings one after another
 * of two kinds of column at least: a US reference lab's 'Current Result  Previous Result' over
 * 'Test  Units  Reference Interval  Lab', which names no test column, or 'Parameter  Einheit
 * Referenzbereich' over a cumulative report's dates. The line under it is read together with it;
 * left out, the header under it had no result column, took the lab's code column for the results
 * and read every row's previous result as current. Its headings may stand closer than a column
 * gap. One heading over several columns ('Vorwert  Vorwert') labels the columns whose dates the
 * header's next line prints, and is left to them.
 */
function isHeadingsAlone(line: PlacedLine): boolean {
  // A heading cut at a hyphen ('Referenz-', its 'bereich' on the line below) and a date label
  // over its date ('Datum') are finished by the line under; they name no column here.
  const words = line.words
    .map((word) => word.text)
    .filter((text) => !isCutHeading(text) && !DATE_LABEL.test(text));
  // roles[i]: the columns the first i words name, read as whole headings; null when they are not.
  const roles: (ColumnRole[] | null)[] = [[], ...words.map(() => null)];
  for (let end = 1; end <= words.length; end++) {
    for (let start = 0; start < end && !roles[end]; start++) {
      const before = roles[start];
      const role = before ? headingRoleOf(words.slice(start, end).join(' ')) : null;
      if (before && role) roles[end] = [...before, role];
    }
  }
  const named = roles[words.length];
  return named !== null && named !== undefined && named.length >= 2 && new Set(named).size >= 2;
}

/**
 * Whether the line above says that the header's every result column is earlier results:
 * 'Antériorités' over the one dated column of 'Valeurs de référence  12/06/25', where the
 * current results stand in a column no heading names. Read alone, that header took the earlier
 * date's column for the results, and every row showed its last result as today's (ADR 081 item
 * 758).
 */
export function namesResultsEarlier(header: TableHeader, above: PlacedLine): boolean {
  const results = header.halves.flatMap((half) => half.columns).filter((c) => c.role === 'value');
  const earlier = runsOf(above).filter(
    (run) => headingRoleOf(run.map((word) => word.text).join(' ')) === 'previous',
  );
  return (
    results.length > 0 &&
    results.every((column) => earlier.some((run) => isOver(spanOf(run), column)))
  );
}
