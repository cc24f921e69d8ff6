/**
 * Two tables printed side by side in narrow columns, read through the text PDF reader with words
 * where a lab prints them: headings that run together with no space ('RésultatUnité'), a title
 * holding heading words that is no header, a result printed against a name cut to its column
 * ('Hemoglobi 14.2', 'Absolute Ly3.11'), and a cut name told apart by its unit.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { readPlacedCells } from '../../../../../tests/fixtures/labs/read-placed-cells';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const readLines = readPlacedCells;

const metrics = new PDFDocument().font('Helvetica').fontSize(9);

/** A phrase as separate words, each after the last at a space's width (9 pt Helvetica). */
function phrase(text: string, x: number): [string, number][] {
  const words: [string, number][] = [];
  for (const word of text.split(' ')) {
    words.push([word, x]);
    x += metrics.widthOfString(`${word} `);
  }
  return words;
}

const byPrinted = (rows: ExtractedRow[], printed: string) =>
  rows.find((row) => row.printedName === printed);

/** Two halves: name at 40 / 300, result at 100 / 360, unit at 150 / 410, range at 200 / 460. */
const GLUED_HEADER: [string, number][] = [
  ['Analyse', 40],
  ['RésultatUnité', 100],
  ...phrase('Valeurs de référence', 200),
  ['Analyse', 300],
  ['RésultatUnité', 360],
  ...phrase('Valeurs de référence', 460),
];

