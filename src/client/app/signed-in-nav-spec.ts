/**
 * The signed-in header's entries as data (ADR 023): resolved against the routes in
 * signed-in-navigation.ts, read as they are by the search page (its 'tools' results).
 */
import type { NavEntrySpec } from './nav-spec';

/**
 * Signed in: Home, Dashboard and Community, then one group per area of tools, so every
 * tool is one click (a link) or two (a group, then its link) away; the mobile menu lists the groups
 * open, so there too it is the menu button, then the link.
 */
export const SIGNED_IN_NAV_SPEC: readonly NavEntrySpec[] = [
  { kind: 'link', path: '/', label: 'Home' },
  { kind: 'link', path: '/dashboard', label: 'Dashboard' },
  {
    kind: 'group',
    id: 'track',
    label: 'Track',
    links: [
      { path: '/log', label: 'Daily log' },
      { path: '/mood', label: 'Mood' },
      { path: '/symptoms', label: 'Symptoms' },
      { path: '/habits', label: 'Habits' },
      { path: '/wellness-goals', label: 'Goals' },
      { path: '/dashboard/achievements', label: 'Achievements' },
    ],
  },
  {
    kind: 'group',
    id: 'safety',
    label: 'Safety',
    links: [
      { path: '/safety/cabinet', label: 'Medicine cabinet' },
      { path: '/safety/checks', label: 'Safety checks' },
      { path: '/dashboard/medication-safety', label: 'Medication safety' },
      { path: '/interaction-analyzer', label: 'Interaction checker' },
      { path: '/supplement-interactions', label: 'Supplement interactions' },
      // Product and ingredient checks sit here too (ADR 036): the bar has no room for a group.
      { path: '/ingredient-analyzer', label: 'Ingredient analyzer' },
      { path: '/product-fact-checker', label: 'Product fact-checker' },
      { path: '/fact-check', label: 'Health claim fact-check' },
      { path: '/safety/timing', label: 'Food and medicine timing' },
      // Oils and remedies sit here: a group of their own made the paid user's bar about 105 px
      // wider than 1280 px, where the groups first show (ADR 031).
      { path: '/essential-oils', label: 'Essential oils library' },
      { path: '/aromatherapy', label: 'Oil blend calculator' },
      { path: '/dashboard/essential-oils', label: 'My oils and blends' },
      { path: '/natural-remedies', label: 'Natural remedies' },
    ],
  },
  {
    kind: 'group',
    id: 'nutrition',
    label: 'Nutrition',
    links: [
      { path: '/meal-planning', label: 'Meal planning' },
      { path: '/diet', label: 'Food log' },
      { path: '/dashboard/nutrition', label: 'Nutrition targets' },
      { path: '/dashboard/supplements', label: 'Supplements' },
    ],
  },
  {
    kind: 'group',
    id: 'labs',
    label: 'Labs',
    links: [
      { path: '/upload', label: 'Upload lab results' },
      { path: '/wellness/biomarkers', label: 'Biomarkers and history' },
      { path: '/markers-education', label: 'Lab markers explained' },
      { path: '/blood-test-guide', label: 'Blood test guide' },
    ],
  },
  {
    kind: 'group',
    id: 'insights',
    label: 'Insights',
    links: [
      { path: '/trends', label: 'Trends' },
      { path: '/dashboard/patterns', label: 'Patterns' },
      { path: '/reports', label: 'Weekly report' },
      { path: '/dashboard/progress', label: 'Goals and streaks' },
      { path: '/ai-insights', label: 'AI insights' },
      { path: '/dashboard/overview', label: 'Overview' },
      { path: '/dashboard/diet-progress', label: 'Diet progress' },
      { path: '/dashboard/reminders', label: 'Reminders' },
      { path: '/notifications', label: 'Notifications' },
    ],
  },
  {
    kind: 'group',
    id: 'account',
    label: 'Account',
    links: [
      { path: '/wellness', label: 'Wellness tools' },
      { path: '/profile', label: 'Health profile' },
      { path: '/health/journey-selector', label: 'Health journey' },
      { path: '/account', label: 'Account settings' },
      { path: '/subscription', label: 'Subscription' },
      // Providers and sharing sit here (ADR 043): the bar at 1280 px has no room for a group.
      { path: '/wellness-providers', label: 'Providers' },
      { path: '/dashboard/shares', label: 'Share with a provider' },
    ],
  },
  // The community's top-bar item; hidden while /community is not a route.
  { kind: 'link', path: '/community', label: 'Community' },
];
