// `npm test`: typecheck and lint, format, import cycles, dead code and the app's build (at the same
// time), unit + API + OCR + component tests in one Vitest run (the API tests on PGlite and, when one
// is reachable, on PostgreSQL), then browser journeys in headless Chromium. Prints each step's
// time, ends with one 'N passed, N failed' line summing every runner and the wall time of the
// whole run.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { loadavg } from 'node:os';
import { runHeldBack, yieldCores } from './run-held-back.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, printed last so the tail of a CI log says what failed. */
const failedTests = [];
const startedAt = Date.now();
// Which part of each rotating sample this run reads (tests/setup/rotating-sample.ts, ADR 169): the
// commit under test, set once here so every runner and worker reads the same parts; TEST_FULL=1
// (`npm run test:full`) reads them all.
process.env.TEST_SAMPLE_KEY ||= commitOrDay();
console.log(
  process.env.TEST_FULL === '1'
    ? 'Every part of every rotating sample (TEST_FULL=1).'
    : `Rotating samples: the parts of key ${process.env.TEST_SAMPLE_KEY} (TEST_FULL=1 reads all; TEST_SAMPLE_KEY=<key> repeats a run's).`,
);

function commitOrDay() {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : new Date().toISOString().slice(0, 10);
}
/**
 * A step's time and the machine's load average as it ends: a step several times slower than usual
 * on a load well above the core count shared the machine with other work.
 */
const seconds = (since) =>
  `${((Date.now() - since) / 1000).toFixed(1)} s (load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')})`;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/**
 * Runs independent steps at the same time. Typecheck-and-lint and Prettier each use one core, so on a
 * 2-core machine two at once take about half the wall time. Each step's output is held back and
 * printed whole when it ends, so the log reads as if they had run one after another. Resolves to
 * each step's success by label.
 */
