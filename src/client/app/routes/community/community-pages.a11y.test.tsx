import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ME,
  MODLOG,
  QUEUE,
  THREAD,
  THREADS,
  TOPICS,
} from '#client/features/community/test-fixtures';
import { COMMUNITY_MESSAGES, CRISIS_PANEL } from '#shared/contracts/community.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import CommunityPage from './community';
import ModerationPage from './moderation';
import ModlogPage from './modlog';
import MyCommunityPage from './my-community';
import NewThreadPage from './new-thread';
import ThreadPage from './thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

const violations = () => axeViolations();

function renderPage(page: ReactElement, path: string, auth: TestAuth) {
  fakeFetch({
    'GET /api/community/topics': { body: TOPICS },
    'GET /api/community/threads': { body: THREADS },
    'GET /api/community/threads/:id': { body: THREAD },
    'GET /api/community/me': { body: ME },
    'GET /api/community/modlog': { body: MODLOG },
    'GET /api/community/moderation/queue': { body: QUEUE },
    'GET /api/community/moderation/watched-words': {
      body: { words: [{ word: 'casino', action: 'block' }] },
    },
    'POST /api/community/threads': {
      status: 409,
      body: { code: 'CRISIS_CHECK', message: COMMUNITY_MESSAGES.crisisCheck },
    },
  });
  renderInProviders(page, createTestQueryClient(auth), path);
  return userEvent.setup();
}

describe('community pages accessibility (axe)', () => {
  it('/community for a member', async () => {
    renderPage(<CommunityPage />, '/community', 'signed-in');
    await screen.findByRole('link', { name: 'Waking at 4 am every night' });
    await screen.findByRole('button', { name: 'Following Sleep' });
    expect(await violations()).toEqual([]);
  });

  it('a thread with a held reply, a hidden post and the reply composer', async () => {
    renderPage(
      <Routes>
        <Route path="/community/threads/:id" element={<ThreadPage />} />
      </Routes>,
      '/community/threads/thread-1',
      'signed-in',
    );
    await screen.findByLabelText('Your reply');
    expect(await violations()).toEqual([]);
  });

  it('the composer, then the crisis panel', async () => {
    const user = renderPage(<NewThreadPage />, '/community/new', 'signed-in');
    await user.type(await screen.findByLabelText('Title'), 'Hello there');
    expect(await violations()).toEqual([]);
    await user.type(screen.getByLabelText('Your post'), 'words');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    await screen.findByRole('button', { name: CRISIS_PANEL.continue_label });
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('/dashboard/community, the modlog and the moderation queue', async () => {
    renderPage(<MyCommunityPage />, '/dashboard/community', 'signed-in');
    await screen.findByText('QuietOwl: Same here!');
    expect(await violations()).toEqual([]);
    cleanup();
    renderPage(<ModlogPage />, '/community/modlog', 'signed-out');
    await screen.findByText('Reason: Selling pills');
    expect(await violations()).toEqual([]);
    cleanup();
    renderPage(<ModerationPage />, '/community/moderation', 'signed-in');
    await screen.findByText('Reported: Spam');
    await screen.findByText('casino: block the post');
    expect(await violations()).toEqual([]);
  }, 30_000);
});
