/**
 * The copy says what is built, in the browser: the Free plan card includes data export and
 * deletion and product checks (not 'Coming soon'), the landing FAQ says export and deletion work
 * now, /features calls nothing built coming soon; and the chat gives a free user an interaction's
 * severity and advice but not its mechanism, as the checker does, while a paid user gets it.
 */
import { expect, test } from './fixtures';
import { dismissOverlays, watchConsole } from './helpers';

test('/pricing and the landing FAQ call nothing built coming soon', async ({ page }) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/pricing');
  const free = page.getByRole('article', { name: 'Free Wellness' });
  const included = free.getByRole('list', { name: 'Free Wellness includes' });
  await expect(included).toContainText('Self-service data export and account deletion');
  await expect(included).toContainText('Product, label and claim checks');
  const soon = free.getByRole('list', { name: 'Coming soon to Free Wellness' });
  await expect(soon).not.toContainText(/export|deletion|fact-check/i);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/');
  const faq = page.getByText(/Only you\. We never sell your data/);
  await expect(faq).toContainText('delete your account yourself');
  await expect(faq).not.toContainText('coming soon');

  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/later update/i);
  expect(errors).toEqual([]);
});

test('the chat keeps the mechanism for the plan the checker keeps it for', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  await dismissOverlays(page);
  await signUp({ prefix: 'mechfree' });
  const ask = async () => {
    const response = await page.request.post('/api/chat', {
      headers: { origin },
      data: { message: 'Can I take Advil with Coumadin?', conversationHistory: [] },
    });
    expect(response.status()).toBe(200);
    return (await response.json()).message as string;
  };
  const check = async () => {
    const response = await page.request.post('/api/interactions/check', {
      headers: { origin },
      data: { items: ['Advil', 'Coumadin'] },
    });
    expect(response.status()).toBe(200);
    return (await response.json()).interactions[0] as {
      mechanism: string | null;
      management: string;
    };
  };

  // Free: the checker hides the mechanism, and so does the chat in the panel.
  expect((await check()).mechanism).toBeNull();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open AI chat assistant' }).first().click();
  const panel = page.getByRole('dialog', { name: 'AI wellness chat' });
  const input = panel.getByRole('textbox', { name: 'Message the AI wellness assistant' });
  await input.fill('Can I take Advil with Coumadin?');
  await input.press('Enter');
  await expect(panel.getByText(/Major interaction/).first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/What to do:/).first()).toBeVisible();
  await expect(panel.getByText(/Why:/)).toHaveCount(0);
  await expect(panel.getByText(/the mechanism/).first()).toBeVisible();

  // Paid: both show it, the same sentence.
  await page.context().clearCookies();
  await signUp({ prefix: 'mechpaid', paid: true });
  const paid = await check();
  expect(paid.mechanism).toMatch(/\S/);
  expect(await ask()).toContain(`Why: ${paid.mechanism}`);
});
