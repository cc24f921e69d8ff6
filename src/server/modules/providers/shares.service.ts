/**
 * Shared summaries (paid `provider_collaboration`): a user makes a read-only link to
 * chosen sections of their data, for a listed provider or anyone holding the link. The link's
 * token is 128 random bits (base64url), shown once; only its sha256 is stored, so neither the
 * database nor a backup can rebuild a working link. A link answers until it expires or is
 * revoked; each answer is a recorded view the owner sees.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_MESSAGES,
  SHARE_PATH_PREFIX,
  SHARE_TRENDS_DAYS,
  sharedFhirPath,
  type CreateShareRequest,
  type CreateShareResponse,
  type ShareItem,
  type SharedSummary,
} from '#shared/contracts/providers.contract';
import { addDays, utcToday } from '#shared/domain/dates';
import { runAsSystem, runAsUser } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { ProvidersRepository, ShareWithProvider } from './providers.repository';
import type { SummaryBuilder } from './shared-summary';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredSections {
  medicines: boolean;
  trends: boolean;
  lab_report_id: string | null;
  /** The shared sections are also offered as a FHIR R4 Bundle (not a section of its own). */
  fhir: boolean;
}

/** What of the sharer's records a share's FHIR Bundle holds (the fhir module's scope). */
export interface SharedBundleScope {
  medicines: boolean;
  /** The trends window's nights (inclusive UTC days), or none. */
  sleep: { from: string; to: string } | null;
  labReportId: string | null;
}

export interface SharesServiceDeps {
  repository: ProvidersRepository;
  summary: SummaryBuilder;
  /** Whether the user owns this lab report (the labs module's rows). */
  ownsLabReport: (userId: string, reportId: string) => Promise<boolean>;
  /** The first name the user gave their account, or null. */
  firstNameOf: (userId: string) => Promise<string | null>;
  /** The sharer's records in this scope as a FHIR R4 Bundle (the account export's builder). */
  fhirBundle: (userId: string, scope: SharedBundleScope) => Promise<Record<string, unknown>>;
  now?: () => Date;
}

/** A fresh link token: 16 random bytes, base64url (22 characters). */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sectionsOf(stored: Record<string, unknown>): StoredSections {
  return {
    medicines: stored.medicines === true,
    trends: stored.trends === true,
    lab_report_id: typeof stored.lab_report_id === 'string' ? stored.lab_report_id : null,
    fhir: stored.fhir === true,
  };
}

const shareNotFound = () =>
  new AppError(404, PROVIDER_ERROR_CODES.shareNotFound, PROVIDER_MESSAGES.shareNotFound);

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

export function createSharesService(deps: SharesServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The share behind a link, when it still answers. The lookup by token hash acts for no user
   * (the system): the link's holder is nobody we know.
   */
  async function liveShare(token: string, at: Date): Promise<ShareWithProvider> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw shareNotFound();
    const share = await runAsSystem(() => repository.findShareByTokenHash(hashShareToken(token)));
    if (!share || share.revoked_at !== null || share.expires_at <= at) throw shareNotFound();
    return share;
  }

  return {
    async create(actor: Actor, request: CreateShareRequest): Promise<CreateShareResponse> {
      const userId = actor.id;
      const sections: StoredSections = {
        medicines: request.sections.medicines === true,
        trends: request.sections.trends === true,
        lab_report_id: request.sections.lab_report_id || null,
        fhir: request.sections.fhir === true,
      };
      if (!sections.medicines && !sections.trends && !sections.lab_report_id)
        throw new AppError(400, PROVIDER_ERROR_CODES.noSections, PROVIDER_MESSAGES.noSections);
      if (sections.lab_report_id && !(await deps.ownsLabReport(userId, sections.lab_report_id)))
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
      const at = now();
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
    },

    async list(actor: Actor): Promise<{ shares: ShareItem[] }> {
      const at = now();
      return { shares: (await repository.listShares(actor.id)).map((row) => toItem(row, at)) };
    },

    async revoke(actor: Actor, id: string): Promise<ShareItem> {
      if (!(await repository.revokeShare(actor.id, id, now()))) throw shareNotFound();
      const row = await repository.findShare(actor.id, id);
      if (!row) throw shareNotFound();
      return toItem(row, now());
    },

    /**
     * The summary behind a link, for anyone holding it. The lookup by token hash and the view
     * count act for no user (the system); the summary reads the sharer's rows as the sharer, so
     * it can see nothing else of anyone.
     */
    async open(token: string): Promise<SharedSummary> {
      const at = now();
      const share = await liveShare(token, at);
      const sections = sectionsOf(share.sections);
      const userId = share.user_id;
      const summary = await runAsUser(userId, async () => {
        const [firstName, medicines, trends, labReport] = await Promise.all([
          deps.firstNameOf(userId),
          sections.medicines ? deps.summary.medicines(userId) : null,
          sections.trends ? deps.summary.trends(userId, at) : null,
          sections.lab_report_id ? deps.summary.labReport(userId, sections.lab_report_id) : null,
        ]);
        return { firstName, medicines, trends, labReport };
      });
      await runAsSystem(() => repository.recordView(share.id, at));
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
    },

    /**
     * The shared sections as a FHIR R4 Bundle, when the owner chose to offer it: the cabinet's
     * medicines, the trends window's sleep and the one lab report (without its file, whose link
     * needs the owner's session). Nothing else: no profile data, no other reports. A link without
     * the option answers 404 like an unknown one. Each download is a recorded view.
     */
    async openFhir(token: string): Promise<Record<string, unknown>> {
      const at = now();
      const share = await liveShare(token, at);
      const sections = sectionsOf(share.sections);
      if (!sections.fhir) throw shareNotFound();
      const to = utcToday(at);
      const bundle = await runAsUser(share.user_id, () =>
        deps.fhirBundle(share.user_id, {
          medicines: sections.medicines,
          sleep: sections.trends ? { from: addDays(to, -(SHARE_TRENDS_DAYS - 1)), to } : null,
          labReportId: sections.lab_report_id,
        }),
      );
      await runAsSystem(() => repository.recordView(share.id, at));
      return bundle;
    },
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
