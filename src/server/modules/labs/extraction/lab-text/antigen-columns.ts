/**
 * A Widal test printed as a grid: a header naming the antigens across ('Antigen  'O' (Somatic)
 * 'H' (Flagellar)'), then a line per organism with its titre under each ('Salmonella Typhi  1/160
 * 1/80'). Each titre is the organism's antigen's result ('Salmonella Typhi O', 'Salmonella Typhi
 * H'), which a line of one name and two titres does not say: the grid is read back as a line per
 * organism and antigen, each named so. The lines after the grid are left as printed.
 */
import type { PlacedLine } from '../placed-lines';
import { columnCells, unfoldHeadedRows, wordAt } from './rewritten-lines';
import type { Cell } from './side-by-side';

/** An antigen's heading: its letter, perhaps quoted, perhaps with its kind in brackets. */
const ANTIGEN_HEADING =
  /^(?:antig[eè]ne?\s+|ag\s+)?['"‘’]?([OH])['"‘’]?(?:\s*\((?:somatic|somatique|som[aá]tico|flagellar|flagellaire|flagelar|flagellare)\))?$/iu;

/** A titre as a grid prints it: '1/160', '1:80', '< 1/20'. */
const TITRE = /^[<>]?\s*1\s*[:/]\s*\d{1,5}$/;

/** The antigens' letters and the cells they head, or null when the line is no such header. */
function antigenHeader(line: PlacedLine): { letter: string; cell: Cell }[] | null {
  const cells = columnCells(line);
  const antigens = cells.flatMap((cell) => {
    const letter = ANTIGEN_HEADING.exec(cell.text)?.[1];
    return letter ? [{ letter: letter.toUpperCase(), cell }] : [];
  });
  // Every cell but the first (the organism's heading, or none) heads an antigen.
  const others = cells.length - antigens.length;
  if (antigens.length < 2 || others > 1 || antigens[0]!.cell !== cells[others]) return null;
  return new Set(antigens.map((antigen) => antigen.letter)).size === antigens.length
    ? antigens
    : null;
}

/** A grid's line as a line per antigen, or null when the line is no organism and its titres. */
function organismLines(
  line: PlacedLine,
  antigens: { letter: string; cell: Cell }[],
): PlacedLine[] | null {
  const [name, ...titres] = columnCells(line);
  if (!name || !/^\p{L}/u.test(name.text) || titres.length !== antigens.length) return null;
  if (!titres.every((cell) => TITRE.test(cell.text))) return null;
  return titres.map((titre, index) => {
    const letter = wordAt(antigens[index]!.letter, name.x1 + line.height / 2, line.height);
    return {
      ...line,
      words: [...name.words, letter, ...titre.words.map((word) => ({ ...word }))],
    };
  });
}

/** Placed lines with every antigen grid read as a line per organism and antigen. */
export function unfoldAntigenColumns(input: readonly PlacedLine[]): PlacedLine[] {
  return unfoldHeadedRows(input, antigenHeader, organismLines);
}
