// reports: the member's weekly report as JSON, as a PDF and by e-mail (/api/reports/weekly...).
// Built once per app: the routes and a page's first answers read the report through one service.
export { reportsServiceOf } from './reports-services';
