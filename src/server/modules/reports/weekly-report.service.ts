/**
 * The weekly report: one ISO week (Monday to Sunday) of the user's own data: averages,
 * the best and worst mood days, habits, symptoms, goals progress and the badges earned that week.
 */
import { ACHIEVEMENTS } from '#shared/contracts/tracking.contract';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';
import type { TrendDay } from '#shared/contracts/trends.contract';
import { round1 } from '#shared/domain/correlations';
import { consistentBadges } from '#shared/domain/report-badges';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { Mailer } from '#server/modules/mail/index';
import {
  measureGoal,
  type GoalData,
  type TrackedData,
  type TrackingReader,
} from '#server/modules/tracking/index';
import { buildDailySeries, isTrackedDay, summariseSeries } from '#server/modules/trends/index';
import { eachDayBetween, isoWeekOf, isoWeekRange } from '#shared/domain/dates';
import { reportEmailText, reportTitle } from './weekly-report-format';

const EMAIL_FAILED_MESSAGE = 'We could not send the email. Please try again later.';

const ACHIEVEMENT_TITLES = new Map<string, string>(ACHIEVEMENTS.map((a) => [a.key, a.title]));

function bestAndWorst(days: readonly TrendDay[]) {
  const withMood = days.filter((day) => day.mood !== null);
  if (withMood.length === 0) return { best: null, worst: null };
  // Ties go to the higher energy (best) / lower energy (worst), then the earlier day.
  const score = (day: TrendDay) => (day.mood ?? 0) * 10 + (day.energy ?? 0);
  const best = [...withMood].sort((a, b) => score(b) - score(a) || a.date.localeCompare(b.date))[0];
  const worst = [...withMood].sort(
    (a, b) => score(a) - score(b) || a.date.localeCompare(b.date),
  )[0];
  const view = (day: TrendDay | undefined) =>
    day ? { date: day.date, mood: day.mood ?? 0, energy: day.energy } : null;
  return { best: view(best), worst: view(worst) };
}

function goalData(data: TrackedData, window: string[]): GoalData {
  const moods = new Map(data.moods.map((row) => [row.date, row]));
  const logs = new Map(data.logs.map((row) => [row.date, row]));
  const perDay = (pick: (date: string) => number | null | undefined) =>
    new Map(
      window.flatMap((date) => {
        const value = pick(date);
        return value === null || value === undefined ? [] : [[date, value] as const];
      }),
    );
  const checkIns = new Map<string, number>();
  for (const row of data.checkIns) checkIns.set(row.date, (checkIns.get(row.date) ?? 0) + 1);
  const trackedDays = new Set([
    ...data.moods.map((row) => row.date),
    ...data.logs.map((row) => row.date),
    ...data.symptoms.map((row) => row.date),
    ...data.checkIns.map((row) => row.date),
  ]);
  return {
    window,
    daily: {
      sleep_hours: perDay((date) => logs.get(date)?.sleep_hours),
      water_glasses: perDay((date) => logs.get(date)?.water_glasses),
      mood: perDay((date) => moods.get(date)?.mood),
      energy: perDay((date) => moods.get(date)?.energy),
      habit_checkins: checkIns,
    },
    checkInDays: trackedDays,
    symptomDays: new Set(data.symptoms.map((row) => row.date)),
  };
}

function highlights(report: Omit<WeeklyReport, 'highlights' | 'generated_at'>): string[] {
  const lines: string[] = [];
  if (report.days_with_data === 0) return ['Nothing was logged this week.'];
  lines.push(`You logged something on ${report.days_with_data} of 7 days.`);
  const { mood, sleep_hours: sleep, water_glasses: water } = report.averages;
  if (mood !== null) lines.push(`Your mood averaged ${mood.toFixed(1)} out of 5.`);
  if (sleep !== null) lines.push(`You slept ${sleep.toFixed(1)} hours a night on average.`);
  if (water !== null)
    lines.push(`You drank ${water.toFixed(1)} glasses of water a day on average.`);
  const topSymptom = report.symptoms[0];
  if (topSymptom)
    lines.push(
      `Most logged symptom: ${topSymptom.name} (${topSymptom.count} time${topSymptom.count === 1 ? '' : 's'}).`,
    );
  if (report.achievements.length > 0)
    lines.push(`Badges earned: ${report.achievements.map((a) => a.title).join(', ')}.`);
  return lines;
}

/** j***@example.com: enough for the user to recognise it, not a full address in a response. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

type GoalRow = Awaited<ReturnType<TrackingReader['goals']>>[number];
type AchievementRow = Awaited<ReturnType<TrackingReader['achievements']>>[number];

export interface WeeklyReportDeps {
  /** The week's entries, the goals, and the badges (of which the report reads the key and day). */
  tracked: Pick<TrackingReader, 'load'> & {
    goals(userId: string): Promise<GoalRow[]>;
    achievements(userId: string): Promise<Pick<AchievementRow, 'achievement_key' | 'earned_at'>[]>;
  };
  /** The member's one safety summary (ADR 079): the report's safety counts. */
  safety: (userId: string) => Promise<Pick<SafetySummary, 'medication_count' | 'counts'>>;
  now: () => Date;
  mailer: Mailer;
  appUrl: string;
}

