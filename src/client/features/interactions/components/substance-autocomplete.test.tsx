import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { SubstanceAutocomplete } from './substance-autocomplete';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TYLENOL = {
  id: 'acetaminophen',
  name: 'Acetaminophen',
  kind: 'drug',
  matched: 'Tylenol',
  close_match: false,
};
const TURMERIC = {
  id: 'turmeric',
  name: 'Turmeric',
  kind: 'herb',
  matched: 'Turmeric',
  close_match: false,
};

function setup() {
  const api = fakeFetch((call) =>
    call.path === '/api/substances/search' ? { body: { results: [TYLENOL, TURMERIC] } } : undefined,
  );
  const onSelect = vi.fn();
  renderInProviders(
    <SubstanceAutocomplete label="Add a medicine" onSelect={onSelect} />,
    createTestQueryClient('signed-out'),
  );
  const searches = () =>
    api.callsTo('GET /api/substances/search').map((call) => call.search.get('q'));
  return {
    onSelect,
    searches,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Add a medicine' }),
  };
}

describe('SubstanceAutocomplete', () => {
  it('offers a close match as a question, not as the name typed', async () => {
    fakeFetch((call) =>
      call.path === '/api/substances/search'
        ? {
            body: {
              results: [
                {
                  id: 'cortisone',
                  name: 'Cortisone',
                  kind: 'drug',
                  matched: 'Cortisone',
                  close_match: true,
                },
              ],
            },
          }
        : undefined,
    );
    renderInProviders(
      <SubstanceAutocomplete label="Add a medicine" onSelect={vi.fn()} />,
      createTestQueryClient('signed-out'),
    );
    await userEvent
      .setup()
      .type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'Sortis');
    expect(
      await screen.findByRole('option', { name: /Did you mean Cortisone\?/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No matches for “Sortis”; 1 close name/)).toBeInTheDocument();
  });

  it('asks nothing for one letter and searches from the second', async () => {
    const { searches, user, input } = setup();
    await user.type(input, 't');
    expect(await screen.findByText('Type at least 2 letters to search.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'y');
    await waitFor(() => expect(searches()).toEqual(['ty']));
    expect(
      await screen.findByRole('option', { name: /Tylenol → Acetaminophen/ }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the matched name when it differs, the kind, and only one name when they agree', async () => {
    const { user, input } = setup();
    await user.type(input, 'tu');
    const tylenol = await screen.findByRole('option', { name: /Tylenol → Acetaminophen/ });
    expect(tylenol).toHaveTextContent('Medicine');
    const turmeric = screen.getByRole('option', { name: /Turmeric/ });
    expect(turmeric).toHaveTextContent('Herb');
    expect(turmeric).not.toHaveTextContent('→');
  });

  it('picks the highlighted option with the arrow keys and Enter, adding the name the user knows', async () => {
    const { onSelect, user, input } = setup();
    await user.type(input, 'ty');
    await screen.findByRole('option', { name: /Tylenol/ });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Tylenol/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Tylenol/ }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Tylenol', TYLENOL);
    expect(input).toHaveValue('');
  });

  it('adds free text on Enter (unknown names are allowed) and closes on Escape', async () => {
    const { onSelect, user, input } = setup();
    await user.type(input, 'tu');
    await screen.findByRole('option', { name: /Turmeric/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('tu');
    await user.clear(input);
    await user.type(input, 'zzyzx root{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('zzyzx root', undefined);
  });
});
