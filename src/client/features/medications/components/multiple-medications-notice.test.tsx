import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { MultipleMedicationsNotice } from './multiple-medications-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MultipleMedicationsNotice (more than 2)', () => {
  it('shows for 3 medicines, says why it matters and points to the checks', () => {
    renderWithProviders(<MultipleMedicationsNotice activeCount={3} />);
    expect(
      screen.getByRole('heading', { name: 'Multiple Medications Detected' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/raises the chance that two of them interact/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check it with your cabinet' })).toHaveAttribute(
      'href',
      '/safety/checks',
    );
  });

  it('does not show for 2', () => {
    renderWithProviders(<MultipleMedicationsNotice activeCount={2} />);
    expect(screen.queryByText('Multiple Medications Detected')).not.toBeInTheDocument();
  });
});
