/**
 * One product, one story: a paid user with three medicines in the cabinet (two major
 * interactions) and headaches on 4 of the last 14 days. The profile, its summary (the numbers the
 * overview, /wellness and the dashboard show) and the Action Center must all tell the same story,
 * and the interaction must be the first action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/contracts/profile.contract';
import { addDays } from '#shared/domain/dates';
import { summarizeProfile } from '#shared/domain/one-profile';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  patch,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';

// The profile's current symptoms are the tracker's last 14 days of the real clock.
const TODAY = new Date().toISOString().slice(0, 10);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Plan {
  title: string;
  priority: string;
  steps: string[];
  rule_key: string | null;
}

async function userWithCabinet(name: string) {
  const user = await newUserWithId(t.app, name);
  await makePaid(t.testDb.database, user.id);
  const ids: Record<string, string> = {};
  for (const medicine of ['Warfarin', 'Ibuprofen', "St John's wort"]) {
    const response = await post(
      t.app,
      '/api/medications',
      { name: medicine, type: 'Prescription', frequency: 'Once daily' },
      user.cookie,
    );
    expect(response.statusCode, medicine).toBe(201);
    ids[medicine] = response.json().id as string;
  }
  const seed = seeder(t.testDb.database, user.id);
  for (const back of [0, 3, 7, 12]) await seed.symptom(addDays(TODAY, -back), 'Headache', 5);
  return { ...user, ids };
}

const plansOf = async (cookie: string) => {
  const response = await get(t.app, `/api/action-plans?today=${TODAY}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().action_plans as Plan[];
};

describe('one set of data', () => {
  it('the profile lists the cabinet and the tracked symptom, and every figure comes from it', async () => {
    const user = await userWithCabinet('one-profile');
    // The stored profile says otherwise: the cabinet and the tracker win.
    await patch(
      t.app,
      '/api/profile',
      { personal_info: { age: 44, gender: 'female' }, symptoms: { noSymptoms: true } },
      user.cookie,
    );
    const profile = (await get(t.app, '/api/profile', user.cookie)).json().profile as Profile;
    const summary = summarizeProfile(profile);
    expect(summary.medicationCount).toBe(3);
    expect(summary.medicationNames.sort()).toEqual(['Ibuprofen', "St John's wort", 'Warfarin']);
    expect(summary.symptomNames).toEqual(['Headache']);
    // age 8 + gender 8 + medications 20: the score the API stores and answers is the summary's.
    expect(summary.completeness).toBe(36);
    expect(profile.data_completeness_score).toBe(summary.completeness);
    const step = (key: string) => summary.steps.steps.find((s) => s.key === key)?.isDone;
    const section = (key: string) =>
      summary.sections.sections.find((s) => s.key === key)?.isComplete;
    expect(step('medications')).toBe(true);
    expect(section('medications')).toBe(true);
    expect(section('symptoms')).toBe(true);
    expect(step('safety_check')).toBe(true);
    // The System Status card's score is the same figure, not the last save's stored one.
    const check = await post(t.app, '/api/system-check', {}, user.cookie);
    expect(check.json().profileScore).toBe(summary.completeness);
  });

  it("onboarding's medicine step writes to the cabinet, and the 'none' box empties it", async () => {
    const user = await newUserWithId(t.app, 'onboarding-cabinet');
    const saved = await patch(
      t.app,
      '/api/profile',
      { medications: { current: [{ id: 'step-1', name: 'Metformin', dosage: '500 mg' }] } },
      user.cookie,
    );
    expect(saved.statusCode).toBe(200);
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json().medications as {
      id: string;
      name: string;
      active: boolean;
      dosage: string | null;
    }[];
    expect(cabinet.map(({ name, active, dosage }) => ({ name, active, dosage }))).toEqual([
      { name: 'Metformin', active: true, dosage: '500 mg' },
    ]);
    expect(saved.json().profile.medications.current).toEqual([
      expect.objectContaining({ id: cabinet[0]!.id, name: 'Metformin' }),
    ]);
    // Saved again with the cabinet's id (the editor's next auto-save): no duplicate.
    await patch(
      t.app,
      '/api/profile',
      { medications: { current: [{ id: cabinet[0]!.id, name: 'Metformin' }] } },
      user.cookie,
    );
    expect((await get(t.app, '/api/medications', user.cookie)).json().medications).toHaveLength(1);

    await patch(t.app, '/api/profile', { medications: { none: true, current: [] } }, user.cookie);
    const after = (await get(t.app, '/api/profile', user.cookie)).json().profile as Profile;
    expect(summarizeProfile(after).medicationCount).toBe(0);
    expect(after.medications.none).toBe(true);
  });
});

describe('safety first in the Action Center', () => {
  it('lists each major interaction first, naming the pair, with what to do, the pharmacist and the source', async () => {
    const user = await userWithCabinet('safety-first');
    const plans = await plansOf(user.cookie);
    const majors = plans.filter((plan) => plan.rule_key?.startsWith('interaction:major:'));
    expect(majors).toHaveLength(2);
    expect(plans.slice(0, 2)).toEqual(majors);
    expect(majors.map((plan) => plan.title).sort()).toEqual([
      'Major interaction: Warfarin and Ibuprofen',
      "Major interaction: Warfarin and St John's wort",
    ]);
    for (const plan of majors) {
      expect(plan.priority).toBe('high');
      expect(plan.steps[0]).toMatch(/^What to do: /);
      expect(plan.steps[1]).toMatch(/pharmacist/);
      expect(plan.steps[2]).toMatch(/^Source: .+\(https?:\/\/.+\)$/);
    }
    // The recurring headache is still there, after the safety actions.
    expect(plans.map((plan) => plan.title)).toContain(
      'Talk to your doctor about recurring headaches',
    );
  });

  it('drops the action once the pair is no longer in the cabinet', async () => {
    const user = await userWithCabinet('safety-removed');
    expect((await plansOf(user.cookie))[0]?.title).toMatch(/^Major interaction/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/medications/${user.ids.Ibuprofen}`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const titles = (await plansOf(user.cookie)).map((plan) => plan.title);
    expect(titles).not.toContain('Major interaction: Warfarin and Ibuprofen');
    expect(titles[0]).toBe("Major interaction: Warfarin and St John's wort");
  });
});

describe('/ai-insights speaks of what was logged', () => {
  it("names the logged symptom and the score's own gaps", async () => {
    const user = await userWithCabinet('insight-logged');
    await patch(
      t.app,
      '/api/profile',
      { personal_info: { age: 44, gender: 'female' } },
      user.cookie,
    );
    const response = await get(t.app, '/api/ai-insights/weekly', user.cookie);
    expect(response.statusCode).toBe(200);
    const insight = response.json() as {
      facts: { profile_completeness: number; profile_missing: string[]; logged: unknown };
      sections: { title: string; body: string }[];
    };
    // Headaches today and 3 days ago are inside the 7 days; 7 and 12 days ago are not.
    expect(insight.facts.logged).toMatchObject({ symptoms: [{ name: 'Headache', days: 2 }] });
    const logged = insight.sections.find((section) => section.title === 'What you logged');
    expect(logged?.body).toContain('Symptoms: Headache on 2 days.');
    // 36% complete: what is missing is exactly what the score has not counted.
    expect(insight.facts.profile_completeness).toBe(36);
    expect(insight.facts.profile_missing).toEqual([
      'weight and height',
      'health conditions',
      'allergies',
      'exercise',
      'sleep',
      'diet type',
      'diet restrictions',
    ]);
    const profile = insight.sections.find((section) => section.title === 'Your profile');
    expect(profile?.body).not.toContain('Nothing the score counts is missing');
  });
});
