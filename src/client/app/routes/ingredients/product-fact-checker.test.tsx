import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INGREDIENT_MESSAGES } from '#shared/contracts/ingredients.contract';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import { OFF_PRODUCT } from '#client/features/ingredients/test-fixtures';
import { fakeFetch, type FakeRoute } from '../../../../../tests/setup/fake-fetch';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import ProductFactCheckerPage from './product-fact-checker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOT_FOUND = {
  status: 404,
  body: { code: 'PRODUCT_NOT_FOUND', message: INGREDIENT_MESSAGES.productNotFound },
};

function renderPage(auth: TestAuth, lookup: FakeRoute, status: SubscriptionStatus = FREE_STATUS) {
  const api = fakeFetch({
    'GET /api/products/:barcode': lookup,
    'POST /api/products': {
      status: 201,
      body: {
        ...OFF_PRODUCT,
        source: 'local',
        licence: null,
        status: 'pending',
        barcode: '4006381333931',
        name: 'Oat bar',
      },
    },
    'GET /api/subscription': { body: status },
  });
  renderInProviders(
    <ProductFactCheckerPage />,
    createTestQueryClient(auth),
    '/product-fact-checker',
  );
  return { api, user: userEvent.setup() };
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText('Barcode number'), code);
  await user.click(screen.getByRole('button', { name: 'Check this product' }));
}

describe('/product-fact-checker', () => {
  it('hints at the format without asking the server, and shows its check-digit refusal', async () => {
    const { api, user } = renderPage('signed-out', {
      status: 400,
      body: { code: 'INVALID_BARCODE', message: INGREDIENT_MESSAGES.invalidBarcode },
    });
    await lookUp(user, '12ab');
    expect(screen.getByRole('alert')).toHaveTextContent('A barcode is digits only.');
    expect(api.callsTo('GET /api/products/:barcode')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Barcode number'));
    await lookUp(user, '4006381333932');
    expect(await screen.findByRole('alert')).toHaveTextContent(INGREDIENT_MESSAGES.invalidBarcode);
    expect(api.calls.map((call) => call.path)).toContain('/api/products/4006381333932');
  });

  it('shows a product from Open Food Facts with its licence and its analysis', async () => {
    const { user } = renderPage('signed-out', { body: OFF_PRODUCT });
    await lookUp(user, '3017620422003');
    expect(await screen.findByRole('heading', { name: 'Hazelnut spread' })).toBeInTheDocument();
    expect(screen.getByText(/From Open Food Facts \(ODbL\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is in it' })).toBeInTheDocument();
  });

  it('offers a paid user the analyzer with the barcode when a product is unknown', async () => {
    const { user } = renderPage('signed-in', NOT_FOUND, PAID_STATUS);
    await screen.findByRole('button', { name: 'Scan with the camera' });
    await lookUp(user, '4006381333931');
    expect(await screen.findByText(INGREDIENT_MESSAGES.productNotFound)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Paste or photograph the ingredient list' }),
    ).toHaveAttribute('href', '/ingredient-analyzer?barcode=4006381333931');
  });

  it('lets a paid user add an unknown product, and offers them the camera', async () => {
    const { api, user } = renderPage('signed-in', NOT_FOUND, PAID_STATUS);
    expect(await screen.findByRole('button', { name: 'Scan with the camera' })).toBeInTheDocument();
    await lookUp(user, '4006381333931');
    await screen.findByRole('heading', { name: 'Add this product' });
    await user.type(screen.getByLabelText('Product name'), 'Oat bar');
    await user.type(screen.getByLabelText('Ingredient list'), 'Oats, honey');
    await user.click(screen.getByRole('button', { name: 'Add the product and check it' }));
    await waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
    expect(api.callsTo('POST /api/products')[0]?.body).toEqual({
      barcode: '4006381333931',
      name: 'Oat bar',
      ingredients_text: 'Oats, honey',
      kind: 'food',
    });
    expect(await screen.findByText(/only you see it until we review it/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in when the lookup needs an account', async () => {
    const { user } = renderPage('signed-out', {
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'Authentication required' },
    });
    expect(
      screen.getByText(/Looking products up by barcode is part of Wellness Pro/),
    ).toBeInTheDocument();
    await lookUp(user, '4006381333931');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in to look products up: it is part of Wellness Pro.',
    );
    expect(screen.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
  });

  it('shows a free member the upgrade prompt instead of the lookup, and never asks the server', async () => {
    const { api } = renderPage('signed-in', { body: OFF_PRODUCT });
    expect(
      await screen.findByRole('heading', { name: /Barcode scanning needs Wellness Pro/ }),
    ).toBeInTheDocument();
    // The page agrees with the server's gate (403 PLAN_REQUIRED): no form, no camera, no lookup.
    expect(screen.queryByLabelText('Barcode number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check this product' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ingredient analyzer' })).toHaveAttribute(
      'href',
      '/ingredient-analyzer',
    );
    expect(api.callsTo('GET /api/products/:barcode')).toHaveLength(0);
  });

  it('shows the upgrade prompt if the server refuses a lookup for the plan', async () => {
    const { user } = renderPage('signed-out', {
      status: 403,
      body: {
        code: 'PLAN_REQUIRED',
        message: 'Barcode scanning needs Wellness Pro.',
        feature: 'barcode_scan',
        requiredPlan: 'wellness_plus',
      },
    });
    await lookUp(user, '4006381333931');
    expect(
      await screen.findByRole('heading', { name: /Barcode scanning needs Wellness Pro/ }),
    ).toBeInTheDocument();
  });
});
