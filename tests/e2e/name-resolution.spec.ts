import { expect, test } from './fixtures';
import { dismissOverlays, expectAccessible, waitForHydration, watchConsole } from './helpers';

test('the checker shows a name it cannot match as unresolved with "did you mean", and a street name as its substance', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await page.goto('/interaction-analyzer');
  await page.waitForLoadState('networkidle'); // typed before hydration would be lost
  const input = page.getByRole('combobox').first();
  // A near name is offered as a question in the autocomplete, never as the name typed.
  await input.fill('Sortisone');
  await expect(page.getByRole('option', { name: /Did you mean Cortisone\?/ })).toBeVisible();
  for (const name of ['Sortisone', 'Cialis', 'poppers']) {
    await input.fill(name);
    await input.press('Enter'); // adds the name as typed: no option is highlighted
  }
  await page.getByRole('button', { name: 'Check interactions' }).click();
  const unknown = page.getByRole('region', { name: 'Names we could not check' });
  await expect(unknown.getByText("We don't know “Sortisone” yet.")).toBeVisible();
  await expect(
    unknown.getByRole('button', { name: 'Use Cortisone instead of Sortisone' }),
  ).toBeVisible();
  // "poppers" is amyl nitrite, never the food it is spelled like: with Cialis, a major interaction.
  const pair = page
    .getByRole('article')
    .filter({ hasText: 'Cialis' })
    .filter({ hasText: 'poppers' });
  await expect(pair.getByText('Major', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the cabinet keeps an unmatched name unresolved and renames it only when the person picks a suggestion', async ({
  page,
  signUp,
}) => {
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'unresolved' });
  await page.goto('/safety/cabinet');
  const name = page.getByLabel('Medicine name (required)');
  await name.fill('Sortisone');
  await page.getByRole('button', { name: 'Add medicine' }).click();
  const item = page.getByRole('article').filter({ hasText: 'Sortisone' });
  await expect(item.getByText(/Not in our knowledge base yet/)).toBeVisible();
  await expect(item.getByText('Did you mean:')).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Use Cortisone instead of Sortisone' }).click();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Cortisone' })
      .getByText(/In our knowledge base/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a cabinet name we cannot match is named as unchecked, with "did you mean", by the label analyzer, the chat and the meal planner', async ({
  page,
  signUp,
  origin,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  await signUp({ prefix: 'unresolved-tools' });
  // The meal planner needs a body to compute an energy target from.
  const profile = await page.request.patch('/api/profile', {
    headers: { origin },
    data: {
      personal_info: {
        age: 40,
        gender: 'female',
        height: 165,
        heightUnit: 'cm',
        weight: 62,
        weightUnit: 'kg',
      },
      lifestyle_data: { activityLevel: 'moderately-active' },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const added = await page.request.post('/api/medications', {
    headers: { origin },
    data: { name: 'Sortisone', frequency: 'Once daily' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/ingredient-analyzer');
  const label = page.getByLabel('Ingredient list, as printed on the label');
  await waitForHydration(label);
  await label.fill('Water, sugar, citric acid');
  await page.getByRole('button', { name: 'Analyse ingredients' }).click();
  await expect(
    page.getByText(/We don't know “Sortisone” from your medicine cabinet.*Did you mean Cortisone/),
  ).toBeVisible();

  await page.goto('/meal-planning');
  await page.getByLabel('Days').fill('1');
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your meal plan' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText(
      /could not find “Sortisone” in our interaction database \(did you mean Cortisone/,
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Open AI chat assistant' }).first().click();
  const panel = page.getByRole('dialog', { name: 'AI wellness chat' });
  const input = panel.getByRole('textbox', { name: 'Message the AI wellness assistant' });
  await input.fill('Tell me about my medicines');
  await input.press('Enter');
  await expect(panel.getByText(/Sortisone \(did you mean Cortisone/).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
});
