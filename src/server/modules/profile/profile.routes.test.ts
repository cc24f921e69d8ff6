import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import {
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  type Profile,
} from '#shared/contracts/profile.contract';
import { INTEGRITY_ISSUES } from '#shared/domain/profile-scores';
import { SYNC_TARGETS } from '#shared/domain/profile-status';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import {
  createTestApp,
  createSignedInUser,
  get,
  patch,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { userDetails } from './legacy-data.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let userCount = 0;
/** A fresh signed-in user: their cookie and id. */
async function newUser(): Promise<{ cookie: string; id: string }> {
  userCount += 1;
  return createSignedInUser(t.app, `profile-user-${userCount}@example.com`);
}

async function rows(query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  return queryRows<Record<string, unknown>>(t.testDb.database.db, query);
}

const profileRows = (userId: string) =>
  rows(sql`select * from unified_user_profiles where user_id = ${userId}`);
const syncJobs = (userId: string) =>
  rows(
    sql`select source_table, target_features, data_payload, sync_status from data_sync_queue where user_id = ${userId} order by created_at, source_table`,
  );

async function readProfile(cookie: string): Promise<Profile> {
  const response = await get(t.app, '/api/profile', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().profile as Profile;
}

/** Every section with the field names the profile editor writes. */
const FULL_SECTIONS = {
  personal_info: {
    age: 42,
    gender: 'female',
    height: 170.5,
    heightUnit: 'cm',
    weight: 65,
    weightUnit: 'kg',
  },
  health_assessment: { energy: 'low', notes: 'tired in the afternoon' },
  medical_history: {
    noConditions: false,
    allergies: ['Peanuts'],
    healthConditions: ['Asthma'],
    medicalConditions: ['Migraine'],
    currentConditions: ['Hypertension'],
    chronicConditions: ['Asthma'],
    familyHistory: ['Diabetes'],
  },
  lifestyle_data: {
    exerciseFrequency: '3-4-times',
    activityLevel: 'moderately-active',
    sleepHours: 7.5,
    stressLevel: 4,
    smokingStatus: 'never',
    alcoholConsumption: 'rarely',
  },
  dietary_info: {
    dietType: 'mediterranean',
    dietaryRestrictions: ['Gluten-free'],
    preferences: ['Fish'],
    goals: ['More fibre'],
    commonFoods: ['Oats'],
  },
  medications: {
    current: [
      {
        id: 'med-1',
        name: 'Lisinopril',
        dosage: '10 mg',
        frequency: 'daily',
        type: 'Prescription',
        active: true,
      },
    ],
    lastUpdated: '2026-01-02T03:04:05.000Z',
  },
  supplements: { list: ['Vitamin D'] },
  symptoms: {
    currentSymptoms: ['Headache'],
    severity: { Headache: 6 },
    frequency: { Headache: 'weekly' },
    completed: true,
  },
  conditions: { diagnosed: ['Hypertension'] },
  health_goals: {
    primary: ['Lose weight', 'Better sleep'],
    timeframe: '6-months',
    specificTargets: { targetWeight: 60, weightUnit: 'kg', sleepTarget: 8, notes: 'walk daily' },
    preferences: ['Natural approaches'],
  },
  preferences: { theme: 'light' },
  onboarding_progress: { lastCompletedStep: 3, interactionsCompleted: true },
} as const satisfies Record<(typeof PROFILE_SECTIONS)[number], Record<string, unknown>>;

describe('GET /api/profile', () => {
  it('creates the empty profile on first use, once, even for two concurrent first calls', async () => {
    const { cookie, id } = await newUser();
    const [first, second] = await Promise.all([
      get(t.app, '/api/profile', cookie),
      get(t.app, '/api/profile', cookie),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(await profileRows(id)).toHaveLength(1);
    const profile = first.json().profile as Profile;
    expect(profile).toMatchObject({
      user_id: id,
      onboarding_completed: false,
      data_completeness_score: 0,
      last_updated_sections: {},
      additional_data: {},
      completed_at: null,
    });
    for (const section of PROFILE_SECTIONS) expect(profile[section]).toEqual({});
    expect(new Date(profile.created_at).toISOString()).toBe(profile.created_at);
    expect(second.json().profile.created_at).toBe(profile.created_at);
  });
});

/**
 * What a saved section reads back as: the medication list is the cabinet's (ADR 022), so it comes
 * back with the cabinet's id and frequency wording ('daily' is 'Once daily').
 */
function expected(section: (typeof PROFILE_SECTIONS)[number]): unknown {
  if (section !== 'medications') return FULL_SECTIONS[section];
  return {
    lastUpdated: FULL_SECTIONS.medications.lastUpdated,
    none: false,
    current: [
      {
        id: expect.any(String),
        name: 'Lisinopril',
        dosage: '10 mg',
        frequency: 'Once daily',
        type: 'Prescription',
        active: true,
      },
    ],
  };
}

describe('PUT /api/profile/sections/:section', () => {
  it("round-trips every section with the editor's field names and stamps each save", async () => {
    const { cookie } = await newUser();
    for (const section of PROFILE_SECTIONS) {
      const response = await put(
        t.app,
        `/api/profile/sections/${section}`,
        FULL_SECTIONS[section],
        cookie,
      );
      expect(response.statusCode, section).toBe(200);
      expect(response.json().profile[section], section).toEqual(expected(section));
    }
    const profile = await readProfile(cookie);
    for (const section of PROFILE_SECTIONS) expect(profile[section]).toEqual(expected(section));
    expect(Object.keys(profile.last_updated_sections).sort()).toEqual([...PROFILE_SECTIONS].sort());
    expect(profile.data_completeness_score).toBe(100);
  });

  it('replaces the section and normalises free-text lists (trimmed, no blanks, no duplicates)', async () => {
    const { cookie } = await newUser();
    await put(
      t.app,
      '/api/profile/sections/medical_history',
      { allergies: ['Peanuts'], familyHistory: ['Diabetes'] },
      cookie,
    );
    const response = await put(
      t.app,
      '/api/profile/sections/medical_history',
      { allergies: ['  Pollen ', 'pollen', '', 'Dust'] },
      cookie,
    );
    expect(response.json().profile.medical_history).toEqual({ allergies: ['Pollen', 'Dust'] });
  });

  it('recomputes the completeness score on the server from the points of each field', async () => {
    const { cookie } = await newUser();
    const score = async (section: string, data: unknown) => {
      const response = await put(t.app, `/api/profile/sections/${section}`, data, cookie);
      expect(response.statusCode).toBe(200);
      return response.json().profile.data_completeness_score as number;
    };
    expect(await score('personal_info', { age: 30, gender: 'male' })).toBe(16);
    expect(await score('personal_info', { age: 30, gender: 'male', weight: 80 })).toBe(16); // weight needs height
    expect(await score('personal_info', { age: 30, gender: 'male', weight: 80, height: 180 })).toBe(
      25,
    );
    expect(
      await score('medical_history', { currentConditions: ['Asthma'], allergies: ['Pollen'] }),
    ).toBe(50);
    expect(await score('medications', { current: [{ id: 'a', name: 'Ventolin' }] })).toBe(70);
    expect(await score('lifestyle_data', { exerciseFrequency: 'daily', sleepHours: 8 })).toBe(85);
    expect(
      await score('dietary_info', { dietType: 'vegan', dietaryRestrictions: ['Nut-free'] }),
    ).toBe(100);
    // The medication list is the cabinet: a section without a list leaves it, an empty list empties it.
    expect(await score('medications', {})).toBe(100);
    expect(await score('medications', { current: [] })).toBe(80);
    expect(
      (await profileRows((await readProfile(cookie)).user_id))[0]?.data_completeness_score,
    ).toBe(80);
  });

  it("refuses ages 0 and 121 (and other out-of-range values) with the field's message, changing nothing", async () => {
    const { cookie, id } = await newUser();
    await put(t.app, '/api/profile/sections/personal_info', { age: 30 }, cookie);
    const before = await profileRows(id);
    const cases: Array<[string, unknown, string]> = [
      ['personal_info', { age: 0 }, PROFILE_MESSAGES.age],
      ['personal_info', { age: 121 }, PROFILE_MESSAGES.age],
      ['personal_info', { age: 30.5 }, PROFILE_MESSAGES.age],
      ['personal_info', { age: '30' }, PROFILE_MESSAGES.age],
      ['personal_info', { weight: 0 }, PROFILE_MESSAGES.weight],
      ['lifestyle_data', { sleepHours: 13 }, PROFILE_MESSAGES.sleepHours],
      ['medications', { current: [{ id: 'x', name: '  ' }] }, PROFILE_MESSAGES.medicationName],
      ['symptoms', { severity: { Headache: 11 } }, PROFILE_MESSAGES.severity],
    ];
    for (const [section, body, message] of cases) {
      const response = await put(t.app, `/api/profile/sections/${section}`, body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await profileRows(id)).toEqual(before);
  });

  it('answers 400 UNKNOWN_SECTION for a name that is not a section, whatever the body', async () => {
    const { cookie } = await newUser();
    for (const [name, body] of [
      ['bogus', { age: 0 }],
      ['user_id', {}],
      ['__proto__', {}],
      ['constructor', []],
      ['PERSONAL_INFO', {}],
    ] as const) {
      const response = await put(t.app, `/api/profile/sections/${name}`, body, cookie);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({
        code: 'UNKNOWN_SECTION',
        message: 'Unknown profile section',
      });
    }
  });

  it('refuses a body that is not an object', async () => {
    const { cookie } = await newUser();
    const response = await put(t.app, '/api/profile/sections/personal_info', [1, 2], cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('applies concurrent saves of different sections one after the other (nothing lost)', async () => {
    const { cookie } = await newUser();
    await readProfile(cookie);
    const responses = await Promise.all([
      put(t.app, '/api/profile/sections/personal_info', { age: 30, gender: 'female' }, cookie),
      put(t.app, '/api/profile/sections/medical_history', { allergies: ['Pollen'] }, cookie),
      put(t.app, '/api/profile/sections/lifestyle_data', { sleepHours: 8 }, cookie),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const profile = await readProfile(cookie);
    expect(profile.personal_info).toEqual({ age: 30, gender: 'female' });
    expect(profile.medical_history).toEqual({ allergies: ['Pollen'] });
    expect(profile.data_completeness_score).toBe(16 + 12 + 7);
  });
});

describe('mass assignment (owner, id and score fields are ignored or refused)', () => {
  it('reads only section fields from a section body', async () => {
    const { cookie, id } = await newUser();
    const before = (await profileRows(id))[0];
    const response = await put(
      t.app,
      '/api/profile/sections/personal_info',
      {
        age: 30,
        user_id: 'someone-else',
        id: '00000000-0000-0000-0000-000000000000',
        data_completeness_score: 100,
        onboarding_completed: true,
        role: 'admin',
        plan: 'wellness_plus',
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      user_id: id,
      personal_info: { age: 30 },
      data_completeness_score: 8,
      onboarding_completed: false,
    });
    const [row] = await profileRows(id);
    expect(row).toMatchObject({
      user_id: id,
      personal_info: { age: 30 },
      data_completeness_score: 8,
      onboarding_completed: false,
    });
    if (before) expect(row?.id).toBe(before.id);
    expect(
      await rows(sql`select 1 from unified_user_profiles where user_id = 'someone-else'`),
    ).toHaveLength(0);
  });

  it('refuses anything but sections and onboarding_completed: true in a PATCH, changing nothing', async () => {
    const { cookie, id } = await newUser();
    await readProfile(cookie);
    const before = await profileRows(id);
    for (const extra of [
      { user_id: 'someone-else' },
      { id: '00000000-0000-0000-0000-000000000000' },
      { data_completeness_score: 100 },
      { onboarding_completed: false },
      { created_at: '2020-01-01T00:00:00.000Z' },
      { role: 'admin' },
      { plan: 'wellness_plus' },
    ]) {
      const response = await patch(
        t.app,
        '/api/profile',
        { personal_info: { age: 33 }, ...extra },
        cookie,
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await profileRows(id)).toEqual(before);
    expect(await syncJobs(id)).toEqual([]);
  });
});

describe('PATCH /api/profile', () => {
  it('saves several sections at once and scores a full profile 100', async () => {
    const { cookie } = await newUser();
    const response = await patch(
      t.app,
      '/api/profile',
      {
        personal_info: FULL_SECTIONS.personal_info,
        medical_history: FULL_SECTIONS.medical_history,
        medications: FULL_SECTIONS.medications,
        lifestyle_data: FULL_SECTIONS.lifestyle_data,
        dietary_info: FULL_SECTIONS.dietary_info,
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const profile = response.json().profile as Profile;
    expect(profile.data_completeness_score).toBe(100);
    expect(profile.personal_info).toEqual(FULL_SECTIONS.personal_info);
    expect(Object.keys(profile.last_updated_sections).sort()).toEqual([
      'dietary_info',
      'lifestyle_data',
      'medical_history',
      'medications',
      'personal_info',
    ]);
    expect(profile.onboarding_completed).toBe(false);
  });

  it('is all or nothing: one invalid section refuses the whole request', async () => {
    const { cookie, id } = await newUser();
    await put(t.app, '/api/profile/sections/personal_info', { age: 25 }, cookie);
    const before = await profileRows(id);
    const jobsBefore = await syncJobs(id);
    const response = await patch(
      t.app,
      '/api/profile',
      { personal_info: { age: 40, gender: 'male' }, lifestyle_data: { sleepHours: 2 } },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: PROFILE_MESSAGES.sleepHours,
    });
    const ageZero = await patch(
      t.app,
      '/api/profile',
      { medical_history: { allergies: ['Pollen'] }, personal_info: { age: 0 } },
      cookie,
    );
    expect(ageZero.json()).toEqual({ code: 'VALIDATION_ERROR', message: PROFILE_MESSAGES.age });
    expect(await profileRows(id)).toEqual(before);
    expect(await syncJobs(id)).toEqual(jobsBefore);
  });

  it('completes onboarding: flag, completed_at (kept on later saves) and user_preferences', async () => {
    const { cookie, id } = await newUser();
    const first = await patch(
      t.app,
      '/api/profile',
      { health_goals: { primary: ['Better sleep'] }, onboarding_completed: true },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const profile = first.json().profile as Profile;
    expect(profile.onboarding_completed).toBe(true);
    expect(profile.completed_at).toEqual(expect.any(String));
    const preferences = await get(t.app, '/api/preferences', cookie);
    expect(preferences.json()).toMatchObject({
      onboarding_completed: true,
      health_journey_level: 'improve',
    });

    const again = await patch(t.app, '/api/profile', { onboarding_completed: true }, cookie);
    expect(again.json().profile.completed_at).toBe(profile.completed_at);
    const later = await put(t.app, '/api/profile/sections/personal_info', { age: 50 }, cookie);
    expect(later.json().profile).toMatchObject({
      onboarding_completed: true,
      completed_at: profile.completed_at,
    });
    expect(
      (await rows(sql`select onboarding_completed from user_preferences where user_id = ${id}`))[0],
    ).toEqual({ onboarding_completed: true });
  });

  it('queues one pending sync job per saved non-empty section that feeds other features', async () => {
    const { cookie, id } = await newUser();
    const response = await patch(
      t.app,
      '/api/profile',
      {
        personal_info: { age: 30 },
        medications: FULL_SECTIONS.medications,
        lifestyle_data: { sleepHours: 8 },
        dietary_info: {},
        health_goals: { primary: [] },
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await syncJobs(id)).toEqual(
      expect.arrayContaining([
        {
          source_table: 'medications',
          target_features: SYNC_TARGETS.medications,
          data_payload: FULL_SECTIONS.medications,
          sync_status: 'pending',
        },
        {
          source_table: 'lifestyle_data',
          target_features: SYNC_TARGETS.lifestyle_data,
          data_payload: { sleepHours: 8 },
          sync_status: 'pending',
        },
      ]),
    );
    expect(await syncJobs(id)).toHaveLength(2);

    await put(t.app, '/api/profile/sections/dietary_info', { dietType: 'vegan' }, cookie);
    const jobs = await syncJobs(id);
    expect(jobs).toHaveLength(3);
    expect(jobs).toContainEqual({
      source_table: 'dietary_info',
      target_features: ['meal_planner', 'nutrition_tracker', 'ai_analysis'],
      data_payload: { dietType: 'vegan' },
      sync_status: 'pending',
    });
  });
});

describe('POST /api/profile/integrity-check', () => {
  it('reports missing basic information, then passes once age and gender are saved', async () => {
    const { cookie } = await newUser();
    const empty = await post(t.app, '/api/profile/integrity-check', {}, cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      isValid: false,
      score: 0,
      issues: [INTEGRITY_ISSUES.basicInfo],
    });
    expect(INTEGRITY_ISSUES.basicInfo).toBe('Basic personal information is incomplete');

    await put(
      t.app,
      '/api/profile/sections/personal_info',
      { age: 30, gender: 'non-binary' },
      cookie,
    );
    const filled = await post(t.app, '/api/profile/integrity-check', {}, cookie);
    expect(filled.json()).toEqual({ isValid: true, score: 16, issues: [] });
  });
});

describe('/api/preferences', () => {
  it('answers the defaults before anything is saved, then stores updates', async () => {
    const { cookie, id } = await newUser();
    const initial = await get(t.app, '/api/preferences', cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      onboarding_completed: false,
      health_journey_level: 'improve',
      updated_at: null,
    });

    const updated = await put(
      t.app,
      '/api/preferences',
      { health_journey_level: 'transform' },
      cookie,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      onboarding_completed: false,
      health_journey_level: 'transform',
      updated_at: expect.any(String),
    });

    const flagged = await put(t.app, '/api/preferences', { onboarding_completed: true }, cookie);
    expect(flagged.json()).toMatchObject({
      onboarding_completed: true,
      health_journey_level: 'transform',
    });
    expect((await get(t.app, '/api/preferences', cookie)).json()).toEqual(flagged.json());
    expect(
      await rows(sql`select health_journey_level from user_preferences where user_id = ${id}`),
    ).toEqual([{ health_journey_level: 'transform' }]);
  });

  it('refuses an unknown level and fields a client must not set', async () => {
    const { cookie } = await newUser();
    for (const body of [
      { health_journey_level: 'extreme' },
      { health_journey_level: 'improve', user_id: 'someone-else' },
      { onboarding_completed: 'yes' },
    ]) {
      const response = await put(t.app, '/api/preferences', body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await get(t.app, '/api/preferences', cookie)).json()).toEqual({
      onboarding_completed: false,
      health_journey_level: 'improve',
      updated_at: null,
    });
  });
});

describe('POST /api/profile/recover', () => {
  const legacyQuestionnaire = {
    basicInfo: { age: '35', gender: 'Female', weight: 70 },
    healthConditions: { currentConditions: ['Hypertension'], noConditions: false },
    symptoms: ['Fatigue'],
    medications: [
      'Metformin',
      { name: 'Vitamin D', dosage: '1000 IU', type: 'Vitamin' },
      { medication_name: 'Aspirin', type: 'Painkiller' },
    ],
    diet: { dietType: 'vegetarian', restrictions: ['Lactose-free'] },
    interactions: { completed: true },
    goals: { primaryGoals: ['Lose weight'] },
    lastCompletedStep: 4,
  };

  async function insertLegacy(userId: string, values: Partial<typeof userDetails.$inferInsert>) {
    await t.testDb.database.db.insert(userDetails).values({ user_id: userId, ...values });
  }

  it("answers 'No legacy data found' when there is no legacy row, or only empty ones", async () => {
    const { cookie, id } = await newUser();
    const none = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      success: false,
      error: 'No legacy data found',
      migration_result: null,
      data_found: { questionnaire: false, medications: false, diet: false },
      user_id: id,
    });
    await insertLegacy(id, { questionnaire_data: {}, medication_data: [], diet_data: null });
    const empty = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(empty.json()).toMatchObject({
      success: false,
      error: 'No legacy data found',
      migration_result: null,
    });
    expect(await profileRows(id)).toHaveLength(0); // nothing written
  });

  it('creates the profile from legacy data when there was none, and reports the completeness', async () => {
    const { cookie, id } = await newUser();
    await insertLegacy(id, {
      questionnaire_data: legacyQuestionnaire,
      medication_data: [{ name: 'Metformin' }, 'Omega-3'],
      diet_data: { dietaryRestrictions: ['Nut-free'] },
    });

    const status = await get(t.app, '/api/profile/recovery-status', cookie);
    expect(status.json()).toEqual({
      hasRecoverableData: true,
      data_found: { questionnaire: true, medications: true, diet: true },
      user_id: id,
    });

    const response = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(response.statusCode).toBe(200);
    // age 8 + gender 8 + conditions 13 + medications 20 + diet type 8 + restrictions 7 = 64
    expect(response.json()).toEqual({
      success: true,
      error: null,
      migration_result: { action: 'created_profile', completeness_score: 64 },
      data_found: { questionnaire: true, medications: true, diet: true },
      user_id: id,
    });

    const profile = await readProfile(cookie);
    expect(profile.data_completeness_score).toBe(64);
    expect(profile.personal_info).toEqual({ age: 35, gender: 'female', weight: 70 });
    expect(profile.medical_history).toEqual({ currentConditions: ['Hypertension'] });
    expect(profile.symptoms).toEqual({ currentSymptoms: ['Fatigue'] });
    expect(profile.dietary_info).toEqual({
      dietType: 'vegetarian',
      dietaryRestrictions: ['Lactose-free'],
    });
    expect(profile.health_goals).toEqual({ primary: ['Lose weight'] });
    expect(profile.onboarding_progress).toEqual({
      interactionsCompleted: true,
      lastCompletedStep: 4,
    });
    expect(
      profile.medications.current?.map(({ name, type, active, dosage }) => ({
        name,
        type,
        active,
        dosage,
      })),
    ).toEqual([
      { name: 'Metformin', type: 'Prescription', active: true, dosage: undefined },
      { name: 'Vitamin D', type: 'Vitamin', active: true, dosage: '1000 IU' },
      { name: 'Aspirin', type: 'Prescription', active: true, dosage: undefined },
      { name: 'Omega-3', type: 'Prescription', active: true, dosage: undefined },
    ]);
    const ids = profile.medications.current?.map((m) => m.id) ?? [];
    expect(new Set(ids).size).toBe(4);
    expect(Object.keys(profile.last_updated_sections).sort()).toEqual([
      'dietary_info',
      'health_goals',
      'medical_history',
      'medications',
      'onboarding_progress',
      'personal_info',
      'symptoms',
    ]);
    expect((await syncJobs(id)).map((job) => job.source_table).sort()).toEqual([
      'dietary_info',
      'health_goals',
      'medications',
    ]);

    const after = await get(t.app, '/api/profile/recovery-status', cookie);
    expect(after.json().hasRecoverableData).toBe(false); // 64 is not below 50
  });

  it('updates an existing profile without overwriting what the user already has', async () => {
    const { cookie, id } = await newUser();
    await patch(
      t.app,
      '/api/profile',
      {
        personal_info: { age: 50 },
        medications: { none: true },
        dietary_info: { dietType: 'keto' },
        medical_history: { allergies: ['Pollen'] },
      },
      cookie,
    );
    await insertLegacy(id, {
      questionnaire_data: legacyQuestionnaire,
      diet_data: { type: 'vegan', dietaryRestrictions: ['Soy-free'] },
    });

    const response = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(response.statusCode).toBe(200);
    // age 8 + gender 8 + conditions 13 + allergies 12 + diet type 8 + restrictions 7 = 56
    expect(response.json()).toMatchObject({
      success: true,
      error: null,
      migration_result: { action: 'updated_profile', completeness_score: 56 },
      data_found: { questionnaire: true, medications: false, diet: true },
    });
    const profile = await readProfile(cookie);
    expect(profile.personal_info).toEqual({ age: 50, gender: 'female', weight: 70 });
    expect(profile.medications).toEqual({ none: true });
    expect(profile.dietary_info).toEqual({
      dietType: 'keto',
      dietaryRestrictions: ['Lactose-free'],
    });
    expect(profile.medical_history).toEqual({
      allergies: ['Pollen'],
      currentConditions: ['Hypertension'],
    });

    // Running it again adds nothing and changes no value.
    const again = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(again.json().migration_result).toEqual({
      action: 'updated_profile',
      completeness_score: 56,
    });
    const reread = await readProfile(cookie);
    for (const section of PROFILE_SECTIONS) expect(reread[section]).toEqual(profile[section]);
  });

  it('skips legacy values that break the profile rules instead of storing them', async () => {
    const { cookie, id } = await newUser();
    await insertLegacy(id, {
      questionnaire_data: {
        basicInfo: { age: 150, gender: 'robot', weight: 'heavy' },
        goals: { primaryGoals: ['Sleep better'] },
      },
    });
    const response = await post(t.app, '/api/profile/recover', {}, cookie);
    expect(response.json()).toMatchObject({
      success: true,
      migration_result: { action: 'created_profile', completeness_score: 0 },
    });
    const profile = await readProfile(cookie);
    expect(profile.personal_info).toEqual({});
    expect(profile.health_goals).toEqual({ primary: ['Sleep better'] });
  });
});

describe('POST /api/system-check', () => {
  it('writes preferences.lastSystemCheck and reports every row operational for a fresh profile', async () => {
    const { cookie, id } = await newUser();
    await put(t.app, '/api/profile/sections/preferences', { theme: 'dark' }, cookie);
    const response = await post(t.app, '/api/system-check', {}, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      checks: {
        authentication: 'good',
        dataRetrieval: 'good',
        featureGating: 'good',
        dataSaving: 'good',
        crossMigration: 'good',
      },
      profileScore: 0,
      subscriptionTier: 'free',
      hasRecoverableData: false,
      lastSystemCheck: expect.any(String),
    });
    const [row] = await profileRows(id);
    expect(row?.preferences).toEqual({ theme: 'dark', lastSystemCheck: body.lastSystemCheck });
  });

  it('reports an error when the user has no profile row to read or write', async () => {
    const { cookie, id } = await newUser();
    const body = (await post(t.app, '/api/system-check', {}, cookie)).json();
    expect(body.checks).toMatchObject({
      authentication: 'good',
      dataRetrieval: 'error',
      dataSaving: 'error',
      crossMigration: 'good',
    });
    expect(await profileRows(id)).toHaveLength(0);
  });

  it('warns when legacy answers wait to be recovered into an empty profile', async () => {
    const { cookie, id } = await newUser();
    await readProfile(cookie);
    await t.testDb.database.db
      .insert(userDetails)
      .values({ user_id: id, questionnaire_data: { basicInfo: { age: 40 } } });
    const body = (await post(t.app, '/api/system-check', {}, cookie)).json();
    expect(body).toMatchObject({
      checks: { dataRetrieval: 'warning', crossMigration: 'warning', dataSaving: 'good' },
      hasRecoverableData: true,
      profileScore: 0,
    });
    await post(t.app, '/api/profile/recover', {}, cookie);
    const after = (await post(t.app, '/api/system-check', {}, cookie)).json();
    expect(after).toMatchObject({
      checks: { dataRetrieval: 'good', crossMigration: 'good' },
      profileScore: 8,
    });
  });
});

describe('access (another user gets 404, no session gets 401)', () => {
  const routes: Array<{ method: 'GET' | 'PUT' | 'PATCH' | 'POST'; url: string; body?: unknown }> = [
    { method: 'GET', url: '/api/profile' },
    { method: 'PUT', url: '/api/profile/sections/personal_info', body: { age: 30 } },
    { method: 'PUT', url: '/api/profile/sections/bogus', body: { age: 0 } },
    { method: 'PATCH', url: '/api/profile', body: { personal_info: { age: 30 } } },
    { method: 'PATCH', url: '/api/profile', body: { user_id: 'x' } },
    { method: 'POST', url: '/api/profile/integrity-check', body: {} },
    { method: 'GET', url: '/api/profile/recovery-status' },
    { method: 'POST', url: '/api/profile/recover', body: {} },
    { method: 'POST', url: '/api/system-check', body: {} },
    { method: 'GET', url: '/api/preferences' },
    { method: 'PUT', url: '/api/preferences', body: { health_journey_level: 'maintain' } },
  ];

  it('answers 401 with exactly {code, message} without a session or with a forged cookie, before looking at the body', async () => {
    for (const route of routes) {
      for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          ...(route.body === undefined ? {} : { payload: route.body as Record<string, unknown> }),
          headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED_BODY);
        expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      }
    }
  });

  it("keeps each user to their own rows: B's reads and writes never touch A's data", async () => {
    const a = await newUser();
    const b = await newUser();
    await patch(
      t.app,
      '/api/profile',
      {
        personal_info: { age: 60, gender: 'male' },
        medications: FULL_SECTIONS.medications,
        onboarding_completed: true,
      },
      a.cookie,
    );
    await put(t.app, '/api/preferences', { health_journey_level: 'maintain' }, a.cookie);
    await t.testDb.database.db
      .insert(userDetails)
      .values({ user_id: a.id, questionnaire_data: { basicInfo: { age: 61, gender: 'male' } } });
    const aBefore = await profileRows(a.id);
    const aJobsBefore = await syncJobs(a.id);
    const aPreferencesBefore = await rows(
      sql`select * from user_preferences where user_id = ${a.id}`,
    );

    const bProfile = await readProfile(b.cookie);
    expect(bProfile).toMatchObject({
      user_id: b.id,
      personal_info: {},
      medications: {},
      data_completeness_score: 0,
      onboarding_completed: false,
    });
    expect((await get(t.app, '/api/preferences', b.cookie)).json()).toEqual({
      onboarding_completed: false,
      health_journey_level: 'improve',
      updated_at: null,
    });
    expect((await get(t.app, '/api/profile/recovery-status', b.cookie)).json()).toEqual({
      hasRecoverableData: false,
      data_found: { questionnaire: false, medications: false, diet: false },
      user_id: b.id,
    });

    expect(
      (
        await put(
          t.app,
          '/api/profile/sections/personal_info',
          { age: 20, user_id: a.id },
          b.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await patch(
          t.app,
          '/api/profile',
          { medications: { none: true }, onboarding_completed: true },
          b.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t.app, '/api/profile/recover', { user_id: a.id, target_user_id: a.id }, b.cookie)
      ).json(),
    ).toMatchObject({ success: false, user_id: b.id });
    expect((await post(t.app, '/api/system-check', { userId: a.id }, b.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await put(t.app, '/api/preferences', { health_journey_level: 'transform' }, b.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/profile/integrity-check', { user_id: a.id }, b.cookie)).json(),
    ).toEqual({ isValid: false, score: 8, issues: [INTEGRITY_ISSUES.basicInfo] });

    expect(await profileRows(a.id)).toEqual(aBefore);
    expect(await syncJobs(a.id)).toEqual(aJobsBefore);
    expect(await rows(sql`select * from user_preferences where user_id = ${a.id}`)).toEqual(
      aPreferencesBefore,
    );
    const [bRow] = await profileRows(b.id);
    expect(bRow).toMatchObject({
      user_id: b.id,
      personal_info: { age: 20 },
      medications: { none: true },
    });
  });
});

describe('API docs', () => {
  it('lists every profile route under the profile tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const expected: Array<[string, string]> = [
      ['/api/profile', 'get'],
      ['/api/profile', 'patch'],
      ['/api/profile/sections/{section}', 'put'],
      ['/api/profile/integrity-check', 'post'],
      ['/api/profile/recovery-status', 'get'],
      ['/api/profile/recover', 'post'],
      ['/api/system-check', 'post'],
      ['/api/preferences', 'get'],
      ['/api/preferences', 'put'],
    ];
    for (const [path, method] of expected)
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['profile']);
  });
});
