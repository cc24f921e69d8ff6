/**
 * A table's header row read from where its words stand: which column is the test name, the
 * result, the unit, the reference range, the flag, and which are earlier results (a "previous"
 * column, or the dated columns of a cumulative report), in the languages we read. Rows below are
 * then read cell by cell under these columns (table-row.ts), whatever order the lab prints them in.
 *
 * A cumulative report heads its result columns with dates: the newest is the current result and
 * the others are history. Two tables printed side by side (two results per line) repeat their
 * headings; each half is its own table.
 */
import { COLUMN_GAP_HEIGHTS, type PlacedLine, type PlacedWord } from '../placed-lines';
import { isoOfSortKey, readHeaderDate, type HeaderDate } from './header-dates';

export type ColumnRole = 'name' | 'value' | 'unit' | 'range' | 'flag' | 'previous';

export interface TableColumn {
  role: ColumnRole;
  x0: number;
  x1: number;
  /** The date heading a result column (cumulative reports). */
  date?: HeaderDate;
  /** That date as 'YYYY-MM-DD' when the report says which way round it reads; else null. */
  on?: string | null;
  /** A result column headed 'In range' or 'Out of range': the result is in one of the two. */
  splitsByRange?: boolean;
  /** Its heading was printed against the one before with no space ('RésultatUnité'). */
  isGluedToPrevious?: boolean;
}

export interface TableHalf {
  /** Left to right. */
  columns: TableColumn[];
  /** Where this half begins and ends across the page. */
  from: number;
  to: number;
}

export interface TableHeader {
  halves: TableHalf[];
  /**
   * Set when the current result had to be chosen among dated columns whose order is not certain
   * (dates that read either day-first or month-first): every row is then marked for review.
   */
  currentColumnDoubt: string | null;
}

/** Column headings stand at least this many text heights apart in a table. */
const MIN_COLUMN_GAP_HEIGHTS = 1.25;

/** Heading words by the column they name (lower case, accents kept; matched whole-word). */
const HEADINGS: [ColumnRole, string[]][] = [
  [
    'previous',
    [
      'previous result',
      'previous results',
      'previous value',
      'previous',
      'prior result',
      'prior',
      'last result',
      'last value',
      'history',
      'vorwert',
      'vorwerte',
      'vorbefund',
      'letzter wert',
      'antériorité',
      'antériorités',
      'anteriorite',
      'résultat antérieur',
      'résultats antérieurs',
      'précédent',
      'resultado anterior',
      'anterior',
      'valore precedente',
      'precedente',
      'precedenti',
      'cumulative',
    ],
  ],
  [
    'range',
    [
      'reference range',
      'reference ranges',
      'reference interval',
      'reference intervals',
      'reference values',
      'reference value',
      'reference limits',
      'ref range',
      'ref. range',
      'ref. interval',
      'ref interval',
      'ref.',
      'ref',
      'reference',
      'biological ref. interval',
      'biological reference interval',
      'bio. ref. interval',
      'bio. ref. range',
      'normal range',
      'normal values',
      'normal value',
      'expected range',
      'expected values',
      'target range',
      'standard range',
      'range',
      'interval',
      'limits',
      'norm',
      'referenzbereich',
      'referenzbereiche',
      'referenzwerte',
      'referenzwert',
      'referenzintervall',
      'normbereich',
      'normwerte',
      'normwert',
      'valeurs de référence',
      'valeurs de reference',
      'valeur de référence',
      'valeurs usuelles',
      'valeurs normales',
      'intervalle de référence',
      'normes',
      'valores de referencia',
      'valor de referencia',
      'valores normales',
      'intervalo de referencia',
      'rango de referencia',
      'valori di riferimento',
      'valore di riferimento',
      'intervallo di riferimento',
      'valori normali',
      'v.r.',
    ],
  ],
  [
    'unit',
    [
      'units',
      'unit',
      'uom',
      'einheit',
      'einheiten',
      'einh.',
      'einh',
      'dimension',
      'unité',
      'unités',
      'unite',
      'unites',
      'unidad',
      'unidades',
      'unità',
      'unita',
      'u.m.',
    ],
  ],
  [
    'flag',
    [
      'flag',
      'flags',
      'abn',
      'abnormal',
      'abnormal flag',
      'h/l',
      'alert',
      'kennzeichen',
      'kennz.',
      'kenn.',
      'markierung',
      'indicateur',
      'signal',
      'indicador',
      'segnalazione',
    ],
  ],
  [
    'value',
    [
      'result',
      'results',
      'your result',
      'your value',
      'value',
      'values',
      'current result',
      'current',
      'latest',
      'latest result',
      'this result',
      'this visit',
      'actuel',
      'dernier',
      'dernier résultat',
      'résultat actuel',
      'último',
      'ultimo',
      'actual',
      'attuale',
      'ultimo valore',
      'observed value',
      'test result',
      'in range',
      'out of range',
      'today',
      'ergebnis',
      'ergebnisse',
      'messwert',
      'wert',
      'befund',
      'aktuell',
      'aktueller wert',
      'résultat',
      'résultats',
      'resultat',
      'valeur',
      'resultado',
      'resultados',
      'valor',
      'risultato',
      'risultati',
      'esito',
      'valore',
    ],
  ],
  [
    'name',
    [
      'test',
      'tests',
      'test name',
      'test description',
      'investigation',
      'investigations',
      'analyte',
      'analytes',
      'component',
      'parameter',
      'parameters',
      'examination',
      'determination',
      'description',
      'name',
      'untersuchung',
      'untersuchungen',
      'analyse',
      'analysen',
      'bezeichnung',
      'analyses',
      'examen',
      'examens',
      'paramètre',
      'paramètres',
      'prueba',
      'pruebas',
      'determinación',
      'determinaciones',
      'análisis',
      'parámetro',
      'esame',
      'esami',
      'analisi',
      'parametro',
      'parametri',
    ],
  ],
];

