/**
 * One safety summary, every surface (ADR 079): for several profiles, the summary route, the
 * dashboard's card part, the bell's safety alerts and the weekly report count the same findings,
 * and those counts are the ones the member's own check of the same cabinet finds (so a profile
 * caution such as metformin with kidney disease is never counted as nothing anywhere).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResponse, Severity } from '#shared/contracts/interactions.contract';
import { notificationListSchema } from '#shared/contracts/notifications.contract';
import { weeklyReportSchema } from '#shared/contracts/reports.contract';
import { safetySummarySchema, type SafetySummary } from '#shared/contracts/safety-summary.contract';
import {
  createSignedInUser,
  createTestApp,
  get,
  patch,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Persona {
  label: string;
  profile: Record<string, unknown> | null;
  medicines: string[];
  /** What the summary must hold, beyond agreeing everywhere. */
  expect: (summary: SafetySummary) => void;
}

const PERSONAS: Persona[] = [
  {
    label: 'metformin with chronic kidney disease, 67 years old',
    profile: {
      personal_info: { age: 67 },
      medical_history: { healthConditions: ['Chronic kidney disease'] },
    },
    medicines: ['Warfarin', 'Metformin', 'Lisinopril'],
    expect: (s) => {
      expect(s.counts.total.major).toBeGreaterThan(0);
      expect(s.counts.cautions_by_reason.condition).toBeGreaterThan(0);
      expect(
        s.findings.some(
          (f) =>
            f.kind === 'caution' &&
            f.severity === 'major' &&
            f.medicines[0] === 'Metformin' &&
            f.because === 'Chronic kidney disease',
        ),
      ).toBe(true);
    },
  },
  {
    label: 'warfarin with ibuprofen, no profile facts',
    profile: null,
    medicines: ['Warfarin', 'Ibuprofen'],
    expect: (s) => {
      expect(s.counts.interactions.major).toBe(1);
      expect(s.findings[0]).toMatchObject({ kind: 'interaction', severity: 'major' });
    },
  },
  {
    label: 'a pregnancy caution',
    profile: { medical_history: { healthConditions: ['Pregnant (second trimester)'] } },
    medicines: ['Warfarin'],
    expect: (s) => {
      expect(s.counts.cautions_by_reason.pregnancy).toBeGreaterThan(0);
      expect(s.counts.cautions_by_reason.condition).toBe(0);
    },
  },
  {
    label: 'an allergy caution',
    profile: { medical_history: { allergies: ['Penicillin'] } },
    medicines: ['Amoxicillin'],
    expect: (s) => {
      expect(s.counts.cautions_by_reason.allergy).toBe(1);
      expect(s.counts.total.major).toBe(1);
    },
  },
  {
    label: 'a duplicate (two NSAIDs)',
    profile: null,
    medicines: ['Ibuprofen', 'Naproxen'],
    expect: (s) => expect(s.counts.duplicates).toBeGreaterThan(0),
  },
  {
    label: 'nothing at all',
    profile: null,
    medicines: [],
    expect: (s) => {
      expect(s.medication_count).toBe(0);
      expect(s.counts.findings).toBe(0);
      expect(s.result).toBeNull();
    },
  },
];

/** The counts read straight from the member's own check: pairs once, cautions per medicine and fact. */
function countsFromCheck(check: CheckResponse) {
  const rank: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };
  const pairs = new Map<string, Severity>();
  for (const i of check.interactions) {
    const pair = i.between
      .map((n) => check.items[n]!.query.toLowerCase())
      .sort()
      .join('+');
    const known = pairs.get(pair);
    if (!known || rank[i.severity] < rank[known]) pairs.set(pair, i.severity);
  }
  const cautions = new Map<string, Severity>();
  for (const c of check.cautions) {
    const id = `${check.items[c.item]!.query.toLowerCase()}|${c.because.toLowerCase()}|${c.reason}`;
    const known = cautions.get(id);
    if (!known || rank[c.severity] < rank[known]) cautions.set(id, c.severity);
  }
  const total = { major: 0, moderate: 0, minor: 0 };
  for (const severity of [...pairs.values(), ...cautions.values()]) total[severity] += 1;
  const duplicates = new Set(
    check.duplicates.map((d) =>
      d.between
        .map((n) => check.items[n]!.query.toLowerCase())
        .sort()
        .join('+'),
    ),
  ).size;
  return { total, duplicates };
}

