/**
 * Who the database acts for (ADR 020): PostgreSQL's row-level security policies read
 * `app.user_id` and `app.system`, which the pool sets from here on every checkout.
 *
 * - A request starts as nobody (`none`) and becomes its user once the session reader finds one;
 *   then only that user's rows of a user-owned table are visible, whatever the query says.
 * - `system` is work that acts for no one user or before anyone is known: the auth library (it
 *   finds the user from the cookie or email), the billing webhook, and everything outside a request
 *   (start-up, the reminder scheduler's timer, scripts, test fixtures), which has no store at all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type DbActor = { kind: 'user'; userId: string } | { kind: 'system' } | { kind: 'none' };

/** Mutable so the session reader can name the user after the request's context was entered. */
export interface ActorStore {
  actor: DbActor;
}

const storage = new AsyncLocalStorage<ActorStore>();

export const SYSTEM_ACTOR: DbActor = { kind: 'system' };

/** The actor of the current async context; outside any (no request, no runAs*) it is the system. */
export function currentActor(): DbActor {
  return storage.getStore()?.actor ?? SYSTEM_ACTOR;
}

/** Runs `work` with this store; the store may change its actor while `work` runs. */
export function runWithActorStore<T>(store: ActorStore, work: () => T): T {
  return storage.run(store, work);
}

/** Runs `work` as the given user (a query in it sees only that user's rows). */
export function runAsUser<T>(userId: string, work: () => T): T {
  return storage.run({ actor: { kind: 'user', userId } }, work);
}

/** Runs `work` as the system: only for work that acts for no one user (say why where you call it). */
export function runAsSystem<T>(work: () => T): T {
  return storage.run({ actor: SYSTEM_ACTOR }, work);
}

/** The settings the policies read, as `set_config` values ('' means unset). */
export function actorSettings(actor: DbActor): { userId: string; system: string } {
  return {
    userId: actor.kind === 'user' ? actor.userId : '',
    system: actor.kind === 'system' ? 'on' : '',
  };
}
