/**
 * Action plans (the dashboard's action centre, health_action_plans): deterministic rules over the
 * profile and the tracked data. Each rule has a stable key (kept in metadata.rule_key) so the
 * server never stores two pending plans for the same rule. No language model decides any of this.
 * Pure TypeScript: no DOM, no Node APIs.
 */
import type { Lifestyle } from '../contracts/profile.contract';
import {
  ACTION_PRIORITIES,
  DEFAULT_IMPACT_SCORE,
  DEFAULT_TIME_SENSITIVITY,
  calculateEffort,
  type ActionCategory,
  type ActionPriority,
} from './action-plan';
import { PROFILE_COMPLETE_THRESHOLD } from './profile-scores';

/** The recommended minimum for adults (CDC, 'How much sleep do I need?'). */
export const SLEEP_TARGET_HOURS = 7;
export const WATER_TARGET_GLASSES = 6;
/** A symptom logged on this many days of the last 14 is 'recurring'. */
export const RECURRING_SYMPTOM_DAYS = 4;
/** A medicine skipped at least this many times, and at least this share of its logged doses, in 14 days. */
export const SKIPPED_DOSES_MIN = 2;
export const SKIPPED_SHARE_MIN = 0.25;
export const LOW_MOOD_AVERAGE = 2.5;
export const MOOD_DROP_POINTS = 1;
export const LOW_HABIT_COMPLETION = 0.5;
/** Fewer data points than this in a window are not enough to judge it. */
export const MIN_DAYS_TO_JUDGE = 3;

export interface ActionInputs {
  /** The profile's lifestyle section ({} or null when empty). */
  lifestyle: Lifestyle | null;
  /** The profile's completeness score (0-100). */
  completeness: number;
  /** Sleep hours per logged night in the last 7 days. */
  sleepLast7: readonly number[];
  /** Water glasses per logged day in the last 7 days. */
  waterLast7: readonly number[];
  /** Days with any daily-log entry in the last 7 days (to tell 'no water logged' from 'no log'). */
  dailyLogDaysLast7: number;
  moodLast7: readonly number[];
  moodPrevious7: readonly number[];
  /** Habit completion share per day with habits due, last 7 days. */
  habitCompletionLast7: readonly number[];
  /** The symptom logged on the most days of the last 14 (null when none). */
  topSymptom: { name: string; days: number } | null;
  /** The medicine skipped most in the last 14 days (null when none). */
  mostSkippedMedicine: { id: string; name: string; skipped: number; logged: number } | null;
  /** Interactions between medicines in the cabinet, from the interaction checker (never a model). */
  interactions?: readonly InteractionFinding[];
  /** Out-of-range results of the latest analysed lab report. */
  labFlags?: LabFlagFinding | null;
}

export interface InteractionFinding {
  severity: 'major' | 'moderate' | 'minor';
  /** The two medicines as the user named them in the cabinet. */
  pair: readonly [string, string];
  summary: string;
  /** What to do, from the curated record. */
  management: string;
  source: { title: string; url: string } | null;
}

export interface LabFlagFinding {
  reportId: string;
  /** The latest report's date in words, as the dashboard prints it: 'collected Nov 2, 2026'. */
  dated?: string;
  /** Marker names with their flag in words, e.g. 'LDL cholesterol (high)'. */
  markers: readonly string[];
  isCritical: boolean;
}

export interface ActionSuggestion {
  rule_key: string;
  title: string;
  description: string;
  category: ActionCategory;
  priority: ActionPriority;
  impact_score: number;
  time_sensitivity: number;
  steps: string[];
}

const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const one = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** 'Headache' → 'headaches'; other names as the user wrote them, in lower case. */
export function recurringName(name: string): string {
  const lower = name.trim().toLowerCase();
  return /(ache|cramp|spasm|attack|flush|sweat)$/.test(lower) ? `${lower}s` : lower;
}

type Rule = (inputs: ActionInputs) => ActionSuggestion | null;

