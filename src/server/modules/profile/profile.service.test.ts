import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { users } from '#server/modules/users/index';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import { createProfileRepository, type ProfileRepository } from './profile.repository';
import { createProfileService } from './profile.service';
import { userDetails } from './legacy-data.table';
import { testActor } from '../../../../tests/setup/actor';

let testDb: TestDatabase;
let repository: ProfileRepository;
const NOW = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  testDb = await createTestDatabase();
  repository = createProfileRepository(testDb.database.db);
});
afterAll(async () => {
  await testDb?.drop();
});

let userCount = 0;
async function newUserId(): Promise<string> {
  userCount += 1;
  const id = `service-user-${userCount}`;
  await testDb.database.db.insert(users).values({ id, name: 'Test', email: `${id}@example.com` });
  return id;
}

async function rows(query: ReturnType<typeof sql>) {
  return queryRows<Record<string, unknown>>(testDb.database.db, query);
}

/** The real repository, except that queueing sync jobs fails inside the transaction. */
function withFailingSyncQueue(): ProfileRepository {
  return {
    ...repository,
    transaction: (work) =>
      repository.transaction((queries) =>
        work({
          ...queries,
          insertSyncJobs: async () => {
            throw new Error('sync queue unavailable');
          },
        }),
      ),
  };
}

describe('profile service', () => {
  it('stamps saved sections with the injected clock', async () => {
    const userId = await newUserId();
    const service = createProfileService(repository, { now: () => NOW });
    const profile = await service.saveSection(testActor(userId), 'lifestyle_data', {
      sleepHours: 8,
    });
    expect(profile.last_updated_sections).toEqual({ lifestyle_data: NOW.toISOString() });
    expect(profile.updated_at).toBe(NOW.toISOString());
  });

  it('rolls back the whole save when a later write in the same transaction fails', async () => {
    const userId = await newUserId();
    const service = createProfileService(withFailingSyncQueue(), { now: () => NOW });
    await service.getProfile(testActor(userId));
    const before = await rows(sql`select * from unified_user_profiles where user_id = ${userId}`);

    await expect(
      service.updateSections(testActor(userId), {
        personal_info: { age: 30, gender: 'male' },
        medications: { current: [{ id: 'a', name: 'Aspirin' }] },
        onboarding_completed: true,
      }),
    ).rejects.toThrow('sync queue unavailable');

    expect(await rows(sql`select * from unified_user_profiles where user_id = ${userId}`)).toEqual(
      before,
    );
    expect(await rows(sql`select * from user_preferences where user_id = ${userId}`)).toEqual([]);
    expect(await rows(sql`select * from data_sync_queue where user_id = ${userId}`)).toEqual([]);
  });

  it('rolls back a recovery that fails half way, leaving no profile behind', async () => {
    const userId = await newUserId();
    await testDb.database.db
      .insert(userDetails)
      .values({ user_id: userId, medication_data: ['Metformin'] });
    const service = createProfileService(withFailingSyncQueue(), { now: () => NOW });
    await expect(service.recover(testActor(userId))).rejects.toThrow('sync queue unavailable');
    expect(await rows(sql`select * from unified_user_profiles where user_id = ${userId}`)).toEqual(
      [],
    );
  });

  it('refuses an unknown section with a 400 UNKNOWN_SECTION error', async () => {
    const service = createProfileService(repository);
    await expect(
      service.saveSection(testActor(await newUserId()), 'bogus', {}),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'UNKNOWN_SECTION',
      message: 'Unknown profile section',
    });
  });
});
