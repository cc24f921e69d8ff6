/**
 * What sets 266-270's tune parts taught (ADR 081 items 605-611), in our own reports, tests and
 * values: a card's large value set a size apart from its neighbours', a card whose value is not on
 * its neighbours' line, a screening's index beside its answer, an ESR's unit in words with no
 * slash, a section title under a bilingual header's second line, and names from Belgian, Swiss,
 * Austrian and Italian reports.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedText } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { cellsLine as line, readRows, textLayer } from './lab-text/read-rows.test-helpers';
import { tidyLine } from './lab-line-tokens';
import { parseLabText } from './parse-lab-text';
import { readPlacedPdf } from './placed-pdf.test-helpers';

const reference = biomarkerReferenceFromFiles();

const shown = (rows: ExtractedRow[]) =>
  rows
    .filter((row) => row.reviewReason === null)
    .map((row) => [row.markerId, row.value ?? row.valueText, row.unit]);

/** A card: its name, then its value large with its unit small beside it, tops level. */
const card = (x: number, name: string, value: string, size: number): PlacedText[] => [
  { text: name, x, y: 300, size: 8.5, bold: true },
  { text: value, x, y: 320, size, bold: true },
  { text: 'mg/dL', x: x + 0.62 * size * value.length + 4, y: 320, size: 8 },
  { text: 'Range: 40 - 200', x, y: 340, size: 7 },
];

describe('a row of cards whose large values are set in different sizes (item 605)', () => {
  it('reads each value on its card, the one a size larger too', async () => {
    const rows = await readPlacedPdf([
      ...card(46, 'Total cholesterol', '214', 17.5),
      ...card(228, 'HDL cholesterol', '62', 19),
      ...card(410, 'LDL cholesterol', '131', 17.5),
    ]);
    expect(shown(rows)).toEqual([
      ['total-cholesterol', 214, 'mg/dL'],
      ['hdl-cholesterol', 62, 'mg/dL'],
      ['ldl-cholesterol', 131, 'mg/dL'],
    ]);
  });
});

describe("a card whose value is not on its neighbours' line (item 606)", () => {
  it("never names the card on its left after it: HDL is not shown with the total's 214", () => {
    const at = [46, 228, 410];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Colesterolo totale', 'Colesterolo HDL', 'Colesterolo LDL']),
        line(1, [46, 78, 251, 410, 442], ['214', 'mg/dL', 'mg/dL', '131', 'mg/dL']),
        line(2, [228], ['62']),
        line(3, at, ['Intervallo: < 200', 'Intervallo: > 50', 'Intervallo: < 115']),
      ]),
      reference,
    );
    expect(shown(rows)).toContainEqual(['total-cholesterol', 214, 'mg/dL']);
    expect(shown(rows)).toContainEqual(['ldl-cholesterol', 131, 'mg/dL']);
    expect(rows.filter((row) => row.markerId === 'hdl-cholesterol' && row.value === 214)).toEqual(
      [],
    );
  });
});

