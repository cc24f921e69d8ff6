/** The onboarding questionnaire's seven steps and its messages. */
import type { ProfileSection } from '#shared/domain/profile-fields';

export type OnboardingStepKey =
  'basic' | 'conditions' | 'symptoms' | 'medications' | 'diet' | 'interactions' | 'goals';

export interface OnboardingStep {
  key: OnboardingStepKey;
  /** The profile section the step edits; the safety check writes onboarding_progress. */
  section: Extract<
    ProfileSection,
    | 'personal_info'
    | 'medical_history'
    | 'symptoms'
    | 'medications'
    | 'dietary_info'
    | 'health_goals'
    | 'onboarding_progress'
  >;
  title: string;
  description: string;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    key: 'basic',
    section: 'personal_info',
    title: 'About you',
    description:
      'Your age and gender help tailor general information to you. Weight and height are optional.',
  },
  {
    key: 'conditions',
    section: 'medical_history',
    title: 'Health conditions',
    description: 'Conditions and allergies help us point out cautions that may apply to you.',
  },
  {
    key: 'symptoms',
    section: 'symptoms',
    title: 'Current symptoms',
    description: 'Anything you notice now, how strong it is and how often it happens.',
  },
  {
    key: 'medications',
    section: 'medications',
    title: 'Medications and supplements',
    description:
      'Prescriptions, over-the-counter medicines, vitamins, supplements and herbal products.',
  },
  {
    key: 'diet',
    section: 'dietary_info',
    title: 'Diet and nutrition',
    description: 'How you eat, what you avoid and what you would like to change.',
  },
  {
    key: 'interactions',
    section: 'onboarding_progress',
    title: 'Safety check',
    description: 'Review your medication list before interaction checks use it.',
  },
  {
    key: 'goals',
    section: 'health_goals',
    title: 'Your goals',
    description: 'What you want to work on, and by when.',
  },
];

export const ONBOARDING_MESSAGES = {
  authRequired: 'Authentication required. Please log in to continue.',
  completeTitle: 'Welcome! Your profile is now complete',
  completeDescription: 'You can now access all platform features',
  completeFailed: 'Failed to mark onboarding complete',
  loadFailed: 'Failed to load your profile. Please refresh the page.',
  interactionsConfirm: 'I have reviewed my medications',
} as const;
