/**
 * A small table whose result columns are headed by their units, not by a word: a serum protein
 * electrophoresis printed 'Frazione  %  g/dL  V.R. %', each fraction's share and amount side by
 * side under the two units. Each row holds two results of one test, which the table reader (one
 * result per row and half) cannot take apart, so the table is turned back into the shape it reads:
 * a header 'Result  Unit  Range', and a line per unit column with the row's name, that column's
 * number, its unit and, for the column the range heading names ('V.R. %'), the range. The table
 * the page was in before is put back after it, so the rows that follow are read under their own
 * columns again.
 */
import { readFlag, tidyLine } from '../lab-line-tokens';
import { placedLineText, type PlacedLine, type PlacedWord } from '../placed-lines';
import {
  columnCells,
  headerLineBefore,
  isAnyUnitText,
  isPowerOfTenUnit,
  isUnitText,
  unfoldHeadedRows,
  wordAt,
} from './rewritten-lines';
import { cellOf, type Cell } from './side-by-side';
import { headingRoleOf, METHOD_HEADINGS } from './table-header';

/** A result column headed by its unit, and the range column that goes with it, if any. */
interface UnitColumn {
  heading: Cell;
  unit: string;
  range: Cell | null;
}

interface UnitHeader {
  name: Cell;
  columns: UnitColumn[];
  /** Every heading after the name, left to right: the zones a row's cells are placed in. */
  headings: Cell[];
}

