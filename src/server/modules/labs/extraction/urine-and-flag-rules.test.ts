/**
 * Rules that keep a urinalysis and a German report from showing a wrong row as right, read through
 * the text PDF reader with words where a lab prints them: a dipstick grade in the result column is
 * the result (not a flag before the range), a phrase result printed right-aligned is read whole, a
 * colour phrase of another language is read as a phrase, a '+' glued to a decimal-comma value is
 * its flag (not the grade '1+'), a urine count whose unit fits the blood test is held for review,
 * and a result read only in part says so.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { makePlacedTextPdf } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';
import { sectionSpecimen } from './lab-report-boilerplate';

const reference = biomarkerReferenceFromFiles();

/** One line a row: each cell at its x (points), the header first. */
async function readTable(
  lines: [string, number][][],
  options: { isOcr?: boolean } = {},
): Promise<ExtractedRow[]> {
  const items = lines.flatMap((cells, row) =>
    cells.map(([text, x]) => ({ text, x, y: 60 + row * 14 })),
  );
  const pdf = await openPdf(new Uint8Array(await makePlacedTextPdf(items)));
  try {
    return parseLabText((await readPdfPageLines(pdf)).flat(), reference, options);
  } finally {
    await pdf.destroy();
  }
}

const ENGLISH_HEADER: [string, number][] = [
  ['Component', 50],
  ['Units', 200],
  ['Ref. interval', 300],
  ['Result', 460],
];

describe('urinalysis rows read under their columns', () => {
  it('a grade in the result column is the result, the range word is the range', async () => {
    const rows = await readTable([
      ENGLISH_HEADER,
      [['Urinalysis', 50]],
      [
        ['Leukocytes', 50],
        ['NEG', 314],
        ['+', 478],
        ['H', 488],
      ],
      [
        ['Appearance', 50],
        ['Slightly Cloudy', 428],
        ['H', 489],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.valueText, row.reviewReason])).toEqual([
      ['urine-leukocyte-esterase', '1+', null],
      ['urine-clarity', 'slightly cloudy', null],
    ]);
  });

  it('reads a colour phrase whole in Spanish and French, and marks a phrase it reads only in part', async () => {
    const header: [string, number][] = [
      ['Análisis', 46],
      ['Unidad', 213],
      ['Intervalo de referencia', 310],
      ['Resultados', 495],
    ];
    const colour = async (name: string, printed: string) => {
      const rows = await readTable([
        header,
        [['Orina', 46]],
        [
          [name, 46],
          [printed, 483],
        ],
      ]);
      return rows.map((row) => [row.markerId, row.valueText, row.reviewReason]);
    };
    expect(await colour('Color', 'Amarillo oscuro')).toEqual([
      ['urine-color', 'dark yellow', null],
    ]);
    expect(await colour('Aspecto', 'Transparente')).toEqual([['urine-clarity', 'clear', null]]);
    expect(await colour('Couleur', 'jaune clair')).toEqual([['urine-color', 'pale yellow', null]]);
    // 'verdastro' (greenish) is not read: 'yellow' alone is never shown as the whole result.
    const [partly] = await colour('Colore', 'giallo verdastro');
    expect(partly?.[1]).toBe('yellow');
    expect(partly?.[2]).toMatch(/only part could be read/);
  });

  it('holds every reading of a test printed twice with different results', async () => {
    const rows = await readTable([
      [
        ['Esame', 46],
        ['Risultato', 213],
        ['Unità', 300],
        ['Valori di riferimento', 400],
      ],
      [
        ['Colesterolo t', 46],
        ['214', 213],
        ['mg/dL', 300],
        ['0 - 200', 400],
      ],
      [
        ['Colesterolo', 46],
        ['56', 213],
        ['mg/dL', 300],
        ['> 40', 400],
      ],
      [
        ['Colesterolo', 46],
        ['131', 213],
        ['mg/dL', 300],
        ['0 - 130', 400],
      ],
    ]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.reviewReason, row.valueText).not.toBeNull();
  });

  it('holds a count under a urine heading for review when its unit is the blood test’s', async () => {
    const rows = await readTable([
      [
        ['Analyse', 51],
        ['Résultats', 263],
        ['Unité', 359],
        ['Normes', 493],
      ],
      [['Cytologie urinaire', 51]],
      [
        ['Leucocytes', 51],
        ['5', 263],
        ['/mm3', 359],
        ['< 25', 503],
      ],
      [
        ['Hématies (bandelette)', 51],
        ['négatif', 263],
        ['absence', 495],
      ],
    ]);
    expect(rows[0]!.reviewReason).toMatch(/urine heading/);
    expect([rows[1]!.markerId, rows[1]!.valueText, rows[1]!.reviewReason]).toEqual([
      'urine-blood',
      'negative',
      null,
    ]);
  });
});

