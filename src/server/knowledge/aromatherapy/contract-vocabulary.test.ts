/** The data layer's lists and limits are the API contract's (aromatherapy.contract.ts), word for word. */
import { describe, expect, it } from 'vitest';
import * as contract from '#shared/contracts/aromatherapy.contract';
import { knowledgeFromFiles } from '../load-knowledge-files';
import * as blend from './blend-math';
import { OIL_CATEGORIES, OIL_EVIDENCE_LEVELS, OIL_METHODS, oilFlagsSchema } from './oil.schema';
import { EVIDENCE_GRADES, REMEDY_CONCERNS, REMEDY_KINDS } from './remedy.schema';
import { resolveOilCitations, resolveRemedyCitations } from './resolve-citations';
import { OIL_WARNING_KINDS } from './safety-rules';

describe('aromatherapy vocabulary', () => {
  it('matches the contract for oils', () => {
    expect(OIL_CATEGORIES).toEqual(contract.OIL_CATEGORIES);
    expect(OIL_EVIDENCE_LEVELS).toEqual(contract.OIL_EVIDENCE_LEVELS);
    expect(OIL_METHODS).toEqual(contract.OIL_METHODS);
    expect(Object.keys(oilFlagsSchema.shape)).toEqual(contract.OIL_FLAG_NAMES);
  });

  it('matches the contract for the blend', () => {
    expect(blend.BLEND_APPLICATIONS).toEqual(contract.BLEND_APPLICATIONS);
    expect(blend.DROPS_PER_ML).toBe(contract.DROPS_PER_ML);
    expect(blend.MAX_DROPS).toBe(contract.MAX_DROPS);
    expect(blend.MAX_CARRIER_ML).toBe(contract.MAX_CARRIER_ML);
    // The contract adds `interaction` (the server's engine records) and `avoid_list` (the
    // person's own list, person-rules.ts); every other kind is ours.
    expect([...OIL_WARNING_KINDS].sort()).toEqual(
      contract.OIL_WARNING_KINDS.filter(
        (kind) => kind !== 'interaction' && kind !== 'avoid_list',
      ).sort(),
    );
  });

  it('matches the contract for remedies', () => {
    expect(EVIDENCE_GRADES).toEqual(contract.EVIDENCE_GRADES);
    expect(REMEDY_CONCERNS).toEqual(contract.REMEDY_CONCERNS);
    expect(REMEDY_KINDS).toEqual(contract.REMEDY_KINDS);
  });
});

describe('resolved citations', () => {
  const knowledge = knowledgeFromFiles();

  it('give every oil fact a {title, url} the contract accepts', () => {
    for (const oil of knowledge.oils.all()) {
      const resolved = resolveOilCitations(oil);
      const detail = contract.oilDetailSchema.safeParse({
        ...resolved,
        categories: resolved.uses.map((use) => use.category),
        flags: resolved.flags,
        interactions: [],
        for_you: [],
        screened: { signed_in: false },
      });
      expect(detail.error?.issues, oil.id).toBeUndefined();
    }
    const bergamot = resolveOilCitations(knowledge.oils.get('bergamot')!);
    expect(bergamot.flags.phototoxic?.source).toEqual({
      title: expect.stringMatching(/^Tisserand R, Young R/),
      url: null,
    });
  });

  it('give every remedy fact a {title, url}', () => {
    for (const remedy of knowledge.remedies.all()) {
      const resolved = resolveRemedyCitations(remedy);
      for (const entry of [...resolved.concerns, ...resolved.forms, ...resolved.avoid_if])
        expect(contract.citedSourceSchema.safeParse(entry.source).success, remedy.id).toBe(true);
    }
  });
});
