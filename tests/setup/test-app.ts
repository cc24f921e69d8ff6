/**
 * Builds the real app on a test database (a copy of the run's template, see test-database.ts),
 * makes signed-in users straight in the database (signedInUser), and helpers that walk the account
 * journey over HTTP for the auth tests.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeSignature } from 'better-auth/crypto';
import { buildApp, type BuildOptions } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config/env';
import { createAuth } from '#server/modules/auth/auth';
import { loadKnowledge } from '#server/knowledge/load-knowledge';
import { createTestDatabase, type TestDatabase } from './test-database';
import { assertContract, createContractCheck } from './openapi-contract';

export const TEST_ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Calm-River-42!';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  testDb: TestDatabase;
  close: () => Promise<void>;
}

// Every test database is a copy of one template, so each holds the same knowledge base: it is
// read once per worker (the api project does not isolate modules) and handed to every app.
let workerKnowledge: ReturnType<typeof loadKnowledge> | undefined;

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  workerKnowledge ??= loadKnowledge(testDb.database.db);
  const config = loadConfig({
    APP_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    STATIC_DIR: './dist/client',
    RATE_LIMIT_PER_MINUTE: '10000',
    // No background job loops: requests run their jobs at once (runNow), and a test file leaves
    // no loop polling its database after it ends. Tests of the workers turn them on.
    JOB_CONCURRENCY: '0',
    ...env,
  });
  // Every JSON answer is checked against the OpenAPI document's schema for its route and status;
  // close() fails the file on any mismatch (tests/setup/openapi-contract.ts).
  const contract = createContractCheck();
  const onRoute = options.onRoute;
  const { app } = await buildApp(config, {
    database: testDb.database,
    knowledge: await workerKnowledge,
    ...options,
    onRoute: ((route: Parameters<typeof contract.onRoute>[0]) => {
      onRoute?.(route);
      contract.onRoute(route);
    }) as BuildOptions['onRoute'],
  });
  contract.attach(app);
  testApps.set(app, { config, testDb });
  return {
    app,
    config,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
      assertContract(app);
    },
  };
}

/** The session cookie pair ('name=value') from a response, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const session = cookies.find((cookie) => cookie.startsWith('wellnest.session_token='));
  return session?.split(';')[0];
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

export function put(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

export function patch(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'PATCH',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A GET with the session cookie, when there is one. */
export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export interface Outbox {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function readOutbox(app: FastifyInstance): Promise<Outbox[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return response.json() as Outbox[];
}

export async function latestVerificationLink(app: FastifyInstance, email: string): Promise<string> {
  const message = (await readOutbox(app)).find(
    (m) => m.to === email && m.subject.startsWith('Confirm'),
  );
  const link = message?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`No verification link for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function signUp(app: FastifyInstance, email: string, password = STRONG_PASSWORD) {
  return post(app, '/api/auth/sign-up/email', {
    email,
    password,
    first_name: 'Test',
    last_name: 'User',
    selected_plan: 'wellness',
    billing_cycle: 'monthly',
  });
}

/** Registers, verifies and signs in through HTTP as a person would (the auth tests); returns the session cookie. */
export async function createVerifiedUser(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const signUpResponse = await signUp(app, email, password);
  if (signUpResponse.statusCode !== 200) throw new Error(`sign-up failed: ${signUpResponse.body}`);
  const verify = await app.inject({ method: 'GET', url: await latestVerificationLink(app, email) });
  if (verify.statusCode !== 302)
    throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  const signIn = await post(app, '/api/auth/sign-in/email', { email, password });
  const cookie = sessionCookie(signIn);
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.body}`);
  return cookie;
}

/** What signedInUser needs to know about an app made by createTestApp. */
const testApps = new WeakMap<FastifyInstance, Pick<TestApp, 'config' | 'testDb'>>();

/** The test database of an app made by createTestApp (fixtures that write rows no route makes). */
export function testDatabaseOf(app: FastifyInstance): TestDatabase {
  const made = testApps.get(app);
  if (!made) throw new Error('testDatabaseOf needs an app made by createTestApp');
  return made.testDb;
}
const authContexts = new WeakMap<FastifyInstance, ReturnType<typeof readAuthContext>>();
// Hashing is deliberately slow (scrypt), so each password is hashed once per worker, not per user.
const passwordHashes = new Map<string, Promise<string>>();

function readAuthContext(app: FastifyInstance) {
  const made = testApps.get(app);
  if (!made) throw new Error('signedInUser needs an app made by createTestApp');
  // A second Better Auth instance on the same database and secret: its sessions and signatures are
  // the ones the app's own instance reads. It sends no email, so it needs no working mailer.
  const auth = createAuth({
    db: made.testDb.database.db,
    config: made.config,
    mailer: { kind: 'outbox', send: async () => undefined },
  });
  return auth.$context;
}

/**
 * A verified user with a password and a live session, written straight to the database: the same
 * rows sign-up, verification and sign-in leave, without three requests, an email and a password
 * hash per user. Returns the user's id and the session cookie pair ('name=value') exactly as the
 * sign-in response sets it. The auth tests walk the real journey instead (createVerifiedUser).
 */
export async function createSignedInUser(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<{ cookie: string; id: string }> {
  let pending = authContexts.get(app);
  if (!pending) {
    pending = readAuthContext(app);
    authContexts.set(app, pending);
  }
  const context = await pending;
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = context.password.hash(password);
    passwordHashes.set(password, hash);
  }
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: 'Test User',
      emailVerified: true,
      first_name: 'Test',
      last_name: 'User',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hash,
  });
  const session = await context.internalAdapter.createSession(user.id);
  // Signed and encoded the way Better Auth's setSignedCookie writes it on sign-in.
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  return {
    cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`,
    id: user.id,
  };
}

/** A verified, signed-in user made directly in the database; returns the session cookie. */
export async function signedInUser(
  app: FastifyInstance,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  return (await createSignedInUser(app, email, password)).cookie;
}
