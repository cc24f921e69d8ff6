/**
 * Infection serology as tests we know (ADR 158): hepatitis B surface antigen and antibody,
 * hepatitis C antibody, HIV 1/2, the VDRL and RPR, rubella and toxoplasma antibodies, a malaria
 * film or rapid test and dengue's NS1 antigen, by their names in the languages we read; their
 * answers ('Non reactive', 'Négatif', 'No reactivo', 'nicht reaktiv', 'Not seen') on each test's
 * own scale; and a reactive answer flagged as not normal, never as high.
 */
import { describe, expect, it } from 'vitest';
import { normaliseOrdinalValue } from '#server/knowledge/biomarkers/normalise-ordinal';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { deterministicSummary } from '../../lab-analysis';
import { describedAnswer, readRows as read, headedReport } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

const report = (heading: string, rows: string[]) =>
  headedReport(heading, rows, 'Test   Result   Reference');

describe('serology read as the tests it holds', () => {
  it('reads English screening answers onto each test, shown as read', () => {
    const rows = read(
      report('SEROLOGY', [
        'HBsAg (rapid)   Non Reactive   Non Reactive',
        'Anti-HCV   Reactive   Non Reactive',
        'HIV 1/2 Ag/Ab   Non-reactive   Non-reactive',
        'VDRL   Reactive 1:8   Non Reactive',
        'Malaria Parasite (Thick film)   Not seen',
        'Dengue NS1 Antigen   Positive   Negative',
      ]),
    );
    expect(rows).toEqual([
      ['hbsag', 'non-reactive', null, true],
      ['anti-hcv', 'reactive', null, true],
      ['hiv-ag-ab', 'non-reactive', null, true],
      // The word is the result; the titre after it is how strong the reaction was.
      ['vdrl', 'reactive', null, true],
      ['malaria-film', 'not seen', null, true],
      ['dengue-ns1', 'reactive', null, true],
    ]);
  });

  it('reads names and answers in German, French, Spanish and Italian', () => {
    expect(
      read(
        report('Serologie', [
          'HBs-Antigen   nicht reaktiv',
          'HIV-1/2 Ag/Ak (Combo)   reaktiv',
          'Röteln-IgG   46   IU/ml',
        ]),
      ),
    ).toEqual([
      ['hbsag', 'non-reactive', null, true],
      ['hiv-ag-ab', 'reactive', null, true],
      ['rubella-igg', 46, 'IU/mL', true],
    ]);
    expect(
      read(
        report('Sérologies', [
          'Antigène HBs   Négatif',
          'Toxoplasmose IgG   124   UI/ml',
          'Goutte épaisse (Plasmodium)   Négative',
          'Antigène NS1 dengue   POSITIF',
        ]),
      ),
    ).toEqual([
      ['hbsag', 'non-reactive', null, true],
      ['toxoplasma-igg', 124, 'IU/mL', true],
      ['malaria-film', 'not seen', null, true],
      ['dengue-ns1', 'reactive', null, true],
    ]);
    expect(
      read(report('Serología', ['RPR (sífilis)   No reactivo', 'Gota gruesa   NEGATIVA'])),
    ).toEqual([
      ['rpr', 'non-reactive', null, true],
      ['malaria-film', 'not seen', null, true],
    ]);
    expect(
      read(
        report('Sierologia', ['Anticorpi anti-HCV   NON REATTIVO', 'Rosolia IgG   48.6   UI/mL']),
      ),
    ).toEqual([
      ['anti-hcv', 'non-reactive', null, true],
      ['rubella-igg', 48.6, 'IU/mL', true],
    ]);
  });

  it('reads an answer printed in two languages, each half a phrase', () => {
    expect(read(report('SEROLOGY', ['HIV-1/2 Ag/Ab combo   Non-reactive / Non réactif']))).toEqual([
      ['hiv-ag-ab', 'non-reactive', null, true],
    ]);
  });

  it("never reads a negated answer through its last word when the name's brackets still resolve", () => {
    // 'Antígeno de superficie VHB (HBsAg) No' resolves by its brackets; 'reactivo' alone is the
    // opposite of what was printed.
    expect(
      read(
        report('Serología', [
          'Antígeno de superficie VHB (HBsAg)   No reactivo',
          'Malaria parasite (thick film)   Not seen',
        ]),
      ),
    ).toEqual([
      ['hbsag', 'non-reactive', null, true],
      ['malaria-film', 'not seen', null, true],
    ]);
  });

  it("reads a film's phrases, and parasites found with their grade", () => {
    expect(
      read(report('PARASITOLOGY', ['Blood film for MPs   No malaria parasites seen'])),
    ).toEqual([['malaria-film', 'not seen', null, true]]);
    expect(read(report('PARASITOLOGY', ['BS for MPS   Seen (+)']))).toEqual([
      ['malaria-film', 'seen', null, true],
    ]);
    expect(read(report('PARASITOLOGY', ['Malaria RDT   POSITIVE']))).toEqual([
      ['malaria-antigen', 'reactive', null, true],
    ]);
  });

  it('holds a titre printed alone, kept as printed', () => {
    expect(read(report('SEROLOGY', ['RPR   1:8   Non Reactive']))).toEqual([
      ['rpr', '1:8', null, false],
    ]);
  });

  it('reads the quantitative antibodies in their units', () => {
    expect(read(report('SEROLOGY', ['Anti-HBs   8.2   mIU/mL   >10']))).toEqual([
      ['anti-hbs', 8.2, 'mIU/mL', true],
    ]);
    // IU/L is the same amount as mIU/mL.
    expect(read(report('Serologie', ['Anti-HBs   312   IU/l   >10']))).toEqual([
      ['anti-hbs', 312, 'U/L', true],
    ]);
    expect(read(report('SEROLOGY', ['Rubella IgG   8   IU/mL']))).toEqual([
      ['rubella-igg', 8, 'IU/mL', true],
    ]);
    expect(reference.convert('anti-hbs', 312, 'IU/L', 'mIU/mL')).toBe(312);
  });
});

