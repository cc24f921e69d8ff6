/**
 * A printed line under a table header, read cell by cell: each run of words goes to the column it
 * stands under, so a range printed before the result, a flag column, a unit column or the dated
 * columns of a cumulative report are told apart by where they are, not by guessing from their
 * shape. Earlier results (a previous column, older dates) are set aside as history and never read
 * as the result.
 */
import type { LabSpecimen } from '../extraction.types';
import { sampleNamed } from './specimen-column';
import { readFlag, tidyLine } from '../lab-line-tokens';
import { withoutThatIsBetween } from './count-after-share';
import { isGenericResultWord } from './result-value';
import { isAnyUnitText } from './rewritten-lines';
import { isReleaseStatus } from './row-furniture';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import {
  isRuling,
  type ColumnRole,
  type TableColumn,
  type TableHalf,
  type TableHeader,
} from './table-header';

export interface TableRowCells {
  /** Which of the header's halves the cells are under (0 for a table of one). */
  half?: number;
  name: string;
  /** Cell texts of each column, in printed order within the column. */
  value: string[];
  flag: string[];
  unit: string[];
  range: string[];
  /** Earlier results as printed, each with the day its column heads ('YYYY-MM-DD') when known. */
  history: { text: string; on: string | null }[];
  /** Words under no column that still belong to the row (an unlabelled unit column, say). */
  other: string[];
  /**
   * The sample a specimen column names for this row ('Serum', 'Urine', 'EDTA blood'): a report
   * that prints serum and urine sodium one under the other under one heading tells them apart
   * only there.
   */
  specimen?: LabSpecimen;
  /**
   * The result was taken from under a heading OCR could not read (row-candidates.ts), or is a
   * share read from where it stands with no '%' on its row (bareShareBeforeResultColumn).
   */
  isResultUnderUnreadHeading?: boolean;
  /** The result is a screening's answer printed beside its index (row-candidates.ts). */
  isAnswerBesideIndex?: boolean;
  /**
   * The cells of a second result column after the row's own, headed again as a result, with no
   * names of its own ('RESULTADO  ÍNDICE / VALOR  UNIDAD', ADR 081 item 772): the measured number
   * beside the lab's answer, with the unit and range that follow it.
   */
  measuredBeside?: Pick<TableRowCells, 'value' | 'unit' | 'range' | 'flag'>;
  /**
   * A share printed before the result, in the name column's gap ('Lymphocytes  31,4 %  2,14
   * G/L'): the same test as a percentage, a row of its own (`withShareApart`).
   */
  share?: string;
  /** The flag printed after that share ('78.4  H  %  9.11  H  x10^3/uL'). */
  shareFlag?: string;
  /** That share has no '%' on its row: its column says it, under a sub-heading we do not read. */
  isShareUnmarked?: boolean;
}

/** A percentage standing alone: '31,4 %', '58.2%'. */
const SHARE = /^[<>]?\d[\d.,]*\s?%$/;

/**
 * The cells of a line that prints a test twice, as a share and as an amount ('Polynucléaires
 * neutrophiles  58,2 %  3,97 G/L', 'Albumina  58,4 %  4,15 g/dL  55,8 - 66,1 %'), as two rows'
 * cells: the share with the ranges printed in '%', the amount with the rest. French, Italian and
 * Spanish reports print a white cell differential and a protein electrophoresis this way.
 */
export function withShareApart(cells: TableRowCells): TableRowCells[] {
  const both = cells.share
    ? null
    : (shareAndAmountInResult(cells) ??
      shareInOtherColumn(cells) ??
      amountInOtherColumn(cells) ??
      amountUnderTheUnitColumn(cells) ??
      bareShareBesideAmount(cells) ??
      bareShareBeforeResultColumn(cells) ??
      amountAfterShareRange(cells));
  if (both) return withShareApart(both);
  if (!cells.share) return [cells];
  const share: TableRowCells = {
    ...(cells.isShareUnmarked ? { isResultUnderUnreadHeading: true } : {}),
    // Named as a share, so that it is read as the test's percentage ('Lymphocytes %') and a test
    // with no percentage of its own ('Albumina %' of an electrophoresis) as a test we do not know.
    name: `${cells.name} %`,
    value: [cells.share.replace(/\s?%$/, '')],
    flag: cells.shareFlag ? [cells.shareFlag] : [],
    unit: ['%'],
    range: cells.range.filter(isShareRange),
    history: [],
    other: [],
  };
  const amount = { ...cells, range: cells.range.filter((text) => !isShareRange(text)) };
  delete amount.share;
  delete amount.shareFlag;
  delete amount.isShareUnmarked;
  return [share, amount];
}

/** A range printed for a share: it ends in '%' ('40 - 70 %'). */
const isShareRange = (text: string) => /%\s*$/.test(text);

/** A unit of cells per volume: 'G/L', '10^9/L', '10³/µL', 'x10E3/uL', 'Tsd/µl', '/mm³', '/nl'. */
const CELL_COUNT_UNIT = /^(?:G|T|Giga|Tsd\.?|[x×]?10\S*)?\/(?:[µμu]?l|nl|mm[3³]|cumm)$/i;

/**
 * An amount beside a share across the result and unit columns: a count of cells (a differential)
 * or grams per volume (an electrophoresis's fraction, 'Albúmina  58,1 %  4,30 g/dL').
 */
const SHARED_AMOUNT_UNIT = (unit: string) => CELL_COUNT_UNIT.test(unit) || /^g\/d?l$/i.test(unit);

/** A range cell of two ranges, the share's and the amount's ('55,8 - 66,1 / 3,57 - 5,47'). */
const TWO_RANGES = /^(\d[\d.,]*\s*[-–]\s*\d[\d.,]*)\s*\/\s*(\d[\d.,]*\s*[-–]\s*\d[\d.,]*)$/;

/**
 * The row's ranges with a cell of two ranges parted, the share's marked as a share's range ('%'),
 * in the order the share and the amount are printed.
 */
function rangesParted(range: string[], shareFirst: boolean): string[] {
  if (range.length !== 1 || range.some(isShareRange)) return range;
  const [, first, second] = TWO_RANGES.exec(range[0]!.trim()) ?? [];
  if (!first || !second) return range;
  return shareFirst ? [`${first} %`, second] : [first, `${second} %`];
}

/** Cells' texts as words, a '%' set close after its number apart ('54,1%' → '54,1', '%'). */
const printedTokens = (texts: string[]) =>
  withoutThatIsBetween(
    texts
      .join(' ')
      .replace(/(\d)%/g, '$1 %')
      .split(/\s+/)
      .filter((token) => token !== ''),
  );

/**
 * Both printed in the result and unit columns, in either order: '29,1 %  1,72 G/L' under
 * 'Résultats'; '58  %  3.94  x10^3/µL' under 'Result  Unit' (Egyptian and Gulf labs, beneath a
 * second heading line 'Relative  Absolute'); '5.87  G/L  66 %' (Swiss and Tunisian labs, the
 * amount first, its share beside its unit or under a heading we do not read). The cells with the
 * share taken out as if printed before the result, and the amount as the result. Null unless the
 * two columns hold exactly a number and '%', and a number and another unit.
 */
