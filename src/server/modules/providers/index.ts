// providers: the wellness provider directory and the member's share links (/api/providers/..., /api/shares, /api/shared/...).
// Built once per app: the routes and a page's first answers read through the same services.
export { providersServicesOf } from './providers-services';
