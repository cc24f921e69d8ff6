import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '#shared/contracts/audit.contract';
import { users } from '#server/modules/users/index';
import { registerErrorHandler } from '#server/plugins/error-handler';
import { registerActorGate } from '#server/plugins/actor';
import { UNAUTHORIZED_BODY, registerActingUser, type SessionInfo } from '#server/plugins/session';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditServiceOptions } from './audit.service';
import { securityAuditLog } from './audit.table';

const TEST_USER_HEADER = 'x-test-user';

/** Stands in for Better Auth: the user named by the x-test-user header is signed in. */
const fakeSessions = { read: readFakeSession };

async function readFakeSession(request: FastifyRequest): Promise<SessionInfo | null> {
  const userId = request.headers[TEST_USER_HEADER];
  if (typeof userId !== 'string') return null;
  request.sessionInfo = {
    user: { id: userId, email: 'x@example.com', name: 'x', emailVerified: true },
    session: { id: 'session' },
  };
  return request.sessionInfo;
}

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.drop();
});

async function buildAuditApp(options: AuditServiceOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerActingUser(app);
  registerActorGate(app, { sessions: fakeSessions, isPaid: async () => false, adminEmails: [] });
  const service = createAuditService(createAuditRepository(testDb.database.db), options);
  await app.register(auditRoutes({ service }));
  await app.ready();
  apps.push(app);
  return app;
}

async function newUser(): Promise<string> {
  const id = randomUUID();
  await testDb.database.db
    .insert(users)
    .values({ id, name: 'Audit Tester', email: `${id}@example.com` });
  return id;
}

function postAudit(
  app: FastifyInstance,
  userId: string | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/audit',
    payload: payload as Record<string, unknown>,
    headers: { ...(userId ? { [TEST_USER_HEADER]: userId } : {}), ...headers },
  });
}

function rowsOf(userId: string) {
  return testDb.database.db
    .select()
    .from(securityAuditLog)
    .where(eq(securityAuditLog.user_id, userId))
    .orderBy(asc(securityAuditLog.created_at));
}