const PHRASES = HEADINGS.flatMap(([role, phrases]) =>
  phrases.map((phrase) => ({ role, words: phrase.split(' ') })),
).sort((a, b) => b.words.length - a.words.length);

const fold = (word: string) =>
  word
    .toLowerCase()
    .replace(/[:*]+$/, '')
    .replace(/^[([]|[)\]]$/g, '');

/** The role a run of words starting at `index` names, and how many words it takes. */
function headingAt(
  words: PlacedWord[],
  index: number,
  height: number,
): { role: ColumnRole; length: number } | null {
  for (const phrase of PHRASES) {
    const slice = words.slice(index, index + phrase.words.length);
    if (slice.length !== phrase.words.length) continue;
    // The words of one heading stand together: 'Test  Result' across a gap is two headings.
    if (
      slice.some((word, at) => at > 0 && word.x0 - slice[at - 1]!.x1 > COLUMN_GAP_HEIGHTS * height)
    )
      continue;
    if (slice.every((word, at) => fold(word.text) === phrase.words[at])) {
      return { role: phrase.role, length: phrase.words.length };
    }
  }
  return null;
}

const HEADING_WORDS = new Set(PHRASES.flatMap((phrase) => phrase.words));

/**
 * A narrow column's heading can run into the next one with no space between them, and the text
 * layer then holds one word ('RésultatUnité', 'resultUnits', 'intervalAnalyte'). Such a word,
 * when it is two heading words end to end, is read as both; the second begins where its letters would (widths in
 * proportion to letters), and `glued` remembers it so the gap between them is not asked for.
 */
function ungluedHeadings(word: PlacedWord, glued: Set<PlacedWord>): PlacedWord[] {
  const text = word.text;
  if (HEADING_WORDS.has(fold(text))) return [word];
  for (let cut = 3; cut <= text.length - 3; cut++) {
    const first = text.slice(0, cut);
    const second = text.slice(cut);
    // Headings are glued at a case change ('RésultatUnité'), never inside a lower-case word.
    if (!/\p{Lu}/u.test(second[0]!)) continue;
    if (!HEADING_WORDS.has(fold(first)) || !HEADING_WORDS.has(fold(second))) continue;
    const at = word.x0 + ((word.x1 - word.x0) * cut) / text.length;
    const next: PlacedWord = { ...word, text: second, x0: at };
    glued.add(next);
    return [{ ...word, text: first, x1: at }, next];
  }
  return [word];
}

