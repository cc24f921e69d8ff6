import { describe, it } from 'vitest';
import { expectProbeFigures } from '../../../../tests/fixtures/crisis/probe-set';

describe('the sixth, seventh and eighth fresh sets (ADR 141, 143)', () => {
  it('holds the figures of the sixth fresh set', () => {
    // Written without the rules, 480 messages in 24 kinds. First reading, before any change: tune
    // 86 of 165 with 5 false alarms in 171, held-out 35 of 75 with 1 in 69. After other scripts'
    // wishes (crisis-other-scripts.ts) and the learned signal retrained on its tune part: tune 123
    // and 4, held-out 38 and 1.
    expectProbeFigures('probes-141.json', {
      tune: { found: 120, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
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
      tune: { found: 105, alarms: 9 }, // ADR 144 (train-147.json): +1, as probes-114 held-out's ceiling fell by 1
      heldOut: { found: 37, alarms: 4 },
    });
  });

  it("holds the figures of the eighth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 24 kinds, read once ADR 143's frames and
    // run-together words were in: tune 105 of 162 with 6 false alarms in 141, held-out 39 of 78
    // with 5 in 99. Its other languages read 1 of 10 on the tune part; Arabic 'no longer want to
    // live' and Japanese 'want to disappear completely' were added: tune 107.
    expectProbeFigures('probes-143.json', {
      tune: { found: 107, alarms: 7 }, // ADR 146: one more alarm after train-148
      heldOut: { found: 39, alarms: 5 },
    });
  });

  it('holds the figures of the ninth set, whose tune part the signal trains on (ADR 146)', () => {
    // Written without the rules, 480 messages in 32 kinds, read first with the signal of ADR 144:
    // tune 100 of 160 with 7 false alarms in 160, held-out 53 of 80 with 2 in 80. The signal
    // retrained with its tune part and train-148.json: tune 120, held-out 57, the same alarms.
    expectProbeFigures('probes-148.json', {
      tune: { found: 109, alarms: 7 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 52, alarms: 2 }, // ADR 173: the signal retrained with everyday messages
    });
  });
});

describe('the tenth, eleventh and twelfth fresh sets (ADR 147, 148, 149)', () => {
  it("holds the figures of the tenth set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 31 kinds, 15 % in German, French, Spanish,
    // Italian and Portuguese: first reading tune 124 of 160 with 7 false alarms in 160, held-out
    // 66 of 80 with 3 in 80. The other languages' warning signs of ADR 147, written from its
    // tune part and the languages' grammar: tune 134, held-out 67, the same alarms. Retrained
    // on its tune part the signal gained nothing held out (67 -> 66 here, 58 -> 59 on the ninth
    // set), so the set stays a fresh check.
    expectProbeFigures('probes-150.json', {
      tune: { found: 126, alarms: 7 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 63, alarms: 3 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the eleventh fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 31 kinds (15 % in German, French, Spanish, Italian
    // and Portuguese, 10 % of the crisis ones disguised). First reading: tune 108 of 160 with 4
    // false alarms in 160, held-out 54 of 80 with 4 in 80. After ADR 148's frames and phrases in
    // other languages, from its tune part: tune 122, held-out 54, the same alarms.
    expectProbeFigures('probes-156.json', {
      tune: { found: 116, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 51, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the twelfth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 33 kinds (15 % in eight other languages, 5 % of
    // the crisis ones disguised). First reading: tune 128 of 160 with 7 false alarms in 158,
    // held-out 61 of 80 with 3 in 82. After ADR 149's frames, phrases in other languages and the
    // writer as an onlooker, from its tune part: tune 151 with 4 alarms, held-out 61 and 3; a
    // present life told in a sentence's last clause: 3 alarms. ADR 154: a friend's goodbye note
    // posted and the friend not reached is another's danger now (ADR 151), which this set's
    // author marked ordinary, as a post asking what to do: 4 alarms, and one find more.
    expectProbeFigures('probes-158.json', {
      tune: { found: 146, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 59, alarms: 3 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the thirteenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 35 kinds (eight other languages; lookalike
    // letters, zero-width spaces and emoji inside words; a past attempt told with the wish back).
    // First reading: tune 137 of 160 with 7 false alarms in 160, held-out 71 of 80 with 2 in 80.
    // After ADR 150's frames and guards, from its tune part: tune 153 with 3 alarms (two of them a
    // friend in danger, which the detector meets as a crisis by design), held-out 71 and 2.
    expectProbeFigures('probes-160.json', {
      tune: { found: 150, alarms: 3 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 69, alarms: 2 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the fourteenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 36 kinds (a tenth about another person in danger,
    // a tenth disguised or in five other languages). First reading: tune 125 of 160 with 11 false
    // alarms in 160, held-out 60 of 80 with 5 in 80. After ADR 151's frames and guards, from its
    // tune part: tune 154 with 6 alarms, held-out 60 with 4 (the frames found nothing more there).
    expectProbeFigures('probes-166.json', {
      tune: { found: 153, alarms: 6 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 59, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the fifteenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 32 kinds (long posts with the sign in the middle,
    // poetic and religious phrasing, another person in danger, eight other languages). First
    // reading, with ADR 151 in: tune 118 of 160 with 7 false alarms in 160, held-out 53 of 80
    // with 4 in 80 (without ADR 151: tune 117, held-out 53). After ADR 152's frames and pairing,
    // from its tune part: tune 147 with 7 alarms, held-out 53 with 4; a game's "unalive the final
    // boss" no longer a sign: 6 alarms.
    expectProbeFigures('probes-170.json', {
      tune: { found: 138, alarms: 6 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 54, alarms: 4 },
    });
  });

  it("holds the figures of the sixteenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 16 kinds, crisis and ordinary alike (plans and
    // timing, past attempts, another person in danger, slang, disguised spellings, seven other
    // languages, metaphor, signs buried in long posts). First reading, with ADR 152 in: tune 132
    // of 160 with 3 false alarms in 160, held-out 57 of 80 with 5 in 80. After ADR 153's frames,
    // from its tune part: tune 155 with 1 alarm, held-out 57 with 5.
    expectProbeFigures('probes-172.json', {
      tune: { found: 154, alarms: 1 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 56, alarms: 5 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the seventeenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 20 kinds shared by crisis and ordinary messages
    // (very short messages, countdowns, affairs arranged, questions after means, pop culture,
    // signs buried in long posts, nine other languages). First reading, with ADR 153 in: tune 108
    // of 160 with 5 false alarms in 160, held-out 64 of 80 with 2 in 80. After ADR 154's frames,
    // from its tune part: tune 146 with 4 alarms, held-out 64 with 2.
    expectProbeFigures('probes-174.json', {
      tune: { found: 140, alarms: 4 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 63, alarms: 2 }, // ADR 173: the signal retrained with everyday messages
    });
  });

  it("holds the figures of the eighteenth fresh set, kept out of the signal's training", () => {
    // Written without the rules, 480 messages in 20 kinds shared by crisis and ordinary messages
    // (a health app's own context among them: reminders, logs, labs, stockpiled medicines). First
    // reading, with ADR 154 in: tune 120 of 160 with 11 false alarms in 160, held-out 58 of 80
    // with 5 in 80. After ADR 155's frames and guards, from its tune part: tune 128 with 7
    // alarms, held-out 58 with 5.
    expectProbeFigures('probes-176.json', {
      tune: { found: 121, alarms: 7 }, // ADR 173: the signal retrained with everyday messages
      heldOut: { found: 55, alarms: 5 }, // ADR 173: the signal retrained with everyday messages
    });
  });
});