const NUMBER = /^[<>≤≥]?\d[\d.,']*$/;

/** A number with its flag glued after it: '0.84↓', '12,1H', '7.2*'. */
const FLAG_GLUED = /^([<>≤≥]?\d[\d.,']*)([↑↓▲▼*]|H|L)$/u;

/** The words with a flag glued to the first one set apart after it, as if printed beside it. */
function withGluedFlagApart(words: PlacedWord[]): PlacedWord[] {
  const [first, ...rest] = words;
  const [, number, flag] = (first && FLAG_GLUED.exec(first.text)) ?? [];
  if (!first || !number || !flag) return words;
  const cut = first.x0 + ((first.x1 - first.x0) * number.length) / first.text.length;
  return [{ ...first, text: number, x1: cut }, { ...first, text: flag, x0: cut }, ...rest];
}

/** A result's own word before what its column holds ('Valore %', 'Valore ass.'). */
const VALUE_WORD = String.raw`(?:valore|valor|valeur|wert|result)`;

/**
 * A count's column headed by a word that says absolute, with no unit of its own ('v.a.', valore
 * assoluto, as Italian labs abbreviate it).
 */
const ABSOLUTE_HEADING = new RegExp(
  String.raw`^(?:${VALUE_WORD}\s+)?(?:#|abs\.?|ass\.?|v\.a\.?|absolut[eao]?|absolue?|assolut[oia]|valeur absolue|valor absoluto)(?:\s+count)?$`,
  'iu',
);

/** A range as a cell prints it, perhaps in brackets: '(55,8 - 66,1)', '< 5', '3.5-5.0'. */
const UNHEADED_RANGE = /^\(?\s*(?:[<>≤≥]\s*\d[\d.,]*|\d[\d.,]*\s*[-–]\s*\d[\d.,]*)\s*\)?$/u;

/**
 * A heading's unit: the heading itself ('%', 'g/dL'), its bracket ('absolut [g/dl]'), or the unit
 * after an absolute count's mark ('# 10^3/µL').
 */
/** A column's heading word, then its unit: 'Abs. 10^9/L', '#  10^3/µL', 'Valore %'. */
const COUNTED_UNIT = new RegExp(
  String.raw`^(?:#|abs\.?|ass\.?|v\.a\.?|absolut[eo]?|${VALUE_WORD})\s+(\S+)$`,
  'iu',
);

function unitOfHeading(cell: Cell): string | null {
  if (cell.words.length === 1 && (isUnitText(cell.text) || isPowerOfTenUnit(cell.text)))
    return cell.text;
  // A share's column headed by a word that says relative ('Relativo', 'Relatif'): in '%'.
  if (RELATIVE_HEADING.test(cell.text)) return '%';
  // A count's column marked as absolute before its unit ('#  10^3/µL', 'Abs. 10^9/L'), or a
  // result's heading with its unit after it ('Valore %', an Italian differential's share).
  const counted = COUNTED_UNIT.exec(cell.text)?.[1];
  if (counted && (isUnitText(counted) || isPowerOfTenUnit(counted))) return counted;
  const [, words, inside] = /^(\p{L}[\p{L}.\s-]*)[[(]([^\])]+)[\])]$/u.exec(cell.text) ?? [];
  const bracketed = inside?.trim();
  // 'Reference (x10^9/L)' is the range of the column of that unit, no result column of its own.
  if (words && headingRoleOf(words.trim()) === 'range') return null;
  return bracketed && isAnyUnitText(bracketed) ? bracketed : null;
}

/** A share's column headed by a word that says relative, or a share's range headed so. */
const RELATIVE_HEADING = /^(?:relativ[oae]?|relatif|rel\.?|porcentaje|pourcentage|prozentual)$/iu;

/**
 * The column a range heading names by a word ('Ref. relativo', 'Ref. absoluto'): the share's or
 * the count's, or none.
 */
function columnNamedBy(word: string, columns: UnitColumn[]): UnitColumn | undefined {
  if (RELATIVE_HEADING.test(word)) return columns.find((column) => column.unit === '%');
  if (ABSOLUTE_HEADING.test(word)) return columns.find((column) => column.unit !== '%');
  return undefined;
}

/**
 * Headings set close together parted after a bracketed unit ('Absoluto (10^3/μL)  Ref. relativo'
 * read as one cell by its gaps): a unit in brackets ends its heading.
 */
function apartAfterBracketedUnit(cell: Cell): Cell[] {
  const end = cell.words.findIndex(
    (word, index) =>
      index < cell.words.length - 1 &&
      /^[[(]?[^[(]*[\])]$/.test(word.text) &&
      isAnyUnitText(word.text.replace(/^[[(]|[\])]$/g, '')),
  );
  if (end < 0) return [cell];
  return [
    cellOf(cell.words.slice(0, end + 1)),
    ...apartAfterBracketedUnit(cellOf(cell.words.slice(end + 1))),
  ];
}

/**
 * 'Frazione  %  g/dL  V.R. %', 'Fraktion  relativ [%]  Referenz  absolut [g/dl]  Referenz': a name
 * heading of words, then two or more result columns headed by different units, and range
 * headings of words. A range goes with the column whose unit it ends with ('V.R. %'), else with
 * the unit column before it.
 */
/** A range heading that names its column by a word ('rif. relativa', 'Ref. absoluto'). */
const isRangeNamingColumn = (heading: Cell) =>
  heading.words.length >= 2 &&
  // One column's: 'Normbereich rel. / abs.' heads both ranges, read by each row's shape.
  !heading.text.includes('/') &&
  (RELATIVE_HEADING.test(heading.words.at(-1)!.text) ||
    ABSOLUTE_HEADING.test(heading.words.at(-1)!.text));

function unitHeaderOf(line: PlacedLine): UnitHeader | null {
  const [first, ...rest] = columnCells(line);
  // A differential's sub-header under the table's own, with no names' heading ('%  Réf. %  G/L
  // Réf. G/L' under 'Analyse  Résultat  Unité'): the names stand left of its share's column.
  const isNameImplied = first !== undefined && unitOfHeading(first) === '%';
  const name = isNameImplied ? cellOf([wordAt('Test', 0, line.height)]) : first;
  const cells = isNameImplied ? [first, ...rest] : rest;
  const headings = cells.flatMap(apartAfterBracketedUnit);
  // 'Formula leucocitaria (automatica)': the names' heading with a note in brackets.
  if (!name || !/^\p{L}[\p{L}\s.-]*(?:\([\p{L}\s.-]+\))?$/u.test(name.text)) return null;
  const columns: UnitColumn[] = [];
  // A count's column headed by a word alone ('Absoluto'), its unit printed only in the heading of
  // its range ('Ref. x10^3/μL'): held until that range names it.
  let unnamedCount: Cell | null = null;
  for (const heading of headings) {
    const unit = unitOfHeading(heading);
    if (unit) {
      columns.push({ heading, unit, range: null });
      continue;
    }
    if (ABSOLUTE_HEADING.test(heading.text) && !unnamedCount) {
      unnamedCount = heading;
      continue;
    }
    // The count's unit under a heading of its own ('Valore ass.  U.M.  V.R. assoluti'): each row
    // prints it, after the count.
    if (unnamedCount && headingRoleOf(heading.text) === 'unit') {
      columns.push({ heading: unnamedCount, unit: UNIT_IN_ROW, range: null });
      unnamedCount = null;
      continue;
    }
    // Ranges headed by which column they are ('rif. relativa  rif. assoluta', after 'relativa
    // assoluta'): the count's column prints its unit in each row, and the heading is a range's.
    if (unnamedCount && isRangeNamingColumn(heading)) {
      columns.push({ heading: unnamedCount, unit: UNIT_IN_ROW, range: null });
      unnamedCount = null;
    }
    // A range heading that says absolute anywhere in it ('Abs. ref. range'): the count's.
    if (unnamedCount && heading.words.some((word) => ABSOLUTE_HEADING.test(word.text))) {
      columns.push({ heading: unnamedCount, unit: UNIT_IN_ROW, range: heading });
      unnamedCount = null;
      continue;
    }
    // The units' heading after the count's range ('Abs. count  Abs. ref. range  UNITS'): where
    // each row prints the count's unit.
    if (headingRoleOf(heading.text) === 'unit' && columns.some((c) => c.unit === UNIT_IN_ROW))
      continue;
    if (unnamedCount) {
      const named = heading.words.at(-1)!.text;
      if (!isAnyUnitText(named) || heading.words.length < 2) return null;
      columns.push({ heading: unnamedCount, unit: named, range: heading });
      unnamedCount = null;
      continue;
    }
    // A range heading may be its column's unit alone in brackets ('(%)  (10³/μL)', the ranges
    // printed in brackets under it): the range of the column of that unit.
    const bare = /^[[(]\s*([^\])]+?)\s*[\])]$/u.exec(heading.text)?.[1];
    if (bare && (isUnitText(bare) || isPowerOfTenUnit(bare))) {
      const owner = columns.find((column) => column.unit.toLowerCase() === bare.toLowerCase());
      if (!owner || owner.range) return null;
      owner.range = heading;
      continue;
    }
    // A range heading may name its column's unit in brackets ('Reference (x10^9/L)').
    const bracketed = /^(\p{L}[\p{L}.\s-]*?)\s*[[(]([^\])]+)[\])]$/u.exec(heading.text);
    const words = bracketed?.[1] ?? heading.text;
    if (/\d/.test(words) || !/^\p{L}/u.test(words)) return null;
    const ends = (bracketed?.[2] ?? heading.words.at(-1)!.text).trim().toLowerCase();
    const owner =
      columns.find((column) => column.unit.toLowerCase() === ends) ??
      columnNamedBy(ends, columns) ??
      columns.at(-1) ??
      null;
    if (!owner || owner.range) return null;
    owner.range = heading;
  }
  // A count's column headed by a word alone and by nothing after it ('Differential count  %
  // Absolute'): its unit is the one each row prints after the count.
  if (unnamedCount) columns.push({ heading: unnamedCount, unit: UNIT_IN_ROW, range: null });
  // With no names' heading, only a sub-header that heads each column's range apart: one range
  // heading over both ('Ref. % / Ref. g/dL') is read by each row's shape.
  if (isNameImplied && columns.some((column) => !column.range)) return null;
  const units = columns.map((column) => column.unit.toLowerCase());
  if (columns.length < 2 || new Set(units).size !== columns.length) return null;
  return { name, columns, headings };
}