export function createWeeklyReportService({
  tracked,
  safety,
  now,
  mailer,
  appUrl,
}: WeeklyReportDeps) {
  /** The actor's report of the ISO week `week`, or of the week of `today` (default: this week). */
  async function build(actor: Actor, week?: string, today?: string): Promise<WeeklyReport> {
    const userId = actor.id;
    const chosen = week ?? isoWeekOf(today ?? now().toISOString().slice(0, 10));
    const range = isoWeekRange(chosen);
    if (!range) throw new AppError(400, 'INVALID_WEEK', `${chosen} is not a week of that year`);
    const [data, goalRows, achievementRows, safetySummary] = await Promise.all([
      tracked.load(userId, range.from, range.to),
      tracked.goals(userId),
      tracked.achievements(userId),
      safety(userId),
    ]);
    const window = eachDayBetween(range.from, range.to);
    const days = buildDailySeries(data, range.from, range.to);
    const summary = summariseSeries(days);
    const average = (key: keyof typeof summary) => {
      const value = summary[key].average;
      return value === null ? null : key === 'medicines_taken_ratio' ? value : round1(value);
    };

    const checkInCount = new Map<string, number>();
    for (const row of data.checkIns)
      checkInCount.set(row.habit_id, (checkInCount.get(row.habit_id) ?? 0) + 1);
    const habits = data.habits
      .filter((habit) => habit.archived_on === null || habit.archived_on > range.from)
      .map((habit) => ({
        habit_id: habit.id,
        name: habit.name,
        done: checkInCount.get(habit.id) ?? 0,
        target: habit.schedule === 'weekly' ? (habit.times_per_week ?? 7) : 7,
      }));

    const symptomMap = new Map<string, { name: string; count: number; max_severity: number }>();
    for (const row of data.symptoms) {
      const key = row.name.trim().toLowerCase();
      const entry = symptomMap.get(key) ?? { name: row.name.trim(), count: 0, max_severity: 0 };
      entry.count += 1;
      entry.max_severity = Math.max(entry.max_severity, row.severity);
      symptomMap.set(key, entry);
    }
    const symptoms = [...symptomMap.values()].sort(
      (a, b) => b.count - a.count || a.name.localeCompare(b.name),
    );

    const measured = goalData(data, window);
    const goals = goalRows
      .filter((goal) => goal.status !== 'archived')
      .map((goal) => {
        const progress = measureGoal(goal, measured);
        return {
          goal_id: goal.id,
          title: goal.title,
          progress_percent: progress?.percent ?? null,
          status: goal.status,
          summary: progress?.summary ?? null,
        };
      });

    const earned = achievementRows
      .filter((row) => {
        const day = row.earned_at.toISOString().slice(0, 10);
        return day >= range.from && day <= range.to;
      })
      .map((row) => ({
        key: row.achievement_key,
        title: ACHIEVEMENT_TITLES.get(row.achievement_key) ?? row.achievement_key,
        earned_at: row.earned_at.toISOString(),
      }));
    // Only the badges this week's own numbers agree with (no 'Symptom-free week' beside symptoms).
    const achievements = consistentBadges(earned, {
      symptomCount: data.symptoms.length,
      sleepNights: days.filter((day) => day.sleep_hours !== null).length,
      daysWithData: days.filter(isTrackedDay).length,
    });

    const { best, worst } = bestAndWorst(days);
    const report = {
      week: chosen,
      from: range.from,
      to: range.to,
      days_with_data: days.filter(isTrackedDay).length,
      averages: {
        mood: average('mood'),
        energy: average('energy'),
        sleep_hours: average('sleep_hours'),
        water_glasses: average('water_glasses'),
        // The week's check-ins against the week's targets, as the habit list below counts them:
        // the average of the days' own ratios read 100 % beside '1 of 7' when one day had data.
        habit_completion: weeklyHabitCompletion(habits),
        medicines_taken_ratio: average('medicines_taken_ratio'),
      },
      best_day: best,
      worst_day: worst,
      habits,
      symptoms,
      goals,
      achievements,
      safety: { medication_count: safetySummary.medication_count, counts: safetySummary.counts },
    };
    return { ...report, highlights: highlights(report), generated_at: now().toISOString() };
  }

  /** Emails the report to the actor's own address: the request cannot name another. */
  async function email(actor: Actor, week?: string, today?: string) {
    const report = await build(actor, week, today);
    await emailWeeklyReport(mailer, actor.email, report, appUrl, actor.id);
    return { sent: true as const, week: report.week, to: maskEmail(actor.email) };
  }

  return { build, email };
}
export type WeeklyReportService = ReturnType<typeof createWeeklyReportService>;

/** Sends the report to the user's own address; a failed send is a 502 the user can try again. */
export async function emailWeeklyReport(
  mailer: Mailer,
  to: string,
  report: WeeklyReport,
  appUrl: string,
  userId?: string,
): Promise<void> {
  try {
    await mailer.send({
      to,
      subject: reportTitle(report),
      text: reportEmailText(report, appUrl),
      userId,
    });
  } catch {
    throw new AppError(502, 'EMAIL_FAILED', EMAIL_FAILED_MESSAGE);
  }
}

/** Check-ins done over the week's targets, each habit counted up to its target; null without habits. */
export function weeklyHabitCompletion(habits: { done: number; target: number }[]): number | null {
  const target = habits.reduce((sum, habit) => sum + habit.target, 0);
  if (target === 0) return null;
  const done = habits.reduce((sum, habit) => sum + Math.min(habit.done, habit.target), 0);
  return done / target;
}
