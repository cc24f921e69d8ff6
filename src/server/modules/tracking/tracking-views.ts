/** Rows → API shapes (the contract's), shared by the tracker services. */
import type { Goal, MoodEntry, Symptom } from '#shared/contracts/tracking.contract';
import type { GoalProgress } from '#shared/contracts/tracking.contract';
import type { GoalRow } from './goals.repository';
import type { MoodRow } from './mood.repository';
import type { SymptomRow } from './symptoms.repository';
import { toIso } from './tracking-input';

export const toSymptom = (row: SymptomRow): Symptom => ({
  id: row.id,
  name: row.name,
  severity: row.severity,
  occurred_at: toIso(row.occurred_at),
  occurred_on: row.occurred_on,
  note: row.note,
  triggers: row.triggers,
  created_at: toIso(row.created_at),
});

export const toMoodEntry = (row: MoodRow): MoodEntry => ({
  date: row.entry_date,
  mood: row.mood,
  energy: row.energy,
  tags: row.tags,
  note: row.note,
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
});

export const toGoal = (row: GoalRow, progress: GoalProgress | null): Goal => ({
  id: row.id,
  title: row.title,
  source: row.source as Goal['source'],
  profile_goal: row.profile_goal,
  metric: row.metric as Goal['metric'],
  target_value: row.target_value,
  current_value: row.current_value,
  unit: row.unit,
  direction: row.direction as Goal['direction'],
  period: row.period as Goal['period'],
  status: row.status as Goal['status'],
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
  progress,
});
