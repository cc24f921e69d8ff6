import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_MESSAGES,
  SHARED_FHIR_FILE_NAME,
  SHARE_PATH_PREFIX,
  SHARE_TOKEN_LENGTH,
  providerDirectoryResponseSchema,
  shareListResponseSchema,
  sharedSummarySchema,
} from '#shared/contracts/providers.contract';
import { addDays, utcToday } from '#shared/domain/dates';
import {
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId, tableRows } from '../../../../tests/setup/billing';
import { sql } from 'drizzle-orm';
import { schemaErrors, unknownCodes } from '../../../../tests/setup/fhir-schema-test-kit';
import { hashShareToken } from './shares.service';

const ADMIN = 'providers-admin@example.com';
const DAY = 24 * 60 * 60 * 1000;

/** The NPI Registry stand-in: Jane Doe holds 1234567893; every other number is unknown. */
let registry: Server;
let registryCalls = 0;
let t: TestApp;
let admin: { cookie: string; id: string };
const clock = { now: new Date() };

beforeAll(async () => {
  registry = createServer((request, response) => {
    registryCalls += 1;
    const params = new URL(request.url ?? '/', 'http://x').searchParams;
    const number = params.get('number');
    response.writeHead(200, { 'content-type': 'application/json' });
    // A directory search for family medicine in 02115: one practice.
    if (params.get('taxonomy_description') === 'Family Medicine') {
      response.end(
        JSON.stringify({
          result_count: 1,
          results: [
            {
              number: '1245319599',
              enumeration_type: 'NPI-2',
              basic: { organization_name: 'BACK BAY FAMILY PRACTICE' },
              addresses: [
                { address_purpose: 'LOCATION', city: 'BOSTON', state: 'MA', postal_code: '02115' },
              ],
              taxonomies: [{ desc: 'Family Medicine', primary: true }],
            },
          ],
        }),
      );
      return;
    }
    response.end(
      JSON.stringify(
        number === '1234567893'
          ? {
              result_count: 1,
              results: [{ number, basic: { first_name: 'JANE', last_name: 'DOE' } }],
            }
          : { result_count: 0, results: [] },
      ),
    );
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  const port = (registry.address() as AddressInfo).port;
  t = await createTestApp(
    { ADMIN_EMAILS: ADMIN, NPPES_API_URL: `http://127.0.0.1:${port}` },
    { now: () => clock.now },
  );
  admin = await createSignedInUser(t.app, ADMIN);
});
afterAll(async () => {
  await t?.close();
  registry?.closeAllConnections();
  await new Promise((resolve) => registry?.close(resolve));
});

const del = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr Jane Doe',
  profession: 'Physician',
  specialty: 'Family medicine',
  npi: '1234567893',
  location: 'Boston, Massachusetts',
  telehealth: true,
  languages: ['English', 'Spanish'],
  bio: 'Family doctor with an interest in sleep.',
  ...overrides,
});