function shareAndAmountInResult(cells: TableRowCells): TableRowCells | null {
  // Each may be one cell with its unit ('54,1 %', '3,47 G/L': a unit set close after its number).
  // The share's number may stand left of the result heading, its '%' under it ('Albúmina  58,1  %
  // 4,30  g/dL' under 'Resultado  Unidades', the share's number in the name column's gap).
  const shareBefore =
    cells.other.length === 1 && isLoneNumber(cells.other[0]) && cells.value[0] === '%'
      ? cells.other
      : [];
  const printedAll = printedTokens([...shareBefore, ...cells.value, ...cells.unit]);
  // A flag after the second result's unit ('13 %  1.664 /mm3 (B)', as Argentine labs print it)
  // is that result's.
  const last = printedAll.at(-1);
  const endFlag =
    printedAll.length === 5 && last && !/\d/.test(last) && readFlag(last) !== null
      ? last
      : undefined;
  const printed = endFlag ? printedAll.slice(0, -1) : printedAll;
  // A flag may follow either number ('78.4  H  %  9.11  H  x10^3/uL'): each is its number's,
  // and stands only after a number at an even place (the share or the amount, not a unit).
  const { tokens, flags } = withFlagsApart(printed, (at) => at % 2 === 1);
  if (endFlag) flags.set(2, endFlag);
  if (tokens.length !== 4) return null;
  const [share, amount, unit] =
    tokens[1] === '%' ? [tokens[0], tokens[2], tokens[3]] : [tokens[2], tokens[0], tokens[1]];
  if (tokens[1] !== '%' && tokens[3] !== '%') return null;
  if (!unit || unit === '%' || isLoneNumber(unit) || readFlag(unit) !== null) return null;
  // Across the two columns, or the amount first, only as a count of cells: 'HbA1c  42 mmol/mol
  // 6,0 %' and 'Hématocrite  45 %  0,45 l/l' are one test in two units, not a share and an amount.
  const isAcross = tokens[3] === '%' || cells.unit.length > 0;
  if (isAcross && !SHARED_AMOUNT_UNIT(unit)) return null;
  if (!isLoneNumber(share) || !isLoneNumber(amount)) return null;
  const shareFirst = tokens[1] === '%';
  const other = shareBefore.length > 0 ? [] : cells.other;
  return withShareAndAmount(
    { ...cells, other, range: rangesParted(cells.range, shareFirst) },
    {
      share: share!,
      amount: amount!,
      unit,
      shareFlag: flags.get(shareFirst ? 0 : 2),
      amountFlag: flags.get(shareFirst ? 2 : 0),
    },
  );
}

/**
 * Printed tokens with the flags after their numbers taken out, each kept by its number's place
 * ('72  H  8.35  H  x10^9/l': tokens 72, 8.35, x10^9/l, flags H at 0 and 1). `mayFlag` says after
 * which token count a flag may stand.
 */
function withFlagsApart(
  printed: string[],
  mayFlag: (count: number) => boolean = () => true,
): { tokens: string[]; flags: Map<number, string> } {
  const flags = new Map<number, string>();
  const tokens: string[] = [];
  for (const token of printed) {
    const isFlag = !/\d/.test(token) && readFlag(token) !== null && mayFlag(tokens.length);
    if (isFlag && isLoneNumber(tokens.at(-1))) flags.set(tokens.length - 1, token);
    else tokens.push(token);
  }
  return { tokens, flags };
}

/** The cells with the share set apart (read as printed before the result) and the amount as the result. */
function withShareAndAmount(
  cells: TableRowCells,
  read: { share: string; amount: string; unit: string; shareFlag?: string; amountFlag?: string },
): TableRowCells {
  const { share, amount, unit, shareFlag, amountFlag } = read;
  return {
    ...cells,
    share: `${share} %`,
    ...(shareFlag ? { shareFlag } : {}),
    value: [amount],
    unit: [unit],
    flag: amountFlag ? [amountFlag, ...cells.flag] : cells.flag,
  };
}

/**
 * The share in a column of its own beside the amount ('Neutrophils  5.68  x10^9/L  (1.60-6.98)
 * 65.1 %' under 'Differential %'): a percentage alone in a column we have no role for, on a row
 * whose result is an amount in another unit.
 */
function shareInOtherColumn(cells: TableRowCells): TableRowCells | null {
  const other = cells.other.join(' ').replace(/\s+%$/, ' %');
  if (!SHARE.test(other)) return null;
  // The amount's unit may stand in the result cell with it ('4,64 10³/µL' under 'Résultat').
  const [amount, unitBeside, ...more] = cells.value.join(' ').split(/\s+/);
  if (more.length > 0 || !isLoneNumber(amount)) return null;
  if (unitBeside && (readFlag(unitBeside) !== null || !isAnyUnitText(unitBeside))) return null;
  const unit = unitBeside ? [unitBeside, ...cells.unit] : cells.unit;
  if (unit.length === 0 || unit.includes('%') || isLoneNumber(unit[0])) return null;
  return { ...cells, share: other, other: [], value: [amount!], unit };
}

/**
 * The share under the result heading and the amount with its cell-count unit in a column we have
 * no role for ('Polynucléaires neutrophiles  78,2 %  8,92 *  G/l' under 'Résultat  Conversion', as
 * French labs print a differential's absolute counts beside the shares). A flag may follow either
 * number. Only a count of cells: the same column holds the SI twin of other tests ('1,02 g/l
 * 5,67 mmol/l'), one test in two units, which stays one row.
 */
function amountInOtherColumn(cells: TableRowCells): TableRowCells | null {
  const result = printedTokens([...cells.value, ...cells.unit]);
  const shareFlag = result.length === 3 && result[1] === '%' ? result[2] : undefined;
  if (result.length !== (shareFlag ? 3 : 2) || result[1] !== '%' || !isLoneNumber(result[0]))
    return null;
  if (shareFlag !== undefined && readFlag(shareFlag) === null) return null;
  const other = printedTokens(cells.other);
  const amountFlag = other.length === 3 ? other[1] : undefined;
  if (other.length !== (amountFlag ? 3 : 2) || !isLoneNumber(other[0])) return null;
  if (amountFlag !== undefined && readFlag(amountFlag) === null) return null;
  const unit = other.at(-1)!;
  if (!CELL_COUNT_UNIT.test(unit)) return null;
  return {
    ...cells,
    share: `${result[0]} %`,
    ...(shareFlag ? { shareFlag } : {}),
    value: [other[0]!],
    unit: [unit],
    flag: amountFlag ? [amountFlag, ...cells.flag] : cells.flag,
    other: [],
  };
}

/**
 * A share printed bare before its amount, the '%' only in the sub-heading over it ('%  Absolute')
 * and in the share's range ('Neutrophils  72 H  8.35 H  x10^9/l  40 - 70 %  2.0 - 7.0', as
 * Pakistani and Indian labs print a differential): two numbers, each perhaps flagged, then a
 * count of cells, on a row whose ranges include one in '%'. Read as one result, the share took
 * the amount's unit and was shown as a count of 72 × 10⁹/L.
 */
function bareShareBesideAmount(cells: TableRowCells): TableRowCells | null {
  if (!cells.range.some(isShareRange)) return null;
  const { tokens, flags } = withFlagsApart(printedTokens([...cells.value, ...cells.unit]));
  const [share, amount, unit] = tokens;
  if (tokens.length !== 3 || !isLoneNumber(share) || !isLoneNumber(amount)) return null;
  if (!unit || !CELL_COUNT_UNIT.test(unit)) return null;
  return withShareAndAmount(cells, {
    share: share!,
    amount: amount!,
    unit,
    shareFlag: flags.get(0),
    amountFlag: flags.get(1),
  });
}

