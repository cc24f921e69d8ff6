/** One client route: path, the name shown while it loads, who may see it, and how it renders. */
import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page';

export type RouteAccess = 'public' | 'protected';

export interface AppRoute {
  path: string;
  name: string;
  access: RouteAccess;
  page: LazyPage;
  /** Prerendered to static HTML at build time (public, content-only pages). */
  prerender?: boolean;
  /**
   * The static top of a signed-in page (its heading and introduction, nothing that depends on
   * data), painted from the SPA shell for a signed-in visitor before the app has run, so the
   * largest text of the first screen paints with the HTML (components/layouts/app-frame.tsx).
   */
  frame?: ComponentType;
}
