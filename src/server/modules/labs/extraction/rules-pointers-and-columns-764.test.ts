/**
 * ADR 081 items 764-771, in our own tests and values: a rule printed close under the column
 * headings comes back from OCR glued to a heading ('_____RESULTADO'), which must still head its
 * own column (764); a Spanish range heading in its adjective form ('VALOR REFERENCIAL') is the
 * range column, not a second table's result (765); a range cell that only points elsewhere ('Ver
 * tabla gestacional', 'See table') loses no row of a known test, and a note cut into the
 * columns stays no row (766). What sets 355-358 taught at first contact: 'p.c.m.' is per
 * microscope field (768); the next section's heading under a row does not
 * continue its name into another test whose units the row's unit is not (769); 'THRO' and 'BZ'
 * are German practices' platelets and glucose (770); a long unit set tight against a result
 * centred under its date leaves the result its own cell (771).
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { phrasesLine, textLayer } from './lab-text/read-rows.test-helpers';
import { readTableHeader } from './lab-text/table-header';
import { parseLabText } from './parse-lab-text';
import { linesFromWords, type OcrWord } from './word-rows';

const reference = biomarkerReferenceFromFiles();

const readAs = (rows: ReturnType<typeof parseLabText>) =>
  rows.map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);

/** An OCR word on a level line of 22 px capitals, boxed from x0 to x1. */
const ocrWord = (text: string, x0: number, x1: number, y = 200): OcrWord => ({
  text,
  bbox: { x0, y0: y, x1, y1: y + 22 },
  lineSlope: 0,
  confidence: 80,
});

describe('a heading glued to the rule under it (item 764)', () => {
  const header = [
    ocrWord('EXAMEN', 400, 540),
    // The rule's underscores run from 560 to where 'RESULTADO' (about 185 px) starts.
    ocrWord('_____RESULTADO', 560, 1290),
    ocrWord(' UNIDADES', 1330, 1485),
    ocrWord('VALOR', 1600, 1700),
    ocrWord('REFERENCIAL', 1712, 1915),
  ];

  it('keeps the heading where its letters stand, without the underscores or a leading space', () => {
    const [line] = linesFromWords(header);
    const words = line!.words.map((word) => [word.text, Math.round(word.x0), Math.round(word.x1)]);
    expect(words.map(([text]) => text)).toEqual([
      'EXAMEN',
      'RESULTADO',
      'UNIDADES',
      'VALOR',
      'REFERENCIAL',
    ]);
    const [, resultado] = words;
    // The letters' width measured on the words beside it (about 19 px a capital): 9 capitals.
    expect(resultado![1]).toBeGreaterThan(1080);
    expect(resultado![1]).toBeLessThan(1150);
    expect(resultado![2]).toBe(1290);
  });

  it("still reads a blood page's results and the urine page after it under their own columns", () => {
    // A guard, shaped as b354-05's scan came back (page 1's rule glued to its result heading,
    // page 2's header with an underscore on its first heading and a space before its unit's):
    // the reader before items 764-765 read this pair right too; the scan's failure needed its
    // whole page, and is measured by `npm run bench:lab-world` on set 354.
    const row = (y: number, cells: [string, number, number][]) =>
      cells.map(([text, x0, x1]) => ocrWord(text, x0, x1, y));
    const page1 = linesFromWords(
      [
        ...header,
        ...row(260, [
          ['Creatinina', 470, 640],
          ['0.94', 1108, 1180],
          ['mg/dL', 1336, 1440],
          ['0.50-1.10', 1608, 1780],
        ]),
      ],
      1,
    );
    const page2 = linesFromWords(
      [
        ...row(200, [
          ['_EXAMEN', 400, 550],
          ['RESULTADO', 1099, 1283],
          [' UNIDADES', 1337, 1490],
          ['VALOR', 1610, 1708],
          ['REFERENCIAL', 1721, 1923],
        ]),
        ...row(250, [
          ['EXAMEN', 417, 540],
          ['QUIMICO', 561, 700],
        ]),
        ...row(300, [
          ['Leucocitos', 470, 640],
          ['++', 1108, 1150],
          ['Negativo', 1612, 1760],
        ]),
        ...row(340, [
          ['Nitritos', 470, 610],
          ['Positivo', 1108, 1250],
          ['Negativo', 1612, 1760],
        ]),
      ],
      2,
    );
    const rows = parseLabText([...page1, ...page2], reference, { isOcr: true });
    expect(readAs(rows)).toEqual([
      ['creatinine', 0.94, 'mg/dL', true],
      ['urine-leukocyte-esterase', '2+', null, true],
      ['urine-nitrite', 'positive', null, true],
    ]);
  });

  it('leaves a word with no rule glued to it as OCR read it', () => {
    const [line] = linesFromWords([ocrWord('Glucosa', 400, 540), ocrWord('5.4', 1100, 1160)]);
    expect(line!.words.map((word) => [word.text, word.x0, word.x1])).toEqual([
      ['Glucosa', 400, 540],
      ['5.4', 1100, 1160],
    ]);
  });
});

describe("'Valor referencial' heads the range column (item 765)", () => {
  it.each(['VALOR REFERENCIAL', 'Valores referenciales', 'Rango referencial'])(
    '%s is a range heading',
    (heading) => {
      const header = readTableHeader(
        phrasesLine(0, [
          ['EXAMEN', 40],
          ['RESULTADO', 200],
          ['UNIDADES', 262],
          [heading, 340],
        ]),
      );
      expect(header?.halves).toHaveLength(1);
      expect(header?.halves[0]!.columns.map((column) => column.role)).toEqual([
        'name',
        'value',
        'unit',
        'range',
      ]);
    },
  );

  it('reads a urine strip whose normal answers stand under it as ranges', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['EXAMEN', 40],
          ['RESULTADO', 200],
          ['UNIDADES', 262],
          ['VALOR REFERENCIAL', 340],
        ]),
        phrasesLine(1, [['EXAMEN QUÍMICO DE ORINA', 40]]),
        phrasesLine(2, [
          ['Nitritos', 50],
          ['Positivo', 200],
          ['Negativo', 340],
        ]),
        phrasesLine(3, [
          ['Densidad', 50],
          ['1.025', 200],
          ['1.005 - 1.030', 340],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([
      ['urine-nitrite', 'positive', null, true],
      ['urine-specific-gravity', 1.025, null, true],
    ]);
  });
});

