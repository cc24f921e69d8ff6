// dashboard: GET /api/dashboard/summary, the dashboard's first screen read through the modules' faces (ADR 121).
// Built once per app: the summary's route and a page's first answers read the one kept summary.
export { dashboardServicesOf } from './dashboard-services';
