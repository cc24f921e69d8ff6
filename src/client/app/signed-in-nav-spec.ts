/**
 * The signed-in header's entries as data (ADR 023): the groups and the links laid out with them.
 * signed-in-navigation.ts adds the links routes declare for themselves (`AppRoute.menu`) and
 * resolves them against the routes; the header and the search page (its 'tools' results) read that.
 */
import type { NavEntrySpec } from './nav-spec';

/**
 * Signed in: the spec's Home, Dashboard and Community, then six groups named for what a member
 * comes to do (ADR 104). Every tool is one click (a link) or two (a group, then its link) away;
 * the phone's menu lists the groups open under their names, so there it is Menu, then the link.
 * `barLabel` is the wide bar's word for a group: at 1280 px a paid member's bar has no room for
 * the full names.
 */
export const SIGNED_IN_NAV_SPEC: readonly NavEntrySpec[] = [
  { kind: 'link', path: '/', label: 'Home' },
  { kind: 'link', path: '/dashboard', label: 'Dashboard' },
  { kind: 'link', path: '/community', label: 'Community' },
  {
    kind: 'group',
    id: 'today',
    label: 'Today',
    links: [
      { path: '/log', label: 'Daily log' },
      { path: '/mood', label: 'Mood' },
      { path: '/symptoms', label: 'Symptoms' },
      { path: '/habits', label: 'Habits' },
      { path: '/dashboard/reminders', label: 'Reminders' },
      { path: '/notifications', label: 'Notifications' },
    ],
  },
  {
    kind: 'group',
    id: 'safety',
    label: 'Safety checks',
    barLabel: 'Safety',
    links: [
      { path: '/safety/cabinet', label: 'Medicine cabinet' },
      { path: '/safety/checks', label: 'Safety checks' },
      { path: '/dashboard/medication-safety', label: 'Medication safety' },
      { path: '/interaction-analyzer', label: 'Interaction checker' },
      { path: '/supplement-interactions', label: 'Supplement interactions' },
      { path: '/safety/timing', label: 'Food and medicine timing' },
      { path: '/ingredient-analyzer', label: 'Ingredient analyzer' },
      { path: '/product-fact-checker', label: 'Product fact-checker' },
      { path: '/fact-check', label: 'Health claim fact-check' },
    ],
  },
  {
    kind: 'group',
    id: 'records',
    label: 'Health records & care',
    barLabel: 'Records',
    links: [
      { path: '/profile', label: 'Health profile' },
      { path: '/upload', label: 'Upload lab results' },
      { path: '/wellness/biomarkers', label: 'Biomarkers and history' },
      { path: '/markers-education', label: 'Lab markers explained' },
      { path: '/blood-test-guide', label: 'Blood test guide' },
      { path: '/test-kits', label: 'Kinds of lab tests' },
      { path: '/wellness-providers', label: 'Providers' },
      { path: '/dashboard/shares', label: 'Share with a provider' },
    ],
  },
  {
    kind: 'group',
    id: 'insights',
    label: 'Progress & insights',
    barLabel: 'Insights',
    links: [
      { path: '/wellness-goals', label: 'Goals' },
      { path: '/dashboard/progress', label: 'Goals and streaks' },
      { path: '/dashboard/achievements', label: 'Achievements' },
      { path: '/trends', label: 'Trends' },
      { path: '/dashboard/patterns', label: 'Patterns' },
      { path: '/reports', label: 'Weekly report' },
      { path: '/dashboard/overview', label: 'Overview' },
      { path: '/ai-insights', label: 'AI insights' },
    ],
  },
  {
    kind: 'group',
    id: 'nutrition',
    label: 'Nutrition & wellness',
    barLabel: 'Nutrition',
    links: [
      { path: '/meal-planning', label: 'Meal planning' },
      { path: '/diet', label: 'Food log' },
      { path: '/dashboard/nutrition', label: 'Nutrition targets' },
      { path: '/dashboard/diet-progress', label: 'Diet progress' },
      { path: '/dashboard/supplements', label: 'Supplements' },
      { path: '/wellness', label: 'Wellness tools' },
      { path: '/essential-oils', label: 'Essential oils library' },
      { path: '/aromatherapy', label: 'Oil blend calculator' },
      { path: '/dashboard/essential-oils', label: 'My oils and blends' },
      { path: '/natural-remedies', label: 'Natural remedies' },
    ],
  },
  {
    kind: 'group',
    id: 'account',
    label: 'Account',
    links: [
      { path: '/account', label: 'Account settings' },
      { path: '/health/journey-selector', label: 'Health journey' },
      { path: '/subscription', label: 'Subscription' },
    ],
  },
];
