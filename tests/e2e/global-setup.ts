/**
 * Runs once before the workers: a first start on a fresh data directory applies the migrations and
 * loads the knowledge base (the slow part); each worker then starts on a copy of it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, dataRoot, startServer, templateDir } from './app-server';

export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'client', 'index.html'))) {
    throw new Error('The browser tests run against the built app: run `npm run build` first');
  }
  mkdirSync(dataRoot(), { recursive: true });
  const started = Date.now();
  const server = await startServer(templateDir());
  await server.stop();
  console.log(`e2e: prepared the template data directory in ${Date.now() - started} ms`);
}
