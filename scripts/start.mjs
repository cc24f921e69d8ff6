// `npm start`: build the client when it is missing or older than its sources, then run the server.
// No keys and no network needed: PGlite under ./.data and the dev outbox are the defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const manifest = join(root, 'dist/client/routes.json');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function needsBuild() {
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  const sources = ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts']
    .map((p) => join(root, p))
    .filter(existsSync);
  return sources.some((source) => newestMtime(source) > builtAt);
}

if (needsBuild()) {
  console.log('Building the web client (first start, or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
