/**
 * The community's crisis check and the assistant's crisis lines give the same verdict on every
 * sentence of the crisis corpus (ADR 073): one detector, two places.
 */
import { describe, expect, it } from 'vitest';
import { loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import { screenMessage } from '../chat/safety-rails';
import { mentionsCrisis } from './text-safety';

const CRISIS_LINE = '988 Suicide & Crisis Lifeline';

describe('one crisis verdict for the community and the assistant', () => {
  const corpus = loadCrisisCorpus();

  it('agrees on every corpus sentence', () => {
    const differ = corpus.filter((entry) => {
      const screen = screenMessage(entry.text);
      const chat = screen.kind === 'emergency' && screen.reply.includes(CRISIS_LINE);
      return mentionsCrisis(entry.text) !== chat;
    });
    expect(corpus.length).toBeGreaterThanOrEqual(1810);
    expect(differ.map((entry) => entry.text)).toEqual([]);
    // 1,810 sentences through both paths (well under a millisecond each on one core): a few
    // seconds, up to a minute on a busy two-core machine.
  }, 60_000);
});
