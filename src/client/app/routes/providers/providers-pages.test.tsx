import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_SHARE,
  directoryAnswer,
  LISTED_PROVIDER,
  MEDICINES_SUMMARY,
  PROVIDER_DETAIL,
  REGISTRY_LISTING,
  REVOKED_SHARE,
  SAMPLE_PROVIDER,
} from '#client/features/providers/test-fixtures';
import { PROVIDER_MESSAGES } from '#shared/contracts/providers.contract';
import JoinAsProviderPage from './join-as-provider';
import ProviderPage from './provider';
import ProviderDirectoryPage from './provider-directory';
import { renderProvidersPage } from './providers-test-helpers';
import SharedSummaryPage from './shared-summary';
import SharesPage from './shares';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOO_MANY = {
  status: 429,
  body: { code: 'RATE_LIMITED', message: 'Too many requests' },
  headers: { 'retry-after': '30' },
};

describe('provider directory', () => {
  it('says plainly that nobody has joined yet on a fresh install', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
    });
    expect(await screen.findByText('No providers have joined Wellnest yet.')).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Join as a provider' }))
      expect(link).toHaveAttribute('href', '/wellness-providers/join');
  });

  it('says exactly how to connect the NPI Registry while the server is not connected (ADR 093)', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
    });
    const empty = (await screen.findByText('No providers have joined Wellnest yet.'))
      .parentElement!;
    expect(empty).toHaveTextContent('This server is not connected to the NPI Registry');
    expect(
      within(empty).getByText('NPPES_API_URL=https://npiregistry.cms.hhs.gov/api'),
    ).toBeVisible();
  });

  it('connected, asks for a search, then lists the registry’s providers apart with their source', async () => {
    const { user, api } = renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
      api: { 'GET /api/providers': { body: directoryAnswer([], { connected: true }) } },
    });
    const empty = (await screen.findByText('No providers have joined Wellnest yet.'))
      .parentElement!;
    expect(empty).toHaveTextContent('to look up US providers in the NPI Registry');
    expect(empty).not.toHaveTextContent('NPPES_API_URL');

    api.on({
      'GET /api/providers': {
        body: directoryAnswer([], { connected: true, results: [REGISTRY_LISTING] }),
      },
    });
    await user.type(screen.getByLabelText('Name or keyword'), 'doe');
    await user.click(screen.getByRole('button', { name: 'Search providers' }));
    const registry = await screen.findByRole('region', { name: 'In the NPI Registry' });
    expect(registry).toHaveTextContent('From the NPI Registry (NPPES, run by CMS; public domain)');
    const card = within(registry).getByRole('article', { name: 'Jane Doe, M.D.' });
    expect(card).toHaveTextContent('Family Medicine');
    expect(card).toHaveTextContent('NPI 1234567893');
    expect(within(card).getByRole('link', { name: /View in the NPI Registry/ })).toHaveAttribute(
      'href',
      'https://npiregistry.cms.hhs.gov/provider-view/1234567893',
    );
    expect(
      screen.getByText('No Wellnest listings match your search; the NPI Registry’s are below.'),
    ).toBeVisible();
  });

  it('says so when the registry did not answer', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers?q=doe',
      auth: 'signed-out',
      api: {
        'GET /api/providers': { body: directoryAnswer([], { connected: true, unavailable: true }) },
      },
    });
    expect(
      await screen.findByText('The NPI Registry did not answer. Try the search again later.'),
    ).toBeVisible();
  });

  it('lists providers, labels sample listings and searches by every filter', async () => {
    const { user, api } = renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/healthcare-providers',
      path: '/healthcare-providers',
      auth: 'signed-out',
      api: { 'GET /api/providers': { body: directoryAnswer([LISTED_PROVIDER, SAMPLE_PROVIDER]) } },
    });
    const garcia = await screen.findByRole('article', { name: 'Dr. Ana Garcia' });
    expect(within(garcia).getByText('Telehealth')).toBeVisible();
    expect(within(garcia).getByText('NPI verified')).toBeVisible();
    expect(within(garcia).queryByText('Sample listing')).toBeNull();
    const sample = screen.getByRole('article', { name: 'Sam Rivers' });
    expect(within(sample).getByText('Sample listing')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dr. Ana Garcia' })).toHaveAttribute(
      'href',
      `/wellness-providers/${LISTED_PROVIDER.id}`,
    );

    api.on({ 'GET /api/providers': { body: directoryAnswer([]) } });
    await user.type(screen.getByLabelText('Name or keyword'), 'garcia');
    await user.type(screen.getByLabelText('Specialty'), 'sleep');
    await user.type(screen.getByLabelText('Location'), 'Austin');
    await user.selectOptions(screen.getByLabelText('Telehealth'), 'true');
    await user.click(screen.getByRole('button', { name: 'Search providers' }));
    expect(await screen.findByText(PROVIDER_MESSAGES.noResults)).toBeVisible();
    const last = api.callsTo('GET /api/providers').at(-1)!;
    expect(Object.fromEntries(last.search)).toEqual({
      q: 'garcia',
      specialty: 'sleep',
      near: 'Austin',
      telehealth: 'true',
    });
  });

  it('asks the visitor to wait on 429', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers',
      auth: 'signed-out',
      api: { 'GET /api/providers': TOO_MANY },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 30 seconds');
  });

  it('shows the 400 sentence for a bad search', async () => {
    renderProvidersPage(<ProviderDirectoryPage />, {
      routePath: '/wellness-providers',
      path: '/wellness-providers?q=x',
      auth: 'signed-out',
      api: {
        'GET /api/providers': {
          status: 400,
          body: { code: 'VALIDATION_ERROR', message: 'q: At most 100 characters.' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 100 characters.');
  });
});

describe('provider page', () => {
  it('shows the listing', async () => {
    renderProvidersPage(<ProviderPage />, {
      routePath: '/wellness-providers/:id',
      path: `/wellness-providers/${PROVIDER_DETAIL.id}`,
      auth: 'signed-out',
      api: { 'GET /api/providers/:id': { body: PROVIDER_DETAIL } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ana Garcia' })).toBeVisible();
    expect(screen.getByText('English, Spanish')).toBeVisible();
    expect(screen.getByText('Offers telehealth visits')).toBeVisible();
  });

  it('says when the provider does not exist (404)', async () => {
    renderProvidersPage(<ProviderPage />, {
      routePath: '/wellness-providers/:id',
      path: '/wellness-providers/nope',
      auth: 'signed-out',
      api: {
        'GET /api/providers/:id': {
          status: 404,
          body: { code: 'PROVIDER_NOT_FOUND', message: PROVIDER_MESSAGES.providerNotFound },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider not found' }),
    ).toBeVisible();
  });
});

describe('join as a provider', () => {
  const render = (api = {}) =>
    renderProvidersPage(<JoinAsProviderPage />, {
      routePath: '/wellness-providers/join',
      path: '/wellness-providers/join',
      api,
    });

  it('checks the form before sending and sends the application', async () => {
    const { user, api } = render({
      'POST /api/providers/apply': { status: 201, body: { id: 'p-1', status: 'pending' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText('Name to list')).toHaveAccessibleDescription(
      expect.stringContaining(PROVIDER_MESSAGES.nameRequired),
    );
    expect(api.callsTo('POST /api/providers/apply')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name to list'), 'Dr. Ana Garcia');
    await user.type(screen.getByLabelText('Profession'), 'Physician');
    await user.type(screen.getByLabelText('Location'), 'Austin, TX');
    await user.type(screen.getByLabelText('US NPI number (optional)'), '1234567893');
    await user.type(screen.getByLabelText('Languages (optional)'), 'English, Spanish');
    await user.click(screen.getByLabelText('I offer telehealth (video or phone) visits'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(PROVIDER_MESSAGES.applied)).toBeVisible();
    expect(api.callsTo('POST /api/providers/apply')[0]!.body).toMatchObject({
      name: 'Dr. Ana Garcia',
      profession: 'Physician',
      location: 'Austin, TX',
      npi: '1234567893',
      telehealth: true,
      languages: ['English', 'Spanish'],
    });
    expect(screen.getByRole('link', { name: 'See your listing' })).toHaveAttribute(
      'href',
      '/wellness-providers/p-1',
    );
  });

  it('puts a refused NPI on its field and a second application in an alert', async () => {
    const { user, api } = render({
      'POST /api/providers/apply': {
        status: 400,
        body: { code: 'INVALID_NPI', message: PROVIDER_MESSAGES.invalidNpi },
      },
    });
    await user.type(await screen.findByLabelText('Name to list'), 'Ana');
    await user.type(screen.getByLabelText('Profession'), 'Nurse');
    await user.type(screen.getByLabelText('Location'), 'Online');
    await user.type(screen.getByLabelText('US NPI number (optional)'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(screen.getByLabelText('US NPI number (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('That NPI is not valid'),
      ),
    );
    api.on({
      'POST /api/providers/apply': {
        status: 409,
        body: { code: 'ALREADY_APPLIED', message: PROVIDER_MESSAGES.alreadyApplied },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a listing');
  });

  it('shows an open application instead of a second form', async () => {
    render({
      'GET /api/providers/mine': {
        body: { providers: [{ ...PROVIDER_DETAIL, status: 'pending' }] },
      },
    });
    expect(await screen.findByText('Waiting for review')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});

describe('share manager', () => {
  it('shows a free user the upgrade prompt, and still their links', async () => {
    renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      api: { 'GET /api/shares': { body: { shares: [ACTIVE_SHARE] } } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Provider collaboration needs Wellness Pro' }),
    ).toBeVisible();
    expect(await screen.findByText(/^Viewed 2 times, last on /)).toBeVisible();
  });

  it('creates a link for the chosen sections and shows it once', async () => {
    const { user, api } = renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      isPaid: true,
      api: {
        'GET /api/providers': { body: directoryAnswer([LISTED_PROVIDER]) },
        'POST /api/shares': {
          status: 201,
          body: {
            id: 's-1',
            url: '/shared/AAAAAAAAAAAAAAAAAAAAAA',
            expires_at: '2026-12-01T00:00:00.000Z',
          },
        },
      },
    });
    const days = await screen.findByLabelText('Link lasts (days)');
    await user.clear(days);
    await user.type(days, '31');
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(days).toHaveAccessibleDescription(
      expect.stringContaining(PROVIDER_MESSAGES.expiryRange),
    );
    await user.click(screen.getByLabelText(/Medicines and their interactions/));
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(screen.getByText(PROVIDER_MESSAGES.noSections)).toBeVisible();
    expect(api.callsTo('POST /api/shares')).toHaveLength(0);

    await user.click(screen.getByLabelText(/Medicines and their interactions/));
    await user.selectOptions(screen.getByLabelText('Shared with (optional)'), LISTED_PROVIDER.id);
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/shared/AAAAAAAAAAAAAAAAAAAAAA`,
    );
    expect(api.callsTo('POST /api/shares')[0]!.body).toEqual({
      sections: { medicines: true },
      expires_in_days: 7,
      provider_id: LISTED_PROVIDER.id,
    });
  });

  it('shows the upgrade prompt when the server refuses the plan (403)', async () => {
    const { user } = renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      isPaid: true,
      api: {
        'POST /api/shares': {
          status: 403,
          body: { code: 'PLAN_REQUIRED', message: 'Provider collaboration needs Wellness Pro.' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create share link' }));
    expect(
      await screen.findByRole('heading', { name: 'Provider collaboration needs Wellness Pro' }),
    ).toBeVisible();
  });

  it('names the Health edition when the server says the edition lacks sharing (403)', async () => {
    const { user } = renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      isPaid: true,
      api: {
        'POST /api/shares': {
          status: 403,
          body: { code: 'FEATURE_NOT_IN_EDITION', message: 'Not in this edition.' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create share link' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Provider collaboration is part of the Health edition',
      }),
    ).toBeVisible();
  });

  it('revokes a link after asking', async () => {
    const { user, api } = renderProvidersPage(<SharesPage />, {
      routePath: '/dashboard/shares',
      path: '/dashboard/shares',
      isPaid: true,
      api: {
        'GET /api/shares': { body: { shares: [ACTIVE_SHARE, REVOKED_SHARE] } },
        'DELETE /api/shares/:id': { body: { ...ACTIVE_SHARE, status: 'revoked', revoked: true } },
      },
    });
    const revokedRow = await screen.findByRole('listitem', { name: 'Link for anyone' });
    expect(within(revokedRow).getByText('Not viewed yet')).toBeVisible();
    expect(within(revokedRow).queryByRole('button', { name: /Revoke/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Revoke: Shared with Dr. Ana Garcia/ }));
    api.on({ 'GET /api/shares': { body: { shares: [{ ...ACTIVE_SHARE, status: 'revoked' }] } } });
    await user.click(screen.getByRole('button', { name: 'Yes, revoke the link' }));
    expect(await screen.findByText(PROVIDER_MESSAGES.shareRevoked)).toBeVisible();
    expect(api.callsTo(`DELETE /api/shares/${ACTIVE_SHARE.id}`)).toHaveLength(1);
  });
});

describe('shared summary', () => {
  const render = (answer: Parameters<typeof renderProvidersPage>[1]['api']) =>
    renderProvidersPage(<SharedSummaryPage />, {
      routePath: '/shared/:token',
      path: '/shared/AAAAAAAAAAAAAAAAAAAAAA',
      auth: 'signed-out',
      api: answer,
    });

  it('shows only the shared sections, read-only', async () => {
    render({ 'GET /api/shared/:token': { body: MEDICINES_SUMMARY } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ada's shared health summary" }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Medicines and supplements' })).toBeVisible();
    expect(screen.getByText('Warfarin')).toBeVisible();
    expect(screen.getByText(/Moderate: Warfarin and Fish oil/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Recent trends' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lab report' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the link has expired or was revoked on 404', async () => {
    render({
      'GET /api/shared/:token': {
        status: 404,
        body: { code: 'SHARE_NOT_FOUND', message: PROVIDER_MESSAGES.shareNotFound },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This link has expired or was revoked',
      }),
    ).toBeVisible();
  });

  it('asks the reader to wait on 429', async () => {
    render({ 'GET /api/shared/:token': TOO_MANY });
    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 30 seconds');
  });
});
