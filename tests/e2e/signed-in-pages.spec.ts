import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  dismissOverlays,
  signInThroughForm,
  uniqueEmail,
  watchConsole,
} from './helpers';

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

for (const width of [1280, 375]) {
  test(`signed-in pages pass axe and fit ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = watchConsole(page);
    const email = uniqueEmail(`axe${width}`);
    await createVerifiedAccount(page.request, email);
    await dismissOverlays(page);
    await signInThroughForm(page, email);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
  });
}

test('a visitor sees the labelled demo dashboard', async ({ page }) => {
  await dismissOverlays(page);
  await page.goto('/dashboard?demo=true');
  await expect(page.getByText(/sample data/i).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
});
