import { screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_SHARE,
  directoryAnswer,
  LISTED_PROVIDER,
  MEDICINES_SUMMARY,
  PROVIDER_DETAIL,
  REVOKED_SHARE,
  SAMPLE_PROVIDER,
} from '#client/features/providers/test-fixtures';
import JoinAsProviderPage from './join-as-provider';
import ProviderPage from './provider';
import ProviderDirectoryPage from './provider-directory';
import { renderProvidersPage } from './providers-test-helpers';
import SharedSummaryPage from './shared-summary';
import SharesPage from './shares';

afterEach(() => {
  vi.unstubAllGlobals();
});

const violations = () => axeViolations();

describe('provider pages accessibility (axe)', () => {
  it('the empty directory', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
    });
    await screen.findByText('No providers have joined Wellnest yet.');
    expect(await violations()).toEqual([]);
  });

  it('the directory with listings, one a sample', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
      api: { 'GET /api/providers': { body: directoryAnswer([LISTED_PROVIDER, SAMPLE_PROVIDER]) } },
    });
    await screen.findByText('Sample listing');
    expect(await violations()).toEqual([]);
  });

  it('a provider page', async () => {
    renderProvidersPage(<ProviderPage />, {
      routePath: '/wellness-providers/:id',
      path: `/wellness-providers/${PROVIDER_DETAIL.id}`,
      auth: 'signed-out',
      api: { 'GET /api/providers/:id': { body: PROVIDER_DETAIL } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dr. Ana Garcia' });
    expect(await violations()).toEqual([]);
  });

  it('the application form with its errors', async () => {
    const { user } = renderProvidersPage(<JoinAsProviderPage />, {
      routePath: '/wellness-providers/join',
      path: '/wellness-providers/join',
    });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByText('Enter the name to list.');
    expect(await violations()).toEqual([]);
  });

  it('the share manager for a paid user, with links', async () => {
    renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      isPaid: true,
      api: {
        'GET /api/providers': { body: directoryAnswer([LISTED_PROVIDER]) },
        'GET /api/shares': { body: { shares: [ACTIVE_SHARE, REVOKED_SHARE] } },
      },
    });
    await screen.findByRole('button', { name: 'Create share link' });
    await screen.findByText(/^Viewed 2 times/);
    expect(await violations()).toEqual([]);
  });

  it('the share manager for a free user', async () => {
    renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
    });
    await screen.findByRole('heading', { name: /needs Wellness Pro/ });
    expect(await violations()).toEqual([]);
  });

  it('a shared summary', async () => {
    renderProvidersPage(<SharedSummaryPage />, {
      routePath: '/shared/:token',
      path: '/shared/AAAAAAAAAAAAAAAAAAAAAA',
      auth: 'signed-out',
      api: { 'GET /api/shared/:token': { body: MEDICINES_SUMMARY } },
    });
    await screen.findByText('Warfarin');
    expect(await violations()).toEqual([]);
  });

  it('a link that no longer works', async () => {
    renderProvidersPage(<SharedSummaryPage />, {
      routePath: '/shared/:token',
      path: '/shared/AAAAAAAAAAAAAAAAAAAAAA',
      auth: 'signed-out',
    });
    await screen.findByRole('heading', { name: 'This link has expired or was revoked' });
    expect(await violations()).toEqual([]);
  });
});