describe('POST /api/audit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildAuditApp();
  });

  it('stores every field of the event for the session user and answers 201 {id, created_at}', async () => {
    const userId = await newUser();
    const response = await postAudit(app, userId, {
      action: 'view_lab_results',
      resourceType: 'lab_result',
      resourceId: 'lab-42',
      success: false,
      userAgent: 'Mozilla/5.0 Test',
      sessionId: 'client-session-1',
      metadata: { page: '/labs', count: 2, nested: { ok: true } },
      riskLevel: 'HIGH',
      phiAccessed: true,
      phiDetails: { fields: ['glucose'] },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; created_at: string }>();
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id']);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      user_id: userId,
      action: 'view_lab_results',
      resource_type: 'lab_result',
      resource_id: 'lab-42',
      success: false,
      user_agent: 'Mozilla/5.0 Test',
      session_id: 'client-session-1',
      metadata: { page: '/labs', count: 2, nested: { ok: true } },
      risk_level: 'HIGH',
      phi_accessed: true,
      phi_details: { fields: ['glucose'] },
      request_id: expect.any(String),
    });
    expect(rows[0]?.created_at.toISOString()).toBe(body.created_at);
  });

  it('applies the defaults and takes the user agent from the request header', async () => {
    const userId = await newUser();
    const response = await postAudit(
      app,
      userId,
      { action: 'open_settings' },
      { 'user-agent': 'Header<Agent>/1.0' },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({
      success: true,
      risk_level: 'LOW',
      phi_accessed: false,
      phi_details: null,
      metadata: {},
      resource_type: null,
      user_agent: 'HeaderAgent/1.0',
    });
  });

  it('ignores a userId in the body: the row belongs to the session user', async () => {
    const sessionUser = await newUser();
    const victim = await newUser();
    const response = await postAudit(app, sessionUser, { userId: victim, action: 'impersonate' });
    expect(response.statusCode).toBe(201);
    expect(await rowsOf(victim)).toHaveLength(0);
    expect((await rowsOf(sessionUser)).map((row) => row.action)).toEqual(['impersonate']);
  });

  it('sanitises every stored string and the metadata', async () => {
    const userId = await newUser();
    const response = await postAudit(app, userId, {
      action: 'x<script>alert(1)</script>y',
      resourceType: '<img src=x onerror=alert(1)>',
      resourceId: `"quoted'`,
      userAgent: 'javascript:alert(1)',
      sessionId: 's'.repeat(1500),
      metadata: {
        note: '<b>bold</b>',
        ['k'.repeat(100)]: 'dropped',
        constructor: 'dropped',
        deep: { link: 'javascript:go()' },
      },
      phiDetails: { reason: "it's <fine>" },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({
      action: 'xy',
      resource_type: 'img src=x alert(1)',
      resource_id: 'quoted',
      user_agent: 'alert(1)',
      metadata: { note: 'bbold/b', deep: { link: 'go()' } },
      phi_details: { reason: 'its fine' },
    });
    expect(row?.session_id).toHaveLength(1000);
    expect(Object.keys(row?.metadata ?? {}).sort()).toEqual(['deep', 'note']);
  });

  it('refuses a missing action, an unknown field, a bad risk level and a server-only action, storing nothing', async () => {
    const userId = await newUser();
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{}, AUDIT_MESSAGES.actionRequired],
      [{ action: '   ' }, AUDIT_MESSAGES.actionRequired],
      [{ action: 'a'.repeat(101) }, AUDIT_MESSAGES.actionTooLong],
      [{ action: 'ai_health_chat' }, AUDIT_MESSAGES.actionServerOnly],
      [{ action: 'ai_health_chat_refund' }, AUDIT_MESSAGES.actionServerOnly],
      [{ action: 'AI_HEALTH_CHAT_<>REFUND' }, AUDIT_MESSAGES.actionServerOnly],
      // Counted by the server toward limits: a client must not use up its own allowance.
      [{ action: 'product_check' }, AUDIT_MESSAGES.actionServerOnly],
      [{ action: 'account_export' }, AUDIT_MESSAGES.actionServerOnly],
      [{ action: 'x', riskLevel: 'CRITICAL' }, null],
      [{ action: 'x', isAdmin: true }, null],
      [{ action: 'x', metadata: 'text' }, null],
    ];
    for (const [payload, message] of cases) {
      const response = await postAudit(app, userId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        ...(message ? { message } : {}),
      });
    }
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = (await testDb.database.db.select().from(securityAuditLog)).length;
    const response = await postAudit(app, null, { action: 'anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED_BODY);
    expect((await testDb.database.db.select().from(securityAuditLog)).length).toBe(before);
  });

  it('answers 401 when the session user no longer exists', async () => {
    const response = await postAudit(app, randomUUID(), { action: 'ghost' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the 101st event within 60 s with 429 and keeps exactly 100 rows', async () => {
    const userId = await newUser();
    for (let i = 0; i < 100; i += 1) {
      const response = await postAudit(app, userId, { action: `event_${i}` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await postAudit(app, userId, { action: 'event_100' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: AUDIT_MESSAGES.rateLimited });
    expect(await rowsOf(userId)).toHaveLength(100);
    // The limit is per user: someone else is not affected.
    expect((await postAudit(app, await newUser(), { action: 'other_user' })).statusCode).toBe(201);
  });
});

describe('POST /api/audit rate limit window and races', () => {
  it('counts only events inside the window', async () => {
    let now = new Date('2025-01-01T00:00:00.000Z');
    const app = await buildAuditApp({ now: () => now, maxEventsPerWindow: 2, windowMs: 1000 });
    const userId = await newUser();
    expect((await postAudit(app, userId, { action: 'a' })).statusCode).toBe(201);
    now = new Date(now.getTime() + 500);
    expect((await postAudit(app, userId, { action: 'b' })).statusCode).toBe(201);
    expect((await postAudit(app, userId, { action: 'c' })).statusCode).toBe(429);
    // 1001 ms after the first event it has left the window; the second is still inside.
    now = new Date('2025-01-01T00:00:01.001Z');
    expect((await postAudit(app, userId, { action: 'd' })).statusCode).toBe(201);
    expect((await postAudit(app, userId, { action: 'e' })).statusCode).toBe(429);
    expect((await rowsOf(userId)).map((row) => row.action)).toEqual(['a', 'b', 'd']);
  });

  it('stores exactly the limit when a burst of requests arrives at once', async () => {
    const app = await buildAuditApp({ maxEventsPerWindow: 10 });
    const userId = await newUser();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postAudit(app, userId, { action: `burst_${i}` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(await rowsOf(userId)).toHaveLength(10);
  });
});
