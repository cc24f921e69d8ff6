/** An actor for service and unit tests: the caller the actor gate would hand a route (ADR 062). */
import type { Actor } from '#server/plugins/actor';

export function testActor(id: string, overrides: Partial<Omit<Actor, 'id'>> = {}): Actor {
  return {
    id,
    email: `${id}@example.com`,
    name: id,
    emailVerified: true,
    admin: false,
    plan: 0,
    edition: 'health',
    sessionId: `session-${id}`,
    ...overrides,
  };
}
