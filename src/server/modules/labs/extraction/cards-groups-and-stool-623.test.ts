/**
 * What sets 281-290's tune parts taught (ADR 081 items 623-641), in our own reports, tests and
 * values: a two-up table whose right heading holds a slash, hormone cards that label their
 * result, antibodies under their organism set flush, a share under a sub-heading's '%', a flag
 * column before the names, a stool exam after a urinalysis, a header whose unread headings run to
 * several words, and names from German, French, US, Colombian and Italian reports.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const shown = (rows: ExtractedRow[]) =>
  rows
    .filter((row) => row.reviewReason === null)
    .map((row) => [row.markerId, row.value ?? row.valueText, row.unit]);

const read = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value ?? row.valueText, row.reviewReason === null]);

describe("a two-up table whose right table's heading holds a slash (item 623)", () => {
  it("reads the right table's rows under 'Leber / Pankreas'", () => {
    const at = [40, 152, 186, 240, 305, 417, 451, 505];
    const rows = parseLabText(
      textLayer([
        line(0, at, [
          'Niere',
          'Wert',
          'Einheit',
          'Referenz',
          'Leber / Pankreas',
          'Wert',
          'Einheit',
          'Referenz',
        ]),
        line(1, at, ['Harnstoff', '44', 'mg/dl', '17-49', 'GOT', '21', 'U/l', '<50']),
        line(2, at, ['Harnsäure', '6,4', 'mg/dl', '3,4-7,0', 'Lipase', '34', 'U/l', '13-60']),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([
      ['urea', 44, 'mg/dL'],
      ['ast', 21, 'U/L'],
      ['uric-acid', 6.4, 'mg/dL'],
      ['lipase', 34, 'U/L'],
    ]);
  });

  it("reads an eGFR's unit cut short with a decimal comma ('ml/min/1,73', item 624)", () => {
    expect(reference.normaliseUnit('ml/min/1,73')).toBe('mL/min/1.73m²');
  });
});

describe("a urine heading 'Urindiagnostik' (item 625)", () => {
  it("reads the strip's pads as the urine's, not the blood count's or the serum's", () => {
    const rows = parseLabText(
      [
        'Endokrinologie / Vitamine  (Serum)',
        'TSH basal  2,31  mU/l  0,27 - 4,20',
        'Urindiagnostik (Spontanurin, Teststreifen)',
        'Leukozyten  +  H  negativ',
        'Eiweiß  negativ  negativ',
        'Glucose  negativ  negativ',
      ].join('\n'),
      reference,
    );
    expect(rows.map((row) => row.markerId)).toEqual([
      'tsh',
      'urine-leukocyte-esterase',
      'urine-protein',
      'urine-glucose',
    ]);
  });
});

describe('hormone cards that label their result, two a row (item 626)', () => {
  it("reads each card's result, its second unit after 'soit' left out", () => {
    const rows = parseLabText(
      textLayer([
        line(0, [40, 190, 305, 455], ['FSH', 'ECLIA - Cobas', 'LH', 'ECLIA - Cobas']),
        line(1, [46, 110, 311, 375], ['Résultat :', '7,2 UI/L', 'Résultat :', '5,1 UI/L']),
        line(2, [46, 311], ['Phase folliculaire : 3,5 - 12,5', 'Phase folliculaire : 2,4 - 12,6']),
        line(
          3,
          [40, 190, 305, 455],
          ['Delta-4-androstènedione', 'LC-MS/MS', '17-OH-progestérone', 'LC-MS/MS'],
        ),
        line(
          4,
          [46, 110, 175, 311, 375, 440],
          [
            'Résultat :',
            '1,42 ng/mL',
            'soit 4,96 nmol/L',
            'Résultat :',
            '0,58 ng/mL',
            'soit 1,76 nmol/L',
          ],
        ),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([
      ['fsh', 7.2, 'U/L'],
      ['lh', 5.1, 'U/L'],
      ['androstenedione', 1.42, 'ng/mL'],
      ['17-oh-progesterone', 0.58, 'ng/mL'],
    ]);
  });
});

describe('antibodies under their organism, flush with its name (item 627)', () => {
  it("reads 'IgG' under 'Rubéole' as the rubella antibody, not the total IgG", () => {
    const at = [44, 230, 290, 340];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyse', 'Résultat', 'Unité', 'Interprétation']),
        line(1, [44], ['Toxoplasmose (Elecsys)']),
        line(2, at, ['IgG', '< 1,0', 'UI/mL', 'Négatif']),
        line(3, [44], ['Rubéole']),
        line(4, at, ['IgG', '48,6', 'UI/mL', 'Positif']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['toxoplasma-igg', '<1.0'],
      ['rubella-igg', '48.6'],
    ]);
  });
});

describe('a test named after its disease and a spaced dash (item 628)', () => {
  it.each([
    ['Hépatite C - Ac anti-VHC', 'anti-hcv'],
    ['Syphilis - Ac anti-tréponémiques totaux', 'treponemal-ab'],
    // A name before the dash is the test, qualified after it: never cut.
    ['Calcium - ionisé', 'ionized-calcium'],
  ])('reads %s as %s', (name, id) => {
    expect(reference.resolveMarker(name, {})?.id).toBe(id);
  });
});

describe("a differential's share under a sub-heading's '%', its count under the result (item 629)", () => {
  it('reads the share and the count, each a row, the share held to be checked', () => {
    const at = [40, 212, 292, 358, 458];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyses', 'Résultats', 'Unités', 'Valeurs de référence', 'Antériorités']),
        line(1, [40, 160, 212], ['FORMULE LEUCOCYTAIRE', '%', 'Valeurs absolues']),
        line(
          2,
          [40, 165, 212, 292, 358, 458],
          ['Lymphocytes', '31,5', '2,02', 'G/L', '1,00 - 4,00', '1,90'],
        ),
      ]),
      reference,
    );
    // The share is held: nothing on its row says it is one.
    expect(read(rows)).toEqual([
      ['lymphocytes-percent', 31.5, false],
      ['lymphocytes', 2.02, true],
    ]);
  });
});

describe('a flag column before the names, and a range left to a comment (items 630-631)', () => {
  it("reads 'H Glucose à jeun' as the glucose, and an LDL whose range says 'cf. commentaire'", () => {
    const rows = parseLabText(
      [
        'H Glucose à jeun  1,32  g/L  0,70 - 1,10',
        'H Cholestérol LDL calculé  0,87  g/L  2,25 mmol/L  cf. commentaire',
      ].join('\n'),
      reference,
    );
    expect(read(rows)).toEqual([
      ['glucose', 1.32, true],
      ['ldl-cholesterol', 0.87, true],
    ]);
  });
});

describe('a flag column before the names, under a header (item 630)', () => {
  it("moves 'H' and 'B' out of the name into the lab's flag", () => {
    const at = [52, 212, 244, 358];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyse', 'Résultats', 'Unités', 'Valeurs de référence']),
        line(1, [40, 52, 212, 244, 358], ['H', 'Glucose à jeun', '1,32', 'g/L', '0,70 - 1,10']),
        line(2, [40, 52, 212, 244, 358], ['B', 'Cholestérol HDL', '0,38', 'g/L', '> 0,40']),
        line(3, [52, 212, 244, 358], ['Urée', '0,42', 'g/L', '0,18 - 0,55']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.printedName, row.markerId, row.labFlag])).toEqual([
      ['Glucose à jeun', 'glucose', 'H'],
      ['Cholestérol HDL', 'hdl-cholesterol', 'L'],
      ['Urée', 'urea', null],
    ]);
  });
});

describe('a stool exam after a urinalysis, its findings flagged with arrows (items 632-634)', () => {
  const at = [52, 238, 305, 392];
  const rows = parseLabText(
    textLayer([
      line(0, [40, 238, 305, 392], ['EXAMEN', 'RESULTADO', 'UNIDADES', 'VALORES DE REFERENCIA']),
      line(1, [40], ['PARCIAL DE ORINA']),
      line(2, at, ['PROTEÍNAS', '↑ Trazas', 'mg/dL', 'Negativo']),
      line(3, [40], ['COPROLÓGICO  Muestra: materia fecal reciente']),
      line(4, at.slice(0, 2).concat(392), ['COLOR', 'Café', 'Café']),
      line(5, at.slice(0, 2).concat(392), ['CONSISTENCIA', '↑ Diarreica', 'Blanda / formada']),
      line(6, at.slice(0, 2).concat(392), ['PH', '6,5', '6,5 - 7,5']),
    ]),
    reference,
  );

  it("reads the urine's protein 'Trazas' with its arrow as a trace", () => {
    expect(rows[0]).toMatchObject({ markerId: 'urine-protein', valueText: 'trace' });
  });

  it("keeps the stool's look as printed, and its pH as no urine's", () => {
    expect(rows.slice(1).map((row) => [row.printedName, row.markerId, row.valueText])).toEqual([
      ['COLOR', null, 'café'],
      ['CONSISTENCIA', null, 'diarreica'],
      ['PH', null, '6.5'],
    ]);
  });
});

describe('names from German, French and US reports (item 635)', () => {
  it('reads the sex an eGFR was calculated for after a comma as no part of its name', () => {
    const rows = parseLabText('eGFR, Female (CKD-EPI 2021)  76  mL/min/1.73 m2  >59', reference);
    expect(shown(rows)).toEqual([['egfr', 76, 'mL/min/1.73m²']]);
  });

  it.each([
    ['Concentration corpusc. moyenne en Hb', 'mchc'],
    ['Virus hépatite C, anticorps', 'anti-hcv'],
    ['HCO3- aktuell', 'bicarbonate'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, {})?.id).toBe(id);
  });
});

describe('a header with two unread headings of several words, the range first (item 636)', () => {
  it("reads the result under 'Ergebnis', not the range's 'negativ' before it", () => {
    const at = [40, 190, 282, 335, 400, 520];
    const rows = parseLabText(
      textLayer([
        line(0, at, [
          'Analyse',
          'Referenzbereich',
          'Ergebnis',
          'Einheit',
          'Lage im Ref.-Bereich',
          'Bew.',
        ]),
        line(1, [40], ['Harnstreifentest (Mittelstrahlharn)']),
        line(2, [46, 190, 282, 520], ['Eiweiß', 'negativ', '+', 'path.']),
        line(3, [46], ['Harnsediment']),
        line(4, [46, 190, 282, 335, 520], ['Erythrozyten', '< 17', '24', '/µl', 'hoch']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value ?? row.valueText])).toEqual([
      ['urine-protein', '1+'],
      ['urine-rbc', 24],
    ]);
  });
});

describe('a flag column headed before the names (item 637)', () => {
  it("reads 'Ind.  Prueba  Resultado' as one table, its 'A' and 'B' as flags", () => {
    // The names stand a little left of their heading, under the flags' heading's end.
    const at = [42, 65, 250, 308, 390];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Ind.', 'Prueba', 'Resultado', 'Unidades', 'Rango de referencia']),
        line(1, [40], ['HEMATOLOGÍA - Hemograma completo']),
        line(2, [44, 62, 250, 308, 390], ['A', 'Segmentados', '72', '%', '50 - 70']),
        line(3, [62, 250, 308, 390], ['Monocitos', '5', '%', '2 - 10']),
      ]),
      reference,
    );
    expect(shown(rows)).toEqual([
      ['neutrophils-percent', 72, '%'],
      ['monocytes-percent', 5, '%'],
    ]);
  });
});

describe("'soit' and a second unit under a result that is no share (item 638)", () => {
  it('is the same result again, no row of its own', () => {
    const rows = parseLabText(
      ['Urée  0,42  g/L  0,18 - 0,55', 'soit 7,0 mmol/L'].join('\n'),
      reference,
    );
    expect(read(rows)).toEqual([['urea', 0.42, true]]);
  });
});

describe('a share and its range, then the count, under a header made for one result (item 639)', () => {
  it('reads the share and the count, each with its range', () => {
    const at = [40, 205, 262, 330];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence']),
        line(
          1,
          [46, 205, 262, 330, 375, 420],
          ['Neutrophiles', '62,1 %', '40,0 - 75,0', '4,51', '10³/µl', '1,50 - 7,50'],
        ),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['neutrophils-percent', 62.1, 40, 75],
      ['neutrophils', 4.51, 1.5, 7.5],
    ]);
  });
});

describe("'v.n.' heading a urinalysis's range column (item 640)", () => {
  it("reads the sediment's counts per field under 'Elementi  Risultato  v.n.'", () => {
    const at = [40, 250, 400];
    const rows = parseLabText(
      textLayer([
        // The strip's two-up header first, its halves a narrower table's.
        line(
          0,
          [40, 130, 215, 310, 400, 480],
          ['Parametro', 'Risultato', 'v.n.', 'Parametro', 'Risultato', 'v.n.'],
        ),
        line(
          1,
          [40, 130, 215, 310, 400, 480],
          ['pH', '5,5', '5,0 - 7,5', 'Nitriti', 'assenti', 'assenti'],
        ),
        line(2, [40], ['ESAME DEL SEDIMENTO URINARIO']),
        line(3, at, ['Elementi', 'Risultato', 'v.n.']),
        line(4, [46, 250, 282, 400], ['Leucociti', '10-15', '/campo', '0 - 5 /campo']),
        line(5, [46, 250, 282, 400], ['Emazie', '2-4', '/campo', '0 - 3 /campo']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText])).toEqual([
      ['urine-ph', '5.5'],
      ['urine-nitrite', 'negative'],
      ['urine-wbc', '10-15'],
      ['urine-rbc', '2-4'],
    ]);
  });

  it("knows 'HIV 1/2 Antigen/Antibody (4th gen)' (item 641)", () => {
    expect(reference.resolveMarker('HIV 1/2 Antigen/Antibody (4th gen)', {})?.id).toBe('hiv-ag-ab');
  });
});
