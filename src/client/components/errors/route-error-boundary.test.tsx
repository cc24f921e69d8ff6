import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { RouteErrorBoundary } from './route-error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Page content</p>;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RouteErrorBoundary', () => {
  it('shows Page Error with the route, Go Back and Go Home', () => {
    renderWithProviders(
      <RouteErrorBoundary>
        <Fragile />
      </RouteErrorBoundary>,
      { path: '/mood' },
    );
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Route: /mood');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('Go Home navigates to / and the boundary recovers there', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RouteErrorBoundary>
        <Fragile />
      </RouteErrorBoundary>,
      { path: '/mood' },
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('resets when the path changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Link to="/trends">Trends</Link>
        <RouteErrorBoundary>
          <Fragile />
        </RouteErrorBoundary>
      </>,
      { path: '/mood' },
    );
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeInTheDocument();
    shouldThrow = false;
    await user.click(screen.getByRole('link', { name: 'Trends' }));
    expect(screen.queryByRole('heading', { name: 'Page Error' })).not.toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
