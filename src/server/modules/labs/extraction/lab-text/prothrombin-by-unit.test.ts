/**
 * The prothrombin time in seconds and the same test as a percentage of normal activity (German
 * 'Quick', French 'taux de prothrombine') share names: the printed unit says which test a row is
 * (ADR 081 item 207).
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (...lines: string[]) =>
  parseLabText(lines.join('\n'), reference).map((row) => [
    row.markerId,
    row.value,
    row.unit,
    row.reviewReason === null,
  ]);

describe('the prothrombin time and its activity', () => {
  it('reads a Quick percentage as the activity, never as an INR cut short', () => {
    expect(read('Gerinnung', 'Quick 64 % 70 - 120', 'INR 1,3 0,85 - 1,15')).toEqual([
      ['prothrombin-activity', 64, '%', true],
      ['inr', 1.3, null, true],
    ]);
  });

  it('lets the unit choose between the time and the percentage under one name', () => {
    expect(read('Prothrombinzeit 88 % 70 - 120')).toEqual([
      ['prothrombin-activity', 88, '%', true],
    ]);
    expect(read('Temps de Quick 13,8 sec 11 - 13,5')).toEqual([
      ['prothrombin-time', 13.8, 'sec', true],
    ]);
    expect(read('Tasa de protrombina 91 % 70 - 120')).toEqual([
      ['prothrombin-activity', 91, '%', true],
    ]);
  });

  it('reads a lone s after a clotting time as seconds', () => {
    expect(read('PTT 31 s 25 - 37')).toEqual([['aptt', 31, 'sec', true]]);
  });
});
