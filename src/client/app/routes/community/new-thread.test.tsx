import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, ME_WITHOUT_NAME, TOPICS } from '#client/features/community/test-fixtures';
import {
  COMMUNITY_MESSAGES,
  CRISIS_PANEL,
  type CreateThreadRequest,
} from '#shared/contracts/community.contract';
import { fakeFetch, type FakeRoute } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import NewThreadPage from './new-thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATED = {
  id: 'thread-9',
  thread_id: 'thread-9',
  status: 'held',
  notice: COMMUNITY_MESSAGES.held,
  is_treatment: false,
  disclaimer: null,
};

function renderPage({ create, me = ME }: { create?: FakeRoute; me?: object } = {}) {
  const api = fakeFetch({
    'GET /api/community/topics': { body: TOPICS },
    'GET /api/community/me': { body: me },
    'PUT /api/community/profile': { body: { display_name: 'NightOwl' } },
    'POST /api/community/preview': { body: { body_html: '<p><strong>Bold</strong> words</p>' } },
    'POST /api/community/threads': create ?? { status: 201, body: CREATED },
  });
  renderInProviders(
    <NewThreadPage />,
    createTestQueryClient('signed-in'),
    '/community/new?topic=sleep',
  );
  return { api, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, title: string, body: string) {
  await user.type(await screen.findByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Your post'), body);
}

describe('/community/new', () => {
  it('posts in the chosen topic, previews with the server, and opens the new thread', async () => {
    const { api, user } = renderPage();
    expect(await screen.findByLabelText('Topic')).toHaveValue('topic-sleep');
    expect(screen.getByText('Ada')).toBeInTheDocument();
    await fill(user, 'Waking at night', '**Bold** words');
    expect(screen.getByText(/14 of 5,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect((await screen.findByText('Bold')).tagName).toBe('STRONG');
    expect(api.callsTo('POST /api/community/preview')[0]?.body).toEqual({ body: '**Bold** words' });
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/community/threads/thread-9'),
    );
    expect(api.callsTo('POST /api/community/threads')[0]?.body).toEqual({
      topic_id: 'topic-sleep',
      title: 'Waking at night',
      body: '**Bold** words',
    });
  });

  it('refuses a missing title or body without sending', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Post thread' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.titleLength);
    await user.type(screen.getByLabelText('Title'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.emptyBody);
    expect(api.callsTo('POST /api/community/threads')).toHaveLength(0);
  });

  it('asks for a display name first', async () => {
    const { api, user } = renderPage({ me: ME_WITHOUT_NAME });
    await user.type(await screen.findByLabelText('Display name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save my community name' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.displayNameInvalid);
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'NightOwl');
    await user.click(screen.getByRole('button', { name: 'Save my community name' }));
    await waitFor(() => expect(api.callsTo('PUT /api/community/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /api/community/profile')[0]?.body).toEqual({
      display_name: 'NightOwl',
    });
  });

  it('shows the private crisis panel first, and posts only when the person chooses', async () => {
    const requests: CreateThreadRequest[] = [];
    const { user } = renderPage({
      create: (call) => {
        const request = call.body as CreateThreadRequest;
        requests.push(request);
        return request.crisis_acknowledged
          ? { status: 201, body: { ...CREATED, status: 'published', notice: null } }
          : {
              status: 409,
              body: {
                code: 'CRISIS_CHECK',
                message: COMMUNITY_MESSAGES.crisisCheck,
                details: { panel: CRISIS_PANEL },
              },
            };
      },
    });
    await fill(user, 'I cannot go on', 'I want to end my life');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    const panel = await screen.findByRole('region', { name: 'Before you post' });
    expect(panel).toHaveTextContent('Only you can see this message.');
    expect(panel).toHaveTextContent(COMMUNITY_MESSAGES.crisisCheck);
    for (const number of ['911', '999', '112', '988', '116 123'])
      expect(screen.getByRole('link', { name: number })).toHaveAttribute(
        'href',
        `tel:${number.replace(' ', '')}`,
      );
    // Choosing not to post keeps the draft, for them alone.
    await user.click(screen.getByRole('button', { name: "Don't post now" }));
    expect(screen.getByText(/Nothing was posted/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your post')).toHaveValue('I want to end my life');
    expect(requests).toHaveLength(1);
    // Then they choose to post after all.
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    await user.click(await screen.findByRole('button', { name: CRISIS_PANEL.continue_label }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/community/threads/thread-9'),
    );
    expect(requests.map((request) => request.crisis_acknowledged)).toEqual([
      undefined,
      undefined,
      true,
    ]);
  });

  it.each([
    [400, 'WATCHED_WORD_BLOCKED', COMMUNITY_MESSAGES.blockedWord('pills')],
    [403, 'SILENCED', COMMUNITY_MESSAGES.silenced('tomorrow')],
    [404, 'TOPIC_NOT_FOUND', COMMUNITY_MESSAGES.topicNotFound],
    [409, 'DISPLAY_NAME_REQUIRED', COMMUNITY_MESSAGES.displayNameRequired],
    [429, 'POST_LIMIT_REACHED', COMMUNITY_MESSAGES.freeDailyLimit],
  ])('shows a clear message for %i %s', async (status, code, message) => {
    const { user } = renderPage({ create: { status, body: { code, message } } });
    await fill(user, 'A fine title', 'Some words');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    if (status === 429)
      expect(screen.getByRole('link', { name: /unlimited community/ })).toHaveAttribute(
        'href',
        '/pricing',
      );
    if (status === 409) expect(screen.getByLabelText('Display name')).toBeInTheDocument();
  });
});
