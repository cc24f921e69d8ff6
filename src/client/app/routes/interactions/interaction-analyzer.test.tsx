import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FetchCall, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import { CHECK_RESULT, KNOWLEDGE_STATS } from '#client/features/interactions/test-fixtures';
import { INTERACTION_MESSAGES } from '#shared/contracts/interactions.contract';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import InteractionAnalyzerPage from './interaction-analyzer';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(
  auth: TestAuth,
  check: (call: FetchCall) => FakeAnswer = () => ({ body: CHECK_RESULT }),
  path = '/interaction-analyzer',
) {
  const api = fakeFetch((call) => {
    if (call.path === '/api/substances/search') return { body: { results: [] } };
    if (call.path === '/api/interactions/stats') return { body: KNOWLEDGE_STATS };
    if (call.method === 'POST' && call.path === '/api/interactions/check') return check(call);
    return undefined;
  });
  renderInProviders(<InteractionAnalyzerPage />, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

async function addItems(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  const input = screen.getByRole('combobox', { name: 'Add a medicine, supplement, herb or food' });
  for (const name of names) await user.type(input, `${name}{Enter}`);
}

describe('/interaction-analyzer', () => {
  it("opens with the names of a '?add=' link in the list (site search), once each", async () => {
    renderPage('signed-out', undefined, '/interactions?add=Warfarin&add=Ginkgo&add=Warfarin');
    const list = await screen.findByRole('list', { name: /Your list/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warfarin', 'Ginkgo']);
  });

  it('posts the listed items and shows the result', async () => {
    const { api, user } = renderPage('signed-out');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Check medicines, supplements and foods together',
      }),
    ).toBeInTheDocument();
    await addItems(user, ['Tylenol', 'Warfarin', 'Zzyzx']);
    const list = screen.getByRole('list', { name: /Your list/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tylenol', 'Warfarin', 'Zzyzx']);
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));

    expect(await screen.findByRole('heading', { name: 'Your results' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/interactions/check').map((call) => call.body)).toEqual([
      { items: ['Tylenol', 'Warfarin', 'Zzyzx'] },
    ]);
    expect(screen.getByText('3 interactions: 1 major, 1 moderate, 1 minor')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // Also said aloud through the form's status line.
    expect(
      screen.getByText('Check complete. 3 interactions: 1 major, 1 moderate, 1 minor.'),
    ).toBeInTheDocument();
  });

  it('checks again with a suggestion in place of an unknown name', async () => {
    const { api, user } = renderPage('signed-out');
    await addItems(user, ['Tylenol', 'Warfarin', 'NyQuil', 'Iron', 'Levothyroxine', 'Zzyzx']);
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    await user.click(await screen.findByRole('button', { name: 'Use Zinc instead of Zzyzx' }));
    await waitFor(() => expect(api.callsTo('POST /api/interactions/check')).toHaveLength(2));
    expect(api.callsTo('POST /api/interactions/check')[1]?.body).toEqual({
      items: ['Tylenol', 'Warfarin', 'NyQuil', 'Iron', 'Levothyroxine', 'Zinc'],
    });
  });

  it('asks for an item before checking, and sends nothing', async () => {
    const { api, user } = renderPage('signed-out');
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INTERACTION_MESSAGES.emptyList);
    expect(api.callsTo('POST /api/interactions/check')).toHaveLength(0);
  });

  it('refuses the same name twice', async () => {
    const { user } = renderPage('signed-out');
    await addItems(user, ['Iron', 'iron']);
    expect(screen.getByRole('alert')).toHaveTextContent('“iron” is already in the list.');
    expect(
      within(screen.getByRole('list', { name: /Your list/ })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('tells a rate-limited visitor how long to wait', async () => {
    const { user } = renderPage('signed-out', () => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests.' },
      headers: { 'retry-after': '42' },
    }));
    await addItems(user, ['Iron']);
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    expect(
      await screen.findByText(
        'You have run many checks in a short time. Please wait 42 seconds and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your results' })).not.toBeInTheDocument();
  });

  it('tells visitors how to add profile cautions', () => {
    renderPage('signed-out');
    expect(screen.getByText(/to add cautions from your health profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says the profile is used when signed in', () => {
    renderPage('signed-in');
    expect(
      screen.getByText(/Signed in: your health profile's allergies, conditions and age are used/),
    ).toBeInTheDocument();
  });

  it('shows the real figures once they arrive', async () => {
    renderPage('signed-out');
    expect(await screen.findByText(/checks run on Wellnest/)).toHaveTextContent(
      '1,234 checks run on Wellnest',
    );
    expect(screen.getByText(/substances in our knowledge base/)).toHaveTextContent('412');
  });
});
