/**
 * Safety alerts in the notifications, on every plan: each major finding of the member's one
 * safety summary (ADR 079: a major interaction between two active medicines, a major caution from
 * the profile by condition, allergy, pregnancy or age), and each marker of the latest lab report past a critical limit. They are read from the
 * current cabinet and report, never stored, so each pair or marker appears exactly once, stays
 * while it holds and goes when the medicine is stopped or a newer report clears it (ADR 057).
 *
 * A person may dismiss one: its key and the fact it stood for (`factOf`) are stored, and it stays
 * hidden while that fact holds. A medicine re-added or a new report makes a new fact (or a new
 * key), and the alert shows again. The computed list is cached per user and dropped by the change
 * feed on every write to the tables it reads (see `SAFETY_ALERT_TABLES`).
 */
import { createHash } from 'node:crypto';
import type { SafetyFinding, SafetySummary } from '#shared/contracts/safety-summary.contract';
import { LAB_FLAG_LABELS } from '#shared/domain/lab-flags';
import type { AppNotification } from '#shared/contracts/notifications.contract';
import type { CriticalLabMarkers } from '#server/modules/labs/index';

export interface SafetyAlertSources {
  /** The active cabinet: each medicine's name and when it was added. */
  activeMedicines: (userId: string) => Promise<{ name: string; created_at: Date }[]>;
  /** The member's one safety summary (ADR 079): the bell alerts on its major findings. */
  safetySummary: (userId: string) => Promise<Pick<SafetySummary, 'findings'>>;
  latestCriticalMarkers: (userId: string) => Promise<CriticalLabMarkers | null>;
  /** The user's dismissals: alert key → the fact it stood for when dismissed. */
  dismissed: (userId: string) => Promise<ReadonlyMap<string, string>>;
  dismiss: (userId: string, key: string, fact: string) => Promise<void>;
  /** The user's read marks (ADR 098): alert key → the fact it stood for and when it was read. */
  readMarks: (userId: string) => Promise<ReadonlyMap<string, { fact: string; at: Date }>>;
  markRead: (userId: string, key: string, fact: string) => Promise<void>;
}

/**
 * The tables whose writes can change a user's alerts: the cabinet and its stored analysis, the
 * profile (allergies, conditions and age behind the cautions), the lab reports and their analyses,
 * the subscription (the checker's detail level) and the dismissals.
 */
export const SAFETY_ALERT_TABLES = [
  'medications',
  'medication_safety_analyses',
  'unified_user_profiles',
  'lab_reports',
  'analysis_results',
  'subscribers',
  'users',
  'safety_alert_dismissals',
] as const;

/** A per-user cache of the computed alerts (src/server/lib/user-cache.ts). */
export interface SafetyAlertCache {
  getOrLoad(
    key: string,
    load: () => Promise<{ value: AppNotification[]; userId: string } | null>,
  ): Promise<AppNotification[] | null>;
}

/**
 * What an alert stood for: when its medicines were added (or the report analysed) and what it
 * says. Re-adding a medicine or a re-analysis changes it; reading the same cabinet never does.
 */
export function factOf(alert: Pick<AppNotification, 'created_at' | 'title'>): string {
  return createHash('sha256')
    .update(`${alert.created_at}\n${alert.title}`)
    .digest('base64url')
    .slice(0, 22);
}

export const CABINET_PATH = '/medications';
const SAFETY_PAGE_PATH = '/dashboard/medication-safety';
/** What a critical lab alert says, with the report's date as the dashboard prints it (ADR 086). */
export function labAlertBody(dated: string): string {
  return `This result on your latest lab report (${dated}) is past the critical limit. Contact your doctor or care team promptly; in an emergency call 911 (US), 999 (UK) or 112 (EU).`;
}

function latest(dates: (Date | undefined)[]): Date {
  const times = dates.filter((date): date is Date => date !== undefined).map((d) => d.getTime());
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}

/**
 * One alert per major finding of the safety summary: a pair of cabinet medicines with a major
 * interaction, or a major caution from the profile (condition, allergy, pregnancy, age). The
 * summary already holds one finding per pair and per fact, so the bell counts what it counts.
 */
