/**
 * The free plan's daily product, label and claim checks, apart from the ingredients contract so that
 * the plan cards (part of the landing page's first load) can name it without loading zod.
 */
export const FREE_DAILY_PRODUCT_CHECKS = 10;
