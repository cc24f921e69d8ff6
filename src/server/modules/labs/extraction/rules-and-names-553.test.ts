/**
 * What blind sets 245-247 taught (ADR 081 items 553-560): a rule drawn in underscores under a
 * header, a date set a line below the others, range headings cut short in any Romance way,
 * national numbers in the patient block, a recommendation's number, and names printed in two
 * languages, in another word order or with another language's word for an antibody. Each is a
 * general rule; the lines here are written for the rule, not copied from the sets.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { readPlacedPdf } from './placed-pdf.test-helpers';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

/** Lines of a report as a text reader gives them, one a line. */
const readLines = (...lines: string[]) => parseLabText(lines.join('\n'), reference);

const shown = (rows: ExtractedRow[]) =>
  rows.filter((row) => row.reviewReason === null).map((row) => [row.markerId, row.value]);

describe('a header and its rows as a text PDF draws them', () => {
  it('reads the rows under a header with a rule of underscores drawn just under it (item 553)', async () => {
    const rows = await readPlacedPdf([
      { text: 'Test', x: 40, y: 140, bold: true },
      { text: 'Your Value', x: 235, y: 140, bold: true },
      { text: 'Standard Range', x: 355, y: 140, bold: true },
      { text: '_'.repeat(90), x: 40, y: 144, size: 6 },
      { text: 'Sodium', x: 40, y: 158 },
      { text: '139 mmol/L', x: 235, y: 158 },
      { text: '135 - 145 mmol/L', x: 355, y: 158 },
      { text: 'Potassium', x: 40, y: 172 },
      { text: '5.6 mmol/L', x: 235, y: 172 },
      { text: '3.5 - 5.1 mmol/L', x: 355, y: 172 },
    ]);
    expect(shown(rows)).toEqual([
      ['sodium', 139],
      ['potassium', 5.6],
    ]);
  });

  it("reads the newest column whose date is set a line under the header's other dates (item 554)", async () => {
    const row = (y: number, name: string, values: string[], unit: string, range: string) => [
      { text: name, x: 40, y },
      ...values.map((value, at) => ({ text: value, x: 170 + at * 60, y })),
      { text: unit, x: 420, y },
      { text: range, x: 480, y },
    ];
    const rows = await readPlacedPdf([
      { text: 'Attuale', x: 350, y: 120 },
      { text: 'Esame', x: 40, y: 132 },
      { text: '02/05/24', x: 170, y: 132 },
      { text: '06/05/24', x: 230, y: 132 },
      { text: '09/05/24', x: 290, y: 132 },
      { text: 'U.M.', x: 420, y: 132 },
      { text: 'Intervallo di rif.', x: 480, y: 132 },
      { text: '13/05/24', x: 350, y: 142 },
      ...row(160, 'Sodio', ['133', '135', '136', '139'], 'mmol/L', '136 - 145'),
      ...row(174, 'Potassio', ['5,4', '5,1', '4,8', '4,4'], 'mmol/L', '3,5 - 5,1'),
    ]);
    expect(shown(rows)).toEqual([
      ['sodium', 139],
      ['potassium', 4.4],
    ]);
  });
});

describe('lines read by their words', () => {
  it("reads a range column headed in any Romance short form, as 'Val. de référence' (item 555)", async () => {
    const header = ['Analyse', '02/09/25', '15/09/25', '29/09/25', 'Unité', 'Val. de référence'];
    const row = ['Hémoglobine', '13,4', '12,1', '11,6', 'g/dL', '13,0 - 17,0'];
    const at = [40, 170, 230, 290, 360, 420];
    const rows = await readPlacedPdf([
      ...header.map((text, index) => ({ text, x: at[index]!, y: 130 })),
      ...row.map((text, index) => ({ text, x: at[index]!, y: 148 })),
    ]);
    expect(shown(rows)).toEqual([['hemoglobin', 11.6]]);
  });

  it('never reads a national number in the patient block as a row (item 556)', () => {
    const rows = readLines(
      'SV-Nr.:  1234 010170  Auftrag:  25-1234567',
      'Av. Central 100 - Lima · RUC 20123456789',
      'Natrium  140  mmol/l  135 - 145',
    );
    expect(rows.map((row) => [row.printedName, row.value])).toEqual([['Natrium', 140]]);
  });

  it("reads no result from a recommendation's number (item 557)", () => {
    const rows = readLines(
      'LDL Cholesterol  3.1  mmol/L  (<3.0)',
      // No word of a bound ('below', 'under') nor of a goal: only the recommendation says it.
      'For high-risk patients LDL-C 1.8 mmol/L is recommended.',
      'Chez le patient à haut risque, un LDL-C de 1,8 mmol/L est recommandé.',
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['ldl-cholesterol', 3.1]]);
  });
});

describe('a sediment examined under its own heading', () => {
  it("reads the cells under 'Esame del sedimento' as the sediment's, not the strip's pad (item 560)", () => {
    const rows = readLines(
      'Esame delle urine',
      'Esterasi leucocitaria  ++  Negativa',
      'Esame del sedimento',
      'Leucociti  Numerosi  Rari',
    );
    expect(rows.map((row) => row.markerId)).toEqual(['urine-leukocyte-esterase', 'urine-wbc']);
  });
});

describe('names in two languages, in another order or with another language’s words', () => {
  it('knows a name printed in two languages either side of one slash (item 558)', () => {
    expect(reference.resolveName('APS libre / Free PSA')?.id).toBe('free-psa');
    expect(reference.resolveName('Goutte épaisse / Frottis mince')?.id).toBe('malaria-film');
    // Two tests either side, and a ratio's names, are no translation.
    expect(reference.resolveName('LDL cholesterol / HDL cholesterol')).toBeNull();
    expect(reference.resolveName('Urea nitrogen / Creatinine serum')).toBeNull();
  });

  it("meets a name in another word order or plural, and another language's antibody (item 559)", () => {
    expect(reference.resolveName('Neutrófilos cayados')?.id).toBe('band-neutrophils');
    expect(reference.resolveName('Anticorps anti-HCV')?.id).toBe('anti-hcv');
    expect(reference.resolveName('Anticuerpos anti-VHC')?.id).toBe('anti-hcv');
    // A ratio keeps its order: HDL over LDL is no LDL-over-HDL ratio.
    expect(reference.resolveName('HDL / LDL ratio')?.id ?? null).not.toBe('ldl-hdl-ratio');
    // A fraction stays no test, however loosely read.
    expect(reference.resolveName('Hemoglobin A2')).toBeNull();
  });
});
