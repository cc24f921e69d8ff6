/**
 * The community's daily post limit for the free plan, apart from the community contract so that
 * the plan cards (part of the landing page's first load) can name it without loading zod.
 */
export const FREE_DAILY_POSTS = 20;
