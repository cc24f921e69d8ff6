/**
 * What sets 336-346's tune parts taught (ADR 081 items 731-738), in our own reports, tests and
 * values: result cards with a caption under the name and the value level with the caption, a
 * cumulative print's times under its dates paired by their order, its results read by order up
 * to the row's unit, a red cell's 'fL' a column gap after the name, names with their assay's
 * words in other languages ('quantitatif', 'combo'), results a letter writes into prose
 * with a judgement's degree ('la Lp(a) est nettement augmentée à 168 nmol/l') or within a clause
 * of another time ('initialement altérée (créatinine 1,58 mg/dL)'),
 * a Brussels letterhead's street in two languages, and a department's heading with a dash.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { phrasesLine, textLayer, wordsAt } from './lab-text/read-rows.test-helpers';
import type { PlacedLine } from './placed-lines';
import { bare } from './lab-text/prose-results';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

describe('result cards with a caption under the name (item 731)', () => {
  it('reads each card by its name, not by the caption its value stands level with', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Hemoglobina', 52],
          ['Hematocrito', 330],
        ]),
        phrasesLine(1, [
          ['Lleva el oxígeno', 52],
          ['12,6', 240],
          ['g/dL', 270],
          ['Sangre ocupada por hematíes', 330],
          ['38,2', 480],
          ['%', 505],
        ]),
        phrasesLine(2, [
          ['Rango de referencia: 12,0 – 15,5 g/dL', 52],
          ['Rango de referencia: 36,0 – 46,0 %', 330],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['hemoglobin', 12.6, 'g/dL'],
      ['hematocrit', 38.2, '%'],
    ]);
  });
});

/** A fixed-width cumulative print set in a proportional font: places only roughly agree. */
const CUMULATIVE_HEADER = [
  wordsAt(0, 'Date@45 collected@64 03/09/24@153 14/01/25@192 11/03/25@229 Units@272 Reference@309'),
  wordsAt(1, 'Time@45 11:20@148 09:40@182 10:15@214 range@274'),
];

describe("a cumulative print's times under its dates (item 732)", () => {
  it('pairs as many times as dates by their order, so the newest date keeps its column', () => {
    // The second time reaches back under the first date: by places two columns took 03/09/24
    // and every row's results were read against four columns.
    const rows = parseLabText(
      textLayer([
        ...CUMULATIVE_HEADER,
        wordsAt(2, 'Platelets@45 402@155 431@186 468H@215 x10^9/L@243 150@287 -@303 450@311'),
        wordsAt(3, 'Neutrophils@45 3.1@161 2.7@190 2.9@216 x10^9/L@238 1.0@282 -@297 8.5@304'),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['platelets', 468],
      ['neutrophils', 2.9],
    ]);
  });
});

/** A line of words each with both its edges, as a PDF's text layer places them. */
const exactLine = (words: [string, number, number][]): PlacedLine => ({
  words: words.map(([text, x0, x1]) => ({ text, x0, x1 })),
  height: 5.3,
  page: 1,
});

describe("a cumulative row's results by their order, up to its unit (item 733)", () => {
  it("leaves the range's first bound out where it reaches under the newest column", () => {
    // A fixed-width print set in a proportional font, placed as the text layer placed it: '33'
    // ends under the newest date, so by its place the range's bound was a fourth result and
    // the order was not used ('42 - 41' was read as a span).
    const rows = parseLabText(
      [
        exactLine([
          ['Date', 44.8, 60.5],
          ['collected', 64.5, 99.8],
          ['03/09/24', 152.9, 187.1],
          ['14/01/25', 191.9, 225.2],
          ['11/03/25', 229.3, 262.6],
          ['Units', 272.3, 291.7],
          ['Reference', 308.6, 346.9],
        ]),
        exactLine([
          ['Albumin', 44.8, 76.1],
          ['42', 160.7, 170.3],
          ['-', 192.1, 194.8],
          ['39', 211.7, 221.4],
          ['g/L', 231.1, 242.7],
          ['33', 264.4, 272.1],
          ['-', 276, 279.8],
          ['47', 283.7, 291.3],
        ]),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['albumin', 39, 'g/L'],
    ]);
  });
});

describe("a red cell's 'fL' a column gap after its name (item 734)", () => {
  it('reads the unit as the unit, not as the end of the name', () => {
    const rows = parseLabText(
      textLayer([
        wordsAt(0, 'Date@93 12/05/24@128 03/02/25@167 17/11/25@206'),
        wordsAt(1, 'MCV@40 fL@103 89@146 90@175 91@204 (80-98)@223'),
        wordsAt(2, 'MCH@40 pg@103 30.1@145 29.7@176 30.2@207 (27.0-34.0)@234'),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.reviewReason])).toEqual([
      ['mcv', 91, 'fL', null],
      ['mch', 30.2, 'pg', null],
    ]);
  });
});

describe("names with their assay's words in other languages (item 735)", () => {
  it.each([
    ['HIV-1/2 antigen/antibody combo', 'hiv-ag-ab'],
    ['Ac anti-VIH 1 et 2 et Ag p24 (test combiné)', 'hiv-ag-ab'],
    ['RPR quantitatif (test non tréponémique)', 'rpr'],
    ['RPR cuantitativo', 'rpr'],
    ['Ferremia', 'iron'],
    ['eLDL', 'ldl-cholesterol'],
    ['Cholestérol LDL calculé / berekend', 'ldl-cholesterol'],
    ['Phosph. alcalines', 'alp'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, { specimen: 'blood', unit: null })?.id).toBe(id);
  });
});

describe('results a letter writes into prose (item 736)', () => {
  it("reads a judgement with its degree, and keeps a name's own bracket", () => {
    const rows = parseLabText(
      [
        'Cher Confrère,',
        "J'ai revu ce jour votre patient de 58 ans, non fumeur, pour un bilan lipidique.",
        'Sur le plan lipidique, la Lp(a) est nettement augmentée à 168 nmol/l, ce qui majore le risque.',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['lpa-molar', 168, 'nmol/L'],
    ]);
  });

  it("keeps a name's own bracket whatever punctuation stands around the word", () => {
    expect(
      ['Lp(a)', 'Lp(a),', '(Lp(a)', '(Lp(a))', '"Lp(a)".', '(creatinine', 'mg/dL),'].map(bare),
    ).toEqual(['Lp(a)', 'Lp(a)', 'Lp(a)', 'Lp(a)', 'Lp(a)', 'creatinine', 'mg/dL']);
  });

  it('leaves out an earlier result in brackets within a clause of another time', () => {
    const rows = parseLabText(
      [
        'Cher Confrère,',
        "La fonction rénale, initialement altérée (créatinine 1,58 mg/dL), s'est améliorée et la créatinine est à 1,12 mg/dL.",
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['creatinine', 1.12]]);
  });
});

describe("a Brussels letterhead's street in two languages (item 737)", () => {
  it('reads no row from a street and its house number', () => {
    const rows = parseLabText(
      [
        'Laboratoire de Biologie Clinique / Klinisch Laboratorium',
        'Rue Gray / Graystraat 88',
        'Analyse  Résultat  Unité  Valeurs de référence',
        'Glucose à jeun  94  mg/dL  70 - 100',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['glucose', 94]]);
  });
});

describe("a department's heading with a dash between its words (item 738)", () => {
  it("reads no dipstick's negative from 'Blood Sciences - Clinical Biochemistry'", () => {
    const rows = parseLabText(
      [
        'Blood Sciences - Clinical Biochemistry',
        'Test  Result  Units  Reference range',
        'Sodium  138  mmol/L  133 - 146',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['sodium', 138]]);
  });
});