describe("a screening's index under the result, its answer in the interpretation column (item 607)", () => {
  const at = [40, 200, 250, 310, 430];
  const header = line(0, at, [
    'Paramètre',
    'Résultat',
    'Unité',
    'Valeurs de référence',
    'Technique',
  ]);

  /** Each row's test and result, and whether it is held for the member to check. */
  const read = (rows: ExtractedRow[]) =>
    rows.map((row) => [row.markerId, row.value ?? row.valueText, row.reviewReason !== null]);

  it('reads the answer as the result of a test reported by its answer, held to be checked', () => {
    const rows = parseLabText(
      textLayer([
        header,
        line(1, at, ['Antigène HBs', '0,21', 'S/CO', 'Négatif', 'CMIA']),
        line(2, at, ['Cytomégalovirus IgG', '142,0', 'UA/mL', 'Positif (seuil 6,0)', 'CLIA']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['hbsag', 'non-reactive', true],
      ['cmv-igg', 'reactive', true],
    ]);
  });

  it("leaves a graded test's number, its reference 'Negative' beside it", () => {
    const rows = parseLabText(
      textLayer([header, line(1, at, ['Protein, UA', '30', 'mg/dL', 'Negative'])]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.unit])).toEqual([
      ['urine-protein', '30', 'mg/dL'],
    ]);
  });

  it("reads 'index' after the number as its unit, not as a second test cut to its column", () => {
    const rows = parseLabText(
      textLayer([
        header,
        line(1, at, ['Toxoplasmose IgM', '0,12', 'index', 'Négatif (seuil 0,50)']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([['toxoplasma-igm', 'non-reactive', true]]);
  });

  it("reads 'seg' after a clotting time as its unit, not segmented neutrophils (item 619)", () => {
    const cols = [46, 230, 290, 360, 470];
    const rows = parseLabText(
      textLayer([
        line(0, cols, [
          'Prueba',
          'Resultado',
          'Unidades',
          'Valores de referencia',
          'Resultado anterior',
        ]),
        line(1, cols, ['Tiempo de protrombina', '12,1', 'seg', '9,4 - 12,5', '11,8']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['prothrombin-time', 12.1]]);
  });

  it('keeps the number of a test measured in a unit, whatever answer is beside it', () => {
    const rows = parseLabText(
      textLayer([header, line(1, at, ['Rubéole IgG', '64', 'UI/mL', 'Positif (seuil 10)'])]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['rubella-igg', 64, 'IU/mL'],
    ]);
  });
});

describe("an ESR's unit in words with no slash (item 608)", () => {
  it("tidies 'mm 1ra hora' to mm/h, and reads it so", () => {
    expect(tidyLine('38 mm 1ra hora')).toBe('38 mm/h');
    expect(readRows('VSG   38   mm 1ra hora   0 - 20')).toEqual([['esr', 38, 'mm/h', true]]);
  });
});

describe("a section title under a bilingual header's second line (item 609)", () => {
  it('is a section, not a column: the rows are read and shown', () => {
    const at = [40, 228, 284, 360, 478];
    const rows = parseLabText(
      textLayer([
        line(0, at, [
          'Analyse / Test',
          'Résultat',
          'Unité / Unit',
          'Valeurs de réf. / Ref.',
          'Précédent',
        ]),
        line(1, [234, 478], ['Result', '02/06/2025']),
        line(2, [40], ['LIPIDES / LIPIDS']),
        line(3, at, ['Cholestérol total / Total cholesterol', '246 H', 'mg/dL', '< 190', '231']),
        line(4, at, ['T4 libre / Free T4', '1,21', 'ng/dL', '0,93 - 1,70', '1,18']),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([
      ['total-cholesterol', 246, 'mg/dL'],
      ['free-t4', 1.21, 'ng/dL'],
    ]);
  });
});

describe('names from Belgian, Swiss, Austrian and Italian reports (item 610)', () => {
  it.each([
    ['Teneur corpusc. moy. en Hb', 'mch'],
    ["Test de solubilité (test d'Itano)", 'sickling-test'],
    ['Prothrombinzeit (PZ) n. Quick', 'prothrombin-activity'],
    ['Bicarbonate actuel', 'bicarbonate'],
    ['Cilindri granulosi', 'urine-casts'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, {})?.id).toBe(id);
  });
});

describe("a differential's share and count with both ranges after them (item 611)", () => {
  it("gives the share its range in '%' and the count the other, with no header", () => {
    const rows = parseLabText(
      'Eosinófilos ................:  1 %  128 /mm3  1 - 4 %  40 - 400',
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['eosinophils-percent', 1, 1, 4],
      ['eosinophils', 128, 40, 400],
    ]);
    expect(rows.every((row) => row.reviewReason === null)).toBe(true);
  });

  it("reads the count flagged after its unit ('1.664 /mm3 (B)') under a table's columns", () => {
    const at = [50, 200, 262, 340];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['DETERMINACION', 'RESULTADO', 'UNIDAD', 'VALORES DE REFERENCIA']),
        // A decimal comma: the report's dots group thousands.
        line(1, at, ['Hemoglobina ....:', '12,4 (B)', 'g/dl', '13,5 - 17,5']),
        line(
          2,
          [50, 200, 262, 340, 440],
          ['Linfocitos ....:', '13 %', '1.664 /mm3 (B)', '20 - 40 %', '1.000 - 4.000'],
        ),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['hemoglobin', 12.4, 'L'],
      ['lymphocytes-percent', 13, null],
      ['lymphocytes', 1664, 'L'],
    ]);
  });
});

describe("an '&' in a name, and a Swiss sediment's words (items 612-613)", () => {
  it("reads 'HIV 1 & 2' as a name, not a share with a blurred '%'", () => {
    const at = [40, 230, 330, 400];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['INVESTIGATION', 'RESULT', 'UNIT', 'REMARKS / REFERENCE']),
        line(1, [40, 230, 400], ['HIV 1 & 2 (First Response)', 'Non-Reactive', 'Non-Reactive']),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([['hiv-ag-ab', 'non-reactive', null]]);
  });

  it("reads 'massenhaft' and 'wenig' as a sediment's amounts", () => {
    const report =
      'Urinsediment (mikroskopisch, 400x)\nLeukozyten    massenhaft    *    /GF    0 - 5\nPlattenepithelien    wenig';
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['urine-wbc', 'massenhaft'],
      ['urine-squamous-epithelial-cells', 'few'],
    ]);
  });
});

describe('columns headed by how long ago, the day in brackets under each (item 614)', () => {
  it('reads the newest day as the current result, as an Epic chart review prints it', () => {
    const at = [40, 190, 320, 398, 476];
    const rows = parseLabText(
      textLayer([
        line(0, [40], ['Results from 10/31/2025 (Specimen collected 10/31/2025 8:02 AM)']),
        line(1, [40], ['THYROID PANEL WITH TSH (Abnormal)']),
        line(2, at, ['Component', 'Ref Range & Units', '3 d ago', '3 mo ago', '1 yr ago']),
        line(3, at.slice(2), ['(10/31/25)', '(7/29/25)', '(10/15/24)']),
        line(4, [40], ['.'.repeat(120)]),
        line(5, at, ['TSH', '0.450 - 4.500 uIU/mL', '7.912 (H)', '5.104 (H)', '3.880']),
        line(6, at, ['Free T4', '0.82 - 1.77 ng/dL', '0.74 (L)', '0.88', '1.02']),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([
      ['tsh', 7.912, 'µIU/mL'],
      ['free-t4', 0.74, 'ng/dL'],
    ]);
  });
});

describe('flags glued to a German emergency lab’s results (items 615-616)', () => {
  it("reads a critical value's 'H!!' as a high flag", () => {
    expect(readRows('Kalium  5,9H!!  mmol/l  [3,5 - 5,1]')).toEqual([
      ['potassium', 5.9, 'mmol/L', true],
    ]);
  });

  it('reads a share and its count each with its glued flag, and a one-sided share range', () => {
    const rows = parseLabText(
      'Neutrophile  86,2H  %  16,90H /nl  42 - 77 % / 1,5 - 7,7 /nl\nUnreife Granulozyten  2,1H  %  0,41H  /nl  < 0,6 % / < 0,06 /nl',
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag, row.refHigh])).toEqual([
      ['neutrophils-percent', 86.2, 'H', 77],
      ['neutrophils', 16.9, 'H', 7.7],
      ['immature-granulocytes-percent', 2.1, 'H', 0.6],
      ['immature-granulocytes', 0.41, 'H', 0.06],
    ]);
  });
});

describe("a performing lab's code raised after a name, a line of its own (item 617)", () => {
  it('is no result of the name above it', () => {
    const at = [40, 205, 290, 318, 395, 462];
    const code = (row: number) => ({ ...line(row, [56], ['01']), height: 6 });
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [40, 205, 290, 395, 462],
          ['TESTS', 'Current Result', 'Previous Result', 'Units', 'Reference Interval'],
        ),
        line(1, [205, 290], ['and Flag', 'and Date']),
        line(2, [40], ['CBC With Differential/Platelet']),
        code(3),
        line(4, at, ['WBC', '8.9', '7.4', '05/12/2025', 'x10E3/uL', '3.4-10.8']),
        line(5, [40], ['Hemoglobin A1c']),
        code(6),
        line(7, at, ['Hemoglobin A1c', '7.2 High', '6.8', '05/12/2025', '%', '4.8-5.6']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value ?? row.valueText])).toEqual([
      ['wbc', 8.9],
      ['hba1c', 7.2],
    ]);
  });
});