async function applyAs(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await post(t.app, '/api/providers/apply', application(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe('provider applications, review and the directory', () => {
  it('is empty on a fresh install, and says nothing else', async () => {
    const calls = registryCalls;
    const response = await get(t.app, '/api/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [],
      registry: { connected: true, results: [], unavailable: false },
    });
    expect(registryCalls).toBe(calls); // no search, no registry call
  });

  it('connected to the NPI Registry, a search also lists its providers apart from the listings (ADR 093)', async () => {
    const response = await get(t.app, '/api/providers?specialty=Family%20Medicine&near=02115');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registry).toEqual({
      connected: true,
      results: [
        {
          npi: '1245319599',
          name: 'Back Bay Family Practice',
          kind: 'organisation',
          specialty: 'Family Medicine',
          location: 'Boston, MA 02115',
          phone: null,
        },
      ],
      unavailable: false,
    });
    expect(response.json().providers).toEqual([]);
    // The registry knows nothing of telehealth: a telehealth-only search does not ask it.
    const calls = registryCalls;
    const telehealth = await get(
      t.app,
      '/api/providers?specialty=Family%20Medicine&telehealth=true',
    );
    expect(telehealth.json().registry).toEqual({
      connected: true,
      results: [],
      unavailable: false,
    });
    expect(registryCalls).toBe(calls);
  });

  it('takes an application as pending, verifies the NPI in the registry, and lists it only once approved', async () => {
    const user = await newUserWithId(t.app, 'provider');
    const response = await post(t.app, '/api/providers/apply', application(), user.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), status: 'pending' });
    const id = response.json().id as string;

    const [mine] = (await get(t.app, '/api/providers/mine', user.cookie)).json().providers;
    expect(mine).toMatchObject({ id, status: 'pending', verified: true, demo: false });
    expect(mine.languages).toEqual(['English', 'Spanish']);

    // Pending: not in the directory, and 404 to anyone but its applicant.
    expect((await get(t.app, '/api/providers')).json().providers).toEqual([]);
    expect((await get(t.app, `/api/providers/${id}`)).statusCode).toBe(404);
    const other = await newUserWithId(t.app, 'provider-other');
    expect((await get(t.app, `/api/providers/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await get(t.app, `/api/providers/${id}`, user.cookie)).json().status).toBe('pending');

    // A second application while one is open is refused.
    const again = await post(t.app, '/api/providers/apply', application(), user.cookie);
    expect([again.statusCode, again.json().code]).toEqual([
      409,
      PROVIDER_ERROR_CODES.alreadyApplied,
    ]);

    const queue = (await get(t.app, '/api/admin/providers?status=pending', admin.cookie)).json();
    expect(queue.providers.map((p: { id: string }) => p.id)).toContain(id);
    const approved = await post(t.app, `/api/admin/providers/${id}/approve`, {}, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved' });

    const directory = providerDirectoryResponseSchema.parse(
      (await get(t.app, '/api/providers')).json(),
    );
    expect(directory.providers).toEqual([
      {
        id,
        name: 'Dr Jane Doe',
        profession: 'Physician',
        specialty: 'Family medicine',
        location: 'Boston, Massachusetts',
        telehealth: true,
        verified: true,
        demo: false,
      },
    ]);
    expect((await get(t.app, `/api/providers/${id}`)).json()).toMatchObject({
      id,
      bio: 'Family doctor with an interest in sleep.',
      npi: '1234567893',
    });
  });

  it('keeps one open application per user, even when several arrive at once', async () => {
    const user = await newUserWithId(t.app, 'provider-race');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(t.app, '/api/providers/apply', application({ npi: null }), user.cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await get(t.app, '/api/providers/mine', user.cookie)).json().providers).toHaveLength(1);
  });

  it('refuses an NPI with a wrong check digit and changes nothing', async () => {
    const user = await newUserWithId(t.app, 'provider-bad-npi');
    const response = await post(
      t.app,
      '/api/providers/apply',
      application({ npi: '1234567890' }),
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: PROVIDER_ERROR_CODES.invalidNpi,
      message: PROVIDER_MESSAGES.invalidNpi,
    });
    expect((await get(t.app, '/api/providers/mine', user.cookie)).json().providers).toEqual([]);
  });

  it('leaves a listing unverified when the registry does not know the NPI under that name', async () => {
    const calls = registryCalls;
    const user = await newUserWithId(t.app, 'provider-unverified');
    await applyAs(user.cookie, { name: 'Sam Roe', npi: '1245319599' });
    const other = await newUserWithId(t.app, 'provider-no-npi');
    await applyAs(other.cookie, { name: 'Alex Poe', npi: null, licence: 'HCPC PH123456' });
    expect(registryCalls).toBe(calls + 1); // no NPI, no lookup
    expect(
      (await get(t.app, '/api/providers/mine', user.cookie)).json().providers[0].verified,
    ).toBe(false);
    const [noNpi] = (await get(t.app, '/api/providers/mine', other.cookie)).json().providers;
    expect(noNpi).toMatchObject({ verified: false, npi: null, licence: 'HCPC PH123456' });
  });

  it('filters by q, specialty, telehealth and near; rejected listings stay hidden and may reapply', async () => {
    const a = await newUserWithId(t.app, 'provider-a');
    const b = await newUserWithId(t.app, 'provider-b');
    const c = await newUserWithId(t.app, 'provider-c');
    const nutrition = await applyAs(a.cookie, {
      name: 'Nora Quill',
      profession: 'Registered dietitian',
      specialty: 'Sports nutrition',
      npi: null,
      location: 'Leeds, UK',
      telehealth: false,
      bio: 'Fuel for 100% effort.',
    });
    const therapy = await applyAs(b.cookie, {
      name: 'Omar Reyes',
      profession: 'Psychologist',
      specialty: 'Anxiety',
      npi: null,
      location: 'Boston, MA',
      telehealth: true,
    });
    const rejected = await applyAs(c.cookie, { name: 'Rejected Person', npi: null });
    for (const id of [nutrition, therapy])
      expect(
        (await post(t.app, `/api/admin/providers/${id}/approve`, {}, admin.cookie)).statusCode,
      ).toBe(200);
    expect(
      (await post(t.app, `/api/admin/providers/${rejected}/reject`, {}, admin.cookie)).json()
        .status,
    ).toBe('rejected');
    const ids = async (query: string) =>
      (await get(t.app, `/api/providers${query}`))
        .json()
        .providers.map((p: { id: string }) => p.id);
    expect(await ids('?q=nutrition')).toEqual([nutrition]);
    expect(await ids('?q=QUILL')).toEqual([nutrition]);
    expect(await ids('?q=100%25')).toEqual([nutrition]); // '%' matches itself, not everything
    expect(await ids('?q=%25')).toEqual([nutrition]);
    expect(await ids('?specialty=anxiety')).toEqual([therapy]);
    expect(await ids('?telehealth=false')).toEqual([nutrition]);
    expect((await ids('?telehealth=true')).sort()).toEqual((await ids('?near=Boston')).sort());
    expect(await ids('?near=Boston%2C%20Massachusetts')).toContain(therapy); // 'Boston, MA' by its city
    expect(await ids('?near=leeds&telehealth=true')).toEqual([]);
    expect(await ids('?q=Rejected')).toEqual([]);
    expect((await get(t.app, `/api/providers/${rejected}`)).statusCode).toBe(404);
    expect((await get(t.app, '/api/providers?telehealth=maybe')).statusCode).toBe(400);
    // After a rejection the applicant may apply again.
    await applyAs(c.cookie, { name: 'Second Try', npi: null });
  });

  it('marks seed:demo sample listings as demo', async () => {
    await t.testDb.database.db.execute(
      sql`insert into providers (name, profession, location, status, is_demo) values ('Sample: Demo Clinic', 'Health coach', 'Online', 'approved', true)`,
    );
    const listed = (await get(t.app, '/api/providers?q=Sample%3A')).json().providers;
    expect(listed).toEqual([expect.objectContaining({ name: 'Sample: Demo Clinic', demo: true })]);
  });

  it('needs a session to apply or list one\u2019s own, and hides admin routes from everyone else', async () => {
    expect((await post(t.app, '/api/providers/apply', application())).statusCode).toBe(401);
    expect((await get(t.app, '/api/providers/mine')).statusCode).toBe(401);
    const user = await newUserWithId(t.app, 'provider-not-admin');
    const id = await applyAs(user.cookie, { npi: null, name: 'Not Admin' });
    for (const cookie of [undefined, user.cookie]) {
      expect((await get(t.app, '/api/admin/providers', cookie)).statusCode).toBe(404);
      expect((await post(t.app, `/api/admin/providers/${id}/approve`, {}, cookie)).statusCode).toBe(
        404,
      );
      expect((await post(t.app, `/api/admin/providers/${id}/reject`, {}, cookie)).statusCode).toBe(
        404,
      );
    }
    expect((await get(t.app, `/api/providers/${id}`, user.cookie)).json().status).toBe('pending');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post(t.app, `/api/admin/providers/${unknown}/approve`, {}, admin.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('shared summaries', () => {
  async function paidUserWithData() {
    const user = await newUserWithId(t.app, 'sharer');
    await makePaid(t.testDb.database, user.id);
    for (const name of ['Warfarin', 'Aspirin'])
      expect((await post(t.app, '/api/medications', { name }, user.cookie)).statusCode).toBe(201);
    const today = utcToday(clock.now);
    expect(
      (
        await put(
          t.app,
          `/api/mood/${addDays(today, -1)}`,
          { mood: 4, energy: 2, tags: ['private-tag'], note: 'private mood note' },
          user.cookie,
        )
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await put(
          t.app,
          `/api/mood/${addDays(today, -2)}`,
          { mood: 2, energy: 3, tags: [], note: null },
          user.cookie,
        )
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (await put(t.app, `/api/daily-log/${addDays(today, -1)}`, { sleep_hours: 6.5 }, user.cookie))
        .statusCode,
    ).toBeLessThan(300);
    for (const severity of [3, 5])
      expect(
        (
          await post(
            t.app,
            '/api/symptoms',
            {
              name: 'Headache',
              severity,
              occurred_at: `${addDays(today, -severity)}T09:00:00Z`,
              note: 'private symptom note',
            },
            user.cookie,
          )
        ).statusCode,
      ).toBeLessThan(300);
    const lab = await post(
      t.app,
      '/api/labs',
      { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 140, unit: 'mg/dL' }] },
      user.cookie,
    );
    expect(lab.statusCode, lab.body).toBeLessThan(300);
    return { ...user, labId: lab.json().id as string };
  }

  const share = async (cookie: string, body: Record<string, unknown>) =>
    post(t.app, '/api/shares', body, cookie);

  it('refuses free users (PLAN_REQUIRED) and signed-out callers, and lets both read and revoke nothing of others', async () => {
    const free = await newUserWithId(t.app, 'sharer-free');
    const refused = await share(free.cookie, { sections: { medicines: true }, expires_in_days: 7 });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PLAN_REQUIRED']);
    expect(
      (await post(t.app, '/api/shares', { sections: { medicines: true }, expires_in_days: 7 }))
        .statusCode,
    ).toBe(401);
    expect((await get(t.app, '/api/shares')).statusCode).toBe(401);
    expect((await del('/api/shares/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect((await get(t.app, '/api/shares', free.cookie)).json()).toEqual({ shares: [] });
  });

  it('makes an unguessable link that shows only the chosen sections, without the user\u2019s e-mail, and counts views', async () => {
    const user = await paidUserWithData();
    const created = await share(user.cookie, { sections: { medicines: true }, expires_in_days: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const { id, url } = created.json() as { id: string; url: string };
    expect(url.startsWith(SHARE_PATH_PREFIX)).toBe(true);
    const token = url.slice(SHARE_PATH_PREFIX.length);
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`));
    expect(Buffer.from(token, 'base64url').length).toBe(16);
    // Only the token's hash is stored.
    const rows = await tableRows(
      t.testDb.database,
      sql`select token_hash from shares where id = ${id}`,
    );
    expect(rows[0]!.token_hash).toBe(hashShareToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await get(t.app, `/api/shared/${token}`); // no account
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    expect(opened.headers['cache-control']).toBe('no-store');
    const summary = sharedSummarySchema.parse(opened.json());
    expect(summary.first_name).toBe('Test');
    expect(summary.sections.trends).toBeNull();
    expect(summary.sections.lab_report).toBeNull();
    expect(summary.sections.medicines!.items.map((m) => m.name)).toEqual(['Warfarin', 'Aspirin']);
    const pair = summary.sections.medicines!.interactions[0]!;
    expect(pair.substances.map((s) => s.toLowerCase()).sort()).toEqual(['aspirin', 'warfarin']);
    expect(pair.severity).toBe('major');
    expect(pair.sources.length).toBeGreaterThan(0);
    expect(opened.body).not.toContain(user.email);
    expect(opened.body).not.toMatch(/Headache|Glucose|private/);

    await get(t.app, `/api/shared/${token}`, user.cookie);
    const [listed] = shareListResponseSchema.parse(
      (await get(t.app, '/api/shares', user.cookie)).json(),
    ).shares;
    expect(listed).toMatchObject({
      id,
      status: 'active',
      revoked: false,
      view_count: 2,
      sections: { medicines: true, trends: false, lab_report_id: null },
      provider: null,
    });
    expect(listed!.last_viewed_at).not.toBeNull();
    const views = await tableRows(
      t.testDb.database,
      sql`select count(*)::int as n from share_views where share_id = ${id}`,
    );
    expect(views[0]!.n).toBe(2);
  });

  it('shares trends (no notes or tags) and the user\u2019s own lab report', async () => {
    const user = await paidUserWithData();
    const created = await share(user.cookie, {
      sections: { trends: true, lab_report_id: user.labId },
      expires_in_days: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const opened = await get(
      t.app,
      `/api/shared/${created.json().url.slice(SHARE_PATH_PREFIX.length)}`,
    );
    const summary = sharedSummarySchema.parse(opened.json());
    expect(summary.sections.medicines).toBeNull();
    expect(summary.sections.trends).toMatchObject({
      days: 30,
      to: utcToday(clock.now),
      mood: { entries: 2, average_mood: 3, average_energy: 2.5 },
      sleep: { nights: 1, average_hours: 6.5 },
      symptoms: [{ name: 'Headache', count: 2, average_severity: 4, max_severity: 5 }],
    });
    expect(summary.sections.lab_report).toMatchObject({
      id: user.labId,
      biomarkers: [expect.objectContaining({ name: 'Glucose', value: 140, flag: 'high' })],
    });
    expect(opened.body).not.toMatch(/private|Warfarin/);
  });

  it('refuses no sections, a bad expiry, another user\u2019s lab report and an unlisted provider', async () => {
    const user = await paidUserWithData();
    const other = await paidUserWithData();
    const none = await share(user.cookie, { sections: {}, expires_in_days: 7 });
    expect([none.statusCode, none.json().code]).toEqual([400, PROVIDER_ERROR_CODES.noSections]);
    for (const days of [0, 31, 1.5])
      expect(
        (await share(user.cookie, { sections: { trends: true }, expires_in_days: days }))
          .statusCode,
      ).toBe(400);
    const foreign = await share(user.cookie, {
      sections: { lab_report_id: other.labId },
      expires_in_days: 7,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([
      404,
      PROVIDER_ERROR_CODES.labReportNotFound,
    ]);
    const unlisted = await share(user.cookie, {
      sections: { trends: true },
      expires_in_days: 7,
      provider_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([unlisted.statusCode, unlisted.json().code]).toEqual([
      404,
      PROVIDER_ERROR_CODES.providerNotFound,
    ]);
    expect((await get(t.app, '/api/shares', user.cookie)).json().shares).toEqual([]);
  });

  it('names the listed provider it was made for', async () => {
    const provider = await newUserWithId(t.app, 'provider-for-share');
    const providerId = await applyAs(provider.cookie, { name: 'Priya Shah', npi: null });
    const user = await paidUserWithData();
    const pending = await share(user.cookie, {
      sections: { trends: true },
      expires_in_days: 7,
      provider_id: providerId,
    });
    expect(pending.statusCode).toBe(404); // not approved yet
    await post(t.app, `/api/admin/providers/${providerId}/approve`, {}, admin.cookie);
    const created = await share(user.cookie, {
      sections: { trends: true },
      expires_in_days: 7,
      provider_id: providerId,
    });
    expect(created.statusCode).toBe(201);
    const opened = await get(
      t.app,
      `/api/shared/${created.json().url.slice(SHARE_PATH_PREFIX.length)}`,
    );
    expect(opened.json().provider).toEqual({ id: providerId, name: 'Priya Shah' });
    expect((await get(t.app, '/api/shares', user.cookie)).json().shares[0].provider).toEqual({
      id: providerId,
      name: 'Priya Shah',
    });
  });

  it('answers 404 after revocation, and only the owner can revoke', async () => {
    const user = await paidUserWithData();
    const intruder = await paidUserWithData();
    const created = (
      await share(user.cookie, { sections: { medicines: true }, expires_in_days: 7 })
    ).json();
    const token = created.url.slice(SHARE_PATH_PREFIX.length);
    expect((await get(t.app, `/api/shared/${token}`)).statusCode).toBe(200);
    const stolen = await del(`/api/shares/${created.id}`, intruder.cookie);
    expect([stolen.statusCode, stolen.json().code]).toEqual([
      404,
      PROVIDER_ERROR_CODES.shareNotFound,
    ]);
    expect((await get(t.app, `/api/shared/${token}`)).statusCode).toBe(200);

    const revoked = await del(`/api/shares/${created.id}`, user.cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: created.id, revoked: true, status: 'revoked' });
    const gone = await get(t.app, `/api/shared/${token}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, PROVIDER_ERROR_CODES.shareNotFound]);
    expect(gone.headers['x-robots-tag']).toContain('noindex');
    expect(gone.body).not.toContain('Warfarin');
    // Revoking again keeps the first time; the two opens before it counted, the failed one not.
    const again = (await del(`/api/shares/${created.id}`, user.cookie)).json();
    expect(again.revoked_at).toBe(revoked.json().revoked_at);
    expect(again.view_count).toBe(2);
  });

  it('answers 404 once the link has expired, and for unknown or malformed tokens', async () => {
    const user = await paidUserWithData();
    const created = (
      await share(user.cookie, { sections: { trends: true }, expires_in_days: 1 })
    ).json();
    const token = created.url.slice(SHARE_PATH_PREFIX.length);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + DAY - 60_000);
      expect((await get(t.app, `/api/shared/${token}`)).statusCode).toBe(200);
      clock.now = new Date(start.getTime() + DAY + 1_000);
      expect((await get(t.app, `/api/shared/${token}`)).statusCode).toBe(404);
      const [listed] = (await get(t.app, '/api/shares', user.cookie)).json().shares;
      expect(listed).toMatchObject({ status: 'expired', revoked: false, view_count: 1 });
    } finally {
      clock.now = start;
    }
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [forged, 'short', 'x'.repeat(90), '..%2F..%2Fetc'])
      expect((await get(t.app, `/api/shared/${bad}`)).statusCode).toBe(404);
    // Past the router's 100-character parameter limit Fastify itself may answer 414 before the
    // route runs (it did in a full CI run, not alone): refused either way, and nothing is read.
    expect([404, 414]).toContain((await get(t.app, `/api/shared/${'x'.repeat(150)}`)).statusCode);
  });
});

describe('a share link\u2019s FHIR R4 bundle', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
  type Resource = Record<string, any>;
  const resourcesOf = (bundle: Resource) =>
    (bundle.entry as { resource: Resource }[]).map((entry) => entry.resource);

  beforeAll(() => {
    // Compiling the R4 schema takes a while; once per file.
    schemaErrors({ resourceType: 'Bundle', type: 'collection' });
  }, 180_000);

  /** A paid user with medicines, an allergy, a lab report, sleep inside and outside the window. */
  async function sharer() {
    const user = await newUserWithId(t.app, 'fhir-sharer');
    await makePaid(t.testDb.database, user.id);
    for (const name of ['Warfarin', 'Aspirin'])
      expect((await post(t.app, '/api/medications', { name }, user.cookie)).statusCode).toBe(201);
    expect(
      (
        await put(
          t.app,
          '/api/profile/sections/medical_history',
          { allergies: ['Penicillin'], currentConditions: ['Hypertension'] },
          user.cookie,
        )
      ).statusCode,
    ).toBe(200);
    const today = utcToday(clock.now);
    for (const [day, hours] of [
      [addDays(today, -1), 6.5],
      [addDays(today, -40), 8],
    ] as const)
      expect(
        (await put(t.app, `/api/daily-log/${day}`, { sleep_hours: hours }, user.cookie)).statusCode,
      ).toBeLessThan(300);
    const labs: string[] = [];
    for (const name of ['Glucose', 'Ferritin']) {
      const lab = await post(
        t.app,
        '/api/labs',
        {
          test_type: 'blood',
          collected_on: addDays(today, -3),
          biomarkers: [{ name, value: 140, unit: name === 'Glucose' ? 'mg/dL' : 'ng/mL' }],
        },
        user.cookie,
      );
      expect(lab.statusCode, lab.body).toBe(201);
      labs.push(lab.json().id as string);
    }
    return { ...user, labs };
  }

  const tokenOf = (url: string) => url.slice(SHARE_PATH_PREFIX.length);

  it('gives whoever holds the link only the shared sections, schema-valid, as application/fhir+json', async () => {
    const owner = await sharer();
    const other = await newUserWithId(t.app, 'fhir-share-viewer');
    expect(
      (await post(t.app, '/api/medications', { name: 'Metformin' }, other.cookie)).statusCode,
    ).toBe(201);
    const created = await post(
      t.app,
      '/api/shares',
      {
        sections: { medicines: true, trends: true, lab_report_id: owner.labs[0], fhir: true },
        expires_in_days: 7,
      },
      owner.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const token = tokenOf(created.json().url);
    const summary = sharedSummarySchema.parse((await get(t.app, `/api/shared/${token}`)).json());
    expect(summary.fhir_bundle_url).toBe(`/api/shared/${token}/fhir`);

    const answers = [];
    for (const cookie of [undefined, other.cookie, owner.cookie]) {
      const response = await get(t.app, `/api/shared/${token}/fhir`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
      expect(response.headers['content-disposition']).toContain(SHARED_FHIR_FILE_NAME);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toContain('noindex');
      answers.push(response.json() as Resource);
    }
    // The viewer's session changes nothing: every holder gets the sharer's sections.
    const strip = (bundle: Resource) =>
      resourcesOf(bundle)
        .map((r) => r.id as string)
        .sort();
    expect(strip(answers[1]!)).toEqual(strip(answers[0]!));
    expect(strip(answers[2]!)).toEqual(strip(answers[0]!));

    const bundle = answers[0]!;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(schemaErrors(bundle)).toEqual([]);
    const all = resourcesOf(bundle);
    for (const resource of all)
      expect([resource.resourceType, schemaErrors(resource)]).toEqual([resource.resourceType, []]);
    expect(unknownCodes(bundle)).toEqual([]);
    expect(
      all
        .filter((r) => r.resourceType === 'MedicationStatement')
        .map((r) => r.medicationCodeableConcept.text)
        .sort(),
    ).toEqual(['Aspirin', 'Warfarin']);
    const observations = all.filter((r) => r.resourceType === 'Observation');
    const lab = observations.filter((r) => r.category[0].coding[0].code === 'laboratory');
    expect(lab.map((r) => r.code.text)).toEqual(['Glucose']);
    // Sleep of the trends window only: the night 40 days ago stays out.
    const sleep = observations.filter((r) => r.code.coding?.[0]?.code === '93832-4');
    expect(sleep.map((r) => r.effectiveDateTime)).toEqual([addDays(utcToday(clock.now), -1)]);
    const types = new Set(all.map((r) => r.resourceType));
    // No profile data, no file links, nothing of the viewer.
    for (const absent of ['AllergyIntolerance', 'Condition', 'DocumentReference'])
      expect(types.has(absent), absent).toBe(false);
    const patient = all.find((r) => r.resourceType === 'Patient')!;
    // US Core Patient requires a gender (ADR 084): with the profile not shared it says only 'unknown'.
    expect(patient.gender).toBe('unknown');
    const text = JSON.stringify(bundle);
    expect(text).not.toMatch(/Penicillin|Hypertension|Ferritin|Metformin/);
    expect(text).not.toContain(owner.email);

    // Each download is a recorded view (three here, after the one summary).
    const [listed] = shareListResponseSchema.parse(
      (await get(t.app, '/api/shares', owner.cookie)).json(),
    ).shares;
    expect(listed).toMatchObject({ view_count: 4, sections: { fhir: true } });
  });

  it('answers 404 when the option was not chosen, for unknown tokens, and once revoked or expired', async () => {
    const owner = await sharer();
    const without = await post(
      t.app,
      '/api/shares',
      { sections: { medicines: true }, expires_in_days: 7 },
      owner.cookie,
    );
    const plain = tokenOf(without.json().url);
    expect(
      sharedSummarySchema.parse((await get(t.app, `/api/shared/${plain}`)).json()).fhir_bundle_url,
    ).toBeNull();
    const refused = await get(t.app, `/api/shared/${plain}/fhir`);
    expect([refused.statusCode, refused.json().code]).toEqual([
      404,
      PROVIDER_ERROR_CODES.shareNotFound,
    ]);
    expect(refused.body).not.toContain('Warfarin');

    // The option alone is no section.
    const onlyFhir = await post(
      t.app,
      '/api/shares',
      { sections: { fhir: true }, expires_in_days: 7 },
      owner.cookie,
    );
    expect([onlyFhir.statusCode, onlyFhir.json().code]).toEqual([
      400,
      PROVIDER_ERROR_CODES.noSections,
    ]);

    for (const bad of ['A'.repeat(22), 'short'])
      expect((await get(t.app, `/api/shared/${bad}/fhir`)).statusCode).toBe(404);

    const created = (
      await post(
        t.app,
        '/api/shares',
        { sections: { medicines: true, fhir: true }, expires_in_days: 1 },
        owner.cookie,
      )
    ).json();
    const token = tokenOf(created.url);
    expect((await get(t.app, `/api/shared/${token}/fhir`)).statusCode).toBe(200);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + DAY + 1_000);
      expect((await get(t.app, `/api/shared/${token}/fhir`)).statusCode).toBe(404);
    } finally {
      clock.now = start;
    }
    // Another user cannot revoke it; the owner can, and then it is gone.
    const intruder = await newUserWithId(t.app, 'fhir-share-intruder');
    expect((await del(`/api/shares/${created.id}`, intruder.cookie)).statusCode).toBe(404);
    expect((await get(t.app, `/api/shared/${token}/fhir`)).statusCode).toBe(200);
    expect((await del(`/api/shares/${created.id}`, owner.cookie)).statusCode).toBe(200);
    const gone = await get(t.app, `/api/shared/${token}/fhir`, owner.cookie);
    expect([gone.statusCode, gone.json().code]).toEqual([404, PROVIDER_ERROR_CODES.shareNotFound]);
    expect(gone.body).not.toContain('Warfarin');
  });
});

describe('the API docs', () => {
  it('document every provider and share route with its summary, description and answers', async () => {
    const docs = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          { summary?: string; description?: string; responses?: Record<string, unknown> }
        >
      >;
    };
    const routes: [string, string, string[]][] = [
      ['/api/providers/apply', 'post', ['201', '400', '401', '409']],
      ['/api/providers/mine', 'get', ['200', '401']],
      ['/api/providers', 'get', ['200', '400']],
      ['/api/providers/{id}', 'get', ['200', '404']],
      ['/api/admin/providers', 'get', ['200', '404']],
      ['/api/admin/providers/{id}/approve', 'post', ['200', '404']],
      ['/api/admin/providers/{id}/reject', 'post', ['200', '404']],
      ['/api/shares', 'post', ['201', '400', '401', '403', '404']],
      ['/api/shares', 'get', ['200', '401']],
      ['/api/shares/{id}', 'delete', ['200', '401', '404']],
      ['/api/shared/{token}', 'get', ['200', '404']],
      ['/api/shared/{token}/fhir', 'get', ['200', '404']],
    ];
    for (const [path, method, codes] of routes) {
      const operation = docs.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(operation!.description).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {})).toEqual(expect.arrayContaining(codes));
    }
  });
});

describe('the Wellness edition', () => {
  it('has no provider collaboration: a paid user making a share gets 403 FEATURE_NOT_IN_EDITION', async () => {
    const wellness = await createTestApp({ EDITION: 'wellness' });
    try {
      const user = await newUserWithId(wellness.app, 'sharer-wellness');
      await makePaid(wellness.testDb.database, user.id);
      const response = await post(
        wellness.app,
        '/api/shares',
        { sections: { trends: true }, expires_in_days: 7 },
        user.cookie,
      );
      expect([response.statusCode, response.json().code]).toEqual([403, 'FEATURE_NOT_IN_EDITION']);
      // The directory is not a paid feature: it answers in every edition.
      expect((await get(wellness.app, '/api/providers')).statusCode).toBe(200);
    } finally {
      await wellness.close();
    }
  });
});
