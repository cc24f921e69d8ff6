import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the built app on its own port and a fresh embedded database.
// E2E_PORT lets two people (or helpers) run journeys side by side, each on its own data dir.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: PORT === 3100 ? 'test-results/e2e' : `test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // A first start on a fresh data dir applies migrations and loads the knowledge base.
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: PORT === 3100 ? '.data-e2e' : `.data-e2e-${PORT}`,
      APP_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '5000',
    },
  },
});
