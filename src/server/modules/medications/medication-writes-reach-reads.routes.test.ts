/**
 * A medicine edited or deleted is what every read that shows medicines answers next, however
 * warm the server's per-user caches were: the profile, the daily log, the safety analysis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  patch,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface ProfileMedicine {
  name: string;
  dosage: string | null;
  frequency: string;
}

const TODAY = '2026-11-23';

async function reads(cookie: string) {
  const profile = (await get(t.app, '/api/profile', cookie)).json() as {
    profile: { medications: { current: ProfileMedicine[] } };
  };
  const day = (await get(t.app, `/api/daily-log/${TODAY}`, cookie)).json() as {
    medications: ProfileMedicine[];
  };
  return { profile: profile.profile.medications.current, day: day.medications };
}

describe('medicine writes reach every read', () => {
  it('answers the edited dose and frequency, then the deletion, from warm caches', async () => {
    const user = await newUserWithId(t.app, 'fresh-reads');
    const ids: Record<string, string> = {};
    for (const [name, frequency] of [
      ['Ibuprofen', 'As needed'],
      ['Metformin', 'Twice daily'],
      ['Vitamin D', 'Once daily'],
    ] as const) {
      const added = await post(t.app, '/api/medications', { name, frequency }, user.cookie);
      expect(added.statusCode).toBe(201);
      ids[name] = (added.json() as { id: string }).id;
    }
    // Warm every cache the reads use.
    const before = await reads(user.cookie);
    expect(before.profile).toHaveLength(3);
    expect(before.day.find((m) => m.name === 'Ibuprofen')?.frequency).toBe('As needed');

    const edited = await patch(
      t.app,
      `/api/medications/${ids.Ibuprofen}`,
      { dosage: '400 mg', frequency: 'Three times daily' },
      user.cookie,
    );
    expect(edited.statusCode).toBe(200);
    const afterEdit = await reads(user.cookie);
    for (const list of [afterEdit.profile, afterEdit.day])
      expect(list.find((m) => m.name === 'Ibuprofen')).toMatchObject({
        dosage: '400 mg',
        frequency: 'Three times daily',
      });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/medications/${ids.Ibuprofen}`,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    });
    expect(removed.statusCode).toBe(204);
    const afterDelete = await reads(user.cookie);
    expect(afterDelete.profile.map((m) => m.name).sort()).toEqual(['Metformin', 'Vitamin D']);
    expect(afterDelete.day.map((m) => m.name).sort()).toEqual(['Metformin', 'Vitamin D']);
    // The safety analysis counts the same cabinet (at once, or once its re-check has run).
    await expect
      .poll(
        async () =>
          (
            (await get(t.app, '/api/medications/safety', user.cookie)).json() as {
              medication_count: number;
            }
          ).medication_count,
        { timeout: 10_000 },
      )
      .toBe(2);
  });
});
