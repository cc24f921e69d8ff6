/**
 * What sets 188's and 189's tune parts taught (results as members print them from patient
 * portals, apps and e-mails; ADR 081 items 357-364): blocks with a line of field labels between
 * the name and the value, strips of earlier results beside each block, a portal's controls and
 * drawn range bars, a phone's status bar, an e-mail's list of results, a past-results table that
 * repeats this visit's values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { PlacedLine } from '../placed-lines';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

/** A placed line on a page of its own choosing (the helper's lines are all on page 1). */
const onPage = (page: number, placed: PlacedLine): PlacedLine => ({ ...placed, page });

describe("a portal's blocks with a line of field labels between the name and the value", () => {
  it('reads the value and range under their labels, the earlier results left out', () => {
    const rows = read([
      line(0, [
        ['Hämoglobin', 40],
        ['erniedrigt', 470],
      ]),
      line(1, [
        ['Ihr Wert', 40],
        ['Referenzbereich', 170],
        ['Verlauf', 330],
      ]),
      line(2, [
        ['11,4g/dl', 40],
        ['12,0 – 15,4 g/dl', 170],
        ['11.09.24', 330],
        ['12,1', 370],
        ['02.03.24', 410],
        ['12,4', 450],
      ]),
      line(3, [['···●·[━━━━━━━━━━]·····', 170]]),
      line(4, [
        ['Erythrozyten', 40],
        ['im Normbereich', 470],
      ]),
      line(5, [
        ['Ihr Wert', 40],
        ['Referenzbereich', 170],
        ['Verlauf', 330],
      ]),
      line(6, [
        ['4,08/pl', 40],
        ['3,90 – 5,20 /pl', 170],
        ['11.09.24', 330],
        ['4,21', 370],
      ]),
    ]);
    // Nothing was read: the name had no value on its line, the value no name (a Berlin portal 0).
    expect(rows).toEqual([
      ['hemoglobin', 11.4, 'g/dL', true],
      ['rbc', 4.08, '10^12/L', true],
    ]);
  });

  it('reads two cards side by side under one label line', () => {
    const rows = read([
      line(0, [
        ['Hematíes', 40],
        ['normal', 230],
        ['Hemoglobina', 305],
        ['bajo', 495],
      ]),
      line(1, [
        ['Su resultado', 40],
        ['Su resultado', 305],
      ]),
      line(2, [
        ['4,71', 40],
        ['x10^6/µL', 82],
        ['11,6', 305],
        ['g/dL', 347],
      ]),
      line(3, [
        ['Rango de referencia: 3,80 - 5,20 x10^6/µL', 40],
        ['Rango de referencia: 12,0 - 16,0 g/dL', 305],
      ]),
    ]);
    expect(rows).toEqual([
      ['rbc', 4.71, '10^6/µL', true],
      ['hemoglobin', 11.6, 'g/dL', true],
    ]);
  });
});

describe("a portal's labelled block across a page break", () => {
  it("reads no page's last line as the name over the next page's label and value", () => {
    const rows = read([
      onPage(1, line(0, [['Kalium', 40]])),
      onPage(
        2,
        line(1, [
          ['Ihr Wert', 40],
          ['Referenzbereich', 170],
        ]),
      ),
      onPage(
        2,
        line(2, [
          ['4,2 mmol/l', 40],
          ['3,5 – 5,1 mmol/l', 170],
        ]),
      ),
    ]);
    // The block has no name on its own page: never 'Kalium' from the page before, and whatever
    // is read of it is held for the member to name.
    expect(rows.map(([marker]) => marker)).not.toContain('potassium');
    expect(rows.filter(([, , , isShown]) => isShown)).toEqual([]);
  });
});

