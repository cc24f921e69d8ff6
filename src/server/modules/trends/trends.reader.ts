/**
 * What other modules may read of trends: the one way tracked rows become days. The wellness score,
 * pattern insights, the action rules and the weekly report all count a day, a habit's due share and
 * a missing value (null, never 0) as the trends chart them, so their figures agree.
 */
export { buildAnalysis, buildDailySeries, isTrackedDay, summariseSeries } from './daily-series';
