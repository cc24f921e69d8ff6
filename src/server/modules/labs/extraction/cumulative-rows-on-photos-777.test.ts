/**
 * ADR 081 item 777, in our own tests and values: on a photo of a cumulative report, a unit OCR
 * misread into small letters with a slash ('pa/l' for 'µg/l') after the range is that range's
 * unit, not a second test's name; split there, the range '<0.50' under 'Referenz' was read as the
 * result and shown.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from './parse-lab-text';
import { linesFromWords, type OcrWord } from './word-rows';

const reference = biomarkerReferenceFromFiles();

/** An OCR word on a level line of 28 px text, boxed from x0 to x1. */
const ocrWord = (text: string, x0: number, x1: number, y: number): OcrWord => ({
  text,
  bbox: { x0, y0: y, x1, y1: y + 28 },
  lineSlope: 0,
  confidence: 85,
});
const line = (y: number, cells: [string, number, number][]) =>
  cells.map(([text, x0, x1]) => ocrWord(text, x0, x1, y));

describe('a misread unit after a cumulative row’s range (item 777)', () => {
  it('reads the newest column, not the range, under dated headings', () => {
    const words = [
      ...line(200, [
        ['Analyse', 130, 240],
        ['Referenz', 620, 740],
        ['Einheit', 900, 990],
        ['04.03.26', 1180, 1300],
        ['06.03.26', 1430, 1555],
        ['09.03.26', 1690, 1810],
        ['12.03.26', 1940, 2065],
      ]),
      ...line(260, [
        ['Procalcitonin', 130, 330],
        ['<0.50', 620, 700],
        ['pa/l', 900, 950],
        ['—', 1180, 1210],
        ['1.93', 1430, 1500],
        ['H', 1520, 1540],
        ['0.71', 1690, 1760],
        ['H', 1775, 1795],
        ['0.34', 1940, 2010],
      ]),
    ];
    const rows = parseLabText(linesFromWords(words, 1), reference, { isOcr: true });
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['procalcitonin', 0.34]]);
  });
});
