/**
 * A bar printed alone where no ruling runs (ADR 081 item 750), in our own tests and values: a
 * portal's cards drawn with a '|' before each test's name lose their bars and are read; a ruled
 * table keeps every bar, across the line of dashes under its header.
 */
import { describe, expect, it } from 'vitest';
import { readRows, wordsAt } from './lab-text/read-rows.test-helpers';
import { withoutLoneBars } from './lone-bars';

const cardGrid = [
  wordsAt(0, '|@39 Glucose@45 |@309 Sodium@315'),
  wordsAt(1, '104@45 mg/dL@72 HIGH@215 141@315 mmol/L@342 Normal@485'),
  wordsAt(
    2,
    'Standard@45 range:@85 70@125 -@137 99@143 Standard@315 range:@355 135@395 -@411 146@417',
  ),
  wordsAt(3, '|@39 Creatinine@45 |@309 Potassium@315'),
  wordsAt(4, '0.91@45 mg/dL@79 Normal@215 4.6@315 mmol/L@342 Normal@485'),
  wordsAt(
    5,
    'Standard@45 range:@85 0.60@125 -@147 1.20@153 Standard@315 range:@355 3.5@395 -@411 5.3@417',
  ),
];

const ruledTable = [
  wordsAt(0, '|@30 Test@40 |@143 Result@152 |@269 Units@278 |@341 Range@350 |@480'),
  wordsAt(1, '+---------------+----------+-------+@30'),
  wordsAt(2, '|@30 CHEMISTRY@40 |@480'),
  wordsAt(3, '|@30 Glucose@40 |@143 104@152 |@269 mg/dL@278 |@341 70-99@350 |@480'),
  wordsAt(4, '|@30 Sodium@40 |@143 141@152 |@269 mmol/L@278 |@341 135-146@350 |@480'),
];

const bars = (lines: ReturnType<typeof withoutLoneBars>) =>
  lines.map((line) => line.words.filter((word) => word.text === '|').length);

describe('bars printed alone (item 750)', () => {
  it('takes a card’s edge off its line of names, and the cards are read', () => {
    expect(bars(withoutLoneBars(cardGrid))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(readRows(withoutLoneBars(cardGrid))).toEqual([
      ['glucose', 104, 'mg/dL', true],
      ['sodium', 141, 'mmol/L', true],
      ['creatinine', 0.91, 'mg/dL', true],
      ['potassium', 4.6, 'mmol/L', true],
    ]);
  });

  it('keeps every bar of a ruled table, its header ruled apart by a line of dashes', () => {
    expect(bars(withoutLoneBars(ruledTable))).toEqual(bars(ruledTable));
  });
});