/** A numeric date as cumulative reports head their columns: '19/11/2022', '03.09.26', '2026-03-12'. */
const GLUED_DATE = /\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2}(?!\d))|\d{4}-\d{2}-\d{2}/g;
const IS_DATE = new RegExp(`^(?:${GLUED_DATE.source})$`);

/**
 * Dates a text layer joined to their neighbours with no space: 'Examination19/11/2022' (the
 * first heading and the first date), '25/11/202225/05/2023' (dates set edge to edge). Each date
 * becomes a word of its own, placed in proportion to its letters, and is remembered in `glued`
 * (no gap is asked of it). A word that is not letters and dates alone is left as it is.
 */
function ungluedDates(word: PlacedWord, glued: Set<PlacedWord>): PlacedWord[] {
  const dates = [...word.text.matchAll(GLUED_DATE)];
  if (dates.length === 0 || (dates.length === 1 && dates[0]![0] === word.text)) return [word];
  const parts: { text: string; from: number }[] = [];
  let at = 0;
  for (const date of dates) {
    if (date.index > at) parts.push({ text: word.text.slice(at, date.index), from: at });
    parts.push({ text: date[0], from: date.index });
    at = date.index + date[0].length;
  }
  if (at < word.text.length) parts.push({ text: word.text.slice(at), from: at });
  if (parts.some((part) => !IS_DATE.test(part.text) && !/^\p{L}+$/u.test(part.text))) return [word];
  const width = (word.x1 - word.x0) / word.text.length;
  return parts.map((part, index) => {
    const placed: PlacedWord = {
      ...word,
      text: part.text,
      x0: word.x0 + part.from * width,
      x1: word.x0 + (part.from + part.text.length) * width,
    };
    if (index > 0) glued.add(placed);
    return placed;
  });
}

/** The widest space between `from` and `to` left by the words printed there. */
function widestGap(words: readonly PlacedWord[], from: number, to: number): number {
  let widest = 0;
  let edge = from;
  for (const word of words) {
    if (word.x1 <= from || word.x0 >= to) continue;
    widest = Math.max(widest, word.x0 - edge);
    edge = Math.max(edge, word.x1);
  }
  return Math.max(widest, to - edge);
}

