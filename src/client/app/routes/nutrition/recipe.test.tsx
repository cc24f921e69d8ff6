import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeResponse } from '#shared/contracts/nutrition.contract';
import { APPLE_PEANUT_BUTTER, NUT_FREE_FINDING } from '#client/features/nutrition/test-fixtures';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import RecipePage from './recipe';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(recipe: RecipeResponse) {
  fakeFetch({ 'GET /api/recipes/:id': { body: recipe } });
  renderInProviders(
    <Routes>
      <Route path="/recipes/:id" element={<RecipePage />} />
    </Routes>,
    createTestQueryClient('signed-in'),
    '/recipes/apple-peanut-butter',
  );
}

describe('/recipes/:id', () => {
  it("shows the recipe's for_you finding from the API", async () => {
    renderPage({ ...APPLE_PEANUT_BUTTER, for_you: [NUT_FREE_FINDING] });
    expect(
      await screen.findByRole('heading', { level: 1, name: APPLE_PEANUT_BUTTER.name }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Not for you' })).toHaveTextContent(
      'Contains peanuts: not nut-free (your restriction \u201cNut-free\u201d).',
    );
  });

  it('shows no personal callout when the API sends no findings', async () => {
    renderPage({ ...APPLE_PEANUT_BUTTER, for_you: [] });
    await screen.findByRole('heading', { level: 1, name: APPLE_PEANUT_BUTTER.name });
    expect(screen.queryByRole('region', { name: 'Not for you' })).toBeNull();
    expect(screen.queryByText(/not nut-free/)).toBeNull();
  });
});
