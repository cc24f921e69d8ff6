/**
 * The shape of an access fixture for the IDOR (404) and no-session (401) matrix
 * (src/server/security/access-matrix.test.ts). Each feature module keeps its own fixtures in this
 * folder, so adding a module never means editing the matrix.
 */
import type { FastifyInstance } from 'fastify';

export interface Created {
  /** The route URL with the owner's id(s) filled in. */
  url: string;
  /** A string that identifies the owner's resource in the owner's view (its id, usually). */
  id: string;
  /** What the owner sees of the resource; it must be the same after the intruder's attempts. */
  ownerView: string;
}

export interface Fixture {
  create: () => Promise<Created>;
  /** The intruder's own list on the same resource, which must not show the owner's id. */
  list: string;
  /** The body the intruder sends on PUT/PATCH/POST (valid, so that only ownership can refuse it). */
  payload?: Record<string, unknown>;
}

export interface AccessContext {
  app: FastifyInstance;
  /** A paid, verified user who owns the resources. */
  owner: { cookie: string; id: string };
}

export interface ModuleAccess {
  fixtures: (context: AccessContext) => Record<string, Fixture>;
  /** 'METHOD /url' of routes anyone may call without a session. */
  publicRoutes: string[];
  /** Route parameters that are not owned ids, and why. */
  notOwnedParams: Record<string, string>;
}
