import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Calm-River-42!';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The verification link sent to `email`, read from the development outbox. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
      link = messages.find((m) => m.to === email && m.subject.startsWith('Confirm'))?.links[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Creates a verified account through the API (fast path for tests that are not about sign-up). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  firstName = 'Robin',
): Promise<void> {
  // The request context does not expose its baseURL; the app's origin is the port playwright.config.ts uses.
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email,
      password: PASSWORD,
      first_name: firstName,
      last_name: 'Tester',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    },
  });
  expect(response.status()).toBe(200);
  const link = new URL(await verificationLink(request, email));
  const verified = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
}

export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** Stores cookie consent and hides the welcome popup so a test can look at the page itself. */
export async function dismissOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = new Date().toISOString();
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
        timestamp: now,
      }),
    );
    localStorage.setItem('cookie-consent-timestamp', now);
    localStorage.setItem('hideDisclaimerPopup', 'true');
  });
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** No serious or critical axe finding (WCAG 2.1 A and AA) on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Upgrades the signed-in user through the labelled demo checkout. */
export async function becomePaid(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/billing/checkout', {
    headers: { origin },
    data: {
      lookup_key: 'wellness_plus_monthly',
      success_url: '/subscription-success?pending=true',
      cancel_url: '/subscription-cancel',
    },
  });
  expect(response.status()).toBe(200);
  await page.goto((await response.json()).url as string);
  await page.getByRole('button', { name: 'Confirm demo subscription' }).click();
  await page.waitForURL('**/subscription-success?pending=true');
}
