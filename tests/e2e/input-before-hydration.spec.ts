/**
 * A member who taps and types on a page the server rendered for them (ADR 111) before React has
 * hydrated it, on a phone-speed CPU: every choice, every typed value and the tap that sends them
 * reach the app (ADR 116). The app's entry script is held until the test has acted, so "before
 * hydration" is certain, not a race.
 */
import type { Page, Route } from '@playwright/test';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/contracts/page-boot.contract';
import { expect, test } from './fixtures';
import { dismissOverlays, storeTimeZone, waitForHydration, watchConsole } from './helpers';

const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens `path` as the server rendered it, lets `act` run on it before hydration (the app's entry
 * script waits until then) on a CPU slowed down four times, as a mid-range phone's, then lets it
 * hydrate at full speed (the order is certain either way; a slow hydration only makes the test
 * slow).
 */
async function beforeHydration(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(APP_ENTRY, hold);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute(SERVER_RENDERED_ATTRIBUTE, /\d{4}-\d\d-\d\d/);
  await act();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  release();
  await waitForHydration(page.locator('main'));
  await page.unroute(APP_ENTRY, hold);
  await cdp.detach();
}

test('choices, typing and taps made before a rendered page hydrates all reach the app', async ({
  page,
  origin,
  signUp,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'early-input' });
  await storeTimeZone(page, origin);

  // Two choices, then Save: held as taps, only Save reached the app ("Pick how you feel").
  await beforeHydration(page, '/log', async () => {
    await page.locator('label').filter({ hasText: '2 Low' }).click();
    await page.locator('label').filter({ hasText: '4 Energised' }).click();
    await expect(page.getByRole('radio', { name: '2 Low' })).toBeChecked();
    // The big button shows the choice at once, before React could: styled from `:checked`.
    const border = (text: string) =>
      page
        .locator('label')
        .filter({ hasText: text })
        .evaluate((label) => getComputedStyle(label).borderTopColor);
    expect(await border('2 Low')).not.toBe(await border('3 Okay'));
    await page.getByRole('button', { name: 'Save check-in' }).click();
  });
  await expect(page.getByText('Check-in saved.')).toBeVisible();
  await expect(page.getByRole('radio', { name: '2 Low' })).toBeChecked();

  // A name, a radio, then Add habit: the radio the form ticks as it hydrates was replayed as a
  // tap and took the place of Add habit, which did nothing.
  await beforeHydration(page, '/habits', async () => {
    await expect(page.getByRole('radio', { name: 'Every day' })).toBeChecked();
    await page.getByLabel('Habit name (required)').fill('Drink a glass of water');
    await page.getByRole('radio', { name: 'Some days a week' }).click();
    await page.getByRole('button', { name: 'Add habit' }).click();
  });
  const habit = page.getByRole('article', { name: 'Drink a glass of water' });
  await expect(habit.getByText('3 times a week')).toBeVisible();
  await expect(page.getByLabel('Habit name (required)')).toHaveValue('');

  // The planner's default is in the HTML: the field no longer changes under the member's typing
  // as the page hydrates (it painted empty, then '3' was written in: '1' became '31').
  await beforeHydration(page, '/meal-planning', async () => {
    await expect(page.getByLabel('Days')).toHaveValue('3');
    await page.getByLabel('Days').fill('1');
  });
  await expect(page.locator('html')).not.toHaveClass(/booting/);
  await expect(page.getByLabel('Days')).toHaveValue('1');
  expect(errors).toEqual([]);
});
