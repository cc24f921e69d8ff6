import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Browser journeys against the built app. Each worker starts its own server on a free port with its
// own copy of a data directory prepared once in global-setup.ts (tests/e2e/fixtures.ts); this run's
// directories live under E2E_DATA_ROOT, set here once so the workers inherit the same value.
process.env.E2E_DATA_ROOT ??= fileURLToPath(
  new URL(`.data-e2e/run-${process.pid}`, import.meta.url),
);
// Debian's chromium-headless-shell (the headless-only build Playwright itself runs by default) used
// about a quarter less CPU over the suite than the full browser, which is the fallback.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
// On a 2-core machine 3 workers beat 2 (a worker's browser often waits on its server); E2E_WORKERS
// overrides it.
const workers = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    // Recording a trace of every test cost about a fifth of the run's CPU; a failed test's retry
    // (CI retries once) records one. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
