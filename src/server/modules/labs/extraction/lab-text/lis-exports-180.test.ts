/**
 * What sets 180's and 181's tune parts taught (rows that carry more than a result, as laboratory
 * systems print them; ADR 081 items 338-342): columns saying where and when each row was done,
 * a test's code and validation state in columns of their own, a wellness app's cards that
 * print an optimal range beside the laboratory's, a letter that gives results in sentences, and
 * counts glued to their volume.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

describe("a laboratory network's rows, each with its performing site and when it was reported", () => {
  it('reads the results and sets the site and the time aside', () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 205],
        ['Flag', 250],
        ['Units', 275],
        ['Ref. range', 345],
        ['Site', 430],
        ['Reported', 470],
      ]),
      line(1, [
        ['Haemoglobin', 46],
        ['13.1', 205],
        ['g/dL', 275],
        ['12.0 - 15.5', 345],
        ['UHL', 430],
        ['11-Sep 13:48', 470],
      ]),
      line(2, [
        ['Fasting Plasma Glucose', 46],
        ['5.9', 205],
        ['H', 254],
        ['mmol/L', 275],
        ['3.9 - 5.5', 345],
        ['KRN', 430],
        ['11-Sep 09:20', 470],
      ]),
    ]);
    // Nothing was read: a Kenyan network's report 0.000.
    expect(rows).toEqual([
      ['hemoglobin', 13.1, 'g/dL', true],
      ['glucose', 5.9, 'mmol/L', true],
    ]);
  });
});

describe("a hospital export with each test's code, its specimen and its validation state", () => {
  it('reads the results under their own columns', () => {
    const rows = read([
      line(0, [
        ['Cód.', 40],
        ['Prueba', 78],
        ['Muestra', 218],
        ['Resultado', 288],
        ['Unidades', 330],
        ['Valores ref.', 392],
        ['Estado', 490],
      ]),
      line(1, [
        ['H001', 40],
        ['Hemoglobina', 78],
        ['Sangre EDTA', 218],
        ['11,2', 288],
        ['*', 318],
        ['g/dL', 330],
        ['12,0 - 16,0', 392],
        ['Validado', 490],
      ]),
      line(2, [
        ['B030', 40],
        ['Ferritina', 78],
        ['Suero', 218],
        ['6', 288],
        ['*', 318],
        ['ng/mL', 330],
        ['15 - 150', 392],
        ['Validado', 490],
      ]),
    ]);
    // Hardly anything was read: a Spanish hospital's export 0.071.
    expect(rows).toEqual([
      ['hemoglobin', 11.2, 'g/dL', true],
      ['ferritin', 6, 'ng/mL', true],
    ]);
  });
});

describe("a wellness app's cards, an optimal range beside the laboratory's", () => {
  it("reads each card with the laboratory's range, its status word no flag", () => {
    const rows = read([
      line(0, [
        ['Fasting Insulin', 48],
        ['Borderline', 237],
        ['Uric Acid', 313],
        ['Normal', 518],
      ]),
      line(1, [
        ['11.8', 48],
        ['µIU/mL', 104],
        ['6.4', 313],
        ['mg/dL', 357],
      ]),
      line(2, [
        ['Optimal range: 2 – 6 µIU/mL', 48],
        ['Optimal range: 3.5 – 5.5 mg/dL', 313],
      ]),
      line(3, [
        ['Lab range: 2.6 – 24.9 µIU/mL', 48],
        ['Lab range: 3.4 – 7.0 mg/dL', 313],
      ]),
    ]);
    // Both ranges were read onto each card's line, which then read as no row.
    expect(rows).toEqual([
      ['insulin', 11.8, 'µIU/mL', true],
      ['uric-acid', 6.4, 'mg/dL', true],
    ]);
  });
});

describe('a letter that gives its results in sentences', () => {
  it('reads each result, held for the member to check, and no range or earlier result', () => {
    const rows = read(
      [
        'Dear Mr Trewin,',
        'Your HbA1c was 46 mmol/mol. This test measures your average blood sugar level over the',
        'Your total cholesterol was 6.4 mmol/L, and your LDL cholesterol was 4.3 mmol/L.',
        "Your HDL cholesterol (the 'good' cholesterol) was 1.1 mmol/L.",
        'Your kidney function is normal, with an eGFR of 78 mL/min/1.73m2.',
        'Your vitamin D level was low at 38 nmol/L. Dr Hollis recommends a daily supplement.',
        'A fasting glucose of 6.1 - 6.9 mmol/L indicates impaired fasting glucose.',
        'Your potassium was previously 5.6 mmol/L and has come down since.',
      ].join('\n'),
    );
    // None was read: a letter's results are in no table.
    expect(rows).toEqual([
      ['hba1c', 46, 'mmol/mol', false],
      ['total-cholesterol', 6.4, 'mmol/L', false],
      ['ldl-cholesterol', 4.3, 'mmol/L', false],
      ['hdl-cholesterol', 1.1, 'mmol/L', false],
      ['egfr', 78, 'mL/min/1.73m²', false],
      ['vitamin-d', 38, 'nmol/L', false],
    ]);
  });

  it('reads a German letter, the test named by the last words before its value', () => {
    const rows = read(
      [
        'Im Urin zeigte sich ein Albumin/Kreatinin-Quotient von 4.2 mg/mmol (Norm < 3.0), vereinbar mit',
        'Mikroalbuminurie. Unter der langjährigen Metformintherapie ist das Vitamin B12 mit 198 pmol/l',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['urine-acr', 4.2, 'mg/mmol', false],
      ['vitamin-b12', 198, 'pmol/L', false],
    ]);
  });
});

describe('counts glued to their volume, their groups of digits apart', () => {
  it('reads the count and its unit', () => {
    const rows = read([
      line(0, [
        ['Analyse', 40],
        ['Résultat', 205],
        ['Valeurs usuelles', 290],
      ]),
      line(1, [
        ['Globules blancs', 40],
        ['4 800/mm³', 205],
        ['4 000 - 10 000 /mm³', 290],
      ]),
      line(2, [
        ['Plaquettes', 40],
        ['186 000/mm³', 205],
        ['150 000 - 400 000 /mm³', 290],
      ]),
    ]);
    // Neither was read: '4800/mm³' was no value and unit.
    expect(rows).toEqual([
      ['wbc', 4800, '/µL', true],
      ['platelets', 186000, '/µL', true],
    ]);
  });
});
