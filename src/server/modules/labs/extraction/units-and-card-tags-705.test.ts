/**
 * What sets 321-330's tune parts taught (ADR 081 items 705-708), in our own reports, tests and
 * values: a header's units printed on a line of their own under its headings, a portal card's
 * direction tag without the range's name ('▲ Au-dessus'), a card that gives its result again in
 * a second unit ('soit 6,23 mmol/L'), and a card's category in capitals beside its name.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';
import type { PlacedLine } from './placed-lines';

const reference = biomarkerReferenceFromFiles();

const readLines = (rows: [number[], string[]][]) =>
  parseLabText(textLayer(rows.map(([at, cells], index) => line(index, at, cells))), reference).map(
    (row) => [row.printedName, row.value ?? row.valueText, row.unit, row.labFlag],
  );

describe("a header's units on the line under its headings (item 705)", () => {
  const header: [number[], string[]] = [
    [46, 235, 285, 345, 385],
    ['Alérgeno', 'Código', 'Resultado', 'Clase', 'Interpretación'],
  ];
  const olive: [number[], string[]] = [
    [46, 235, 285, 352, 385],
    ['Polen de olivo', 't9', '12,4', '3', 'Moderado'],
  ];
  it("reads an allergy panel's bare numbers in the unit printed under 'Resultado'", () => {
    expect(
      readLines([
        header,
        [[285], ['(kU/L)']],
        olive,
        [
          [46, 235, 285, 352, 385],
          ['Ácaro del polvo', 'd1', '0,52', '1', 'Bajo'],
        ],
      ]),
    ).toEqual([
      ['Polen de olivo', 12.4, 'kU/L', null],
      ['Ácaro del polvo', 0.52, 'kU/L', null],
    ]);
  });

  it('takes no line of words under the headings for units', () => {
    expect(readLines([header, [[285], ['(ver nota)']], olive])).toEqual([]);
  });
});

describe("a card's direction tag and its result in a second unit (items 706-707)", () => {
  it("reads '▲ Au-dessus' beside a card's name as its flag, not part of its name", () => {
    expect(
      readLines([
        [
          [48, 225],
          ['Gamma-GT', '▲ Au-dessus'],
        ],
        [
          [48, 67],
          ['94', 'U/L'],
        ],
        [[48], ['Valeurs de référence : < 60 U/L']],
      ]),
    ).toEqual([['Gamma-GT', 94, 'U/L', 'H']]);
  });

  it("reads two cards side by side that give each result again after 'soit'", () => {
    expect(
      readLines([
        [
          [48, 225, 318, 495],
          ['Cholestérol total', '▲ Au-dessus', 'Cholestérol HDL', '● Normal'],
        ],
        [
          [48, 318],
          ['2,31 g/L soit 5,97 mmol/L', '0,52 g/L soit 1,34 mmol/L'],
        ],
        [
          [48, 318],
          ['Valeurs de référence : < 2,00 g/L', 'Valeurs de référence : > 0,40 g/L'],
        ],
      ]),
    ).toEqual([
      ['Cholestérol total', 2.31, 'g/L', 'H'],
      ['Cholestérol HDL', 0.52, 'g/L', null],
    ]);
  });
});

describe("a card's category in capitals beside its name (item 708)", () => {
  it('reads two cards whose names each have their category set apart on the right', () => {
    expect(
      readLines([
        [
          [46, 218, 311, 483],
          ['Glicemia', 'CHIMICA CLINICA', 'Creatinina', 'FUNZIONE RENALE'],
        ],
        // Each card's range on its value's line, the first one's under the category beside it.
        [
          [46, 200, 311, 465],
          ['97 mg/dL', 'Rif.: 70 - 99', '0,91 mg/dL', 'Rif.: 0,67 - 1,17'],
        ],
      ]),
    ).toEqual([
      ['Glicemia', 97, 'mg/dL', null],
      ['Creatinina', 0.91, 'mg/dL', null],
    ]);
  });
});

describe('a timed urine collection under a blood table (items 709-710)', () => {
  const at = [40, 230, 290, 368];
  const collection: [number[], string[]][] = [
    [at, ['Analyse', 'Resultat', 'Einheit', 'Referenz']],
    [at, ['Kreatinin', '88', 'µmol/l', '62 - 106']],
    [[40], ['24-h-Sammelurin']],
    [at.slice(0, 3), ['Kreatinin', '11,2', 'mmol/l']],
    [at.slice(0, 3), ['Natrium', '96', 'mmol/l']],
    [at.slice(0, 3), ['Calcium', '3,8', 'mmol/l']],
  ];
  it("reads the collection's blood-named tests as their urine counterparts, or holds them", () => {
    expect(readLines(collection).map(([name, value, unit]) => [name, value, unit])).toEqual([
      ['Kreatinin', 88, 'µmol/L'],
      ['Kreatinin', 11.2, 'mmol/L'],
      ['Natrium', 96, 'mmol/L'],
      ['Calcium', 3.8, 'mmol/L'],
    ]);
    const rows = parseLabText(
      textLayer(collection.map(([cellsAt, cells], index) => line(index, cellsAt, cells))),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.reviewReason === null])).toEqual([
      ['creatinine', true],
      ['urine-creatinine', true],
      ['urine-sodium', true],
      // No urine calcium in the knowledge base: held, never shown as the blood's.
      ['calcium', false],
    ]);
  });

  it("reads 'Spontanurin' and 'Mittelstrahlurin' alone as urine headings", () => {
    for (const heading of ['Spontanurin', 'Mittelstrahlurin']) {
      const rows = parseLabText(
        textLayer([
          line(0, at, ['Analyse', 'Resultat', 'Einheit', 'Referenz']),
          line(1, at, ['Natrium', '140', 'mmol/l', '136 - 145']),
          line(2, [40], [heading]),
          line(3, at, ['Natrium', '62', 'mmol/l', '40 - 220']),
          line(4, at, ['Kreatinin', '9,8', 'mmol/l', '3 - 20']),
        ]),
        reference,
      );
      expect(rows.map((row) => row.markerId)).toEqual([
        'sodium',
        'urine-sodium',
        'urine-creatinine',
      ]);
    }
  });
});

describe("a heading that names its sample after 'aus' (item 710)", () => {
  it("reads a stool report's blood tests under 'Begleitdiagnostik aus Serum / EDTA-Blut' as blood", () => {
    const at = [40, 232, 300, 352];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Parameter', 'Ergebnis', 'Einheit', 'Referenzbereich']),
        line(1, [40], ['Blut im Stuhl']),
        line(2, at, ['Hämoglobin im Stuhl (iFOBT)', '9', 'µg Hb/g', '< 10']),
        line(3, [40], ['Begleitdiagnostik aus Serum / EDTA-Blut']),
        line(4, at, ['Hämoglobin', '14,2', 'g/dl', '13,5 - 17,5']),
      ]),
      reference,
    );
    expect(rows.at(-1)).toMatchObject({
      markerId: 'hemoglobin',
      value: 14.2,
      unit: 'g/dL',
      reviewReason: null,
    });
  });
});

describe("a letter's list of results (items 711-712)", () => {
  it('reads two results a semicolon apart each in its own unit', () => {
    expect(
      readLines([
        [[74], ['•  Eisen: 52 µg/dl; Transferrinsättigung: 14 %']],
        [[74], ['•  Vitamin B12: 380 pg/ml; Folsäure: 7,1 ng/ml']],
      ]).map(([name, value, unit]) => [name, value, unit]),
    ).toEqual([
      ['Eisen', 52, 'µg/dL'],
      ['Transferrinsättigung', 14, '%'],
      ['Vitamin B12', 380, 'pg/mL'],
      ['Folsäure', 7.1, 'ng/mL'],
    ]);
  });

  it("reads a judgement after a dash at the line's end as the result's flag", () => {
    expect(
      readLines([
        [[74], ['•  Hämoglobin: 11,9 g/dl (Norm 12,0-15,5) - leicht erniedrigt']],
        [[74], ['•  Ferritin: 12 ng/ml (Norm 15-150) - erniedrigt']],
      ]),
    ).toEqual([
      ['Hämoglobin', 11.9, 'g/dL', 'L'],
      ['Ferritin', 12, 'ng/mL', 'L'],
    ]);
  });
});

describe("a card's labelled range in a power of ten without its 'x' (item 713)", () => {
  // Words where the PDF places them, in small type: 'Value:' a cell of its own before the result.
  const exact = (height: number, words: [string, number, number][]): PlacedLine => ({
    words: words.map(([text, x0, x1]) => ({ text, x0, x1 })),
    height,
    page: 1,
  });
  const card = (name: string, value: string, unit: string, range: string[]) => [
    exact(6.3, [[name, 50, 50 + 5 * name.length]]),
    exact(5.6, [
      ['Value:', 60, 85],
      [value, 92, 105],
      [unit, 110, 137],
      ['Range:', 250, 275],
      [range[0]!, 279, 283],
      ['-', 287, 291],
      [range[1]!, 296, 304],
      [unit, 308, 333],
    ]),
  ];
  it("reads an NHS app's counts over 'Value:' and 'Range: 4 - 11 10*9/L'", () => {
    const rows = parseLabText(
      [
        ...card('White cell count', '7.4', '10*9/L', ['4', '11']),
        ...card('Red cell count', '4.62', '10*12/L', ['3.8', '5.8']),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['wbc', 7.4, '10^9/L'],
      ['rbc', 4.62, '10^12/L'],
    ]);
  });
});