describe('a range cell that points elsewhere (item 766)', () => {
  const header = phrasesLine(0, [
    ['Examen', 40],
    ['Resultado', 200],
    ['Unidades', 262],
    ['Valor de referencia', 340],
  ]);

  it.each(['Ver tabla gestacional', 'See attached table', 'Siehe beiliegende Tabelle'])(
    'keeps the row of a known test beside %s',
    (pointer) => {
      const rows = parseLabText(
        textLayer([
          header,
          phrasesLine(1, [
            ['HCG beta cuantitativa', 40],
            ['12,480', 200],
            ['mUI/mL', 262],
            [pointer, 340],
          ]),
          phrasesLine(2, [
            ['TSH', 40],
            ['2.41', 200],
            ['µUI/mL', 262],
            ['0.27 - 4.20', 340],
          ]),
        ]),
        reference,
      );
      expect(readAs(rows)).toEqual([
        ['hcg', 12480, 'mIU/mL', true],
        ['tsh', 2.41, 'µIU/mL', true],
      ]);
    },
  );

  it('makes no row of a note cut into the columns', () => {
    const rows = parseLabText(
      textLayer([
        header,
        phrasesLine(1, [
          ['Glucosa', 40],
          ['96', 200],
          ['mg/dL', 262],
          ['70 - 110', 340],
        ]),
        phrasesLine(2, [
          ['Control en', 40],
          ['3', 200],
          ['meses', 262],
          ['recomendado', 340],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([['glucose', 96, 'mg/dL', true]]);
  });
});

describe('names and units German and Italian labs print (items 768, 770)', () => {
  it("reads 'p.c.m.' as per microscope field", () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Esame', 40],
          ['Risultato', 210],
          ['Valori di riferimento', 350],
        ]),
        phrasesLine(1, [['Sedimento urinario', 40]]),
        phrasesLine(2, [
          ['Leucociti', 48],
          ['6-8 p.c.m.', 210],
          ['0-5 p.c.m.', 350],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([['urine-wbc', '6-8', '/HPF', true]]);
  });

  it.each([
    ['THRO', 'platelets'],
    ['BZ', 'glucose'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, { specimen: 'blood', unit: null })?.id).toBe(id);
  });
});

describe('a heading under a row (item 769)', () => {
  const header = phrasesLine(0, [
    ['Test Name', 40],
    ['Results', 232],
    ['Units', 282],
    ['Bio. Ref. Interval', 348],
  ]);

  it("is the next test's heading when the row's unit is not that test's", () => {
    const rows = parseLabText(
      textLayer([
        header,
        phrasesLine(1, [
          ['Glucose - Fasting', 40],
          ['97', 232],
          ['mg/dL', 282],
          ['70 - 100', 348],
        ]),
        phrasesLine(2, [['HbA1c (GLYCOSYLATED HAEMOGLOBIN)', 40]]),
        phrasesLine(3, [
          ['HbA1c', 40],
          ['5.9', 232],
          ['%', 282],
          ['< 5.7', 348],
        ]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([
      ['glucose', 97, 'mg/dL', true],
      ['hba1c', 5.9, '%', true],
    ]);
  });

  it("still continues a name cut short when the unit is the joined test's", () => {
    const rows = parseLabText(
      textLayer([
        header,
        phrasesLine(1, [
          ['Hemoglobin', 40],
          ['5.9', 232],
          ['%', 282],
          ['4.0 - 5.6', 348],
        ]),
        phrasesLine(2, [['A1c', 40]]),
      ]),
      reference,
    );
    expect(readAs(rows)).toEqual([['hba1c', 5.9, '%', true]]);
  });
});

describe('a long unit set tight against a result centred under its date (item 771)', () => {
  /** A word of a text layer with its box, as a PDF gives it. */
  const at = (text: string, x0: number, x1: number) => ({ text, x0, x1 });
  const line = (words: ReturnType<typeof at>[]) => ({ words, height: 5.6, page: 1 });

  it('reads the result from under the newest date', () => {
    const rows = parseLabText(
      [
        line([
          at('Coll.', 100, 116),
          at('Date', 119, 132),
          at('14/11/25', 212, 251),
          at('12/11/25', 277, 316),
          at('09/11/25', 342, 381),
        ]),
        line([
          at('Test', 40, 58),
          at('Coll.', 100, 116),
          at('Time', 119, 132),
          at('Unit', 150, 169),
          at('06:10', 218, 238),
          at('06:05', 283, 303),
          at('21:47', 348, 368),
          at('Reference', 420, 466),
          at('Range', 471, 497),
        ]),
        line([
          at('eGFR', 40, 58),
          at('(CKD-EPI)', 62, 102),
          at('mL/min/1.73m2', 150, 209),
          at('38', 212, 223),
          at('L', 245, 250),
          at('41', 277, 287),
          at('L', 310, 315),
          at('44', 342, 352),
          at('L', 375, 380),
          at('>=', 420, 430),
          at('90', 436, 446),
        ]),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['egfr', 38, 'mL/min/1.73m²'],
    ]);
  });
});
