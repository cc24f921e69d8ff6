import { describe, expect, it } from 'vitest';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import type { InteractionRecord } from './knowledge.schema';
import { knowledgeFromFiles } from './load-knowledge-files';
import { labelSubject, sourcesForPair } from './pair-sources';

const label = (name: string) => ({
  title: `${name} label (DailyMed)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${name}`,
});
const general = {
  title: 'Blood thinners (MedlinePlus)',
  url: 'https://medlineplus.gov/bloodthinners.html',
};
const rule = {
  id: 'class-anticoagulant--class-nsaid',
  sources: [label('warfarin'), label('apixaban'), label('ibuprofen'), general],
} as unknown as InteractionRecord;
const ids: Record<string, string> = {
  warfarin: 'warfarin',
  apixaban: 'apixaban',
  ibuprofen: 'ibuprofen',
};
const subjectOf = (source: { title: string; url: string }) =>
  labelSubject(source, (name) => ids[name] ?? null);

describe('sources for a pair', () => {
  it('keeps the pair’s own labels and the general sources, not other class members’ labels', () => {
    expect(sourcesForPair(rule, 'warfarin', 'ibuprofen', subjectOf)).toEqual([
      label('warfarin'),
      label('ibuprofen'),
      general,
    ]);
  });
  it('keeps every source when none of them is a label of the pair', () => {
    expect(sourcesForPair(rule, 'dabigatran', 'naproxen', subjectOf)).toBe(rule.sources);
  });
  it('returns the record’s own array when nothing is dropped', () => {
    expect(sourcesForPair(rule, 'apixaban', 'warfarin', subjectOf)).not.toBe(rule.sources);
    const own = { ...rule, sources: [label('warfarin'), general] } as InteractionRecord;
    expect(sourcesForPair(own, 'warfarin', 'ibuprofen', subjectOf)).toBe(own.sources);
  });
  it('treats non-label sources and unknown label queries as general', () => {
    expect(subjectOf(general)).toBeNull();
    expect(subjectOf(label('unknown-thing'))).toBeNull();
    expect(subjectOf(label('warfarin'))).toBe('warfarin');
  });
});

describe('on the real knowledge base', () => {
  const index = knowledgeFromFiles().interactions;
  it('cites the warfarin and ibuprofen labels for Coumadin + Advil, and no other member’s', () => {
    const result = checkInteractions(index, ['Coumadin', 'Advil'], {
      detail: 'basic',
      profile: null,
    });
    const urls = result.interactions.flatMap((i) => i.sources.map((s) => s.url));
    expect(urls.some((u) => u.endsWith('query=warfarin'))).toBe(true);
    expect(urls.some((u) => u.endsWith('query=ibuprofen'))).toBe(true);
    expect(urls.filter((u) => /query=(apixaban|rivaroxaban|dabigatran|naproxen)$/.test(u))).toEqual(
      [],
    );
  });
  it('leaves every interaction with at least one source', () => {
    const names = [...index.substances.values()].slice(0, 50).map((s) => s.name);
    const result = checkInteractions(index, names, { detail: 'basic', profile: null });
    for (const interaction of result.interactions)
      expect(interaction.sources.length).toBeGreaterThan(0);
  });
});
