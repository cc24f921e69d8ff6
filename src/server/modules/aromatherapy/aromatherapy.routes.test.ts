import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AROMATHERAPY_MESSAGES,
  BLEND_APPLICATIONS as CONTRACT_APPLICATIONS,
  MAX_CARRIER_ML as CONTRACT_MAX_CARRIER,
  MAX_DROPS as CONTRACT_MAX_DROPS,
  OIL_CATEGORIES as CONTRACT_CATEGORIES,
  PET_SPECIES as CONTRACT_PETS,
  REMEDY_CONCERNS as CONTRACT_CONCERNS,
  oilListResponseSchema,
  remedyListResponseSchema,
  type BlendResult,
  type OilDetail,
  type RemedyDetail,
  type SavedBlend,
} from '#shared/contracts/aromatherapy.contract';
import {
  BLEND_APPLICATIONS,
  MAX_CARRIER_ML,
  MAX_DROPS,
} from '#server/knowledge/aromatherapy/blend-math';
import { OIL_CATEGORIES, PET_SPECIES } from '#server/knowledge/aromatherapy/oil.schema';
import { REMEDY_CONCERNS } from '#server/knowledge/aromatherapy/remedy.schema';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { prerenderedQueriesFor } from '../../../../scripts/prerender-queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const remove = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

interface Profile {
  age?: number;
  conditions?: string[];
  medicines?: string[];
}

async function userWith(profile: Profile = {}) {
  const user = await newUserWithId(t.app, 'aroma');
  const ok = (response: { statusCode: number; body: string }) =>
    expect(response.statusCode, response.body).toBeLessThan(300);
  if (profile.age !== undefined)
    ok(
      await put(
        t.app,
        '/api/profile/sections/personal_info',
        { age: profile.age, gender: 'female' },
        user.cookie,
      ),
    );
  if (profile.conditions)
    ok(
      await put(
        t.app,
        '/api/profile/sections/medical_history',
        { healthConditions: profile.conditions },
        user.cookie,
      ),
    );
  for (const name of profile.medicines ?? [])
    ok(await post(t.app, '/api/medications', { name }, user.cookie));
  return user;
}

