/**
 * Aromatherapy and natural remedies: the oil library, the blend calculator, one oil,
 * the user's saved blends and favourite oils, and the remedies by concern. The library, the
 * calculator and the remedies are public (the free aromatherapy library; safety is never
 * paid); the user's own oils and blends need a session. Collected into APP_ROUTES by route-table.tsx.
 */
import type { AppRoute } from '../../app-route';
import type { AROMATHERAPY_DECLARATIONS } from './aromatherapy-declarations';
import { lazyPage } from '../../lazy-page';

const aromatherapy = lazyPage('Aromatherapy', () => import('./aromatherapy'));
const essentialOils = lazyPage('Essential Oils', () => import('./essential-oils'));
const oil = lazyPage('Essential Oil', () => import('./oil'));
const myOils = lazyPage('My Essential Oils', () => import('./my-essential-oils'));
const naturalRemedies = lazyPage('Natural Remedies', () => import('./natural-remedies'));
const remedy = lazyPage('Natural Remedy', () => import('./remedy'));

export const AROMATHERAPY_ROUTES: AppRoute<keyof typeof AROMATHERAPY_DECLARATIONS>[] = [
  {
    path: '/aromatherapy',
    name: 'Aromatherapy',
    access: 'public',
    page: aromatherapy,
    declaration: 'aromatherapy',
    prerender: true,
  },
  {
    path: '/essential-oils',
    name: 'Essential Oils',
    access: 'public',
    page: essentialOils,
    declaration: 'essentialOils',
    prerender: true,
  },
  {
    path: '/essential-oils/:id',
    name: 'Essential Oil',
    access: 'public',
    page: oil,
    declaration: 'essentialOil',
    below: '/essential-oils',
  },
  {
    path: '/dashboard/essential-oils',
    name: 'My Essential Oils',
    access: 'protected',
    page: myOils,
    declaration: 'myEssentialOils',
  },
  {
    path: '/natural-remedies',
    name: 'Natural Remedies',
    access: 'public',
    page: naturalRemedies,
    declaration: 'naturalRemedies',
    prerender: true,
  },
  {
    path: '/natural-remedies/:id',
    name: 'Natural Remedy',
    access: 'public',
    page: remedy,
    declaration: 'naturalRemedy',
    below: '/natural-remedies',
  },
];
