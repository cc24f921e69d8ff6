/**
 * The dashboard's first screen in one answer. Each part is asked of its own route in process
 * (`inject`, with the caller's cookie and address), so it passes the same session check,
 * row-level security, plan gate, per-user caches and rate limits as when the browser asks for it,
 * and its JSON is exactly that route's answer. A part whose route does not answer 200 is null; the client asks that route
 * itself.
 */
import type { FastifyInstance } from 'fastify';
import type { DashboardSummary } from '#shared/contracts/dashboard.contract';
import { isOnboardingComplete } from '#shared/domain/profile-status';

/** The parts asked at once, by field, and the route each comes from. */
export function summaryPartPaths(date: string) {
  return {
    profile: '/api/profile',
    preferences: '/api/preferences',
    subscription: '/api/subscription',
    daily_log: `/api/daily-log/${encodeURIComponent(date)}`,
    safety: '/api/medications/safety',
    /** The one safety summary (ADR 079): the card's counts. */
    safety_summary: '/api/safety/summary',
    labs: '/api/labs',
    disclaimer_acknowledgement: '/api/disclaimer/acknowledgement',
    notifications: '/api/notifications',
  } as const;
}

type PartName = keyof ReturnType<typeof summaryPartPaths>;

export interface BuiltSummary {
  summary: DashboardSummary;
  /** Whether the answer may be kept: not while the cabinet's safety analysis is still running. */
  cacheable: boolean;
}

/** Who asks: the caller's cookie, and their address (request.ip), which the rate limits count. */
export interface SummaryCaller {
  cookie: string;
  address: string;
  /**
   * The id of the caller's latest analysed lab report: the one labs reader every 'latest report'
   * surface reads (ADR 086), collected last, not uploaded or analysed last.
   */
  latestLabReportId: () => Promise<string | null>;
}

export async function buildDashboardSummary(
  app: FastifyInstance,
  caller: SummaryCaller,
  date: string,
): Promise<BuiltSummary> {
  const get = async (url: string): Promise<unknown> => {
    // Asked from the caller's address: left to inject's default, every member's parts counted
    // against one address (the server's own) and answered 429 once a few summaries a minute had
    // been built.
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: caller.cookie },
      remoteAddress: caller.address,
    });
    return response.statusCode === 200 ? response.json() : null;
  };
  const paths = summaryPartPaths(date);
  const names = Object.keys(paths) as PartName[];
  const answers = await Promise.all(names.map((name) => get(paths[name])));
  const parts = Object.fromEntries(names.map((name, index) => [name, answers[index]])) as Record<
    PartName,
    unknown
  >;
  // Only when the labs list answered (the plan and edition allow labs); the report itself is
  // still asked of its route, so it passes the same gate.
  const latestId = parts.labs ? await caller.latestLabReportId() : null;
  const latestReport = latestId ? await get(`/api/labs/${encodeURIComponent(latestId)}`) : null;
  const { profile, preferences } = parts as Pick<DashboardSummary, 'profile' | 'preferences'>;
  const summary = {
    date,
    ...parts,
    latest_lab_report: latestReport,
    onboarding_complete:
      profile && preferences
        ? isOnboardingComplete(profile.profile, preferences.onboarding_completed)
        : null,
  } as DashboardSummary;
  return { summary, cacheable: summary.safety?.status !== 'pending' };
}
