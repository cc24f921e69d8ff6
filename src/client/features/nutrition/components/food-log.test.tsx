import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUTRITION_MESSAGES } from '#shared/contracts/nutrition.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { FDA_GRAPEFRUIT, FOOD_LOG } from '../test-fixtures';
import { FoodLog } from './food-log';

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
});
