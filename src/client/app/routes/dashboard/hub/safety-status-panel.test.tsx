import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import { renderWithProviders } from '../../../../../../tests/setup/render-with-providers';
import { SafetyStatusPanel } from './safety-status-panel';

const safety = (medication_count: number) => ({
  'GET /api/medications/safety': {
    body: {
      status: 'ready',
      analyzed_at: '2026-11-20T10:00:00.000Z',
      medication_count,
      result: CHECK_RESULT,
    },
  },
});

describe('SafetyStatusPanel counts', () => {
  it("says '1 medicine checked', never '1 medicines checked'", async () => {
    renderWithProviders(<SafetyStatusPanel />, { auth: 'signed-in', api: safety(1) });
    expect(await screen.findByText(/1 medicine checked:/)).toBeInTheDocument();
    expect(screen.queryByText(/1 medicines/)).not.toBeInTheDocument();
  });

  it("says '3 medicines checked' for three", async () => {
    renderWithProviders(<SafetyStatusPanel />, { auth: 'signed-in', api: safety(3) });
    expect(await screen.findByText(/3 medicines checked:/)).toBeInTheDocument();
  });
});
