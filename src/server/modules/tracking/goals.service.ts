/**
 * Wellness goals: the user's own and those derived once from the profile's health goals, each
 * with progress computed from the last 7 days of tracked data.
 */
import type { z } from 'zod';
import {
  TRACKING_MESSAGES,
  type Goal,
  type GoalList,
  type SyncProfileGoalsResponse,
  type goalInputSchema,
  type goalPatchSchema,
} from '#shared/contracts/tracking.contract';
import type { HealthGoals, PersonalInfo } from '#shared/contracts/profile.contract';
import { addDays, eachDayBetween } from '#shared/domain/dates';
import { AppError, validationError } from '#server/lib/app-error';
import type { DailyLogRepository } from './daily-log.repository';
import { GOAL_WINDOW_DAYS, measureGoal, type GoalData } from './goal-progress';
import type { GoalRow, GoalValues, GoalsRepository } from './goals.repository';
import type { HabitsRepository } from './habits.repository';
import type { MoodRepository } from './mood.repository';
import { planProfileGoals } from './profile-goals';
import type { ProfileReadPort } from './profile-port';
import type { SymptomsRepository } from './symptoms.repository';
import { resolveToday, type Clock } from './tracking-input';
import { toGoal } from './tracking-views';
import type { Actor } from '#server/plugins/actor';

/** Another user's goal answers the same as a missing one. */
const goalNotFound = () => new AppError(404, 'NOT_FOUND', 'Goal not found');

type GoalInput = z.output<typeof goalInputSchema>;
type GoalPatch = z.output<typeof goalPatchSchema>;

export interface GoalsDeps {
  goals: GoalsRepository;
  dailyLogs: DailyLogRepository;
  mood: MoodRepository;
  symptoms: SymptomsRepository;
  habits: HabitsRepository;
  profiles: Pick<ProfileReadPort, 'findByUserId'>;
  now: Clock;
  afterWrite: (userId: string, day?: string) => Promise<void>;
}

export function createGoalsService(deps: GoalsDeps) {
  /** The last 7 days of every series a goal can measure. */
  async function loadWindow(userId: string, today: string): Promise<GoalData> {
    const from = addDays(today, -(GOAL_WINDOW_DAYS - 1));
    const [logs, moods, symptoms, checkIns] = await Promise.all([
      deps.dailyLogs.listBetween(userId, from, today),
      deps.mood.listBetween(userId, from, today),
      deps.symptoms.listBetween(userId, from, today),
      deps.habits.checkInsBetween(userId, from, today),
    ]);
    const series = (pairs: [string, number | null][]) =>
      new Map(pairs.filter((p): p is [string, number] => p[1] !== null));
    const perDay = new Map<string, number>();
    for (const c of checkIns) perDay.set(c.check_date, (perDay.get(c.check_date) ?? 0) + 1);
    const loggedDays = logs
      .filter(
        (l) => l.sleep_hours !== null || l.water_glasses !== null || l.medication_doses.length > 0,
      )
      .map((l) => l.log_date);
    return {
      window: eachDayBetween(from, today),
      daily: {
        sleep_hours: series(logs.map((l) => [l.log_date, l.sleep_hours])),
        water_glasses: series(logs.map((l) => [l.log_date, l.water_glasses])),
        mood: series(moods.map((m) => [m.entry_date, m.mood])),
        energy: series(moods.map((m) => [m.entry_date, m.energy])),
        habit_checkins: perDay,
      },
      checkInDays: new Set([
        ...loggedDays,
        ...moods.map((m) => m.entry_date),
        ...symptoms.map((s) => s.occurred_on),
        ...checkIns.map((c) => c.check_date),
      ]),
      symptomDays: new Set(symptoms.map((s) => s.occurred_on)),
    };
  }

  async function present(userId: string, rows: GoalRow[], today: string): Promise<Goal[]> {
    if (rows.length === 0) return [];
    const data = await loadWindow(userId, today);
    return rows.map((row) => toGoal(row, measureGoal(row, data)));
  }

  const todayNow = () => resolveToday(undefined, deps.now());

  return {
    async list(actor: Actor, todayQuery?: string): Promise<GoalList> {
      const today = resolveToday(todayQuery, deps.now());
      return { today, goals: await present(actor.id, await deps.goals.list(actor.id), today) };
    },

    async create(actor: Actor, input: GoalInput): Promise<Goal> {
      const values: GoalValues = {
        title: input.title,
        source: 'custom',
        profile_goal: null,
        metric: input.metric,
        target_value: input.target_value ?? null,
        current_value: input.current_value ?? null,
        unit: input.unit,
        direction: input.direction,
        period: input.period,
        status: 'active',
      };
      const row = await deps.goals.insert(actor.id, values);
      await deps.afterWrite(actor.id);
      const [goal] = await present(actor.id, [row], todayNow());
      return goal as Goal;
    },

    async update(actor: Actor, id: string, patch: GoalPatch): Promise<Goal> {
      const current = await deps.goals.find(actor.id, id);
      if (!current) throw goalNotFound();
      const values: Partial<GoalValues> = {};
      for (const key of [
        'title',
        'target_value',
        'current_value',
        'unit',
        'direction',
        'period',
        'status',
      ] as const)
        if (patch[key] !== undefined) Object.assign(values, { [key]: patch[key] });
      const target = values.target_value !== undefined ? values.target_value : current.target_value;
      if (current.metric !== 'custom' && target === null)
        throw validationError(TRACKING_MESSAGES.goalTarget);
      const row = await deps.goals.update(actor.id, id, values);
      if (!row) throw goalNotFound();
      const [goal] = await present(actor.id, [row], todayNow());
      return goal as Goal;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await deps.goals.delete(actor.id, id))) throw goalNotFound();
    },

    /** Creates the profile's goals that do not exist yet; a second call creates nothing. */
    async syncProfile(actor: Actor): Promise<SyncProfileGoalsResponse> {
      const profile = await deps.profiles.findByUserId(actor.id);
      const plan = planProfileGoals(
        (profile?.health_goals ?? {}) as HealthGoals,
        (profile?.personal_info ?? {}) as PersonalInfo,
      );
      const created: GoalRow[] = [];
      for (const values of plan.goals) {
        const row = await deps.goals.insertProfileGoal(actor.id, values);
        if (row) created.push(row);
      }
      if (created.length > 0) await deps.afterWrite(actor.id);
      const today = todayNow();
      const goals = await present(actor.id, await deps.goals.list(actor.id), today);
      const createdIds = new Set(created.map((r) => r.id));
      return { created: goals.filter((g) => createdIds.has(g.id)), skipped: plan.skipped, goals };
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;
