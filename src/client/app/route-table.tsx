/**
 * Every client route in one table: path, the name shown while it loads, who may see it, and
 * whether the Back to Dashboard bar shows. The router, the prerender script and the server's
 * known-path list (for real 404s) all read it.
 */
import type { AppRoute } from './app-route';
import { lazyPage } from './lazy-page';
import { LAB_ROUTES } from './routes/labs/labs-routes';
import { TRACKING_ROUTES } from './routes/tracking/tracking-routes';
import { PROGRESS_ROUTES } from './routes/progress/progress-routes';

export type { AppRoute, RouteAccess } from './app-route';

const page = (name: string, load: Parameters<typeof lazyPage>[1]) => lazyPage(name, load);

const landing = page('Home', () => import('./routes/landing'));
const about = page('About', () => import('./routes/about'));
const howItWorks = page('How It Works', () => import('./routes/how-it-works'));
const features = page('Features', () => import('./routes/features'));
const contact = page('Contact', () => import('./routes/contact'));
const privacy = page('Privacy Policy', () => import('./routes/legal/privacy'));
const terms = page('Terms of Service', () => import('./routes/legal/terms'));
const legal = page('Legal', () => import('./routes/legal/legal'));
const compliance = page('Compliance Center', () => import('./routes/legal/compliance-center'));
const wellnessPolicy = page('Wellness Policy', () => import('./routes/legal/wellness-policy'));
const pricing = page('Pricing', () => import('./routes/pricing'));
const upgrade = page('Upgrade', () => import('./routes/upgrade'));
const proFeatures = page('Wellness Pro Features', () => import('./routes/pro-features'));
const subscription = page('Subscription', () => import('./routes/subscription'));
const subscriptionSuccess = page(
  'Subscription Success',
  () => import('./routes/subscription-success'),
);
const subscriptionCancel = page('Checkout Cancelled', () => import('./routes/subscription-cancel'));
const subscriptionSetup = page('Subscription Setup', () => import('./routes/subscription-setup'));
const login = page('Login', () => import('./routes/auth/login'));
const register = page('Register', () => import('./routes/auth/register'));
const authLanding = page('Verification', () => import('./routes/auth/verify'));
const dashboard = page('Dashboard', () => import('./routes/dashboard'));
const wellness = page('Wellness', () => import('./routes/wellness'));
const profilePage = page('Profile', () => import('./routes/profile'));
const account = page('Account', () => import('./routes/account'));
const onboarding = page('Onboarding', () => import('./routes/onboarding'));
const journeySelector = page('Health Journey', () => import('./routes/health/journey-selector'));
const interactionAnalyzer = page(
  'Interaction Checker',
  () => import('./routes/interactions/interaction-analyzer'),
);
const supplementInteractions = page(
  'Supplement Interactions',
  () => import('./routes/interactions/supplement-interactions'),
);
const ingredientSafety = page(
  'Ingredient Safety',
  () => import('./routes/interactions/ingredient-safety'),
);
const aiInsights = page('AI Insights', () => import('./routes/ai-insights'));
const medicineCabinet = page('Medicine Cabinet', () => import('./routes/safety/cabinet'));
const safetyChecks = page('Safety Checks', () => import('./routes/safety/checks'));
const medicationSafety = page(
  'Medication Safety',
  () => import('./routes/safety/medication-safety-dashboard'),
);
const safetyTiming = page(
  'Food and Medicine Timing',
  () => import('./routes/interactions/safety-timing'),
);
const notFound = page('Not Found', () => import('./routes/not-found'));