const sleepRule: Rule = ({ sleepLast7, lifestyle }) => {
  const tracked = sleepLast7.length >= MIN_DAYS_TO_JUDGE ? average(sleepLast7) : null;
  const hours = tracked ?? lifestyle?.sleepHours ?? null;
  if (hours === null || hours >= SLEEP_TARGET_HOURS) return null;
  const from =
    tracked !== null
      ? `You slept ${one(tracked)} hours a night on average over your last ${sleepLast7.length} logged nights.`
      : `Your profile says you sleep about ${one(hours)} hours.`;
  return {
    rule_key: 'sleep_window',
    title: 'Protect a 7-hour sleep window',
    description: `${from} Adults need at least 7 hours for mood, energy and focus.`,
    category: 'lifestyle',
    priority: 'high',
    impact_score: 9,
    time_sensitivity: DEFAULT_TIME_SENSITIVITY,
    steps: [
      'Pick a bedtime that leaves 7 hours before your alarm, and keep it on weekends too',
      'Put screens away 30 minutes before bed',
      'Log your sleep each morning in the daily log',
    ],
  };
};

const waterRule: Rule = ({ waterLast7, dailyLogDaysLast7 }) => {
  if (waterLast7.length === 0)
    return {
      rule_key: 'water',
      title: 'Track your water for a week',
      description:
        dailyLogDaysLast7 > 0
          ? 'You logged your day but not your water this week. Counting glasses is the easiest way to drink enough.'
          : 'No water logged this week. Counting glasses is the easiest way to drink enough.',
      category: 'nutrition',
      priority: 'low',
      impact_score: 5,
      time_sensitivity: 4,
      steps: ['Add each glass in the daily log', 'Keep a bottle where you can see it'],
    };
  const glasses = average(waterLast7);
  if (waterLast7.length < MIN_DAYS_TO_JUDGE || glasses >= WATER_TARGET_GLASSES) return null;
  return {
    rule_key: 'water',
    title: 'Drink a glass of water with each meal',
    description: `You drank ${one(glasses)} glasses a day on average over ${waterLast7.length} logged days.`,
    category: 'nutrition',
    priority: 'medium',
    impact_score: 6,
    time_sensitivity: 6,
    steps: [
      'Have a glass of water with breakfast, lunch and dinner',
      'Keep a refillable bottle on your desk',
      'Log each glass in the daily log',
    ],
  };
};

const activityRule: Rule = ({ lifestyle }) => {
  const isInactive =
    lifestyle?.exerciseFrequency === 'none' || lifestyle?.activityLevel === 'sedentary';
  if (!isInactive) return null;
  return {
    rule_key: 'move_more',
    title: 'Add a 10-minute walk to your day',
    description:
      'Your profile says you rarely exercise. Short brisk walks add up towards the 150 active minutes a week adults are advised to get.',
    category: 'fitness',
    priority: 'medium',
    impact_score: 8,
    time_sensitivity: 5,
    steps: [
      'Walk briskly for 10 minutes after one meal a day',
      'Add it as a habit so you can check it off',
      'Add a second walk once it feels easy',
    ],
  };
};

const symptomRule: Rule = ({ topSymptom }) => {
  if (!topSymptom || topSymptom.days < RECURRING_SYMPTOM_DAYS) return null;
  const name = recurringName(topSymptom.name);
  return {
    rule_key: `symptom_doctor:${topSymptom.name.trim().toLowerCase()}`,
    title: `Talk to your doctor about recurring ${name}`,
    description: `You logged ${topSymptom.name.trim().toLowerCase()} on ${topSymptom.days} of the last 14 days. A symptom that keeps coming back is worth a check.`,
    category: 'lifestyle',
    priority: 'high',
    impact_score: 9,
    time_sensitivity: 8,
    steps: [
      'Note when it starts, how long it lasts and what you were doing',
      'Take your symptom history to the appointment',
      'Get urgent help if it is sudden, severe or unlike anything before',
    ],
  };
};

const moodRule: Rule = ({ moodLast7, moodPrevious7 }) => {
  if (moodLast7.length < MIN_DAYS_TO_JUDGE) return null;
  const recent = average(moodLast7);
  const dropped =
    moodPrevious7.length >= MIN_DAYS_TO_JUDGE &&
    average(moodPrevious7) - recent >= MOOD_DROP_POINTS;
  if (recent > LOW_MOOD_AVERAGE && !dropped) return null;
  return {
    rule_key: 'low_mood',
    title: 'Plan one thing you enjoy each day',
    description: dropped
      ? `Your mood averaged ${one(recent)} this week, down from ${one(average(moodPrevious7))} the week before.`
      : `Your mood averaged ${one(recent)} out of 5 over your last ${moodLast7.length} check-ins.`,
    category: 'lifestyle',
    priority: recent <= 2 ? 'high' : 'medium',
    impact_score: 8,
    time_sensitivity: 6,
    steps: [
      'Put one small thing you enjoy in your day, and tag it in your mood check-in',
      'Spend some time outside or with someone you like',
      'If low mood lasts two weeks or more, talk to your doctor',
    ],
  };
};

