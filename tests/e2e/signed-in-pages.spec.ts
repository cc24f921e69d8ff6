import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings } from './helpers';

// Every signed-in page passes axe, fits 375 px and 1280 px and logs no errors in
// routes-smoke.spec.ts (the paid user at 375 px, the free user at 1280 px).

test('a visitor sees the labelled demo dashboard', async ({ page }) => {
  await dismissOverlays(page);
  await page.goto('/dashboard?demo=true');
  await expect(page.getByText(/sample data/i).first()).toBeVisible();
  expect(await seriousAxeFindings(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
});
