import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INGREDIENT_MESSAGES,
  MAX_LABEL_TEXT,
  type AnalyzeResponse,
} from '#shared/contracts/ingredients.contract';
import { PERSONAL_ANALYSIS, VISITOR_ANALYSIS } from '#client/features/ingredients/test-fixtures';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import { fakeFetch, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import IngredientAnalyzerPage from './ingredient-analyzer';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The browser's OCR (tesseract.js in WebAssembly) does not run in jsdom: the photo reader is faked.
const readLabelPhoto = vi.hoisted(() => vi.fn<(image: Blob) => Promise<string>>());
vi.mock('#client/features/ingredients/lib/read-label-photo', () => ({ readLabelPhoto }));

const LABEL = 'Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid';

function renderPage(
  auth: TestAuth,
  {
    analysis = VISITOR_ANALYSIS,
    status = FREE_STATUS,
    answer,
    path = '/ingredient-analyzer',
  }: {
    analysis?: AnalyzeResponse;
    status?: SubscriptionStatus;
    answer?: FakeAnswer;
    path?: string;
  } = {},
) {
  const api = fakeFetch({
    'POST /api/ingredients/analyze': answer ?? { body: analysis },
    'GET /api/subscription': { body: status },
    'GET /api/avoid-list': { body: { items: [{ name: 'palm oil', id: null }] } },
    'PUT /api/avoid-list': (call) => ({ body: call.body }),
  });
  renderInProviders(<IngredientAnalyzerPage />, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

describe('/ingredient-analyzer', () => {
  it('counts characters live, sends the label and its kind, and marks unknown ingredients not assessed for a visitor', async () => {
    const { api, user } = renderPage('signed-out');
    const field = screen.getByLabelText('Ingredient list, as printed on the label');
    await user.type(field, 'Water, E102');
    expect(screen.getByText('11 of 5,000 characters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind of product'), 'supplement');
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByRole('heading', { name: 'What is in it' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/ingredients/analyze').map((call) => call.body)).toEqual([
      { text: 'Water, E102', kind: 'supplement' },
    ]);
    // E102's caution leads, with EFSA's evaluation and its source link.
    const care = screen.getByRole('region', { name: 'Take care' });
    expect(care).toHaveTextContent('Caution: E102');
    expect(within(care).getByRole('link', { name: /Tartrazine \(E 102\)/ })).toHaveAttribute(
      'href',
      'https://www.efsa.europa.eu/en/efsajournal/pub/1331',
    );
    // The unknown one is listed, never dropped, and never called safe.
    // One count everywhere: the summary, the list's heading and its items agree.
    expect(screen.getByRole('heading', { name: 'Every ingredient (3)' })).toBeInTheDocument();
    expect(
      screen.getByText(/3 ingredients: 0 to avoid, 1 to take care with, 1 not assessed\./),
    ).toBeInTheDocument();
    expect(screen.getByText("Not assessed — we don't know this ingredient")).toBeInTheDocument();
    expect(screen.getByText(/Sign in to add personal checks/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your avoid-list' })).not.toBeInTheDocument();
  });

  it("leads with this person's avoid box, then caution, before the full list", async () => {
    const { user } = renderPage('signed-in', { analysis: PERSONAL_ANALYSIS });
    await user.type(screen.getByLabelText('Ingredient list, as printed on the label'), LABEL);
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    const avoid = await screen.findByRole('region', { name: 'Avoid' });
    expect(avoid).toHaveTextContent('Avoid: peanut oil — You listed a peanut allergy.');
    expect(avoid).toHaveTextContent('Why for you: Your allergy');
    const care = screen.getByRole('region', { name: 'Take care' });
    expect(care).toHaveTextContent('Caution: vitamin K1 — You take Warfarin');
    expect(within(care).getByRole('link', { name: /warfarin/i })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Avoid')).toBeLessThan(headings.indexOf('Take care'));
    expect(headings.indexOf('Take care')).toBeLessThan(headings.indexOf('Every ingredient (3)'));
    expect(screen.queryByText(/Sign in to add personal checks/)).not.toBeInTheDocument();
    // A cabinet name we could not match is said to be unchecked, with the closest names offered.
    expect(screen.getByText('Not checked against this label').parentElement).toHaveTextContent(
      "We don't know “Sortisone” from your medicine cabinet, so it was not checked. Did you mean Cortisone?",
    );
  });

  it('refuses an empty or overlong label with the contract messages, sending nothing', async () => {
    const { api, user } = renderPage('signed-out');
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INGREDIENT_MESSAGES.emptyText);
    fireEvent.change(screen.getByLabelText('Ingredient list, as printed on the label'), {
      target: { value: 'a'.repeat(MAX_LABEL_TEXT + 1) },
    });
    expect(screen.getByText('5,001 of 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INGREDIENT_MESSAGES.textTooLong);
    expect(api.callsTo('POST /api/ingredients/analyze')).toHaveLength(0);
  });

  it("shows the server's daily-limit message on 429", async () => {
    const limit = INGREDIENT_MESSAGES.limitReached(10);
    const { user } = renderPage('signed-in', {
      answer: { status: 429, body: { code: 'CHECK_LIMIT_REACHED', message: limit } },
    });
    await user.type(screen.getByLabelText('Ingredient list, as printed on the label'), 'sugar');
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /unlimited checks/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('shows a free user their avoid-list read-only with the upgrade prompt, which never sells the free analysis', async () => {
    const { user } = renderPage('signed-in', { analysis: PERSONAL_ANALYSIS });
    expect(await screen.findByRole('heading', { name: 'Your avoid-list' })).toBeInTheDocument();
    expect(await screen.findByText('palm oil')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Editing your avoid-list needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Ingredient to avoid')).not.toBeInTheDocument();
    // Under a working result, no note says ingredient analysis or safety needs a paid plan.
    await user.type(screen.getByLabelText('Ingredient list, as printed on the label'), LABEL);
    await user.click(screen.getByRole('button', { name: 'Analyse ingredients' }));
    await screen.findAllByText(/not assessed|avoid|care/i);
    const notes = screen
      .queryAllByRole('heading', { name: /needs Wellness Pro/ })
      .map((heading) => heading.textContent);
    expect(notes).toEqual(['Editing your avoid-list needs Wellness Pro']);
  });

  it('lets a paid user add to and save their avoid-list', async () => {
    const { api, user } = renderPage('signed-in', { status: PAID_STATUS });
    const field = await screen.findByLabelText('Ingredient to avoid');
    await user.type(field, 'Aspartame');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save my avoid-list' }));
    await waitFor(() => expect(api.callsTo('PUT /api/avoid-list')).toHaveLength(1));
    expect(api.callsTo('PUT /api/avoid-list')[0]?.body).toEqual({
      items: [{ name: 'palm oil' }, { name: 'Aspartame' }],
    });
  });

  it('fills the list from a photographed label, read on the device', async () => {
    readLabelPhoto.mockResolvedValueOnce('INGREDIENTS: Water, E102');
    const { api, user } = renderPage('signed-out');
    const photo = new File(['png'], 'label.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photograph the label'), photo);
    await waitFor(() =>
      expect(screen.getByLabelText('Ingredient list, as printed on the label')).toHaveValue(
        'INGREDIENTS: Water, E102',
      ),
    );
    expect(readLabelPhoto.mock.calls[0]?.[0]).toBe(photo);
    expect(api.calls).toHaveLength(0);
    readLabelPhoto.mockRejectedValueOnce(new Error('This page cannot run the text reader.'));
    await user.upload(screen.getByLabelText('Photograph the label'), photo);
    expect(
      await screen.findByText(
        'Reading photos is not available in this browser. Type the list instead.',
      ),
    ).toBeInTheDocument();
  });

  it('remembers the barcode it came from', async () => {
    renderPage('signed-out', { path: '/ingredient-safety?barcode=4006381333931' });
    expect(
      await screen.findByText(/Checking the product with barcode 4006381333931/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product checker' })).toHaveAttribute(
      'href',
      '/product-fact-checker?barcode=4006381333931',
    );
  });
});
