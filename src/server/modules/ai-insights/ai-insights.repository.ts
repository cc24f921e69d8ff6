/**
 * What the weekly insight reads besides the person (ADR 174), all through the owning modules'
 * readers and each limited to this user's rows: the cabinet's stored analysis, open action items,
 * how many chats the user had in the period and what they tracked.
 */
import type { Db } from '#server/db/client';
import { createAuditLog } from '#server/modules/audit/index';
import type { MedicationsReader } from '#server/modules/medications/index';
import type { ActionPlansReader } from '#server/modules/action-plans/index';
import type { TrackedData, TrackingReader } from '#server/modules/tracking/index';
import { CHAT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { addDays } from '#shared/domain/dates';

export interface WeekReadings {
  analysis: CheckResponse | null;
  pendingActions: number;
  chats: number;
  /** The trackers' entries on the period's calendar days (UTC). */
  tracked: TrackedData;
}

/** The app context's readers the week is read through (ADR 176). */
export interface WeekReaders {
  medications: Pick<MedicationsReader, 'latestAnalysis'>;
  actionPlans: Pick<ActionPlansReader, 'pendingActionCount'>;
  tracking: Pick<TrackingReader, 'load'>;
}

export function createAiInsightsRepository(
  db: Db,
  { medications: medicines, actionPlans, tracking }: WeekReaders,
) {
  const audit = createAuditLog(db);
  return {
    /** Chats are counted with `from <= created_at <= to`. */
    async readWeek(userId: string, from: Date, to: Date): Promise<WeekReadings> {
      const [analysis, pendingActions, chats, tracked] = await Promise.all([
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
        analysis: analysis?.result ?? null,
        pendingActions,
        chats,
        tracked,
      };
    },
  };
}
export type AiInsightsRepository = ReturnType<typeof createAiInsightsRepository>;
