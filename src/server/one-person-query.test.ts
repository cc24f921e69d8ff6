/**
 * The one person query (ADR 174): the assistant's profile context, the interaction checker's
 * facts, the labs' personal info and the weekly insight all read the app's `context.person`, so
 * a change to the profile or the cabinet reaches them together, when the person's cache drops it,
 * and none of them reads the profile or the cabinet on its own. The change feed is driven by hand:
 * a row written here is seen by a tool only once its change is announced.
 */
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from './app-context';
import { loadConfig } from './config/env';
import { loadKnowledge } from './knowledge/load-knowledge';
import { aiInsightsServicesOf } from './modules/ai-insights/ai-insights-services';
import { createProfileContextReader } from './modules/chat/profile-context';
import { createPersonalInfoReader } from './modules/labs/lab-profile-facts';
import { medications } from './modules/medications/medications.table';
import { unifiedUserProfiles } from './modules/profile/profile.table';
import { users } from './modules/users/index';
import { testActor } from '../../tests/setup/actor';
import { manualFeed } from '../../tests/setup/manual-change-feed';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';

const USER = { id: 'one-person-user', name: 'Ada Lovelace', email: 'ada@example.com' };

describe('the one person query', () => {
  let testDb: TestDatabase;
  let context: AppContext;
  const { feed, change } = manualFeed();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const database = { ...testDb.database, changes: feed };
    const config = loadConfig({
      APP_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      JOB_CONCURRENCY: '0',
    });
    context = await createAppContext(config, database, pino({ level: 'silent' }), {
      knowledge: await loadKnowledge(database.db),
    });
    await database.db.insert(users).values(USER);
    await database.db.insert(unifiedUserProfiles).values({
      user_id: USER.id,
      personal_info: { age: 30, gender: 'female' },
      medical_history: { allergies: [] },
      conditions: {},
    });
    await database.db
      .insert(medications)
      .values({ user_id: USER.id, name: 'Warfarin', frequency: 'daily' });
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  /** What each tool sees of the member now. */
  async function whatToolsSee() {
    const chat = await createProfileContextReader(context.person)(USER.id);
    const check = await context.interactions.check(USER.id, ['warfarin']);
    const labs = await createPersonalInfoReader(context.person)(USER.id);
    const week = await aiInsightsServicesOf(context).load(testActor(USER.id));
    return {
      chatConditions: chat?.conditions,
      chatMedicines: chat?.medications,
      checkCautions: check.cautions.map((caution) => caution.because),
      labsGender: labs?.gender,
      weekMedicines: week.active_medicines,
    };
  }

  it('reaches every tool through the person, and only when the person is dropped', async () => {
    // The person is read (and kept) first; the tools have read nothing of their own yet.
    await context.person.read(USER.id);
    await testDb.database.db
      .update(unifiedUserProfiles)
      .set({ personal_info: { age: 30, gender: 'male' }, conditions: { list: ['Pregnant'] } })
      .where(eq(unifiedUserProfiles.user_id, USER.id));
    await testDb.database.db
      .insert(medications)
      .values({ user_id: USER.id, name: 'Aspirin', frequency: 'daily' });
    // Unannounced: every tool still sees the person it was read as.
    expect(await whatToolsSee()).toEqual({
      chatConditions: [],
      chatMedicines: ['Warfarin'],
      checkCautions: [],
      labsGender: 'female',
      weekMedicines: 1,
    });
    change('unified_user_profiles', USER.id);
    change('medications', USER.id);
    expect(await whatToolsSee()).toEqual({
      chatConditions: ['Pregnant'],
      chatMedicines: ['Aspirin', 'Warfarin'],
      checkCautions: ['Pregnant'],
      labsGender: 'male',
      weekMedicines: 2,
    });
  });
});
