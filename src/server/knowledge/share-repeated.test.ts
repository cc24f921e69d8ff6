import { describe, expect, it } from 'vitest';
import { cosmeticIngredientsKind } from './cosmetics/cosmetic-ingredients.kind';
import { KNOWLEDGE_KINDS } from './knowledge-kinds';
import { loadKnowledgeFiles } from './load-knowledge-files';
import { shareRepeated } from './share-repeated';

describe('shareRepeated', () => {
  it('leaves every record of every kind equal to what the database gave', () => {
    const files = loadKnowledgeFiles();
    // As read back from the table: each record parsed from its own JSON.
    const rows = KNOWLEDGE_KINDS.flatMap((kind) =>
      files.records(kind).map((record) => JSON.parse(JSON.stringify(record)) as object),
    );
    const before = structuredClone(rows);
    expect(shareRepeated(rows)).toBe(rows);
    expect(rows).toEqual(before);
  });

  it('makes equal sources one object, and leaves different ones apart', () => {
    const cosmetics = loadKnowledgeFiles()
      .records(cosmeticIngredientsKind)
      .slice(0, 50)
      .map((record) => JSON.parse(JSON.stringify(record)) as typeof record);
    shareRepeated(cosmetics);
    const byUrl = new Map<string, object>();
    for (const record of cosmetics)
      for (const source of record.sources) {
        const first = byUrl.get(`${source.title}\n${source.url}`);
        if (first) expect(source).toBe(first);
        else byUrl.set(`${source.title}\n${source.url}`, source);
      }
    expect(new Set(cosmetics.flatMap((record) => record.sources)).size).toBe(byUrl.size);
  });

  it('keeps numbers, booleans, nulls and nested arrays as they are', () => {
    const records = [
      { id: 'a', n: 1, yes: true, none: null, list: [['x', 'y'], []], sources: [] },
      { id: 'b', n: 2, yes: false, none: null, list: [['x']], sources: [] },
    ];
    shareRepeated(records);
    expect(records).toEqual([
      { id: 'a', n: 1, yes: true, none: null, list: [['x', 'y'], []], sources: [] },
      { id: 'b', n: 2, yes: false, none: null, list: [['x']], sources: [] },
    ]);
  });
});
