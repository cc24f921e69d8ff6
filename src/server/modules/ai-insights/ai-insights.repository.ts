/**
 * What the weekly insight reads, all through the owning modules' readers and each limited to this
 * user's rows: the profile, the cabinet and its stored analysis, open action items, and how many
 * chats the user had in the period.
 */
import type { Db } from '#server/db/client';
import { createAuditLog } from '#server/modules/audit/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader, type ProfileRow } from '#server/modules/profile/index';
import { createActionPlansReader } from '#server/modules/action-plans/index';
import { createTrackingReader, type TrackedData } from '#server/modules/tracking/index';
import { CHAT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { addDays } from '#shared/domain/dates';

export interface WeekReadings {
  profile: ProfileRow | null;
  activeMedicines: number;
  analysis: CheckResponse | null;
  pendingActions: number;
  chats: number;
  /** The trackers' entries on the period's calendar days (UTC). */
  tracked: TrackedData;
}

export function createAiInsightsRepository(db: Db) {
  const profiles = createProfileReader(db);
  const medicines = createMedicationsReader(db);
  const actionPlans = createActionPlansReader(db);
  const tracking = createTrackingReader(db);
  const audit = createAuditLog(db);
  return {
    /** Chats are counted with `from <= created_at <= to`. */
    async readWeek(userId: string, from: Date, to: Date): Promise<WeekReadings> {
      const [profile, activeMedicines, analysis, pendingActions, chats, tracked] =
        await Promise.all([
          profiles.findByUserId(userId),
          medicines.countActive(userId),
          medicines.latestAnalysis(userId),
          actionPlans.pendingActionCount(userId),
          audit.countActions(userId, CHAT_AUDIT_ACTIONS.chat, from, new Date(to.getTime() + 1)),
          // The period's calendar days: 7 of them, ending today (the day `from` falls on is the 8th).
          tracking.load(
            userId,
            addDays(from.toISOString().slice(0, 10), 1),
            to.toISOString().slice(0, 10),
          ),
        ]);
      return {
        profile,
        activeMedicines,
        analysis: analysis?.result ?? null,
        pendingActions,
        chats,
        tracked,
      };
    },
  };
}
export type AiInsightsRepository = ReturnType<typeof createAiInsightsRepository>;