/**
 * A share and its range, then the count with its unit and range, across a header's columns that
 * were made for one result ('Neutrophiles  62,1 %  40,0 - 75,0  4,51  10³/μl  1,50 - 7,50' under
 * 'Résultat  Unité  Valeurs de référence', a sub-heading 'Relatif  Réf. (%)  Absolu  Unité  Réf.'
 * above): the share's range under the unit heading, the count and the rest under the range's.
 * Read as one result, the count was lost.
 */
function amountAfterShareRange(cells: TableRowCells): TableRowCells | null {
  const [share, ...restOfValue] = cells.value;
  if (restOfValue.length > 0 || !share || !SHARE.test(share.trim())) return null;
  const [shareRange, ...restOfUnit] = cells.unit;
  if (restOfUnit.length > 0 || !shareRange || !SPAN.test(shareRange.trim())) return null;
  const [amount, unit, ...range] = cells.range;
  if (!isLoneNumber(amount) || !unit || !CELL_COUNT_UNIT.test(unit)) return null;
  return {
    ...cells,
    share,
    value: [amount!],
    unit: [unit],
    range: [`${shareRange} %`, ...range],
  };
}

/** A range of two numbers: '40,0 - 75,0'. */
const SPAN = /^\d[\d.,]*\s*[-–]\s*\d[\d.,]*$/;

/**
 * A share printed bare in a column before the result, under a sub-heading's '%' the header above
 * does not know ('Polynucléaires neutrophiles  57,3  3,68  G/L' under 'Formule leucocytaire  %
 * Valeurs absolues', the count under 'Résultats'): one lone number of a hundred at most left of
 * a result that is a count of cells. Read as it stood, the share was lost. The share is held
 * for the member to check, as a result under a heading we could not read is.
 */
function bareShareBeforeResultColumn(cells: TableRowCells): TableRowCells | null {
  const [share, ...more] = cells.other;
  if (more.length > 0 || !isLoneNumber(share) || Number(share!.replace(',', '.')) > 100)
    return null;
  const [amount, ...restOfValue] = cells.value;
  if (restOfValue.length > 0 || !isLoneNumber(amount)) return null;
  if (cells.unit.length !== 1 || !CELL_COUNT_UNIT.test(cells.unit[0]!)) return null;
  // Held for the member to check: nothing on the row says it is a share.
  return { ...cells, share: `${share} %`, other: [], isShareUnmarked: true };
}

/**
 * The share in the result column and the amount with its unit under the unit column ('58,0' under
 * 'Résultats', '%  3 596 /mm³' under 'Unités', as Moroccan and French labs print a differential):
 * the share's '%' stands first in the unit column (or only in a sub-heading), then the amount and
 * its own unit.
 */
function amountUnderTheUnitColumn(cells: TableRowCells): TableRowCells | null {
  const [share, ...restOfValue] = cells.value;
  if (restOfValue.length > 0 || !isLoneNumber(share)) return null;
  const units = cells.unit.join(' ').split(/\s+/);
  // Or the count alone there, the share's '%' only in the sub-heading over it ('62,0' under
  // 'Résultats', '4 278  /mm³' under 'Unités' below 'Formule leucocytaire  %  Valeurs absolues'):
  // the unit is the count's, never the share's, so the two are a share and its count.
  const isCountAlone =
    /^\d/.test(units[0] ?? '') &&
    units.length >= 2 &&
    CELL_COUNT_UNIT.test(units.at(-1)!) &&
    Number(share!.replace(',', '.')) <= 100;
  if ((units[0] !== '%' || units.length < 3) && !isCountAlone) return null;
  const unit = units.at(-1)!;
  const amount = units.slice(isCountAlone ? 0 : 1, -1).join(' ');
  // The amount may print its thousands apart ('3 596'): digit groups of three after the first.
  if (!/^\d+(?: \d{3})*(?:[.,]\d+)?$/.test(amount) || isLoneNumber(unit) || unit === '%') {
    return null;
  }
  return { ...cells, share: `${share} %`, value: [amount.replace(/ /g, '')], unit: [unit] };
}

/** Words closer than this many text heights belong to one cell. */
const CELL_GAP_HEIGHTS = 0.9;

/** Two numbers joined by a dash: a range, or a count per field printed as its span. */
const ONE_SPAN = /^[<>]?\d[\d.,]*\s?[-–]\s?\d[\d.,]*$/;

/** One set of cells per table half that holds any word of the line. */
/** The words of a line that stand in a table half (by their centres). */
export function wordsOfHalf<T extends { x0: number; x1: number }>(
  words: readonly T[],
  half: TableHalf,
): T[] {
  return words.filter((word) => {
    const centre = (word.x0 + word.x1) / 2;
    return centre >= half.from && centre < half.to;
  });
}

/**
 * The words of a row that start in a table half: a half's cells begin at its columns' left edges,
 * and a wide cell of the half before may run on past the middle of the gap between the halves
 * ('150.000 - 450.000' under 'V. Ref.' a few points before 'TGO (AST)' under the second
 * 'Prueba'); by its centre it was the next half's, and both rows were lost.
 */
function wordsStartingInHalf<T extends { x0: number }>(words: readonly T[], half: TableHalf): T[] {
  return words.filter((word) => word.x0 >= half.from && word.x0 < half.to);
}

export function tableRowCells(line: PlacedLine, header: TableHeader): TableRowCells[] {
  const found: TableRowCells[] = [];
  // A text item belongs to the half it starts in, all its words with it: a method's note run on
  // past the next half's edge ('(CMIA, Alinity i)', its 'i)' a few points into the second half's
  // 'Analyse') is no row of that half. (Items only: a flag set close before the next half's name,
  // '+  Harnsäure', is that half's.)
  const items = textItems(line.words);
  header.halves.forEach((half, index) => {
    const starting = items
      .filter((item) => wordsStartingInHalf(item.slice(0, 1), half).length > 0)
      .flat();
    // A ruled table's rulings between cells are no cells ('│ CREA │ Créatinine │').
    const words = starting.filter((word) => !isRuling(word));
    if (words.length > 0) found.push({ ...cellsOf(words, half, line.height), half: index });
  });
  return withMeasuredBesideJoined(found, header);
}

/**
 * A header that heads a second result column after the first, with its unit and range but no
 * names of its own ('PRUEBA  RESULTADO  ÍNDICE / VALOR  UNIDAD  VALOR DE REFERENCIA', a serology
 * panel's): read as two tables side by side, the second had no names and its cells, the measured
 * number beside the answer, were no row. They are the row's: joined to the cells before them,
 * for the row to choose by its test (row-candidates.ts, withMeasuredResult; ADR 081 item 772).
 * Only cells that name nothing: a second table whose name heading OCR lost prints its names
 * there.
 */
function withMeasuredBesideJoined(found: TableRowCells[], header: TableHeader): TableRowCells[] {
  const joined: TableRowCells[] = [];
  for (const cells of found) {
    const half = header.halves[cells.half ?? 0];
    const before = joined.at(-1);
    const isNameless =
      half !== undefined &&
      !half.columns.some((column) => column.role === 'name') &&
      cells.name.trim() === '' &&
      cells.history.length === 0 &&
      cells.other.length === 0;
    if (isNameless && before && before.half === (cells.half ?? 0) - 1 && !before.measuredBeside) {
      const { value, unit, range, flag } = cells;
      before.measuredBeside = { value, unit, range, flag };
    } else joined.push(cells);
  }
  return joined;
}

