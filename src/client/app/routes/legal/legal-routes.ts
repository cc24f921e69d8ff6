/** The legal documents, each also under its long path; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { LEGAL_DECLARATIONS } from './legal-declarations';
import { lazyPage } from '../../lazy-page';

const privacy = lazyPage('Privacy Policy', () => import('./privacy'));
const terms = lazyPage('Terms of Service', () => import('./terms'));
const legal = lazyPage('Legal', () => import('./legal'));
const compliance = lazyPage('Compliance Center', () => import('./compliance-center'));
const wellnessPolicy = lazyPage('Wellness Policy', () => import('./wellness-policy'));

export const LEGAL_ROUTES: AppRoute<keyof typeof LEGAL_DECLARATIONS>[] = [
  {
    path: '/privacy',
    name: 'Privacy Policy',
    access: 'public',
    page: privacy,
    declaration: 'privacy',
    prerender: true,
  },
  {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    access: 'public',
    page: privacy,
    declaration: 'privacy',
    prerender: true,
  },
  {
    path: '/terms',
    name: 'Terms of Service',
    access: 'public',
    page: terms,
    declaration: 'terms',
    prerender: true,
  },
  {
    path: '/terms-of-service',
    name: 'Terms of Service',
    access: 'public',
    page: terms,
    declaration: 'terms',
    prerender: true,
  },
  {
    path: '/legal',
    name: 'Legal',
    access: 'public',
    page: legal,
    declaration: 'legal',
    prerender: true,
  },
  {
    path: '/compliance-center',
    name: 'Compliance Center',
    access: 'public',
    page: compliance,
    declaration: 'complianceCenter',
    prerender: true,
  },
  {
    path: '/wellness-policy',
    name: 'Wellness Policy',
    access: 'public',
    page: wellnessPolicy,
    declaration: 'wellnessPolicy',
    prerender: true,
  },
];
