/**
 * Every route that takes a calendar date, an ISO week or a day count, walked with arbitrary and
 * extreme values (fast-check): the answer is never a 5xx, and a value the shared date schema
 * refuses (calendarDateSchema: not a real 'YYYY-MM-DD', or outside 1900-01-01..2100-12-31) is a
 * 400 {code, message}. `?today=9999-12-31` was once a 500 (RangeError in dates.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { calendarDateProblem } from '#shared/domain/dates';
import { TEST_ORIGIN, createTestApp, post, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';

const NOW = new Date('2026-11-21T12:00:00Z');
const RUNS = 30;

let t: TestApp;
let cookie = '';
const ids = { habit: '', mealPlan: '', medication: '', lab: '' };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const user = await newUserWithId(t.app, 'dates');
  cookie = user.cookie;
  await makePaid(t.testDb.database, user.id);
  const created = async (url: string, body: unknown) => {
    const response = await post(t.app, url, body, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return (response.json() as { id: string }).id;
  };
  ids.habit = await created('/api/habits', { name: 'Walk' });
  ids.medication = await created('/api/medications', { name: 'Ibuprofen' });
  ids.lab = await created('/api/labs', {
    test_type: 'blood',
    biomarkers: [{ name: 'Glucose', value: 90, unit: 'mg/dL', specimen: 'blood' }],
  });
  // A plan may need profile facts; a swap on an unknown plan still validates its body first.
  const plan = await post(t.app, '/api/meal-plans', { days: 1 }, cookie);
  ids.mealPlan =
    plan.statusCode === 201
      ? (plan.json() as { id: string }).id
      : '00000000-0000-4000-8000-000000000000';
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------- inputs

/** A date as text: any instant from 5000 BC to AD 12000, in 'YYYY-MM-DD' when it has 4 digits. */
const fromInstant = fc
  .date({
    min: new Date(Date.UTC(-5000, 0, 1)),
    max: new Date(Date.UTC(12000, 0, 1)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, date.getUTCFullYear() > 9999 ? 13 : 10));

/** Near-misses: years around the bounds, months 0-13, days 0-32 (2024-02-30, 2100-13-01...). */
const nearMiss = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1895, max: 1905 }),
      fc.integer({ min: 2095, max: 2105 }),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

const EXTREMES = [
  '9999-12-31',
  '0000-01-01',
  '2024-02-30',
  '2023-02-29',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '+275760-09-13',
  '-271821-04-20',
  '2026-1-5',
  '2026-11-21T00:00:00Z',
  ' 2026-11-21',
  '',
  'today',
  '%',
  '../..',
];

/** Any text that might be a date: extreme instants, near misses, fixed extremes, any string. */
const dateText = fc.oneof(
  fromInstant,
  nearMiss,
  fc.constantFrom(...EXTREMES),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** A body value where a date goes: mostly text, sometimes no string at all. */
const dateValue = fc.oneof(
  { weight: 6, arbitrary: dateText },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    ),
  },
);

/** Day counts: huge, negative, fractional, non-finite-looking text, and the sane ones. */
const dayCount = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.integer({ min: -2, max: 400 }),
  fc.constantFrom(
    0,
    1,
    7,
    14,
    30,
    31,
    90,
    366,
    367,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    0.5,
  ),
  fc.double({ noNaN: true }),
);
const dayCountText = fc.oneof(
  dayCount.map(String),
  fc.constantFrom('7', '30', '90', '', '1e9', 'Infinity', 'NaN', '-7', '0x1e', '30.0'),
  fc.string({ maxLength: 8 }),
);

const isoWeekText = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 60 }))
    .map(([y, w]) => `${String(y).padStart(4, '0')}-W${String(w).padStart(2, '0')}`),
  fc.constantFrom(
    '9999-W53',
    '0000-W01',
    '2100-W52',
    '2100-W53',
    '1900-W01',
    '2026-W53',
    '2020-W53',
  ),
  fc.string({ maxLength: 10 }),
);

// ---------------------------------------------------------------------------------- routes

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

/** One route: how a value becomes a request, and whether that value must be refused (400). */
interface DateRoute<T> {
  name: string;
  values: fc.Arbitrary<T>;
  call: (value: T) => Call;
  /** True when the shared schema refuses the value, so the answer must be a 400. */
  invalid: (value: T) => boolean;
  /** Path parameters: an empty or over-long segment does not reach the route (404). */
  inPath?: boolean;
}

/** A route with its value type erased, so routes of strings and of numbers share one list. */
type AnyRoute = DateRoute<unknown>;
function route<T>(r: DateRoute<T>): AnyRoute {
  return {
    ...r,
    values: r.values as fc.Arbitrary<unknown>,
    call: (value) => r.call(value as T),
    invalid: (value) => r.invalid(value as T),
  };
}

