/**
 * The dashboard's first screen in one answer. Each part is read through the face of the module
 * that owns it (ADR 121), from the same services and per-user caches its own route answers from,
 * and written out through that route's response schema (or sent as the JSON the route keeps), so
 * a part is that route's answer byte for byte. A part whose read fails is null; the client asks
 * that route itself.
 *
 * What the parts' routes check before their handlers holds here too: they need a signed-in member
 * and no plan feature (the summary's route has the member; the test holds that no part's route
 * declares a feature), and their reads act for the member under row-level security (ADR 020). The
 * lab reads are recorded in the audit trail as their routes record them. Rate limits count the
 * summary once; its parts are not requests.
 */
import type { FastifyBaseLogger } from 'fastify';
import { subscriptionStatusSchema } from '#shared/contracts/billing.contract';
import { disclaimerAcknowledgementSchema } from '#shared/contracts/disclaimer.contract';
import { labReportDetailSchema, labReportListSchema } from '#shared/contracts/labs.contract';
import { notificationListSchema } from '#shared/contracts/notifications.contract';
import { profileResponseSchema, userPreferencesSchema } from '#shared/contracts/profile.contract';
import { safetySummarySchema } from '#shared/contracts/safety-summary.contract';
import { isOnboardingComplete } from '#shared/domain/profile-status';
import type { AppContext } from '#server/app-context';
import { runAsUser } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import { toResponseJson } from '#server/lib/cached-json';
import type { Actor } from '#server/plugins/actor';
import { disclaimerServiceOf } from '#server/modules/disclaimer/index';
import { safetySummaryOf } from '#server/modules/interactions/index';
import {
  labsServicesOf,
  readReport,
  readReportList,
  type LabAuditSource,
} from '#server/modules/labs/index';
import { medicationsServicesOf, readSafetyJson } from '#server/modules/medications/index';
import { notificationsServiceOf } from '#server/modules/notifications/index';
import { profileServicesOf } from '#server/modules/profile/index';
import { readDailyLogJson, trackingServicesOf } from '#server/modules/tracking/index';

/** Where the parts come from: each owning module's services, built once per app. */
export function summarySources(context: AppContext) {
  return {
    profile: profileServicesOf(context),
    billing: context.billing,
    dailyLog: trackingServicesOf(context).dailyLog,
    medications: medicationsServicesOf(context),
    safetySummary: safetySummaryOf(context),
    labs: labsServicesOf(context),
    /** The one labs reader every 'latest report' surface reads (ADR 086): collected last. */
    labReports: context.readers.labs,
    disclaimer: disclaimerServiceOf(context),
    notifications: notificationsServiceOf(context),
  };
}
export type SummarySources = ReturnType<typeof summarySources>;

/** Who asks, for which day, and the request their lab reads are audited under. */
export interface SummaryRequest {
  actor: Actor;
  date: string;
  audit: LabAuditSource;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface BuiltSummary {
  /** The summary as the JSON its route sends (dashboardSummarySchema). */
  json: string;
  /** Whether the answer may be kept: not while the cabinet's safety analysis is still running. */
  cacheable: boolean;
}

/** A part, or null when its read failed where its route would not have answered 200. */
async function part<T>(
  name: string,
  log: SummaryRequest['log'],
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    // A refusal (a report gone since the list was read) is the route's 404: the part is null.
    // Anything else is what the route would have answered 500 for, logged as the error handler
    // logs it.
    if (!(error instanceof AppError) || error.statusCode >= 500)
      log.error({ err: error, part: name }, 'dashboard summary part failed');
    return null;
  }
}

/** The JSON of an object whose values are JSON already (null: `null`), in the order given. */
function jsonObject(fields: Record<string, string | null>): string {
  const members = Object.entries(fields).map(
    ([key, json]) => `${JSON.stringify(key)}:${json ?? 'null'}`,
  );
  return `{${members.join(',')}}`;
}

/** The parts read at once, each as its route's JSON (the preferences as their value). */
function readParts(sources: SummarySources, { actor, date, audit, log }: SummaryRequest) {
  return Promise.all([
    part('profile', log, () => sources.profile.profileJson(actor)),
    part('preferences', log, () => sources.profile.service.getPreferences(actor)),
    part('subscription', log, async () =>
      toResponseJson(subscriptionStatusSchema, await sources.billing.getStatus(actor)),
    ),
    part('daily_log', log, () => readDailyLogJson(sources.dailyLog, actor, date)),
    part('safety', log, () => readSafetyJson(sources.medications, actor)),
    part('safety_summary', log, async () =>
      toResponseJson(safetySummarySchema, await sources.safetySummary.forUser(actor.id)),
    ),
    part('labs', log, async () =>
      toResponseJson(labReportListSchema, await readReportList(sources.labs, actor, audit)),
    ),
    part('disclaimer_acknowledgement', log, async () =>
      toResponseJson(disclaimerAcknowledgementSchema, await sources.disclaimer.get(actor)),
    ),
    part('notifications', log, async () =>
      toResponseJson(notificationListSchema, await sources.notifications.list(actor)),
    ),
    part('latest_lab_report', log, async () =>
      sources.labReports.latestReport(actor.id).then((latest) => latest?.reportId ?? null),
    ),
  ]);
}

/**
 * Whether onboarding is finished: the preferences' flag, or else every part of the profile the
 * onboarding asks for (the profile is read from its JSON only when the flag is not set).
 */
function onboardingComplete(profileJson: string, flag: boolean): boolean {
  return flag || isOnboardingComplete(profileResponseSchema.parse(JSON.parse(profileJson)).profile);
}

export async function buildDashboardSummary(
  sources: SummarySources,
  request: SummaryRequest,
): Promise<BuiltSummary> {
  const { actor, date, audit, log } = request;
  // The parts act for the member under row-level security, as each part's route does once the
  // actor gate has named them (ADR 020, ADR 062).
  return runAsUser(actor.id, async () => {
    const [
      profile,
      preferences,
      subscription,
      dailyLog,
      safety,
      safetySummary,
      labs,
      disclaimer,
      notifications,
      latestId,
    ] = await readParts(sources, request);
    // Only when the labs list was read: the report is read (and audited) as its route reads it.
    const latestReport =
      labs !== null && latestId
        ? await part('latest_lab_report', log, async () =>
            toResponseJson(
              labReportDetailSchema,
              await readReport(sources.labs, actor, latestId, audit),
            ),
          )
        : null;
    const json = jsonObject({
      date: JSON.stringify(date),
      profile,
      preferences: preferences && toResponseJson(userPreferencesSchema, preferences),
      subscription,
      daily_log: dailyLog,
      safety: safety?.json ?? null,
      safety_summary: safetySummary,
      labs,
      latest_lab_report: latestReport,
      disclaimer_acknowledgement: disclaimer,
      notifications,
      onboarding_complete:
        profile && preferences
          ? String(onboardingComplete(profile, preferences.onboarding_completed))
          : null,
    });
    // A failed safety read is null like any part; the summary is kept (as when its route failed).
    return { json, cacheable: safety?.cacheable ?? true };
  });
}
