/**
 * Provider listings: a signed-in user applies, an admin approves or rejects, and only
 * approved listings are in the public directory. An NPI must pass its check digit; when the NPI
 * Registry is configured it is asked too, and `verified` records that the NPI exists under the
 * listed name. The registry being down never blocks an application: the listing stays unverified.
 */
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_MESSAGES,
  type ProviderDetail,
  type ProviderDirectoryQuery,
  type ProviderDirectoryResponse,
  type ProviderListItem,
  type ProviderStatus,
  type providerApplyRequestSchema,
} from '#shared/contracts/providers.contract';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { ADMIN_NOT_FOUND_BODY } from '#server/plugins/admin-guard';
import { isValidNpi, normaliseNpi } from './npi';
import type { NppesRegistry } from './nppes';
import type { ProviderRow, ProvidersRepository } from './providers.repository';

export type ProviderApplication = z.output<typeof providerApplyRequestSchema>;

/** The listing queries the service asks of the repository (the shares are another service's). */
type ListingQueries = Pick<
  ProvidersRepository,
  | 'insertApplication'
  | 'listByOwner'
  | 'listDirectory'
  | 'findProvider'
  | 'listByStatus'
  | 'setStatus'
>;

export interface ProvidersServiceDeps {
  repository: ListingQueries;
  /** Null when NPPES_API_URL is not set: NPIs are checked by their check digit only. */
  registry: NppesRegistry | null;
  log: { warn: (object: object, message: string) => void };
  now?: () => Date;
}

/**
 * The live NPI Registry's listings for a directory search (ADR 093). The registry knows nothing
 * of telehealth, so a telehealth-only search asks it nothing.
 */
async function registryAnswer(
  registry: NppesRegistry | null,
  query: ProviderDirectoryQuery,
): Promise<ProviderDirectoryResponse['registry']> {
  if (!registry?.search) return { connected: false, results: [], unavailable: false };
  if (query.telehealth === 'true') return { connected: true, results: [], unavailable: false };
  const results = await registry.search({
    q: query.q || undefined,
    specialty: query.specialty || undefined,
    near: query.near || undefined,
  });
  return { connected: true, results: results ?? [], unavailable: results === null };
}

const notFound = () =>
  new AppError(404, PROVIDER_ERROR_CODES.providerNotFound, PROVIDER_MESSAGES.providerNotFound);

/** Reviewing is for admins; anyone else gets the app's not-found, as the admin routes answer. */
function assertAdmin(actor: Actor): void {
  if (!actor.admin)
    throw new AppError(404, ADMIN_NOT_FOUND_BODY.code, ADMIN_NOT_FOUND_BODY.message);
}

export function toListItem(row: ProviderRow): ProviderListItem {
  return {
    id: row.id,
    name: row.name,
    profession: row.profession,
    specialty: row.specialty,
    location: row.location,
    telehealth: row.telehealth,
    verified: row.verified,
    demo: row.is_demo,
  };
}

export function toDetail(row: ProviderRow): ProviderDetail {
  return {
    ...toListItem(row),
    npi: row.npi,
    licence: row.licence,
    languages: row.languages,
    bio: row.bio,
    status: row.status,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

export function createProvidersService(deps: ProvidersServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** Whether the registry knows the NPI under this name; false when it cannot say. */
  async function isVerified(npi: string, name: string): Promise<boolean> {
    if (!deps.registry) return false;
    const answer = await deps.registry.lookup(npi, name);
    if (answer && !answer.nameMatches)
      deps.log.warn(
        { found: answer.found },
        'NPI Registry did not confirm a provider application; it stays unverified',
      );
    return answer?.nameMatches ?? false;
  }

  return {
    async apply(actor: Actor, application: ProviderApplication) {
      const userId = actor.id;
      let npi: string | null = null;
      if (application.npi) {
        npi = normaliseNpi(application.npi);
        if (!npi || !isValidNpi(npi))
          throw new AppError(400, PROVIDER_ERROR_CODES.invalidNpi, PROVIDER_MESSAGES.invalidNpi);
      }
      const alreadyApplied = () =>
        new AppError(409, PROVIDER_ERROR_CODES.alreadyApplied, PROVIDER_MESSAGES.alreadyApplied);
      // Checked before asking the registry too, so a repeat application costs no lookup.
      if ((await repository.listByOwner(userId)).some((row) => row.status !== 'rejected'))
        throw alreadyApplied();
      const verified = npi ? await isVerified(npi, application.name) : false;
      const languages = [
        ...new Map(application.languages.map((l) => [l.toLowerCase(), l])).values(),
      ];
      const row = await repository.insertApplication({
        owner_id: userId,
        name: application.name,
        profession: application.profession,
        specialty: application.specialty,
        npi,
        licence: application.licence || null,
        location: application.location,
        telehealth: application.telehealth,
        languages,
        bio: application.bio,
        status: 'pending',
        verified,
        is_demo: false,
        created_at: now(),
      });
      if (!row) throw alreadyApplied();
      return { id: row.id, status: 'pending' as const };
    },

    async mine(actor: Actor) {
      return { providers: (await repository.listByOwner(actor.id)).map(toDetail) };
    },

    async directory(query: ProviderDirectoryQuery) {
      const rows = await repository.listDirectory({
        q: query.q || undefined,
        specialty: query.specialty || undefined,
        near: query.near || undefined,
        telehealth: query.telehealth === undefined ? undefined : query.telehealth === 'true',
      });
      return {
        providers: rows.map(toListItem),
        registry: await registryAnswer(deps.registry, query),
      };
    },

    /** An approved listing, or the viewer's own in any status; anything else 404. */
    async get(viewer: Actor | null, id: string): Promise<ProviderDetail> {
      const row = await repository.findProvider(id);
      if (!row) throw notFound();
      if (row.status !== 'approved' && (viewer === null || row.owner_id !== viewer.id))
        throw notFound();
      return toDetail(row);
    },

    async listForReview(actor: Actor, status: ProviderStatus) {
      assertAdmin(actor);
      return { providers: (await repository.listByStatus(status)).map(toDetail) };
    },

    async review(
      actor: Actor,
      id: string,
      status: 'approved' | 'rejected',
    ): Promise<ProviderDetail> {
      assertAdmin(actor);
      const row = await repository.setStatus(id, status, now());
      if (!row) throw notFound();
      return toDetail(row);
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
