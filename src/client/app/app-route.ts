/** One client route: path, the name shown while it loads, who may see it, and how it renders. */
import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page';
import type { MenuPlace } from './nav-spec';

export type RouteAccess = 'public' | 'protected';

export interface ShellWhen {
  query?: string[];
  signedIn?: boolean;
}

export interface AppRoute<Declaration extends string = string> {
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
   * The key of the page's declaration in its area's `<area>-declarations.ts` (ADR 119): its head tags, the
   * requests its first screen makes (which the server answers into its HTML for a signed-in
   * visitor, ADR 066) and the cached views it shows. A key, not the declaration: the route table
   * is in every page's first load, the declarations load with their area's chunk. Typed by the
   * area's routes file (`AppRoute<keyof typeof TRACKING_DECLARATIONS>`), so a missing or mistyped key
   * does not compile.
   */
  declaration: Declaration;
  /**
   * The page's link in the signed-in menu, when the menu spec does not list it already
   * (`withMenuPlaces`, resolve-nav.ts): a member's tool is one or two taps away (ADR 104).
   */
  menu?: MenuPlace;
  /**
   * A page opened from a menu page rather than from the menu (an item of its list, a step of its
   * work): that page's path. The navigation test holds that every route is a menu link, names
   * the menu page it sits below, or is a visitor's, legal, sign-in, flow or admin page (ADR 104).
   */
  below?: string;
}

/**
 * A signed-in page's route: its path, the name shown while it loads, the page, its declaration
 * and, for a tool of its own, its place in the signed-in menu.
 */
export function protectedPage<Page extends string>(
  path: string,
  name: string,
  page: LazyPage,
  declaration: Page,
  menu?: MenuPlace,
): AppRoute<Page> {
  return { path, name, access: 'protected', page, declaration, ...(menu ? { menu } : {}) };
}
