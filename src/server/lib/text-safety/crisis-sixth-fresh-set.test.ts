import { describe, it } from 'vitest';
import { expectProbeFigures } from '../../../../tests/fixtures/crisis/probe-set';

describe('the sixth and seventh fresh sets (ADR 141)', () => {
  it('holds the figures of the sixth fresh set', () => {
    // Written without the rules, 480 messages in 24 kinds. First reading, before any change: tune
    // 86 of 165 with 5 false alarms in 171, held-out 35 of 75 with 1 in 69. After other scripts'
    // wishes (crisis-other-scripts.ts) and the learned signal retrained on its tune part: tune 123
    // and 4, held-out 38 and 1.
    expectProbeFigures('probes-141.json', {
      tune: { found: 123, alarms: 4 },
      heldOut: { found: 38, alarms: 1 },
    });
  });

  it("holds the figures of the seventh fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 24 kinds (half of them to the assistant), read
    // once the sixth set's changes were in: tune 84 of 158 with 8 false alarms in 166, held-out
    // 37 of 82 with 4 in 74. Not trained on: with its tune part the signal's threshold rose from
    // 3.10 to 3.64 and every held-out part together lost 25 finds, so it stays a fresh check.
    // ADR 143's frames, written from its tune part, and run-together words: tune 105 with 8
    // alarms; held-out unchanged at 37 and 4 (the frames found nothing there).
    expectProbeFigures('probes-142.json', {
      tune: { found: 105, alarms: 8 },
      heldOut: { found: 37, alarms: 4 },
    });
  });
});
