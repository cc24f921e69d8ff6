/**
 * The profile's preferences section: two typed keys (units, time_zone) on an otherwise open
 * object, through PUT /api/profile/sections/preferences and PATCH /api/profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_MESSAGES,
  preferencesSectionSchema,
  type Profile,
} from '#shared/contracts/profile.contract';
import {
  createTestApp,
  createSignedInUser,
  get,
  patch,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let userCount = 0;
async function newUser(): Promise<{ cookie: string; id: string }> {
  userCount += 1;
  return createSignedInUser(t.app, `preferences-user-${userCount}@example.com`);
}

async function readPreferences(cookie: string): Promise<Profile['preferences']> {
  const response = await get(t.app, '/api/profile', cookie);
  expect(response.statusCode).toBe(200);
  return (response.json().profile as Profile).preferences;
}

describe('preferences section contract', () => {
  it('accepts IANA names and refuses offsets, nonsense and non-strings', () => {
    expect(preferencesSectionSchema.safeParse({ time_zone: 'Europe/London' }).success).toBe(true);
    expect(preferencesSectionSchema.safeParse({ time_zone: '+01:00' }).success).toBe(false);
    expect(preferencesSectionSchema.safeParse({ time_zone: 3 }).success).toBe(false);
    expect(preferencesSectionSchema.safeParse({ units: 'lbs' }).success).toBe(false);
  });

  it('keeps keys it does not type', () => {
    expect(
      preferencesSectionSchema.parse({ units: 'imperial', lastSystemCheck: 'x', other: { a: 1 } }),
    ).toEqual({ units: 'imperial', lastSystemCheck: 'x', other: { a: 1 } });
  });
});

describe('PUT /api/profile/sections/preferences', () => {
  it('stores units and time zone alongside other keys and reads them back', async () => {
    const { cookie } = await newUser();
    const response = await put(
      t.app,
      '/api/profile/sections/preferences',
      { units: 'imperial', time_zone: 'America/New_York', theme: 'dark' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await readPreferences(cookie)).toEqual({
      units: 'imperial',
      time_zone: 'America/New_York',
      theme: 'dark',
    });
  });

  it('refuses an unknown zone with a clear message, changing nothing', async () => {
    const { cookie } = await newUser();
    await put(
      t.app,
      '/api/profile/sections/preferences',
      { units: 'metric', time_zone: 'Europe/Paris' },
      cookie,
    );
    const response = await put(
      t.app,
      '/api/profile/sections/preferences',
      { units: 'metric', time_zone: 'Europe/Atlantis' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: PROFILE_MESSAGES.timeZone,
    });
    expect(await readPreferences(cookie)).toEqual({ units: 'metric', time_zone: 'Europe/Paris' });
  });

  it('refuses units other than metric and imperial', async () => {
    const { cookie } = await newUser();
    const response = await put(
      t.app,
      '/api/profile/sections/preferences',
      { units: 'stone' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.units);
  });

  it('is checked by PATCH /api/profile too, and keeps the system check key', async () => {
    const { cookie } = await newUser();
    await readPreferences(cookie); // the profile row exists before the check writes into it
    expect((await post(t.app, '/api/system-check', {}, cookie)).statusCode).toBe(200);
    const before = await readPreferences(cookie);
    expect(typeof before.lastSystemCheck).toBe('string');
    const bad = await patch(
      t.app,
      '/api/profile',
      { preferences: { ...before, time_zone: '+02:00' } },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PROFILE_MESSAGES.timeZone);
    const good = await patch(
      t.app,
      '/api/profile',
      { preferences: { ...before, time_zone: 'Asia/Tokyo' } },
      cookie,
    );
    expect(good.statusCode).toBe(200);
    expect(await readPreferences(cookie)).toEqual({ ...before, time_zone: 'Asia/Tokyo' });
  });

  it('answers 401 signed out', async () => {
    const response = await put(t.app, '/api/profile/sections/preferences', { units: 'metric' });
    expect(response.statusCode).toBe(401);
  });
});
