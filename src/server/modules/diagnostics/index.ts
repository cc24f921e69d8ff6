// diagnostics: client error reports (/api/error-reports) and the admin's overview, diagnostics and auth health (/api/admin/...).
// Built once per app: the admin routes and a page's first answers read through the one service.
export { diagnosticsServiceOf } from './diagnostics-services';
