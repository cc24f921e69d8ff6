import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUTRITION_MESSAGES } from '#shared/contracts/nutrition.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { APPLE_PEANUT_BUTTER, FDA_GRAPEFRUIT, FOOD_LOG, NUT_FREE_FINDING } from '../test-fixtures';
import { FoodLog, flaggedSummary } from './food-log';

const DATE = FOOD_LOG.date;

function renderLog() {
  const api = fakeFetch({
    [`GET /api/food-log/${DATE}`]: { body: FOOD_LOG },
    'GET /api/foods/search': {
      body: { results: [{ id: 'oats', name: 'Oats, rolled', category: 'Grains' }] },
    },
    'GET /api/recipes': { body: { recipes: [] } },
    [`PUT /api/food-log/${DATE}`]: { body: FOOD_LOG },
  });
  renderInProviders(<FoodLog date={DATE} />, createTestQueryClient('signed-in'));
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FoodLog', () => {
  it('flags a food that clashes with the cabinet, with its severity, the medicine and the source', async () => {
    renderLog();
    const warnings = await screen.findByRole('list', { name: 'Warnings for Grapefruit juice' });
    expect(within(warnings).getByText('Major')).toBeInTheDocument();
    expect(within(warnings).getByText('Grapefruit juice and Simvastatin')).toBeInTheDocument();
    expect(within(warnings).getByText(/Avoid grapefruit while you take it/)).toBeInTheDocument();
    expect(within(warnings).getByRole('link', { name: /FDA: Grapefruit Juice/ })).toHaveAttribute(
      'href',
      FDA_GRAPEFRUIT.url,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Grapefruit juice conflicts with a medicine in your cabinet.',
    );
    expect(
      screen.queryByRole('list', { name: 'Warnings for Red lentil soup' }),
    ).not.toBeInTheDocument();
  });

  it('shows the day against the targets in words', async () => {
    renderLog();
    expect(await screen.findByRole('meter', { name: 'Energy' })).toHaveAttribute(
      'aria-valuetext',
      '500 of 2,000 kcal, 25%',
    );
  });

  it("refuses 0 grams with the contract's message, then saves the day with the new food", async () => {
    const { api, user } = renderLog();
    await screen.findByText('Grapefruit juice');
    await user.type(screen.getByLabelText('Search foods and recipes'), 'oat');
    await user.click(await screen.findByRole('button', { name: /Oats, rolled/ }));
    const grams = screen.getByLabelText('Grams');
    await user.clear(grams);
    await user.type(grams, '0');
    await user.click(screen.getByRole('button', { name: 'Add to log' }));
    expect(screen.getByText(NUTRITION_MESSAGES.grams)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/food-log/${DATE}`)).toHaveLength(0);

    await user.clear(grams);
    await user.type(grams, '40');
    await user.selectOptions(screen.getByLabelText('Meal'), 'breakfast');
    await user.click(screen.getByRole('button', { name: 'Add to log' }));
    await vi.waitFor(() => expect(api.callsTo(`PUT /api/food-log/${DATE}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/food-log/${DATE}`)[0]?.body).toEqual({
      entries: [
        { food_id: 'grapefruit-juice', grams: 250, meal: 'breakfast' },
        { recipe_id: 'lentil-soup', servings: 1, meal: 'lunch' },
        { food_id: 'oats', grams: 40, meal: 'breakfast' },
      ],
    });
  });

  it("shows the API's message when a save is refused", async () => {
    const { api, user } = renderLog();
    await screen.findByText('Grapefruit juice');
    api.on({
      [`PUT /api/food-log/${DATE}`]: {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: NUTRITION_MESSAGES.food },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Red lentil soup' }));
    expect(await screen.findByText(NUTRITION_MESSAGES.food)).toBeInTheDocument();
  });

  it("marks a recipe in the search with what the person's rules find in it, in the API's words", async () => {
    const { api, user } = renderLog();
    const { ingredients: _i, steps: _s, sources: _src, ...summary } = APPLE_PEANUT_BUTTER;
    api.on({
      'GET /api/foods/search': { body: { results: [] } },
      'GET /api/recipes': {
        body: {
          recipes: [
            { ...summary, for_you: [NUT_FREE_FINDING] },
            { ...summary, id: 'apple-slices', name: 'Apple slices', for_you: [] },
          ],
        },
      },
    });
    await screen.findByText('Grapefruit juice');
    await user.type(screen.getByLabelText('Search foods and recipes'), 'apple');
    const marked = await screen.findByRole('button', { name: APPLE_PEANUT_BUTTER.name });
    expect(marked).toHaveAccessibleDescription(
      'Not for you: Contains peanuts: not nut-free (your restriction \u201cNut-free\u201d).',
    );
    const plain = screen.getByRole('button', { name: 'Apple slices' });
    expect(plain).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByText(/not nut-free/)).toHaveLength(1);
  });

  it("names the person's own rule in the alert, not a medicine, when a diet flags a food", () => {
    const entry = (name: string, reason: 'diet' | 'medicine' | undefined) => ({
      ...FOOD_LOG.entries[0]!,
      name,
      flags: [{ ...FOOD_LOG.entries[0]!.flags[0]!, reason }],
    });
    expect(flaggedSummary([entry('Almonds', 'diet')])).toBe('Almonds conflicts with your diet.');
    expect(flaggedSummary([entry('Grapefruit juice', undefined)])).toBe(
      'Grapefruit juice conflicts with a medicine in your cabinet.',
    );
    expect(flaggedSummary([entry('Almonds', 'diet'), entry('Grapefruit juice', 'medicine')])).toBe(
      '2 foods in this log conflict with your diet or medicines in your cabinet.',
    );
  });
});
