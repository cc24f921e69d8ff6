/**
 * The shapes of the navigation's data (ADR 023), apart from navigation.ts, which resolves them
 * against the route table: the search page reads the signed-in entries without importing the
 * route table that lists the search page itself.
 */
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
