/**
 * The signed-in header's entries (ADR 023), apart from navigation.ts so that a visitor's first
 * load does not carry them: the header imports this module once someone is signed in.
 */
import type { NavEntry } from './nav-spec';
import { resolveNav } from './navigation';
import { withMenuPlaces } from './resolve-nav';
import { APP_ROUTES } from './route-table';
import { SIGNED_IN_NAV_SPEC } from './signed-in-nav-spec';

/** The spec's groups and links with the links routes declare (`AppRoute.menu`), resolved. */
export const SIGNED_IN_NAV: readonly NavEntry[] = resolveNav(
  withMenuPlaces(SIGNED_IN_NAV_SPEC, APP_ROUTES),
);
