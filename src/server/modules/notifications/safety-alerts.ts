/**
 * Safety alerts in the notifications, on every plan: each major interaction between two active
 * medicines in the cabinet, each major caution from the profile (allergy, condition, age) on one
 * of them, and each marker of the latest lab report past a critical limit. They are read from the
 * current cabinet and report, never stored, so each pair or marker appears exactly once, stays
 * while it holds and goes when the medicine is stopped or a newer report clears it (ADR 057).
 *
 * A person may dismiss one: its key and the fact it stood for (`factOf`) are stored, and it stays
 * hidden while that fact holds. A medicine re-added or a new report makes a new fact (or a new
 * key), and the alert shows again. The computed list is cached per user and dropped by the change
 * feed on every write to the tables it reads (see `SAFETY_ALERT_TABLES`).
 */
import { createHash } from 'node:crypto';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { LAB_FLAG_LABELS } from '#shared/domain/lab-flags';
import type { AppNotification } from '#shared/contracts/notifications.contract';
import type { CriticalLabMarkers } from '#server/modules/labs/labs.reader';

export interface SafetyAlertSources {
  /** The active cabinet: each medicine's name and when it was added. */
  activeMedicines: (userId: string) => Promise<{ name: string; created_at: Date }[]>;
  /** The cabinet's stored background analysis (made about 1 s after each cabinet change). */
  storedCheck: (userId: string) => Promise<CheckResponse | null>;
  /** The interaction checker with the user's profile cautions, when the stored one lacks a medicine. */
  checkInteractions: (userId: string, names: string[]) => Promise<CheckResponse>;
  latestCriticalMarkers: (userId: string) => Promise<CriticalLabMarkers | null>;
  /** The user's dismissals: alert key → the fact it stood for when dismissed. */
  dismissed: (userId: string) => Promise<ReadonlyMap<string, string>>;
  dismiss: (userId: string, key: string, fact: string) => Promise<void>;
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
export const LAB_ALERT_BODY =
  'This result on your latest lab report is past the critical limit. Contact your doctor or care team promptly; in an emergency call 911 (US), 999 (UK) or 112 (EU).';

function latest(dates: (Date | undefined)[]): Date {
  const times = dates.filter((date): date is Date => date !== undefined).map((d) => d.getTime());
  return new Date(times.length > 0 ? Math.max(...times) : 0);
}

/** One alert per pair of cabinet medicines with a major interaction, and per major caution. */
export function cabinetAlerts(
  check: CheckResponse,
  addedAt: ReadonlyMap<string, Date>,
): AppNotification[] {
  const nameOf = (index: number) => check.items[index]?.query ?? null;
  const alerts = new Map<string, AppNotification>();
  for (const interaction of check.interactions) {
    if (interaction.severity !== 'major') continue;
    const [a, b] = interaction.between.map(nameOf);
    if (!a || !b) continue;
    // Two records can describe one pair (the substance and its class): the pair is the alert.
    const id = `interaction:${[a, b]
      .map((name) => name.toLowerCase())
      .sort()
      .join('+')}`;
    if (alerts.has(id)) continue;
    alerts.set(id, {
      id,
      kind: 'interaction',
      title: `Major interaction: ${a} + ${b}`,
      body: `${interaction.summary} ${interaction.management}`.trim(),
      link: CABINET_PATH,
      created_at: latest([addedAt.get(a), addedAt.get(b)]).toISOString(),
      read_at: null,
    });
  }
  for (const caution of check.cautions) {
    if (caution.severity !== 'major') continue;
    const name = nameOf(caution.item);
    if (!name) continue;
    const id = `caution:${caution.reason}:${name.toLowerCase()}:${caution.because.toLowerCase()}`;
    if (alerts.has(id)) continue;
    alerts.set(id, {
      id,
      kind: 'interaction',
      title: `Major caution: ${name} (${caution.because})`,
      body: caution.message,
      link: CABINET_PATH,
      created_at: latest([addedAt.get(name)]).toISOString(),
      read_at: null,
    });
  }
  return [...alerts.values()];
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
        body: LAB_ALERT_BODY,
        link: `/labs/${critical.reportId}`,
        created_at: critical.analyzedAt.toISOString(),
        read_at: null,
      },
    ];
  });
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The stored analysis when it covers every active medicine, with what it says about medicines no
 * longer active left out; otherwise a fresh check (a medicine added through the profile, or no
 * analysis yet). The bell's regular reads so cost no check while the cabinet stays the same.
 */
async function currentCheck(
  sources: SafetyAlertSources,
  userId: string,
  names: string[],
): Promise<CheckResponse | null> {
  if (names.length === 0) return null;
  const stored = await sources.storedCheck(userId);
  const active = new Set(names.map(key));
  const covered = new Set(stored?.items.map((item) => key(item.query)) ?? []);
  if (!stored || names.some((name) => !covered.has(key(name))))
    return sources.checkInteractions(userId, names);
  const isActive = (index: number) => active.has(key(stored.items[index]?.query ?? ''));
  return {
    ...stored,
    interactions: stored.interactions.filter((i) => i.between.every(isActive)),
    cautions: stored.cautions.filter((caution) => isActive(caution.item)),
  };
}

export function createSafetyAlerts(sources: SafetyAlertSources, cache?: SafetyAlertCache) {
  /** Every alert that holds now, dismissed or not. */
  async function compute(userId: string): Promise<AppNotification[]> {
    const medicines = await sources.activeMedicines(userId);
    const addedAt = new Map(medicines.map((m) => [m.name, m.created_at] as const));
    const [check, critical] = await Promise.all([
      currentCheck(
        sources,
        userId,
        medicines.map((m) => m.name),
      ),
      sources.latestCriticalMarkers(userId),
    ]);
    return [...(check ? cabinetAlerts(check, addedAt) : []), ...labAlerts(critical)];
  }

  /** The alerts not dismissed for the fact they stand for now. */
  async function shown(userId: string): Promise<AppNotification[]> {
    const [alerts, dismissed] = await Promise.all([compute(userId), sources.dismissed(userId)]);
    return alerts.filter((alert) => dismissed.get(alert.id) !== factOf(alert));
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
  };
}
export type SafetyAlerts = ReturnType<typeof createSafetyAlerts>;
