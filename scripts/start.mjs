// `npm start`: run the built server, `node dist/server/main.js` (ADR 048).
//
// - Production (APP_ENV or NODE_ENV is production) never builds: a server must not compile on the
//   machine that serves, and a missing build is a deployment mistake, said plainly.
// - Elsewhere (a fresh clone, `npm ci && npm start`) the app is built first when there is no build
//   yet or its sources are newer than the build, so the README's two commands keep working with
//   no keys and no network: PGlite under ./.data and the dev outbox are the defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = join(root, 'dist/server/main.js');
/** Written last by each half of the build: the client's prerender and the server's bundle. */
const builtMarkers = [join(root, 'dist/client/routes.json'), serverEntry];
/** What the build reads: a change to any of these makes the build stale. */
const buildSources = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'package.json',
  'scripts/build-server.mjs',
  'scripts/prerender.ts',
];

const isProduction = process.env.APP_ENV === 'production' || process.env.NODE_ENV === 'production';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Why the app must be built before it starts, or undefined when the build is current. */
function buildReason() {
  if (!builtMarkers.every((marker) => existsSync(marker))) return 'no build yet';
  const builtAt = Math.min(...builtMarkers.map((marker) => statSync(marker).mtimeMs));
  const changed = buildSources
    .map((path) => join(root, path))
    .filter(existsSync)
    .some((source) => newestMtime(source) > builtAt);
  return changed ? 'sources changed since the last build' : undefined;
}

if (isProduction) {
  const missing = builtMarkers.filter((marker) => !existsSync(marker));
  if (missing.length) {
    console.error(
      `npm start in production runs the built app and never builds it, but ${missing
        .map((path) => path.slice(root.length))
        .join(
          ' and ',
        )} ${missing.length > 1 ? 'are' : 'is'} missing. Run \`npm run build\` where the dev dependencies are installed (the Dockerfile's build stage does), then start again.`,
    );
    process.exit(1);
  }
} else {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the app (${reason})...`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// No --enable-source-maps: with it Node parses and keeps the source map of every module it loads
// (the server bundle's 3.8 MB map with its sources, and those node_modules ship), about 17 MiB of
// an idle process's heap (ADR 102). Stack traces then name dist/server/main.js lines, which the
// unminified bundle keeps readable (same function names, the code as written); to see the
// TypeScript lines instead, start with NODE_OPTIONS=--enable-source-maps (passed on to the server).
//
// --v8-pool-size=1 when the database is the embedded one (no DATABASE_URL): V8's background
// threads compile PGlite's WebAssembly (and hot JavaScript) in large temporary zones, and glibc
// keeps each thread's freed memory in that thread's own arena for good: with Node's default of 4
// threads an idle process held about 100 MiB of malloc'd memory of which 35 was in use. One
// thread keeps one arena (ADR 126). The embedded database serves one machine's users; a server on
// PostgreSQL keeps V8's default.
//
// MALLOC_ARENA_MAX=2 there too, unless the environment sets it: glibc otherwise gives each thread
// that allocates (the V8 thread, libuv's pool, the main thread) an arena of its own and keeps
// what each frees there, so an idle server's memory outside V8's heap came out anywhere between
// 23 and 44 MiB from one start to the next; with two arenas it was 27-31 (ADR 126, second
// addendum).
const embedded = !process.env.DATABASE_URL;
const serverFlags = embedded ? ['--v8-pool-size=1'] : [];
const serverEnv = embedded ? { MALLOC_ARENA_MAX: '2', ...process.env } : process.env;
const server = spawn(process.execPath, [...serverFlags, serverEntry], {
  cwd: root,
  env: serverEnv,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
