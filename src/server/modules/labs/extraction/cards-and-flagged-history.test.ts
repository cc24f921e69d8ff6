/**
 * Card grids and cumulative columns as a third generated corpus printed them (ADR 081 addendum,
 * items 26-29), read through the text PDF reader with each word where the lab put it: a card's
 * status set close to its name, names wrapped onto a second line with a bracket, a digit or a
 * locant ('(calculado)', 'Vitamin D3', '25-OH-'), and earlier results printed with their flags
 * glued on ('L30,4').
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { makePlacedTextPdf } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';

const reference = biomarkerReferenceFromFiles();
const metrics = new PDFDocument().font('Helvetica').fontSize(9);

type Line = { size?: number; words: [string, number][] };

/** Each line's words at their x (points), a line 14 points below the last (20 after large print). */
async function readLines(lines: Line[]): Promise<ExtractedRow[]> {
  let y = 60;
  const items = lines.flatMap(({ size, words }) => {
    const placed = words.map(([text, x]) => ({ text, x, y, ...(size ? { size } : {}) }));
    y += size && size > 12 ? 22 : 14;
    return placed;
  });
  const pdf = await openPdf(new Uint8Array(await makePlacedTextPdf(items)));
  try {
    return parseLabText((await readPdfPageLines(pdf)).flat(), reference);
  } finally {
    await pdf.destroy();
  }
}

/** A phrase as separate words, each after the last at a space's width (9 pt Helvetica). */
function phrase(text: string, x: number): [string, number][] {
  const words: [string, number][] = [];
  for (const word of text.split(' ')) {
    words.push([word, x]);
    x += metrics.widthOfString(`${word} `);
  }
  return words;
}

const line = (...cells: [string, number][]): Line => ({
  words: cells.flatMap(([text, x]) => phrase(text, x)),
});
const large = (...cells: [string, number][]): Line => ({ ...line(...cells), size: 20 });

const valueOf = (rows: ExtractedRow[], markerId: string) =>
  rows.find((row) => row.markerId === markerId)?.value;

describe('card grids', () => {
  it("reads a card whose status is set close to its name as the name alone ('Glucosa en ayunas  En rango')", async () => {
    const rows = await readLines([
      line(['Glucosa en ayunas', 52], ['En rango', 140], ['HbA1c', 227], ['En rango', 290]),
      large(['94', 52], ['mg/dL', 99], ['4,6', 227], ['%', 262]),
      line(['Rango 70 - 99', 52], ['Rango 4,0 - 5,6', 227]),
    ]);
    expect(valueOf(rows, 'glucose')).toBe(94);
    expect(valueOf(rows, 'hba1c')).toBe(4.6);
    expect(rows.find((row) => row.markerId === 'glucose')?.printedName).toBe('Glucosa en ayunas');
  });

  it("joins a name wrapped onto a line in brackets ('Colesterol LDL' / '(calculado)')", async () => {
    const rows = await readLines([
      line(['Colesterol total', 52], ['En rango', 159], ['Colesterol LDL', 401], ['Alto', 528]),
      line(['(calculado)', 401]),
      large(['193', 52], ['mg/dL', 99], ['134', 401], ['mg/dL', 448]),
      line(['Óptimo < 200', 52], ['Óptimo < 130', 401]),
    ]);
    expect(valueOf(rows, 'total-cholesterol')).toBe(193);
    expect(valueOf(rows, 'ldl-cholesterol')).toBe(134);
  });

  it("joins wrapped names that start with a locant or hold digits ('25-OH-' / 'Vitamin D3', 'Hämoglobin' / 'A1c')", async () => {
    const rows = await readLines([
      line(['25-OH-', 39], ['Im Normbereich', 100], ['Vitamin B12', 218], ['Im Normbereich', 290]),
      line(['Vitamin D3', 39]),
      large(['83,4', 39], ['ng/ml', 93], ['440', 218], ['pg/ml', 265]),
      line(['Referenz 30,0 - 100,0', 39], ['Referenz 200 - 900', 218]),
      line(
        ['Glucose im', 39],
        ['Im Normbereich', 100],
        ['Hämoglobin', 218],
        ['Im Normbereich', 290],
      ),
      line(['Serum', 39], ['A1c', 218]),
      large(['90', 39], ['mg/dl', 70], ['5,0', 218], ['%', 250]),
      line(['Referenz 70 - 99', 39], ['Referenz 4,0 - 5,6', 218]),
    ]);
    expect(valueOf(rows, 'vitamin-d')).toBe(83.4);
    expect(valueOf(rows, 'vitamin-b12')).toBe(440);
    expect(valueOf(rows, 'glucose')).toBe(90);
    expect(valueOf(rows, 'hba1c')).toBe(5);
  });

  it("takes a value whose box starts before its card's name ('136' boxed with a speck) as that card's", async () => {
    const rows = await readLines([
      line(['Alanine Aminotransferase', 40], ['Aspartate', 220], ['GGT', 400]),
      line(['Aminotransferase', 220]),
      // Printed large, '136' starts 24 points before 'Aspartate' and runs well under it.
      {
        ...line(['34', 40], ['U/L', 80], ['136', 196], ['U/L', 262], ['19', 400], ['U/L', 440]),
        size: 30,
      },
      line(['Range 7 - 45', 40], ['Range 10 - 40', 220], ['Range 8 - 61', 400]),
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['alt', 34],
      ['ast', 136],
      ['ggt', 19],
    ]);
  });
});