async function blendCount(userId: string): Promise<number> {
  const rows = await t.testDb.database.db.execute(
    sql`select count(*)::int as n from aromatherapy_blends where user_id = ${userId}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n);
}

const FACE_BLEND = {
  oils: [
    { id: 'bergamot', drops: 6 },
    { id: 'lavender', drops: 6 },
  ],
  carrier_ml: 30,
  application: 'face',
} as const;

describe('the contract and the data layer share one vocabulary', () => {
  it('categories, concerns, applications and limits are the same lists', () => {
    expect([...CONTRACT_CATEGORIES]).toEqual([...OIL_CATEGORIES]);
    expect(CONTRACT_CONCERNS).toEqual(REMEDY_CONCERNS);
    expect([...CONTRACT_APPLICATIONS]).toEqual([...BLEND_APPLICATIONS]);
    expect(CONTRACT_MAX_DROPS).toBe(MAX_DROPS);
    expect(CONTRACT_MAX_CARRIER).toBe(MAX_CARRIER_ML);
    expect([...CONTRACT_PETS]).toEqual([...PET_SPECIES]);
  });
});

describe('the oil library', () => {
  it('lists oils with categories and flag names, filters by category and words', async () => {
    const all = (await get(t.app, '/api/oils')).json() as { oils: { id: string }[] };
    expect(all.oils.length).toBeGreaterThanOrEqual(60);
    const respiratory = (await get(t.app, '/api/oils?category=Respiratory')).json() as {
      oils: { id: string; categories: string[] }[];
    };
    expect(respiratory.oils.length).toBeGreaterThan(0);
    expect(respiratory.oils.length).toBeLessThan(all.oils.length);
    for (const oil of respiratory.oils) expect(oil.categories).toContain('Respiratory');
    const found = (await get(t.app, '/api/oils?q=wintergreen')).json() as {
      oils: { id: string; flags: string[] }[];
    };
    const wintergreen = found.oils.find((oil) => oil.id === 'wintergreen');
    expect(wintergreen?.flags).toEqual(expect.arrayContaining(['pregnancy', 'anticoagulant']));
    const bad = await get(t.app, '/api/oils?category=Sleepy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(AROMATHERAPY_MESSAGES.category);
  });

  it('answers what /essential-oils and /aromatherapy were prerendered with (ADR 049)', async () => {
    // As the client's listOils resolves the answer: the oils.
    const oils = oilListResponseSchema.parse((await get(t.app, '/api/oils')).json()).oils;
    for (const path of ['/essential-oils', '/aromatherapy']) {
      const [prerendered] = prerenderedQueriesFor(path, 0);
      expect(prerendered?.data).toEqual(oils);
    }
  });

  it('an oil page has every field with its maximum, flags, interactions and sources; unknown is 404', async () => {
    const response = await get(t.app, '/api/oils/bergamot');
    expect(response.statusCode).toBe(200);
    const oil = response.json() as OilDetail;
    expect(oil.botanical_name).toMatch(/Citrus/);
    expect(oil.method).toBe('expressed');
    expect(oil.flags.phototoxic?.max_percent).toBe(0.4);
    expect(oil.flags.phototoxic?.source.title).toBeTruthy();
    expect(oil).toHaveProperty('max_dermal_percent');
    expect(oil.sources.length).toBeGreaterThan(0);
    expect(oil.uses.every((use) => use.source.title.length > 0)).toBe(true);
    expect(oil.for_you).toEqual([]);
    expect(oil.screened.signed_in).toBe(false);
    const wintergreen = (await get(t.app, '/api/oils/wintergreen')).json() as OilDetail;
    expect(wintergreen.max_dermal_percent).toBe(2.4);
    expect(wintergreen.interactions.some((record) => /anticoagulant/i.test(record.with))).toBe(
      true,
    );
    const missing = await get(t.app, '/api/oils/dragon-oil');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(AROMATHERAPY_MESSAGES.oil);
  });
});

describe('the blend calculator', () => {
  it('6 drops bergamot + 6 lavender in 30 ml for the face: about 2%, phototoxic warning with sources', async () => {
    const response = await post(t.app, '/api/oils/blend', FACE_BLEND);
    expect(response.statusCode, response.body).toBe(200);
    const blend = response.json() as BlendResult;
    expect(blend.dilution_percent).toBeCloseTo(1.96, 2);
    const bergamot = blend.per_oil.find((oil) => oil.id === 'bergamot')!;
    expect(bergamot.percent).toBeCloseTo(0.98, 2);
    expect(bergamot.max_percent).toBe(0.4);
    expect(bergamot.within_limit).toBe(false);
    expect(blend.phototoxic_load).toBeCloseTo(2.45, 2);
    expect(blend.within_limits).toBe(false);
    const sun = blend.warnings.find((warning) => warning.kind === 'phototoxic');
    expect(sun?.text).toMatch(/12 hours/);
    expect(sun?.sources.length).toBeGreaterThan(0);
    expect(blend.screened.signed_in).toBe(false);
  });

  it('the request\u2019s person adds pregnancy and age warnings for a visitor', async () => {
    const blend = (
      await post(t.app, '/api/oils/blend', {
        oils: [{ id: 'wintergreen', drops: 2 }],
        carrier_ml: 30,
        application: 'massage',
        person: { pregnant: true, age: 12 },
      })
    ).json() as BlendResult;
    const kinds = blend.warnings.map((warning) => warning.kind);
    expect(kinds).toContain('pregnancy');
    expect(kinds).toContain('age');
  });

  it('pets in the home: tea tree in a diffuser warns a home with cats', async () => {
    const body = { oils: [{ id: 'tea-tree', drops: 4 }], carrier_ml: 100, application: 'diffuser' };
    const withCats = (
      await post(t.app, '/api/oils/blend', { ...body, person: { pets: ['cats'] } })
    ).json() as BlendResult;
    const pets = withCats.warnings.find((warning) => warning.kind === 'pets');
    expect(pets?.text).toMatch(/cats/);
    expect(pets?.sources.length).toBeGreaterThan(0);
    const without = (await post(t.app, '/api/oils/blend', body)).json() as BlendResult;
    expect(without.warnings.some((warning) => warning.kind === 'pets')).toBe(false);
    const bad = await post(t.app, '/api/oils/blend', { ...body, person: { pets: ['dragons'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AROMATHERAPY_MESSAGES.pets);
  });

  it('bad input answers 400 with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ ...FACE_BLEND, oils: [{ id: 'dragon-oil', drops: 3 }] }, 'Unknown oil: dragon-oil'],
      [{ ...FACE_BLEND, oils: [{ id: 'lavender', drops: 0 }] }, AROMATHERAPY_MESSAGES.drops],
      [{ ...FACE_BLEND, oils: [{ id: 'lavender', drops: 201 }] }, AROMATHERAPY_MESSAGES.drops],
      [{ ...FACE_BLEND, carrier_ml: 0 }, AROMATHERAPY_MESSAGES.carrier],
      [{ ...FACE_BLEND, carrier_ml: 1001 }, AROMATHERAPY_MESSAGES.carrier],
      [{ ...FACE_BLEND, application: 'ingestion' }, AROMATHERAPY_MESSAGES.application],
      [{ ...FACE_BLEND, oils: [] }, AROMATHERAPY_MESSAGES.oils],
      [{ ...FACE_BLEND, user_id: 'someone' }, 'user_id'],
    ];
    for (const [body, message] of cases) {
      const response = await post(t.app, '/api/oils/blend', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
  });

  it('a signed-in user\u2019s profile adds warnings without `person`: epilepsy with rosemary and camphor', async () => {
    const user = await userWith({ age: 35, conditions: ['Epilepsy'] });
    const blend = (
      await post(
        t.app,
        '/api/oils/blend',
        {
          oils: [
            { id: 'rosemary-camphor', drops: 3 },
            { id: 'camphor-white', drops: 1 },
            { id: 'lavender', drops: 4 },
          ],
          carrier_ml: 30,
          application: 'massage',
        },
        user.cookie,
      )
    ).json() as BlendResult;
    const epilepsy = blend.warnings.filter((warning) => warning.kind === 'epilepsy');
    expect(epilepsy.map((warning) => warning.oil_id).sort()).toEqual([
      'camphor-white',
      'rosemary-camphor',
    ]);
    expect(epilepsy.every((warning) => warning.sources.length > 0)).toBe(true);
    expect(blend.screened.signed_in).toBe(true);
    // The same blend from a visitor carries no personal warning.
    const visitor = (
      await post(t.app, '/api/oils/blend', {
        oils: [{ id: 'rosemary-camphor', drops: 3 }],
        carrier_ml: 30,
        application: 'massage',
      })
    ).json() as BlendResult;
    expect(visitor.warnings.some((warning) => warning.kind === 'epilepsy')).toBe(false);
  });
});

describe('a pregnant user on warfarin (free plan: safety is never paid)', () => {
  let user: { cookie: string; id: string };
  beforeAll(async () => {
    user = await userWith({ age: 32, conditions: ['Pregnant'], medicines: ['warfarin'] });
  });

  it('wintergreen is not for her, with two reasons, each with its source and the engine\u2019s record', async () => {
    const oil = (await get(t.app, '/api/oils/wintergreen', user.cookie)).json() as OilDetail;
    expect(oil.screened.signed_in).toBe(true);
    const pregnancy = oil.for_you.find((warning) => warning.kind === 'pregnancy');
    const bleeding = oil.for_you.find((warning) => warning.kind === 'anticoagulant');
    expect(pregnancy?.text).toMatch(/not in pregnancy/i);
    expect(bleeding?.text).toMatch(/you take warfarin/i);
    expect(bleeding?.record?.severity).toBeTruthy();
    expect(bleeding?.record?.sources.length).toBeGreaterThan(0);
    for (const warning of [pregnancy!, bleeding!])
      expect(warning.sources.length).toBeGreaterThan(0);
    // The visitor's page of the same oil has no personal reasons.
    expect(((await get(t.app, '/api/oils/wintergreen')).json() as OilDetail).for_you).toEqual([]);
  });

  it('her bergamot and lavender face blend at 2% warns of the sun', async () => {
    const blend = (
      await post(t.app, '/api/oils/blend', FACE_BLEND, user.cookie)
    ).json() as BlendResult;
    expect(blend.dilution_percent).toBeCloseTo(1.96, 2);
    expect(blend.warnings.some((warning) => warning.kind === 'phototoxic')).toBe(true);
  });

  it('a wintergreen blend carries her reasons without `person`', async () => {
    const blend = (
      await post(
        t.app,
        '/api/oils/blend',
        { oils: [{ id: 'wintergreen', drops: 2 }], carrier_ml: 30, application: 'massage' },
        user.cookie,
      )
    ).json() as BlendResult;
    const kinds = blend.warnings.map((warning) => warning.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pregnancy', 'anticoagulant']));
  });

  it('ginger for nausea shows its grade; no pregnancy reason; the warfarin interaction is said, never hidden', async () => {
    const list = (await get(t.app, '/api/remedies?concern=nausea')).json() as {
      remedies: { id: string; concerns: { concern: string; evidence_grade: string }[] }[];
    };
    const ginger = list.remedies.find((remedy) => remedy.id === 'ginger');
    expect(ginger?.concerns).toContainEqual({ concern: 'nausea', evidence_grade: 'B' });
    const detail = (await get(t.app, '/api/remedies/ginger', user.cookie)).json() as RemedyDetail;
    expect(detail.concerns.find((entry) => entry.concern === 'nausea')?.evidence_grade).toBe('B');
    expect(detail.screening?.suitable).toBe(true);
    expect(detail.screening?.reasons.some((reason) => reason.kind === 'condition')).toBe(false);
    const warfarin = detail.screening?.reasons.find((reason) => reason.kind === 'interaction');
    expect(warfarin?.level).toBe('caution');
    expect(warfarin?.text).toMatch(/you take warfarin/i);
    expect(warfarin?.record?.sources.length).toBeGreaterThan(0);
    expect(detail.forms.length).toBeGreaterThan(0);
    expect(detail.sources.length).toBeGreaterThan(0);
    // A visitor sees the same grades and cautions, and no screening.
    const visitor = (await get(t.app, '/api/remedies/ginger')).json() as RemedyDetail;
    expect(visitor.screening).toBeNull();
    expect(visitor.cautions).toEqual(detail.cautions);
  });
});

describe('remedies', () => {
  it('lists by concern best grade first, searches, refuses an unknown concern, 404 for an unknown id', async () => {
    const list = (await get(t.app, '/api/remedies?concern=jet-lag')).json() as {
      remedies: { id: string; concerns: { concern: string; evidence_grade: string }[] }[];
    };
    expect(list.remedies.length).toBeGreaterThan(0);
    const grades = list.remedies.map(
      (remedy) => remedy.concerns.find((entry) => entry.concern === 'jet-lag')!.evidence_grade,
    );
    expect(grades).toEqual([...grades].sort());
    expect(list.remedies[0]?.id).toBe('melatonin');
    const searched = (await get(t.app, '/api/remedies?q=valerian')).json() as {
      remedies: { id: string }[];
    };
    expect(searched.remedies.map((remedy) => remedy.id)).toContain('valerian');
    expect((await get(t.app, '/api/remedies?concern=warts')).statusCode).toBe(400);
    expect((await get(t.app, '/api/remedies/unicorn-horn')).statusCode).toBe(404);
  });

  it('answers what /natural-remedies was prerendered with (ADR 049)', async () => {
    // As the client's listRemedies resolves the answer: the remedies.
    const body = (await get(t.app, '/api/remedies')).json();
    const [prerendered] = prerenderedQueriesFor('/natural-remedies', 0);
    expect(prerendered?.data).toEqual(remedyListResponseSchema.parse(body).remedies);
  });
});

describe('saved blends and favourites', () => {
  it('a user saves, lists, reads and deletes blends; another user gets 404 and nothing changes', async () => {
    const owner = await userWith({ age: 30, conditions: ['Epilepsy'] });
    const other = await userWith();
    const created = await post(
      t.app,
      '/api/oils/blends',
      {
        name: 'Evening',
        oils: [{ id: 'rosemary-camphor', drops: 3 }],
        carrier_ml: 30,
        application: 'massage',
      },
      owner.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const blend = created.json() as SavedBlend;
    expect(blend.result.warnings.some((warning) => warning.kind === 'epilepsy')).toBe(true);
    const list = (await get(t.app, '/api/oils/blends', owner.cookie)).json() as {
      blends: SavedBlend[];
    };
    expect(list.blends.map((entry) => entry.id)).toEqual([blend.id]);
    expect((await get(t.app, `/api/oils/blends/${blend.id}`, owner.cookie)).statusCode).toBe(200);

    expect((await get(t.app, `/api/oils/blends/${blend.id}`, other.cookie)).statusCode).toBe(404);
    expect((await remove(`/api/oils/blends/${blend.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      ((await get(t.app, '/api/oils/blends', other.cookie)).json() as { blends: [] }).blends,
    ).toEqual([]);
    expect(await blendCount(owner.id)).toBe(1);

    expect((await remove(`/api/oils/blends/${blend.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await blendCount(owner.id)).toBe(0);
    expect((await remove(`/api/oils/blends/${blend.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await remove('/api/oils/blends/not-a-uuid', owner.cookie)).statusCode).toBe(404);
  });

  it('a saved blend is worked out afresh: warfarin added after saving warns on the next read', async () => {
    const user = await userWith({ age: 50 });
    const saved = (
      await post(
        t.app,
        '/api/oils/blends',
        {
          name: 'Sore muscles',
          oils: [{ id: 'wintergreen', drops: 2 }],
          carrier_ml: 30,
          application: 'massage',
        },
        user.cookie,
      )
    ).json() as SavedBlend;
    expect(saved.result.warnings.some((warning) => warning.kind === 'anticoagulant')).toBe(false);
    expect(
      (await post(t.app, '/api/medications', { name: 'warfarin' }, user.cookie)).statusCode,
    ).toBeLessThan(300);
    const again = (
      await get(t.app, `/api/oils/blends/${saved.id}`, user.cookie)
    ).json() as SavedBlend;
    const bleeding = again.result.warnings.find((warning) => warning.kind === 'anticoagulant');
    expect(bleeding?.text).toMatch(/you take warfarin/i);
    expect(bleeding?.record?.id).toBeTruthy();
  });

  it('bad blends are refused with 400 and nothing is stored; bodies are strict', async () => {
    const user = await userWith();
    const base = {
      name: 'Bad',
      oils: [{ id: 'lavender', drops: 3 }],
      carrier_ml: 30,
      application: 'bath',
    };
    const cases: [unknown, string][] = [
      [{ ...base, oils: [{ id: 'dragon-oil', drops: 3 }] }, 'Unknown oil: dragon-oil'],
      [{ ...base, oils: [{ id: 'lavender', drops: -1 }] }, AROMATHERAPY_MESSAGES.drops],
      [{ ...base, oils: [{ id: 'lavender', drops: 250 }] }, AROMATHERAPY_MESSAGES.drops],
      [{ ...base, carrier_ml: -5 }, AROMATHERAPY_MESSAGES.carrier],
      [{ ...base, carrier_ml: 5000 }, AROMATHERAPY_MESSAGES.carrier],
      [{ ...base, name: '' }, AROMATHERAPY_MESSAGES.name],
      [{ ...base, user_id: 'someone-else' }, 'user_id'],
      [{ ...base, id: '00000000-0000-4000-8000-000000000000' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await post(t.app, '/api/oils/blends', body, user.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await blendCount(user.id)).toBe(0);
  });

  it('favourites: add twice once, list with personal warnings, remove; unknown oil 404; another user\u2019s are their own', async () => {
    const user = await userWith({ conditions: ['Asthma'] });
    const other = await userWith();
    expect(
      (await put(t.app, '/api/oils/favorites/eucalyptus-globulus', undefined, user.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(t.app, '/api/oils/favorites/eucalyptus-globulus', undefined, user.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(t.app, '/api/oils/favorites/dragon-oil', undefined, user.cookie)).statusCode,
    ).toBe(404);
    const list = (await get(t.app, '/api/oils/favorites', user.cookie)).json() as {
      favorites: { oil: { id: string }; for_you: { kind: string }[] }[];
    };
    expect(list.favorites.map((entry) => entry.oil.id)).toEqual(['eucalyptus-globulus']);
    expect(list.favorites[0]?.for_you.map((warning) => warning.kind)).toContain('asthma');
    expect(
      ((await get(t.app, '/api/oils/favorites', other.cookie)).json() as { favorites: [] })
        .favorites,
    ).toEqual([]);
    expect((await remove('/api/oils/favorites/eucalyptus-globulus', other.cookie)).statusCode).toBe(
      404,
    );
    expect((await remove('/api/oils/favorites/eucalyptus-globulus', user.cookie)).statusCode).toBe(
      204,
    );
    expect(
      ((await get(t.app, '/api/oils/favorites', user.cookie)).json() as { favorites: [] })
        .favorites,
    ).toEqual([]);
  });

  it('visitors get 401 on saved blends and favourites, and the routes are in the API docs', async () => {
    expect((await get(t.app, '/api/oils/blends')).statusCode).toBe(401);
    expect((await post(t.app, '/api/oils/blends', { name: 'x' })).statusCode).toBe(401);
    expect((await get(t.app, '/api/oils/favorites')).statusCode).toBe(401);
    expect((await put(t.app, '/api/oils/favorites/lavender', undefined)).statusCode).toBe(401);
    const docs = (await get(t.app, '/api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/oils',
      '/api/oils/{id}',
      '/api/oils/blend',
      '/api/oils/blends',
      '/api/oils/blends/{id}',
      '/api/oils/favorites',
      '/api/oils/favorites/{id}',
      '/api/remedies',
      '/api/remedies/{id}',
    ])
      expect(docs.paths, path).toHaveProperty([path]);
  });
});

describe('robustness', () => {
  it('schema-violating bodies get 400, never 5xx, and no stack trace', async () => {
    const bodies: unknown[] = [
      { oils: 'lavender', carrier_ml: 30, application: 'face' },
      { oils: [{ id: 42, drops: '6' }], carrier_ml: '30', application: 'face' },
      { oils: [{ id: 'lavender', drops: Number.MAX_VALUE }], carrier_ml: 30, application: 'face' },
      JSON.parse(
        '{"oils": [{"id": "lavender", "drops": 3, "__proto__": {"admin": true}}], "carrier_ml": 30, "application": "face"}',
      ),
      JSON.parse('{"__proto__": {"x": 1}, "oils": [], "carrier_ml": 30, "application": "face"}'),
      {
        oils: Array.from({ length: 21 }, () => ({ id: 'lavender', drops: 1 })),
        carrier_ml: 30,
        application: 'face',
      },
      { oils: [{ id: 'x'.repeat(5000), drops: 1 }], carrier_ml: 30, application: 'face' },
      { ...FACE_BLEND, person: { age: -1 } },
      { ...FACE_BLEND, person: { pregnant: 'yes' } },
      { ...FACE_BLEND, person: { conditions: ['epilepsy'] } },
      null,
      [],
    ];
    for (const body of bodies) {
      const response = await post(t.app, '/api/oils/blend', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
    }
  });
});

describe('visitor rate limit on the calculator', () => {
  it('limits visitors like the interaction check; a signed-in user has the higher limit', async () => {
    const limited = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '2' });
    try {
      const user = await newUserWithId(limited.app, 'aroma-limited');
      const visitor = () => post(limited.app, '/api/oils/blend', FACE_BLEND);
      expect((await visitor()).statusCode).toBe(200);
      expect((await visitor()).statusCode).toBe(200);
      const third = await visitor();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await post(limited.app, '/api/oils/blend', FACE_BLEND, user.cookie)).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
