import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemCheck } from '#shared/contracts/profile.contract';
import {
  createFakeProfileApi,
  renderWithProfileApi,
} from '../../../../../../tests/setup/fake-profile-api';
import type { FakeAnswer } from '../../../../../../tests/setup/fake-fetch';
import { SystemStatusCard } from './system-status-card';

const check = (
  checks: Partial<SystemCheck['checks']>,
  extra: Partial<SystemCheck> = {},
): SystemCheck => ({
  checks: {
    authentication: 'good',
    dataRetrieval: 'good',
    featureGating: 'good',
    dataSaving: 'good',
    crossMigration: 'good',
    ...checks,
  },
  profileScore: 62,
  subscriptionTier: 'free',
  hasRecoverableData: false,
  lastSystemCheck: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const ok = (body: SystemCheck): FakeAnswer => ({ body });
const failure = (status: number, body: unknown): FakeAnswer => ({ status, body });

/** Answers POST /api/system-check from a queue; each answer waits until released when `held`. */
function stubSystemCheck(...answers: FakeAnswer[]) {
  const api = createFakeProfileApi();
  const queue = [...answers];
  const calls: string[] = [];
  let held: (() => void) | null = null;
  const state = { hold: false, release: () => held?.() };
  api.on({
    'POST /api/system-check': async ({ url }) => {
      calls.push(url);
      if (state.hold) await new Promise<void>((resolve) => (held = resolve));
      return queue.shift() ?? failure(500, { code: 'INTERNAL', message: 'No answer' });
    },
  });
  return { api, calls, state };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SystemStatusCard', () => {
  it('does not run until the profile is present', () => {
    const { api, calls } = stubSystemCheck(ok(check({})));
    renderWithProfileApi(<SystemStatusCard hasProfile={false} />, api);
    expect(screen.getAllByText('Not checked yet')).toHaveLength(5);
    expect(calls).toHaveLength(0);
  });

  it('runs once by itself (quietly when all is well), then on demand with the summary toast', async () => {
    const { api, calls, state } = stubSystemCheck(
      ok(check({})),
      ok(check({ dataRetrieval: 'warning', crossMigration: 'warning' })),
    );
    const user = userEvent.setup();
    renderWithProfileApi(<SystemStatusCard hasProfile />, api);
    expect(await screen.findAllByText('Operational')).toHaveLength(5);
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('All systems operational!')).not.toBeInTheDocument();
    expect(screen.getByText('62%')).toBeInTheDocument();
    expect(screen.getByText('Free Wellness')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();

    state.hold = true;
    await user.click(screen.getByRole('button', { name: 'Run System Check' }));
    expect(await screen.findByRole('button', { name: 'Running Diagnostics...' })).toBeDisabled();
    act(() => state.release());
    expect(await screen.findByText('2 warnings detected')).toBeInTheDocument();
    expect(screen.getAllByText('Warning')).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it.each([
    [check({}), 'All systems operational!'],
    [check({ dataSaving: 'error', featureGating: 'warning' }), '1 critical issues detected'],
    [check({ authentication: 'error', dataRetrieval: 'error' }), '2 critical issues detected'],
  ])('summarises a run started by the button (%#)', async (answer, message) => {
    const { api } = stubSystemCheck(ok(answer));
    const user = userEvent.setup();
    renderWithProfileApi(<SystemStatusCard hasProfile={false} />, api);
    await user.click(screen.getByRole('button', { name: 'Run System Check' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'System check failed' when the check cannot run, and shows the free tier by default", async () => {
    const { api } = stubSystemCheck(
      failure(500, { code: 'INTERNAL', message: 'Boom' }),
      ok(check({}, { subscriptionTier: '', hasRecoverableData: true })),
    );
    const user = userEvent.setup();
    renderWithProfileApi(<SystemStatusCard hasProfile />, api);
    expect(await screen.findByText('System check failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run System Check' }));
    expect(await screen.findByText('All systems operational!')).toBeInTheDocument();
    expect(screen.getByText('Free Wellness')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });
});
