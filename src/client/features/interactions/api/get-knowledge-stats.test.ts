import { describe, expect, it } from 'vitest';
import { knowledgeStatsSchema } from '#shared/contracts/interactions.contract';
import { KNOWLEDGE_STATS } from '../test-fixtures';
import { readKnowledgeFigures } from './get-knowledge-stats';

// The hand-written check must accept what the contract accepts and refuse what it refuses, for
// the figures the pages show.
describe('readKnowledgeFigures', () => {
  it('reads a valid answer like the contract does', () => {
    const parsed = knowledgeStatsSchema.parse(KNOWLEDGE_STATS);
    expect(readKnowledgeFigures(KNOWLEDGE_STATS)).toEqual({
      checks_run: parsed.checks_run,
      substances: parsed.substances,
      interaction_records: parsed.interaction_records,
    });
  });

  it.each([
    ['nothing', null],
    ['an empty object', {}],
    ['a text count', { ...KNOWLEDGE_STATS, checks_run: '12' }],
    ['a fractional count', { ...KNOWLEDGE_STATS, substances: 1.5 }],
    ['a missing count', { ...KNOWLEDGE_STATS, interaction_records: undefined }],
  ])('refuses %s, as the contract does', (_label, body) => {
    expect(knowledgeStatsSchema.safeParse(body).success).toBe(false);
    expect(() => readKnowledgeFigures(body)).toThrow();
  });
});