const seg = (value: string) => encodeURIComponent(value);
const q = (value: string) => encodeURIComponent(value);
const notDate = (value: unknown) =>
  typeof value !== 'string' || calendarDateProblem(value) !== null;
const notOptionalDate = (value: unknown) => value !== undefined && notDate(value);
const notNullishDate = (value: unknown) => value != null && notDate(value);

const pathDate = (name: string, method: Method, url: (date: string) => string, body?: unknown) =>
  route({
    name,
    values: dateText,
    call: (date: string) => ({ method, url: url(seg(date)), body }),
    invalid: notDate,
    inPath: true,
  });

const queryDate = (name: string, url: (date: string) => string, method: Method = 'GET') =>
  route({
    name,
    values: dateText,
    call: (date: string) => ({ method, url: url(q(date)) }),
    invalid: notDate,
  });

const ROUTES: AnyRoute[] = [
  // tracking
  pathDate('GET /api/daily-log/:date', 'GET', (d) => `/api/daily-log/${d}`),
  pathDate('PUT /api/daily-log/:date', 'PUT', (d) => `/api/daily-log/${d}`, { water_glasses: 3 }),
  pathDate('PUT /api/mood/:date', 'PUT', (d) => `/api/mood/${d}`, { mood: 3, energy: 3 }),
  pathDate('DELETE /api/mood/:date', 'DELETE', (d) => `/api/mood/${d}`),
  queryDate('GET /api/mood?from=', (d) => `/api/mood?from=${d}`),
  queryDate('GET /api/mood?to=', (d) => `/api/mood?to=${d}`),
  queryDate('GET /api/symptoms?from=', (d) => `/api/symptoms?from=${d}&to=2026-11-21`),
  queryDate('GET /api/symptoms?to=', (d) => `/api/symptoms?to=${d}`),
  route({
    name: 'POST /api/symptoms {occurred_at}',
    values: dateText,
    call: (d: string) => ({
      method: 'POST',
      url: '/api/symptoms',
      body: { name: 'Headache', severity: 3, occurred_at: `${d}T08:00:00+02:00` },
    }),
    invalid: notDate,
  }),
  queryDate('GET /api/habits?today=', (d) => `/api/habits?today=${d}`),
  pathDate(
    'PUT /api/habits/:id/check-ins/:date',
    'PUT',
    (d) => `/api/habits/${ids.habit}/check-ins/${d}`,
  ),
  queryDate(
    'PUT /api/habits/:id/check-ins/:date?today=',
    (d) => `/api/habits/${ids.habit}/check-ins/2026-11-20?today=${d}`,
    'PUT',
  ),
  pathDate(
    'DELETE /api/habits/:id/check-ins/:date',
    'DELETE',
    (d) => `/api/habits/${ids.habit}/check-ins/${d}`,
  ),
  queryDate(
    'GET /api/habits/:id/check-ins?from=',
    (d) => `/api/habits/${ids.habit}/check-ins?from=${d}`,
  ),
  queryDate(
    'GET /api/habits/:id/check-ins?to=',
    (d) => `/api/habits/${ids.habit}/check-ins?to=${d}`,
  ),
  queryDate('GET /api/goals?today=', (d) => `/api/goals?today=${d}`),
  // progress
  queryDate('GET /api/trends?today=', (d) => `/api/trends?days=90&today=${d}`),
  route({
    name: 'GET /api/trends?days=',
    values: dayCountText,
    call: (days: string) => ({
      method: 'GET',
      url: `/api/trends?days=${q(days)}&today=2100-12-31`,
    }),
    invalid: (days: string) => !['7', '30', '90'].includes(days),
  }),
  queryDate('GET /api/insights/patterns?today=', (d) => `/api/insights/patterns?today=${d}`),
  queryDate('GET /api/wellness-score?today=', (d) => `/api/wellness-score?today=${d}`),
  queryDate('GET /api/action-plans?today=', (d) => `/api/action-plans?today=${d}`),
  queryDate('GET /api/reports/weekly?today=', (d) => `/api/reports/weekly?today=${d}`),
  route({
    name: 'GET /api/reports/weekly?week=',
    values: isoWeekText,
    call: (week: string) => ({ method: 'GET', url: `/api/reports/weekly?week=${q(week)}` }),
    // The week's own rules (INVALID_WEEK for 2025-W53) are 400s too; only the 5xx check applies.
    invalid: () => false,
  }),
  queryDate('GET /api/reports/weekly/pdf?today=', (d) => `/api/reports/weekly/pdf?today=${d}`),
  route({
    name: 'POST /api/reports/weekly/email {today}',
    values: dateValue,
    call: (today: unknown) => ({
      method: 'POST',
      url: '/api/reports/weekly/email',
      body: { today },
    }),
    invalid: notOptionalDate,
  }),
  // nutrition
  pathDate('GET /api/food-log/:date', 'GET', (d) => `/api/food-log/${d}`),
  pathDate('PUT /api/food-log/:date', 'PUT', (d) => `/api/food-log/${d}`, { entries: [] }),
  queryDate('GET /api/supplements/totals?date=', (d) => `/api/supplements/totals?date=${d}`),
  route({
    name: 'POST /api/meal-plans {start_date}',
    values: dateValue,
    call: (start_date: unknown) => ({
      method: 'POST',
      url: '/api/meal-plans',
      body: { days: 1, start_date },
    }),
    invalid: notOptionalDate,
  }),
  route({
    name: 'POST /api/meal-plans {days}',
    values: dayCount,
    call: (days: number) => ({
      method: 'POST',
      url: '/api/meal-plans',
      body: { days, start_date: '2100-12-31' },
    }),
    invalid: (days: number) => !(Number.isInteger(days) && days >= 1 && days <= 14),
  }),
  route({
    name: 'POST /api/meal-plans/:id/swap {date}',
    values: dateValue,
    call: (date: unknown) => ({
      method: 'POST',
      url: `/api/meal-plans/${ids.mealPlan}/swap`,
      body: { date, slot: 'lunch' },
    }),
    invalid: notDate,
  }),
  // medicines, labs, shares
  route({
    name: 'PATCH /api/medications/:id {start_date}',
    values: dateValue,
    call: (start_date: unknown) => ({
      method: 'PATCH',
      url: `/api/medications/${ids.medication}`,
      body: { start_date },
    }),
    invalid: notNullishDate,
  }),
  route({
    name: 'PUT /api/labs/:id/biomarkers {collected_on}',
    values: dateValue,
    call: (collected_on: unknown) => ({
      method: 'PUT',
      url: `/api/labs/${ids.lab}/biomarkers`,
      body: {
        biomarkers: [{ name: 'Glucose', value: 90, unit: 'mg/dL', specimen: 'blood' }],
        collected_on,
      },
    }),
    // The collection date is trimmed first, then held to 1900..tomorrow (shared/domain/lab-dates).
    invalid: (value: unknown) => notNullishDate(typeof value === 'string' ? value.trim() : value),
  }),
  route({
    name: 'POST /api/shares {expires_in_days}',
    values: dayCount,
    call: (days: number) => ({
      method: 'POST',
      url: '/api/shares',
      body: { sections: { medicines: true }, expires_in_days: days },
    }),
    invalid: (days: number) => !(Number.isInteger(days) && days >= 1 && days <= 30),
  }),
  // community (ISO time, not a calendar date: only the 5xx check)
  route({
    name: 'GET /api/community/me?since=',
    values: fc.oneof(
      dateText,
      fromInstant.map((d) => `${d}T00:00:00Z`),
    ),
    call: (since: string) => ({ method: 'GET', url: `/api/community/me?since=${q(since)}` }),
    invalid: () => false,
  }),
];

