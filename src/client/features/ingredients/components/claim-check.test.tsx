import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimCheckResponse, ClaimMatch } from '#shared/contracts/ingredients.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import { CLAIM_RESULT } from '../test-fixtures';
import { ClaimResults } from './claim-check';

const WARFARIN =
  'Ginkgo with Warfarin (major interaction): Ginkgo may add to the bleeding risk of warfarin. Avoid the combination unless your doctor agrees.';
const NUT_FREE = 'Contains tree nuts: not nut-free (your restriction \u201cNut-free\u201d).';

const GINKGO: ClaimMatch = {
  claim_id: 'ginkgo-improves-memory',
  claim: 'Ginkgo improves memory',
  verdict: 'not supported',
  grade: 'A',
  summary: 'Large trials found no effect of ginkgo on memory in healthy older adults.',
  sources: [{ title: 'NCCIH: Ginkgo', url: 'https://www.nccih.nih.gov/health/ginkgo' }],
};

function renderResults(result: ClaimCheckResponse, auth: TestAuth) {
  fakeFetch({});
  renderInProviders(<ClaimResults result={result} />, createTestQueryClient(auth), '/fact-check');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClaimResults, for the person', () => {
  it("says 'Not for you' under the verdict in the server's words, with the reason and source", () => {
    renderResults(
      {
        message: null,
        matches: [
          {
            ...GINKGO,
            personal: [
              {
                reason: 'medicine',
                level: 'avoid',
                text: WARFARIN,
                sources: [{ title: 'MedlinePlus: Warfarin', url: 'https://medlineplus.gov/' }],
              },
              { reason: 'diet', level: 'caution', text: NUT_FREE, sources: [] },
            ],
          },
        ],
      },
      'signed-in',
    );
    const card = screen.getByRole('article', { name: 'Ginkgo improves memory' });
    const forYou = within(card).getByRole('region', { name: 'Not for you' });
    expect(forYou).toHaveTextContent(WARFARIN);
    expect(forYou).toHaveTextContent('Why for you: Your medicines');
    expect(forYou).toHaveTextContent(NUT_FREE);
    expect(forYou).toHaveTextContent('Why for you: Your diet');
    expect(within(forYou).getByRole('link', { name: /MedlinePlus: Warfarin/ })).toHaveAttribute(
      'href',
      'https://medlineplus.gov/',
    );
    // The verdict still comes first: what the evidence says, then what it means for you.
    const verdict = within(card).getByText('Verdict: Not supported');
    expect(verdict.compareDocumentPosition(forYou) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("asks for care, not 'Not for you', when every point is a caution", () => {
    renderResults(
      {
        message: null,
        matches: [
          {
            ...GINKGO,
            personal: [
              { reason: 'pregnancy', level: 'caution', text: 'Pregnancy: Ginkgo: x.', sources: [] },
            ],
          },
        ],
      },
      'signed-in',
    );
    expect(screen.getByRole('region', { name: 'For you: take care' })).toHaveTextContent(
      'Why for you: Pregnancy',
    );
    expect(screen.queryByRole('region', { name: 'Not for you' })).not.toBeInTheDocument();
  });

  it('shows nothing personal when nothing applies, and a visitor how to get it', () => {
    const { unmount } = renderInProviders(
      <ClaimResults result={{ ...CLAIM_RESULT, matches: [{ ...GINKGO, personal: [] }] }} />,
      createTestQueryClient('signed-in'),
    );
    expect(screen.queryByRole('region', { name: /for you/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Why for you/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    unmount();
    renderResults(CLAIM_RESULT, 'signed-out');
    expect(screen.queryByRole('region', { name: /for you/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Ffact-check',
    );
    expect(screen.getByText(/to see what a claim means for you/)).toBeVisible();
  });
});