describe('two tables side by side in narrow columns', () => {
  it('reads headings printed with no space between them as two columns', async () => {
    const rows = await readLines([
      phrase('Résultats des analyses de biologie médicale', 40),
      GLUED_HEADER,
      [
        ['Sodium', 40],
        ['142', 100],
        ['mmol/L', 150],
        ['(135-145)', 200],
        ['Kaliémie', 300],
        ['5,1', 360],
        ['mmol/L', 410],
        ['(3,5-5,1)', 460],
      ],
      [
        ['Calcium', 40],
        ['2,26', 100],
        ['mmol/L', 150],
        ['(2,15-2,57)', 200],
        ['Urémie', 300],
        ['0,10', 360],
        ['g/L', 410],
        ['(0,15-0,47)', 460],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.refLow, row.refHigh])).toEqual(
      [
        ['sodium', 142, 'mmol/L', 135, 145],
        ['potassium', 5.1, 'mmol/L', 3.5, 5.1],
        ['calcium', 2.26, 'mmol/L', 2.15, 2.57],
        ['urea', 0.1, 'g/L', 0.15, 0.47],
      ],
    );
  });

  it('a title that holds heading words at word spacing heads no columns', async () => {
    // Read as a header, 'Résultats … analyses' would put the result column left of the names.
    const rows = await readLines([
      phrase('Résultats des analyses de biologie médicale', 40),
      phrase('Sodium 142 mmol/L 135-145', 40),
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['sodium', 142]]);
  });

  it('a result printed against a name cut to its column is the result, not part of the name', async () => {
    const rows = await readLines([
      GLUED_HEADER,
      [
        // Each name is cut where its column ends and the result follows it at once.
        ['Hemoglobi 14.2', 100 - metrics.widthOfString('Hemoglobi ')],
        ['g/dL', 150],
        ['12.0 - 16.0', 200],
        ['Absolute Ly3.11', 360 - metrics.widthOfString('Absolute Ly')],
        ['10^9/L', 410],
        ['1.00 - 4.00', 460],
      ],
    ]);
    const hemoglobin = byPrinted(rows, 'Hemoglobi');
    expect(hemoglobin).toMatchObject({ markerId: 'hemoglobin', value: 14.2, unit: 'g/dL' });
    // A name cut short is never shown as read: the member confirms which test it is.
    expect(hemoglobin?.reviewReason).toMatch(/cut short/);
    expect(byPrinted(rows, 'Absolute Ly')).toMatchObject({ value: 3.11 });
  });

  it('a cut name that starts several tests is the one whose unit it prints, or none', async () => {
    const rows = await readLines([
      GLUED_HEADER,
      [
        ['Hemoglobi', 40],
        ['5.4', 100],
        ['%', 150],
        ['4.0 - 5.6', 200],
        ['Hemoglobi', 300],
        ['13.1', 360],
        ['g/dL', 410],
        ['12.0 - 16.0', 460],
      ],
      [
        ['Hemoglobi', 40],
        ['7', 100],
        ['U/L', 150],
        ['0 - 10', 200],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['hba1c', 5.4],
      ['hemoglobin', 13.1],
      [null, 7],
    ]);
    expect(rows.every((row) => row.reviewReason !== null)).toBe(true);
  });
});

describe('results printed as labs print them', () => {
  it('a number with spaces between its groups of three is one number, across a word space only', async () => {
    const rows = await readLines([
      [['Analyse', 40], ['Résultat', 160], ['Unité', 230], ...phrase('Valeurs de référence', 300)],
      [['Vitamine B12', 40], ...phrase('1 241', 160), ['ng/L', 230], ['(200-900)', 300]],
      [
        ['Plaquettes', 40],
        ...phrase('216 000', 160),
        ['/mm3', 230],
        ...phrase('(150 000-400 000)', 300),
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['vitamin-b12', 1241, 200, 900],
      ['platelets', 216000, 150000, 400000],
    ]);
  });

  it('a decimal mark read as a word of its own joins its number, across a word space only', async () => {
    const rows = await readLines([
      [['Potassium', 40], ...phrase('3 . 7', 160), ['mmol/L', 230], ['3.5-5.1', 300]],
      [['Urea', 40], ...phrase('5 .8', 160), ['mmol/L', 230], ['2.5-7.8', 300]],
      // Across a column gap a lone point is no decimal mark.
      [
        ['Sodium', 40],
        ['140', 160],
        ['.', 200],
        ['mmol/L', 230],
        ['135-145', 300],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['potassium', 3.7],
      ['urea', 5.8],
      ['sodium', 140],
    ]);
  });

  it('a result and its flag right-aligned under the result heading: the number is the result', async () => {
    const valueEnd = 480;
    const at = (text: string) => valueEnd - metrics.widthOfString(text);
    const rows = await readLines([
      [['Component', 40], ['Unit', 160], ...phrase('Ref. interval', 250), ['Value', at('Value')]],
      [
        ['Vitamin D Total', 40],
        ['ng/mL', 160],
        ['30.0 - 100.0', 250],
        ...phrase('15.9 LOW', at('15.9 LOW')),
      ],
      [
        ['Ferritin', 40],
        ['µg/L', 160],
        ['30 - 300', 250],
        ...phrase('475 Above high reference limit', at('475 Above high reference limit')),
      ],
      [
        ['B12', 40],
        ['pg/mL', 160],
        ['200 - 900', 250],
        ['669', at('669')],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag, row.refHigh])).toEqual([
      ['vitamin-d', 15.9, 'L', 100],
      ['ferritin', 475, 'H', 300],
      ['vitamin-b12', 669, null, 900],
    ]);
  });
});

describe('a narrow table', () => {
  it('may print two headings a word apart, and a flag glued before a value', async () => {
    const rows = await readLines([
      [
        ['Análisis', 40],
        ...phrase('Resultados Unidades', 120),
        ...phrase('Valores de referencia', 260),
      ],
      [
        ['Sodio', 40],
        ...phrase('L127 mmol/L', 120 + metrics.widthOfString('Resultados ') - 30),
        ['(135-145)', 260],
      ],
      [
        ['Monocitos', 40],
        ...phrase('H11,5 %', 120 + metrics.widthOfString('Resultados ') - 30),
        ['(2,0-10,0)', 260],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag, row.refLow])).toEqual([
      ['sodium', 127, 'L', 135],
      ['monocytes-percent', 11.5, 'H', 2],
    ]);
  });

  it('headings all a word apart are a phrase: its rows are read by their shape', async () => {
    const rows = await readLines([
      phrase('Test Result Units Range', 40),
      phrase('Sodium 141 mmol/L 135-145', 40),
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.refLow])).toEqual([
      ['sodium', 141, 135],
    ]);
  });

  it("a heading of the left table beside a row of the right one is no part of that row's name", async () => {
    const rows = await readLines([
      [...phrase('Sodium 141 mmol/L 135-145', 40), ...phrase('Potassium 4.1 mmol/L 3.5-5.1', 300)],
      [['Differential', 40], ...phrase('Glucose 76 mg/dL 70-99', 300)],
      // A name that makes a test only with its first word stays one name.
      [['Cholesterol', 40], ...phrase('HDL 45 mg/dL 40-60', 300)],
    ]);
    expect(rows.map((row) => [row.printedName, row.markerId, row.value])).toEqual([
      ['Sodium', 'sodium', 141],
      ['Potassium', 'potassium', 4.1],
      ['Glucose', 'glucose', 76],
      ['Cholesterol HDL', 'hdl-cholesterol', 45],
    ]);
  });
});

describe('names cut to a two-up column, told apart by their row', () => {
  const read = (line: string) => {
    const [row] = parseLabText(line, reference);
    return [row?.markerId ?? null, /cut short/.test(row?.reviewReason ?? '')];
  };

  it('chooses among tests of one unit by the printed range', () => {
    expect(read('Recuento  9,7  x10³/µL  4,0 - 10,5')).toEqual(['wbc', true]);
    expect(read('Recuento  351  x10³/µL  150 - 400')).toEqual(['platelets', true]);
    expect(read('Absolute  0.45  x10E3/uL  0.20 - 0.80')).toEqual(['monocytes', true]);
    expect(read('Polynuclé  3,3  %  1,0 - 6,0')).toEqual(['eosinophils-percent', true]);
    expect(read('Bilirrubi  1,1  mg/dL  0,2 - 1,2')).toEqual(['total-bilirubin', true]);
  });

  it('takes the plain test among it and its longer variants when the range cannot tell', () => {
    expect(read('C reactive p  2.8  mg/L  < 5.0')).toEqual(['crp', true]);
  });

  it("reads a name whose row prints a longer-named test's unit or range as that test", () => {
    expect(read('Colesterolo  59  mg/dL  > 40')).toEqual(['hdl-cholesterol', true]);
    expect(read('Hémoglobine  4,6  %  4,0 - 5,6')).toEqual(['hba1c', true]);
    expect(read('Colesterolo  181  mg/dL  < 200')).toEqual(['total-cholesterol', false]);
  });

  it('holds a name one letter short of a test whose start it shares with others', () => {
    expect(read('Colestero  181  mg/dL  < 200')).toEqual(['total-cholesterol', true]);
  });

  it("reads a British spelling cut before it ends ('Mean Cell Hae')", () => {
    expect(read('Mean Cell Hae  29.0  pg  27.0 - 33.0')).toEqual(['mch', true]);
  });

  it("drops a short last word cut from a specimen word ('Creatinina s'), when the unit fits", () => {
    expect(read('Creatinina s  0,9  mg/dL  0,6 - 1,2')).toEqual(['creatinine', true]);
    expect(read('Glucosa b  93  mg/dL  70 - 99')).toEqual(['glucose', true]);
    expect(read('Glucosa b  7  U/L  0 - 10')).toEqual([null, false]);
  });
});

describe('cells of a narrow two-up column', () => {
  it("reads 'X a Y' in the range column as a range, so a cut name flagged '*' is a row", async () => {
    const rows = await readLines([
      GLUED_HEADER,
      [
        ['Transferr', 40],
        ['179', 100],
        ['*', 130],
        ['mg/dL', 150],
        ...phrase('200 a 360', 200),
        ['Saturació', 300],
        ['51', 360],
        ['*', 390],
        ['%', 410],
        ...phrase('20 a 50', 460),
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['transferrin', 179, 200, 360],
      ['transferrin-saturation', 51, 20, 50],
    ]);
  });

  it("reads a French low flag 'B' glued to the value ('9,7B') as the value flagged low", async () => {
    const rows = await readLines([
      GLUED_HEADER,
      [
        ['Hémoglobine', 40],
        ['9,7B', 100],
        ['g/dL', 150],
        ...phrase('12,0 - 16,0', 200),
        ['Ferritine', 300],
        ['11B', 360],
        ['µg/L', 410],
        ...phrase('30 - 300', 460),
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['hemoglobin', 9.7, 'L'],
      ['ferritin', 11, 'L'],
    ]);
  });

  it("reads a low flag 'B' glued before the value ('B38') in the result column, not a name's 'B12'", async () => {
    const rows = await readLines([
      GLUED_HEADER,
      [
        ['Hématocrite', 40],
        ['B32,5', 100],
        ['%', 150],
        ...phrase('37,0 - 47,0', 200),
        ['Vitamine B12', 300],
        ['B38', 360],
        ['pg/mL', 410],
        ...phrase('200 - 900', 460),
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['hematocrit', 32.5, 'L'],
      ['vitamin-b12', 38, 'L'],
    ]);
  });
});
