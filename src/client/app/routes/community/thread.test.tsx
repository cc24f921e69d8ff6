import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, THREAD } from '#client/features/community/test-fixtures';
import { COMMUNITY_MESSAGES } from '#shared/contracts/community.contract';
import { fakeFetch, type FakeRoute } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import ThreadPage from './thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(auth: TestAuth, thread: FakeRoute = { body: THREAD }) {
  const api = fakeFetch({
    'GET /api/community/threads/:id': thread,
    'GET /api/community/me': { body: ME },
    'POST /api/community/posts/:id/reports': { status: 201, body: { id: 'report-1' } },
    'POST /api/community/posts/:id/reactions': {
      body: { reactions: { helpful: 3, support: 1, thanks: 0 }, my_reactions: ['helpful'] },
    },
    'PATCH /api/community/posts/:id': {
      body: {
        id: 'post-2',
        status: 'held',
        body_html: '<p>Edited</p>',
        notice: null,
        pending_edit: null,
      },
    },
    'DELETE /api/community/posts/:id': { status: 204 },
    'POST /api/community/threads/:id/posts': {
      status: 201,
      body: {
        id: 'post-9',
        thread_id: 'thread-1',
        status: 'held',
        notice: COMMUNITY_MESSAGES.held,
        is_treatment: true,
        disclaimer: null,
      },
    },
  });
  renderInProviders(
    <Routes>
      <Route path="/community/threads/:id" element={<ThreadPage />} />
    </Routes>,
    createTestQueryClient(auth),
    '/community/threads/thread-1',
  );
  return { api, user: userEvent.setup() };
}

describe('/community/threads/:id', () => {
  it("shows the server's sanitised HTML, the treatment disclaimer and the checker's note", async () => {
    renderPage('signed-out');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Magnesium with my blood thinner?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Educational only — not medical advice')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Post by QuietOwl' });
    expect(within(first).getByText('warfarin').tagName).toBe('STRONG');
    expect(first).toHaveTextContent(
      "Wellnest's checker: Warfarin and Ibuprofen have a major interaction",
    );
    expect(within(first).getByRole('link', { name: 'FDA label: Coumadin' })).toHaveAttribute(
      'href',
      'https://www.accessdata.fda.gov/coumadin',
    );
    // A hidden post shows only its placeholder; a visitor cannot report or react.
    expect(screen.getByText('This post was hidden by a moderator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('never renders the raw body as HTML', async () => {
    const raw = '<img src=x onerror="alert(1)"> **hi**';
    const withRaw = {
      ...THREAD,
      posts: [
        { ...THREAD.posts[1]!, body: raw, body_html: '<p>&lt;img&gt; <strong>hi</strong></p>' },
      ],
    };
    renderPage('signed-in', { body: withRaw });
    const post = await screen.findByRole('article', { name: 'Reply by Ada' });
    expect(post.querySelector('img')).toBeNull();
    expect(within(post).getByText('hi').tagName).toBe('STRONG');
  });

  it("marks the member's own held reply 'Waiting for a moderator'", async () => {
    renderPage('signed-in');
    const own = await screen.findByRole('article', { name: 'Reply by Ada' });
    expect(own).toHaveTextContent('Waiting for a moderator');
  });

  it('shows the author their edit waiting for a moderator beside the approved text', async () => {
    const approved = THREAD.posts[0]!;
    const withPending = {
      ...THREAD,
      posts: [
        {
          ...approved,
          is_own: true,
          author_name: 'Ada',
          body: 'The approved text',
          pending_edit: {
            body_html: '<p>My edited text</p>',
            body: 'My edited text',
            title: null,
            notice: COMMUNITY_MESSAGES.editHeld,
            at: '2026-11-21T10:00:00.000Z',
          },
        },
      ],
    };
    const { user } = renderPage('signed-in', { body: withPending });
    const own = await screen.findByRole('article', { name: 'Post by Ada' });
    expect(own).toHaveTextContent('warfarin');
    const pending = within(own).getByRole('region', {
      name: 'Your edit, waiting for a moderator',
    });
    expect(pending).toHaveTextContent(COMMUNITY_MESSAGES.editHeld);
    expect(pending).toHaveTextContent('My edited text');
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    expect(within(own).getByLabelText('Edit your post')).toHaveValue('My edited text');
  });

  it('lets a member edit and delete only their own post', async () => {
    const { api, user } = renderPage('signed-in');
    const own = await screen.findByRole('article', { name: 'Reply by Ada' });
    const other = screen.getByRole('article', { name: 'Post by QuietOwl' });
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const field = within(own).getByLabelText('Edit your post');
    expect(field).toHaveValue('My own reply, waiting.');
    await user.clear(field);
    await user.type(field, 'My edited reply');
    await user.click(within(own).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/community/posts/post-2')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/community/posts/post-2')[0]?.body).toEqual({
      body: 'My edited reply',
    });
    await user.click(within(own).getByRole('button', { name: 'Delete my reply' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/community/posts/post-2')).toHaveLength(1));
  });

  it('lets a member report a post with a reason, and react', async () => {
    const { api, user } = renderPage('signed-in');
    const first = await screen.findByRole('article', { name: 'Post by QuietOwl' });
    await user.click(within(first).getByRole('button', { name: 'Report' }));
    await user.click(within(first).getByRole('button', { name: 'Send report' }));
    expect(within(first).getByRole('alert')).toHaveTextContent(/Say in 3 to 500 characters/);
    await user.type(
      within(first).getByLabelText('Why should a moderator look at this post?'),
      'Dangerous advice',
    );
    await user.click(within(first).getByRole('button', { name: 'Send report' }));
    expect(
      await within(first).findByText(/a moderator will look at this post/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/community/posts/post-1/reports')[0]?.body).toEqual({
      reason: 'Dangerous advice',
    });
    await user.click(within(first).getByRole('button', { name: 'Helpful (2)' }));
    expect(api.callsTo('POST /api/community/posts/post-1/reactions')[0]?.body).toEqual({
      kind: 'helpful',
    });
  });

  it('posts a reply and says it waits for a moderator', async () => {
    const { api, user } = renderPage('signed-in');
    await user.type(await screen.findByLabelText('Your reply'), 'Ask your pharmacist.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.held)).toBeInTheDocument();
    expect(api.callsTo('POST /api/community/threads/thread-1/posts')[0]?.body).toEqual({
      body: 'Ask your pharmacist.',
    });
  });

  it('says plainly when the thread does not exist', async () => {
    renderPage('signed-out', { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thread not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute(
      'href',
      '/community',
    );
  });
});
