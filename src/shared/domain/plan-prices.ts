/**
 * The paid plan's prices in whole US dollars and the free plan's daily chats: a leaf module, so the
 * landing page's FAQ names them without loading the plan tables.
 */
export const WELLNESS_PRO_MONTHLY_USD = 19;
export const WELLNESS_PRO_YEARLY_USD = 190;
/** 12 × 19 − 190: the yearly toggle shows 'Save $38'. */
export const YEARLY_SAVINGS_USD = WELLNESS_PRO_MONTHLY_USD * 12 - WELLNESS_PRO_YEARLY_USD;
/** AI wellness chats a day on the free plan (resets at midnight UTC). */
export const FREE_DAILY_AI_CHATS = 20;
