/** One client route: path, the name shown while it loads, who may see it, and how it renders. */
import type { ComponentType } from 'react';
import type { PageDataName } from '#shared/contracts/page-data.contract';
import type { LazyPage } from './lazy-page';

export type RouteAccess = 'public' | 'protected';

export interface ShellWhen {
  query?: string[];
  signedIn?: boolean;
}

export interface AppRoute {
  path: string;
  name: string;
  access: RouteAccess;
  page: LazyPage;
  /** Prerendered to static HTML at build time (public, content-only pages). */
  prerender?: boolean;
  /**
   * When a prerendered page's HTML is not the first screen the app would render, so the server
   * sends the SPA shell instead: with any of these query parameters (a different first screen),
   * or, with `signedIn`, to a visitor with a session cookie (a page that sends them on).
   */
  shellWhen?: ShellWhen;
  /**
   * A prerendered page whose visitor is about to act (/register: they came to sign up): its app
   * starts after the first paint rather than on the first intent, so the first tap on the form is
   * answered sooner (ADR 101 addendum: 3.1 s against 5.5 s for a plan tapped 1 s after the plan
   * step showed, slow 4G and 4x CPU).
   */
  bootAtLoad?: boolean;
  /**
   * The static top of a signed-in page (its heading and introduction, nothing that depends on
   * data), painted from the SPA shell for a signed-in visitor before the app has run, so the
   * largest text of the first screen paints with the HTML (components/layouts/app-frame.tsx).
   */
  frame?: ComponentType;
  /**
   * The name of what the page asks first (its entry in PAGE_DATA, shared/contracts): the server
   * answers those requests into the page's HTML for a signed-in visitor (ADR 066). Without it the
   * page gets the frame's answers alone. A name, not the entry: the app never runs the entry (it
   * takes answers by path), so the table stays out of its bundle. `page-data.test.tsx` checks the
   * entry against the requests the page's hooks make.
   */
  data?: PageDataName;
}
