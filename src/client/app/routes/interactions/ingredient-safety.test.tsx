import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { NO_INTERACTIONS_RESULT } from '#client/features/interactions/test-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import IngredientSafetyPage from './ingredient-safety';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(auth: TestAuth) {
  const api = fakeFetch((call) => {
    if (call.method === 'POST' && call.path === '/api/interactions/check')
      return { body: NO_INTERACTIONS_RESULT };
    if (call.path === '/api/medications')
      return {
        body: { medications: [{ name: 'Sertraline', frequency: 'Once daily', active: true }] },
      };
    return undefined;
  });
  renderInProviders(<IngredientSafetyPage />, createTestQueryClient(auth), '/ingredient-safety');
  return { api, user: userEvent.setup() };
}

describe('/ingredient-safety', () => {
  it('splits a pasted label into names, checks them and shows the honest no-interaction answer', async () => {
    const { api, user } = renderPage('signed-out');
    expect(screen.queryByLabelText(/active medicines in my cabinet/)).not.toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Ingredients, as printed on the label'),
      'Iron 18 mg (100% DV), Vitamin C 60 mg; Green tea extract',
    );
    await user.click(screen.getByRole('button', { name: 'Check these ingredients' }));
    expect(
      await screen.findByRole('heading', { name: 'No interactions found' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/interactions/check').map((call) => call.body)).toEqual([
      { items: ['Iron', 'Vitamin C', 'Green tea'] },
    ]);
    expect(
      screen.getByText('We found 3 ingredients. Correct the list below if needed.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/medications')).toHaveLength(0);
  });

  it('includes the active cabinet when a signed-in user asks for it', async () => {
    const { api, user } = renderPage('signed-in');
    await user.click(
      screen.getByLabelText('Also check against the active medicines in my cabinet'),
    );
    expect(await screen.findByText(/Included: Sertraline\./)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Ingredients, as printed on the label'),
      "St. John's wort 300 mg",
    );
    await user.click(screen.getByRole('button', { name: 'Check these ingredients' }));
    await waitFor(() => expect(api.callsTo('POST /api/interactions/check')).toHaveLength(1));
    expect(api.callsTo('POST /api/interactions/check')[0]?.body).toEqual({
      items: ["St. John's wort", 'Sertraline'],
    });
  });
});
