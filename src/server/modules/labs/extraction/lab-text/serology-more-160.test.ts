/**
 * More infection tests as tests we know (ADR 160): the treponemal syphilis antibodies, dengue IgM
 * and IgG, CMV, hepatitis A, the hepatitis B e antigen and core antibodies, varicella, rubella
 * IgM, H. pylori, Chlamydia IgG, the cryptococcal antigen, the Monospot, Chagas's antibodies and
 * the HIV, hepatitis C and hepatitis B viral loads, by their names in the languages we read; their
 * answers on each test's own scale; a reactive answer flagged as not normal; a viral load read
 * with its unit, and its 'Not detected' kept as printed.
 */
import { describe, expect, it } from 'vitest';
import { describedAnswer, readRows as read, headedReport } from './read-rows.test-helpers';

const report = (heading: string, rows: string[]) =>
  headedReport(heading, rows, 'Test   Result   Reference');

describe('more serology read as the tests it holds', () => {
  it('reads English names and answers onto each test', () => {
    expect(
      read(
        report('SEROLOGY', [
          'TPHA   Reactive 1:320   Non Reactive',
          'HBeAg   Non Reactive',
          'Anti-HBe   Reactive',
          'Anti-HBc (total)   Reactive',
          'Anti-HBc IgM   Non Reactive',
          'Hepatitis A IgM   Negative',
          'Varicella Zoster IgG   Detected',
          'Dengue IgM   Positive   Negative',
          'Heterophile Ab   Negative',
          'Cryptococcal Antigen (CrAg)   Negative',
          'H. pylori IgG Antibody   Negative',
        ]),
      ),
    ).toEqual([
      // The word is the result; the titre after it is how strong the reaction was.
      ['treponemal-ab', 'reactive', null, true],
      ['hbeag', 'non-reactive', null, true],
      ['anti-hbe', 'reactive', null, true],
      ['anti-hbc', 'reactive', null, true],
      ['anti-hbc-igm', 'non-reactive', null, true],
      ['anti-hav-igm', 'non-reactive', null, true],
      ['vzv-igg', 'reactive', null, true],
      ['dengue-igm', 'reactive', null, true],
      ['heterophile-antibody', 'non-reactive', null, true],
      ['cryptococcal-antigen', 'non-reactive', null, true],
      ['h-pylori-igg', 'non-reactive', null, true],
    ]);
  });

  it('reads names and answers in German, French, Spanish and Italian', () => {
    expect(
      read(
        report('Serologie', [
          'Treponema pallidum-AK (Screening)   negativ',
          'Chlamydia trachomatis IgG   positiv',
          'Helicobacter-pylori-Antigen   negativ',
        ]),
      ),
    ).toEqual([
      ['treponemal-ab', 'non-reactive', null, true],
      ['chlamydia-trachomatis-igg', 'reactive', null, true],
      ['h-pylori-stool-antigen', 'non-reactive', null, true],
    ]);
    expect(
      read(
        report('Sérologies', [
          'Syphilis (Ac totaux anti-T. pallidum)   Négatif',
          'Dengue — IgG (ELISA)   Positif',
          'IgM anti-dengue   négatif',
        ]),
      ),
    ).toEqual([
      ['treponemal-ab', 'non-reactive', null, true],
      ['dengue-igg', 'reactive', null, true],
      ['dengue-igm', 'non-reactive', null, true],
    ]);
    expect(
      read(
        report('Serología', [
          'Sífilis (Anticuerpos totales)   No reactivo',
          'Anticuerpos anti-VHA IgM   No reactivo',
          'Hepatitis A IgG   Reactivo',
          'Chagas - ELISA   No reactivo',
        ]),
      ),
    ).toEqual([
      ['treponemal-ab', 'non-reactive', null, true],
      ['anti-hav-igm', 'non-reactive', null, true],
      ['anti-hav', 'reactive', null, true],
      ['chagas-antibody', 'non-reactive', null, true],
    ]);
    expect(
      read(
        report('Sierologia', [
          'Treponema pallidum Ab (CLIA)   NEGATIVO',
          'Rosolia IgM   NON REATTIVO',
          'Citomegalovirus IgM   NEGATIVO',
        ]),
      ),
    ).toEqual([
      ['treponemal-ab', 'non-reactive', null, true],
      ['rubella-igm', 'non-reactive', null, true],
      ['cmv-igm', 'non-reactive', null, true],
    ]);
  });

  it('holds an index printed instead of an answer, kept with its number', () => {
    expect(read(report('Serología', ['HELICOBACTER PYLORI IgG   2.54   Índice']))).toEqual([
      // The number in its unit (ADR 081 item 749), still held: only the lab's answer says
      // whether it means reactive.
      ['h-pylori-igg', 2.54, 'Índice', false],
    ]);
  });
});

