// ai-insights: the assistant's weekly summary of the member's own data (/api/ai-insights/weekly).
// Built once per app: the route and a page's first answers read the insight the same way.
export { aiInsightsServicesOf } from './ai-insights-services';
export { readWeeklyInsight } from './weekly-insight';
