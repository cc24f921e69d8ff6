import { describe, expect, it } from 'vitest';
import { PROVIDER_ERROR_CODES } from '#shared/contracts/providers.contract';
import { testActor } from '../../../../tests/setup/actor';
import type { ProviderRow } from './providers.repository';
import type { NppesRegistry } from './nppes';
import { createProvidersService, type ProvidersServiceDeps } from './providers.service';

const AT = new Date('2026-05-01T12:00:00Z');

type ListingQueries = ProvidersServiceDeps['repository'];

/** The listing queries with `used` in place; any other one fails the test that reaches it. */
function repositoryWith(used: Partial<ListingQueries>): ListingQueries {
  const unexpected = (name: string) => (): never => {
    throw new Error(`providers repository: ${name} is not expected here`);
  };
  return {
    insertApplication: unexpected('insertApplication'),
    listByOwner: unexpected('listByOwner'),
    listDirectory: unexpected('listDirectory'),
    findProvider: unexpected('findProvider'),
    listByStatus: unexpected('listByStatus'),
    setStatus: unexpected('setStatus'),
    ...used,
  };
}

function listing(overrides: Partial<ProviderRow> = {}): ProviderRow {
  return {
    id: 'listing-1',
    owner_id: 'owner',
    name: 'Dr Ada Pending',
    profession: 'Dietitian',
    specialty: '',
    npi: null,
    licence: null,
    location: 'Online',
    telehealth: true,
    languages: [],
    bio: '',
    status: 'pending',
    verified: false,
    is_demo: false,
    created_at: AT,
    reviewed_at: null,
    ...overrides,
  };
}

/** A repository over one listing: only what these rules read and write. */
function serviceOver(row: ProviderRow) {
  const state = { row };
  const repository = repositoryWith({
    findProvider: async (id: string) => (id === state.row.id ? state.row : null),
    listByStatus: async (status: string) => (state.row.status === status ? [state.row] : []),
    setStatus: async (id: string, status: ProviderRow['status'], at: Date) => {
      if (id !== state.row.id) return null;
      state.row = { ...state.row, status, reviewed_at: at };
      return state.row;
    },
  });
  const service = createProvidersService({
    repository,
    registry: null,
    log: { warn: () => undefined },
    now: () => AT,
  });
  return { service, state };
}

describe('providers service: the actor decides what a listing shows and who reviews it', () => {
  it('shows a pending listing to its owner only; a visitor and another user get 404', async () => {
    const { service } = serviceOver(listing());
    expect((await service.get(testActor('owner'), 'listing-1')).status).toBe('pending');
    for (const viewer of [null, testActor('someone-else')])
      await expect(service.get(viewer, 'listing-1')).rejects.toMatchObject({
        statusCode: 404,
        code: PROVIDER_ERROR_CODES.providerNotFound,
      });
  });

  it('shows an approved listing to a visitor', async () => {
    const { service } = serviceOver(listing({ status: 'approved' }));
    expect((await service.get(null, 'listing-1')).name).toBe('Dr Ada Pending');
  });

  it('lets an admin review and answers anyone else as the admin routes do, changing nothing', async () => {
    const { service, state } = serviceOver(listing());
    const user = testActor('owner');
    await expect(service.review(user, 'listing-1', 'approved')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
    });
    await expect(service.listForReview(user, 'pending')).rejects.toMatchObject({ statusCode: 404 });
    expect(state.row.status).toBe('pending');

    const admin = testActor('admin', { admin: true });
    expect((await service.listForReview(admin, 'pending')).providers).toHaveLength(1);
    const reviewed = await service.review(admin, 'listing-1', 'approved');
    expect(reviewed).toMatchObject({ status: 'approved', reviewed_at: AT.toISOString() });
  });
});

describe('providers service: the directory and the NPI Registry (ADR 093)', () => {
  const repository = repositoryWith({ listDirectory: async () => [] });
  const log = { warn: () => undefined };

  it('without NPPES_API_URL says the registry is not connected and asks nothing', async () => {
    const service = createProvidersService({ repository, registry: null, log });
    expect(await service.directory({ q: 'doe' })).toEqual({
      providers: [],
      registry: { connected: false, results: [], unavailable: false },
    });
  });

  it('connected, hands the search to the registry and reports a failed one as unavailable', async () => {
    const asked: unknown[] = [];
    const answers: Awaited<ReturnType<NonNullable<NppesRegistry['search']>>>[] = [[], null];
    const registry: NppesRegistry = {
      lookup: async () => null,
      search: async (search) => {
        asked.push(search);
        const next = answers.shift();
        return next === undefined ? [] : next;
      },
    };
    const service = createProvidersService({ repository, registry, log });
    expect((await service.directory({ q: 'doe', specialty: '', near: 'Austin' })).registry).toEqual(
      { connected: true, results: [], unavailable: false },
    );
    expect(asked).toEqual([{ q: 'doe', specialty: undefined, near: 'Austin' }]);
    expect((await service.directory({ q: 'doe' })).registry.unavailable).toBe(true);
  });
});
