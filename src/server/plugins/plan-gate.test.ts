import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from './session';
import { createPlanGate } from './plan-gate';

/** A reply that records what the hook sent. */
function fakeReply() {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    async send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

const session = {
  user: { id: 'u1', email: 'a@b.co', name: 'A', emailVerified: true },
  session: { id: 's1' },
} satisfies SessionInfo;

function gate(
  options: { signedIn?: boolean; paid?: boolean | 'error'; edition?: 'health' | 'wellness' } = {},
) {
  const reads: string[] = [];
  const { requirePlan, canUse, editionOf } = createPlanGate({
    sessions: { read: async () => (options.signedIn === false ? null : session) },
    isPaid: async (userId) => {
      reads.push(userId);
      if (options.paid === 'error') return false; // the billing service answers free on errors
      return options.paid ?? false;
    },
    editionOverride: options.edition,
  });
  return { requirePlan, canUse, editionOf, reads };
}

const request = { hostname: 'localhost:3000' } as FastifyRequest;

describe('requirePlan (the server plan gate)', () => {
  it('answers 403 PLAN_REQUIRED with the required plan for a free user on a paid feature', async () => {
    const { requirePlan, reads } = gate({ paid: false });
    const { reply, sent } = fakeReply();
    await requirePlan('supplement_interactions')(request, reply);
    expect(sent).toEqual({
      status: 403,
      body: {
        code: 'PLAN_REQUIRED',
        message: 'Supplement interactions is part of Wellness Pro. Upgrade to use it.',
        requiredPlan: 'wellness_plus',
        feature: 'supplement_interactions',
      },
    });
    expect(reads).toEqual(['u1']);
  });

  it('lets a paid user through, and everyone through to free features', async () => {
    for (const [paid, feature] of [
      [true, 'supplement_interactions'],
      [false, 'habit_tracker'],
      [true, 'habit_tracker'],
    ] as const) {
      const { requirePlan } = gate({ paid });
      const { reply, sent } = fakeReply();
      await requirePlan(feature)(request, reply);
      expect(sent).toEqual({});
    }
  });

  it('fails closed when the subscription cannot be read', async () => {
    const { requirePlan } = gate({ paid: 'error' });
    const { reply, sent } = fakeReply();
    await requirePlan('lab_uploads')(request, reply);
    expect(sent.status).toBe(403);
  });

  it('answers 401 without a session and reads no plan', async () => {
    const { requirePlan, reads } = gate({ signedIn: false });
    const { reply, sent } = fakeReply();
    await requirePlan('lab_uploads')(request, reply);
    expect(sent).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'Authentication required' },
    });
    expect(reads).toEqual([]);
  });

  it('refuses features the Wellness edition lacks, even for paid users', async () => {
    const { requirePlan } = gate({ paid: true, edition: 'wellness' });
    const { reply, sent } = fakeReply();
    await requirePlan('lab_uploads')(request, reply);
    expect(sent).toMatchObject({
      status: 403,
      body: {
        code: 'FEATURE_NOT_IN_EDITION',
        requiredPlan: 'wellness_plus',
        feature: 'lab_uploads',
      },
    });
    const wellnessHost = gate({ paid: true });
    const other = fakeReply();
    await wellnessHost.requirePlan('lab_uploads')(
      { hostname: 'wellnest.app' } as FastifyRequest,
      other.reply,
    );
    expect(other.sent.status).toBe(403);
    const allowed = fakeReply();
    await gate({ paid: true, edition: 'wellness' }).requirePlan('supplement_interactions')(
      request,
      allowed.reply,
    );
    expect(allowed.sent).toEqual({});
  });
});

describe('canUse (the plan gate\u2019s rule inside a handler)', () => {
  it('asks plan and edition, so a paid plan lacks what its edition lacks', async () => {
    const { canUse, editionOf } = gate({ paid: true });
    expect(editionOf({ hostname: 'wellnest.app' } as FastifyRequest)).toBe('wellness');
    expect(editionOf(request)).toBe('health');
    expect(await canUse('u1', 'health', 'unlimited_queries')).toBe(true);
    expect(await canUse('u1', 'wellness', 'unlimited_queries')).toBe(false);
    expect(await canUse('u1', 'wellness', 'unlimited_product_checks')).toBe(false);
    expect(await canUse('u1', 'wellness', 'advanced_meal_planning')).toBe(true);
  });

  it('refuses a free plan a paid feature in either edition, and fails closed', async () => {
    const free = gate({ paid: false });
    expect(await free.canUse('u1', 'health', 'unlimited_queries')).toBe(false);
    expect(await free.canUse('u1', 'health', 'interaction_checks')).toBe(true);
    const broken = gate({ paid: 'error' });
    expect(await broken.canUse('u1', 'health', 'unlimited_product_checks')).toBe(false);
  });
});
