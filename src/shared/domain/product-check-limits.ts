import type { FeatureKey } from './feature-registry';

/**
 * The free plan's daily product, label and claim checks, apart from the ingredients contract so that
 * the plan cards (part of the landing page's first load) can name it without loading zod.
 */
export const FREE_DAILY_PRODUCT_CHECKS = 10;

/**
 * The feature that lifts the cap. It is a Health-edition capability (unlimited access), so the
 * server asks the plan gate's rule (plan and edition), never whether the plan is paid.
 */
export const UNLIMITED_PRODUCT_CHECKS_FEATURE = 'unlimited_product_checks' satisfies FeatureKey;
