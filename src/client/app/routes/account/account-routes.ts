/** The user's account and health profile: settings, profile, onboarding, journey; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { ACCOUNT_DECLARATIONS } from './account-declarations';
import { lazyPage } from '../../lazy-page';

const profile = lazyPage('Profile', () => import('./profile'));
const account = lazyPage('Account', () => import('./account'));
const onboarding = lazyPage('Onboarding', () => import('./onboarding'));
const journeySelector = lazyPage('Health Journey', () => import('./journey-selector'));

export const ACCOUNT_ROUTES: AppRoute<keyof typeof ACCOUNT_DECLARATIONS>[] = [
  { path: '/profile', name: 'Profile', access: 'protected', page: profile, declaration: 'profile' },
  { path: '/account', name: 'Account', access: 'protected', page: account, declaration: 'account' },
  {
    path: '/onboarding',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    declaration: 'onboarding',
  },
  {
    path: '/profile-completion',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    declaration: 'onboarding',
  },
  {
    path: '/health/profile-completion',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    declaration: 'onboarding',
  },
  {
    path: '/health/journey-selector',
    name: 'Health Journey',
    access: 'protected',
    page: journeySelector,
    declaration: 'journeySelector',
  },
];
