import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotFoundPage from '#client/app/routes/not-found';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { AppShell } from './app-shell';

// jsdom has no layout, so colour contrast and target size are left to the browser tests.
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AppShell accessibility (axe)', () => {
  it('signed out, with the cookie choices and the mobile menu open', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AppShell>
        <NotFoundPage />
        <SectionErrorCard onRetry={() => undefined} />
      </AppShell>,
      { path: '/missing' },
    );
    // The cookie banner's code loads after the first paint (lazy).
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await violations()).toEqual([]);
  });

  it('signed in, with the welcome popup in its detailed view', async () => {
    renderWithProviders(
      <AppShell>
        <h1>Goals</h1>
      </AppShell>,
      { auth: 'signed-in', path: '/dashboard/goals' },
    );
    // The popup's code loads once the user is known to be signed in, then it opens after 500 ms.
    const details = await screen.findByRole(
      'button',
      { name: 'Show detailed information' },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    await user.click(details);
    expect(await violations()).toEqual([]);
  });
});
