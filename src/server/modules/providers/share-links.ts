/** A user's own share links: made (paid `provider_collaboration`), listed and revoked. */
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_MESSAGES,
  SHARE_PATH_PREFIX,
  type CreateShareRequest,
  type CreateShareResponse,
  type ShareItem,
} from '#shared/contracts/providers.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { ShareWithProvider } from './providers.repository';
import {
  hashShareToken,
  newShareToken,
  sectionsOf,
  shareNotFound,
  type StoredSections,
} from './share-rows';
import type { SharesContext } from './shares-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A share as its owner's list shows it. */
function toItem(row: ShareWithProvider, at: Date): ShareItem {
  const revoked = row.revoked_at !== null;
  return {
    id: row.id,
    sections: sectionsOf(row.sections),
    provider:
      row.provider_id && row.provider_name
        ? { id: row.provider_id, name: row.provider_name }
        : null,
    status: revoked ? 'revoked' : row.expires_at <= at ? 'expired' : 'active',
    revoked,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    view_count: row.view_count,
    last_viewed_at: row.last_viewed_at?.toISOString() ?? null,
  };
}

export async function createShare(
  ctx: SharesContext,
  actor: Actor,
  request: CreateShareRequest,
): Promise<CreateShareResponse> {
  const { repository } = ctx;
  const userId = actor.id;
  const sections: StoredSections = {
    medicines: request.sections.medicines === true,
    trends: request.sections.trends === true,
    lab_report_id: request.sections.lab_report_id || null,
    fhir: request.sections.fhir === true,
  };
  if (!sections.medicines && !sections.trends && !sections.lab_report_id)
    throw new AppError(400, PROVIDER_ERROR_CODES.noSections, PROVIDER_MESSAGES.noSections);
  if (sections.lab_report_id && !(await ctx.ownsLabReport(userId, sections.lab_report_id)))
    throw new AppError(
      404,
      PROVIDER_ERROR_CODES.labReportNotFound,
      PROVIDER_MESSAGES.labReportNotFound,
    );
  let providerId: string | null = null;
  if (request.provider_id) {
    const provider = await repository.findApproved(request.provider_id);
    if (!provider)
      throw new AppError(
        404,
        PROVIDER_ERROR_CODES.providerNotFound,
        PROVIDER_MESSAGES.providerNotFound,
      );
    providerId = provider.id;
  }
  const at = ctx.now();
  const token = newShareToken();
  const row = await repository.insertShare({
    user_id: userId,
    token_hash: hashShareToken(token),
    sections: { ...sections },
    provider_id: providerId,
    expires_at: new Date(at.getTime() + request.expires_in_days * DAY_MS),
    created_at: at,
  });
  return {
    id: row.id,
    url: `${SHARE_PATH_PREFIX}${token}`,
    expires_at: row.expires_at.toISOString(),
  };
}

export async function listShares(
  ctx: SharesContext,
  actor: Actor,
): Promise<{ shares: ShareItem[] }> {
  const at = ctx.now();
  return { shares: (await ctx.repository.listShares(actor.id)).map((row) => toItem(row, at)) };
}

export async function revokeShare(
  ctx: SharesContext,
  actor: Actor,
  id: string,
): Promise<ShareItem> {
  if (!(await ctx.repository.revokeShare(actor.id, id, ctx.now()))) throw shareNotFound();
  const row = await ctx.repository.findShare(actor.id, id);
  if (!row) throw shareNotFound();
  return toItem(row, ctx.now());
}
