import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  CHECK_RESULT,
  FULL_CHECK_RESULT,
  KNOWLEDGE_STATS,
} from '#client/features/interactions/test-fixtures';
import { PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import InteractionAnalyzerPage from './interaction-analyzer';
import SupplementInteractionsPage from './supplement-interactions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const violations = () => axeViolations();

function renderPage(page: ReactElement, path: string, auth: TestAuth, result = CHECK_RESULT) {
  fakeFetch((call) => {
    if (call.path === '/api/subscription') return { body: PAID_STATUS };
    if (call.path === '/api/substances/search')
      return {
        body: {
          results: [{ id: 'iron', name: 'Iron', kind: 'supplement', matched: 'Ferrous sulfate' }],
        },
      };
    if (call.path === '/api/interactions/stats') return { body: KNOWLEDGE_STATS };
    if (call.path === '/api/interactions/check') return { body: result };
    if (call.path === '/api/interactions/analyses')
      return {
        body: {
          analyses: [
            {
              id: 'a1',
              title: 'Evening',
              items: ['Iron'],
              major: 0,
              moderate: 1,
              minor: 0,
              created_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      };
    return undefined;
  });
  renderInProviders(page, createTestQueryClient(auth), path);
  return userEvent.setup();
}

describe('interaction pages accessibility (axe)', () => {
  it('the checker with its open suggestion list, then with results', async () => {
    const user = renderPage(<InteractionAnalyzerPage />, '/interaction-analyzer', 'signed-out');
    await user.type(screen.getByRole('combobox'), 'fe');
    await screen.findByRole('option', { name: /Ferrous sulfate → Iron/ });
    await user.keyboard('{ArrowDown}');
    expect(await violations()).toEqual([]);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    await screen.findByRole('heading', { name: 'Your results' });
    expect(await violations()).toEqual([]);
  });

  it('the paid workspace with full detail and saved analyses', async () => {
    const user = renderPage(
      <SupplementInteractionsPage />,
      '/supplement-interactions',
      'signed-in',
      FULL_CHECK_RESULT,
    );
    await screen.findByRole('heading', { name: 'Evening' });
    await user.type(screen.getByRole('combobox'), 'Iron{Enter}');
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    await screen.findByText('How it happens');
    expect(await violations()).toEqual([]);
  });
});
