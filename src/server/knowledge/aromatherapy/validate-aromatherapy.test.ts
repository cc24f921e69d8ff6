/** The oil and remedy schemas and validators report each mistake they exist for, naming the record. */
import { describe, expect, it } from 'vitest';
import { oilSchema, type Oil } from './oil.schema';
import { remedySchema, type Remedy } from './remedy.schema';
import { validateOils } from './validate-oils';
import { validateRemedies } from './validate-remedies';

const nccih = {
  title: 'Aromatherapy (NCCIH)',
  url: 'https://www.nccih.nih.gov/health/aromatherapy',
};
const substances = [
  { id: 'wintergreen-oil', kind: 'essential_oil' as const, classes: ['salicylate-oil' as const] },
  { id: 'camphor-oil', kind: 'essential_oil' as const, classes: ['neurotoxic-oil' as const] },
  { id: 'lime-oil', kind: 'essential_oil' as const, classes: ['phototoxic-oil' as const] },
  { id: 'clove-oil', kind: 'essential_oil' as const, classes: ['skin-sensitizing-oil' as const] },
  { id: 'lavender-oil', kind: 'essential_oil' as const, classes: [] },
  { id: 'ginger', kind: 'herb' as const, classes: [] },
  { id: 'warfarin', kind: 'drug' as const, classes: [] },
];

const noFlags: Oil['flags'] = {
  do_not_use: null,
  phototoxic: null,
  skin_sensitiser: null,
  min_age: null,
  pregnancy: null,
  breastfeeding: null,
  epilepsy: null,
  asthma: null,
  anticoagulant: null,
  toxic_to_pets: null,
  not_for_ingestion: true,
};
const good: Oil = {
  id: 'lavender',
  name: 'Lavender',
  substance_id: 'lavender-oil',
  botanical_name: 'Lavandula angustifolia',
  chemotype: null,
  part: 'flowering tops',
  method: 'steam-distilled',
  constituents: [{ name: 'linalool', percent_min: 25, percent_max: 45 }],
  constituents_source: 'tisserand-young-2014',
  uses: [
    { category: 'Relaxation', use: 'Inhaled to relax', evidence: 'traditional use', source: nccih },
  ],
  max_dermal_percent: null,
  max_dermal_note: 'No maximum.',
  max_dermal_source: 'tisserand-young-2014',
  flags: noFlags,
  sources: [nccih],
};
const oilProblems = (patch: Partial<Oil>) => validateOils([{ ...good, ...patch }], substances);

const remedy: Remedy = {
  id: 'ginger',
  name: 'Ginger',
  kind: 'herb',
  substance_ids: ['ginger'],
  summary: 'The root.',
  concerns: [
    {
      concern: 'nausea',
      evidence_grade: 'B',
      summary: 'Trials found it eases nausea in pregnancy.',
      source: nccih,
    },
  ],
  forms: [{ form: 'Capsules', dose: '1 g a day', source: nccih }],
  avoid_if: [],
  see_a_clinician: ['Vomiting for more than a day'],
  sources: [nccih],
};
const remedyProblems = (patch: Partial<Remedy>) =>
  validateRemedies([{ ...remedy, ...patch }], substances);

