/**
 * What a link's holder sees: the shared summary and, when offered, its FHIR Bundle. The lookup by
 * token hash and the view count act for no user (the system); the sharer's rows are read as the
 * sharer. Each answer is a recorded view the owner sees.
 */
import {
  PROVIDER_MESSAGES,
  SHARE_TRENDS_DAYS,
  sharedFhirPath,
  type SharedSummary,
} from '#shared/contracts/providers.contract';
import { addDays, utcToday } from '#shared/domain/dates';
import { runAsSystem, runAsUser } from '#server/db/acting-user';
import type { ShareWithProvider } from './providers.repository';
import { hashShareToken, sectionsOf, shareNotFound } from './share-rows';
import type { SharesContext } from './shares-context';

/**
 * The share behind a link, when it still answers. The lookup by token hash acts for no user
 * (the system): the link's holder is nobody we know.
 */
async function liveShare(ctx: SharesContext, token: string, at: Date): Promise<ShareWithProvider> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw shareNotFound();
  const share = await runAsSystem(() => ctx.repository.findShareByTokenHash(hashShareToken(token)));
  if (!share || share.revoked_at !== null || share.expires_at <= at) throw shareNotFound();
  return share;
}

/**
 * The summary behind a link, for anyone holding it. The lookup by token hash and the view
 * count act for no user (the system); the summary reads the sharer's rows as the sharer, so
 * it can see nothing else of anyone.
 */
export async function openShare(ctx: SharesContext, token: string): Promise<SharedSummary> {
  const at = ctx.now();
  const share = await liveShare(ctx, token, at);
  const sections = sectionsOf(share.sections);
  const userId = share.user_id;
  const summary = await runAsUser(userId, async () => {
    const [firstName, medicines, trends, labReport] = await Promise.all([
      ctx.firstNameOf(userId),
      sections.medicines ? ctx.summary.medicines(userId) : null,
      sections.trends ? ctx.summary.trends(userId, at) : null,
      sections.lab_report_id ? ctx.summary.labReport(userId, sections.lab_report_id) : null,
    ]);
    return { firstName, medicines, trends, labReport };
  });
  await runAsSystem(() => ctx.repository.recordView(share.id, at));
  return {
    first_name: summary.firstName?.trim().split(/\s+/)[0] || null,
    provider:
      share.provider_id && share.provider_name
        ? { id: share.provider_id, name: share.provider_name }
        : null,
    created_at: share.created_at.toISOString(),
    expires_at: share.expires_at.toISOString(),
    generated_at: at.toISOString(),
    sections: {
      medicines: summary.medicines,
      trends: summary.trends,
      lab_report: summary.labReport,
    },
    fhir_bundle_url: sections.fhir ? sharedFhirPath(token) : null,
    disclaimer: PROVIDER_MESSAGES.sharedDisclaimer,
  };
}

/**
 * The shared sections as a FHIR R4 Bundle, when the owner chose to offer it: the cabinet's
 * medicines, the trends window's sleep and the one lab report (without its file, whose link
 * needs the owner's session). Nothing else: no profile data, no other reports. A link without
 * the option answers 404 like an unknown one. Each download is a recorded view.
 */
export async function openShareFhir(
  ctx: SharesContext,
  token: string,
): Promise<Record<string, unknown>> {
  const at = ctx.now();
  const share = await liveShare(ctx, token, at);
  const sections = sectionsOf(share.sections);
  if (!sections.fhir) throw shareNotFound();
  const to = utcToday(at);
  const bundle = await runAsUser(share.user_id, () =>
    ctx.fhirBundle(share.user_id, {
      medicines: sections.medicines,
      sleep: sections.trends ? { from: addDays(to, -(SHARE_TRENDS_DAYS - 1)), to } : null,
      labReportId: sections.lab_report_id,
    }),
  );
  await runAsSystem(() => ctx.repository.recordView(share.id, at));
  return bundle;
}
