import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { FooterDisclaimer } from './footer-disclaimer';

afterEach(() => vi.unstubAllGlobals());

describe('FooterDisclaimer', () => {
  it('shows the short disclaimer and remembers a dismissal', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<FooterDisclaimer />);
    const bar = screen.getByRole('complementary', { name: 'Medical disclaimer' });
    expect(bar).toHaveTextContent('Educational only — not medical advice.');
    expect(bar).toHaveTextContent(/AI may be wrong/);

    await user.click(screen.getByRole('button', { name: 'Dismiss disclaimer' }));
    expect(
      screen.queryByRole('complementary', { name: 'Medical disclaimer' }),
    ).not.toBeInTheDocument();
    expect(window.localStorage.getItem('footer-disclaimer-dismissed')).toBe('true');
    first.unmount();

    renderWithProviders(<FooterDisclaimer />);
    expect(
      screen.queryByRole('complementary', { name: 'Medical disclaimer' }),
    ).not.toBeInTheDocument();
  });

  it('is in the prerendered HTML, where the boot loader can hide a dismissed one (ADR 049)', () => {
    window.localStorage.setItem('footer-disclaimer-dismissed', 'true');
    const html = renderToString(<FooterDisclaimer />);
    expect(html).toContain('data-footer-disclaimer=""');
    expect(html).toContain('Educational only — not medical advice.');
  });
});
