/** The user's account and health profile: settings, profile, onboarding, journey; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const profile = lazyPage('Profile', () => import('./profile'));
const account = lazyPage('Account', () => import('./account'));
const onboarding = lazyPage('Onboarding', () => import('./onboarding'));
const journeySelector = lazyPage('Health Journey', () => import('./journey-selector'));

export const ACCOUNT_ROUTES: AppRoute[] = [
  { path: '/profile', name: 'Profile', access: 'protected', page: profile, data: 'profile' },
  { path: '/account', name: 'Account', access: 'protected', page: account, data: 'account' },
  {
    path: '/onboarding',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    data: 'profile',
  },
  {
    path: '/profile-completion',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    data: 'profile',
  },
  {
    path: '/health/profile-completion',
    name: 'Onboarding',
    access: 'protected',
    page: onboarding,
    data: 'profile',
  },
  {
    path: '/health/journey-selector',
    name: 'Health Journey',
    access: 'protected',
    page: journeySelector,
    data: 'journeySelector',
  },
];
