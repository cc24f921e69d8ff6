import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, THREADS, TOPICS } from '#client/features/community/test-fixtures';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import CommunityPage from './community';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(auth: TestAuth, path = '/community') {
  const api = fakeFetch({
    'GET /api/community/topics': { body: TOPICS },
    'GET /api/community/threads': { body: THREADS },
    'GET /api/community/me': { body: ME },
    'PUT /api/community/follows/:type/:id': { body: { following: true } },
  });
  renderInProviders(<CommunityPage />, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

describe('/community', () => {
  it('shows a visitor the topics and the latest threads, and asks them to sign in to post', async () => {
    renderPage('signed-out');
    const latest = screen.getByRole('region', { name: 'Latest threads' });
    expect(
      await within(latest).findByRole('link', { name: 'Magnesium with my blood thinner?' }),
    ).toHaveAttribute('href', '/community/threads/thread-1');
    expect(latest).toHaveTextContent('Medicines and supplements · started by QuietOwl · 1 reply');
    expect(screen.getByRole('button', { name: 'Sleep' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Start a thread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });

  it('filters by topic and searches through the API, keeping both in the address', async () => {
    const { api, user } = renderPage('signed-out');
    await screen.findByRole('button', { name: 'Sleep' });
    await user.click(screen.getByRole('button', { name: 'Sleep' }));
    expect(await screen.findByRole('heading', { name: 'Latest in Sleep' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the community'), 'magnesium');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Threads matching “magnesium” in Sleep' }),
    ).toBeInTheDocument();
    const last = api.callsTo('GET /api/community/threads').at(-1)!;
    expect(last.search.get('topic')).toBe('sleep');
    expect(last.search.get('q')).toBe('magnesium');
    expect(screen.getByTestId('location')).toHaveTextContent('/community');
  });

  it('lets a member start a thread in the chosen topic and follow topics', async () => {
    const { api, user } = renderPage('signed-in', '/community?topic=sleep');
    expect(await screen.findByRole('link', { name: 'Start a thread' })).toHaveAttribute(
      'href',
      '/community/new?topic=sleep',
    );
    expect(await screen.findByRole('button', { name: 'Following Sleep' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Follow Medicines and supplements' }));
    expect(api.callsTo('PUT /api/community/follows/topic/topic-meds')).toHaveLength(1);
  });

  it('says when nothing matches a search', async () => {
    fakeFetch({
      'GET /api/community/topics': { body: TOPICS },
      'GET /api/community/threads': { body: { threads: [], next_cursor: null } },
    });
    renderInProviders(<CommunityPage />, createTestQueryClient('signed-out'), '/community?q=zzz');
    expect(await screen.findByText('No threads match your search.')).toBeInTheDocument();
  });
});
