/**
 * One safety summary, every surface (ADR 079): for several profiles, the summary route, the
 * dashboard's card part, the bell's safety alerts and the weekly report count the same findings,
 * and those counts are the ones the member's own check of the same cabinet finds (so a profile
 * caution such as metformin with kidney disease is never counted as nothing anywhere), plus the
 * lab cautions (ADR 086: the member's latest results, by collection day, held against the
 * cabinet), which every surface counts too.
 */
import { eq } from 'drizzle-orm';
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
import { makePaid } from '../../../../tests/setup/billing';
import { labReports } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** 'YYYY-MM-DD', `days` before today (UTC). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** '2 Nov 2026', as the cautions write a day. */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

type LabRow = [name: string, value: number, unit: string];

/** A typed-in report through the API (the lab routes need a paid plan, so the member gets one). */
async function addLabReport(cookie: string, collected_on: string | null, rows: LabRow[]) {
  const answer = await post(
    t.app,
    '/api/labs',
    {
      test_type: 'blood',
      ...(collected_on ? { collected_on } : {}),
      biomarkers: rows.map(([name, value, unit]) => ({ name, value, unit })),
    },
    cookie,
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string };
}

async function summaryOf(cookie: string): Promise<SafetySummary> {
  const answer = await get(t.app, '/api/safety/summary', cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  // A member's own data: never kept by a shared cache.
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return safetySummarySchema.parse(answer.json());
}

const labFindings = (s: SafetySummary) => s.findings.filter((f) => f.reason === 'lab');

interface Persona {
  label: string;
  profile: Record<string, unknown> | null;
  medicines: string[];
  /** Lab reports typed in before the summary is read: collection day and rows. */
  labs?: { collected_on: string; rows: LabRow[] }[];
  /** The lab cautions' severities this persona must have (none when absent). */
  labSeverities?: Severity[];
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
    label: 'the issue’s example: eGFR 38 with metformin, potassium 5.3 mEq/L with lisinopril',
    profile: {
      personal_info: { age: 67 },
      medical_history: { healthConditions: ['Chronic kidney disease'] },
    },
    medicines: ['Warfarin', 'Metformin', 'Lisinopril'],
    labs: [
      {
        collected_on: daysAgo(23),
        rows: [
          ['eGFR', 38, 'mL/min/1.73m²'],
          ['Potassium', 5.3, 'mEq/L'],
        ],
      },
    ],
    labSeverities: ['moderate', 'moderate'],
    expect: (s) => {
      const day = dayWords(daysAgo(23));
      expect(labFindings(s).map((f) => f.title)).toEqual([
        `eGFR 38 on ${day} with Metformin`,
        `Potassium 5.3 mEq/L on ${day} with Lisinopril`,
      ]);
      for (const f of labFindings(s)) expect(f.sources.length).toBeGreaterThan(0);
      expect(s.counts.cautions_by_reason.lab).toBe(2);
    },
  },
  {
    label: 'warfarin with an INR of 5.2 (a major lab caution, so a bell alert)',
    profile: null,
    medicines: ['Warfarin'],
    labs: [{ collected_on: daysAgo(3), rows: [['INR', 5.2, '']] }],
    labSeverities: ['major'],
    expect: (s) => {
      expect(labFindings(s)[0]).toMatchObject({
        severity: 'major',
        medicines: ['Warfarin'],
        because: `INR 5.2 on ${dayWords(daysAgo(3))}`,
      });
      expect(s.findings[0]!.reason).toBe('lab');
    },
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
      const { cookie, id } = await createSignedInUser(t.app, `safety-summary-${index}@example.com`);
      if (persona.labs) {
        await makePaid(t.testDb.database, id);
        for (const report of persona.labs)
          await addLabReport(cookie, report.collected_on, report.rows);
      }
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
        // The check knows the cabinet and the profile; the summary adds the lab cautions.
        for (const severity of persona.labSeverities ?? []) own.total[severity] += 1;
        expect(summary.counts.total).toEqual(own.total);
        expect(labFindings(summary).map((f) => f.severity)).toEqual(persona.labSeverities ?? []);
        expect(summary.counts.cautions_by_reason.lab).toBe(persona.labSeverities?.length ?? 0);
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

describe('lab results held against the cabinet (ADR 086)', () => {
  async function member(label: string, medicines: string[]) {
    const user = await createSignedInUser(t.app, `safety-labs-${label}@example.com`);
    await makePaid(t.testDb.database, user.id);
    for (const name of medicines)
      expect((await post(t.app, '/api/medications', { name }, user.cookie)).statusCode).toBe(201);
    return user;
  }

  it('eGFR with metformin: just below, at and above 30 and 45, each the latest by collection day', async () => {
    const { cookie } = await member('egfr-steps', ['Metformin']);
    const steps: [number, Severity | null][] = [
      [29, 'major'],
      [30, 'moderate'],
      [31, 'moderate'],
      [44, 'moderate'],
      [45, null],
      [46, null],
    ];
    for (const [index, [value, severity]] of steps.entries()) {
      await addLabReport(cookie, daysAgo(60 - index), [['eGFR', value, 'mL/min/1.73m²']]);
      const found = labFindings(await summaryOf(cookie));
      expect(
        found.map((f) => f.severity),
        `eGFR ${value}`,
      ).toEqual(severity ? [severity] : []);
      if (severity) expect(found[0]!.lab).toMatchObject({ value, date: daysAgo(60 - index) });
    }
  });

  it('potassium with lisinopril: 5.0 / 5.1 and 5.5 / 5.6, in mmol/L and mEq/L alike', async () => {
    const { cookie } = await member('potassium-steps', ['Lisinopril']);
    const steps: [number, string, Severity | null][] = [
      [4.9, 'mmol/L', null],
      [5.0, 'mEq/L', null],
      [5.1, 'mEq/L', 'moderate'],
      [5.5, 'mmol/L', 'moderate'],
      [5.6, 'mEq/L', 'major'],
    ];
    for (const [index, [value, unit, severity]] of steps.entries()) {
      await addLabReport(cookie, daysAgo(30 - index), [['Potassium', value, unit]]);
      const found = labFindings(await summaryOf(cookie));
      expect(
        found.map((f) => f.severity),
        `potassium ${value} ${unit}`,
      ).toEqual(severity ? [severity] : []);
    }
  });

  it('creatinine in µmol/L against apixaban’s 1.5 mg/dL (132.6 µmol/L)', async () => {
    const { cookie } = await member('creatinine-units', ['Apixaban']);
    await addLabReport(cookie, daysAgo(10), [['Creatinine', 132, 'µmol/L']]);
    expect(labFindings(await summaryOf(cookie))).toEqual([]);
    await addLabReport(cookie, daysAgo(9), [['Creatinine', 133, 'umol/L']]);
    expect(labFindings(await summaryOf(cookie)).map((f) => f.severity)).toEqual(['moderate']);
  });

  it('reads the latest by collection day, not by upload; a report without one by its upload day', async () => {
    const { cookie } = await member('by-collection', ['Metformin']);
    await addLabReport(cookie, daysAgo(5), [['eGFR', 38, 'mL/min/1.73m²']]);
    // Uploaded later, collected earlier: not the latest result.
    await addLabReport(cookie, daysAgo(40), [['eGFR', 72, 'mL/min/1.73m²']]);
    const found = labFindings(await summaryOf(cookie));
    expect(found.map((f) => f.because)).toEqual([`eGFR 38 on ${dayWords(daysAgo(5))}`]);

    // No collection date: dated by its upload (today), so it is the latest, and says so.
    await addLabReport(cookie, null, [['eGFR', 25, 'mL/min/1.73m²']]);
    const latest = labFindings(await summaryOf(cookie));
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({
      severity: 'major',
      because: `eGFR 25 uploaded ${dayWords(daysAgo(0))}`,
      lab: { date_source: 'uploaded' },
    });
  });

  it('a result older than 12 months is not held against the cabinet', async () => {
    const { cookie, id } = await member('old-result', ['Metformin']);
    const report = await addLabReport(cookie, daysAgo(300), [['eGFR', 38, 'mL/min/1.73m²']]);
    expect(labFindings(await summaryOf(cookie))).toHaveLength(1);
    await t.testDb.database.db
      .update(labReports)
      .set({ collected_on: daysAgo(370) })
      .where(eq(labReports.id, report.id));
    await t.testDb.database.changes.settled();
    expect(labFindings(await summaryOf(cookie)), id).toEqual([]);
  });

  it('another member’s labs never count', async () => {
    const other = await member('owner-other', ['Metformin', 'Lisinopril']);
    await addLabReport(other.cookie, daysAgo(2), [
      ['eGFR', 20, 'mL/min/1.73m²'],
      ['Potassium', 6.1, 'mmol/L'],
    ]);
    const mine = await member('owner-mine', ['Metformin', 'Lisinopril']);
    const summary = await summaryOf(mine.cookie);
    expect(labFindings(summary)).toEqual([]);
    expect(summary.counts.cautions_by_reason.lab).toBe(0);
    const bell = notificationListSchema.parse(
      (await get(t.app, '/api/notifications', mine.cookie)).json(),
    );
    expect(bell.notifications.some((n) => n.title.includes('eGFR'))).toBe(false);
    // The other member's own summary does hold them.
    expect(labFindings(await summaryOf(other.cookie)).map((f) => f.severity)).toEqual([
      'major',
      'major',
    ]);
  });

  it('a major lab caution is a bell alert that links to the medication-safety page', async () => {
    const { cookie } = await member('bell', ['Lithium']);
    await addLabReport(cookie, daysAgo(4), [['Lithium', 1.7, 'mEq/L']]);
    const summary = await summaryOf(cookie);
    const [caution] = labFindings(summary);
    expect(caution).toMatchObject({ severity: 'major', medicines: ['Lithium'] });
    const bell = notificationListSchema.parse(
      (await get(t.app, '/api/notifications', cookie)).json(),
    );
    const alert = bell.notifications.find((n) => n.id === caution!.key);
    expect(alert).toMatchObject({
      kind: 'interaction',
      title: `Major caution: Lithium level 1.7 mEq/L on ${dayWords(daysAgo(4))} with Lithium`,
      link: '/dashboard/medication-safety',
    });
  });
});
