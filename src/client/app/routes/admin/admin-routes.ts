/**
 * The admin pages: users in ADMIN_EMAILS only. 'public' in the table on purpose: a
 * visitor is not sent to /login (which would say the page exists) but sees the app's 404 page, as
 * does any signed-in user who is not an admin (the API answers them 404). Collected into APP_ROUTES
 * by route-table.tsx.
 */
import type { AppRoute } from '../../app-route';
import type { ADMIN_DECLARATIONS } from './admin-declarations';
import { lazyPage } from '../../lazy-page';

const admin = lazyPage('Administration', () => import('./admin'));
const diagnostics = lazyPage('Diagnostics', () => import('./diagnostics'));
const authHealth = lazyPage('Auth Health', () => import('./auth-health'));
const onboardingTesting = lazyPage('Onboarding Testing', () => import('./onboarding-testing'));

/** The admin-only paths (everyone else: 404). */
export const ADMIN_PATHS = ['/admin', '/diagnostics', '/auth/health', '/onboarding-testing'];

export const ADMIN_ROUTES: AppRoute<keyof typeof ADMIN_DECLARATIONS>[] = [
  {
    path: '/admin',
    name: 'Administration',
    access: 'public',
    page: admin,
    declaration: 'adminOverview',
  },
  {
    path: '/diagnostics',
    name: 'Diagnostics',
    access: 'public',
    page: diagnostics,
    declaration: 'diagnostics',
  },
  {
    path: '/auth/health',
    name: 'Auth Health',
    access: 'public',
    page: authHealth,
    declaration: 'authHealth',
  },
  {
    path: '/onboarding-testing',
    name: 'Onboarding Testing',
    access: 'public',
    page: onboardingTesting,
    declaration: 'onboardingTesting',
  },
];
