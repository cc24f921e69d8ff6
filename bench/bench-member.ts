/**
 * The members the benchmarks measure as, made through the public API as a person makes them
 * (sign up, verify through the dev outbox, sign in, demo checkout, cabinet, moods), over whichever
 * transport the benchmark has: Fastify's `inject` for the in-process server benchmarks, `fetch`
 * for the browser ones against `npm start`.
 */
import type { FastifyInstance } from 'fastify';
import { addDays } from '#shared/domain/dates';

export interface BenchResponse {
  status: number;
  body: unknown;
  setCookie: string[];
}

/** One request: JSON when `body` is an object, a form when it is a URLSearchParams. */
export type BenchRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options?: { cookie?: string; body?: unknown },
) => Promise<BenchResponse>;

const PASSWORD = 'Calm-River-42!';
/** The member the speed goals (bench/README.md) assume: paid, four medicines, 60 days of moods. */
export const TYPICAL_MEDICINES = ['Warfarin', 'Ibuprofen', 'Metformin', 'Lisinopril'];
export const TYPICAL_MOOD_DAYS = 60;

/**
 * A `fetch` transport for a running server; `origin` (the server's APP_URL, by default where it
 * is reached) passes the server's CSRF origin check.
 */
export function fetchTransport(baseUrl: string, origin = baseUrl): BenchRequest {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { origin };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.body.toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a redirect or a page): the text is the body.
    }
    return { status: response.status, body: parsed, setCookie: response.headers.getSetCookie() };
  };
}

/** A transport for an app in this process (`app.inject`), with `origin` for the CSRF check. */
export function injectTransport(app: FastifyInstance, origin: string): BenchRequest {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { origin };
    if (options.cookie) headers.cookie = options.cookie;
    const form = options.body instanceof URLSearchParams;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await app.inject({
      method,
      url: path,
      headers,
      ...(options.body === undefined
        ? {}
        : { payload: form ? String(options.body) : (options.body as Record<string, unknown>) }),
    });
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // Not JSON (a redirect or a page): the text is the body.
    }
    const cookies = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      body: parsed,
      setCookie: cookies === undefined ? [] : [cookies].flat().map(String),
    };
  };
}

async function expectOk(response: Promise<BenchResponse>, what: string): Promise<BenchResponse> {
  const answer = await response;
  if (answer.status >= 400) throw new Error(`${what}: ${answer.status}`);
  return answer;
}

/** A verified, signed-in member; returns the session cookie (`name=value`). */
export async function signedInMember(request: BenchRequest, name: string): Promise<string> {
  const email = `bench-${name}-${Date.now()}@example.com`;
  await expectOk(
    request('POST', '/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, first_name: 'B', last_name: 'C' },
    }),
    'sign up',
  );
  const outbox = (await expectOk(request('GET', '/api/dev/outbox'), 'outbox')).body as Array<{
    to: string;
    links: string[];
  }>;
  const link = new URL(outbox.find((message) => message.to === email)!.links[0]!);
  await request('GET', `${link.pathname}${link.search}`);
  const signIn = await expectOk(
    request('POST', '/api/auth/sign-in/email', { body: { email, password: PASSWORD } }),
    'sign in',
  );
  const session = signIn.setCookie.find((cookie) => cookie.startsWith('wellnest.session_token='));
  if (!session) throw new Error('sign in set no session cookie');
  return session.split(';')[0]!;
}

/** Subscribes through the demo checkout (the embedded default: no card, no network). */
export async function becomePaid(request: BenchRequest, cookie: string): Promise<void> {
  const checkout = await expectOk(
    request('POST', '/api/billing/checkout', {
      cookie,
      body: {
        lookup_key: 'wellness_plus_monthly',
        success_url: '/subscription-success?pending=true',
        cancel_url: '/subscription-cancel',
      },
    }),
    'checkout',
  );
  const session = new URL((checkout.body as { url: string }).url, 'http://bench.invalid');
  await request('POST', '/billing/demo-checkout/confirm', {
    cookie,
    body: new URLSearchParams({ session: session.searchParams.get('session') ?? '' }),
  });
}

export async function addMedicines(
  request: BenchRequest,
  cookie: string,
  names: readonly string[] = TYPICAL_MEDICINES,
): Promise<void> {
  for (const name of names)
    await expectOk(
      request('POST', '/api/medications', { cookie, body: { name, dosage: '10 mg' } }),
      `add ${name}`,
    );
}

/** Days of moods (and, with `everything`, sleep, water and a habit) back from yesterday. */
export async function seedDays(
  request: BenchRequest,
  cookie: string,
  days: number,
  everything: boolean,
  today = new Date().toISOString().slice(0, 10),
): Promise<void> {
  let habitId: string | null = null;
  if (everything) {
    const habit = await expectOk(
      request('POST', '/api/habits', { cookie, body: { name: 'Stretch', schedule: 'daily' } }),
      'add habit',
    );
    habitId = (habit.body as { id: string }).id;
  }
  for (let back = days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    await expectOk(
      request('PUT', `/api/mood/${day}`, { cookie, body: { mood: 1 + (back % 5), energy: 3 } }),
      'mood',
    );
    if (habitId) {
      await expectOk(
        request('PUT', `/api/daily-log/${day}`, {
          cookie,
          body: { sleep_hours: 7, water_glasses: 6 },
        }),
        'daily log',
      );
      await expectOk(
        request('PUT', `/api/habits/${habitId}/check-ins/${day}`, { cookie }),
        'check-in',
      );
    }
  }
}

/** The typical member of the speed goals: paid, set up, four medicines, 60 days of moods. */
export async function typicalMember(request: BenchRequest, name = 'member'): Promise<string> {
  const cookie = await signedInMember(request, name);
  // A member who has been here before has answered the welcome disclaimer.
  await expectOk(
    request('PUT', '/api/disclaimer/acknowledgement', { cookie, body: { acknowledged: true } }),
    'acknowledge the disclaimer',
  );
  // And has finished setting up, so /dashboard is the hub they use every day rather than the
  // onboarding flow; BENCH_NEW_MEMBER=1 measures a member still in the flow.
  if (process.env.BENCH_NEW_MEMBER !== '1')
    await expectOk(
      request('PUT', '/api/preferences', { cookie, body: { onboarding_completed: true } }),
      'finish onboarding',
    );
  await becomePaid(request, cookie);
  await addMedicines(request, cookie);
  await seedDays(request, cookie, TYPICAL_MOOD_DAYS, false);
  return cookie;
}

/**
 * A lab report typed in and analysed (a paid member's), for the report page (`/labs/:lab` in
 * BENCH_PAGES); returns its id.
 */
export async function analysedLabReport(request: BenchRequest, cookie: string): Promise<string> {
  const biomarkers = [
    { name: 'Glucose', value: 112, unit: 'mg/dL', specimen: 'blood' },
    { name: 'Haemoglobin', value: 13.2, unit: 'g/dL', specimen: 'blood' },
    { name: 'LDL cholesterol', value: 162, unit: 'mg/dL', specimen: 'blood' },
    { name: 'Ferritin', value: 18, unit: 'ng/mL', specimen: 'blood' },
    { name: 'TSH', value: 2.1, unit: 'mIU/L', specimen: 'blood' },
  ];
  const created = await expectOk(
    request('POST', '/api/labs', { cookie, body: { test_type: 'blood', biomarkers } }),
    'lab report',
  );
  const id = (created.body as { id: string }).id;
  await expectOk(request('POST', `/api/labs/${id}/analyze`, { cookie, body: {} }), 'analysis');
  return id;
}