describe('a viral load read with its unit', () => {
  it('reads a number in its unit, and a result below the limit as printed', () => {
    expect(read(report('VIROLOGY', ['HIV-1 RNA   45200   copies/mL   <20']))).toEqual([
      ['hiv-1-rna', 45200, 'copies/mL', true],
    ]);
    expect(read(report('VIROLOGY', ['HIV-1 RNA   <20   copies/mL']))).toEqual([
      ['hiv-1-rna', 20, 'copies/mL', true],
    ]);
    expect(
      read(report('Virologie', ['Charge virale ARN VIH-1 (Abbott m2000)   <40   copies/mL'])),
    ).toEqual([['hiv-1-rna', 40, 'copies/mL', true]]);
    expect(read(report('VIROLOGY', ['HBV DNA   1250   IU/mL   <10']))).toEqual([
      ['hbv-dna', 1250, 'IU/mL', true],
    ]);
  });

  it("keeps 'Not detected' as printed, with its unit", () => {
    expect(
      read(report('VIROLOGY', ['HCV RNA Quantitative (Real-time PCR)   Not Detected   IU/mL'])),
    ).toEqual([['hcv-rna', 'not detected', 'IU/mL', true]]);
    expect(read(report('VIROLOGY', ['HIV-1 RNA   Target Not Detected   copies/mL']))).toEqual([
      ['hiv-1-rna', 'target not detected', 'copies/mL', true],
    ]);
  });
});

describe('a reactive answer is not normal; an immunity answer either way is usual', () => {
  const flag = (markerId: string, valueText: string, value: number | null = null) =>
    describedAnswer(markerId, valueText, value).flag;

  it('flags reactive screening answers as abnormal, never high', () => {
    expect(flag('treponemal-ab', 'reactive')).toBe('abnormal');
    expect(flag('hbeag', 'Positive')).toBe('abnormal');
    expect(flag('dengue-igm', 'Reactivo')).toBe('abnormal');
    expect(flag('anti-hbc', 'non-reactive')).toBe('normal');
    expect(flag('cryptococcal-antigen', 'Negative')).toBe('normal');
  });

  it('reads either answer of an immunity antibody as usual', () => {
    for (const id of ['anti-hav', 'vzv-igg', 'cmv-igg']) {
      expect(flag(id, 'reactive'), id).toBe('normal');
      expect(flag(id, 'Negative'), id).toBe('normal');
    }
  });

  it('flags a detected viral load high, and one below the limit not at all', () => {
    expect(flag('hiv-1-rna', '45200', 45200)).toBe('high');
    expect(flag('hiv-1-rna', '<20', 20)).toBe('normal');
    expect(flag('hcv-rna', 'not detected')).not.toBe('high');
  });
});

describe('two tests that answer in words, printed on one line', () => {
  it('reads the pair as no one test, held with its answer (ADR 081 item 436)', () => {
    expect(read(['SEROLOGY', 'Test   Result', 'HBsAg / HCV   Non reactive'].join('\n'))).toEqual([
      [null, 'non reactive', null, false],
    ]);
    // A measure after a dash is a number, and the measure's.
    expect(read(['COAGULATION', 'Test   Result', 'PT - INR   1.1'].join('\n'))).toEqual([
      ['inr', 1.1, null, true],
    ]);
  });
});
