/**
 * ADR 081 items 755-760, in our own tests and values: a clotting table that prints the control
 * plasma's time beside the member's ('Patient  Control', 'PATIENT  TÉMOIN') reads the member's,
 * also when the range is told in words ('± 2 s du témoin', '6 s of control'); a timed
 * urine's table heads its concentration and its daily excretion each with its unit, and its range
 * 'per 24 h' is no column of a time; a name that says its sample is serum ('Kreatinin i.S.') is the
 * blood test under a urine heading (items 755-757). And what sets 352-354 taught at first contact:
 * a lone date headed 'Antériorités' is the earlier result, never today's (758); a dash between a
 * name and its titre is a separator, not a negative answer (759); a method's note under a table
 * headed by units does not end it (760); a date column alone beside a number under no heading
 * is held (761); a word result printed again as its normal answer loses no row (762); 'RBPT' and
 * 'BS for MPS' are names we know (763).
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { phrasesLine, textLayer } from './lab-text/read-rows.test-helpers';
import { readTableHeader } from './lab-text/table-header';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const readAs = (rows: ReturnType<typeof parseLabText>) =>
  rows.map((row) => [row.markerId, row.value, row.unit, row.reviewReason === null]);

describe("a clotting table with its control plasma's column (item 755)", () => {
  it("reads the patient's time, not the control's, in English", () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Test', 40],
          ['Patient', 200],
          ['Control', 260],
          ['Units', 320],
          ['Reference', 380],
        ]),
        phrasesLine(1, [
          ['Prothrombin time', 40],
          ['14.6', 200],
          ['11.9', 260],
          ['sec', 320],
          ['11.0 - 13.5', 380],
        ]),
        phrasesLine(2, [
          ['APTT', 40],
          ['44.8', 200],
          ['29.5', 260],
          ['sec', 320],
          ['6 s of control', 380],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([
      ['prothrombin-time', 14.6, 'sec', true],
      ['aptt', 44.8, 'sec', true],
    ]);
  });

  it("reads it in French, the range told against the 'témoin'", () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Analyse', 40],
          ['PATIENT', 210],
          ['TÉMOIN', 270],
          ['UNITÉS', 330],
          ['VALEURS USUELLES', 390],
        ]),
        phrasesLine(1, [
          ['Temps de Quick', 40],
          ['17,2', 210],
          ['12,8', 270],
          ['s', 330],
          ['± 2 s du témoin', 390],
        ]),
        phrasesLine(2, [
          ['TCA', 40],
          ['33,1', 210],
          ['32,0', 270],
          ['s', 330],
          ['± 6 s du témoin', 390],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([
      ['prothrombin-time', 17.2, 'sec', true],
      ['aptt', 33.1, 'sec', true],
    ]);
  });
});

describe('a timed urine (items 756-757)', () => {
  it("reads 'Referenz / 24 h' as the range's heading, not a column of a time", () => {
    const header = readTableHeader(
      phrasesLine(0, [
        ['Parameter', 40],
        ['Konz.', 200],
        ['Einheit', 250],
        ['Ausscheid.', 310],
        ['Einheit', 375],
        ['Referenz / 24 h', 430],
      ]),
    );
    const columns = header?.halves.flatMap((half) => half.columns.map((column) => column.role));
    expect(columns).toEqual(['name', 'value', 'unit', 'value', 'unit', 'range']);
  });

  it("reads 'Kreatinin i.S.' as the serum's under the collection's heading, 'i.H.' as the urine's", () => {
    const rows = parseLabText(
      [
        '24-STUNDEN-SAMMELHARN',
        'Kreatinin i.S.   1,07  mg/dl   0,70 - 1,20',
        'Kreatinin i.H.   64,5  mg/dl',
        'Natrium   112  mmol/l',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['creatinine', 1.07],
      ['urine-creatinine', 64.5],
      ['urine-sodium', 112],
    ]);
  });
});

describe('a date column headed as earlier results (item 758)', () => {
  it("reads the result before the unit, not the one under 'Antériorités'", () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [['Antériorités', 500]]),
        phrasesLine(1, [
          ['Valeurs de référence', 395],
          ['03/04/25', 500],
        ]),
        phrasesLine(2, [
          ['Hémoglobine', 40],
          ['12,1', 211],
          ['g/dL', 240],
          ['(13,4 - 16,7)', 395],
          ['14,6', 515],
        ]),
        phrasesLine(3, [
          ['Potassium', 40],
          ['5,9', 211],
          ['mmol/L', 240],
          ['(3,5 - 5,1)', 395],
          ['4,2', 515],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['hemoglobin', 12.1],
      ['potassium', 5.9],
    ]);
  });
});

describe('a date column alone beside a number under no heading (item 761)', () => {
  it('holds the result read under the date: the number beside it may be today’s', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Valeurs de référence', 395],
          ['03/04/25', 500],
        ]),
        phrasesLine(1, [
          ['Hémoglobine', 40],
          ['12,1', 211],
          ['g/dL', 240],
          ['(13,4 - 16,7)', 395],
          ['14,6', 515],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.reviewReason === null])).toEqual([
      ['hemoglobin', false],
    ]);
  });
});

describe('a dash between a name and its result, off any table (item 759)', () => {
  it('reads the titre after it, never the dash as a negative answer', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ["S. Typhi 'O'", 70],
          ['-', 178],
          ['1:320', 192],
        ]),
        phrasesLine(1, [
          ['Haemoglobin', 70],
          ['-', 178],
          ['11.4 g/dL', 192],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value ?? row.valueText])).toEqual([
      ['widal-typhi-o', '1:320'],
      ['hemoglobin', 11.4],
    ]);
  });

  it("still reads a strip's dash alone as negative", () => {
    const rows = parseLabText('Nitrite   -', reference);
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['urine-nitrite', 'negative'],
    ]);
  });
});

describe("a method's note under a table headed by units (item 760)", () => {
  it('reads the fractions after it, each share and amount apart', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['PROTIDOGRAMMA', 40],
          ['%', 252],
          ['g/dL', 306],
          ['Rif. %', 385],
        ]),
        phrasesLine(1, [['Metodo: elettroforesi capillare', 46]]),
        phrasesLine(2, [
          ['Albumina', 48],
          ['61,2', 252],
          ['4,35', 306],
          ['55,8 - 66,1', 385],
        ]),
        phrasesLine(3, [
          ['Gamma globuline', 48],
          ['14,1', 252],
          ['1,00', 306],
          ['11,1 - 18,8', 385],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['albumin-percent', 61.2, '%'],
      ['albumin', 4.35, 'g/dL'],
      ['gamma-globulin-percent', 14.1, '%'],
      ['gamma-globulin', 1, 'g/dL'],
    ]);
  });
});

describe('a word result printed again as its normal answer (item 762)', () => {
  it('reads the result when the repeat stands under the range heading', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Test', 50],
          ['Result', 230],
          ['Reference range', 380],
        ]),
        phrasesLine(1, [
          ['Blood slide for MPS', 50],
          ['No MPS seen', 230],
          ['No MPS seen', 380],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['malaria-film', 'not seen'],
    ]);
  });

  it('reads the result when the repeat stands under a heading we do not read', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Test', 50],
          ['Result', 230],
          ['Normal', 380],
        ]),
        phrasesLine(1, [
          ['Blood slide for MPS', 50],
          ['No MPS seen', 230],
          ['No MPS seen', 380],
        ]),
        phrasesLine(2, [
          ['Brucella (RBPT)', 50],
          ['Negative', 230],
          ['Negative', 380],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.reviewReason === null])).toEqual([
      ['malaria-film', 'not seen', true],
      ['brucella-agglutination', 'non-reactive', true],
    ]);
  });
});
