/**
 * The community's crisis check and the assistant's crisis lines give the same verdict on every
 * sentence of the crisis corpus (ADR 073), of the probe of ADR 106 and of the set of ADR 118: one
 * detector, two places.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import { screenMessage } from '#server/modules/chat/index';
import { mentionsCrisis } from './text-safety';

const CRISIS_LINE = '988 Suicide & Crisis Lifeline';

/** Whether the assistant answers with the crisis lines. */
function chatGivesCrisisLines(text: string): boolean {
  const screen = screenMessage(text);
  return screen.kind === 'emergency' && screen.reply.includes(CRISIS_LINE);
}

describe('one crisis verdict for the community and the assistant', () => {
  const corpus = loadCrisisCorpus();

  it('agrees on every corpus sentence', () => {
    const differ = corpus.filter(
      (entry) => mentionsCrisis(entry.text) !== chatGivesCrisisLines(entry.text),
    );
    expect(corpus.length).toBeGreaterThanOrEqual(1810);
    expect(differ.map((entry) => entry.text)).toEqual([]);
    // 1,810 sentences through both paths (well under a millisecond each on one core): a few
    // seconds, up to a minute on a busy two-core machine.
  }, 60_000);

  it('agrees on every sentence of the set of ADR 118', () => {
    const set = JSON.parse(
      readFileSync(projectPath('tests/fixtures/crisis/probes-118-tune.json'), 'utf8'),
    ) as { text: string }[];
    expect(set.length).toBeGreaterThanOrEqual(300);
    const differ = set
      .map((entry) => entry.text)
      .filter((text) => mentionsCrisis(text) !== chatGivesCrisisLines(text));
    expect(differ).toEqual([]);
  });

  it('agrees on every sentence of the probe of ADR 106', () => {
    const probe = JSON.parse(
      readFileSync(projectPath('src/server/lib/text-safety/crisis-probe-106.json'), 'utf8'),
    ) as { text: string }[];
    expect(probe.length).toBeGreaterThanOrEqual(150);
    const differ = probe
      .map((entry) => entry.text)
      .filter((text) => mentionsCrisis(text) !== chatGivesCrisisLines(text));
    expect(differ).toEqual([]);
  });
});