/**
 * A note that names how the table's results were measured ('Metodo: …', 'Method: …'): a method
 * heading's word (table-header.ts), a colon, then words.
 */
const METHOD_NOTE = new RegExp(String.raw`^(?:${METHOD_HEADINGS.join('|')})\s*:\s*\p{L}`, 'iu');

/** A column whose unit each row prints after its number, its heading naming none. */
const UNIT_IN_ROW = '';
const hasUnitInRow = (header: UnitHeader) =>
  header.columns.some((column) => column.unit === UNIT_IN_ROW);

/**
 * Where the range of the read-back table stands: at the last heading, after every result; past
 * it when that heading is a result column's (its range printed after it with no heading).
 */
const rangeSlot = (header: UnitHeader) => {
  const last = header.headings.at(-1)!;
  return header.columns.some((column) => column.heading === last) ? last.x1 + 40 : last.x0;
};
const hasRange = (header: UnitHeader) =>
  header.columns.some((column) => column.range) ||
  hasUnitInRow(header) ||
  header.columns.some((column) => column.unit === '%');

/** The header the table reader reads: the name heading as printed, 'Result', 'Unit', 'Range'. */
function readableHeader(line: PlacedLine, header: UnitHeader): PlacedLine {
  const [first, second] = header.columns;
  const words = [
    ...header.name.words,
    wordAt('Result', first!.heading.x0, line.height),
    wordAt('Unit', second!.heading.x0, line.height),
  ];
  if (hasRange(header)) words.push(wordAt('Range', rangeSlot(header), line.height));
  return { ...line, words };
}

