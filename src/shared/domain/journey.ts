/**
 * Health journey levels (maintain, improve, transform): the selector's copy, its button rules and
 * what each level offers.
 * The copy describes what each level offers in the app; it makes no promise about health outcomes.
 * Pure TypeScript: no DOM, no Node APIs.
 */
import { JOURNEY_LEVELS, type JourneyLevel } from './journey-levels';

export const DEFAULT_JOURNEY_LEVEL: JourneyLevel = 'improve';

export type JourneyConfig = {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  focusAreas: string[];
  estimatedTimeCommitment: string;
  progressIndicator: number;
};

const MAINTAIN_FEATURES = [
  'Blood test analysis',
  'Basic medication interaction checks',
  'Essential health alerts',
  'Simple dashboard',
  'Monthly reports',
];

const IMPROVE_ADDED_FEATURES = [
  'Advanced blood analysis',
  'Supplement recommendations',
  'Comprehensive interaction analysis',
  'Natural remedies',
  'Side effect management',
  'Weight management',
  'Health trends',
];

const TRANSFORM_ADDED_FEATURES = [
  'Full suite of tools',
  'Ingredient analyzer',
  'Meal planning',
  'Full drug database',
  'Wellness protocols',
  'Professional reports',
  'Priority support',
  'Predictive analytics',
];

export const JOURNEY_CONFIG: Readonly<Record<JourneyLevel, JourneyConfig>> = {
  maintain: {
    title: 'Maintain',
    subtitle: 'Keep an eye on the basics',
    description:
      'A light routine: check your results and medications now and then, and get alerted to what matters most.',
    features: [...MAINTAIN_FEATURES],
    focusAreas: ['Routine check-ins', 'Medication safety', 'Key alerts'],
    estimatedTimeCommitment: '5-10 min/week',
    progressIndicator: 33,
  },
  improve: {
    title: 'Improve',
    subtitle: 'Work on specific habits',
    description:
      'More detail and more suggestions: deeper result analysis, supplement and remedy ideas, and trends over time to discuss with your clinician.',
    features: [...MAINTAIN_FEATURES, ...IMPROVE_ADDED_FEATURES],
    focusAreas: ['Nutrition and supplements', 'Weight and activity', 'Trends over time'],
    estimatedTimeCommitment: '15-20 min/week',
    progressIndicator: 66,
  },
  transform: {
    title: 'Transform',
    subtitle: 'Use every tool, with more time each week',
    description:
      'Every feature in the app, including meal planning and the full drug database, for people ready to put in regular time.',
    features: [...MAINTAIN_FEATURES, ...IMPROVE_ADDED_FEATURES, ...TRANSFORM_ADDED_FEATURES],
    focusAreas: ['Whole-routine changes', 'Meal planning', 'Detailed reports'],
    estimatedTimeCommitment: '30+ min/week',
    progressIndicator: 100,
  },
};

export const JOURNEY_HEADINGS = {
  onboarding: 'Choose Your Health Journey',
  update: 'Update Your Health Journey',
} as const;

export const JOURNEY_BUTTON_LABELS = {
  current: 'Current Selection',
  start: 'Start My Journey',
  update: 'Update Journey',
} as const;

export function isJourneyLevel(value: unknown): value is JourneyLevel {
  return typeof value === 'string' && (JOURNEY_LEVELS as readonly string[]).includes(value);
}

/** The slider's position (0, 1, 2) to its level; out-of-range positions snap to the nearest end. */
export function journeyLevelAt(index: number): JourneyLevel {
  const last = JOURNEY_LEVELS.length - 1;
  const clamped = Number.isFinite(index)
    ? Math.min(last, Math.max(0, Math.round(index)))
    : JOURNEY_LEVELS.indexOf(DEFAULT_JOURNEY_LEVEL);
  return JOURNEY_LEVELS[clamped] ?? DEFAULT_JOURNEY_LEVEL;
}

export function journeyButtonLabel(input: {
  isOnboarding: boolean;
  selected: JourneyLevel;
  current: JourneyLevel;
}): string {
  if (input.isOnboarding) return JOURNEY_BUTTON_LABELS.start;
  if (input.selected === input.current) return JOURNEY_BUTTON_LABELS.current;
  return JOURNEY_BUTTON_LABELS.update;
}

/** Disabled while saving, or (outside onboarding) when the choice is already current. */
export function isJourneyButtonDisabled(input: {
  isOnboarding: boolean;
  isSaving: boolean;
  selected: JourneyLevel;
  current: JourneyLevel;
}): boolean {
  return input.isSaving || (!input.isOnboarding && input.selected === input.current);
}

export function journeyUpdatedToast(level: JourneyLevel): { title: string; description: string } {
  return {
    title: 'Health journey updated!',
    description: `You're now on the ${JOURNEY_CONFIG[level].title} path.`,
  };
}
