/**
 * The shipped health claims (ADR 034): valid, each with a verdict, grade, summary and sources, and
 * found by the claim check from the way people type them, with unrelated text matching nothing.
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_GRADES, CLAIM_VERDICTS } from '#shared/contracts/ingredients.contract';
import { claimEvidenceSentence, claimRatingProblem } from '#shared/domain/claim-evidence';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { buildClaimIndex, MIN_CLAIM_SCORE } from './claim-index';
import type { Claim } from './claim.schema';
import { stem } from './claim-text';
import { claimsKind } from './claims.kind';
import { validateClaims } from './validate-claims';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [claimsKind]);
const claims = files.records(claimsKind);
const index = buildClaimIndex(claims);
const first = (text: string) => index.search(text)[0]?.claim.id ?? null;

describe('health claim data files', () => {
  it('validate with no problems', () => {
    expect(files.problems).toEqual([]);
  });

  it('hold at least 110 claims with unique ids', () => {
    expect(claims.length).toBeGreaterThanOrEqual(110);
    expect(new Set(claims.map((c) => c.id)).size).toBe(claims.length);
  });

  it('give every claim a verdict, a grade, a paragraph, two phrasings and 1-3 sources', () => {
    for (const claim of claims) {
      expect(CLAIM_VERDICTS, claim.id).toContain(claim.verdict);
      expect(CLAIM_GRADES, claim.id).toContain(claim.grade);
      expect(claim.summary.length, claim.id).toBeGreaterThan(80);
      expect(claim.phrasings.length, claim.id).toBeGreaterThanOrEqual(2);
      expect(claim.sources.length, claim.id).toBeGreaterThanOrEqual(1);
      expect(claim.sources.length, claim.id).toBeLessThanOrEqual(3);
      for (const source of claim.sources) expect(source.url, claim.id).toMatch(/^https:\/\//);
    }
  });

  it('say supported only where the evidence is strong, and cover every verdict', () => {
    for (const claim of claims.filter((c) => c.verdict === 'supported'))
      expect(['A', 'B'], claim.id).toContain(claim.grade);
    for (const verdict of CLAIM_VERDICTS)
      expect(
        claims.some((c) => c.verdict === verdict),
        verdict,
      ).toBe(true);
  });

  it('never put a verdict beside evidence that contradicts it, for every claim', () => {
    for (const claim of claims) {
      const at = `${claim.id} (${claim.verdict}, grade ${claim.grade})`;
      expect(claimRatingProblem(claim.verdict, claim.grade), at).toBeNull();
      const sentence = claimEvidenceSentence(claim.verdict, claim.grade);
      expect(sentence, at).not.toBeNull();
      // Only a supported claim's evidence says it helps; a refuted or unstudied one never does.
      if (claim.verdict !== 'supported')
        expect(sentence, at).not.toMatch(/(?:agree|show) it helps/);
      if (claim.verdict === 'not supported') expect(sentence, at).toMatch(/\b(?:not|no)\b/i);
      if (claim.verdict === 'not studied') expect(['C', 'D'], at).toContain(claim.grade);
    }
  });

  it('refuse the pairs that contradict themselves', () => {
    expect(claimRatingProblem('supported', 'C')).not.toBeNull();
    expect(claimRatingProblem('supported', 'D')).not.toBeNull();
    expect(claimRatingProblem('not studied', 'A')).not.toBeNull();
    expect(claimRatingProblem('not studied', 'B')).not.toBeNull();
    expect(claimRatingProblem('mixed', 'D')).not.toBeNull();
    expect(claimEvidenceSentence('not supported', 'A')).toBe(
      'Systematic reviews of randomised trials agree it does not help',
    );
  });

  it('state the well-known example claims as the evidence has them', () => {
    const byId = (id: string) => index.byId(id);
    expect(byId('vitamin-c-prevents-colds')?.verdict).toBe('not supported');
    expect(
      byId('vitamin-c-prevents-colds')?.sources.some((s) => /CD000980/.test(s.url ?? '')),
    ).toBe(true);
    expect(byId('detox-teas-cleanse-liver')?.verdict).toBe('not supported');
    expect(byId('collagen-improves-skin')?.verdict).toBe('mixed');
    expect(byId('apple-cider-vinegar-lowers-blood-sugar')?.verdict).toBe('mixed');
    expect(byId('vaccines-cause-autism')?.verdict).toBe('not supported');
    expect(byId('beta-carotene-prevents-lung-cancer')?.summary).toMatch(/raised/);
  });
});

describe('claim search', () => {
  const CASES: [string, string][] = [
    ['Vitamin C prevents colds', 'vitamin-c-prevents-colds'],
    ['does vitamin c stop colds', 'vitamin-c-prevents-colds'],
    ['vitamin d and colds', 'vitamin-d-prevents-colds-flu'],
    ['detox tea cleanses your liver', 'detox-teas-cleanse-liver'],
    ['collagen supplements improve skin', 'collagen-improves-skin'],
    ['apple cider vinegar lowers blood sugar', 'apple-cider-vinegar-lowers-blood-sugar'],
    ['is it true that vaccines cause autism?', 'vaccines-cause-autism'],
    ['zinc lozenges shorten a cold', 'zinc-shortens-colds'],
    ['magnesium for sleep', 'magnesium-improves-sleep'],
    ['magnesium for leg cramps', 'magnesium-prevents-cramps'],
    ['biotin for hair growth', 'biotin-grows-hair'],
    ['fish oil prevents heart attacks', 'omega-3-prevents-heart-disease'],
    ['ginkgo biloba improves memory', 'ginkgo-improves-memory'],
    ["St. John's Wort for depression", 'st-johns-wort-treats-depression'],
    ['melatonin helps sleep', 'melatonin-improves-sleep'],
    ['turmeric for arthritis', 'turmeric-treats-arthritis'],
    ['cranberry juice prevents UTIs', 'cranberry-prevents-utis'],
    ['probiotics with antibiotics prevent diarrhoea', 'probiotics-prevent-antibiotic-diarrhoea'],
    ['is coconut oil healthy', 'coconut-oil-healthy-fat'],
    ['gluten free diet is healthier', 'gluten-free-healthier'],
    ['red wine is good for your heart', 'red-wine-good-for-heart'],
    ['MSG gives you headaches', 'msg-causes-headaches'],
    ['sugar makes kids hyperactive', 'sugar-causes-hyperactivity'],
    ['aspartame causes cancer', 'artificial-sweeteners-cause-cancer'],
    ['colloidal silver kills viruses', 'colloidal-silver-kills-infections'],
    ['homeopathy works', 'homeopathy-works'],
    ['CBD oil for anxiety', 'cbd-relieves-anxiety'],
    ['glucosamine for joint pain', 'glucosamine-repairs-joints'],
    ['beta carotene for smokers', 'beta-carotene-prevents-lung-cancer'],
    ['garlic lowers blood pressure', 'garlic-lowers-blood-pressure'],
    ['alkaline water', 'alkaline-water-health'],
    ['fluoride in water lowers IQ', 'water-fluoridation-lowers-iq'],
    ['does fluoride toothpaste prevent cavities', 'fluoride-toothpaste-prevents-cavities'],
    ['raw honey for allergies', 'local-honey-cures-allergies'],
    ['will cracking my knuckles give me arthritis', 'knuckle-cracking-causes-arthritis'],
    ['vitamin a', 'high-dose-vitamin-a-safe'],
    ['is antibacterial soap better than normal soap', 'antibacterial-soap-better'],
    ['fish oil for depression', 'omega-3-treats-depression'],
    ['manuka honey for wounds', 'honey-heals-wounds'],
    ['honey for a cough', 'honey-soothes-cough'],
    ['NMN anti-aging supplements', 'nmn-nad-slows-ageing'],
    ['caffeine before exercise improves performance', 'caffeine-improves-endurance'],
  ];

  it.each(CASES)('"%s" → %s first', (text, id) => {
    expect(first(text)).toBe(id);
  });

  it('does not put the vitamin C claim first for vitamin D', () => {
    const results = index.search('vitamin d and colds');
    expect(results[0]!.claim.id).not.toMatch(/vitamin-c/);
    const c = results.find((r) => r.claim.id === 'vitamin-c-prevents-colds');
    if (c) expect(c.score).toBeLessThan(results[0]!.score);
  });

  it.each([
    'the weather is nice',
    'my cat likes cardboard boxes',
    'asdf qwerty zxcv',
    'how do I change a tyre',
    'hello there',
    '',
    '!!!',
  ])('"%s" matches nothing', (text) => {
    expect(index.search(text)).toEqual([]);
  });

  it('scores in (0, 1], best first, within the limit', () => {
    const results = index.search('vitamin c colds immune', 4);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(4);
    for (const r of results) {
      expect(r.score).toBeGreaterThanOrEqual(MIN_CLAIM_SCORE);
      expect(r.score).toBeLessThanOrEqual(1);
    }
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(index.search('vitamin c', 0)).toEqual([]);
  });

  it('stems lightly', () => {
    expect(stem('colds')).toBe('cold');
    expect(stem('lowers')).toBe(stem('lower'));
    expect(stem('cleanses')).toBe(stem('cleanse'));
    expect(stem('diarrhoea')).toBe(stem('diarrhea'));
  });
});

describe('claim validator', () => {
  const claim = (over: Partial<Claim>): Claim => ({
    id: 'x-helps-y',
    claim: 'X helps Y',
    subjects: ['x'],
    phrasings: ['X is good for Y', 'Y gets better with X'],
    verdict: 'mixed',
    grade: 'C',
    summary: 'Small trials only.',
    sources: [{ title: 'NCCIH', url: 'https://www.nccih.nih.gov/health/ginger' }],
    ...over,
  });

  it('reports supported on weak evidence, a subject never said, and a repeated claim', () => {
    const problems = validateClaims([
      claim({}),
      claim({ id: 'copy', claim: 'x HELPS y!' }),
      claim({ id: 'weak', claim: 'Z cures W', subjects: ['z'], verdict: 'supported', grade: 'C' }),
      claim({ id: 'lost', claim: 'Q cures R', subjects: ['unrelated'] }),
    ]);
    expect(problems.some((p) => p.startsWith('claim copy: the same claim'))).toBe(true);
    expect(
      problems.some(
        (p) => p.startsWith('claim weak:') && p.includes("'supported' cannot stand on grade C"),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith('claim lost:') && p.includes('subjects'))).toBe(true);
    expect(validateClaims([claim({})])).toEqual([]);
  });
});
