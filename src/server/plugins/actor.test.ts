import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentActor } from '#server/db/acting-user';
import { registerActorGate, requireActor, type ActorGateDeps } from './actor';
import { registerActingUser, type SessionInfo } from './session';

const ann = {
  user: { id: 'u-ann', email: 'Ann@Example.com', name: 'Ann', emailVerified: true },
  session: { id: 's-ann' },
} satisfies SessionInfo;

/** A session reader that knows one cookie value per session, as the real one keys its cache. */
function fakeSessions(known: Record<string, SessionInfo>) {
  const reads: string[] = [];
  return {
    reads,
    read: async (request: { headers: { cookie?: string } }) => {
      const cookie = request.headers.cookie ?? '';
      reads.push(cookie);
      return known[cookie] ?? null;
    },
  };
}

async function appWith(
  routes: (app: FastifyInstance) => void,
  options: { paid?: boolean; edition?: 'health' | 'wellness' } & Partial<ActorGateDeps> = {},
) {
  const sessions = fakeSessions({ ann });
  const planReads: string[] = [];
  const app = Fastify();
  registerActingUser(app);
  registerActorGate(app, {
    sessions,
    isPaid: async (userId) => {
      planReads.push(userId);
      return options.paid ?? false;
    },
    adminEmails: options.adminEmails ?? [],
    editionOverride: options.edition,
  });
  routes(app);
  await app.ready();
  return { app, sessions, planReads };
}

/** A route that answers the actor it was handed and whom the database would act for. */
function echo(app: FastifyInstance, url: string, config: object) {
  app.get(url, { config }, async (request) => ({ actor: request.actor, db: currentActor() }));
}

const signedIn = { cookie: 'ann' };

