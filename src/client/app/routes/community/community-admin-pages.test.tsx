import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, MODERATION_POST, MODLOG, QUEUE } from '#client/features/community/test-fixtures';
import { fakeFetch, type FakeRoute } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import ModerationPage from './moderation';
import ModlogPage from './modlog';
import MyCommunityPage from './my-community';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModeration(auth: TestAuth, queue: FakeRoute = { body: QUEUE }) {
  const api = fakeFetch({
    'GET /api/community/moderation/queue': queue,
    'POST /api/community/moderation/posts/:id': (call) => ({
      body: { id: call.params.id, status: 'hidden' },
    }),
    'GET /api/community/moderation/watched-words': {
      body: { words: [{ word: 'casino', action: 'block' }] },
    },
    'PUT /api/community/moderation/watched-words': (call) => ({ body: call.body }),
    'POST /api/community/moderation/users/:id/silence': {
      body: { until: '2026-11-24T10:00:00.000Z' },
    },
  });
  renderInProviders(<ModerationPage />, createTestQueryClient(auth), '/community/moderation');
  return { api, user: userEvent.setup() };
}

describe('/community/moderation', () => {
  it('shows an admin the reported and held posts, and hides one with a reason', async () => {
    const { api, user } = renderModeration('signed-in');
    const reports = await screen.findByRole('region', { name: 'Reported posts (1)' });
    expect(reports).toHaveTextContent('Reported: Spam');
    expect(reports).toHaveTextContent('Buy cheap pills here');
    expect(screen.getByRole('region', { name: 'Waiting for approval (1)' })).toHaveTextContent(
      'First posts are held',
    );
    await user.type(
      within(reports).getByLabelText('Reason (shown in the public modlog)'),
      'Selling pills',
    );
    await user.click(
      within(reports).getByRole('button', { name: 'Hide: Magnesium with my blood thinner?' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/community/moderation/posts/post-1')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/community/moderation/posts/post-1')[0]?.body).toEqual({
      action: 'hide',
      reason: 'Selling pills',
    });
    await user.type(within(reports).getByLabelText('Why (public, without the name)'), 'Spam');
    await user.click(within(reports).getByRole('button', { name: 'Pause posting' }));
    expect(api.callsTo('POST /api/community/moderation/users/user-7/silence')[0]?.body).toEqual({
      hours: 24,
      reason: 'Spam',
    });
  });

  it('shows an edit waiting beside the approved text, and rejects it', async () => {
    const { api, user } = renderModeration('signed-in', {
      body: {
        ...QUEUE,
        reports: [],
        held: [
          {
            ...MODERATION_POST,
            id: 'post-9',
            pending_edit: {
              body_html: '<p>Edited: buy my pills</p>',
              title: 'A new title',
              reason: 'Edited after a moderator approved it: the edit waits for a moderator.',
              at: '2026-11-21T10:00:00.000Z',
            },
          },
        ],
      },
    });
    const held = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    expect(held).toHaveTextContent('Buy cheap pills here');
    expect(held).toHaveTextContent('Edit waiting');
    expect(held).toHaveTextContent('New title: A new title');
    expect(held).toHaveTextContent('Edited: buy my pills');
    await user.click(
      within(held).getByRole('button', {
        name: 'Reject edit: Magnesium with my blood thinner?',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/community/moderation/posts/post-9')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/community/moderation/posts/post-9')[0]?.body).toEqual({
      action: 'reject_edit',
      reason: '',
    });
  });

  it('lets an admin add a watched word and save the list', async () => {
    const { api, user } = renderModeration('signed-in');
    const editor = await screen.findByRole('region', { name: 'Watched words (1)' });
    expect(editor).toHaveTextContent('casino: block the post');
    await user.type(within(editor).getByLabelText('Word or phrase'), 'miracle cure');
    await user.selectOptions(within(editor).getByLabelText('What to do'), 'flag');
    await user.click(within(editor).getByRole('button', { name: 'Add word' }));
    await user.click(within(editor).getByRole('button', { name: 'Save watched words' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/community/moderation/watched-words')).toHaveLength(1),
    );
    expect(api.callsTo('PUT /api/community/moderation/watched-words')[0]?.body).toEqual({
      words: [
        { word: 'casino', action: 'block' },
        { word: 'miracle cure', action: 'flag' },
      ],
    });
  });

  it('is the 404 page for anyone else', async () => {
    renderModeration('signed-in', {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('is the 404 page for a visitor, without asking the API', async () => {
    const { api } = renderModeration('signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/community/modlog', () => {
  it('lists what was done and why, never by or to whom', async () => {
    fakeFetch({ 'GET /api/community/modlog': { body: MODLOG } });
    renderInProviders(<ModlogPage />, createTestQueryClient('signed-out'), '/community/modlog');
    const log = await screen.findByRole('list', { name: 'Moderation actions' });
    expect(log).toHaveTextContent('Hidden: a post');
    expect(log).toHaveTextContent('Reason: Selling pills');
  });
});

describe('/dashboard/community', () => {
  it('shows notifications, my threads (held ones marked), replies to me and what I follow', async () => {
    fakeFetch({ 'GET /api/community/me': { body: ME } });
    renderInProviders(
      <MyCommunityPage />,
      createTestQueryClient('signed-in'),
      '/dashboard/community',
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      '2 new replies',
    );
    const mine = screen.getByRole('region', { name: 'My threads' });
    expect(within(mine).getByRole('link', { name: 'My held thread' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('Waiting for a moderator');
    expect(screen.getByRole('region', { name: 'Replies to me' })).toHaveTextContent(
      'QuietOwl: Same here!',
    );
    expect(screen.getByRole('link', { name: 'Topic: Sleep' })).toHaveAttribute(
      'href',
      '/community?topic=sleep',
    );
  });
});
