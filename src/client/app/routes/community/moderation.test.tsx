import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUE } from '#client/features/community/test-fixtures';
import { MAX_SILENCE_HOURS } from '#shared/contracts/community.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import ModerationPage from './moderation';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SILENCE = 'POST /api/community/moderation/users/user-7/silence';

function renderModeration() {
  const api = fakeFetch({
    'GET /api/community/moderation/queue': { body: { ...QUEUE, held: [] } },
    'POST /api/community/moderation/posts/:id': (call) => ({
      body: { id: call.params.id, status: 'published' },
    }),
    'GET /api/community/moderation/watched-words': { body: { words: [] } },
    'POST /api/community/moderation/users/:id/silence': {
      body: { until: '2026-11-24T10:00:00.000Z' },
    },
  });
  renderInProviders(
    <ModerationPage />,
    createTestQueryClient('signed-in'),
    '/community/moderation',
  );
  return { api, user: userEvent.setup() };
}

describe('/community/moderation forms', () => {
  it('refuses a pause outside the allowed hours and sends nothing, then pauses', async () => {
    const { api, user } = renderModeration();
    const reports = await screen.findByRole('region', { name: 'Reported posts (1)' });
    const hours = within(reports).getByLabelText('Pause QuietOwl for (hours)');
    await user.clear(hours);
    await user.type(hours, String(MAX_SILENCE_HOURS + 1));
    await user.type(within(reports).getByLabelText('Why (public, without the name)'), ' Spam ');
    await user.click(within(reports).getByRole('button', { name: 'Pause posting' }));
    const message = `Pause for 1 to ${MAX_SILENCE_HOURS} whole hours.`;
    expect(await within(reports).findByText(message)).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription(message);
    expect(hours).toHaveFocus();
    expect(api.callsTo(SILENCE)).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '48');
    expect(within(reports).queryByText(message)).not.toBeInTheDocument();
    await user.click(within(reports).getByRole('button', { name: 'Pause posting' }));
    await waitFor(() => expect(api.callsTo(SILENCE)).toHaveLength(1));
    expect(api.callsTo(SILENCE)[0]?.body).toEqual({ hours: 48, reason: 'Spam' });
  });

  it('keeps the pause button off until there is a reason', async () => {
    const { user } = renderModeration();
    const reports = await screen.findByRole('region', { name: 'Reported posts (1)' });
    const button = within(reports).getByRole('button', { name: 'Pause posting' });
    expect(button).toBeDisabled();
    await user.type(within(reports).getByLabelText('Why (public, without the name)'), '   ');
    expect(button).toBeDisabled();
  });

  it('sends a moderator’s reason trimmed, with the action of the button pressed', async () => {
    const { api, user } = renderModeration();
    const reports = await screen.findByRole('region', { name: 'Reported posts (1)' });
    await user.type(
      within(reports).getByLabelText('Reason (shown in the public modlog)'),
      '  Reviewed, fine  ',
    );
    await user.click(
      within(reports).getByRole('button', { name: 'Approve: Magnesium with my blood thinner?' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/community/moderation/posts/post-1')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/community/moderation/posts/post-1')[0]?.body).toEqual({
      action: 'approve',
      reason: 'Reviewed, fine',
    });
  });
});
