/**
 * Reading rules a fourth blind set (reports-146.json) and the second and third sets' pictures
 * showed missing (ADR 081 items 170-186), each on lines written here in other words than the
 * sets': dates under headings are no cards, headings OCR misread letter for digit, a label and its
 * date are no header, a heading broken at a hyphen, a table of reference ranges, a second test
 * holding digits in its name, shares in a column of their own or on a line with no header, the
 * urine sediment's names, counts per field in words and glued to their unit, a strip's number
 * shown as printed, and Quebec's 'B' for low.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { readPlacedCells } from '../../../../../tests/fixtures/labs/read-placed-cells';
import { isSameUnit, isSameWord } from '../../../../../tests/fixtures/labs/score-lab-rows';
import type { ExtractedRow } from './extraction.types';
import { sectionSpecimen } from './lab-report-boilerplate';
import { isDotLeader, withoutDotLeaders } from './dot-leaders';
import { parseLabText } from './parse-lab-text';
import { readTableHeader } from './lab-text/table-header';
import type { PlacedLine } from './placed-lines';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);

/** A line of words at their x, in points, 9 points high. */
const placed = (cells: [string, number][]): PlacedLine => ({
  words: cells.map(([text, x]) => ({ text, x0: x, x1: x + 4.5 * text.length })),
  height: 9,
  page: 1,
});

const roles = (cells: [string, number][]) =>
  readTableHeader(placed(cells))?.halves.flatMap((half) => half.columns.map((c) => c.role)) ?? null;

const read = (...lines: string[]) => brief(parseLabText(lines.join('\n'), reference));

