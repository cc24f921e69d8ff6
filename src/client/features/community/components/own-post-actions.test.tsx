import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_MESSAGES, MAX_POST_BODY } from '#shared/contracts/community.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { THREAD } from '../test-fixtures';
import { OwnPostActions } from './own-post-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWN_REPLY = THREAD.posts[1]!;

function renderActions() {
  const api = fakeFetch({
    'PATCH /api/community/posts/:id': {
      body: {
        id: OWN_REPLY.id,
        status: 'published',
        body_html: '<p>Edited</p>',
        notice: null,
        pending_edit: null,
      },
    },
  });
  renderInProviders(<OwnPostActions post={OWN_REPLY} />, createTestQueryClient('signed-in'));
  return { api, user: userEvent.setup() };
}

describe('OwnPostActions', () => {
  it('refuses a blank edit in the words the server uses, and sends nothing', async () => {
    const { api, user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit your post');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.emptyBody);
    expect(field).toHaveFocus();
    expect(api.callsTo(`PATCH /api/community/posts/${OWN_REPLY.id}`)).toHaveLength(0);
  });

  it('refuses an edit over the length limit', async () => {
    const { api, user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit your post');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(MAX_POST_BODY + 1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.bodyTooLong);
    expect(api.callsTo(`PATCH /api/community/posts/${OWN_REPLY.id}`)).toHaveLength(0);
  });

  it('sends the edited text as it was typed, and closes the form', async () => {
    const { api, user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit your post');
    await user.clear(field);
    await user.type(field, 'A kinder reply');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /api/community/posts/${OWN_REPLY.id}`)).toHaveLength(1),
    );
    expect(api.callsTo(`PATCH /api/community/posts/${OWN_REPLY.id}`)[0]?.body).toEqual({
      body: 'A kinder reply',
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
