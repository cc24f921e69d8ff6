/**
 * Pharmacological roles (ADR 082): the shipped roles table is valid, the derivation grades pairs
 * as the FDA's strengths and the labels call for, and the checker shows what it derived and from
 * which roles. mechanism-cases.json holds, per mechanism, pairs written from the FDA table and the
 * labels; a third of them is held out (never tuned on) and reported apart.
 */
import { describe, expect, it } from 'vitest';
import { SEVERITIES, type Severity } from '#shared/contracts/interactions.contract';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import { buildKnowledgeIndex } from '../knowledge-index';
import type { InteractionRecord, Substance } from '../knowledge.schema';
import { knowledgeFromFiles, loadKnowledgeFiles } from '../load-knowledge-files';
import { substancesKind } from '../substances.kind';
import { deriveInteractions, MECHANISMS } from './derive-interactions';
import { roleRecordSchema, type RoleRecord } from './role.schema';
import { rolesKind } from './roles.kind';
import { validateRoles } from './validate-roles';
import cases from './mechanism-cases.json';

const files = loadKnowledgeFiles(undefined, [substancesKind, rolesKind]);
const substances = files.records(substancesKind);
const roleRecords = files.records(rolesKind);
const byId = new Map(substances.map((s) => [s.id, s]));
const rank = (severity: Severity | undefined) =>
  severity ? SEVERITIES.length - SEVERITIES.indexOf(severity) : 0;

describe('the roles table', () => {
  it('passes the schema and the validator, and covers several hundred substances', () => {
    expect(files.problems).toEqual([]);
    const roles = roleRecords.reduce((sum, record) => sum + record.roles.length, 0);
    console.log(`roles table: ${roleRecords.length} substances, ${roles} roles`);
    expect(roleRecords.length).toBeGreaterThanOrEqual(400);
    expect(roles).toBeGreaterThanOrEqual(900);
  });

  it('gives every role a mechanism that reads it, or the narrow index that grades one', () => {
    const read = new Set(MECHANISMS.flatMap((m) => [m.left, m.right]));
    const used = new Set(roleRecords.flatMap((r) => r.roles.map((role) => role.role)));
    expect(
      [...used].filter((role) => !read.has(role) && role !== 'narrow-therapeutic-index'),
    ).toEqual([]);
  });
});

describe('the roles validator', () => {
  const source = {
    title: 'Label',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=x',
  };
  const record = (patch: Partial<RoleRecord>): RoleRecord => ({
    id: 'warfarin',
    roles: [{ role: 'cyp2c9-substrate', strength: 'moderate-sensitive', source: source.url }],
    sources: [source],
    ...patch,
  });

  it('refuses an unknown substance, a strength the role does not have, a role citing no source of its record, a repeat and an unknown booster', () => {
    expect(validateRoles([record({})], substances)).toEqual([]);
    expect(validateRoles([record({ id: 'not-a-drug' })], substances)).toEqual([
      'roles not-a-drug: unknown substance not-a-drug',
    ]);
    const problems = validateRoles(
      [
        record({
          roles: [
            { role: 'cyp2c9-substrate', strength: 'strong', source: source.url },
            { role: 'cyp2c9-substrate', strength: 'sensitive', source: 'https://www.fda.gov/x' },
            {
              role: 'cyp3a4-substrate',
              strength: 'sensitive',
              source: source.url,
              boosted_by: ['nobody'],
            },
          ],
        }),
      ],
      substances,
    );
    expect(problems).toEqual([
      'roles warfarin: cyp2c9-substrate strength "strong" is not one of sensitive, moderate-sensitive',
      'roles warfarin: cyp2c9-substrate cites https://www.fda.gov/x, which is not among its sources',
      'roles warfarin: cyp2c9-substrate given twice',
      'roles warfarin: cyp3a4-substrate unknown booster nobody',
    ]);
  });

  it('refuses a role without a source and an unknown role in the schema', () => {
    const { source: _omit, ...noSource } = record({}).roles[0]!;
    expect(roleRecordSchema.safeParse({ ...record({}), roles: [noSource] }).success).toBe(false);
    expect(
      roleRecordSchema.safeParse({
        ...record({}),
        roles: [{ role: 'cyp9z9-substrate', strength: 'sensitive', source: source.url }],
      }).success,
    ).toBe(false);
    expect(roleRecordSchema.safeParse({ ...record({}), sources: [] }).success).toBe(false);
  });
});

