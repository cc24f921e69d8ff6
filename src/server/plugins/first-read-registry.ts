/**
 * The first reads the app's GET routes declare where they are registered (`readRoute`,
 * `memberRoutes(app).read`, ADR 130): each records under its path, as the route declares it
 * (`/api/meal-plans/:id`), the read that answers a signed-in page's first request as the route
 * answers it. The site's first answers look a path up here before the site's own table
 * (first-answers.ts). The registry belongs to the app instance (`app.firstReads`, decorated before
 * any module registers, as `app.routeAccess` is), so two apps in one process never share one.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Actor } from './actor';

/** One read: who asks, the path's `:name`s and its query, and the page's request (audit, log). */
export interface ReadVisit {
  actor: Actor;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The page request's id and user agent, which a read of audited data (lab reports) records. */
  audit: { id: string; headers: { 'user-agent'?: string | undefined } };
  log: FastifyBaseLogger;
}

/** A route's body for the visit, as JSON text; a throw is an answer other than 200. */
export type RouteRead = (visit: ReadVisit) => Promise<string>;

export interface FirstReadRegistry {
  /** Records the read of the GET route at `path`; a second one for it is a programming error. */
  add: (path: string, read: RouteRead) => void;
  get: (path: string) => RouteRead | undefined;
  /** Every path with a read, in the order the routes were registered. */
  paths: () => Iterable<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads GET routes declared where they were registered, by path (ADR 130). */
    firstReads: FirstReadRegistry;
  }
}

function createFirstReadRegistry(): FirstReadRegistry {
  const reads = new Map<string, RouteRead>();
  return {
    add(path, read) {
      if (reads.has(path)) throw new Error(`GET ${path}: its first read is declared twice`);
      reads.set(path, read);
    },
    get: (path) => reads.get(path),
    paths: () => reads.keys(),
  };
}

/** Gives the app its own registry; before any route that declares a read is registered. */
export function registerFirstReadRegistry(app: FastifyInstance): void {
  app.decorate('firstReads', createFirstReadRegistry());
}