describe('the one safety summary', () => {
  for (const [index, persona] of PERSONAS.entries()) {
    it(`every surface counts the same for ${persona.label}`, async () => {
      const { cookie } = await createSignedInUser(t.app, `safety-summary-${index}@example.com`);
      if (persona.profile) {
        const saved = await patch(t.app, '/api/profile', persona.profile, cookie);
        expect(saved.statusCode, saved.body).toBe(200);
      }
      for (const name of persona.medicines)
        expect((await post(t.app, '/api/medications', { name }, cookie)).statusCode).toBe(201);

      // The summary itself.
      const answer = await get(t.app, '/api/safety/summary', cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      const summary = safetySummarySchema.parse(answer.json());
      expect(summary.medication_count).toBe(persona.medicines.length);
      persona.expect(summary);

      // It counts what the member's own check of the same cabinet finds.
      if (persona.medicines.length > 0) {
        const check = await post(
          t.app,
          '/api/interactions/check',
          { items: persona.medicines },
          cookie,
        );
        expect(check.statusCode).toBe(200);
        const own = countsFromCheck(check.json());
        expect(summary.counts.total).toEqual(own.total);
        expect(summary.counts.duplicates).toBe(own.duplicates);
      }

      // The dashboard card (and the medication-safety page and cabinet, filed from the same part).
      const dashboard = await get(t.app, '/api/dashboard/summary?date=2026-03-10', cookie);
      expect(dashboard.statusCode).toBe(200);
      const card = dashboard.json().safety_summary as SafetySummary;
      expect(card.medication_count).toBe(summary.medication_count);
      expect(card.counts).toEqual(summary.counts);
      expect(card.findings.map((f) => f.key)).toEqual(summary.findings.map((f) => f.key));

      // The bell: one safety alert per major finding, no more, no fewer.
      const bell = notificationListSchema.parse(
        (await get(t.app, '/api/notifications', cookie)).json(),
      );
      const alerts = bell.notifications.filter((n) => n.kind === 'interaction');
      expect(alerts).toHaveLength(summary.counts.total.major);
      expect(alerts.map((a) => a.id).sort()).toEqual(
        summary.findings
          .filter((f) => f.severity === 'major')
          .map((f) => f.key)
          .sort(),
      );

      // The weekly report.
      const report = await get(t.app, '/api/reports/weekly?today=2026-03-10', cookie);
      expect(report.statusCode, report.body).toBe(200);
      const weekly = weeklyReportSchema.parse(report.json());
      expect(weekly.safety).toEqual({
        medication_count: summary.medication_count,
        counts: summary.counts,
      });
    });
  }

  it('follows a profile change at once: a condition added after the medicines counts', async () => {
    const { cookie } = await createSignedInUser(t.app, 'safety-summary-later@example.com');
    expect((await post(t.app, '/api/medications', { name: 'Metformin' }, cookie)).statusCode).toBe(
      201,
    );
    const before = safetySummarySchema.parse(
      (await get(t.app, '/api/safety/summary', cookie)).json(),
    );
    expect(before.counts.cautions_by_reason.condition).toBe(0);
    expect(
      (
        await patch(
          t.app,
          '/api/profile',
          { medical_history: { healthConditions: ['CKD stage 3'] } },
          cookie,
        )
      ).statusCode,
    ).toBe(200);
    const after = safetySummarySchema.parse(
      (await get(t.app, '/api/safety/summary', cookie)).json(),
    );
    expect(after.counts.cautions_by_reason.condition).toBeGreaterThan(0);
    const bell = notificationListSchema.parse(
      (await get(t.app, '/api/notifications', cookie)).json(),
    );
    expect(bell.notifications.filter((n) => n.kind === 'interaction')).toHaveLength(
      after.counts.total.major,
    );
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/api/safety/summary')).statusCode).toBe(401);
  });
});
