import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#server/plugins/actor';
import { keyByAccount, perMinuteByCaller } from './caller-limits';

/** A request as a route limit sees it: after the actor gate, with or without a caller. */
const requestOf = (actor: Pick<Actor, 'id'> | null, ip = '203.0.113.9'): FastifyRequest =>
  ({ actor, ip }) as Pick<FastifyRequest, 'ip'> as FastifyRequest;

describe('caller limits', () => {
  it('gives members their limit and visitors theirs, a minute each', async () => {
    const limit = perMinuteByCaller({ signedIn: 240, visitor: 60 });
    expect(limit.timeWindow).toBe('1 minute');
    expect(await limit.max(requestOf({ id: 'u1' }))).toBe(240);
    expect(await limit.max(requestOf(null))).toBe(60);
  });

  it('counts a member by account from any address, a visitor by address', () => {
    const key = keyByAccount('community-edit');
    expect(key(requestOf({ id: 'u1' }, '198.51.100.1'))).toBe('community-edit:u1');
    expect(key(requestOf({ id: 'u1' }, '198.51.100.2'))).toBe('community-edit:u1');
    expect(key(requestOf(null, '198.51.100.1'))).toBe('198.51.100.1');
  });
});
