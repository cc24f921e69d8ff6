import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthActionPlans } from './action-plans.table';
import { createTestApp, get, patch, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { lastDays, seeder } from '../../../../tests/setup/tracked-data-seeder';

const TODAY = '2026-03-31';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Action plans load only for paid users. */
async function paidUser(name: string) {
  const user = await newUserWithId(t.app, name);
  await makePaid(t.testDb.database, user.id);
  return user;
}

const rowsOf = (userId: string) =>
  t.testDb.database.db
    .select()
    .from(healthActionPlans)
    .where(eq(healthActionPlans.user_id, userId));

interface Plan {
  action_id: string;
  title: string;
  priority: string;
  status: string;
  rule_key: string | null;
  completed_at: string | null;
  steps: string[];
  impact_score: number;
  effort: number;
  time_sensitivity: number;
  category: string;
}

describe('GET /api/action-plans', () => {
  it('is part of the paid plan: a free user gets 403 PLAN_REQUIRED and no plans are made', async () => {
    const user = await newUserWithId(t.app, 'free-plans');
    const response = await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      feature: 'personalized_recommendations',
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('generates up to 5 plans by priority from the data, with a pending count and a quick tip', async () => {
    const user = await paidUser('plans');
    const seed = seeder(t.testDb.database, user.id);
    for (const date of lastDays(TODAY, 3)) await seed.log(date, { sleep: 5.5, water: 3 });
    for (const date of lastDays(TODAY, 5)) await seed.symptom(date, 'Headache', 5);

    const response = await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      action_plans: Plan[];
      pending_count: number;
      quick_tip: string;
    };
    expect(body.action_plans.length).toBeLessThanOrEqual(5);
    const titles = body.action_plans.map((p) => p.title);
    expect(titles).toContain('Protect a 7-hour sleep window');
    expect(titles).toContain('Talk to your doctor about recurring headaches');
    expect(titles).toContain('Drink a glass of water with each meal');
    const ranks = body.action_plans.map((p) => ['high', 'medium', 'low'].indexOf(p.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const sleep = body.action_plans.find((p) => p.rule_key === 'sleep_window');
    expect(sleep).toMatchObject({
      category: 'lifestyle',
      priority: 'high',
      status: 'pending',
      completed_at: null,
    });
    expect(sleep?.effort).toBe(Math.ceil((sleep?.time_sensitivity ?? 7) / 2));
    expect(sleep?.steps.length).toBeGreaterThan(1);
    expect(body.pending_count).toBe((await rowsOf(user.id)).length);
    expect(body.quick_tip).toMatch(/^Start with "/);
  });

  it('does not duplicate a pending plan on the next load', async () => {
    const user = await paidUser('plans-twice');
    await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie);
    const before = await rowsOf(user.id);
    await Promise.all([
      get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie),
      get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie),
    ]);
    const after = await rowsOf(user.id);
    expect(after.length).toBe(before.length);
    const keys = after.map((row) => row.metadata.rule_key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('PATCH /api/action-plans/:id', () => {
  it('completes (completed_at set) and reopens (cleared), keeps the completed plan and does not re-add its rule', async () => {
    const user = await paidUser('plans-toggle');
    const first = (await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie)).json();
    const plan = first.action_plans[0] as Plan;

    const done = await patch(
      t.app,
      `/api/action-plans/${plan.action_id}`,
      { status: 'completed' },
      user.cookie,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().action_plan.status).toBe('completed');
    expect(Date.parse(done.json().action_plan.completed_at)).not.toBeNaN();
    expect(done.json().pending_count).toBe(first.pending_count - 1);
    expect(typeof done.json().quick_tip).toBe('string');

    const reloaded = (await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie)).json();
    expect(reloaded.action_plans.find((p: Plan) => p.action_id === plan.action_id)?.status).toBe(
      'completed',
    );
    expect(
      (await rowsOf(user.id)).filter((row) => row.metadata.rule_key === plan.rule_key),
    ).toHaveLength(1);

    const reopened = await patch(
      t.app,
      `/api/action-plans/${plan.action_id}`,
      { status: 'pending' },
      user.cookie,
    );
    expect(reopened.json().action_plan).toMatchObject({ status: 'pending', completed_at: null });
    expect(reopened.json().pending_count).toBe(first.pending_count);
  });

  it('refuses a bad status and body fields it does not know, changing nothing', async () => {
    const user = await paidUser('plans-bad');
    const plan = (await get(t.app, `/api/action-plans?today=${TODAY}`, user.cookie)).json()
      .action_plans[0] as Plan;
    const bad = await patch(
      t.app,
      `/api/action-plans/${plan.action_id}`,
      { status: 'done' },
      user.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: "status must be 'pending' or 'completed'",
    });
    const sneaky = await patch(
      t.app,
      `/api/action-plans/${plan.action_id}`,
      { status: 'completed', user_id: 'someone-else', plan: 'wellness_plus', impact_score: 10 },
      user.cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    const [row] = (await rowsOf(user.id)).filter((r) => r.action_id === plan.action_id);
    expect(row).toMatchObject({
      status: 'pending',
      user_id: user.id,
      impact_score: plan.impact_score,
    });
  });

  it('answers 404 for another user’s plan and for a made-up id', async () => {
    const owner = await paidUser('plans-owner');
    const intruder = await paidUser('plans-intruder');
    const plan = (await get(t.app, `/api/action-plans?today=${TODAY}`, owner.cookie)).json()
      .action_plans[0] as Plan;
    const response = await patch(
      t.app,
      `/api/action-plans/${plan.action_id}`,
      { status: 'completed' },
      intruder.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await patch(t.app, '/api/action-plans/not-a-uuid', { status: 'completed' }, owner.cookie))
        .statusCode,
    ).toBe(404);
    expect((await rowsOf(owner.id)).find((r) => r.action_id === plan.action_id)?.status).toBe(
      'pending',
    );
  });
});
