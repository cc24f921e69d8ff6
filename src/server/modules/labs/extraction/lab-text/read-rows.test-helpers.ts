/**
 * The lab rule tests' reading of a report: each row as [test, value (or its text), unit, shown
 * as read], the four things a member sees and whether the row was held for them to check; and
 * a placed line of words to build a table from.
 */
import type { PlacedLine } from '../placed-lines';
import { describeRow } from '../../lab-rows';
import type { StoredLabRow } from '../../labs.table';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText, type LabReportInput } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

export const readRows = (input: LabReportInput) =>
  parseLabText(input, reference).map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);

/** Each row's test and the printed range read for it, [low, high]. */
export const readRanges = (input: LabReportInput) =>
  parseLabText(input, reference).map((row) => [row.markerId, row.refLow, row.refHigh]);

/** Each row's test and the lab's own flag read for it ('H', 'L', '*' or null). */
export const readFlags = (input: LabReportInput) =>
  parseLabText(input, reference).map((row) => [row.markerId, row.labFlag]);

/** A line of words at their x (points), `row` lines down, 9 points high, 4.5 points a letter. */
export const placedLine = (row: number, words: [string, number][]): PlacedLine => ({
  words: words.map(([text, x]) => ({
    text,
    x0: x,
    x1: x + 4.5 * text.length,
    y0: 100 + row * 14,
    y1: 109 + row * 14,
  })),
  height: 9,
  page: 1,
});

/** A line of words each at the x written after it, as a probe prints a text layer: 'MCV@44 87.6@135'. */
export const wordsAt = (row: number, words: string): PlacedLine =>
  placedLine(
    row,
    words.split(' ').map((word) => {
      const [text = '', x = ''] = word.split('@');
      return [text, Number(x)];
    }),
  );

/** A line of phrases, each at its x and split into words as a PDF's text layer gives them. */
export function phrasesLine(row: number, phrases: [string, number][]): PlacedLine {
  const words: [string, number][] = [];
  for (const [phrase, x] of phrases) {
    let at = x;
    for (const word of phrase.split(' ')) {
      words.push([word, at]);
      at += 4.5 * (word.length + 1);
    }
  }
  return placedLine(row, words);
}

/** A line of cells, `row` lines down, each at the left edge given for it. */
export const cellsLine = (row: number, at: number[], cells: string[]): PlacedLine =>
  phrasesLine(
    row,
    cells.map((cell, i): [string, number] => [cell, at[i]!]),
  );

/** Lines as a PDF's text layer gives them: words with no picture boxes (an OCR word has them). */
export const textLayer = (lines: PlacedLine[]): PlacedLine[] =>
  lines.map((line) => ({
    ...line,
    words: line.words.map(({ y0: _y0, y1: _y1, ...word }) => word),
  }));

/** A section of a table report as text: its heading, the column headings, then its rows. */
export const headedReport = (
  heading: string,
  rows: string[],
  columns = 'Test   Result   Unit   Reference',
) => [heading, columns, ...rows].join('\n');

/** A blood gas analyser's ticket as text: a header, then each row's name, result, unit, range. */
export const analyserTicket = (rows: string[][]) =>
  ['Parameter   Result   Unit   Range', ...rows.map((row) => row.join('   '))].join('\n');

/**
 * A stored row of one test with a result (a word, or a number in the test's canonical unit), as
 * the analysis describes it for a person of unknown sex and age: the flag tests' row.
 */
export function describedAnswer(markerId: string, valueText: string, value: number | null = null) {
  const marker = reference.markers.get(markerId)!;
  const row: StoredLabRow = {
    id: markerId,
    name: marker.name,
    printed_name: null,
    marker_id: markerId,
    specimen: 'blood',
    value,
    value_text: valueText,
    unit: value === null ? null : (marker.canonical_unit ?? null),
    ref_low: null,
    ref_high: null,
    lab_flag: null,
    origin: 'extracted',
  };
  return describeRow(row, reference, { sex: null, age: null }).row;
}

/**
 * A German practice's table, 'Untersuchung  Ergebnis  Einheit  Referenzbereich': each row [name,
 * result, unit, range], a cell left empty as ''.
 */
export function germanTable(rows: [string, string, string, string][]): PlacedLine[] {
  return textLayer([
    phrasesLine(0, [
      ['Untersuchung', 40],
      ['Ergebnis', 222],
      ['Einheit', 288],
      ['Referenzbereich', 370],
    ]),
    ...rows.map(([name, result, unit, range], index) =>
      phrasesLine(
        index + 1,
        (
          [
            [name, 40],
            [result, 222],
            [unit, 288],
            [range, 370],
          ] as [string, number][]
        ).filter(([text]) => text !== ''),
      ),
    ),
  ]);
}