const medicineRule: Rule = ({ mostSkippedMedicine: medicine }) => {
  if (!medicine || medicine.logged === 0) return null;
  if (
    medicine.skipped < SKIPPED_DOSES_MIN ||
    medicine.skipped / medicine.logged < SKIPPED_SHARE_MIN
  )
    return null;
  return {
    rule_key: `medicine_skipped:${medicine.id}`,
    title: `Set a reminder for ${medicine.name}`,
    description: `You skipped ${medicine.skipped} of ${medicine.logged} logged doses in the last 14 days.`,
    category: 'lifestyle',
    priority: 'high',
    impact_score: 8,
    time_sensitivity: 8,
    steps: [
      'Add a reminder at the time you usually take it',
      'Keep it next to something you do every day',
      'If side effects make you skip it, ask your prescriber or pharmacist before stopping',
    ],
  };
};

const smokingRule: Rule = ({ lifestyle }) => {
  const status = lifestyle?.smokingStatus;
  if (status !== 'regular' && status !== 'occasional') return null;
  return {
    rule_key: 'quit_smoking',
    title: 'Make a plan to quit smoking',
    description:
      'Stopping smoking is the single biggest thing you can do for your health. Support and medicines make quitting more likely to work.',
    category: 'lifestyle',
    priority: status === 'regular' ? 'high' : 'medium',
    impact_score: 10,
    time_sensitivity: 6,
    steps: [
      'Set a quit date within the next two weeks',
      'Ask your doctor or pharmacist about stop-smoking medicines',
      'Get free support from a quit line or stop-smoking service',
    ],
  };
};

const alcoholRule: Rule = ({ lifestyle }) => {
  if (lifestyle?.alcoholConsumption !== 'daily') return null;
  return {
    rule_key: 'alcohol_free_days',
    title: 'Have a few alcohol-free days each week',
    description:
      'Your profile says you drink every day. Regular alcohol-free days lower the risks.',
    category: 'nutrition',
    priority: 'medium',
    impact_score: DEFAULT_IMPACT_SCORE,
    time_sensitivity: 5,
    steps: [
      'Choose 2-3 alcohol-free days each week',
      'Swap in a drink you like that has no alcohol',
    ],
  };
};

const habitRule: Rule = ({ habitCompletionLast7 }) => {
  if (habitCompletionLast7.length < MIN_DAYS_TO_JUDGE) return null;
  const share = average(habitCompletionLast7);
  if (share >= LOW_HABIT_COMPLETION) return null;
  return {
    rule_key: 'habits_smaller',
    title: 'Shrink one habit to a 2-minute version',
    description: `You did ${Math.round(share * 100)}% of your habits over the last ${habitCompletionLast7.length} days. Smaller habits are easier to keep.`,
    category: 'lifestyle',
    priority: 'low',
    impact_score: 6,
    time_sensitivity: 4,
    steps: [
      'Pick the habit you miss most',
      'Make it small enough to do in 2 minutes',
      'Check it off every day this week',
    ],
  };
};

const profileRule: Rule = ({ completeness }) => {
  if (completeness >= PROFILE_COMPLETE_THRESHOLD) return null;
  return {
    rule_key: 'complete_profile',
    title: 'Complete your health profile',
    description: `Your profile is ${completeness}% complete. A complete profile makes these suggestions fit you.`,
    category: 'lifestyle',
    priority: 'low',
    impact_score: 5,
    time_sensitivity: 3,
    steps: [
      'Add your medicines and allergies',
      'Add your sleep and exercise habits',
      'Choose your health goals',
    ],
  };
};

const PHARMACIST_STEP =
  'Talk to your pharmacist or doctor before your next dose; do not stop a prescribed medicine on your own';

/** Rule keys of the safety actions: always listed before anything else, in this order. */
export const SAFETY_RULE_PREFIXES = ['interaction:major:', 'interaction:moderate:', 'lab_flags:'];

/** 0 for a major interaction, 1 moderate, 2 a lab flag, 3 for every other action. */
export function safetyRank(ruleKey: string | null | undefined): number {
  const rank = SAFETY_RULE_PREFIXES.findIndex((prefix) => ruleKey?.startsWith(prefix));
  return rank === -1 ? SAFETY_RULE_PREFIXES.length : rank;
}

export const isSafetyRuleKey = (ruleKey: string | null | undefined): boolean =>
  safetyRank(ruleKey) < SAFETY_RULE_PREFIXES.length;