describe('a serology answer in the words of any test', () => {
  const reactive = ['non-reactive', 'reactive'];
  it.each([
    ['Negative', 'non-reactive'],
    ['Négatif', 'non-reactive'],
    ['Negativo', 'non-reactive'],
    ['negativ', 'non-reactive'],
    ['n.n.', 'non-reactive'],
    ['Not detected', 'non-reactive'],
    ['Non reactive', 'non-reactive'],
    ['NONREACTIVE', 'non-reactive'],
    ['Non réactif', 'non-reactive'],
    ['No reactivo', 'non-reactive'],
    ['Non reattivo', 'non-reactive'],
    ['nicht reaktiv', 'non-reactive'],
    ['Not reactive', 'non-reactive'],
    ['Reactive', 'reactive'],
    ['Réactif', 'reactive'],
    ['Reactivo (1:64)', 'reactive'],
    ['reattivo', 'reactive'],
    ['positiv', 'reactive'],
    ['+', 'reactive'],
    ['++', 'reactive'],
  ])('%s is %s', (printed, expected) => {
    expect(normaliseOrdinalValue(printed, reactive)).toBe(expected);
  });

  it("reads a film's words, and a strip's scale takes the serology's words", () => {
    const reactive = ['non-reactive', 'reactive'];
    const film = ['not seen', 'seen'];
    expect(normaliseOrdinalValue('No MPS seen', film)).toBe('not seen');
    expect(normaliseOrdinalValue('Négative', film)).toBe('not seen');
    expect(normaliseOrdinalValue('P. falciparum ++', film)).toBe('seen');
    // A negation before the finding's word: no sighting. Of the parasites looked for, none seen
    // (ADR 081 item 586); of one stage only, no guess.
    expect(normaliseOrdinalValue('No malarial parasites seen', film)).toBe('not seen');
    expect(normaliseOrdinalValue('No haemoparasites seen', film)).toBe('not seen');
    expect(normaliseOrdinalValue('No gametocytes seen', film)).toBeNull();
    expect(normaliseOrdinalValue('Non reactive', ['negative', 'positive'])).toBe('negative');
    expect(normaliseOrdinalValue('Non-reactive / Non réactif', reactive)).toBe('non-reactive');
    expect(normaliseOrdinalValue('Negative / Réactif', reactive)).toBeNull();
    expect(normaliseOrdinalValue('Positive, not quantified', ['negative', 'positive'])).toBe(
      'positive',
    );
  });
});

describe('a reactive answer is not normal, never high', () => {
  const flag = (markerId: string, valueText: string) => describedAnswer(markerId, valueText).flag;

  it('flags reactive, positive and seen as abnormal, and the usual answers as normal', () => {
    expect(flag('hbsag', 'reactive')).toBe('abnormal');
    expect(flag('hiv-ag-ab', 'Positive')).toBe('abnormal');
    expect(flag('malaria-film', 'seen')).toBe('abnormal');
    expect(flag('rpr', '1:8')).toBe('abnormal');
    expect(flag('hbsag', 'non-reactive')).toBe('normal');
    expect(flag('anti-hcv', 'Négatif')).toBe('normal');
    expect(flag('malaria-film', 'No MPS seen')).toBe('normal');
  });

  it('is summed up calmly, pointing to the doctor who ordered it', () => {
    const described = describedAnswer('hbsag', 'reactive');
    const summary = deterministicSummary(
      [{ ...described, name: 'HBsAg' } as Parameters<typeof deterministicSummary>[0][number]],
      [],
    );
    expect(summary).toMatch(/Not the usual answer: HBsAg \(reactive\)/);
    expect(summary).toMatch(/the doctor who ordered it will explain/);
    expect(summary).not.toMatch(/slightly out of range/);
  });
});