describe("a table of risk categories' limits under the results (item 618)", () => {
  it('gives no result of its own, and leaves the results one reading each', () => {
    const report = [
      'LDL CHOLESTEROL (Calculated)   *167   mg/dL   < 130',
      'RISK CATEGORIES (NCEP - ATP III)',
      'Parameter (mg/dL)   Desirable   Borderline High   High   Very High',
      'LDL Cholesterol   < 100   130 - 159   160 - 189   >= 190',
      'Triglycerides   < 150   150 - 199   200 - 499   >= 500',
    ].join('\n');
    expect(readRows(report)).toEqual([['ldl-cholesterol', 167, 'mg/dL', true]]);
  });
});

describe('a table headed by its units with a flag glued to a number (item 620)', () => {
  it("reads every row of the differential, '0.84↓' as 0.84 flagged low", () => {
    const at = [40, 200, 260, 330];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Formule leucocytaire', '%', 'G/L', 'Valeurs de référence (G/L)']),
        line(1, at, ['Polynucléaires neutrophiles', '68.4', '2.60', '1.80 - 7.50']),
        line(2, at, ['Lymphocytes', '22.1', '0.84↓', '1.00 - 4.00']),
        line(3, at, ['Monocytes', '8.2', '0.31', '0.20 - 1.00']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['neutrophils-percent', 68.4, null],
      ['neutrophils', 2.6, null],
      ['lymphocytes-percent', 22.1, null],
      ['lymphocytes', 0.84, 'L'],
      ['monocytes-percent', 8.2, null],
      ['monocytes', 0.31, null],
    ]);
  });
});

describe("a consumer lab's cards with a status beside each name and a comment under (items 621-622)", () => {
  it("reads each card, its comment and its target range ('Zielbereich') set aside", () => {
    const at = [48, 223, 398];
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [48, 153, 223, 344, 398, 519],
          ['Hämoglobin', 'grenzwertig', 'Ferritin', 'niedrig', 'Transferrinsättigung', 'niedrig'],
        ),
        line(1, [48, 85, 223, 244, 398, 419], ['12,4', 'g/dl', '18', 'μg/l', '14', '%']),
        line(2, at, [
          'Referenzbereich: 12,0 – 16,0 g/dl',
          'Referenzbereich: 15 – 150 μg/l',
          'Referenzbereich: 16 – 45 %',
        ]),
        line(3, at, [
          'Wert an der unteren Grenze',
          'Zielbereich: > 50 μg/l',
          'Eisenversorgung unzureichend',
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['hemoglobin', 12.4, 12, 16],
      ['ferritin', 18, 15, 150],
      ['transferrin-saturation', 14, 16, 45],
    ]);
  });
});
