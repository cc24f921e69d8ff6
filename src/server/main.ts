/** Starts Wellnest: parse config, open the database (migrating it), listen, and stop cleanly. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';

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
  const { app, database } = built;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const storage =
    database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  app.log.info(`Wellnest is running at ${config.appUrl} (database: ${storage})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
