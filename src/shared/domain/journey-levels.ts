/**
 * The health journey levels a member chooses from. Apart from the profile contract so the
 * dashboard, which shows the level, does not load zod and the contract's schemas with it.
 */
export const JOURNEY_LEVELS = ['maintain', 'improve', 'transform'] as const;
export type JourneyLevel = (typeof JOURNEY_LEVELS)[number];