/**
 * Whether a cell starting at this word lies under a column the header sets aside: a comment's,
 * a remark's, a note's or a method's ('Comment', 'Bemerkung', 'Observaciones', 'Metodo'). What a
 * comment says in numbers ('eGFR 43 mL/min/1.73m²', 'Previous: 121 µmol/L') is no result the
 * table prints in its own columns.
 */
export function isUnderSetAsideColumn(
  word: { x0: number; x1: number },
  header: TableHeader,
  height: number,
): boolean {
  const half = header.halves.find((each) => word.x0 >= each.from && word.x0 <= each.to);
  return half !== undefined && zoneOf(word, zonesOf(half, height)).role === 'method';
}

interface Zone {
  role: ColumnRole | 'name';
  column: TableColumn | null;
  from: number;
  to: number;
}

/**
 * Each column owns the page from a little before its heading's left edge to a little before the
 * next heading's: names and words are printed from a column's left edge, and a number printed
 * right-aligned under a short heading still lies mostly inside its own column. Left of the first
 * heading is the test name when the header does not name that column.
 */
function zonesOf(half: TableHalf, height: number): Zone[] {
  const slack = 0.5 * height;
  const columns = [...half.columns].sort((a, b) => a.x0 - b.x0);
  const zones: Zone[] = [];
  // A ruled table's column starts at its ruling (TableColumn.ruledFrom).
  const startOf = (column: TableColumn) => column.ruledFrom ?? column.x0 - slack;
  if (columns[0]?.role !== 'name') {
    zones.push({ role: 'name', column: null, from: half.from, to: startOf(columns[0]!) });
  }
  columns.forEach((column, index) => {
    const next = columns[index + 1];
    zones.push({
      role: column.role,
      column,
      from: index === 0 && column.role === 'name' ? half.from : startOf(column),
      to: next ? startOf(next) : half.to,
    });
  });
  return zones;
}

function overlap(word: { x0: number; x1: number }, zone: Zone): number {
  return Math.max(0, Math.min(word.x1, zone.to) - Math.max(word.x0, zone.from));
}

/** A line's words by the text item each came in (a word one space on in an item joins it). */
function textItems(words: PlacedWord[]): PlacedWord[][] {
  const items: PlacedWord[][] = [];
  for (const word of words) {
    if (word.isSameItemAsPrevious === true && items.length > 0) items.at(-1)!.push(word);
    else items.push([word]);
  }
  return items;
}

/** Runs of words with no column gap between them, and words one space on in one text item. */
function cellsIn(words: PlacedWord[], height: number): PlacedWord[][] {
  const cells: PlacedWord[][] = [];
  for (const word of words) {
    const cell = cells.at(-1);
    const last = cell?.at(-1);
    const isJoined =
      word.isSameItemAsPrevious === true || word.x0 - (last?.x1 ?? 0) <= CELL_GAP_HEIGHTS * height;
    if (cell && last && isJoined) cell.push(word);
    else cells.push([word]);
  }
  return cells;
}

function zoneOf(item: { x0: number; x1: number }, zones: Zone[]): Zone {
  let best = zones[0]!;
  let most = -1;
  for (const zone of zones) {
    const shared = overlap(item, zone);
    if (shared > most) {
      most = shared;
      best = zone;
    }
  }
  if (most > 0) return best;
  // Outside every zone (a word at the margin): the nearest one.
  const centre = (item.x0 + item.x1) / 2;
  return zones.reduce((nearest, zone) =>
    Math.abs(centre - (zone.from + zone.to) / 2) <
    Math.abs(centre - (nearest.from + nearest.to) / 2)
      ? zone
      : nearest,
  );
}

function cellsOf(lineWords: PlacedWord[], half: TableHalf, height: number): TableRowCells {
  const zones = zonesOf(half, height);
  const cells: TableRowCells = {
    name: '',
    value: [],
    flag: [],
    unit: [],
    range: [],
    history: [],
    other: [],
  };
  const marginFlag = flagInTheMargin(lineWords, half);
  if (marginFlag) cells.flag.push(marginFlag.text);
  const words = marginFlag ? lineWords.slice(1) : lineWords;
  const names: string[] = [];
  const runs = withResultsApartFromUnits(cellsIn(joinFlagPhrases(words), height), zones);
  // A later cell placed with the name though it reaches into the result column.
  let straddling: string | null = null;
  // A later cell under the name column shaped like a result ('6.4H', '.91 L').
  let afterName: string | null = null;
  const zoneOfRun = (run: PlacedWord[]) => zoneOf({ x0: run[0]!.x0, x1: run.at(-1)!.x1 }, zones);
  // Past the cells of columns set aside before the names (a code's: '6690-2', 'H0105').
  const at = runs.findIndex((run) => zoneOfRun(run).role !== 'method');
  const first = at >= 0 ? runs[at] : undefined;
  if (first && zoneOfRun(first).role === 'name') {
    // The first cell starting under the name column is the name, however far it runs on, but for
    // a result printed against it with no gap ('Hemoglobi 14.2', 'Absolute Ly3.11').
    const { name, spill } = nameAndSpill(first, zones);
    names.push(name.map((word) => word.text).join(' '));
    runs.splice(at, 1, ...(spill.length > 0 ? [spill] : []));
  }
  const byOrder = datedCellsByOrder(runs, half, zones);
  // A colon standing alone between the name and the result ('Specific Gravity  :  1.020'): what
  // follows it is no part of the name, even where a heading carried from a table laid out
  // otherwise would put it under the name.
  let isAfterColon = false;
  runs.forEach((whole) => {
    const dated = byOrder?.get(whole);
    if (dated) {
      place(cells, names, dated.role, whole.map((word) => word.text).join(' '), dated.on ?? null);
      return;
    }
    if (whole.length === 1 && whole[0]!.text === ':') {
      isAfterColon = true;
      return;
    }
    if (isAfterColon && zoneOf({ x0: whole[0]!.x0, x1: whole.at(-1)!.x1 }, zones).role === 'name') {
      place(cells, names, 'value', whole.map((word) => word.text).join(' '));
      return;
    }
    // A result centred in its column with a flag in words after it: the two are the result cell,
    // wherever the number starts; what follows them is placed by its own place.
    const centred = centredResultWithFlag(whole, zones);
    if (centred) place(cells, names, 'value', centred);
    const cell = centred ? whole.slice(2) : whole;
    if (cell.length === 0) return;
    const span = { x0: cell[0]!.x0, x1: cell.at(-1)!.x1 };
    const zone = zoneOf(span, zones);
    const isMostlyInside = overlap(span, zone) >= 0.7 * (span.x1 - span.x0);
    // A phrase result printed right-aligned ('Slightly Cloudy' under 'Result') can start left of
    // its column: words with no gap between them are one printed item, so when a phrase of words
    // reaches into the result column it is the result, not a range word and half a result.
    if (
      isRightAlignedResult(cell, zones, height) ||
      (!isMostlyInside && isPhraseInto(cell, zones))
    ) {
      place(cells, names, 'value', cell.map((word) => word.text).join(' '));
      return;
    }
    // A span of two numbers with no column gap in it ('10 - 15' cells per field, a range) is one
    // printed item, never part of a name: it goes whole to the first column it reaches past the
    // name, not half to the name and a dash and a number to the result, which would read '15'
    // flagged low (a table heading carried over from a page laid out otherwise).
    const text = cell.map((word) => word.text).join(' ');
    if (!isMostlyInside && cell.length > 1 && ONE_SPAN.test(text)) {
      const into = zones.find((other) => other.role !== 'name' && overlap(span, other) > 0);
      const at = zone.role === 'name' && into ? into : zone;
      place(cells, names, at.role, text, at.column?.on ?? null);
      return;
    }
    if (reachesTheResultColumn(cell, zone, zones)) straddling = text;
    if (zone.role === 'name' && names.length > 0 && isResultAfterName(text)) afterName = text;
    const pieces = isMostlyInside ? [cell] : bracketsKept(cell);
    for (const piece of pieces) {
      const at = isMostlyInside ? zone : zoneOf(piece[0]!, zones);
      const pieceText = piece.map((word) => word.text).join(' ');
      place(cells, names, at.role, pieceText, at.column?.on ?? null);
    }
  });
  if (straddling !== null) takeWordResultFromName(cells, names, straddling);
  if (afterName !== null) takeNumberResultFromName(cells, names, afterName);
  cells.name = names.join(' ');
  takeResultBesideItsFlag(cells, zones);
  // On a picture only: a text layer's items carry their own gaps, and its tables read right.
  if (words.some((word) => word.y0 !== undefined)) takeResultFromUnitCell(cells);
  takeWordResultFromUnitCell(cells);
  withHeadingUnit(cells, half);
  return cells;
}