export const APP_ROUTES: AppRoute[] = [
  { path: '/', name: 'Home', access: 'public', page: landing, prerender: true },
  { path: '/about', name: 'About', access: 'public', page: about, prerender: true },
  {
    path: '/how-it-works',
    name: 'How It Works',
    access: 'public',
    page: howItWorks,
    prerender: true,
  },
  { path: '/features', name: 'Features', access: 'public', page: features, prerender: true },
  { path: '/contact', name: 'Contact', access: 'public', page: contact, prerender: true },
  { path: '/pricing', name: 'Pricing', access: 'public', page: pricing, prerender: true },
  { path: '/upgrade/:feature', name: 'Upgrade', access: 'public', page: upgrade },
  {
    path: '/pro-features',
    name: 'Wellness Pro Features',
    access: 'public',
    page: proFeatures,
    prerender: true,
  },
  { path: '/subscription', name: 'Subscription', access: 'protected', page: subscription },
  {
    path: '/subscription-success',
    name: 'Subscription Success',
    access: 'protected',
    page: subscriptionSuccess,
  },
  {
    path: '/subscription-cancel',
    name: 'Checkout Cancelled',
    access: 'public',
    page: subscriptionCancel,
  },
  {
    path: '/subscription-setup',
    name: 'Subscription Setup',
    access: 'protected',
    page: subscriptionSetup,
  },
  { path: '/privacy', name: 'Privacy Policy', access: 'public', page: privacy, prerender: true },
  {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    access: 'public',
    page: privacy,
    prerender: true,
  },
  { path: '/terms', name: 'Terms of Service', access: 'public', page: terms, prerender: true },
  {
    path: '/terms-of-service',
    name: 'Terms of Service',
    access: 'public',
    page: terms,
    prerender: true,
  },
  { path: '/legal', name: 'Legal', access: 'public', page: legal, prerender: true },
  {
    path: '/compliance-center',
    name: 'Compliance Center',
    access: 'public',
    page: compliance,
    prerender: true,
  },
  {
    path: '/wellness-policy',
    name: 'Wellness Policy',
    access: 'public',
    page: wellnessPolicy,
    prerender: true,
  },
  { path: '/login', name: 'Login', access: 'public', page: login },
  { path: '/register', name: 'Register', access: 'public', page: register },
  { path: '/auth', name: 'Verification', access: 'public', page: authLanding },
  // Public so ?demo=true works for visitors; the page itself guards the real dashboard.
  { path: '/dashboard', name: 'Dashboard', access: 'public', page: dashboard },
  { path: '/wellness', name: 'Wellness', access: 'protected', page: wellness },
  { path: '/profile', name: 'Profile', access: 'protected', page: profilePage },
  { path: '/account', name: 'Account', access: 'protected', page: account },
  { path: '/onboarding', name: 'Onboarding', access: 'protected', page: onboarding },
  { path: '/profile-completion', name: 'Onboarding', access: 'protected', page: onboarding },
  { path: '/health/profile-completion', name: 'Onboarding', access: 'protected', page: onboarding },
  {
    path: '/health/journey-selector',
    name: 'Health Journey',
    access: 'protected',
    page: journeySelector,
  },
  {
    path: '/interaction-analyzer',
    name: 'Interaction Checker',
    access: 'public',
    page: interactionAnalyzer,
    prerender: true,
  },
  {
    path: '/interactions',
    name: 'Interaction Checker',
    access: 'public',
    page: interactionAnalyzer,
    prerender: true,
  },
  {
    path: '/supplement-interactions',
    name: 'Supplement Interactions',
    access: 'public',
    page: supplementInteractions,
    prerender: true,
  },
  {
    path: '/ingredient-safety',
    name: 'Ingredient Safety',
    access: 'public',
    page: ingredientSafety,
    prerender: true,
  },
  {
    path: '/safety/timing',
    name: 'Food and Medicine Timing',
    access: 'protected',
    page: safetyTiming,
  },
  { path: '/ai-insights', name: 'AI Insights', access: 'protected', page: aiInsights },
  { path: '/safety/cabinet', name: 'Medicine Cabinet', access: 'protected', page: medicineCabinet },
  { path: '/medications', name: 'Medicine Cabinet', access: 'protected', page: medicineCabinet },
  { path: '/safety/checks', name: 'Safety Checks', access: 'protected', page: safetyChecks },
  {
    path: '/dashboard/medication-safety',
    name: 'Medication Safety',
    access: 'protected',
    page: medicationSafety,
  },
  {
    path: '/dashboard/safety',
    name: 'Medication Safety',
    access: 'protected',
    page: medicationSafety,
  },
  ...LAB_ROUTES,
  ...TRACKING_ROUTES,
  ...PROGRESS_ROUTES,
];

export const NOT_FOUND_PAGE = notFound;

/** Paths where signed-in users see the Back to Dashboard bar (§2 'Shell'); /dashboard/* too. */
export const BACK_TO_DASHBOARD_PATHS = [
  '/aromatherapy',
  '/essential-oils',
  '/ingredient-analyzer',
  '/supplement-interactions',
  '/meal-planning',
  '/community',
  '/profile',
];

export function showsBackToDashboard(pathname: string): boolean {
  return BACK_TO_DASHBOARD_PATHS.includes(pathname) || pathname.startsWith('/dashboard/');
}

/**
 * Whether `pathname` matches a route path: exactly, or with each `:param` segment standing for one
 * non-empty segment ('/upgrade/:feature' matches '/upgrade/lab_uploads', not '/upgrade/a/b').
 */
export function matchesRoutePath(routePath: string, pathname: string): boolean {
  if (!routePath.includes('/:')) return routePath === pathname;
  const pattern = routePath.split('/');
  const parts = pathname.split('/');
  return (
    pattern.length === parts.length &&
    pattern.every((segment, index) =>
      segment.startsWith(':') ? parts[index] !== '' : segment === parts[index],
    )
  );
}

export function findRoute(pathname: string): AppRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Exact paths win; a path with a `:param` segment is tried only when none matches.
  const withParam = APP_ROUTES.find(
    (route) => route.path.includes('/:') && matchesRoutePath(route.path, clean),
  );
  if (withParam && !APP_ROUTES.some((route) => route.path === clean)) return withParam;
  return APP_ROUTES.find((route) => route.path === clean);
}
