/**
 * The app as every server benchmark starts it: on `DATABASE_URL` when set, else in-memory PGlite,
 * with the limits that would refuse a benchmark's flood lifted, listening on a free local port.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';

export const BENCH_ORIGIN = 'http://localhost:3000';

const UNLIMITED = '100000000';

/** `settings` adds to or overrides the benchmark's environment (JOB_CONCURRENCY: '0', say). */
export async function startBenchApp(settings: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  url: string;
  database: Database;
  config: AppConfig;
}> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: 'memory://',
  });
  const config = loadConfig({
    APP_ENV: 'test',
    APP_URL: BENCH_ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_ADDRESS_PER_MINUTE: UNLIMITED,
    CHECK_VISITOR_RATE_PER_MINUTE: UNLIMITED,
    ...settings,
  });
  const { app } = await buildApp(config, { database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, database, config };
}
