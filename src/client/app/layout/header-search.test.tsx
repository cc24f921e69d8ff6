import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../../tests/setup/axe-in-jsdom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES } from '#shared/domain/search-query-rules';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import NotFoundPage from '#client/app/routes/not-found';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

const toggle = () => screen.getByRole('button', { name: 'Site search' });
const field = () => screen.getByRole('searchbox', { name: 'Search Wellnest' });

describe('search in the header', () => {
  it('opens from its button, searches, and is reachable signed out and signed in', async () => {
    for (const auth of ['signed-out', 'signed-in'] as const) {
      const user = userEvent.setup();
      const view = renderWithProviders(<Header />, { auth });
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(field()).toHaveFocus());
      await user.type(field(), 'warfarin{Enter}');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search'));
      // The field closes once the results page opens.
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens with / and Ctrl+K, not while typing in another field; Escape gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <label>
          Notes
          <input />
        </label>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('/');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('/');

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(field()).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses a one-letter search in the search’s own words and stays put', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: '/about' });
    await user.click(toggle());
    await waitFor(() => expect(field()).toHaveFocus());
    await user.type(field(), 'a{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.tooShort);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });
});

describe('search on the 404 page', () => {
  it('offers a labelled search that opens the results', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotFoundPage />, { path: '/no-such-page' });
    const form = screen.getByRole('search', { name: 'Search for what you were looking for' });
    const input = within(form).getByRole('searchbox', {
      name: 'Search for what you were looking for',
    });
    await user.type(input, 'lavender{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search'));
    expect(await axeViolations()).toEqual([]);
  });
});