describe('a urine count per µL and a misread dipstick name', () => {
  it('reads a sediment count printed per µL as the urine count, held for its unit', async () => {
    // Without the heading's specimen this was a blood white-cell count, held; with the name alone
    // in urine, the leukocyte esterase pad, which prints no number.
    const rows = await readTable([
      [
        ['Untersuchung', 50],
        ['Ergebnis', 200],
        ['Einheit', 300],
        ['Referenzbereich', 400],
      ],
      [['Urinsediment', 50]],
      [
        ['Leukozyten', 50],
        ['43', 200],
        ['/µl', 300],
        ['< 25', 400],
      ],
      [
        ['Erythrozyten', 50],
        ['5', 200],
        ['/µl', 300],
        ['0 - 10', 400],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['urine-wbc', 43],
      ['urine-rbc', 5],
    ]);
    // Each held for the reason that applies: the heading's test, and a unit it does not count in.
    expect(rows[0]!.reviewReason).toMatch(
      /urine heading, so we read it as Urine white blood cells/,
    );
    // Since '/µL' is a red cell count's unit too (ADR 081 item 196), the section's reason applies.
    expect(rows[1]!.reviewReason).toMatch(
      /not (?:one|a unit) we know for Urine red blood cells|so we read it as Urine red blood cells/,
    );
  });

  it('reads a misread dipstick name with its grade as the test it is near, held', async () => {
    const items = [
      ['Test', 50],
      ['Ergebnis', 200],
      ['Referenzbereich', 400],
    ] as [string, number][];
    const rows = await readTable(
      [
        items,
        [['Harnstatus', 50]],
        [
          ['Eiweil', 50],
          ['1+', 200],
          ['neg.', 400],
        ],
      ],
      { isOcr: true },
    );
    expect([rows[0]?.markerId, rows[0]?.valueText]).toEqual(['urine-protein', '1+']);
    expect(rows[0]?.reviewReason).toContain('read as “Eiweil”');
  });
});

describe('a test printed twice', () => {
  const header: [string, number][] = [
    ['Test', 46],
    ['Result', 213],
    ['Units', 300],
    ['Reference range', 400],
  ];
  it('holds both when one unit shows two results, however close (sodium 141 and 142)', async () => {
    const rows = await readTable([
      header,
      [
        ['Sodium', 46],
        ['141', 213],
        ['mmol/L', 300],
        ['135 - 145', 400],
      ],
      [
        ['Sodium', 46],
        ['142', 213],
        ['mmol/L', 300],
        ['135 - 145', 400],
      ],
    ]);
    expect(rows.map((row) => row.reviewReason)).toEqual([
      expect.stringMatching(/more than once/),
      expect.stringMatching(/more than once/),
    ]);
  });

  it('holds neither when one result is printed in two units (HbA1c 6.5 % and 48 mmol/mol)', async () => {
    const rows = await readTable([
      header,
      [
        ['HbA1c', 46],
        ['6.5', 213],
        ['%', 300],
        ['4.0 - 5.6', 400],
      ],
      [
        ['HbA1c (IFCC)', 46],
        ['48', 213],
        ['mmol/mol', 300],
        ['20 - 38', 400],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.reviewReason])).toEqual([
      ['hba1c', null],
      ['hba1c', null],
    ]);
  });
});

describe('German values with a glued flag', () => {
  it('reads 16,1+ as 16.1 flagged high, never as the dipstick grade 1+', async () => {
    const rows = await readTable([
      [
        ['Untersuchung', 45],
        ['Wert', 233],
        ['Einh.', 315],
        ['Normbereich', 421],
        ['Vorwert', 518],
      ],
      [['Kleines Blutbild', 45]],
      [
        ['Hämoglobin', 45],
        ['16,1+', 232],
        ['g/dl', 315],
        ['12,0 - 16,0', 421],
        ['18,6+', 524],
      ],
      [
        ['Kalium', 45],
        ['3,2-', 232],
        ['mmol/l', 315],
        ['3,5 - 5,1', 421],
        ['3,9', 524],
      ],
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
      ['hemoglobin', 16.1, 'g/dL', 'H'],
      ['potassium', 3.2, 'mmol/L', 'L'],
    ]);
  });

  it('knows section headings in five languages', () => {
    for (const heading of [
      'Urinstatus',
      'Bandelette urinaire',
      'Examen de orina',
      'Esame delle urine',
    ])
      expect(sectionSpecimen(heading), heading).toBe('urine');
    for (const heading of ['Kleines Blutbild', 'Bilan lipidique', 'Hemograma', 'Emocromo'])
      expect(sectionSpecimen(heading), heading).toBe('blood');
  });
});
