/**
 * Shared summaries (paid `provider_collaboration`): a user makes a read-only link to
 * chosen sections of their data, for a listed provider or anyone holding the link. The link's
 * token is 128 random bits (base64url), shown once; only its sha256 is stored, so neither the
 * database nor a backup can rebuild a working link. A link answers until it expires or is
 * revoked; each answer is a recorded view the owner sees.
 *
 * One file per sub-resource (ADR 107): the owner's links (share-links.ts) and what a link's
 * holder sees (share-views.ts), sharing one SharesContext (shares-context.ts) and the stored
 * share's token and sections (share-rows.ts).
 */
import type { CreateShareRequest } from '#shared/contracts/providers.contract';
import type { Actor } from '#server/plugins/actor';
import { createShare, listShares, revokeShare } from './share-links';
import { openShare, openShareFhir } from './share-views';
import { createSharesContext, type SharesServiceDeps } from './shares-context';

export type { SharedBundleScope, SharesServiceDeps } from './shares-context';
export { hashShareToken } from './share-rows';

export function createSharesService(deps: SharesServiceDeps) {
  const context = createSharesContext(deps);
  return {
    create: (actor: Actor, request: CreateShareRequest) => createShare(context, actor, request),
    list: (actor: Actor) => listShares(context, actor),
    revoke: (actor: Actor, id: string) => revokeShare(context, actor, id),
    /**
     * The summary behind a link, for anyone holding it. The lookup by token hash and the view
     * count act for no user (the system); the summary reads the sharer's rows as the sharer, so
     * it can see nothing else of anyone.
     */
    open: (token: string) => openShare(context, token),
    /**
     * The shared sections as a FHIR R4 Bundle, when the owner chose to offer it (a link without
     * the option answers 404 like an unknown one). Each download is a recorded view.
     */
    openFhir: (token: string) => openShareFhir(context, token),
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
