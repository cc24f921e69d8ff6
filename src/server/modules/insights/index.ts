// insights: pattern insights over the member's own tracked days (GET /api/insights/patterns).
// Built once per app: the route and a page's first answers read through the same service.
export { insightsServiceOf } from './insights-services';