describe("a strip of earlier results beside each block, a portal's controls and drawn bars", () => {
  it('reads the block under the name, the strip, the control and the bar left out', () => {
    const rows = read([
      line(0, [
        ['Glucose Fasting', 40],
        ['Show more', 505],
      ]),
      line(1, [
        ['6.4 mmol/L', 40],
        ['HIGH', 127],
        ['Past results', 340],
      ]),
      line(2, [
        ['2024-09-11', 340],
        ['5.9', 400],
      ]),
      line(3, [
        ['Low |------------| ● High', 40],
        ['2024-02-02', 340],
        ['6.1', 400],
      ]),
      line(4, [['Normal range: 3.6 - 6.0 mmol/L', 40]]),
    ]);
    // The strip's dates and values, 'Show more' and the bar's 'Low' and 'High' stood beside the
    // value as cells nothing could read: a Hamilton portal's print read nothing.
    expect(rows).toEqual([['glucose', 6.4, 'mmol/L', true]]);
  });

  it('takes the strip off from its date marked current, over the values under it', () => {
    const rows = read([
      line(0, [
        ['Haemoglobin', 40],
        ['11-Mar-25 (current)', 330],
        ['02-Dec-24', 408],
        ['19-Aug-24', 486],
      ]),
      line(1, [
        ['12.1', 40],
        ['12.1', 330],
        ['11.4', 408],
        ['10.8', 486],
      ]),
      line(2, [
        ['g/dL', 74],
        ['Low', 150],
      ]),
      line(3, [['Normal: 13.0 - 17.0 g/dL', 40]]),
    ]);
    expect(rows).toEqual([['hemoglobin', 12.1, 'g/dL', true]]);
  });

  it("leaves a table's own column of earlier results to the table", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 200],
        ['Units', 260],
        ['Previous', 330],
      ]),
      line(1, [
        ['Potassium', 40],
        ['5.7', 200],
        ['mmol/L', 260],
        ['4.6', 330],
      ]),
    ]);
    expect(rows).toEqual([['potassium', 5.7, 'mmol/L', true]]);
  });
});

describe("a phone's screens, an e-mail's list and a portal's past results", () => {
  it("reads no card from a page's tab bar over the next page's status bar", () => {
    const rows = read([
      onPage(
        1,
        line(0, [
          ['Inicio', 166],
          ['Cartilla', 222],
          ['Resultados', 286],
          ['Perfil', 385],
        ]),
      ),
      onPage(
        2,
        line(1, [
          ['10:23', 160],
          ['4G 71%', 392],
        ]),
      ),
      onPage(2, line(2, [['Glucemia  1,08  g/L', 160]])),
    ]);
    // 'Perfil' over '4G 71%' was read as a card of a test we do not know.
    expect(rows).toEqual([['glucose', 1.08, 'g/L', true]]);
  });

  it("reads an e-mail's list of results, a dash before each and a goal in the range's brackets", () => {
    const rows = read(
      [
        'Biochimie (sang) :',
        '- Glucose à jeun : 131 mg/dL (70 - 100) ↑',
        '- Hémoglobine glyquée (HbA1c) : 7,2 % (< 6,5 ; objectif < 7,0) ↑',
        'Valores de referencia: < 150 mg/dL',
      ].join('\n'),
    );
    // The dash made each line no row; the goal after the semicolon made the range two.
    expect(rows).toEqual([
      ['glucose', 131, 'mg/dL', true],
      ['hba1c', 7.2, '%', true],
    ]);
  });

  it("reads a past-results table's newest column as this visit's results, not twice", () => {
    const rows = read([
      line(0, [
        ['Component', 40],
        ['Your Value', 240],
        ['Standard Range', 330],
      ]),
      line(1, [
        ['Cholesterol', 40],
        ['221', 240],
        ['<200 mg/dL', 330],
      ]),
      line(3, [['Past Results', 40]]),
      line(4, [
        ['Component', 40],
        ['3/12/25', 240],
        ['9/9/24', 320],
      ]),
      line(5, [
        ['Cholesterol', 40],
        ['221', 240],
        ['209', 320],
      ]),
    ]);
    expect(rows).toEqual([['total-cholesterol', 221, 'mg/dL', true]]);
  });
});

describe("a letterhead's address whose last word is one of Object's own members", () => {
  it('names no test instead of failing', () => {
    // 'Constructor' (a Mexico City neighbourhood) found Object's constructor in the table of
    // specimens a name may end with, and a Mexican report's reading failed with a TypeError.
    const reference = biomarkerReferenceFromFiles();
    expect(reference.resolveName('Av. Insurgentes Sur 1602, Col. Crédito Constructor')).toBeNull();
    expect(reference.resolveName('Glucosa toString')).toBeNull();
  });
});
