/**
 * `npm test` runs this in the background once the build is done, so the browser tests' template
 * data directory (migrations and the knowledge base on PGlite, about one core for 10-15 s) is made
 * while the Vitest run goes on rather than after it (ADR 110). global-setup.ts then finds the
 * marker and starts the workers at once; without it (a plain `npx playwright test`) it prepares
 * the template itself. E2E_DATA_ROOT is the run's directory, as for Playwright.
 */
import { prepareTemplate } from './app-server';

await prepareTemplate();
