import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_RESULT,
  OFF_PRODUCT,
  PERSONAL_ANALYSIS,
} from '#client/features/ingredients/test-fixtures';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import FactCheckPage from './fact-check';
import IngredientAnalyzerPage from './ingredient-analyzer';
import ProductFactCheckerPage from './product-fact-checker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const violations = () => axeViolations();

function renderPage(page: ReactElement, path: string, auth: TestAuth, isPaid = false) {
  fakeFetch({
    'GET /api/subscription': { body: isPaid ? PAID_STATUS : FREE_STATUS },
    'GET /api/avoid-list': { body: { items: [{ name: 'palm oil', id: null }] } },
    'POST /api/ingredients/analyze': { body: PERSONAL_ANALYSIS },
    'GET /api/products/:barcode': { body: OFF_PRODUCT },
    'POST /api/claims/check': { body: CLAIM_RESULT },
  });
  renderInProviders(page, createTestQueryClient(auth), path);
  return userEvent.setup();
}

describe('label pages accessibility (axe)', () => {
  it('the analyzer with a personal analysis and the read-only avoid-list', async () => {
    const user = renderPage(<IngredientAnalyzerPage />, '/ingredient-analyzer', 'signed-in');
    await screen.findByText('palm oil');
    expect(await violations()).toEqual([]);
    await user.type(screen.getByLabelText('Ingredient list, as printed on the label'), 'x');
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    await screen.findByRole('region', { name: 'Avoid' });
    expect(await violations()).toEqual([]);
    // Two axe runs over a long page: slow on a loaded 2-core machine.
  }, 30_000);

  it('the analyzer for a paid user, with the avoid-list editor', async () => {
    renderPage(<IngredientAnalyzerPage />, '/ingredient-safety', 'signed-in', true);
    await screen.findByLabelText('Ingredient to avoid');
    expect(await violations()).toEqual([]);
  });

  it('the product checker with a product, for a paid user (camera button)', async () => {
    const user = renderPage(<ProductFactCheckerPage />, '/product-fact-checker', 'signed-in', true);
    await screen.findByRole('button', { name: 'Scan with the camera' });
    await user.type(screen.getByLabelText('Barcode number'), '3017620422003');
    await user.click(screen.getByRole('button', { name: 'Check this product' }));
    await screen.findByRole('heading', { name: 'Hazelnut spread' });
    expect(await violations()).toEqual([]);
  });

  it('the product checker for a free member (upgrade prompt)', async () => {
    renderPage(<ProductFactCheckerPage />, '/product-fact-checker', 'signed-in');
    await screen.findByRole('heading', { name: /Barcode scanning needs/ });
    expect(await violations()).toEqual([]);
  });

  it('the product checker for a visitor (the form, with what it needs)', async () => {
    renderPage(<ProductFactCheckerPage />, '/product-fact-checker', 'signed-out');
    await screen.findByLabelText('Barcode number');
    expect(await violations()).toEqual([]);
  });

  it('the fact-check with a verdict', async () => {
    const user = renderPage(<FactCheckPage />, '/fact-check', 'signed-out');
    await user.type(screen.getByLabelText('Health claim'), 'vitamin C prevents colds');
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    await screen.findByText('Verdict: Not supported');
    expect(await violations()).toEqual([]);
  });
});