/** Words that sit in a header without naming a column: times under dates, 'of', '(SI)'. */
const FILLER =
  /^(?:\d{1,2}[:.h]\d{2}|[-–/|&]|of|the|de|du|des|der|die|del|di|\(si\)|si|\(conv\)|#)$/i;

/**
 * The header of a table when the line is one, else null: at least a result column (or two dated
 * ones) and one other column named, and hardly any word that names nothing.
 */
export function readTableHeader(line: PlacedLine, today: Date = new Date()): TableHeader | null {
  if (line.words.length === 0 || line.words.length > 24) return null;
  // Headings laid out with spaces in one text item have no real positions to read columns by.
  if (line.words.some((word) => word.isPlaceEstimated)) return null;
  const glued = new Set<PlacedWord>();
  const words = line.words
    .flatMap((word) => ungluedDates(word, glued))
    .flatMap((word) => ungluedHeadings(word, glued));
  const columns: TableColumn[] = [];
  let unnamed = 0;
  let unnamedAmongDates = false;
  for (let index = 0; index < words.length;) {
    const word = words[index]!;
    const date = readHeaderDate(words, index);
    if (date) {
      const last = columns.at(-1);
      // 'Result 20.11.2026', 'Vorwert 12.03.2026': a date just after a result heading dates that
      // column. A date set close after any other heading ('Intervallo di riferimento 21/02/2025')
      // heads a column of its own: a range, a unit or a flag is never dated.
      const dates = last?.role === 'value' || last?.role === 'previous';
      if (last && dates && !last.date && word.x0 - last.x1 < 1.5 * line.height) {
        last.date = date.date;
        last.x1 = words[index + date.length - 1]!.x1;
      } else {
        columns.push({
          role: 'value',
          x0: word.x0,
          x1: words[index + date.length - 1]!.x1,
          date: date.date,
        });
      }
      index += date.length;
      continue;
    }
    const heading = headingAt(words, index, line.height);
    if (heading) {
      const phrase = words
        .slice(index, index + heading.length)
        .map((part) => fold(part.text))
        .join(' ');
      columns.push({
        role: heading.role,
        x0: word.x0,
        x1: words[index + heading.length - 1]!.x1,
        ...(/^(?:in|out of) range$/.test(phrase) ? { splitsByRange: true } : {}),
        ...(glued.has(word) ? { isGluedToPrevious: true } : {}),
      });
      index += heading.length;
      continue;
    }
    if (/\d/.test(word.text) && !FILLER.test(word.text)) return null;
    if (!FILLER.test(word.text)) {
      unnamed++;
      // A heading we cannot read among the dated columns may be the one that says which is current.
      if (columns.some((column) => column.date)) unnamedAmongDates = true;
    }
    index++;
  }
  const roles = columns.map((column) => column.role);
  const results = roles.filter((role) => role === 'value').length;
  const others = roles.filter((role) => role !== 'value' && role !== 'name').length;
  const named = roles.includes('name') ? 1 : 0;
  if (results === 0 || others + named + (results > 1 ? 1 : 0) === 0) return null;
  // A sentence that happens to hold two heading words ('the result is out of range') is no header.
  if (unnamed > Math.max(2, columns.length - 1)) return null;
  // Headings a few spaces apart ('Test   Result   Flag') head no columns: the rows under them
  // are words in sequence, not cells under their headings, and are read by their shape. A title
  // that holds two heading words ('Résultats des analyses de biologie médicale') is a phrase: its
  // words follow each other at word spacing, with no column gap anywhere between. A narrow table
  // may still print a pair of its headings a word apart ('Resultados Unidades') as long as most
  // of its headings stand a column gap apart (headings glued with no space at all are a table's).
  const minGap = MIN_COLUMN_GAP_HEIGHTS * line.height;
  const tight = columns.filter(
    (column, at) =>
      at > 0 &&
      !column.isGluedToPrevious &&
      widestGap(words, columns[at - 1]!.x1, column.x0) < minGap,
  ).length;
  // Dated columns are a table's whatever their spacing: no title holds two dates among its
  // headings ('Análisis 04/05/2024 04/12/2024 Actual Marca Unidad', a word apart).
  const datedColumns = columns.filter((column) => column.date).length;
  if (tight > 0 && 2 * tight >= columns.length - 1 && datedColumns < 2) return null;
  const header = settleHalves(columns, line.height, today);
  if (unnamedAmongDates && columns.some((column) => column.date)) {
    header.currentColumnDoubt ??=
      'This report prints results from several dates under headings we could not all read; ' +
      'check that this is the latest result.';
  }
  return header;
}

/**
 * Two tables side by side repeat their headings: a heading already seen in this half (undated)
 * starts the next half. A half that does not name its test column begins a little after the
 * previous half's last heading, where its names are printed.
 */
function settleHalves(columns: TableColumn[], height: number, today: Date): TableHeader {
  const halves: TableColumn[][] = [[]];
  for (const column of columns) {
    const half = halves.at(-1)!;
    // 'In range' and 'Out of range' are one result printed in one of two columns.
    const isRangeSplit = column.role === 'value' && column.splitsByRange === true;
    const repeats =
      !column.date &&
      !isRangeSplit &&
      (column.role === 'name' || column.role === 'value' || column.role === 'unit') &&
      half.some((seen) => seen.role === column.role && !seen.date);
    if (repeats) halves.push([column]);
    else half.push(column);
  }
  const settled: TableHalf[] = halves.map((half, index) => {
    if (index === 0) return { columns: half, from: -Infinity, to: Infinity };
    const previousEnd = halves[index - 1]!.at(-1)!.x1;
    const first = half[0]!;
    const from = first.role === 'name' ? (previousEnd + first.x0) / 2 : previousEnd + 2 * height;
    return { columns: half, from, to: Infinity };
  });
  for (let index = 0; index < settled.length - 1; index++)
    settled[index]!.to = settled[index + 1]!.from;
  let doubt: string | null = null;
  for (const half of settled) doubt = chooseCurrentColumn(half.columns, today) ?? doubt;
  return { halves: settled, currentColumnDoubt: doubt };
}

/**
 * In a cumulative table the newest dated column is the current result and the rest are history.
 * A column labelled current ('Result', 'Aktuell') keeps its place. Returns why the choice is
 * uncertain, or null.
 */
function chooseCurrentColumn(columns: TableColumn[], today: Date): string | null {
  const dated = columns.filter((column) => column.role === 'value' && column.date);
  dateColumns(dated);
  const undatedResult = columns.some((column) => column.role === 'value' && !column.date);
  if (undatedResult) {
    for (const column of dated) column.role = 'previous';
    return null;
  }
  if (dated.length < 2) return null;
  const newest = newestOf(dated.map((column) => column.date!));
  dated.forEach((column, index) => {
    column.role = index === newest.index ? 'value' : 'previous';
  });
  // No result is dated after the day the report is read: a heading that is has been misread (OCR
  // took a year's '5' for an '8', '02.07.2025' as '02.07.2028'), and being the newest it would
  // have made an earlier column the current result.
  if (dated.some((column) => isAfter(column.date!, today)))
    return (
      'This report prints results from several dates, one of which could not be read; ' +
      'check that this is the latest result.'
    );
  // A cumulative report prints its dates in order across the page, newest first or last. Dates
  // out of that order hold a misread one ('2024' read as '2021'): the column taken as the newest
  // may be an earlier result's.
  if (!runsOneWay(dated.map((column) => column.date!)))
    return (
      'This report prints results from several dates whose headings are not in order, so one ' +
      'was probably misread; check that this is the latest result.'
    );
  return newest.isCertain
    ? null
    : 'This report prints results from several dates whose order could not be told for certain; ' +
        'check that this is the latest result.';
}

/**
 * The date is after `today` whichever way round it reads, by more than the day a lab in a time
 * zone ahead of ours may already be in.
 */
function isAfter(date: HeaderDate, today: Date): boolean {
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
  const latest =
    tomorrow.getFullYear() * 10000 + (tomorrow.getMonth() + 1) * 100 + tomorrow.getDate();
  return Math.min(date.sortKey(true), date.sortKey(false)) > latest;
}

/**
 * Each dated column's day, for the earlier results it heads: read day-first or month-first as
 * some date of the header forces ('20/11/26'), or alike both ways ('05/05/26', '2026-05-14');
 * null when the header leaves it open.
 */
function dateColumns(dated: TableColumn[]): void {
  const forcedDayFirst = dated.some((column) => column.date!.mustBeDayFirst);
  const forcedMonthFirst = dated.some((column) => column.date!.mustBeMonthFirst);
  const dayFirst = forcedDayFirst === forcedMonthFirst ? null : forcedDayFirst;
  for (const column of dated) {
    const date = column.date!;
    const key =
      dayFirst !== null
        ? date.sortKey(dayFirst)
        : date.sortKey(true) === date.sortKey(false)
          ? date.sortKey(true)
          : null;
    column.on = key === null ? null : isoOfSortKey(key);
  }
}

/**
 * Whether the dates, left to right, only rise or only fall, in a reading (day-first or
 * month-first) that the header allows.
 */
export function runsOneWay(dates: HeaderDate[]): boolean {
  const forcedDayFirst = dates.some((date) => date.mustBeDayFirst);
  const forcedMonthFirst = dates.some((date) => date.mustBeMonthFirst);
  const readings =
    forcedDayFirst === forcedMonthFirst ? [true, false] : forcedDayFirst ? [true] : [false];
  return readings.some((dayFirst) => {
    const keys = dates.map((date) => date.sortKey(dayFirst));
    const rising = keys.every((key, at) => at === 0 || key >= keys[at - 1]!);
    const falling = keys.every((key, at) => at === 0 || key <= keys[at - 1]!);
    return rising || falling;
  });
}

function newestOf(dates: HeaderDate[]): { index: number; isCertain: boolean } {
  const order = (dayFirst: boolean) => {
    let best = 0;
    dates.forEach((date, index) => {
      if (date.sortKey(dayFirst) > dates[best]!.sortKey(dayFirst)) best = index;
    });
    return best;
  };
  const forcedDayFirst = dates.some((date) => date.mustBeDayFirst);
  const forcedMonthFirst = dates.some((date) => date.mustBeMonthFirst);
  if (forcedDayFirst && !forcedMonthFirst) return { index: order(true), isCertain: true };
  if (forcedMonthFirst && !forcedDayFirst) return { index: order(false), isCertain: true };
  const dayFirst = order(true);
  return { index: dayFirst, isCertain: dayFirst === order(false) };
}
