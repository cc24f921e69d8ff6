/**
 * Reports printed in two languages at once, as laboratories in Belgium (French and Dutch), South
 * Tyrol (Italian and German) and Switzerland print them (ADR 165): each heading and each test's
 * name in both languages, a dash or a slash between. The two headings are one column; the two
 * names are one test, read whole. Read through the text PDF reader with the words where such a
 * report puts them (our own tests and values, not a blind set's).
 */
import { describe, expect, it } from 'vitest';
import type { PlacedText } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import { readPlacedItems } from '../../../../../tests/fixtures/labs/read-placed-cells';

type Item = PlacedText;

async function read(items: Item[]) {
  return (await readPlacedItems(items)).map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
  ]);
}

/** A table: headings at `columns`' x, then one row per entry, 13 points apart. */
function table(columns: number[], headings: string[], rows: string[][]): Item[] {
  return [
    ...headings.map((text, at) => ({ text, x: columns[at]!, y: 120, size: 8 })),
    ...rows.flatMap((cells, row) =>
      cells.map((text, at) => ({ text, x: columns[at]!, y: 136 + row * 13, size: 8.5 })),
    ),
  ];
}

describe('bilingual reports', () => {
  it('reads a French and Dutch table: one column per heading pair, one test per name pair', async () => {
    const rows = await read(
      table(
        [36, 230, 330, 420],
        ['Analyse - Analyse', 'Résultat - Resultaat', 'Unité - Eenheid', 'Normes - Normen'],
        [
          ['Lymphocytes - Lymfocyten', '2,1', '10³/µL', '1,0 - 4,0'],
          ['Globules rouges - Rode bloedcellen', '4,62', 'x10^6/µL', '3,90 - 5,20'],
          ['Triglycérides - Triglyceriden', '142', 'mg/dL', '< 150'],
          ['Acide urique - Urinezuur', '6,9', 'mg/dL', '2,4 - 5,7'],
          ['Fer - IJzer', '88', 'µg/dL', '60 - 170'],
        ],
      ),
    );
    expect(rows).toEqual([
      ['lymphocytes', 2.1, '10^3/µL'],
      ['rbc', 4.62, '10^6/µL'],
      ['triglycerides', 142, 'mg/dL'],
      ['uric-acid', 6.9, 'mg/dL'],
      ['iron', 88, 'µg/dL'],
    ]);
  });

  it('reads an Italian and German table whose headings are joined by a slash', async () => {
    const rows = await read(
      table(
        [40, 250, 330, 410],
        [
          'Esame / Untersuchung',
          'Risultato / Ergebnis',
          'Unità / Einheit',
          'Riferimento / Referenz',
        ],
        [
          ['Emoglobina / Hämoglobin', '13,8', 'g/dL', '12,0 - 16,0'],
          ['Potassio / Kalium', '4,4', 'mmol/L', '3,5 - 5,1'],
        ],
      ),
    );
    expect(rows).toEqual([
      ['hemoglobin', 13.8, 'g/dL'],
      ['potassium', 4.4, 'mmol/L'],
    ]);
  });
});
