import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createVerifiedAccount,
  dismissOverlays,
  seriousAxeFindings,
  signInThroughApi,
  uniqueEmail,
  waitForHydration,
  watchConsole,
} from './helpers';

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a free user upgrades through the demo checkout, then cancels in the demo portal', async ({
  page,
  signUp,
}) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'billing' });

  // Pricing: Free is the current plan; Wellness Pro starts checkout directly.
  await page.goto('/pricing');
  const freeCard = page.getByRole('article', { name: 'Free Wellness' });
  const proCard = page.getByRole('article', { name: 'Wellness Pro' });
  await expect(freeCard.getByText('Your current plan')).toBeVisible();
  const choose = proCard.getByRole('button', { name: 'Choose Wellness Pro monthly' });
  await waitForHydration(choose);
  await choose.click();

  // The labelled demo checkout.
  await page.waitForURL('**/billing/demo-checkout?session=*');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Demo checkout — no payment is taken',
  );
  await expect(page.getByText('$19/month')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm demo subscription' }).click();

  // Back on the app, which waits for the plan and then welcomes the subscriber.
  await page.waitForURL('**/subscription-success?pending=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Wellness Pro');
  await expectAccessible(page);

  // The paid badge in the header and the paid cards on /wellness.
  await expect(page.getByRole('link', { name: 'Your plan: Wellness Pro' }).first()).toBeVisible();
  await page.goto('/wellness');
  await expect(page.getByText('Urine Test Upload')).toBeVisible();
  await expect(page.getByText('Upgrade to Wellness Pro')).toHaveCount(0);

  await page.goto('/pricing');
  await expect(proCard.getByText('Your current plan')).toBeVisible();
  await expect(proCard.getByRole('button', { name: 'Manage subscription' })).toBeVisible();

  // The subscription page shows the paid plan and opens the portal.
  await page.goto('/subscription');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL('**/billing/demo-portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Demo customer portal — no payment is taken',
  );
  await expect(page.getByRole('heading', { name: 'Current plan: Wellness Pro' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();

  // Cancelled at once in demo mode: back to free.
  await page.waitForURL('**/subscription');
  await expect(page.getByText('Free plan, no subscription')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Wellness Pro monthly' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('cancelling the demo checkout charges nothing and keeps the free plan', async ({
  page,
  signUp,
}) => {
  await dismissOverlays(page);
  await signUp({ prefix: 'billing-cancel' });
  await page.goto('/pricing');
  const yearly = page.getByRole('radio', { name: /Yearly/ });
  await waitForHydration(yearly);
  await yearly.check({ force: true });
  await page
    .getByRole('article', { name: 'Wellness Pro' })
    .getByRole('button', { name: 'Choose Wellness Pro yearly' })
    .click();
  await page.waitForURL('**/billing/demo-checkout?session=*');
  await expect(page.getByText('$190/year')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL('**/subscription-cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Checkout cancelled — no charge was made',
  );
  await page.goto('/subscription');
  await expect(page.getByText('Free plan, no subscription')).toBeVisible();
});

test.describe('billing pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('pass axe, fit the width and have one h1', async ({ page, request, origin }) => {
    const errors = watchConsole(page);
    const email = uniqueEmail('billing-pages');
    await createVerifiedAccount(request, origin, email);
    await dismissOverlays(page);
    await page.goto('/pro-features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Wellness Pro adds');
    await expectAccessible(page);
    await page.goto('/upgrade/lab_uploads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Blood and urine test uploads needs Wellness Pro',
    );
    await expectAccessible(page);

    // The same visitor signs in (the form itself is account-journey.spec.ts's subject).
    await signInThroughApi(page.request, origin, email);
    for (const [path, heading] of [
      ['/pricing', 'Start free. Upgrade when it helps.'],
      ['/subscription', 'Your subscription'],
      ['/subscription-success', 'Your plan: Free Wellness'],
      ['/subscription-cancel', 'Checkout cancelled — no charge was made'],
      ['/subscription-setup', 'Start your subscription'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
  });
});
