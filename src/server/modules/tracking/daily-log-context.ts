/**
 * What every operation of the daily log shares: the repositories of the tables a day's page is
 * read from, the cabinet, the clock, what runs after a write and the day's page kept per user.
 * Built once per service (createDailyLogService).
 */
import type { DailyLog } from '#shared/contracts/tracking.contract';
import type { MedicationsReader } from '#server/modules/medications/index';
import type { UserCache } from '#server/lib/user-cache';
import type { DailyLogRepository } from './daily-log.repository';
import type { HabitsRepository } from './habits.repository';
import type { MoodRepository } from './mood.repository';
import type { SymptomsRepository } from './symptoms.repository';
import type { Clock } from './tracking-input';

export type CabinetReader = Pick<MedicationsReader, 'find' | 'listActive'>;

/** What the day's page shows besides its daily_logs row. */
export interface DayRest {
  mood: DailyLog['mood'];
  symptoms: DailyLog['symptoms'];
  habits: DailyLog['habits'];
  cabinet: Awaited<ReturnType<CabinetReader['listActive']>>;
}

export interface DailyLogDeps {
  dailyLogs: DailyLogRepository;
  mood: MoodRepository;
  symptoms: SymptomsRepository;
  habits: HabitsRepository;
  medications: CabinetReader;
  now: Clock;
  afterWrite: (userId: string, day?: string) => Promise<void>;
  /**
   * The day's page apart from its daily_logs row (mood, symptoms, habits, cabinet), per user and
   * day, dropped when one of those tables changes (DAY_REST_TABLES): a dose or a glass of water
   * saved answers from it and its own row, without reading the day again (ADR 088).
   */
  restCache: UserCache<DayRest>;
}

/** The deps as they are: every operation reads them through the context. */
export type DailyLogContext = Readonly<DailyLogDeps>;
