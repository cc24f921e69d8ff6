import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { lazyContractSchemas } from './scripts/vite/lazy-contract-schemas';

const root = import.meta.dirname;

/**
 * Which server tests use the database. The rule: a test file is a database test when it imports,
 * directly or through any file it imports (a test kit, tests/setup/billing.ts, ...),
 * tests/setup/test-app.ts or tests/setup/test-database.ts, the only ways a test gets a database.
 * Database tests run in 'api' (one database per file, cloned from a template) and run again on
 * PostgreSQL in CI; every other server test runs once, in 'unit'. There is nothing to register:
 * import the helper and the file moves. A database test that ends up elsewhere fails loudly (no
 * template database outside 'api').
 */
const DATABASE_HELPERS = new Set(
  ['tests/setup/test-app.ts', 'tests/setup/test-database.ts'].map((file) => resolve(root, file)),
);
// OCR accuracy (tesseract.js, Chromium-rendered images) is slow and touches no database: once.
const OCR_TESTS = /\.ocr\.test\.ts$/;

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const importsOf = new Map<string, string[]>();

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('#server/')
      ? resolve(root, 'src/server', specifier.slice('#server/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

function fileImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    found = [...source.matchAll(IMPORT_SPECIFIER)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((path): path is string => path !== undefined);
    importsOf.set(file, found);
  }
  return found;
}

function usesDatabase(testFile: string): boolean {
  const seen = new Set<string>();
  const queue = [testFile];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (DATABASE_HELPERS.has(file)) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...fileImports(file));
  }
  return false;
}

const serverTests = readdirSync(resolve(root, 'src/server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !OCR_TESTS.test(file))
  .map((file) => relative(root, resolve(root, 'src/server', file)));
const databaseTests = serverTests.filter((file) => usesDatabase(resolve(root, file)));
const pureServerTests = serverTests.filter((file) => !databaseTests.includes(file));

/**
 * The database tests about the embedded database itself: the database layer's own tests
 * (src/server/db: data-directory lock, concurrent starts, change feed, row-level security) and any
 * file that names PGlite. When a PostgreSQL server is there too, only these run on PGlite and every
 * database test runs on PostgreSQL, the engine production uses (ADR 068): PGlite is the same
 * PostgreSQL compiled to WebAssembly, so the rest would run the same SQL twice, and the browser
 * tests run the whole app on PGlite anyway.
 */
const embeddedDatabaseTests = databaseTests.filter(
  (file) => file.startsWith('src/server/db/') || /pglite/i.test(readFileSync(file, 'utf8')),
);

/**
 * Vitest runs projects in name order, which would leave the one long OCR file for last, alone on
 * one core while the other idles. Start it first; the rest keep Vitest's order (slowest first).
 */
class OcrFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isOcr = (file: TestSpecification) => file.project.name === 'ocr';
    return [...sorted.filter(isOcr), ...sorted.filter((file) => !isOcr(file))];
  }
}

const postgresUrl = process.env.API_POSTGRES_URL;

/** The tests that need no database: pure rules, scripts and server code. */
const unitTests = ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', ...pureServerTests];
/**
 * `npm test` (VITEST_FOLD_UNIT=1) runs the 'unit' files inside the project that runs every
 * database test ('api-postgres' with a PostgreSQL server, 'api' without), not as a project of
 * their own: a worker then loads and transforms the server's modules and the knowledge index once
 * for both instead of once per project, 30 s of a 326 s run and a ninth of its CPU (ADR 136).
 * Each file still runs once. `vitest run --project unit` keeps the project for a quick run
 * without a database.
 */
const foldUnit = process.env.VITEST_FOLD_UNIT === '1';

// Four projects: pure rules and pure server code (node), database tests (node), OCR accuracy
// (node), components (jsdom); a fifth, 'api-postgres', when `npm test` has a PostgreSQL server.
// 'unit', 'api' and 'client' do not isolate modules: a worker runs file after file in one process,
// which halves their time. Between files Vitest restores spies and tests/setup/client.ts resets
// timers, stubbed globals and browser state; keep module state out of tests.
export default defineConfig({
  // The component tests run the contracts as the browser build does: schemas built on first use
  // (ADR 137). Server-side transforms are left alone by the plugin.
  plugins: [react(), lazyContractSchemas()],
  resolve: { alias: [{ find: /^#client\//, replacement: `${root}/src/client/` }] },
  test: {
    // The machines that run the suite have 2 cores; one worker per core measured fastest.
    maxWorkers: 2,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), keyed by the
    // file's content and the Vite environment's config, not by the project: 'api-postgres' and
    // 'ocr' read the server modules 'api' transformed in the same run instead of transforming
    // them again on the main process (ADR 171 addendum), and a second local run transforms only what
    // changed. `npm ci` empties node_modules, so CI starts from nothing.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: OcrFirstSequencer },
    projects: [
      ...(foldUnit
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'unit',
                environment: 'node' as const,
                include: unitTests,
                isolate: false,
                // Some pure tests walk the whole knowledge base (every substance name, FDA's
                // inventory): a second or two alone, past Vitest's 5 s default when CI shares
                // the machine.
                testTimeout: 15_000,
              },
            },
          ]),
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: postgresUrl
            ? embeddedDatabaseTests
            : [...databaseTests, ...(foldUnit ? unitTests : [])],
          // The template is built in the background (ADR 110); a file waits for it before its tests.
          globalSetup: ['tests/setup/database-template.ts'],
          setupFiles: ['tests/setup/database-ready.ts'],
          // The app's module graph, the template's dump and the knowledge index are loaded once per
          // worker rather than once per file; each file still gets its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Every database test on PostgreSQL, in the same run as the rest, when `npm test` found a
      // server (scripts/test.mjs sets API_POSTGRES_URL); 'api' then keeps only the embedded
      // database's own tests. `TEST_DATABASE_URL=... vitest run --project api` still runs the
      // api project itself on PostgreSQL.
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                environment: 'node' as const,
                include: [...databaseTests, ...(foldUnit ? unitTests : [])],
                globalSetup: ['tests/setup/database-template.ts'],
                setupFiles: ['tests/setup/database-ready.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'ocr',
          environment: 'node',
          include: ['src/server/**/*.ocr.test.ts'],
          // These files read their pictures concurrently through a pool of two OCR workers, so a
          // test's clock includes its wait for a worker: a photo that reads in 27 s alone on a
          // 2-core machine passed 30 s under CI's load (stop 81). Accuracy is what they judge;
          // speed is the benchmark's, and a stuck worker is caught by the pool's own OCR timeout.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
          isolate: false,
          // axe over a whole page in jsdom takes 1-3 s alone and more beside a busy database run
          // (/account once passed 15 s beside the OCR corpus and the PostgreSQL files).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
