import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { registerFirstReadRegistry } from '#server/plugins/first-read-registry';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import type { ChatModelProvider } from '#server/lib/chat-model';
import { weeklyInsightRoutes } from './ai-insights.routes';
import type { WeeklyInsightDeps } from './weekly-insight';
import type { WeeklyFacts } from '#shared/contracts/ai-insights.contract';
import { testActor } from '../../../../tests/setup/actor';

const NOW = new Date('2026-03-08T12:00:00.000Z');
const FACTS: WeeklyFacts = {
  profile_completeness: 40,
  onboarding_completed: true,
  profile_missing: ['allergies'],
  active_medicines: 0,
  safety: null,
  pending_actions: 0,
  chats_this_week: 2,
  health_goals: [],
  logged: {
    days_with_data: 0,
    mood_checkins: 0,
    mood_average: null,
    sleep_nights: 0,
    sleep_average: null,
    symptoms: [],
  },
};

/**
 * Stands in for the actor gate on this bare app: whoever sends `x-test-user` is the actor; anyone
 * else gets the gate's 401 body before the handler runs.
 */
async function gate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = request.headers['x-test-user'];
  if (typeof id !== 'string') {
    await reply.status(401).send(UNAUTHORIZED_BODY);
    return;
  }
  request.actor = testActor(id);
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function buildApp(overrides: Partial<WeeklyInsightDeps> = {}) {
  const loadedFor: string[] = [];
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', gate);
  // The route is also a page's first read, recorded in the app's registry as buildApp's is.
  registerFirstReadRegistry(app);
  await app.register(
    weeklyInsightRoutes({
      load: (actor) => {
        loadedFor.push(actor.id);
        return Promise.resolve(FACTS);
      },
      model: 'none',
      now: () => NOW,
      log: pino({ level: 'silent' }),
      ...overrides,
    }),
  );
  return { app, loadedFor };
}

describe('GET /api/ai-insights/weekly', () => {
  it('answers 401 and reads nothing without a session', async () => {
    const { app, loadedFor } = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/api/ai-insights/weekly' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED_BODY);
    expect(loadedFor).toEqual([]);
  });

  it("answers the deterministic summary of the signed-in user's facts", async () => {
    const { app, loadedFor } = await buildApp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/ai-insights/weekly',
      headers: { 'x-test-user': 'user-7' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(loadedFor).toEqual(['user-7']);
    expect(body).toMatchObject({
      generated_at: NOW.toISOString(),
      provider: 'deterministic',
      headline: 'Your week: your profile is 40% complete',
      facts: FACTS,
      sources: [],
    });
    // The summary's sections include what the user actually logged this week.
    expect(body.sections).toHaveLength(5);
    expect(body.sections.map((section: { title: string }) => section.title)).toContain(
      'What you logged',
    );
  });

  it("names the model's provider when a model wrote it", async () => {
    const model: ChatModelProvider = {
      name: 'anthropic',
      generate: () => Promise.resolve('Steady week\n## This week\nTwo chats.'),
      stream: () => {
        throw new Error('not used');
      },
    };
    const { app } = await buildApp({ model });
    const response = await app.inject({
      method: 'GET',
      url: '/api/ai-insights/weekly',
      headers: { 'x-test-user': 'user-7' },
    });
    expect(response.json()).toMatchObject({
      provider: 'anthropic',
      headline: 'Steady week',
      sections: [{ title: 'This week', body: 'Two chats.' }],
    });
  });
});
