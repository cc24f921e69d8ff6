/**
 * ARCHITECTURE.md's 'Adding a feature' walk-through, in the browser: a feature written by
 * `scripts/new-feature.ts` into a copy of the repository is built as `npm run build` builds the app
 * (but for precompressing), served by the copy's own server, and its page passes what
 * routes-smoke.spec.ts asks of every route: it answers 200 and renders its heading, with no
 * console error, no crash screen, no serious axe finding, nothing wider than a phone's 375 px and
 * no link that does not answer 200; signed in, it comes with its first answer in the HTML (nothing
 * asked after it) and shows an entry added through its API; signed out, it sends the visitor to
 * sign in. The type check, the lint and the API's answers are feature-walkthrough.test.ts's.
 *
 * The copy lives in the system's temp folder with the repository's node_modules linked, so
 * nothing else that runs sees the feature; it is removed when the worker ends. The copy and its
 * build take about 20 s of a worker, so `npm test` runs this spec on one commit in three (ADR
 * 169's rotation) and `npm run test:full` always.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateFeature } from '../../scripts/new-feature';
import { ROOT, dataRoot, startServer, templateDir } from './app-server';
import { expect, test as base } from './fixtures';
import { dismissOverlays, seriousAxeFindings, watchConsole } from './helpers';
import { rotatingPart } from '../setup/rotating-sample';

const FEATURE = 'tea-journal';
const TITLE = 'Tea Journal';
/** What `npm run build` reads: the sources, the build's scripts and configs, the migrations. */
const COPIED = [
  'src',
  'scripts',
  'public',
  'drizzle',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  '.prettierrc.json',
];

const BUILD_STEPS = [
  ['npx', 'vite', 'build'],
  ['npx', 'tsx', 'scripts/prerender.ts'],
  ['node', 'scripts/build-server.mjs'],
];

/** This file's worker serves the copy's build instead of the repository's. */
const test = base.extend<object, { server: { url: string } }>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern; empty means none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const copy = mkdtempSync(join(tmpdir(), 'wellnest-generated-feature-'));
      try {
        for (const entry of COPIED)
          cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
        symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
        await generateFeature(copy, FEATURE);
        // `npm run build`'s steps but the precompression (a third of its time; the server sends
        // the uncompressed files when there are no .br ones).
        for (const step of BUILD_STEPS) {
          const run = spawnSync(step[0]!, step.slice(1), { cwd: copy, encoding: 'utf8' });
          expect(run.status, `${step.join(' ')} in the copy:\n${run.stdout}\n${run.stderr}`).toBe(
            0,
          );
        }
        const server = await startServer(
          join(dataRoot(), `generated-feature-${workerInfo.workerIndex}`),
          { copyFrom: templateDir(), cwd: copy },
        );
        await provide({ url: server.url });
        await server.stop();
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

const { items: runs } = rotatingPart('generated-feature', [true], 3);

test.describe('a feature written by scripts/new-feature.ts', () => {
  test.skip(runs.length === 0, 'run on one commit in three by npm test; npm run test:full always');

  test('its page passes the route smoke checks, with its first answer and its entries', async ({
    page,
    signUp,
    origin,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 900 });
    const errors = watchConsole(page);
    await dismissOverlays(page);
    await signUp({ prefix: 'generated' });
    const added = await page.request.post(`/api/${FEATURE}`, {
      headers: { origin },
      data: { text: 'Sencha after lunch' },
    });
    expect(added.status(), await added.text()).toBe(201);

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/${FEATURE}`) asked.push(request.url());
    });
    const response = await page.goto(`/${FEATURE}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Sencha after lunch')).toBeVisible();
    await expect(page.getByText('1 entry')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^(Page Error|Something went wrong)$/ }),
    ).toHaveCount(0);
    // Its first answer came with the HTML: the page asked the API nothing for it.
    expect(asked).toEqual([]);

    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // Every same-origin link answers 200 for this member (the app answers 404 for a path it lacks).
    const hrefs = await page.$$eval('a[href^="/"]', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    const paths = [
      ...new Set(hrefs.filter((h) => !h.startsWith('//')).map((h) => h.split('#')[0]!)),
    ];
    expect(paths.length).toBeGreaterThan(0);
    expect((await page.request.get('/no-such-page')).status()).toBe(404);
    for (const path of paths)
      expect((await page.request.get(path)).status(), `${path} on /${FEATURE}`).toBe(200);
    expect(errors).toEqual([]);

    // Signed out, the page sends a visitor to sign in, as every signed-in page does.
    await page.context().clearCookies();
    await page.goto(`/${FEATURE}`);
    await expect(page).toHaveURL(/\/login$/);
  });
});