export function cabinetAlerts(
  findings: readonly SafetyFinding[],
  addedAt: ReadonlyMap<string, Date>,
): AppNotification[] {
  return findings.flatMap((finding) => {
    if (finding.severity !== 'major' || finding.kind === 'duplicate') return [];
    return [
      {
        id: finding.key,
        kind: 'interaction' as const,
        title:
          finding.kind === 'interaction'
            ? `Major interaction: ${finding.medicines.join(' + ')}`
            : finding.reason === 'lab'
              ? `Major caution: ${finding.title}`
              : `Major caution: ${finding.medicines[0]} (${finding.because})`,
        body: finding.message,
        // A lab result held against a medicine (ADR 086) is shown with its sources on the
        // medication-safety page; the other findings in the cabinet.
        link: finding.reason === 'lab' ? SAFETY_PAGE_PATH : CABINET_PATH,
        created_at: latest(finding.medicines.map((name) => addedAt.get(name))).toISOString(),
        read_at: null,
      },
    ];
  });
}

/** One alert per critical marker of the latest analysed report. */
export function labAlerts(critical: CriticalLabMarkers | null): AppNotification[] {
  if (!critical) return [];
  const seen = new Set<string>();
  return critical.markers.flatMap((marker) => {
    const id = `lab-flag:${critical.reportId}:${marker.name.toLowerCase()}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [
      {
        id,
        kind: 'lab_flag' as const,
        title: `${LAB_FLAG_LABELS[marker.flag]} lab result: ${marker.name}`,
        body: labAlertBody(critical.dated),
        link: `/labs/${critical.reportId}`,
        created_at: critical.analyzedAt.toISOString(),
        read_at: null,
      },
    ];
  });
}

export function createSafetyAlerts(sources: SafetyAlertSources, cache?: SafetyAlertCache) {
  /** Every alert that holds now, dismissed or not. */
  async function compute(userId: string): Promise<AppNotification[]> {
    const medicines = await sources.activeMedicines(userId);
    const addedAt = new Map(medicines.map((m) => [m.name, m.created_at] as const));
    const [summary, critical] = await Promise.all([
      sources.safetySummary(userId),
      sources.latestCriticalMarkers(userId),
    ]);
    return [...cabinetAlerts(summary.findings, addedAt), ...labAlerts(critical)];
  }

  /**
   * The alerts not dismissed for the fact they stand for now, each read when the member read it
   * for that same fact (a new fact is unread again).
   */
  async function shown(userId: string): Promise<AppNotification[]> {
    const [alerts, dismissed, reads] = await Promise.all([
      compute(userId),
      sources.dismissed(userId),
      sources.readMarks(userId),
    ]);
    return alerts
      .filter((alert) => dismissed.get(alert.id) !== factOf(alert))
      .map((alert) => {
        const read = reads.get(alert.id);
        return read && read.fact === factOf(alert)
          ? { ...alert, read_at: read.at.toISOString() }
          : alert;
      });
  }

  return {
    /** The user's current safety alerts, interactions first, without the dismissed ones. */
    async list(userId: string): Promise<AppNotification[]> {
      if (!cache) return shown(userId);
      return (await cache.getOrLoad(userId, async () => ({ value: await shown(userId), userId })))!;
    },
    /**
     * Dismisses one of the user's current alerts by its key; false when the user has no such
     * alert now (another user's key, one that no longer holds).
     */
    async dismiss(userId: string, key: string): Promise<boolean> {
      const alert = (await compute(userId)).find((candidate) => candidate.id === key);
      if (!alert) return false;
      await sources.dismiss(userId, key, factOf(alert));
      return true;
    },
    /** Marks one of the user's current alerts read; false when the user has no such alert now. */
    async markRead(userId: string, key: string): Promise<boolean> {
      const alert = (await compute(userId)).find((candidate) => candidate.id === key);
      if (!alert) return false;
      await sources.markRead(userId, key, factOf(alert));
      return true;
    },
  };
}
export type SafetyAlerts = ReturnType<typeof createSafetyAlerts>;
