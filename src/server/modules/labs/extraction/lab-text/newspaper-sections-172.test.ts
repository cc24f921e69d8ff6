/**
 * What sets 172's and 174's tune parts taught about two sections side by side (ADR 081 items 318
 * and 326): a rule under their headings, each row's range on the line below it ('Ref: 12.0 -
 * 15.5'), the right-hand section running on alone where the left one has fewer rows, rows named
 * with a colon ('Bacteria: Few'), both sections indented under their headings, and each read
 * under its own columns.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

const RULE = '_'.repeat(50);

describe('two sections side by side', () => {
  it('reads each under its own heading through rules and ranges under the rows', () => {
    const rows = read([
      line(0, [
        ['FULL BLOOD COUNT', 40],
        ['CHEMISTRY', 310],
      ]),
      line(1, [
        [RULE, 40],
        [RULE, 310],
      ]),
      line(2, [
        ['White cell count', 40],
        ['3.1', 194],
        ['↓', 211],
        ['x10^9/L', 222],
        ['Sodium', 310],
        ['134', 464],
        ['↓', 481],
        ['mmol/L', 492],
      ]),
      line(3, [
        ['Ref: 4.0 - 11.0', 48],
        ['Ref: 135 - 145', 318],
      ]),
      line(4, [
        ['Platelets', 40],
        ['118', 194],
        ['↓', 211],
        ['x10^9/L', 222],
        ['Potassium', 310],
        ['3.7', 464],
        ['mmol/L', 492],
      ]),
      line(5, [
        ['Ref: 150 - 400', 48],
        ['Ref: 3.5 - 5.1', 318],
      ]),
      line(6, [
        ['Glucose (random)', 310],
        ['5.1', 464],
        ['mmol/L', 492],
      ]),
      line(7, [['Ref: 3.9 - 7.8', 318]]),
      line(8, [
        ['SEROLOGY', 40],
        ['URINE DIPSTICK', 310],
      ]),
      line(9, [
        ['Dengue IgM', 40],
        ['Negative', 170],
        ['Leucocytes', 310],
        ['Negative', 440],
      ]),
      line(10, [
        ['Ref: Negative', 48],
        ['Ref: Negative', 318],
      ]),
      line(11, [
        ['Hepatitis A IgM', 40],
        ['Negative', 170],
        ['Protein', 310],
        ['Trace', 454],
      ]),
    ]);
    // Read across, the rule ended the sections at once: the glucose row alone on the right was
    // lost, and 'Leucocytes' under the urine heading was read as the blood count's second line.
    expect(rows).toContainEqual(['glucose', 5.1, 'mmol/L', true]);
    expect(rows).toContainEqual(['wbc', 3.1, '10^9/L', true]);
    expect(rows).toContainEqual(['urine-leukocyte-esterase', 'negative', null, true]);
    expect(rows).toContainEqual(['urine-protein', 'trace', null, true]);
    expect(rows.filter(([id]) => id === 'wbc')).toHaveLength(1);
  });

  it('reads a urinalysis of two sections indented under their headings, each by its own columns', () => {
    const rows = read([
      line(0, [['URINALYSIS (02-Mar-2025, midstream clean catch):', 40]]),
      line(1, [
        ['Macroscopic / Chemical', 40],
        ['Microscopic', 320],
      ]),
      line(2, [
        ['Color', 56],
        [':', 150],
        ['Light yellow', 160],
        ['Pus cells', 336],
        [':', 400],
        ['2-4 /hpf', 410],
        ['(N: 0 - 5 /hpf)', 470],
      ]),
      line(3, [
        ['pH', 56],
        [':', 150],
        ['6.0', 160],
        ['Bacteria: Few', 336],
      ]),
      line(4, [
        ['Specific gravity', 56],
        [':', 150],
        ['1.025', 160],
        ['Epithelial cells: Few', 336],
      ]),
      line(5, [
        ['Protein', 56],
        [':', 150],
        ['Negative', 160],
      ]),
    ]);
    // Read across, the specific gravity's line (a result beside 'Epithelial cells: Few') was lost,
    // the colour read as 'Light', and the protein, under a heading with a date, as blood protein.
    expect(rows).toEqual(
      expect.arrayContaining([
        ['urine-color', 'pale yellow', null, true],
        ['urine-specific-gravity', 1.025, null, true],
        ['urine-protein', 'negative', null, true],
        ['urine-wbc', '2-4', '/HPF', true],
      ]),
    );
  });
});
