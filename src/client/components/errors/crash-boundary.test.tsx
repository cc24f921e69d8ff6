import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary, createErrorId } from './crash-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

beforeEach(() => {
  shouldThrow = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
});
afterEach(() => vi.restoreAllMocks());

describe('CrashBoundary', () => {
  it('shows the crash screen with an error ID, without needing a router', () => {
    render(
      <CrashBoundary>
        <Fragile />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Error ID:/)).toHaveTextContent(/Error ID: ERR-[0-9a-z]{8}$/);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('Try Again renders the children again', async () => {
    const user = userEvent.setup();
    render(
      <CrashBoundary>
        <Fragile />
      </CrashBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('error IDs are random', () => {
    const ids = new Set(Array.from({ length: 20 }, createErrorId));
    expect(ids.size).toBe(20);
    ids.forEach((id) => expect(id).toMatch(/^ERR-[0-9a-z]{8}$/));
  });
});
