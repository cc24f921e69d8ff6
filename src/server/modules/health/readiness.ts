/**
 * Whether this process should be sent traffic (GET /readyz, ADR 046): it has started (migrations
 * ran, the knowledge base is loaded, every module is registered) and is not draining. The database
 * ping is checked per request on top of this.
 */
export interface Readiness {
  /** Set by buildApp once the app is ready. */
  readonly started: boolean;
  /** Set on SIGTERM, before the server stops: the load balancer sees 503 and stops sending. */
  readonly draining: boolean;
  markStarted(): void;
  markDraining(): void;
}

export function createReadiness(): Readiness {
  let started = false;
  let draining = false;
  return {
    get started() {
      return started;
    },
    get draining() {
      return draining;
    },
    markStarted() {
      started = true;
    },
    markDraining() {
      draining = true;
    },
  };
}