/** A dated column's cell: a number with a flag glued or not ('6.8H', '*128', '<0.5'), or none. */
const DATED_CELL = /^(?:[<>≤≥*]?\d[\d.,]*\s?(?:[HL]{1,2}|[*+↑↓]|[+-]{1,2})?|[-–—])$/u;

/**
 * A cumulative row's results by their order across the line, each under the dated column of its
 * place: as many results as the header has dated columns, all right of the name, each its own
 * run. A print laid out in characters and set in a proportional font ('Red Cell Count  x10^12/L
 * 4.92  4.85  4.61' under '12/05/24  03/02/25  17/11/25') puts a long name's results further
 * right than a short one's, and read by place the middle date's 4.85 was shown as the current
 * result. Where the columns are aligned the order gives what the places give. Null when the
 * counts differ, or the header has fewer than two result columns or one without its date (a
 * current result's column beside dated earlier ones: a row with one earlier result missing has
 * as many results as dated columns).
 */
function datedCellsByOrder(
  runs: PlacedWord[][],
  half: TableHalf,
  zones: Zone[],
): Map<PlacedWord[], TableColumn> | null {
  const dated = half.columns
    .filter((column) => column.role === 'value' || column.role === 'previous')
    .sort((a, b) => a.x0 - b.x0);
  if (dated.length < 2 || !dated.every((column) => column.date)) return null;
  // Results stand before the row's unit: what follows it is the range ('42  -  41  g/L  33 - 47',
  // where '33' reached back under the last date's column and made four results of three).
  const unitAt = runs.findIndex((run) => isAnyUnitText(run.map((word) => word.text).join(' ')));
  // Not a range's or a unit's cell ('>60' under 'Ref. Range').
  const results = (unitAt > 0 ? runs.slice(0, unitAt) : runs).filter(
    (run) =>
      run.length <= 2 &&
      DATED_CELL.test(run.map((word) => word.text).join(' ')) &&
      !['range', 'unit'].includes(zoneOf({ x0: run[0]!.x0, x1: run.at(-1)!.x1 }, zones).role),
  );
  if (results.length !== dated.length) return null;
  return new Map(results.map((run, index) => [run, dated[index]!]));
}

/**
 * The unit a result's heading prints ('Result kUA/L'), for a row that prints its result as a bare
 * number and no unit of its own.
 */
function withHeadingUnit(cells: TableRowCells, half: TableHalf): void {
  const unit = half.columns.find((column) => column.role === 'value' && column.unit)?.unit;
  if (!unit || cells.unit.length > 0 || cells.value.length !== 1) return;
  // A number alone, censored or not ('24.6', '< 0,10').
  if (isLoneNumber(cells.value[0]!.replace(/^([<>≤≥])\s/, '$1'))) cells.unit.push(unit);
}

/**
 * The words of a cell that spans columns, each to go where it stands, but for a bracket's words,
 * which stay one piece placed where the bracket opens: a conversion in brackets wider than its
 * column ('(42 mmol/mol)' under 'Unités conv.', its unit reaching under the range) went half to
 * the unit column and half to no column, and the row read as none.
 */
function bracketsKept(cell: PlacedWord[]): PlacedWord[][] {
  const pieces: PlacedWord[][] = [];
  let open: PlacedWord[] | null = null;
  for (const word of cell) {
    if (open) open.push(word);
    else if (word.text.startsWith('(') && !word.text.includes(')')) open = [word];
    else pieces.push([word]);
    if (open && open.length > 1 && word.text.endsWith(')')) {
      pieces.push(open);
      open = null;
    }
  }
  // A bracket that never closes is no bracket to keep: its words go where each stands.
  if (open) pieces.push(...open.map((word) => [word]));
  return pieces;
}

/**
 * A flag printed in the margin before the name, left of where the name column's heading starts
 * ('H  Potassium' under 'Analyse' with the 'H' out in the margin, as some Swiss and French labs
 * mark a result): the row's flag, not the first word of its name, which would then match no test.
 * Only a lone flag ending before the heading's left edge: a name's own first letter
 * ('H. pylori') starts where the other names do.
 */
function flagInTheMargin(words: PlacedWord[], half: TableHalf): PlacedWord | null {
  const heading = half.columns.find((column) => column.role === 'name');
  const [first, second] = words;
  if (!heading || !first || !second) return null;
  if (first.x1 > heading.x0 || second.x0 < heading.x0 - 1) return null;
  return readFlag(first.text) !== null ? first : null;
}

/**
 * A result printed right-aligned against its unit with less than a cell's gap between them, as
 * OCR boxes a narrow two-up column ('7,5 10^3/µL', '25 mg/dl'): the two are one run of words,
 * which stands mostly under the unit heading and went to the unit column whole, leaving the
 * result column empty and the row unread. The number the unit cell starts with is then the
 * result, when what follows it is no number of its own and the number is no power of ten that
 * starts the unit ('10 9/l' for 10⁹/l).
 */