/**
 * A cell whose words run on under the next heading at word spacing ('24.5 ↓ 40 - 75' under '%'
 * and 'Réf. %', a share, its flag and its range set close): parted where a word starts at or past
 * a heading that its first word stands before.
 */
function apartAtHeadings(cell: Cell, headings: Cell[], height: number): Cell[] {
  const cut = cell.words.findIndex(
    (word, at) =>
      at > 0 &&
      headings.some(
        (heading) => heading.x0 > cell.x0 + height && word.x0 >= heading.x0 - height / 2,
      ),
  );
  if (cut <= 0) return [cell];
  return [
    cellOf(cell.words.slice(0, cut)),
    ...apartAtHeadings(cellOf(cell.words.slice(cut)), headings, height),
  ];
}

/** The row's cells under each heading: from a little before it to a little before the next. */
function cellsUnder(cells: Cell[], header: UnitHeader, height: number): Map<Cell, Cell[]> {
  const under = new Map<Cell, Cell[]>(header.headings.map((heading) => [heading, []]));
  for (const cell of cells.flatMap((whole) => apartAtHeadings(whole, header.headings, height))) {
    const heading = header.headings.findLast((candidate) => cell.x0 >= candidate.x0 - 2 * height);
    if (heading) under.get(heading)!.push(cell);
  }
  return under;
}

/**
 * The count's words with its unit second: printed after it, or under a units' heading after it
 * ('3,03  10^3/μL' under 'Valore ass.  U.M.'), whose cells are then taken.
 */
function countAndUnit(under: Map<Cell, Cell[]>, headings: Cell[], count: Cell): PlacedWord[] {
  const [number, ...rest] = (under.get(count) ?? []).flatMap((cell) => cell.words);
  const next = headings
    .slice(headings.indexOf(count) + 1)
    .find((heading) => headingRoleOf(heading.text) === 'unit');
  if (!number || (rest[0] && isAnyUnitText(rest[0].text))) return number ? [number, ...rest] : [];
  if (!next) return [number, ...rest];
  // One cell, perhaps of words ('x 10^9/l', read 'x10^9/l'): the unit as one word.
  const [cell, ...more] = under.get(next) ?? [];
  const text = cell?.text.replace(/^([x×])\s+(?=10)/u, '$1');
  if (!cell || !text || more.length > 0 || !isAnyUnitText(text)) return [number, ...rest];
  under.set(next, []);
  return [number, { ...cell.words[0]!, text, x1: cell.x1 }, ...rest];
}

