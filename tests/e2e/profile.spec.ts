import type { Page } from '@playwright/test';
import { expect, test, type SignUpOptions } from './fixtures';
import { dismissOverlays, watchConsole } from './helpers';

/** A new user (their profile starts empty) on the dashboard, where onboarding begins. */
async function newSignedInUser(
  page: Page,
  signUp: (options: SignUpOptions) => Promise<string>,
  prefix: string,
): Promise<void> {
  await dismissOverlays(page);
  await signUp({ prefix, firstName: 'Omar' });
  await page.goto('/dashboard');
}

async function profileFromApi(page: Page) {
  return (await (await page.request.get('/api/profile')).json()).profile;
}

test('a new user onboards, leaves halfway, resumes after a reload and finishes with a complete profile', async ({
  page,
  signUp,
}) => {
  const errors = watchConsole(page);
  await newSignedInUser(page, signUp, 'onboard');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  await page.getByLabel('Age').fill('42');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await page.getByRole('checkbox', { name: /No conditions/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await expect
    .poll(async () => (await profileFromApi(page)).onboarding_progress.lastCompletedStep)
    .toBe(1);

  // Leave and come back: the flow resumes at the step after the last completed one.
  await page.reload();
  await expect(page.getByText('Continue your setup - Step 3 of 7')).toBeVisible();
  const saved = await profileFromApi(page);
  expect(saved.personal_info).toMatchObject({ age: 42, gender: 'female' });
  expect(saved.medical_history.noConditions).toBe(true);

  await page.getByRole('checkbox', { name: 'No symptoms' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: "I don't take any medications" }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Diet type').selectOption('vegetarian');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'I have reviewed my medications' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Better sleep' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Welcome! Your profile is now complete')).toBeVisible();

  const done = await profileFromApi(page);
  expect(done.onboarding_completed).toBe(true);
  expect(done.completed_at).toBeTruthy();
  // age 8 + gender 8 + diet type 8 = 24 (COMPLETENESS_POINTS in profile-scores.ts).
  expect(done.data_completeness_score).toBe(24);

  await page.goto('/wellness');
  await expect(page.getByText('Profile Complete')).toBeVisible();
  await expect(page.getByText(/6\/6 steps/)).toBeVisible();
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test('a save made while the API is unreachable is backed up, and Retry Now recovers it', async ({
  page,
  signUp,
}) => {
  await newSignedInUser(page, signUp, 'offline');
  await expect(page.getByText('Step 1 of 7')).toBeVisible();

  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByLabel('Age').fill('37');
  await expect(page.getByText('Failed to save data')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Your progress has been backed up and will be retried'),
  ).toBeVisible();
  const backup = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('unified_onboarding_backup') ?? 'null'),
  );
  expect(JSON.stringify(backup)).toContain('37');
  expect((await profileFromApi(page)).personal_info.age).toBeUndefined();

  await page.unroute('**/api/profile');
  await page.getByRole('button', { name: 'Retry Now' }).click();
  await expect.poll(async () => (await profileFromApi(page)).personal_info.age).toBe(37);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('unified_onboarding_backup')))
    .toBeNull();
  await expect(page.getByLabel('Age')).toHaveValue('37');
});

test('the edit dialog changes a section and the completeness badge follows', async ({
  page,
  signUp,
  origin,
}) => {
  await newSignedInUser(page, signUp, 'editor');
  // Finish onboarding through the API so the dashboard shows the profile screens.
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 50, gender: 'male' },
      medical_history: { noConditions: true },
      symptoms: { noSymptoms: true, completed: true },
      medications: { none: true },
      dietary_info: { dietType: 'mediterranean' },
      onboarding_progress: { lastCompletedStep: 6, interactionsCompleted: true },
      health_goals: { primary: ['Reduce stress'] },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);

  await page.goto('/profile');
  await page
    .getByRole('button', { name: /Edit Health Profile/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Health Profile' });
  await expect(dialog.getByText('24% filled in')).toBeVisible(); // age 8 + gender 8 + diet type 8
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  await dialog.getByRole('button', { name: /^Lifestyle/ }).click();
  await dialog.getByLabel('Exercise frequency').selectOption('3-4-times');
  await expect(dialog.getByText('Unsaved Changes', { exact: true })).toBeVisible();
  await expect(dialog.getByText('32% filled in')).toBeVisible(); // + exercise frequency 8
  await save.click();
  await expect(dialog.getByText('All changes saved')).toBeVisible();
  await expect.poll(async () => (await profileFromApi(page)).data_completeness_score).toBe(32);
  expect((await profileFromApi(page)).lifestyle_data.exerciseFrequency).toBe('3-4-times');
});

test("a member with a condition says 'No known allergies' on its own and the profile shows it, at 375 px", async ({
  page,
  signUp,
  origin,
}) => {
  const errors = watchConsole(page);
  await newSignedInUser(page, signUp, 'nka');
  const done = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: { age: 61, gender: 'female' },
      medical_history: { currentConditions: ['Asthma'] },
      symptoms: { noSymptoms: true, completed: true },
      medications: { none: true },
      dietary_info: { dietType: 'vegetarian' },
      onboarding_progress: { lastCompletedStep: 6, interactionsCompleted: true },
      health_goals: { primary: ['Reduce stress'] },
      onboarding_completed: true,
    },
  });
  expect(done.status()).toBe(200);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/profile');
  await page
    .getByRole('button', { name: /Edit Health Profile/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Health Profile' });
  await expect(dialog.getByText('37% filled in')).toBeVisible(); // 8 + 8 + 8 + conditions 13
  await dialog.getByRole('button', { name: /^Medical History/ }).click();
  const noAllergies = dialog.getByRole('checkbox', { name: /No known allergies/ });
  await noAllergies.check();
  await expect(dialog.getByRole('checkbox', { name: /No conditions/ })).not.toBeChecked();
  // The spec's allergies row counts listed allergies only (ADR 093): the score stays.
  await expect(dialog.getByText('37% filled in')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('no-known-allergies-375.png') });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('All changes saved')).toBeVisible();
  const saved = await profileFromApi(page);
  expect(saved.medical_history).toMatchObject({
    currentConditions: ['Asthma'],
    noKnownAllergies: true,
  });
  expect(saved.data_completeness_score).toBe(37);
  await page.keyboard.press('Escape');
  const medical = page
    .getByRole('heading', { name: 'Medical History' })
    .locator('xpath=ancestor::li[1]');
  await expect(medical.getByText('No known allergies')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({
    path: test.info().outputPath('profile-overview-375.png'),
    fullPage: true,
  });
  expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