const pairKey = (pair: readonly [string, string]) =>
  pair
    .map((name) => name.trim().toLowerCase())
    .sort()
    .join('+');

/** One action per major or moderate interaction in the cabinet; minor ones stay on the cabinet page. */
function interactionActions(inputs: ActionInputs): ActionSuggestion[] {
  const seen = new Set<string>();
  const actions: ActionSuggestion[] = [];
  for (const finding of inputs.interactions ?? []) {
    if (finding.severity === 'minor') continue;
    const key = `interaction:${finding.severity}:${pairKey(finding.pair)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [a, b] = finding.pair;
    const isMajor = finding.severity === 'major';
    actions.push({
      rule_key: key,
      title: `${isMajor ? 'Major' : 'Moderate'} interaction: ${a} and ${b}`,
      description: finding.summary,
      category: 'lifestyle',
      priority: isMajor ? 'high' : 'medium',
      impact_score: isMajor ? 10 : 8,
      time_sensitivity: isMajor ? 10 : 7,
      steps: [
        `What to do: ${finding.management}`,
        PHARMACIST_STEP,
        finding.source
          ? `Source: ${finding.source.title} (${finding.source.url})`
          : 'Source: see the details in your medicine cabinet',
      ],
    });
  }
  return actions;
}

function labFlagAction({ labFlags }: ActionInputs): ActionSuggestion | null {
  if (!labFlags || labFlags.markers.length === 0) return null;
  const shown = labFlags.markers.slice(0, 3).join(', ');
  const more = labFlags.markers.length > 3 ? ` and ${labFlags.markers.length - 3} more` : '';
  const dated = labFlags.dated ? ` (${labFlags.dated})` : '';
  return {
    rule_key: `lab_flags:${labFlags.reportId}`,
    title: `Review your lab results outside the range: ${shown}${more}`,
    description: labFlags.isCritical
      ? `Your latest lab report${dated} has a result far outside the range. Contact your doctor promptly.`
      : `Your latest lab report${dated} has results outside the reference range. Go through them with your doctor.`,
    category: 'lifestyle',
    priority: labFlags.isCritical ? 'high' : 'medium',
    impact_score: 9,
    time_sensitivity: labFlags.isCritical ? 10 : 7,
    steps: [
      'Open the report to read what each flagged marker measures',
      'Book a check with your doctor and take the report with you',
      'Ranges differ between labs: the range printed on your report is the one that counts',
    ],
  };
}

export const ACTION_RULES: readonly Rule[] = [
  sleepRule,
  symptomRule,
  medicineRule,
  smokingRule,
  moodRule,
  activityRule,
  waterRule,
  alcoholRule,
  habitRule,
  profileRule,
];

export const priorityRank = (priority: ActionPriority) => ACTION_PRIORITIES.indexOf(priority);

/**
 * Every rule that applies: safety first (major interactions, moderate ones, a new lab flag), then
 * highest priority, then highest impact, then rule key.
 */
export function suggestActions(inputs: ActionInputs): ActionSuggestion[] {
  return [
    ...interactionActions(inputs),
    labFlagAction(inputs),
    ...ACTION_RULES.map((rule) => rule(inputs)),
  ]
    .filter((suggestion): suggestion is ActionSuggestion => suggestion !== null)
    .sort(
      (a, b) =>
        safetyRank(a.rule_key) - safetyRank(b.rule_key) ||
        priorityRank(a.priority) - priorityRank(b.priority) ||
        b.impact_score - a.impact_score ||
        a.rule_key.localeCompare(b.rule_key),
    );
}

/** The action centre's quick tip: one sentence from the data, the same for the same data. */
export function quickTip(
  inputs: ActionInputs,
  pending: readonly { title: string; impact_score: number; time_sensitivity: number }[],
): string {
  const top = pending[0];
  if (top)
    return `Start with "${top.title}": Impact ${top.impact_score}/10 for Effort ${calculateEffort(top.time_sensitivity)}/5.`;
  if (
    inputs.sleepLast7.length >= MIN_DAYS_TO_JUDGE &&
    average(inputs.sleepLast7) < SLEEP_TARGET_HOURS
  )
    return 'Going to bed 30 minutes earlier is the quickest way to more sleep.';
  if (inputs.moodLast7.length === 0 && inputs.dailyLogDaysLast7 === 0)
    return 'Log your mood and sleep for 7 days to see your own trends and patterns.';
  return 'All caught up. Keep logging: your patterns get clearer with every day.';
}