function send({ method, url, body }: Call): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The encoded path segment(s) a value became: empty or past Fastify's maxParamLength is a 404. */
const pathUnreachable = (value: unknown) => {
  const encoded = seg(String(value));
  return encoded.length === 0 || encoded.length > 100;
};

describe('date, week and day-count parameters (property-based)', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: never 5xx; a refused date is 400 {code, message}',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(route.values, async (value) => {
          const response = await send(route.call(value));
          const context = `${route.name} with ${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (!route.invalid(asReceived(route, value))) return;
          if (route.inPath && pathUnreachable(value)) {
            expect([400, 404], context).toContain(response.statusCode);
            return;
          }
          expect(response.statusCode, context).toBe(400);
          const body = response.json() as { code?: unknown; message?: unknown };
          expect(typeof body.code, context).toBe('string');
          expect(typeof body.message, context).toBe('string');
        }),
        { numRuns: RUNS, examples: examplesFor(route) },
      );
    },
  );
});

/**
 * The value as the server receives it: a body goes as JSON, where NaN and ±Infinity become null
 * (which a nullable date accepts) and undefined leaves the field out.
 */
function asReceived(route: AnyRoute, value: unknown): unknown {
  if (route.inPath || route.call(value).body === undefined || value === undefined) return value;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** The fixed extremes (and, in a body, the non-finite numbers) always run first on date routes. */
function examplesFor(route: AnyRoute): Array<[unknown]> {
  const extremes = ['9999-12-31', '0000-01-01', '2024-02-30', '2100-12-31', '1900-01-01'];
  // In a body, NaN arrives as null: a run once found it and read the 200 as a wrong answer.
  if (route.values === dateValue) return [...extremes, NaN, Infinity].map((v) => [v]);
  return route.values === dateText ? extremes.map((v) => [v]) : [];
}