describe('the derivation', () => {
  const fda = { title: 'FDA table', url: 'https://www.fda.gov/drugs/table' };
  const role = (id: string, ...roles: RoleRecord['roles']): RoleRecord => ({
    id,
    roles,
    sources: [fda],
  });
  const r = (name: string, strength: string, extra: object = {}) => ({
    role: name,
    strength,
    source: fda.url,
    ...extra,
  });
  const derive = (records: RoleRecord[]) => deriveInteractions(byId, records, () => null);
  const severity = (records: RoleRecord[], a: string, b: string) =>
    derive(records).get(a < b ? `${a}|${b}` : `${b}|${a}`)?.severity ?? null;

  it('grades an inhibitor with a substrate from strength, sensitivity, a narrow index and a label limit', () => {
    const inhibitor = (strength: string) => role('clarithromycin', r('cyp3a4-inhibitor', strength));
    const substrate = (sensitivity: string, extra = {}) =>
      role('buspirone', r('cyp3a4-substrate', sensitivity, extra));
    const grade = (s: string, t: string, extra = {}) =>
      severity([inhibitor(s), substrate(t, extra)], 'clarithromycin', 'buspirone');
    expect(grade('strong', 'sensitive')).toBe('moderate');
    expect(grade('strong', 'sensitive', { label_limits: ['inhibitors'] })).toBe('major');
    expect(grade('strong', 'sensitive', { label_limits: ['inducers'] })).toBe('moderate');
    expect(grade('moderate', 'sensitive')).toBe('moderate');
    expect(grade('moderate', 'moderate-sensitive')).toBe('minor');
    expect(grade('weak', 'sensitive')).toBe('minor');
    expect(grade('weak', 'moderate-sensitive')).toBeNull();
    const narrow = role(
      'buspirone',
      r('cyp3a4-substrate', 'moderate-sensitive'),
      r('narrow-therapeutic-index', 'narrow'),
    );
    expect(severity([inhibitor('strong'), narrow], 'clarithromycin', 'buspirone')).toBe('major');
  });

  it('grades two QT medicines by category: known with known is major, known with possible moderate', () => {
    const qt = (id: string, category: string) => role(id, r('qt-risk', category));
    expect(
      severity(
        [qt('citalopram', 'known'), qt('ondansetron', 'known')],
        'citalopram',
        'ondansetron',
      ),
    ).toBe('major');
    expect(
      severity(
        [qt('citalopram', 'known'), qt('ondansetron', 'possible')],
        'citalopram',
        'ondansetron',
      ),
    ).toBe('moderate');
    expect(
      severity(
        [qt('citalopram', 'possible'), qt('ondansetron', 'possible')],
        'citalopram',
        'ondansetron',
      ),
    ).toBe('minor');
  });

  it('derives nothing between a booster and the medicine it boosts, nor from a one-way substrate the other way', () => {
    const boosted = role(
      'darunavir',
      r('cyp3a4-substrate', 'sensitive', { boosted_by: ['ritonavir'] }),
    );
    expect(
      severity(
        [role('ritonavir', r('cyp3a4-inhibitor', 'strong')), boosted],
        'ritonavir',
        'darunavir',
      ),
    ).toBeNull();
    expect(
      severity([role('rifampin', r('cyp3a4-inducer', 'strong')), boosted], 'rifampin', 'darunavir'),
    ).toBe('moderate');
    const pill = role(
      'ethinyl-estradiol',
      r('cyp3a4-substrate', 'moderate-sensitive', { limited_to: 'inducers' }),
    );
    expect(
      severity(
        [role('clarithromycin', r('cyp3a4-inhibitor', 'strong')), pill],
        'clarithromycin',
        'ethinyl-estradiol',
      ),
    ).toBeNull();
    expect(
      severity(
        [role('rifampin', r('cyp3a4-inducer', 'strong')), pill],
        'rifampin',
        'ethinyl-estradiol',
      ),
    ).toBe('moderate');
  });

  it('stands back for a pair record, keeps a class rule as severe, and adds only what is more severe', () => {
    const records = [
      role('citalopram', r('qt-risk', 'known')),
      role('ondansetron', r('qt-risk', 'known')),
    ];
    const key = 'citalopram|ondansetron';
    const withCurated = (specificity: number, severity: Severity) =>
      deriveInteractions(byId, records, () => ({ specificity, severity })).get(key)?.severity ??
      null;
    expect(withCurated(2, 'minor')).toBeNull();
    expect(withCurated(0, 'major')).toBeNull();
    expect(withCurated(1, 'moderate')).toBe('major');
  });

  it('says which roles it used, each with its source', () => {
    const derived = derive([
      role('clarithromycin', r('cyp3a4-inhibitor', 'strong')),
      role('simvastatin', r('cyp3a4-substrate', 'sensitive', { label_limits: ['inhibitors'] })),
    ])
      .get('clarithromycin|simvastatin')!
      .get();
    expect(derived.record.severity).toBe('major');
    expect(derived.record.mechanism).toBe(
      'Derived from roles: Clarithromycin is a strong CYP3A4 inhibitor; Simvastatin is a sensitive CYP3A4 substrate (its label limits strong inhibitors).',
    );
    expect(derived.derivedFrom.map((used) => used.source.url)).toEqual([fda.url, fda.url]);
    expect(derived.sources).toEqual([fda]);
  });
});