async function runConcurrently(steps) {
  console.log(`\n▶ ${steps.map((step) => step.label).join(', ')} (at the same time)`);
  const results = await Promise.all(
    steps.map(async ({ label, command, args, yields = false }) => {
      const started = Date.now();
      // A step that yields runs at a lower priority (its processes inherit it), so the longest
      // step keeps a whole core while the others share the second one (ADR 110).
      const { code, text } = await runHeldBack(command, args, {
        env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
        yields,
      });
      console.log(`\n── ${label}${text ? `\n${text}` : ''}`);
      console.log(`◀ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
      if (code !== 0) failures.push(label);
      return code === 0;
    }),
  );
  return Object.fromEntries(steps.map(({ label }, index) => [label, results[index]]));
}

/**
 * Prepares the browser tests' template data directory in the background (tests/e2e/prepare-template.ts)
 * and resolves when it is done, whatever the outcome: on failure the marker is missing and
 * Playwright's global setup prepares the template itself, reporting any error there. Its output
 * goes to a file, not a pipe: the Vitest run (spawnSync) holds this process's event loop, so a
 * pipe would not be read until it ends, and a full one would stall the preparation.
 */
async function prepareE2eTemplate() {
  const logFile = join(reports, 'e2e-template.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(bin('tsx'), ['tests/e2e/prepare-template.ts'], {
    cwd: root,
    env: { ...process.env, E2E_DATA_ROOT: e2eData },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  yieldCores(child);
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', resolve);
  });
  const text = readFileSync(logFile, 'utf8').trim();
  console.log(
    `\n(browser tests' template, made beside the Vitest run: ${code === 0 ? text : `not prepared\n${text}`})`,
  );
}

function addVitest(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(`${label}: ${file.name.replace(root, '')} › ${test.fullName}`);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failedTests.push(`Playwright: ${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
}

function canReach(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const vitest = (project, out) => [
  'vitest',
  'run',
  ...project.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

// The caches live in node_modules/.cache, which `npm ci` deletes, so CI always checks everything.
// Locally a second run rechecks only what changed: tsc follows dependencies between files and
// Prettier compares each file's content. The lint lints every file each run
// (scripts/typecheck-and-lint.mjs: TypeScript 7's tsc, oxlint's type-aware rules and ESLint,
// ADR 136).
const bin = (name) => join(root, 'node_modules', '.bin', name);
const prettierCache = 'node_modules/.cache/prettier/.prettier-cache';

// The browser tests run on the first of these that exists (see playwright.config.ts).
const chromiumPaths = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const e2eSkipped = process.env.SKIP_E2E === '1';
const hasChromium = chromiumPaths.some((path) => existsSync(path));
const buildLabel = 'build';
// The build the browser tests need runs beside the static checks (ADR 110): they are each one or
// two cores' work for under a minute, and together keep both cores busy. The two longest chains,
// typecheck-and-lint (itself three tools at once) and Prettier (one core throughout), keep their
// priority; the shorter steps yield to them (a lower priority), so neither is left to run alone
// at the end (ADR 136). No check reads dist/ (Prettier, ESLint, oxlint and knip ignore it; tsc
// does not include it).
const staticResults = await runConcurrently([
  { label: 'typecheck and lint', command: 'node', args: ['scripts/typecheck-and-lint.mjs'] },
  {
    label: 'format',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level=warn', '--cache', '--cache-location', prettierCache],
  },
  {
    label: 'import cycles',
    command: 'node',
    args: ['scripts/check-import-cycles.mjs'],
    yields: true,
  },
  // Unused files, exports and packages, and source files only tests reach (knip.jsonc, ADR 060).
  { label: 'dead code', command: 'npm', args: ['run', '--silent', 'dead-code'], yields: true },
  ...(!e2eSkipped && hasChromium
    ? [{ label: buildLabel, command: 'npm', args: ['run', 'build'], yields: true }]
    : []),
]);

// This run's browser-test data directories (a prepared template and a copy per worker, see
// playwright.config.ts). The template is made now, beside the Vitest run, at a lower priority:
// about one core for 10-15 s that the browser tests would otherwise wait for at their start (ADR
// 110). Playwright's global setup reuses it when its marker is there and makes it otherwise.
const e2eData = join(root, '.data-e2e', `npm-test-${process.pid}`);
rmSync(e2eData, { recursive: true, force: true });
const e2eWillRun = !e2eSkipped && hasChromium && staticResults[buildLabel];
const templateReady = e2eWillRun ? prepareE2eTemplate() : Promise.resolve();

// The API tests run on PGlite or, when a PostgreSQL server answers, on it as a fifth project
// (api-postgres) of the same Vitest run, with only the embedded database's own tests left on PGlite
// (ADR 068). .ci/run exports TEST_DATABASE_URL; it is handed on as API_POSTGRES_URL and unset, so
// 'api' stays PGlite.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL) || (await canReach('127.0.0.1', 5432));
const vitestReport = join(reports, 'vitest.json');
run(
  withPostgres
    ? 'unit, API (PGlite and PostgreSQL), OCR and component tests'
    : 'unit, API (PGlite), OCR and component tests',
  'npx',
  vitest(['api', ...(withPostgres ? ['api-postgres'] : []), 'ocr', 'client'], vitestReport),
  // The 'unit' files run inside the project of every database test (vitest.config.ts, ADR 136).
  {
    TEST_DATABASE_URL: undefined,
    API_POSTGRES_URL: withPostgres ? pgUrl : undefined,
    VITEST_FOLD_UNIT: '1',
  },
);
addVitest(vitestReport, 'Vitest');
if (!withPostgres)
  console.log(
    '\n(no PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: API tests ran on PGlite only)',
  );

if (e2eSkipped) {
  console.log('\n(SKIP_E2E=1: browser tests skipped)');
} else if (!hasChromium) {
  console.log(
    '\nBrowser tests need Chromium. Install it with: sudo apt-get install -y chromium chromium-headless-shell (or run `bash .ci/run`, which does).',
  );
  failures.push('browser tests (Chromium missing)');
  totals.failed += 1;
} else if (!staticResults[buildLabel]) {
  console.log('\n(the build failed: browser tests skipped)');
} else {
  // The landing page's bundle budget, measured from the build just made; it prints
  // every public page's figures and fails the run when the landing page is over.
  if (!run('bundle budget', 'node', ['scripts/check-bundle-budget.mjs'])) totals.failed += 1;
  const e2eReport = join(reports, 'playwright.json');
  await templateReady;
  run('browser tests (Playwright, headless Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_DATA_ROOT: e2eData,
  });
  // Removed here too, in case Playwright stops before its own teardown.
  rmSync(e2eData, { recursive: true, force: true });
  addPlaywright(e2eReport);
}

if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
console.log(`Wall time: ${seconds(startedAt)}`);
process.exit(failures.length ? 1 : 0);
