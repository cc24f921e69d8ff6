/**
 * What sets 178's and 179's tune parts taught (specialist clinics' records; ADR 081 items
 * 331-337): a grid with the tests across the top and a visit per line, a clinic's column of
 * thresholds and actions, a corrected calcium named among other notes in its brackets, monthly
 * columns headed by month and year (the year beside or under the month), names qualified as
 * before dialysis, a protocol's thresholds and a second target in brackets.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, placedLine, readRows as read } from './read-rows.test-helpers';

describe('a grid with the tests across the top and a visit per line', () => {
  const header = line(0, [
    ['Date', 36],
    ['TSH', 100],
    ['Free T4', 160],
    ['TRAb', 220],
    ['ANC', 280],
    ['Carbimazole', 340],
  ]);
  const units = line(1, [
    ['uIU/mL', 100],
    ['ng/dL', 160],
    ['IU/L', 220],
    ['10^3/uL', 280],
    ['mg/day', 340],
  ]);
  const ranges = line(2, [
    ['Ref. interval', 36],
    ['0.35-4.94', 100],
    ['0.70-1.48', 160],
    ['< 1.75', 220],
    ['2.0-7.0', 280],
  ]);
  const visit = (row: number, date: string, cells: string[], mark: string[] = []) =>
    line(row, [
      [date, 36],
      ...cells.map((cell, index): [string, number] => [cell, 100 + 60 * index]),
      ...mark.map((word, index): [string, number] => [word, 400 + 20 * index]),
    ]);

  it("reads the visit marked current, each result with its column's unit and range", () => {
    const rows = read([
      header,
      units,
      ranges,
      visit(3, '10-Jan-2025', ['<0.01*', '4.82*', '14.2*', '4.6', '30']),
      visit(4, '18-Jul-2025', ['0.03*', '1.21', '6.4*', '2.9', '10'], ['<-', 'current']),
      visit(5, '16-May-2025', ['0.01*', '1.62*', '-', '3.4', '15']),
    ]);
    // Nothing was read: the grid is no table of a test a line.
    expect(rows).toEqual([
      ['tsh', 0.03, 'µIU/mL', true],
      ['free-t4', 1.21, 'ng/dL', true],
      ['trab', 6.4, 'U/L', true],
      ['neutrophils', 2.9, '10^3/µL', true],
    ]);
  });

  it('reads the newest visit when none is marked, and leaves out a drug dose column', () => {
    const rows = read([
      header,
      units,
      ranges,
      visit(3, '12-Mar-2025', ['<0.01*', '2.36*', '-', '3.1', '20']),
      visit(4, '16-May-2025', ['0.01*', '1.62*', '-', '3.4', '15']),
    ]);
    expect(rows).toEqual([
      ['tsh', 0.01, 'µIU/mL', true],
      ['free-t4', 1.62, 'ng/dL', true],
      ['neutrophils', 3.4, '10^3/µL', true],
    ]);
  });
});

describe('grids of visits written elsewhere: other languages, orders and spacings', () => {
  it('reads a German grid, newest visit first, decimal commas and no line of ranges', () => {
    const rows = read([
      line(0, [
        ['Datum', 36],
        ['TSH', 100],
        ['fT4', 160],
        ['fT3', 220],
        ['Leukozyten', 280],
      ]),
      line(1, [
        ['mU/l', 100],
        ['pmol/l', 160],
        ['pmol/l', 220],
        ['G/l', 280],
      ]),
      line(2, [
        ['03.03.2025', 36],
        ['0,02', 100],
        ['28,4', 160],
        ['8,9', 220],
        ['5,9', 280],
      ]),
      line(3, [
        ['27.01.2025', 36],
        ['<0,01', 100],
        ['41,6', 160],
        ['14,2', 220],
        ['6,3', 280],
      ]),
    ]);
    expect(rows).toEqual([
      ['tsh', 0.02, 'mU/L', true],
      ['free-t4', 28.4, 'pmol/L', true],
      ['free-t3', 8.9, 'pmol/L', true],
      ['wbc', 5.9, '10^9/L', true],
    ]);
  });

  it('splits two headings set closer than a column gap where their results stand apart', () => {
    const rows = read([
      placedLine(0, [
        ['Date', 36],
        ['TSH', 100],
        ['FT4', 150],
        ['SGPT', 200],
        ['(ALT)', 223],
        ['Carbimazole', 251],
      ]),
      placedLine(1, [
        ['uIU/mL', 100],
        ['ng/dL', 150],
        ['U/L', 200],
        ['mg/day', 251],
      ]),
      placedLine(2, [
        ['12-Mar-2025', 36],
        ['0.01*', 100],
        ['2.36*', 150],
        ['61*', 200],
        ['20', 251],
      ]),
      placedLine(3, [
        ['16-May-2025', 36],
        ['0.03*', 100],
        ['1.21', 150],
        ['36', 200],
        ['10', 251],
      ]),
    ]);
    // 'SGPT (ALT) Carbimazole' as one heading held two results and the grid was not read.
    expect(rows).toEqual([
      ['tsh', 0.03, 'µIU/mL', true],
      ['free-t4', 1.21, 'ng/dL', true],
      ['alt', 36, 'U/L', true],
    ]);
  });

  it('reads a grid with no line of units, its first visit under the headings, month-first dates', () => {
    const rows = read([
      line(0, [
        ['Visit date', 36],
        ['Hemoglobin A1c', 100],
        ['Glucose', 200],
        ['Creatinine', 280],
      ]),
      line(1, [
        ['01/15/2025', 36],
        ['7.9', 100],
        ['162', 200],
        ['1.1', 280],
      ]),
      line(2, [
        ['04/22/2025', 36],
        ['7.1', 100],
        ['141', 200],
        ['1.2', 280],
      ]),
    ]);
    // The headings over the first visit's results had been read as a row of cards: the oldest
    // visit's glucose and creatinine. With no unit printed, each row is held for a check.
    expect(rows).toEqual([
      ['hba1c', 7.1, null, false],
      ['glucose', 141, null, false],
      ['creatinine', 1.2, null, false],
    ]);
  });
});

describe("a clinic's column of thresholds and actions", () => {
  it('sets its numbers aside and reads the result', () => {
    const rows = read([
      line(0, [
        ['Test', 36],
        ['Result', 146],
        ['Units', 204],
        ['Reference', 268],
        ['Previous', 338],
        ['HF clinic threshold / action', 398],
      ]),
      line(1, [
        ['Sodium', 36],
        ['134', 146],
        ['L', 186],
        ['mmol/L', 204],
        ['136 - 145', 268],
        ['137', 338],
        ['Review diuretic if < 130', 398],
      ]),
      line(2, [
        ['Potassium', 36],
        ['5.2', 146],
        ['H', 186],
        ['mmol/L', 204],
        ['3.5 - 5.1', 268],
        ['4.8', 338],
        ['MRA: hold if > 5.5; halve if > 5.0', 398],
      ]),
    ]);
    // Both were lost: the threshold's numbers made the row no result.
    expect(rows).toEqual([
      ['sodium', 134, 'mmol/L', true],
      ['potassium', 5.2, 'mmol/L', true],
    ]);
  });
});

describe('names that another line or another note changes', () => {
  const header = line(0, [
    ['INVESTIGATION', 40],
    ['RESULT', 166],
    ['UNIT', 216],
    ['REFERENCE INTERVAL', 300],
    ['FLAG', 400],
  ]);

  it('reads a calcium corrected for albumin, named among other notes, as the corrected calcium', () => {
    const rows = read([
      header,
      line(1, [['Calcium (Total,', 40]]),
      line(2, [
        ['Albumin-Corrected)', 40],
        ['2.18', 166],
        ['mmol/L', 216],
        ['2.20 - 2.60', 300],
        ['L', 400],
      ]),
    ]);
    // It was shown as the total calcium: the brackets' notes were dropped whole.
    expect(rows).toEqual([['adjusted-calcium', 2.18, 'mmol/L', true]]);
  });
});

describe('monthly columns headed by month and year', () => {
  it("reads the newest month's column", () => {
    const beside = read([
      line(0, [
        ['Test', 36],
        ['Units', 150],
        ['Target', 204],
        ['Apr 2025', 288],
        ['May 2025', 360],
        ['Jun 2025', 432],
      ]),
      line(1, [
        ['Potassium', 36],
        ['mmol/L', 150],
        ['3.5 - 5.5', 204],
        ['5.1', 288],
        ['5.4', 360],
        ['5.8', 432],
      ]),
    ]);
    expect(beside).toEqual([['potassium', 5.8, 'mmol/L', true]]);
  });
});

describe("a dialysis unit's monthly table, the year under each month", () => {
  it("reads the newest month's column, names qualified as before dialysis", () => {
    const rows = read([
      line(0, [
        ['PARÁMETRO', 30],
        ['UNIDAD', 148],
        ['META', 198],
        ['ABR', 300],
        ['MAY', 350],
        ['JUN', 400],
        ['OBS.', 450],
      ]),
      line(1, [
        ['2025', 300],
        ['2025', 350],
        ['2025', 400],
      ]),
      line(2, [
        ['Potasio', 30],
        ['mEq/L', 148],
        ['3.5 – 5.5', 198],
        ['5.1', 300],
        ['5.4', 350],
        ['5.8', 400],
        ['A', 450],
      ]),
      line(3, [
        ['Creatinina pre-HD', 30],
        ['mg/dL', 148],
        ['—', 198],
        ['8.2', 300],
        ['8.8', 350],
        ['8.9', 400],
      ]),
    ]);
    // Nothing was read: the months were taken for cards and the years for their values.
    expect(rows).toEqual([
      ['potassium', 5.8, 'mEq/L', true],
      ['creatinine', 8.9, 'mg/dL', true],
    ]);
  });
});

describe("a drug level, a protocol's thresholds and a second target in brackets", () => {
  it('reads them as the lab meant', () => {
    const rows = read([
      line(0, [
        ['ESAME', 40],
        ['RISULTATO', 221],
        ['U.M.', 282],
        ['VALORI DI RIFERIMENTO', 348],
        ['SOGLIA DH *', 458],
      ]),
      line(1, [
        ['AST (GOT)', 46],
        ['41', 250],
        ['↑', 268],
        ['U/L', 282],
        ['< 35', 348],
        ['≤ 87 (2,5 x LSN)', 458],
      ]),
      line(2, [
        ['Litio (litiemia)', 46],
        ['0.92', 250],
        ['mmol/l', 282],
        ['0.60–1.00 terap.', 348],
      ]),
    ]);
    // The threshold column's numbers made the row no row; 'Litio' was no name of the lithium
    // level.
    expect(rows).toEqual([
      ['ast', 41, 'U/L', true],
      ['lithium-level', 0.92, 'mmol/L', true],
    ]);
  });

  it('reads a range followed by a second target in brackets', () => {
    const rows = read([
      line(0, [
        ['Prueba', 46],
        ['Resultado', 215],
        ['Unidades', 262],
        ['Valores de referencia', 330],
      ]),
      line(1, [
        ['Prolactina', 46],
        ['14,6', 217],
        ['ng/mL', 262],
        ['4,8 - 23,3', 330],
      ]),
      line(2, [
        ['TSH', 46],
        ['2,94', 215],
        ['*', 241],
        ['µUI/mL', 262],
        ['0,27 - 4,20 (objetivo pregestacional < 2,50)', 330],
      ]),
    ]);
    // The bracketed target, read as a second range, made the row no row.
    expect(rows).toEqual([
      ['prolactin', 14.6, 'ng/mL', true],
      ['tsh', 2.94, 'µIU/mL', true],
    ]);
  });
});