describe('headers', () => {
  it("reads a table whose one dated heading stands over its date, not as a card ('Vorwert')", async () => {
    // OCR set the previous result's heading on the header line and its date on the next one.
    const rows = await readPlacedCells([
      [
        ['Parameter', 40],
        ['Wert', 260],
        ['Einheit', 320],
        ['Normbereich', 400],
        ['Vorbefund', 520],
      ],
      [['03.02.2025', 516]],
      [
        ['Kalium', 40],
        ['5,6', 262],
        ['mmol/l', 320],
        ['3,5 - 5,1', 400],
        ['4,9', 525],
      ],
      [
        ['Natrium', 40],
        ['141', 262],
        ['mmol/l', 320],
        ['135 - 145', 400],
        ['139', 525],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['potassium', 5.6, 'mmol/L', true],
      ['sodium', 141, 'mmol/L', true],
    ]);
  });

  it('reads the previous and current columns dated under their headings, with a time', async () => {
    const rows = await readPlacedCells([
      [
        ['Test', 40],
        ['Précédent', 200],
        ['Actuel', 270],
        ['Unité', 330],
        ['Normes', 420],
      ],
      [
        ['2025-01-07', 200],
        ['2025-06-19', 244],
        ['08:10', 290],
      ],
      [
        ['Sodium', 40],
        ['137', 210],
        ['131', 278],
        ['B', 300],
        ['mmol/L', 330],
        ['135 - 145', 420],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['sodium', 131, 'L'],
    ]);
  });

  it("reads headings OCR printed with digits for letters ('B10. REF. INTERVAL', 'RESU1T')", () => {
    expect(
      roles([
        ['Test', 40],
        ['B10.', 200],
        ['REF.', 226],
        ['INTERVAL', 252],
        ['RESU1T', 340],
        ['UN1T', 420],
      ]),
    ).toEqual(['name', 'range', 'value', 'unit']);
  });

  it("reads 'Referenz-' broken at its hyphen as the range heading, 'Bewertung' as the flag's", () => {
    expect(
      roles([
        ['Analyt', 40],
        ['Ergebnis', 200],
        ['Einheit', 260],
        ['Bewertung', 320],
        ['Referenz-', 400],
      ]),
    ).toEqual(['name', 'value', 'unit', 'flag', 'range']);
  });

  it("never reads a patient block's labelled dates as the columns of a cumulative table", async () => {
    expect(
      roles([
        ['Born:', 40],
        ['14.09.1977', 90],
        ['Received:', 300],
        ['22.05.2025', 360],
        ['09:12', 410],
      ]),
    ).toBeNull();
    const rows = await readPlacedCells([
      [
        ['Born:', 40],
        ['14.09.1977', 90],
        ['Received:', 300],
        ['22.05.2025', 360],
        ['09:12', 410],
      ],
      [
        ['Analyte', 40],
        ['Result', 200],
        ['Unit', 260],
        ['Assessment', 320],
        ['Reference-', 400],
      ],
      [['interval', 400]],
      [
        ['Ferritin', 40],
        ['9', 205],
        ['ng/ml', 260],
        ['low', 320],
        ['15 - 150', 400],
      ],
      [
        ['TSH', 40],
        ['2,9', 205],
        ['mU/l', 260],
        ['0,3 - 4,0', 400],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag, row.refLow])).toEqual([
      ['ferritin', 9, 'L', 15],
      ['tsh', 2.9, null, 0.3],
    ]);
  });
});

describe('lines', () => {
  it('leaves out a table of reference ranges by phase, which holds no result', () => {
    const rows = read(
      'Progesterone  0.31  ng/mL',
      'Reference ranges  Follicular  Luteal  Postmenopausal',
      'Progesterone (ng/mL)  0.1 - 0.9  1.8 - 24  < 0.1 - 0.2',
    );
    expect(rows).toEqual([['progesterone', 0.31, 'ng/mL', true]]);
  });

  it('splits two tests on a line where the second name holds a digit or a shortened word', async () => {
    const rows = await readPlacedCells([
      [
        ['Glucose', 40],
        ['5.1', 138],
        ['mmol/L', 167],
        ['(3.9-5.6)', 230],
        ['HbA1c', 298],
        ['6.4', 396],
        ['H', 415],
        ['%', 425],
        ['(4.0-6.0)', 488],
      ],
      [
        ['Urea', 40],
        ['5.5', 138],
        ['mmol/L', 167],
        ['(2.1-7.1)', 230],
        ['Conj.', 298],
        ['bilirubin', 320],
        ['2', 396],
        ['umol/L', 425],
        ['(0-3)', 488],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['glucose', 5.1, 'mmol/L', true],
      ['hba1c', 6.4, '%', true],
      ['urea', 5.5, 'mmol/L', true],
      ['direct-bilirubin', 2, 'µmol/L', true],
    ]);
  });

  it('reads a share and an amount printed on one line with no header as two rows', () => {
    expect(read('Monocytes  7,4 %  0,52 G/L  (0,20 à 1,00)')).toEqual([
      ['monocytes-percent', 7.4, '%', true],
      ['monocytes', 0.52, '10^9/L', true],
    ]);
    // One test in two units stays one row, read in its first unit.
    expect(read('HbA1c  *7,2  %  55  mmol/mol  (4,0 à 6,0)')).toEqual([['hba1c', 7.2, '%', true]]);
  });

  it('reads a differential share printed in a column of its own beside the count', async () => {
    const rows = await readPlacedCells([
      [
        ['Test', 40],
        ['Result', 190],
        ['Units', 240],
        ['Reference', 300],
        ['range', 350],
        ['Differential', 420],
        ['%', 477],
      ],
      [
        ['Eosinophils', 40],
        ['0.31', 206],
        ['x10^9/L', 240],
        ['(0.02-0.67)', 300],
        ['4.1', 447],
        ['%', 466],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['eosinophils-percent', 4.1, '%', true],
      ['eosinophils', 0.31, '10^9/L', true],
    ]);
  });
});

describe('urine', () => {
  it('reads a sediment heading in four languages, and its names as the cells counted', () => {
    for (const heading of ['Sedimento', 'MICROSCOPY', 'Urinsediment', 'Sédiment urinaire']) {
      expect(sectionSpecimen(heading), heading).toBe('urine');
    }
    expect(sectionSpecimen('COMPLETE URINE EXAMINATION')).toBe('urine');
    const rows = read('Esame urine', 'Leucociti  assenti', 'Sedimento', 'Leucociti  rari');
    expect(rows.map((row) => row[0])).toEqual(['urine-leukocyte-esterase', 'urine-wbc']);
    // A name that says it is the strip's pad stays the pad under the sediment heading.
    expect(read('Sediment', 'Erythrozyten (Teststreifen)  negativ')[0]![0]).toBe('urine-blood');
  });

  it('reads a count per field in words or glued to its unit', () => {
    expect(read('Urine microscopy', 'Red cells:  4-6/HPF')).toEqual([
      ['urine-rbc', '4-6', '/HPF', true],
    ]);
    expect(read('Orina', 'Sedimento', 'Leucocitos  2-4  xc  0 - 5')).toEqual([
      ['urine-wbc', '2-4', '/HPF', true],
    ]);
    expect(read('Esame urine', 'Sedimento', 'Emazie  1-3  per campo  0 - 2')).toEqual([
      ['urine-rbc', '1-3', '/HPF', true],
    ]);
  });

  it("shows a strip's result printed as a number as printed, read onto its scale", () => {
    const [row] = parseLabText('Urinalysis\nUrobilinogen  1.0  mg/dL  0.2-1.0', reference);
    expect([row!.markerId, row!.value, row!.valueText, row!.reviewReason]).toEqual([
      'urine-urobilinogen',
      null,
      '1.0',
      null,
    ]);
    expect(reference.normaliseOrdinal('urine-urobilinogen', row!.valueText)).toBe('normal');
  });
});

describe('names in Quebec French', () => {
  it('knows Chlorure, DVE and RNI, and a flag glued before a value after a bracketed name', () => {
    expect(read('Chlorure  96  mmol/L  98 - 108')[0]!.slice(0, 2)).toEqual(['chloride', 96]);
    expect(read('DVE  15,9  %  11,5 - 14,5')[0]!.slice(0, 2)).toEqual(['rdw', 15.9]);
    expect(read('RNI  2,4  0,9 - 1,2')[0]!.slice(0, 2)).toEqual(['inr', 2.4]);
    expect(read('Hémoglobine glyquée (HbA1c)  *6,9  %  4,0 - 6,0')).toEqual([
      ['hba1c', 6.9, '%', true],
    ]);
  });
});

describe('the scorer', () => {
  it('reads one unit as two labs type it, a span however spaced, and a sediment word in English', () => {
    expect(isSameUnit('umol/L', 'µmol/L', null)).toBe(true);
    expect(isSameUnit('mg/dl', 'mg/dL', 'urea')).toBe(true);
    expect(isSameUnit('µmol/L', 'pmol/L', 'creatinine')).toBe(false);
    expect(isSameWord('8-10', '8 - 10', 'urine-wbc')).toBe(true);
    expect(isSameWord('rari', 'few', 'urine-wbc')).toBe(true);
    expect(isSameWord('rari', 'many', 'urine-wbc')).toBe(false);
  });

  it("takes a ratio's unit column printing 'Ratio' as no unit, and nothing else", () => {
    expect(isSameUnit(null, 'Ratio', 'cholesterol-hdl-ratio')).toBe(true);
    expect(isSameUnit(null, 'Ratio', 'creatinine')).toBe(false);
    expect(isSameUnit('mg/dL', 'Ratio', 'albumin-globulin-ratio')).toBe(false);
  });
});

describe('cells as OCR reads them', () => {
  const header = placed([
    ['Analyse', 40],
    ['Résultat', 200],
    ['Unités', 300],
    ['Normes', 420],
  ]);
  const ocr = (...rows: [string, number][][]) =>
    parseLabText([header, ...rows.map(placed)], reference, { isOcr: true });

  it("takes a glued 'B' for low only where an 8 could not be there", () => {
    const rows = ocr(
      [
        ['Sodium', 40],
        ['131B', 200],
        ['mmol/L', 300],
        ['135 - 145', 420],
      ],
      [
        ['Créatinine', 40],
        ['0,62B', 200],
        ['mg/dL', 300],
        ['0,70 - 1,20', 420],
      ],
      [
        ['Potassium', 40],
        ['3,1B', 200],
        ['mmol/L', 300],
        ['3 - 5', 420],
      ],
    );
    expect(rows.slice(0, 2).map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['sodium', 131, 'L'],
      ['creatinine', 0.62, 'L'],
    ]);
    // '3,1B' may be 3,18: not read as 3,1 flagged low.
    expect(rows.find((row) => row.markerId === 'potassium')?.labFlag ?? null).not.toBe('L');
  });

  it("reads a range glued to its unit, a high end that lost its point, a grade glued to 'H'", () => {
    expect(read('MPV  11.8  9.4-124fL')).toEqual([['mpv', 11.8, 'fL', true]]);
    const [mpv] = parseLabText('MPV  11.8  9.4-124fL', reference);
    expect([mpv!.refLow, mpv!.refHigh]).toEqual([9.4, 12.4]);
    expect(read('Lymphocytes %  31.6  20.0-44.0%')).toEqual([
      ['lymphocytes-percent', 31.6, '%', true],
    ]);
    expect(read('Urinalysis', 'Protein  2+H  Negative')[0]!.slice(0, 2)).toEqual([
      'urine-protein',
      '2+',
    ]);
  });

  it('reads a share in the result column and the amount under the unit column as two rows', async () => {
    const rows = await readPlacedCells([
      [
        ['Analyses', 40],
        ['Résultats', 222],
        ['Unités', 278],
        ['Valeurs', 395],
      ],
      [
        ['Lymphocytes', 46],
        ['27,5', 222],
        ['%', 278],
        ['1', 318],
        ['804', 328],
        ['/mm³', 350],
        ['1 500 - 4 000', 395],
      ],
    ]);
    expect(brief(rows)).toEqual([
      ['lymphocytes-percent', 27.5, '%', true],
      ['lymphocytes', 1804, '/µL', true],
    ]);
  });

  it("takes an arrow read as '1!' after a value for the flag it is, and holds the row", () => {
    const [row] = parseLabText('Ferritin  8,41!  ng/ml  13-150', reference, { isOcr: true });
    expect([row!.value, row!.labFlag]).toEqual([8.4, 'L']);
    expect(row!.reviewReason).toMatch(/'1!' was taken for the printed ↓ flag/);
    // Inside its range without the '1', the number stands as read.
    const [inside] = parseLabText('Ferritin  48,1!  ng/ml  13-150', reference, { isOcr: true });
    expect(inside!.value).toBe(48.1);
  });

  it("reads 'Referenz' alone as the range heading", () => {
    expect(
      roles([
        ['Parameter', 40],
        ['Einheit', 200],
        ['Referenz', 260],
        ['Befund', 400],
      ]),
    ).toEqual(['name', 'unit', 'range', 'value']);
  });
});

describe('what the fifth set showed (items 196-201)', () => {
  it("never takes a lone column of earlier results for this report's, when the sample's day is printed", async () => {
    const rows = await readPlacedCells([
      [
        ['Prélevé le', 40],
        ['03/06/2025', 90],
        ['à', 140],
        ['07h40', 150],
      ],
      [['Résultats antérieurs', 480]],
      [
        ['Normes', 330],
        ['14/01/25', 490],
      ],
      [
        ['Leucocytes', 40],
        ['3,64', 230],
        ['G/L', 260],
        ['(4,00 - 10,00)', 330],
        ['6,20', 500],
      ],
      [
        ['Créatinine', 40],
        ['11,8', 230],
        ['mg/L', 260],
        ['(5,7 - 11,1)', 330],
        ['9,9', 500],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['wbc', 3.64],
      ['creatinine', 11.8],
    ]);
  });

  it('joins a number printed in three groups of digits, and knows a red cell count per mm³', async () => {
    const rows = await readPlacedCells([
      [
        ['Hématies', 40],
        ['4', 228],
        ['310', 236],
        ['000', 256],
        ['/mm³', 282],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['rbc', 4310000, '/µL'],
    ]);
  });

  it('reads a share and an amount per mm³ after dot leaders, on a line with no header', () => {
    expect(read('Monocytes ..........  9 %  612 /mm³  (200 - 1 000)')).toEqual([
      ['monocytes-percent', 9, '%', true],
      ['monocytes', 612, '/µL', true],
    ]);
  });

  it("keeps a strip's pads under its heading, even printed in cells per µL", () => {
    const rows = read(
      'Examen de orina (tira reactiva)',
      'Hematíes (Hb)  Negativo',
      'Sedimento',
      'Hematíes  5-10  /campo',
      'Células epiteliales  Escasas',
    );
    expect(rows).toEqual([
      ['urine-blood', 'negative', null, true],
      ['urine-rbc', '5-10', '/HPF', true],
      ['urine-squamous-epithelial-cells', 'few', null, true],
    ]);
  });
});

describe('pictures of the fifth set (items 202-205)', () => {
  it('holds a number that stands between the name and another number, and keeps a year in a name', () => {
    const [row] = parseLabText('ALT (SGPT)  41  33  02/01/2024  IU/L  0-44', reference, {
      isOcr: true,
    });
    expect(row!.markerId).toBe('alt');
    // Never the previous result (33) shown as right: the two numbers are held for the member.
    expect(row!.value).not.toBe(33);
    expect(row!.reviewReason).toMatch(/two numbers where the result is/);
    const [egfr] = parseLabText('eGFR CKD-EPI 2021  71  mL/min/1.73m2  >60', reference);
    expect([egfr!.markerId, egfr!.value]).toEqual(['egfr', 71]);
  });

  it('drops dot leaders OCR read as letters, and reads the name past them', () => {
    for (const leader of ['..........', '........cccccuvnee', 'iii,', '...............c.......']) {
      expect(isDotLeader(leader), leader).toBe(true);
    }
    for (const word of ['Hémoglobine', 'cells', 'Free', 'iron', '(CV)']) {
      expect(isDotLeader(word), word).toBe(false);
    }
    const [line] = withoutDotLeaders([
      placed([
        ['Hémoglobine', 40],
        ['........cccccuvnee', 120],
        ['13,6', 230],
        ['g/dl', 270],
      ]),
    ]);
    expect(parseLabText([line!], reference, { isOcr: true }).map((row) => row.markerId)).toEqual([
      'hemoglobin',
    ]);
  });

  it("reads a share glued to its '%' and an amount per mm³ read '/mm?' as two rows", () => {
    expect(read('Monocytes  6%  672 /mm?  (200 - 1 000)')).toEqual([
      ['monocytes-percent', 6, '%', true],
      ['monocytes', 672, '/µL', true],
    ]);
  });

  it("knows Indian labs' cells per cu.mm as a count per µL", () => {
    expect(read('Basophils  20  cells/cu.mm  0-100')).toEqual([['basophils', 20, '/µL', true]]);
  });

  it('reads a mark before three digits as the decimal a test can only be', () => {
    // A report whose numbers read '1,015' as one thousand and fifteen: no specific gravity is.
    const rows = read(
      'Urinalysis',
      'Specific gravity  1,015  1.005 - 1.030',
      'Leukocytes  1,250  /µL',
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-specific-gravity', 1.015],
      ['urine-wbc', 1250],
    ]);
  });
});