describe('the checker with roles', () => {
  const index = knowledgeFromFiles().interactions;

  it('answers a pair no record covers from the roles, with the roles and their sources', () => {
    const check = checkInteractions(index, ['fluconazole', 'celecoxib'], {
      detail: 'basic',
      profile: null,
    });
    const derived = check.interactions.find((i) => i.derived_from);
    expect(derived?.severity).toBe('moderate');
    expect(derived?.mechanism).toBeNull(); // paid detail; the roles are shown to everyone
    expect(
      derived?.derived_from?.map((role) => [role.substance.id, role.role, role.strength]),
    ).toEqual([
      ['fluconazole', 'cyp2c9-inhibitor', 'moderate'],
      ['celecoxib', 'cyp2c9-substrate', 'sensitive'],
    ]);
    for (const role of derived!.derived_from!) expect(role.source.url).toMatch(/^https:\/\//);
  });

  it('never lowers a curated answer: a pair record stands alone', () => {
    const check = checkInteractions(index, ['clarithromycin', 'simvastatin'], {
      detail: 'full',
      profile: null,
    });
    expect(check.interactions.map((i) => [i.id, i.severity])).toEqual([
      ['clarithromycin-x-simvastatin', 'major'],
    ]);
  });

  it('raises a class rule that rates two known-risk QT medicines moderate', () => {
    const check = checkInteractions(index, ['citalopram', 'ondansetron'], {
      detail: 'full',
      profile: null,
    });
    expect(check.interactions[0]?.severity).toBe('major');
    expect(check.interactions[0]?.derived_from?.length).toBeGreaterThan(0);
    expect(
      check.interactions.some((i) => i.id === 'class-qt-prolonging-x-class-qt-prolonging'),
    ).toBe(true);
  });
});

type Case = {
  a: string;
  b: string;
  severity: Severity;
  split: 'tune' | 'held-out';
  source: string;
};

describe('mechanism cases from the FDA table and the labels', () => {
  const index = knowledgeFromFiles().interactions;
  const rolesOnly = deriveInteractions(byId, roleRecords, () => null);
  const mechanisms = cases.mechanisms as Record<string, Case[]>;
  const tally: Record<'tune' | 'held-out' | 'checkerTune' | 'checkerHeld', [number, number]> = {
    tune: [0, 0],
    'held-out': [0, 0],
    checkerTune: [0, 0],
    checkerHeld: [0, 0],
  };

  for (const [mechanism, list] of Object.entries(mechanisms)) {
    it(`${mechanism}: the roles derive the tune pairs at the label's severity`, () => {
      const lines: string[] = [];
      const figures = { tune: [0, 0], 'held-out': [0, 0] } as Record<string, [number, number]>;
      for (const c of list) {
        expect(byId.has(c.a) && byId.has(c.b), `${c.a} × ${c.b}`).toBe(true);
        const key = c.a < c.b ? `${c.a}|${c.b}` : `${c.b}|${c.a}`;
        const derived = rolesOnly.get(key)?.severity;
        const hit = rank(derived) >= rank(c.severity);
        figures[c.split]![1] += 1;
        if (hit) figures[c.split]![0] += 1;
        else if (c.split === 'tune')
          lines.push(`${c.a} × ${c.b}: ${derived ?? 'none'} < ${c.severity}`);
        const top = checkInteractions(index, [c.a, c.b], { detail: 'basic', profile: null })
          .interactions[0]?.severity;
        const checker = c.split === 'tune' ? tally.checkerTune : tally.checkerHeld;
        checker[1] += 1;
        if (rank(top) >= rank(c.severity)) checker[0] += 1;
      }
      for (const split of ['tune', 'held-out'] as const) {
        tally[split][0] += figures[split]![0];
        tally[split][1] += figures[split]![1];
      }
      console.log(
        `${mechanism}: roles alone tune ${figures.tune![0]}/${figures.tune![1]}, held-out ${figures['held-out']![0]}/${figures['held-out']![1]}${lines.length ? `; tune misses: ${lines.join(', ')}` : ''}`,
      );
      // A miss the roles cannot express (a label's own contraindication) is a label record's job.
      expect(figures.tune![0] / figures.tune![1]).toBeGreaterThanOrEqual(0.8);
    });
  }

  it('holds on the held-out third, roles alone and through the checker', () => {
    const pct = ([hit, all]: number[]) => `${hit}/${all} (${((100 * hit!) / all!).toFixed(1)}%)`;
    console.log(
      `roles alone: tune ${pct(tally.tune)}, held-out ${pct(tally['held-out'])}; checker (curated first): tune ${pct(tally.checkerTune)}, held-out ${pct(tally.checkerHeld)}`,
    );
    expect(tally['held-out'][0] / tally['held-out'][1]).toBeGreaterThanOrEqual(0.8);
    expect(tally.checkerHeld[0] / tally.checkerHeld[1]).toBeGreaterThanOrEqual(0.85);
  });
});

describe('an index built with no roles', () => {
  it('derives nothing, so every older caller keeps its answers', () => {
    const all = loadKnowledgeFiles(undefined, [substancesKind]);
    const index = buildKnowledgeIndex(
      'test',
      all.records(substancesKind) as Substance[],
      [] as InteractionRecord[],
    );
    expect(index.derivedPairCount).toBe(0);
    expect(index.derivedInteraction('clarithromycin', 'simvastatin')).toBeNull();
  });
});