describe('the actor gate', () => {
  it('hands a public route the signed-in user, or null for a visitor', async () => {
    const { app } = await appWith((a) => echo(a, '/api/open', { access: 'public' }));
    const visitor = await app.inject({ url: '/api/open' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ actor: null, db: { kind: 'none' } });
    const user = await app.inject({ url: '/api/open', headers: signedIn });
    expect(user.json()).toEqual({
      actor: {
        id: 'u-ann',
        email: 'Ann@Example.com',
        name: 'Ann',
        emailVerified: true,
        admin: false,
        plan: 0,
        edition: 'health',
        sessionId: 's-ann',
      },
      db: { kind: 'user', userId: 'u-ann' },
    });
  });

  it('answers 401 on a user route without a valid session, before the handler', async () => {
    const { app, planReads } = await appWith((a) => echo(a, '/api/mine', { access: 'user' }));
    for (const headers of [{}, { cookie: 'forged' }]) {
      const response = await app.inject({ url: '/api/mine', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    }
    expect(planReads).toEqual([]);
    const user = await app.inject({ url: '/api/mine', headers: signedIn });
    expect(user.json().actor).toMatchObject({ id: 'u-ann', admin: false });
    expect(user.json().db).toEqual({ kind: 'user', userId: 'u-ann' });
  });

  it('answers 404 on an admin route to visitors and non-admins; an admin acts as the system', async () => {
    const route = (a: FastifyInstance) => echo(a, '/api/admin/x', { access: 'admin' });
    const notAdmin = await appWith(route, { adminEmails: ['boss@example.com'] });
    for (const headers of [{}, signedIn]) {
      const response = await notAdmin.app.inject({ url: '/api/admin/x', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    // ADMIN_EMAILS is matched without regard to case.
    const admin = await appWith(route, { adminEmails: ['ann@example.COM'] });
    const response = await admin.app.inject({ url: '/api/admin/x', headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.json().actor).toMatchObject({ id: 'u-ann', admin: true });
    expect(response.json().db).toEqual({ kind: 'system' });
  });

  it('marks an admin on a user route, acting as themselves there', async () => {
    const { app } = await appWith((a) => echo(a, '/api/mine', { access: 'user' }), {
      adminEmails: ['ann@example.com'],
    });
    const response = await app.inject({ url: '/api/mine', headers: signedIn });
    expect(response.json().actor.admin).toBe(true);
    expect(response.json().db).toEqual({ kind: 'user', userId: 'u-ann' });
  });

  it('refuses a feature the plan lacks with 403 PLAN_REQUIRED and lets a paid plan through', async () => {
    const route = (a: FastifyInstance) =>
      echo(a, '/api/paid', { access: 'user', feature: 'supplement_interactions' });
    const free = await appWith(route, { paid: false });
    const refused = await free.app.inject({ url: '/api/paid', headers: signedIn });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Supplement interactions is part of Wellness Pro. Upgrade to use it.',
      requiredPlan: 'wellness_plus',
      feature: 'supplement_interactions',
    });
    expect((await free.app.inject({ url: '/api/paid' })).statusCode).toBe(401);
    expect(free.planReads).toEqual(['u-ann']);
    const paid = await appWith(route, { paid: true });
    const allowed = await paid.app.inject({ url: '/api/paid', headers: signedIn });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().actor).toMatchObject({ plan: 1, edition: 'health' });
  });

  it('refuses a feature the edition lacks with 403 FEATURE_NOT_IN_EDITION, even on a paid plan', async () => {
    const route = (a: FastifyInstance) =>
      echo(a, '/api/labs', { access: 'user', feature: 'lab_uploads' });
    const wellness = await appWith(route, { paid: true, edition: 'wellness' });
    const refused = await wellness.app.inject({ url: '/api/labs', headers: signedIn });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FEATURE_NOT_IN_EDITION',
      requiredPlan: 'wellness_plus',
      feature: 'lab_uploads',
    });
    // Without an override the host names the edition.
    const byHost = await appWith(route, { paid: true });
    const onWellnessHost = await byHost.app.inject({
      url: '/api/labs',
      headers: { ...signedIn, host: 'wellnest.app' },
    });
    expect(onWellnessHost.statusCode).toBe(403);
  });

  it('records every declaration for the access matrix, HEAD and OPTIONS aside', async () => {
    const { app } = await appWith((a) => {
      echo(a, '/api/open', { access: 'public' });
      a.post('/api/paid', { config: { access: 'user', feature: 'lab_uploads' } }, async () => ({}));
      a.get('/about', async () => 'page');
    });
    expect(app.routeAccess).toEqual([
      { method: 'GET', url: '/api/open', access: 'public', feature: undefined },
      { method: 'POST', url: '/api/paid', access: 'user', feature: 'lab_uploads' },
    ]);
  });
});

describe('declarations at start-up', () => {
  it('stops the app on a route under /api without one, naming it', async () => {
    await expect(
      appWith((a) => {
        a.get('/api/forgotten', async () => ({}));
        a.get('/about', async () => 'pages need none');
      }),
    ).rejects.toThrow(/GET \/api\/forgotten/);
  });

  it('refuses an unknown access value and a feature on a public route', async () => {
    await expect(
      appWith((a) =>
        a.get('/api/x', { config: { access: 'everyone' as 'public' } }, async () => 1),
      ),
    ).rejects.toThrow(/GET \/api\/x: config.access must be one of public, user, admin/);
    await expect(
      appWith((a) =>
        a.get('/api/x', { config: { access: 'public', feature: 'lab_uploads' } }, async () => 1),
      ),
    ).rejects.toThrow(/GET \/api\/x: a route that needs a plan feature/);
  });
});

describe('requireActor', () => {
  it('is the actor, and a programming error on a route that has none', async () => {
    const { app } = await appWith((a) =>
      a.get('/api/wrong', { config: { access: 'public' } }, async (request) => ({
        id: requireActor(request).id,
      })),
    );
    expect((await app.inject({ url: '/api/wrong', headers: signedIn })).json()).toEqual({
      id: 'u-ann',
    });
    expect((await app.inject({ url: '/api/wrong' })).statusCode).toBe(500);
  });
});
