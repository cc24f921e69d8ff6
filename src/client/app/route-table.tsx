/**
 * Every client route in one table: path, the name shown while it loads, who may see it, and
 * whether the Back to Dashboard bar shows. The router, the prerender script and the server's
 * known-path list (for real 404s) all read it.
 */
import { lazyPage, type LazyPage } from './lazy-page';

export type RouteAccess = 'public' | 'protected';

export interface AppRoute {
  path: string;
  name: string;
  access: RouteAccess;
  page: LazyPage;
  /** Prerendered to static HTML at build time (public, content-only pages). */
  prerender?: boolean;
}

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
const login = page('Login', () => import('./routes/auth/login'));
const register = page('Register', () => import('./routes/auth/register'));
const authLanding = page('Verification', () => import('./routes/auth/verify'));
const dashboard = page('Dashboard', () => import('./routes/dashboard'));
const notFound = page('Not Found', () => import('./routes/not-found'));

export const APP_ROUTES: AppRoute[] = [
  { path: '/', name: 'Home', access: 'public', page: landing, prerender: true },
  { path: '/about', name: 'About', access: 'public', page: about, prerender: true },
  { path: '/how-it-works', name: 'How It Works', access: 'public', page: howItWorks, prerender: true },
  { path: '/features', name: 'Features', access: 'public', page: features, prerender: true },
  { path: '/contact', name: 'Contact', access: 'public', page: contact, prerender: true },
  { path: '/pricing', name: 'Pricing', access: 'public', page: pricing, prerender: true },
  { path: '/privacy', name: 'Privacy Policy', access: 'public', page: privacy, prerender: true },
  { path: '/privacy-policy', name: 'Privacy Policy', access: 'public', page: privacy, prerender: true },
  { path: '/terms', name: 'Terms of Service', access: 'public', page: terms, prerender: true },
  { path: '/terms-of-service', name: 'Terms of Service', access: 'public', page: terms, prerender: true },
  { path: '/legal', name: 'Legal', access: 'public', page: legal, prerender: true },
  { path: '/compliance-center', name: 'Compliance Center', access: 'public', page: compliance, prerender: true },
  { path: '/wellness-policy', name: 'Wellness Policy', access: 'public', page: wellnessPolicy, prerender: true },
  { path: '/login', name: 'Login', access: 'public', page: login },
  { path: '/register', name: 'Register', access: 'public', page: register },
  { path: '/auth', name: 'Verification', access: 'public', page: authLanding },
  { path: '/dashboard', name: 'Dashboard', access: 'protected', page: dashboard },
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

export function findRoute(pathname: string): AppRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTES.find((route) => route.path === clean);
}