function takeResultFromUnitCell(cells: TableRowCells): void {
  if (cells.value.length > 0 || cells.unit.length === 0) return;
  const [number, ...rest] = cells.unit[0]!.split(' ');
  if (!number || rest.length === 0 || !LONE_NUMBER.test(number)) return;
  if (LONE_NUMBER.test(rest.join(''))) return;
  if (/^[x×]?10$/.test(number) && /^[\d^"°*'’]/.test(rest[0]!)) return;
  cells.value = [number];
  cells.unit[0] = rest.join(' ');
}

/**
 * A word result alone under the unit heading, the result column empty ('Antigène HBs  Négatif
 * (CMIA)', a serology's answers set further right than the numbers above): no unit says
 * 'Négatif', and the word is the row's result.
 */
function takeWordResultFromUnitCell(cells: TableRowCells): void {
  if (cells.value.length > 0 || cells.unit.length !== 1) return;
  if (!isGenericResultWord(cells.unit[0]!)) return;
  cells.value = [cells.unit[0]!];
  cells.unit = [];
}

/** A cell after the name, placed with it, whose end reaches into the result column's zone. */
function reachesTheResultColumn(cell: PlacedWord[], zone: Zone, zones: Zone[]): boolean {
  const result = zones.find((other) => other.role === 'value');
  return zone.role === 'name' && result !== undefined && cell.at(-1)!.x1 > result.from;
}

/**
 * A word result set left-aligned a little before its column's heading ('Emoglobina  tracce'
 * under 'RISULTATO', whose numbers are right-aligned under it) stands mostly
 * in the name column, a column gap after the name, its end reaching into the result column.
 * With no result read elsewhere on the row, such a last name cell that is a word any result
 * prints is the result, not more of the name (a flag read under the heading is its flag). A word
 * wholly under the name column ('Sugar  Negative' left of 'RESULT') stays for the shape reading,
 * which holds it.
 */
function takeWordResultFromName(cells: TableRowCells, names: string[], straddling: string): void {
  if (names.length < 2 || names.at(-1) !== straddling || !isGenericResultWord(straddling)) return;
  // Its flag may stand under the heading ('tracce  *'): the flag, not a result.
  if (!cells.value.every((text) => readFlag(text) !== null)) return;
  cells.flag.push(...cells.value);
  cells.value = [names.pop()!];
}

/**
 * A result set before its result column's heading, a column gap after the name: a plain-text
 * print whose columns, aligned by spaces in a fixed-width font, drift apart when set in a
 * proportional one ('FBS     6.4H   mmol/L' under 'RESULT   UNIT', the number left of 'RESULT'
 * and the unit under it). With no number read under the result heading, it is the result, not
 * more of the name or a cell of an unlabelled column; a flag read there is its flag, and a unit
 * the drift carried there goes back before the unit column's cells.
 */
const RESULT_AFTER_NAME = /^[<>≤≥]?(?:\d[\d.,]*|\.\d+)(?:\s?(?:[HL]{1,2}|[*↑↓]+))?$/;
/** A count per field printed as a span ('5-8' /HPF): a result only with the unit it counts in. */
const SPAN_AFTER_NAME = /^\d{1,3}\s?[-–]\s?\d{1,3}$/;
const isResultAfterName = (text: string) =>
  RESULT_AFTER_NAME.test(text) || SPAN_AFTER_NAME.test(text);

function takeNumberResultFromName(cells: TableRowCells, names: string[], result: string): void {
  const from = names.at(-1) === result ? names : cells.other.at(-1) === result ? cells.other : null;
  if (!from || (from === names && names.length < 2)) return;
  if (cells.value.some((text) => /\d/.test(text))) {
    // With the result read under its heading, a number a column gap after the name is an earlier
    // result set left of its column ('Glucosa  168*  152*  141*  129' under 'Anteriores
    // ACTUAL'), no part of the name: kept in it, a flag glued to it ('168*') made a name that
    // matched no test.
    if (from === names) cells.other.push(names.pop()!);
    return;
  }
  const flags = cells.value.filter((text) => readFlag(text) !== null);
  const units = cells.value.filter((text) => readFlag(text) === null);
  if (!units.every(isAnyUnitText)) return;
  if (SPAN_AFTER_NAME.test(result) && units.length === 0) return;
  from.pop();
  cells.flag.push(...flags);
  cells.unit.unshift(...units);
  cells.value = [result];
}

/**
 * A result OCR boxed with the unit printed against it ('14.7g/dL', '2,3G/L', '5.28x10E6/uL',
 * '4,490/uL', a star flag between them '10,2*g/dL'): a number, maybe after or before a flag, then
 * what starts a unit. A power of ten is no result
 * ('10E6/uL'), nor a number followed by a flag ('5.7H') or by a range's dash.
 */
const RESULT_GLUED_TO_UNIT = /^\s*([<>≤≥*↑↓]*\d[\d.,]*\*{0,2})((?:[\p{L}µμ%]|\/\p{L}).*)$/u;

/**
 * A cell before the result column that runs up to it, a long unit or range set tight against
 * the result ('ml/min/1,73m²' ending a letter's width before '72L' under 'actuel', as a
 * cumulative report with its unit column before the results prints it): the two make one run of
 * words with less than a cell's gap, which went to the unit column whole, and the row had no
 * result. A result word beginning where the result column's heading begins, after a word that
 * ends before it, is a cell of its own; so is one standing mostly under the column.
 */
function withResultsApartFromCellBefore(
  runs: PlacedWord[][],
  result: Zone,
  before: Zone | undefined,
): PlacedWord[][] {
  const start = result.column?.x0;
  if (start === undefined || !before || before.role === 'name') return runs;
  return runs.flatMap((run) => {
    const edge = run.findIndex(
      (word, at) =>
        at > 0 &&
        // A result as a cell prints it, its flag or arrow glued on ('72L', '↑9,8').
        FLAGGED_EARLIER_RESULT.test(word.text) &&
        // Starting where the heading starts, or standing mostly under the column: a result
        // centred under a date and its time ('22' at 212 under '14/11/25' at 212 and '06:10' at
        // 218, the column taking the time's start; ADR 081 item 771).
        (word.x0 >= start - 1 || 2 * overlap(word, result) > word.x1 - word.x0) &&
        run[at - 1]!.x1 <= start + 1 &&
        run[at - 1]!.x0 < start - 1,
    );
    return edge > 0 ? [run.slice(0, edge), run.slice(edge)] : [run];
  });
}

/**
 * A narrow two-up column sets its results right-aligned against the unit column, and OCR boxes a
 * result and its unit as one word that straddles the two columns ('14.7g/dL', '12,6g/dL': two
 * tune two-up photos of another generated corpus lost most rows, F1 0.13 and 0.41). Standing
 * mostly under the unit heading, the word went to the unit column whole and the row had no
 * result. Such a word is cut where its number ends (widths in proportion to letters), so each
 * part is read in its column.
 * Only a word that reaches from the result column into the unit column right after it: a number
 * glued to a unit inside one column is read as before (tidyLine splits it).
 */
function withResultsApartFromUnits(runs: PlacedWord[][], zones: Zone[]): PlacedWord[][] {
  const at = zones.findIndex((zone) => zone.role === 'value');
  const result = zones[at];
  const unit = zones[at + 1];
  if (!result) return runs;
  const apart = withResultsApartFromCellBefore(runs, result, zones[at - 1]);
  if (unit?.role !== 'unit') return apart;
  return apart.flatMap((run) => {
    // A result right-aligned against the unit column with less than a cell's gap before the unit
    // ('6 mg/L', its number ending before 'Unité' begins and the unit starting under it): two
    // words on either side of the column's edge are two cells.
    // A flag may stand between them, short of the unit column ('45  ↑  mmol/mol').
    const unitStart = unit.column?.x0 ?? unit.from;
    const unitAfter = (at: number) => {
      let next = at + 1;
      while (next < run.length && run[next]!.x1 <= unitStart + 1 && readFlag(run[next]!.text))
        next++;
      return next < run.length && run[next]!.x0 >= unitStart - 1 ? next : -1;
    };
    const edge = run.findIndex(
      (word, at) =>
        LONE_NUMBER.test(word.text) &&
        word.x0 >= result.from - (word.x1 - word.x0) &&
        word.x1 <= unitStart + 1 &&
        unitAfter(at) !== -1,
    );
    if (edge !== -1) return [run.slice(0, unitAfter(edge)), run.slice(unitAfter(edge))];
    const index = run.findIndex((word) => {
      const straddles = word.x0 >= result.from && word.x0 < result.to && word.x1 > unit.from;
      return straddles && RESULT_GLUED_TO_UNIT.test(word.text);
    });
    const word = run[index];
    if (!word) return [run];
    const [, read = '', readTail = ''] = RESULT_GLUED_TO_UNIT.exec(word.text) ?? [];
    // A star flag OCR read as a second '%' ('75,6%%' for 75,6* %) stays with its number.
    const [number, tail] = readTail === '%%' ? [`${read}*`, '%'] : [read, readTail];
    if (readFlag(tail) !== null || (number === '10' && /^[EeXx^*]/.test(tail))) return [run];
    const cut =
      word.x0 + ((word.x1 - word.x0) * (word.text.length - tail.length)) / word.text.length;
    // Two runs (a run of words with no gap would go to one column whole), the number in the
    // result column and the rest in the unit column: the cut is only estimated, and a number
    // right-aligned against the unit column can seem to reach into it.
    return [
      [...run.slice(0, index), { ...word, text: number, x1: Math.min(cut, unit.from) }],
      [{ ...word, text: tail, x0: Math.max(cut, unit.from) }, ...run.slice(index + 1)],
    ];
  });
}

/**
 * A flag printed in words ('Above high reference limit', centred under the result with its
 * value) as one word, so that it goes to one column whole and reads as one flag.
 */
function joinFlagPhrases(words: PlacedWord[]): PlacedWord[] {
  const out: PlacedWord[] = [];
  for (let index = 0; index < words.length; index++) {
    const joined = [5, 4, 3]
      .map((length) => words.slice(index, index + length))
      .find((run) => {
        const token = tidyLine(run.map((word) => word.text).join(' '));
        return run.length > 1 && !token.includes(' ') && readFlag(token) !== null;
      });
    if (!joined) {
      out.push(words[index]!);
      continue;
    }
    const text = tidyLine(joined.map((word) => word.text).join(' '));
    out.push({ ...joined[0]!, text, x1: joined.at(-1)!.x1 });
    index += joined.length - 1;
  }
  return out;
}

const LONE_NUMBER = /^[<>≤≥]?\d[\d.,]*$/;
export const isLoneNumber = (text: string | undefined) =>
  text !== undefined && LONE_NUMBER.test(text);

/**
 * A result and its flag printed right-aligned under the result heading ('15.9  LOW' ending where
 * 'Value' ends) push the number left of the column's edge, into the column before it. When the
 * result column holds a flag alone and the column before ends with a lone number after its own
 * cell, that number is the result: a column never prints two cells.
 */
function takeResultBesideItsFlag(cells: TableRowCells, zones: Zone[]): void {
  if (cells.value.length === 0 || !cells.value.every((text) => readFlag(text) !== null)) return;
  const at = zones.findIndex((zone) => zone.role === 'value');
  const before = zones[at - 1]?.role;
  if (before !== 'range' && before !== 'unit') return;
  const column = cells[before];
  if (column.length < 2 || !LONE_NUMBER.test(column.at(-1)!)) return;
  cells.flag.push(...cells.value);
  cells.value = [column.pop()!];
}

/**
 * A result's start: a number, maybe after a comparator or an arrow flag, or after pluses glued
 * before it (the lab's high flag: '++3,16' set close after a cut name).
 */
const RESULT_START = /^(?:[<>≤≥↑↓]*|\+{1,2})\d/;

/**
 * A name cell split where a result printed against it begins: a word that starts like a result
 * and stands past the name column, or the number or unit glued to a name's last letters
 * ('Ly3.11', 'Lipoprotein<', 'TRIGLYCERIDEmg/dL') where those letters end inside the name column
 * and the rest outside it (widths in proportion to letters). 'Vitamin B12' inside its column
 * stays whole.
 */
function nameAndSpill(
  cell: PlacedWord[],
  zones: Zone[],
): { name: PlacedWord[]; spill: PlacedWord[] } {
  // The name column the cell starts in: under a column set aside before the names (a time's,
  // 'Hora'), the names' own, not the margin left of that column, past which a name's own digit
  // ('pCO2', 'HCO3-') would be taken for a result glued to it.
  const first = cell[0];
  const nameEnd =
    (first && zoneOf(first, zones).role === 'name' ? zoneOf(first, zones).to : undefined) ??
    zones.find((zone) => zone.role === 'name')?.to ??
    Infinity;
  for (let index = 0; index < cell.length; index++) {
    const word = cell[index]!;
    // A result centred in its column with a flag in words after it ('0.34 Below low reference
    // limit') starts left of the column, inside the name's: the result and its flag together
    // stand past the name column.
    const next = cell[index + 1];
    const flagEnd = next && readFlag(next.text) !== null ? next.x1 : null;
    const centredPast = (from: number) => flagEnd !== null && (from + flagEnd) / 2 > nameEnd;
    if (
      index > 0 &&
      RESULT_START.test(word.text) &&
      ((word.x0 + word.x1) / 2 > nameEnd || centredPast(word.x0))
    ) {
      return { name: cell.slice(0, index), spill: cell.slice(index) };
    }
    // A unit printed as a word of its own, closer to the name than a cell's gap on a picture
    // ('Creatinina  mg/dl' under 'Parámetro  Unidades'): the rest starts with it when its middle
    // stands past the name column, or the name read 'Creatinina mg/dl' and matched no test.
    if (index > 0 && UNIT_TAIL.test(word.text) && (word.x0 + word.x1) / 2 > nameEnd) {
      return { name: cell.slice(0, index), spill: cell.slice(index) };
    }
    const result = /^(.*\p{L})([<>≤≥↑↓]*\d.*|[<>≤≥])$/u.exec(word.text);
    const glued = result ?? unitGlued(word.text);
    if (!glued) continue;
    const at = word.x0 + ((word.x1 - word.x0) * glued[1]!.length) / word.text.length;
    // Capitals are wider than a unit's letters, so where a glued unit starts is only estimated:
    // it is taken when most of it stands past the name column ('NEUT%' inside it stays whole).
    const isPast = result
      ? at >= nameEnd || centredPast(at)
      : word.x1 - Math.max(at, nameEnd) >= 0.5 * (word.x1 - at);
    if (!isPast) continue;
    const head: PlacedWord = { ...word, text: glued[1]!, x1: at };
    const tail: PlacedWord = { ...word, text: glued[2]!, x0: at };
    return { name: [...cell.slice(0, index), head], spill: [tail, ...cell.slice(index + 1)] };
  }
  return { name: cell, spill: [] };
}

/**
 * A unit as labs print it, per volume or a share: 'mg/dL', 'K/μL', 'mmol/L', 'x10^9/L', '%'. Only
 * its usual prefixes, unlike lab-line-tokens' looksLikeUnit (any 'letters/letters'): glued to a
 * name, a looser shape would also match the name's last letters ('RIDEmg/dL').
 */
const UNIT_TAIL =
  /^(?:%|(?:x?10[\^*]?\d+|[KkMGT]|[mµμunpf]?(?:g|mol|IU|U|Eq|L|l)|mIU|µIU|μIU|uIU|mcg|cells|fL|fl)\/[\p{L}\d.µμ²³]+)$/u;

/**
 * A name filling its column to the edge with its unit drawn against it, which the PDF gives as one
 * word ('NEUTROPHILSK/μL', 'CHOLESTEROL,mg/dL', 'TRIGLYCERIDEmg/dL'): the longest unit it ends
 * with, after at least two letters of the name. Null when it ends with no unit.
 */
function unitGlued(text: string): [string, string, string] | null {
  for (let at = 2; at < text.length; at++) {
    const head = text.slice(0, at);
    const tail = text.slice(at);
    if (/\p{L}{2}[,.]?$/u.test(head) && UNIT_TAIL.test(tail)) return [text, head, tail];
  }
  return null;
}

/**
 * A result and its flag printed as one item right-aligned under the result heading ('475 Above
 * high reference limit' ending where 'Value' ends): it starts with a number and ends within half
 * a text height of the heading's right edge, however far left it reaches.
 */
function isRightAlignedResult(cell: PlacedWord[], zones: Zone[], height: number): boolean {
  if (!RESULT_START.test(cell[0]!.text)) return false;
  const end = cell.at(-1)!.x1;
  return zones.some(
    (zone) => zone.role === 'value' && zone.column && Math.abs(zone.column.x1 - end) <= height / 2,
  );
}

/**
 * A number then a flag in words ('0.34  Below low reference limit'), centred together in the result
 * column so that the number starts under the name's: their text when their middle stands in the
 * result column, else null.
 */
function centredResultWithFlag(cell: PlacedWord[], zones: Zone[]): string | null {
  const [number, flag] = cell;
  if (!number || !flag || !LONE_NUMBER.test(number.text)) return null;
  // A flag in words ('Below_low_reference_limit', joined by joinFlagPhrases), not an 'H' or '*'.
  if (!flag.text.includes('_')) return null;
  if (readFlag(flag.text) === null) return null;
  const middle = (number.x0 + flag.x1) / 2;
  const zone = zoneOf({ x0: middle, x1: middle + 1 }, zones);
  return zone.role === 'value' ? `${number.text} ${flag.text}` : null;
}

/**
 * Two or more words of letters alone whose last word (a flag aside, set apart or a star glued on:
 * 'Ligeramente turbio*') stands in the result column, or whose first word does: 'Leggermente
 * torbido' printed from the result column's edge runs on under a narrow unit heading, and cut
 * there it read as 'Leggermente' (no result) and a unit 'torbido'.
 */
function isPhraseInto(cell: PlacedWord[], zones: Zone[]): boolean {
  const words = readFlag(cell.at(-1)!.text) && cell.length > 2 ? cell.slice(0, -1) : cell;
  const isLetters = (word: PlacedWord, at: number) =>
    (at === words.length - 1 ? /^[\p{L}-]+\*{0,2}$/u : /^[\p{L}-]+$/u).test(word.text);
  if (words.length < 2 || !words.every(isLetters)) return false;
  return zoneOf(words.at(-1)!, zones).role === 'value' || zoneOf(words[0]!, zones).role === 'value';
}

/** A span or a one-sided bound ('3.5-5.1', '<200'): the shape of a range, not of one result. */
const RANGE_SHAPE = /^[<>≤≥]=?\s*\d|^\d+(?:[.,]\d+)?\s*[-–]\s*\d/;
const NUMBER_OR_FLAG = /^[<>*]?\d|^[+\-*↑↓]+$|^[HL]{1,2}$/;
/** A result below or above what the test measures: '<1,0', '> 90'. */
const CENSORED = /^[<>≤≥]=?\s*\d[\d.,]*(?:\s|$)/;
/**
 * An earlier result as a cumulative column prints it, its flag glued on or set beside it ('L30,4',
 * 'H 16,1', '5.6H', '↑12', German '- 3,2' and '++ 2,4'): the number is group 1. Left unlabelled,
 * four such cells were read as more of the line's result cells and the row was refused. A '-' set
 * before a number is a flag only with a space between (glued, '-2,1' is a negative result). A
 * picture reads arrows as letters no result has ('rt 235', 'tt 258').
 */
export const FLAGGED_EARLIER_RESULT =
  /^(?:(?:[HL]{1,2}|[↑↓*]+)\s?|[+-]{1,2}\s|(?=\S*[tT†])[tTr†]{1,2}\s)?([<>≤≥]?\d[\d.,]*)(?:\s?(?:[HL]{1,2}|[*↑↓+]+|-{1,2}))?$/;

const WHOLE_RANGE = /^(?:[<>≤≥]=?\s*\d[\d.,]*|\d[\d.,]*\s*[-–]\s*\d[\d.,]*)$/;

/**
 * A red cell's size and content as a fixed-width print sets them, a column gap after the name
 * ('MCV      fL      89'): units with no stroke that no test's name ends with.
 */
const CELL_SIZE_UNIT = /^(?:fL|fl|pg)$/u;

/** A cell that is a number, a range or a unit ('mg/dL', 'mmol/l', '%'), never a name's words. */
function isResultCell(text: string): boolean {
  // Not '%' alone: names print it after a gap ('Neut  %'); nor a name's locant ('25-OH vitamin D').
  const bare = text.replace(/^[([{]|[)\]}]$/g, '');
  if (LONE_NUMBER.test(bare) || WHOLE_RANGE.test(bare)) return true;
  if (text === '%') return false;
  return (
    UNIT_TAIL.test(text) ||
    /^[\p{L}µμ]{1,5}\/[\p{L}µμ\d.²³]{1,6}$/u.test(text) ||
    CELL_SIZE_UNIT.test(text)
  );
}

function place(
  cells: TableRowCells,
  names: string[],
  role: ColumnRole,
  text: string,
  on: string | null = null,
): void {
  switch (role) {
    case 'name':
      // 'Lymphocytes   L   18': a flag printed in the gap before the result column.
      if (readFlag(text)) cells.flag.push(text);
      else if (names.length > 0 && !cells.share && SHARE.test(text)) cells.share = text;
      // The share's number and its '%' a little apart: two runs.
      else if (names.length > 0 && !cells.share && text === '%' && isLoneNumber(cells.other.at(-1)))
        cells.share = `${cells.other.pop()} %`;
      // A range or a unit after the name, a column gap on, is a column whose heading OCR did not
      // read ('Referenzbereich' misread: '70-100' stood left of the first heading read). Joined
      // to the name it made a name that is no test, and every row of the table was lost; left
      // unlabelled it is read by its shape.
      else if (names.length > 0 && isResultCell(text)) cells.other.push(text);
      else names.push(text);
      return;
    case 'flag':
      // A 'Status' column may say where the result stands in the lab's work ('Auth (Verified)',
      // 'Final', 'provisoire'): no flag.
      if (isReleaseStatus(text)) return;
      // A judgement's note in brackets ('niedrig-normal (Ziel > 35)'): a goal, no cell.
      cells.flag.push(text.replace(/\s*\([^()]*\)/gu, '').trim() || text);
      return;
    case 'value':
    case 'unit':
    case 'range':
      cells[role].push(text);
      return;
    case 'other':
      cells.other.push(text);
      return;
    case 'method':
      cells.specimen = sampleNamed(text) ?? cells.specimen;
      return;
    case 'previous':
      // An unlabelled unit or range column next to the history lands here: keep what is not a
      // number or a flag, so only earlier results are set aside.
      // A censored earlier result ('<1,0 le 12/03/24') or a count per field ('0-2') is one too
      // where the row's own range column has printed its range already; so is an earlier strip's
      // word ('neg.', 'Spur', '2+' under 'Vorwert').
      if (
        ((NUMBER_OR_FLAG.test(text) || FLAGGED_EARLIER_RESULT.test(text)) &&
          (!RANGE_SHAPE.test(text) ||
            ((CENSORED.test(text) || SPAN_AFTER_NAME.test(text)) && cells.range.length > 0))) ||
        isGenericResultWord(text.replace(/\.$/, ''))
      )
        cells.history.push({ text, on });
      else cells.other.push(text);
      return;
  }
}
