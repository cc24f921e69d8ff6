/**
 * A table's comment, remark or note column (ADR 081 item 542): a number written there ('eGFR
 * 52 ml/min', 'Vorwert 1,10 mg/dl') is no result the table prints in its own columns. It is
 * never shown as read: the column's words are set aside, or, read as a result beside the row,
 * held for review with the reason that it came from the comment column.
 */
import { describe, expect, it } from 'vitest';
import { readPlacedItems } from '../../../../../../tests/fixtures/labs/read-placed-cells';
import type { ExtractedRow } from '../extraction.types';
import type { PlacedLine } from '../placed-lines';
import { readTableHeader } from './table-header';
import { isUnderSetAsideColumn } from './table-row';

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value ?? row.valueText, row.reviewReason === null]);

/** Cells at their x, one line a row 16 points apart; a row's second comment line 8 below it. */
const items = (rows: [string, number][][]) =>
  rows.flatMap((cells, row) => cells.map(([text, x]) => ({ text, x, y: 60 + row * 16 })));

/** A line of words at their x, in points, 9 points high. */
const placed = (cells: [string, number][]): PlacedLine => ({
  words: cells.map(([text, x]) => ({ text, x0: x, x1: x + 4.5 * text.length })),
  height: 9,
  page: 1,
});

describe('a comment column beside a table', () => {
  it('never shows a number written in the comment column as a result (German remarks)', async () => {
    const rows = await readPlacedItems(
      items([
        [
          ['Analyse', 40],
          ['Ergebnis', 160],
          ['Einheit', 230],
          ['Referenzbereich', 300],
          ['Bemerkung', 400],
        ],
        [
          ['Natrium', 40],
          ['133', 160],
          ['L', 190],
          ['mmol/l', 230],
          ['135 - 145', 300],
          ['Unter Diuretikum;', 400],
        ],
        [['Kontrolle empfohlen.', 400]],
        [
          ['Kreatinin', 40],
          ['1,42', 160],
          ['H', 190],
          ['mg/dl', 230],
          ['0,70 - 1,20', 300],
          ['eGFR 52 ml/min/1,73m² (CKD-EPI).', 400],
        ],
        [['Vorwert 1,10 mg/dl im Mai.', 400]],
        [
          ['Harnstoff', 40],
          ['48', 160],
          ['H', 190],
          ['mg/dl', 230],
          ['17 - 43', 300],
          ['Probe leicht hämolytisch,', 400],
        ],
        [['bitte Verlauf beachten.', 400]],
        [
          ['Glukose', 40],
          ['96', 160],
          ['mg/dl', 230],
          ['70 - 100', 300],
        ],
        [
          ['Kalium', 40],
          ['4,1', 160],
          ['mmol/l', 230],
          ['3,5 - 5,1', 300],
        ],
      ]),
    );
    const shown = rows.filter((row) => row.reviewReason === null);
    expect(brief(shown)).toEqual([
      ['sodium', 133, true],
      ['creatinine', 1.42, true],
      ['urea', 48, true],
      ['glucose', 96, true],
      ['potassium', 4.1, true],
    ]);
    // Whatever else is read from the comments is held, and says where it came from.
    for (const row of rows.filter((each) => each.reviewReason !== null))
      expect(row.reviewReason).toMatch(/comment|note/i);
  });

  it('knows a cell under a comment, remark or note heading, in any language, as set aside', () => {
    for (const heading of [
      'Comment',
      'Remarks',
      'Bemerkung',
      'Anmerkungen',
      'Commentaire',
      'Observación',
      'Osservazioni',
      'Note',
    ]) {
      const header = readTableHeader(
        placed([
          ['Test', 40],
          ['Result', 170],
          ['Units', 240],
          ['Reference range', 312],
          [heading, 420],
        ]),
      );
      expect(header).not.toBeNull();
      const height = 9;
      expect(isUnderSetAsideColumn({ x0: 420, x1: 470 }, header!, height)).toBe(true);
      expect(isUnderSetAsideColumn({ x0: 170, x1: 185 }, header!, height)).toBe(false);
      expect(isUnderSetAsideColumn({ x0: 312, x1: 350 }, header!, height)).toBe(false);
    }
  });
});
