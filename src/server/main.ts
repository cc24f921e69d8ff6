/**
 * Starts Wellnest: parse config, open the database (migrating it), listen, and stop cleanly (on
 * SIGTERM, /readyz says 503 for a few seconds before the server closes; ADR 046).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { DRAIN_GRACE_MS, drainThenClose } from './modules/health/drain';
import { collectGarbageWhenIdle } from './lib/idle-garbage';
import { collectStartupGarbage } from './lib/startup-garbage';

/** How long closing may take after the drain before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, database, readiness } = built;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // SIGTERM is the orchestrator's (a deploy, a scale-down): drain first so no request is cut.
    // SIGINT is someone at a terminal: stop now.
    const graceMs = signal === 'SIGTERM' ? DRAIN_GRACE_MS : 0;
    const force = setTimeout(() => process.exit(1), graceMs + CLOSE_TIMEOUT_MS);
    force.unref();
    await drainThenClose(app, readiness, graceMs);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Start-up's garbage (the knowledge files read and checked) is freed now, not after traffic.
  collectStartupGarbage();
  await app.listen({ port: config.PORT, host: config.HOST });
  // And the room a busy spell leaves, once the server has been idle a while.
  collectGarbageWhenIdle(app.server);
  const storage =
    database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Wellnest is running at ${config.appUrl} (database: ${storage})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