describe('oil schema', () => {
  it('accepts a good record and refuses a category outside the six', () => {
    expect(oilSchema.safeParse(good).success).toBe(true);
    const bad = { ...good, uses: [{ ...good.uses[0]!, category: 'Sleep' }] };
    expect(oilSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses an oil with no source, a source from an unlisted host, or an unknown printed reference', () => {
    expect(oilSchema.safeParse({ ...good, sources: [] }).success).toBe(false);
    expect(
      oilSchema.safeParse({
        ...good,
        sources: [{ title: 'A seller', url: 'https://oils.example.com/lavender' }],
      }).success,
    ).toBe(false);
    expect(oilSchema.safeParse({ ...good, max_dermal_source: 'my-notes' }).success).toBe(false);
  });

  it('refuses an evidence level that is not one of the three, and a missing flag', () => {
    const bad = { ...good, uses: [{ ...good.uses[0]!, evidence: 'proven' }] };
    expect(oilSchema.safeParse(bad).success).toBe(false);
    const { asthma: _asthma, ...flags } = noFlags;
    expect(oilSchema.safeParse({ ...good, flags }).success).toBe(false);
  });
});

describe('oil validator', () => {
  it('accepts a good record', () => {
    expect(validateOils([good], substances)).toEqual([]);
  });

  it('refuses an unknown substance, or one that is not an essential oil', () => {
    expect(oilProblems({ substance_id: 'unicorn-oil' })).toEqual([
      'oil lavender: unknown substance unicorn-oil',
    ]);
    expect(oilProblems({ substance_id: 'ginger' })).toEqual([
      'oil lavender: substance ginger is not an essential oil',
    ]);
  });

  it('requires what the interaction engine already says of the substance', () => {
    expect(oilProblems({ substance_id: 'wintergreen-oil' })).toEqual([
      'oil lavender: a methyl salicylate oil needs the anticoagulant flag',
      'oil lavender: a methyl salicylate oil is never for children (min_age 18)',
    ]);
    expect(oilProblems({ substance_id: 'camphor-oil' })).toEqual([
      'oil lavender: substance camphor-oil is neurotoxic: add the epilepsy flag',
    ]);
    expect(oilProblems({ substance_id: 'lime-oil', method: 'expressed' })).toEqual([
      'oil lavender: an expressed phototoxic oil needs its phototoxic maximum',
    ]);
    // Distilled lime is not phototoxic.
    expect(oilProblems({ substance_id: 'lime-oil' })).toEqual([]);
    expect(oilProblems({ substance_id: 'clove-oil' })).toEqual([
      'oil lavender: substance clove-oil sensitises skin: add the flag',
    ]);
  });

  it('refuses promises, unsourced trial claims, repeated categories and upside-down ranges', () => {
    expect(oilProblems({ uses: [{ ...good.uses[0]!, use: 'Cures insomnia' }] })).toEqual([
      "oil lavender: use \"Cures insomnia\" makes a claim (never 'treats' or 'cures')",
    ]);
    expect(
      oilProblems({
        uses: [{ ...good.uses[0]!, evidence: 'small trials', source: 'tisserand-young-2014' }],
      }),
    ).toEqual(['oil lavender: Relaxation claims small trials: cite a page a reader can open']);
    expect(oilProblems({ uses: [good.uses[0]!, good.uses[0]!] })).toEqual([
      'oil lavender: a category is listed twice',
    ]);
    expect(
      oilProblems({ constituents: [{ name: 'linalool', percent_min: 50, percent_max: 30 }] }),
    ).toEqual(['oil lavender: linalool range is upside down']);
  });

  it('refuses a phototoxic maximum above the dermal one, an oil marked for ingestion, and a shared name', () => {
    const phototoxic = {
      max_percent: 2,
      text: 'Burns in sun.',
      source: 'tisserand-young-2014' as const,
    };
    expect(oilProblems({ max_dermal_percent: 1, flags: { ...noFlags, phototoxic } })).toEqual([
      'oil lavender: the phototoxic maximum is above the dermal maximum; leave it out',
    ]);
    expect(oilProblems({ flags: { ...noFlags, not_for_ingestion: false } })).toEqual([
      'oil lavender: every oil in the library is marked not for ingestion',
    ]);
    expect(validateOils([good, { ...good, id: 'lavender-2' }], substances)).toEqual([
      'oil lavender-2: name "Lavender" is also lavender\'s',
    ]);
  });
});

describe('remedy schema and validator', () => {
  it('accepts a good record', () => {
    expect(remedySchema.safeParse(remedy).success).toBe(true);
    expect(validateRemedies([remedy], substances)).toEqual([]);
  });

  it('refuses a grade outside A-D, an unknown concern, and a remedy with no advice to see a clinician', () => {
    const badGrade = { ...remedy, concerns: [{ ...remedy.concerns[0]!, evidence_grade: 'E' }] };
    expect(remedySchema.safeParse(badGrade).success).toBe(false);
    const badConcern = { ...remedy, concerns: [{ ...remedy.concerns[0]!, concern: 'cancer' }] };
    expect(remedySchema.safeParse(badConcern).success).toBe(false);
    expect(remedySchema.safeParse({ ...remedy, see_a_clinician: [] }).success).toBe(false);
  });

  it('refuses unknown substances, medicines, and practices that link a substance', () => {
    expect(remedyProblems({ substance_ids: ['unicorn'] })).toEqual([
      'remedy ginger: unknown substance unicorn',
    ]);
    expect(remedyProblems({ substance_ids: ['warfarin'] })).toEqual([
      'remedy ginger: substance warfarin is a medicine',
    ]);
    expect(remedyProblems({ kind: 'practice' })).toEqual([
      'remedy ginger: a practice links no substance',
    ]);
    expect(remedyProblems({ substance_ids: [] })).toEqual([
      'remedy ginger: link the substance the interaction engine knows it as',
    ]);
  });

  it('refuses promises, grades A and B resting on print only, repeated concerns and a stray age', () => {
    const concern = remedy.concerns[0]!;
    expect(remedyProblems({ concerns: [{ ...concern, summary: 'Cures nausea.' }] })).toEqual([
      "remedy ginger: nausea makes a claim (never 'treats' or 'cures')",
    ]);
    expect(remedyProblems({ concerns: [{ ...concern, source: 'tisserand-young-2014' }] })).toEqual([
      'remedy ginger: nausea is graded B: cite a page a reader can open',
    ]);
    expect(remedyProblems({ concerns: [concern, concern] })).toEqual([
      'remedy ginger: a concern is listed twice',
    ]);
    expect(
      remedyProblems({
        avoid_if: [{ when: 'pregnancy', under_age: 5, text: 'No.', source: nccih }],
      }),
    ).toEqual(['remedy ginger: under_age is only for under_18']);
  });
});
