/** Plans and subscription pages (pricing, upgrade, Pro features, checkout outcomes); collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { BILLING_DECLARATIONS } from './billing-declarations';
import { lazyPage } from '../../lazy-page';

const pricing = lazyPage('Pricing', () => import('./pricing'));
const upgrade = lazyPage('Upgrade', () => import('./upgrade'));
const proFeatures = lazyPage('Wellness Pro Features', () => import('./pro-features'));
const subscription = lazyPage('Subscription', () => import('./subscription'));
const subscriptionSuccess = lazyPage(
  'Subscription Success',
  () => import('./subscription-success'),
);
const subscriptionCancel = lazyPage('Checkout Cancelled', () => import('./subscription-cancel'));
const subscriptionSetup = lazyPage('Subscription Setup', () => import('./subscription-setup'));

export const BILLING_ROUTES: AppRoute<keyof typeof BILLING_DECLARATIONS>[] = [
  {
    path: '/pricing',
    name: 'Pricing',
    access: 'public',
    page: pricing,
    declaration: 'pricing',
    prerender: true,
  },
  {
    path: '/upgrade/:feature',
    name: 'Upgrade',
    access: 'public',
    page: upgrade,
    declaration: 'upgrade',
  },
  {
    path: '/pro-features',
    name: 'Wellness Pro Features',
    access: 'public',
    page: proFeatures,
    declaration: 'proFeatures',
    prerender: true,
  },
  {
    path: '/subscription',
    name: 'Subscription',
    access: 'protected',
    page: subscription,
    declaration: 'subscription',
  },
  {
    path: '/subscription-success',
    name: 'Subscription Success',
    access: 'protected',
    page: subscriptionSuccess,
    declaration: 'subscriptionSuccess',
  },
  {
    path: '/subscription-cancel',
    name: 'Checkout Cancelled',
    access: 'public',
    page: subscriptionCancel,
    declaration: 'subscriptionCancel',
  },
  {
    path: '/subscription-setup',
    name: 'Subscription Setup',
    access: 'protected',
    page: subscriptionSetup,
    declaration: 'subscriptionSetup',
  },
];