/** A row of the table as one line per unit column, or null when the line is no such row. */
function rowLines(line: PlacedLine, header: UnitHeader): PlacedLine[] | null {
  // The method's note under the header ('Metodo: elettroforesi capillare'), before the fractions:
  // kept as printed, and the rows after it read on (ADR 081 item 760).
  if (METHOD_NOTE.test(placedLineText(line))) return [line];
  const [name, ...cells] = columnCells(line);
  const [first, second] = header.columns;
  if (!name || !/^\p{L}/u.test(name.text) || name.x1 > first!.heading.x0) return null;
  const under = cellsUnder(cells, header, line.height);
  // A range printed after the last number with no heading of its own ('Albumine  51,2 *  39,9
  // (55,8 - 66,1)' under 'Électrophorèse des protéines  %  g/L'): no column's, set aside.
  const last = header.headings.at(-1)!;
  const lastCells = under.get(last) ?? [];
  const isLastAUnitColumn = header.columns.some((column) => column.heading === last);
  // The count's own unit and range after it, under a heading that names no unit ('2.06
  // x10^9/L  1.60 - 6.98' under 'Absolute').
  let rowUnit: string | null = null;
  let shareRange: PlacedWord[] = [];
  let countRange: PlacedWord[] = [];
  const inRow = header.columns.find((column) => column.unit === UNIT_IN_ROW);
  if (inRow && inRow.heading !== last) {
    // The count's unit after it, its range under a heading of its own ('12.03 G/l H' under
    // 'assoluta', '1.60 - 7.40' under 'rif. assoluta').
    const [count, unit, ...flags] = countAndUnit(under, header.headings, inRow.heading);
    if (!count || !unit || !isAnyUnitText(unit.text)) return null;
    rowUnit = unit.text;
    under.set(inRow.heading, [cellOf([count, ...flags])]);
  } else if (hasUnitInRow(header)) {
    const [count, unit, ...ranges] = lastCells;
    if (!count || !unit || !isAnyUnitText(unit.text)) return null;
    if (!ranges.every((cell) => UNHEADED_RANGE.test(cell.text))) return null;
    rowUnit = unit.text;
    countRange = ranges.flatMap((cell) => cell.words);
    under.set(last, [count]);
  } else if (
    isLastAUnitColumn &&
    lastCells.slice(1).every((cell) => UNHEADED_RANGE.test(cell.text.replace(/\s*%$/, '')))
  ) {
    // A range in '%' there is the share's ('1  72  0 - 5 %' under '%  Absoluto /uL').
    const shares = lastCells.slice(1).filter((cell) => /%$/.test(cell.text));
    if (shares.length === 1) shareRange = shares[0]!.words;
    under.set(last, lastCells.slice(0, 1));
  }
  // Each column's number, with the flag printed beside it ('12.50  H') or glued to it ('0.84↓')
  // kept after it.
  const numbers = header.columns.map((column) =>
    withGluedFlagApart((under.get(column.heading) ?? []).flatMap((cell) => cell.words)),
  );
  // A number may print its column's unit after it ('58.2 %' under 'Relativo'): set aside. Or
  // another unit in its place ('Eritroblasti (NRBC)  0,0 /100 GB' under 'Valore %': nucleated
  // red cells are counted per hundred white cells, not as a share); that unit is the row's.
  const unitsHere = header.columns.map((column) => column.unit);
  header.columns.forEach((column, index) => {
    const [number, ...rest] = numbers[index]!;
    if (rest[0]?.text.toLowerCase() === column.unit.toLowerCase())
      numbers[index] = [number!, ...rest.slice(1)];
    const printed = rest.map((word) => word.text).join(' ');
    if (column.unit === '%' && rest.length > 0 && isAnyUnitText(tidyLine(printed))) {
      numbers[index] = [number!];
      unitsHere[index] = printed;
    }
  });
  const isRow = numbers.every(
    ([number, ...rest]) =>
      number !== undefined &&
      NUMBER.test(number.text) &&
      rest.length <= 1 &&
      rest.every((word) => readFlag(word.text) !== null),
  );
  if (!isRow) return null;
  const slot = rangeSlot(header);
  return header.columns.map((column, index) => {
    const [number, ...flag] = numbers[index] as [PlacedWord, ...PlacedWord[]];
    const isUnitInRow = column.unit === UNIT_IN_ROW;
    const range = column.range
      ? (under.get(column.range) ?? []).flatMap((cell) => cell.words)
      : isUnitInRow
        ? countRange
        : column.unit === '%'
          ? shareRange
          : [];
    const shift = range.length > 0 ? slot - range[0]!.x0 : 0;
    return {
      ...line,
      words: [
        ...name.words,
        { ...number, x0: first!.heading.x0, x1: first!.heading.x0 + (number.x1 - number.x0) },
        ...flag.map((word) => ({
          ...word,
          x0: number.x1 + 1,
          x1: number.x1 + 1 + (word.x1 - word.x0),
        })),
        wordAt(isUnitInRow ? rowUnit! : unitsHere[index]!, second!.heading.x0, line.height),
        ...range.map((word) => ({ ...word, x0: word.x0 + shift, x1: word.x1 + shift })),
      ],
    };
  });
}

/** Placed lines with every unit-headed table read as a table of one result per line. */
export function unfoldUnitHeadedColumns(input: readonly PlacedLine[]): PlacedLine[] {
  return unfoldHeadedRows(input, unitHeaderOf, rowLines, (rows, header, index) => {
    // The header in force before, found only now: a unit-headed table is rare.
    const before = headerLineBefore(input, index);
    return [readableHeader(input[index]!, header), ...rows, ...(before ? [before] : [])];
  });
}
