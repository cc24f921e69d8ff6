/**
 * The shapes of the navigation's data (ADR 023), apart from navigation.ts, which resolves them
 * against the route table: a route (app-route.ts) names its menu place with these types, and the
 * route table is made of routes.
 */

/**
 * The signed-in menu's groups (signed-in-nav-spec.ts), by id, in order: where a route can put its
 * link. navigation.test.ts holds the spec's groups to this list.
 */
export const NAV_GROUP_IDS = [
  'today',
  'safety',
  'records',
  'insights',
  'nutrition',
  'account',
] as const;
export type NavGroupId = (typeof NAV_GROUP_IDS)[number];

/**
 * A page's place in the signed-in menu, named by its route (ADR 131 addendum): the group, the
 * link's words and, when it matters, the link it follows (else it comes last in the group). So a
 * new tool reaches the menu from its own route declaration; the groups and the links that have
 * always been there stay in signed-in-nav-spec.ts.
 */
export interface MenuPlace {
  group: NavGroupId;
  label: string;
  after?: string;
}

export interface NavLinkSpec {
  path: string;
  label: string;
}

/**
 * A top-bar item: one link, or a group of links. `label` names the group: the phone menu's
 * heading and its list's name. `barLabel` is the shorter word on the wide bar's disclosure button
 * when the bar has no room for the label (ADR 104).
 */
export type NavEntrySpec =
  | { kind: 'link'; path: string; label: string }
  | {
      kind: 'group';
      id: string;
      label: string;
      barLabel?: string;
      links: readonly NavLinkSpec[];
    };

export type NavEntry =
  | { kind: 'link'; path: string; label: string }
  | { kind: 'group'; id: string; label: string; barLabel?: string; links: NavLinkSpec[] };
