/**
 * The community's crisis check and the assistant's crisis lines give the same verdict on samples
 * of the crisis corpus (ADR 073), of the set of ADR 118 and on the whole probe of ADR 106: one
 * detector, two places. The sentence reader (ADR 173) embeds each text once: a part of the list is
 * scored in one batch first, and both places then find its score remembered.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisis } from '#server/lib/text-safety/crisis';
import { loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import { crisisSentenceScores } from '#server/lib/text-safety/crisis-sentence-model';
import { screenMessage } from '#server/modules/chat/index';
import { mentionsCrisis } from './text-safety';

const CRISIS_LINE = '988 Suicide & Crisis Lifeline';

/** Whether the assistant answers with the crisis lines. */
async function chatGivesCrisisLines(text: string): Promise<boolean> {
  const screen = await screenMessage(text);
  return screen.kind === 'emergency' && screen.reply.includes(CRISIS_LINE);
}

/** The texts on which the community's check and the assistant's screen disagree. */
async function disagreements(texts: readonly string[]): Promise<string[]> {
  const differ: string[] = [];
  for (let start = 0; start < texts.length; start += 500) {
    const part = texts.slice(start, start + 500);
    await crisisSentenceScores(part);
    for (const text of part)
      if ((await mentionsCrisis(text)) !== (await chatGivesCrisisLines(text))) differ.push(text);
  }
  return differ;
}

/**
 * A sample: the sentence reader embeds each text (some 20 ms on one core), so the whole corpus
 * would cost CI about a minute of a core; the two places share one function, and a sample spread
 * over the list checks what each adds around it (the community's emergencies, the chat's screen).
 */
const everyNth = (texts: readonly string[], n: number) => texts.filter((_, at) => at % n === 0);

const textsOf = (path: string) =>
  (JSON.parse(readFileSync(projectPath(path), 'utf8')) as { text: string }[]).map(
    (entry) => entry.text,
  );

describe('one crisis verdict for the community and the assistant', () => {
  it('agrees on every sixteenth corpus sentence', async () => {
    const corpus = loadCrisisCorpus().map((entry) => entry.text);
    expect(corpus.length).toBeGreaterThanOrEqual(1810);
    expect(await disagreements(everyNth(corpus, 16))).toEqual([]);
  }, 60_000);

  it('agrees on every fourth sentence of the set of ADR 118', async () => {
    const set = textsOf('tests/fixtures/crisis/probes-118-tune.json');
    expect(set.length).toBeGreaterThanOrEqual(300);
    expect(await disagreements(everyNth(set, 4))).toEqual([]);
  }, 60_000);

  it('both meet a crisis that only the sentence reader finds (ADR 173)', async () => {
    // No rule, sign or signal word: if either place skipped the reader, this would pass ordinary.
    const errands =
      "Went to the hardware store for what I need to do it. It's in the boot of my car.";
    expect(detectCrisis(errands).crisis).toBe(false);
    expect(await mentionsCrisis(errands)).toBe(true);
    expect(await chatGivesCrisisLines(errands)).toBe(true);
  });

  it('agrees on every sentence of the probe of ADR 106', async () => {
    const probe = textsOf('src/server/lib/text-safety/crisis-probe-106.json');
    expect(probe.length).toBeGreaterThanOrEqual(150);
    expect(await disagreements(probe)).toEqual([]);
  }, 60_000);
});
