/**
 * The signed-in header's entries (ADR 023), apart from navigation.ts so that a visitor's first
 * load does not carry them: the header imports this module once someone is signed in.
 */
import type { NavEntry } from './nav-spec';
import { resolveNav } from './navigation';
import { SIGNED_IN_NAV_SPEC } from './signed-in-nav-spec';

export const SIGNED_IN_NAV: readonly NavEntry[] = resolveNav(SIGNED_IN_NAV_SPEC);
