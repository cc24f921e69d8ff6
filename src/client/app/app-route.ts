/** One client route: path, the name shown while it loads, who may see it, and how it renders. */
import type { LazyPage } from './lazy-page';

export type RouteAccess = 'public' | 'protected';

export interface AppRoute {
  path: string;
  name: string;
  access: RouteAccess;
  page: LazyPage;
  /** Prerendered to static HTML at build time (public, content-only pages). */
  prerender?: boolean;
}
