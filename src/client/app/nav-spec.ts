/**
 * The shapes of the navigation's data (ADR 023), apart from navigation.ts, which resolves them
 * against the route table: the search page reads the signed-in entries without importing the
 * route table that lists the search page itself.
 */
export interface NavLinkSpec {
  path: string;
  label: string;
}

/** A top-bar item: one link, or a group of links opened by a disclosure button. */
export type NavEntrySpec =
  | { kind: 'link'; path: string; label: string }
  | { kind: 'group'; id: string; label: string; links: readonly NavLinkSpec[] };

export type NavEntry =
  | { kind: 'link'; path: string; label: string }
  | { kind: 'group'; id: string; label: string; links: NavLinkSpec[] };
