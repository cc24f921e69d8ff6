import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, watchConsole } from './helpers';

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/wellness',
  '/profile',
  '/account',
  '/onboarding',
  '/health/journey-selector',
  '/subscription',
  '/pricing',
];

test.describe('as a signed-in user', () => {
  test.use({ account: 'free' });
  // At 375 px only: routes-smoke.spec.ts visits every route at 1280 px with the same checks (axe,
  // width, console errors) as a visitor, a free and a paid user.
  for (const width of [375]) {
    test(`signed-in pages pass axe and fit ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = watchConsole(page);
      await dismissOverlays(page);
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect((await seriousAxeFindings(page)).map((finding) => `${path} ${finding}`)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
    });
  }
});

test('a visitor sees the labelled demo dashboard', async ({ page }) => {
  await dismissOverlays(page);
  await page.goto('/dashboard?demo=true');
  await expect(page.getByText(/sample data/i).first()).toBeVisible();
  expect(await seriousAxeFindings(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
});