describe('a cumulative report', () => {
  it("reads earlier results printed with their flags glued on ('L30,4') as dated history, not as more result cells", async () => {
    const rows = await readLines([
      line(['Attuale', 338]),
      line(
        ['Esame', 43],
        ['Unità', 169],
        ['Range di riferimento', 243],
        ['16/07/2025', 338],
        ['16/10/2024', 394],
        ['16/02/2024', 452],
        ['16/01/2024', 511],
      ),
      line(
        ['Ematocrito', 43],
        ['%', 169],
        ['36,0-46,0', 243],
        ['L27,8', 338],
        ['L30,4', 394],
        ['L33,1', 452],
        ['L25,7', 511],
      ),
      line(
        ['Trigliceridi', 43],
        ['mg/dl', 169],
        ['≤ 150', 243],
        ['H302', 338],
        ['H247', 394],
        ['H271', 452],
        ['H326', 511],
      ),
    ]);
    const hematocrit = rows.find((row) => row.markerId === 'hematocrit');
    expect(hematocrit?.value).toBe(27.8);
    expect(hematocrit?.history?.map((earlier) => [earlier.collectedOn, earlier.value])).toEqual([
      ['2024-10-16', 30.4],
      ['2024-02-16', 33.1],
      ['2024-01-16', 25.7],
    ]);
    expect(valueOf(rows, 'triglycerides')).toBe(302);
  });

  it("splits a name filling its column from the unit drawn against it ('TRIGLYCERIDEmg/dL', 'NEUTROPHILSK/uL')", async () => {
    /** A table whose name column ends where `name` does, its unit drawn against it as one item. */
    const table = async (name: string, unit: string, values: [string, string]) => {
      const units = 39 + metrics.widthOfString(name);
      const rows = await readLines([
        line(
          ['Test', 39],
          ['Units', units],
          ['Normal range', 160],
          ['12/22/2024', 247],
          ['01/22/2026', 320],
        ),
        {
          words: [
            [`${name}${unit}`, 39],
            ...phrase('1.0 to 999', 160),
            [values[0], 247],
            [values[1], 320],
          ],
        },
      ]);
      return rows.map((row) => [row.markerId, row.value, row.unit]);
    };
    expect(await table('TRIGLYCERIDE', 'mg/dL', ['83', '101'])).toEqual([
      ['triglycerides', 101, 'mg/dL'],
    ]);
    expect(await table('NEUTROPHILS', 'K/uL', ['8.08', '9.49'])).toEqual([
      ['neutrophils', 9.49, '10^3/µL'],
    ]);
    expect(await table('NEUTROPHILS', '%', ['39.7', '44.4'])).toEqual([
      ['neutrophils-percent', 44.4, '%'],
    ]);
    // 'Haemoglobing/L' ends with 'ng/L' as well as 'g/L': the name decides ('Haemoglobi' is no test).
    expect(await table('Haemoglobin', 'g/L', ['151', '129'])).toEqual([['hemoglobin', 129, 'g/L']]);
  });
});

describe('a name that may be another test', () => {
  it("holds a row whose printed range is far from the test's usual one", () => {
    const [row] = parseLabText('Ferritin  40  ng/mL  0,0 à 5,1', reference);
    expect(row?.markerId).toBe('ferritin');
    expect(row?.reviewReason).toContain('far from Ferritin');
    const [total] = parseLabText('Bilirubin  12  μmol/L  3 à 21', reference);
    expect(total?.reviewReason).toBeNull();
  });

  it("reads a name whose range is a longer-named test's as that test cut short ('Bilirubin' of 'Bilirubine conjuguée')", () => {
    const [row] = parseLabText('Bilirubin  1,6  μmol/L  0,0 à 5,1', reference);
    expect(row?.markerId).toBe('direct-bilirubin');
    expect(row?.reviewReason).toMatch(/cut short/);
  });

  it("reads a result flagged with two asterisks ('52**') as flagged, not as no result", () => {
    const [row] = parseLabText('Bilirubine totale  52**  μmol/L  3 à 21', reference);
    expect([row?.markerId, row?.value, row?.labFlag]).toEqual(['total-bilirubin', 52, 'H']);
  });

  it("reads two asterisks printed before the result ('**2,1') as its flag", () => {
    const [row] = parseLabText('White Cell Count  **2,1  x10^9/L  4,0-10,5', reference);
    expect([row?.markerId, row?.value, row?.labFlag]).toEqual(['wbc', 2.1, 'L']);
  });
});

describe('a result swallowed into a longer name', () => {
  it("takes the first number after the name, not the range's end ('Gamma GT (GGTP)  20 wr  § - 61')", () => {
    const [row] = parseLabText('Gamma GT (GGTP)  20 wr  § - 61', reference, { isOcr: true });
    expect([row?.markerId, row?.value]).toEqual(['ggt', 20]);
    // A year stays part of a name.
    const [egfr] = parseLabText('eGFR CKD-EPI 2021  69  mL/min/1.73m2  >60', reference);
    expect([egfr?.markerId, egfr?.value]).toEqual(['egfr', 69]);
  });
});
