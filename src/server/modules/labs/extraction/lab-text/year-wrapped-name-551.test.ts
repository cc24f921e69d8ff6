/**
 * A table row's name wrapped onto the next line, ending in a year ('eGFR CKD-EPI' over '2021'),
 * is no card whose value is that year (ADR 081 item 551): the row keeps its columns and the
 * newest one's result. Read as a card, the row lost its columns and showed the oldest result.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { PlacedLine } from '../placed-lines';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

/** A line of words at the given left edges, each as wide as its letters at 8 points. */
function line(...cells: [string, number][]): PlacedLine {
  return {
    height: 8,
    page: 0,
    words: cells.flatMap(([text, x]) => {
      let at = x;
      return text.split(' ').map((word) => {
        const placed = { text: word, x0: at, x1: at + word.length * 4.4 };
        at = placed.x1 + 2.2;
        return placed;
      });
    }),
  };
}

describe("a year wrapped under a cumulative row's name", () => {
  it('leaves the row read under its columns, the newest result current', () => {
    const rows = parseLabText(
      [
        line(
          ['Investigation', 28],
          ['15.04.2024', 116],
          ['15.07.2024', 185],
          ['15.10.2024', 252],
          ['Units', 321],
          ['Biological ref. interval', 412],
        ),
        line(
          ['Creatinine', 28],
          ['74', 116],
          ['81', 185],
          ['90', 252],
          ['μmol/L', 321],
          ['53 - 106', 412],
        ),
        line(
          ['eGFR CKD-EPI', 28],
          ['59 *', 116],
          ['75', 185],
          ['72', 252],
          ['ml/min/1,73 m²', 321],
          ['> 60', 412],
        ),
        line(['2021', 28]),
        line(
          ['Urea', 28],
          ['6,3', 116],
          ['6,7', 185],
          ['7,0', 252],
          ['mmol/l', 321],
          ['2,5 - 7,8', 412],
        ),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['creatinine', '90'],
      ['egfr', '72'],
      ['urea', '7.0'],
    ]);
  });
});
