import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INGREDIENT_MESSAGES } from '#shared/contracts/ingredients.contract';
import { CLAIM_RESULT } from '#client/features/ingredients/test-fixtures';
import { fakeFetch, type FakeRoute } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import FactCheckPage from './fact-check';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(answer: FakeRoute, auth: 'signed-in' | 'signed-out' = 'signed-out') {
  const api = fakeFetch({ 'POST /api/claims/check': answer });
  renderInProviders(<FactCheckPage />, createTestQueryClient(auth), '/fact-check');
  return { api, user: userEvent.setup() };
}

describe('/fact-check', () => {
  it('shows the verdict in words, the grade with its meaning, the summary and the sources', async () => {
    const { api, user } = renderPage({ body: CLAIM_RESULT });
    await user.type(screen.getByLabelText('Health claim'), '  vitamin C prevents colds ');
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    const card = await screen.findByRole('article', { name: 'Vitamin C prevents colds' });
    expect(api.callsTo('POST /api/claims/check')[0]?.body).toEqual({
      text: 'vitamin C prevents colds',
    });
    expect(within(card).getByText('Verdict: Not supported')).toBeInTheDocument();
    // The grade's sentence is written for the verdict: never 'agree it helps' beside 'Not supported'.
    expect(card).toHaveTextContent(
      'Evidence grade A: Systematic reviews of randomised trials agree it does not help.',
    );
    expect(card).not.toHaveTextContent('agree it helps');
    // The grade legend says how strong evidence is, not which way it points.
    expect(screen.getByText('Grade A').nextSibling).toHaveTextContent(
      'Strong: systematic reviews of randomised trials.',
    );
    expect(within(card).getByRole('link', { name: /Cochrane/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1002/14651858.CD000980.pub4',
    );
  });

  it('says honestly when there is no evidence summary, and refuses an empty claim', async () => {
    const { api, user } = renderPage({
      body: { matches: [], message: INGREDIENT_MESSAGES.noClaimMatch },
    });
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INGREDIENT_MESSAGES.emptyClaim);
    expect(api.callsTo('POST /api/claims/check')).toHaveLength(0);
    await user.type(screen.getByLabelText('Health claim'), 'moon water heals');
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    expect(await screen.findByText(INGREDIENT_MESSAGES.noClaimMatch)).toBeInTheDocument();
  });

  it("shows a signed-in reader what the claim means for them, in the server's words", async () => {
    const warfarin =
      'Ginkgo with Warfarin (major interaction): Ginkgo may add to the bleeding risk of warfarin.';
    const { user } = renderPage(
      {
        body: {
          ...CLAIM_RESULT,
          matches: CLAIM_RESULT.matches.map((match) => ({
            ...match,
            personal: [{ reason: 'medicine', level: 'avoid', text: warfarin, sources: [] }],
          })),
        },
      },
      'signed-in',
    );
    await user.type(screen.getByLabelText('Health claim'), 'vitamin C prevents colds');
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    const card = await screen.findByRole('article', { name: 'Vitamin C prevents colds' });
    const forYou = within(card).getByRole('region', { name: 'Not for you' });
    expect(forYou).toHaveTextContent(warfarin);
    expect(forYou).toHaveTextContent('Why for you: Your medicines');
  });

  it('shows nothing personal when the answer carries none', async () => {
    const { user } = renderPage({ body: CLAIM_RESULT }, 'signed-in');
    await user.type(screen.getByLabelText('Health claim'), 'vitamin C prevents colds');
    await user.click(screen.getByRole('button', { name: 'Check this claim' }));
    await screen.findByRole('article', { name: 'Vitamin C prevents colds' });
    expect(screen.queryByText(/Why for you/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /for you/i })).not.toBeInTheDocument();
  });
});
