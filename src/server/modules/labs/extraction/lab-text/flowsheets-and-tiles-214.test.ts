/**
 * What sets 214-217's tune parts taught (ADR 081 items 406-409): a ward's flowsheet dated by day
 * and time (a date over each time, or once over its day's times; a weekday before the date; a
 * change column beside the newest; names headed 'Result'), and a tile grid whose drawn gauges
 * print their bounds beside the value.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine, readRows as read, textLayer } from './read-rows.test-helpers';

describe("a ward's flowsheet dated by day and time", () => {
  it('takes the newest of days printed without a year over their times, beside a change column', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['07/06', 172],
          ['08/06', 226],
          ['09/06', 280],
          ['10/06', 334],
        ]),
        phrasesLine(1, [
          ['Determinación', 30],
          ['22:15', 172],
          ['07:00', 226],
          ['07:00', 280],
          ['07:00', 334],
          ['Dif.', 392],
          ['Valores ref.', 432],
          ['Unidades', 506],
        ]),
        phrasesLine(2, [
          ['Glucosa', 30],
          ['248H', 172],
          ['196H', 226],
          ['174H', 280],
          ['158H', 334],
          ['−16', 392],
          ['74 - 106', 432],
          ['mg/dL', 506],
        ]),
        phrasesLine(3, [
          ['Sodio', 30],
          ['134L', 172],
          ['137', 226],
          ['139', 280],
          ['141', 334],
          ['+2', 392],
          ['136 - 145', 432],
          ['mmol/L', 506],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['glucose', 158, 'mg/dL', true],
      ['sodium', 141, 'mmol/L', true],
    ]);
  });

  it("orders one day's columns by the time under each date, across midnight", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['14/03', 252],
          ['14/03', 312],
          ['14/03', 372],
          ['15/03', 432],
        ]),
        phrasesLine(1, [
          ['Test', 28],
          ['Units', 128],
          ['Ref. range', 192],
          ['10:00', 252],
          ['18:00', 312],
          ['22:00', 372],
          ['02:00', 432],
          ['06:00', 494],
        ]),
        phrasesLine(2, [
          ['Potassium', 28],
          ['mmol/L', 128],
          ['3.5 - 5.3', 192],
          ['5.8 H', 252],
          ['5.4 H', 312],
          ['4.9', 372],
          ['4.6', 432],
          ['4.2', 494],
        ]),
      ]),
    );
    expect(rows).toEqual([['potassium', 4.2, 'mmol/L', true]]);
  });

  it("reads a date printed once over its day's times, a weekday before it, and names headed 'Result'", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['So 09.11.', 188],
          ['Mo 10.11.', 292],
        ]),
        phrasesLine(1, [
          ['Result', 30],
          ['Units', 130],
          ['18:00', 188],
          ['22:00', 240],
          ['02:00', 292],
          ['06:00', 344],
          ['Normal Range', 462],
        ]),
        phrasesLine(2, [
          ['Sodium', 30],
          ['mmol/L', 130],
          ['141', 188],
          ['144', 240],
          ['147 H', 292],
          ['149 H', 344],
          ['135-145', 462],
        ]),
        phrasesLine(3, [
          ['Potassium', 30],
          ['mmol/L', 130],
          ['3.6', 240],
          ['3.7', 344],
          ['3.5-5.1', 462],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['sodium', 149, 'mmol/L', true],
      ['potassium', 3.7, 'mmol/L', true],
    ]);
  });
});

describe('a tile grid with drawn gauges', () => {
  it("reads each tile's value, not the bound its gauge prints beside it", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Total cholesterol', 46],
          ['Sub-optimal', 228],
          ['LDL cholesterol', 314],
          ['Sub-optimal', 496],
        ]),
        phrasesLine(1, [
          ['[---------◆|---]', 156],
          ['[---------◆|---]', 424],
        ]),
        phrasesLine(2, [
          ['5.4', 46],
          ['mmol/L', 83],
          ['5.5', 187],
          ['3.2', 314],
          ['mmol/L', 351],
          ['3.5', 456],
        ]),
        phrasesLine(3, [
          ['Lab range  <5.5', 156],
          ['Lab range  <3.5', 424],
        ]),
        phrasesLine(5, [
          ['HDL cholesterol', 46],
          ['Optimal', 246],
          ['Triglycerides', 314],
          ['Optimal', 515],
        ]),
        phrasesLine(6, [
          ['[---|--◆-------]', 156],
          ['[----◆-----|---]', 424],
        ]),
        phrasesLine(7, [
          ['1.72', 46],
          ['mmol/L', 96],
          ['1.20', 162],
          ['0.9', 314],
          ['mmol/L', 351],
          ['2.0', 456],
        ]),
        phrasesLine(8, [
          ['Lab range  >1.20', 156],
          ['Lab range  <2.0', 424],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['total-cholesterol', 5.4, 'mmol/L', true],
      ['ldl-cholesterol', 3.2, 'mmol/L', true],
      ['hdl-cholesterol', 1.72, 'mmol/L', true],
      ['triglycerides', 0.9, 'mmol/L', true],
    ]);
  });

  it("sets aside a status in the clinic's own words beside a card's name", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['SHBG', 47],
          ['Ideal', 257],
          ['Prolactin', 317],
          ['Watch', 527],
        ]),
        phrasesLine(1, [
          ['34', 47],
          ['nmol/L', 83],
          ['Reference: 16.5 - 55.9 nmol/L', 163],
          ['9.8', 317],
          ['ng/mL', 368],
          ['Reference: 4.0 - 15.2 ng/mL', 432],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['shbg', 34, 'nmol/L', true],
      ['prolactin', 9.8, 'ng/mL', true],
    ]);
  });

  it('reads past a gauge of block characters on the value line', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Ferritin', 46],
          ['Normal', 228],
          ['Vitamin B12', 314],
          ['Normal', 496],
        ]),
        phrasesLine(1, [
          ['86', 46],
          ['µg/L', 70],
          ['▁▂▃▅▇', 156],
          ['412', 314],
          ['ng/L', 340],
          ['▁▂▃▅▇', 424],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['ferritin', 86, 'µg/L', true],
      ['vitamin-b12', 412, 'ng/L', true],
    ]);
  });
});
