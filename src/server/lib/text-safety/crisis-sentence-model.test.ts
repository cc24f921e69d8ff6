/**
 * The crisis detector's sentence reader (ADR 173): it finds what the rules, the warning signs and
 * the learned signal pass when the meaning is there without their words, it leaves everyday
 * sentences with the same images alone, and it never clears what the rules found.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { rotatingPart } from '../../../../tests/setup/rotating-sample';
import { detectCrisis } from './crisis';
import { isHeldOut } from './crisis-corpus.test-helpers';
import { readCrisis } from './crisis-reader';
import { crisisSentenceScores, sentenceWindows } from './crisis-sentence-model';
import { CRISIS_SENTENCES } from './crisis-sentence-weights';

/** Crisis messages from the tune parts of sets 170 and 174 (a plan told as errands, a time set). */
const TOLD_WITHOUT_THE_WORDS = [
  "i'm tired of haunting my own life, time to stop for good",
  "Went to the hardware store for what I need to do it. It's in the boot of my car.",
  "Posted my PS5 and every game to my little cousin with a note saying look after yourself. By the time it arrives I'll be gone.",
  "Midnight. That's when. I just wanted to tell someone.",
];

/** Everyday twins, and the short replies a model trained on crisis sets alone took for one. */
const EVERYDAY = [
  'Me too!',
  'Same here',
  'Something else entirely',
  "That leg day killed me, I'm dead on the sofa",
  'Giving away my old guitar before the move, anyone want it?',
  'Sold my car and gave notice at work, starting the new job in Leeds on Monday!',
  'The last page of the novel made me cry, what an ending',
];

describe('the sentence reader', () => {
  it.each(TOLD_WITHOUT_THE_WORDS)('finds what the rules pass: %s', async (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
    expect(await readCrisis(text)).toEqual({ crisis: true, categories: ['sentences'] });
  });

  it.each(EVERYDAY)('leaves an everyday twin alone: %s', async (text) => {
    expect((await readCrisis(text)).crisis).toBe(false);
  });

  it('never clears what the rules found: their categories are kept', async () => {
    expect(await readCrisis('I want to kill myself')).toEqual(
      detectCrisis('I want to kill myself'),
    );
  });

  it('reads a long post in windows, so a plan among ordinary news is not diluted', async () => {
    const post = [
      "The kids' bake sale went well.",
      'We sold out of brownies by noon.',
      'My sister drove up for the weekend.',
      'The weather finally turned.',
      "Went to the hardware store for what I need to do it. It's in the boot of my car.",
      'Anyway, work is busy.',
    ].join(' ');
    expect(sentenceWindows('a . b . c . d . e').length).toBe(3);
    expect(detectCrisis(post).crisis).toBe(false);
    expect((await readCrisis(post)).crisis).toBe(true);
  });

  it('scores a text the same alone and in a batch, and a text with no words below any threshold', async () => {
    const [alone] = await crisisSentenceScores([TOLD_WITHOUT_THE_WORDS[0]!]);
    const batch = await crisisSentenceScores(['...', ...TOLD_WITHOUT_THE_WORDS]);
    expect(batch[1]).toBeCloseTo(alone!, 4);
    expect(batch[0]).toBe(-Infinity);
    expect(alone).toBeGreaterThanOrEqual(CRISIS_SENTENCES.threshold);
  });
});

/** The whole detector's verdicts on a list, the sentence reader's scores taken in one batch. */
async function verdictsOf(texts: readonly string[]): Promise<boolean[]> {
  await crisisSentenceScores(texts);
  return Promise.all(texts.map(async (text) => (await readCrisis(text)).crisis));
}

const fixture = <T>(name: string) =>
  JSON.parse(readFileSync(projectPath(`tests/fixtures/crisis/${name}`), 'utf8')) as T;

/** The whole detector's figures on a probe set's held-out part: counted, never printed. */
async function heldOutFigures(file: string) {
  const part = fixture<{ text: string; crisis: boolean; split: string }[]>(file).filter(
    (entry) => entry.split === 'held-out',
  );
  const verdicts = await verdictsOf(part.map((entry) => entry.text));
  return {
    size: part.length,
    found: part.filter((entry, at) => entry.crisis && verdicts[at]).length,
    alarms: part.filter((entry, at) => !entry.crisis && verdicts[at]).length,
  };
}

describe('the whole detector, as members meet it', () => {
  // Sets nobody here tuned on, held-out parts. probes-177: rules, signs and learned signal alone
  // found 52 of 80 with 2 false alarms in 80; with the sentence reader 63 and 3 (ADR 173).
  // probes-178, written blind: first contact with the detector of ADR 173, 71 of 84 found with 5
  // false alarms in 84 (207 of 240 and 11 of 240 over the whole set); the training scripts leave
  // it out (NOT_READ) so that it stays a measure of phrasings nobody here wrote. probes-180,
  // written blind the same way: first contact 44 of 80 found with 2 false alarms in 80 (143 of 240
  // and 19 of 240 over the whole set); a retrain that read probes-178's tune part moved it to 47
  // and was not shipped (ADR 179); ADR 183's frames, from its tune part, left it at 44. probes-181,
  // written blind: first contact 57 of 72 found with 5 false alarms in 72; 58 with ADR 183's
  // frames, which read its tune part. probes-182, written blind (a gamer, a farmer in drought, a
  // nurse, a widow, poems, lists, Jamaican and Singaporean English): first contact 54 of 84
  // found with 7 false alarms in 84 (93 of 156 and 18 of 156 on its tune part).
  // Half of the probe sets a run, by the commit (ADR 169): each is read over successive commits
  // and by `npm run test:full`; reading all five took 46 s of a CI worker's time.
  it.each(
    rotatingPart(
      'crisis probe sets',
      [
        { file: 'probes-177.json', size: 160, leastFound: 63, mostAlarms: 3 },
        { file: 'probes-178.json', size: 168, leastFound: 71, mostAlarms: 5 },
        { file: 'probes-180.json', size: 160, leastFound: 44, mostAlarms: 2 },
        { file: 'probes-181.json', size: 144, leastFound: 58, mostAlarms: 5 },
        { file: 'probes-182.json', size: 168, leastFound: 54, mostAlarms: 7 },
      ],
      2,
    ).items,
  )(
    'on $file, never trained on: its held-out part',
    async ({ file, size, leastFound, mostAlarms }) => {
      const figures = await heldOutFigures(file);
      expect(figures.size).toBe(size);
      expect(figures.found).toBeGreaterThanOrEqual(leastFound);
      expect(figures.alarms).toBeLessThanOrEqual(mostAlarms);
    },
    60_000,
  );

  it('leaves everyday replies alone: the held-out third of the short ones and placeholders', async () => {
    // Short replies and placeholders (ADR 173), where both learned readers went wrong before they
    // were trained with everyday messages: the signal called "do it", "keep going" and "not me" a
    // crisis, the first sentence reader "Me too!" and "Same here". The longer kinds are counted by
    // scripts/train-crisis-sentences.ts (1 alarm in 559 held out), not here: CI's time.
    const held = fixture<{ text: string; kind: string }[]>('everyday-messages.json')
      .filter((entry) => entry.kind === 'short-reply' || entry.kind === 'test-like')
      .map((entry) => entry.text)
      .filter(isHeldOut);
    const verdicts = await verdictsOf(held);
    expect(held.length).toBeGreaterThan(140);
    expect(verdicts.filter(Boolean)).toEqual([]);
  }, 60_000);
});
