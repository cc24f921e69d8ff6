import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { WatchedWordsEditor } from './watched-words-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEditor() {
  const api = fakeFetch({
    'PUT /api/community/moderation/watched-words': (call) => ({ body: call.body }),
  });
  renderInProviders(
    <WatchedWordsEditor initial={[{ word: 'casino', action: 'block' }]} />,
    createTestQueryClient('signed-in'),
  );
  return { api, user: userEvent.setup() };
}

describe('WatchedWordsEditor', () => {
  it('adds a word trimmed, keeps a blank or repeated one off the list, and saves the list', async () => {
    const { api, user } = renderEditor();
    const field = screen.getByLabelText('Word or phrase');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    expect(screen.getByRole('heading', { name: 'Watched words (1)' })).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'CASINO');
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    expect(screen.getByRole('heading', { name: 'Watched words (1)' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '  miracle cure ');
    await user.selectOptions(screen.getByLabelText('What to do'), 'flag');
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByRole('heading', { name: 'Watched words (2)' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByLabelText('What to do')).toHaveValue('flag');

    await user.click(screen.getByRole('button', { name: 'Save watched words' }));
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
});
