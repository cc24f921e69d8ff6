/** The public marketing pages (home, about, how it works, features, contact); collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { MARKETING_DECLARATIONS } from './marketing-declarations';
import { lazyPage } from '../../lazy-page';

const landing = lazyPage('Home', () => import('./landing'));
const about = lazyPage('About', () => import('./about'));
const howItWorks = lazyPage('How It Works', () => import('./how-it-works'));
const features = lazyPage('Features', () => import('./features'));
const contact = lazyPage('Contact', () => import('./contact'));

export const MARKETING_ROUTES: AppRoute<keyof typeof MARKETING_DECLARATIONS>[] = [
  {
    path: '/',
    name: 'Home',
    access: 'public',
    page: landing,
    declaration: 'landing',
    prerender: true,
  },
  {
    path: '/about',
    name: 'About',
    access: 'public',
    page: about,
    declaration: 'about',
    prerender: true,
  },
  {
    path: '/how-it-works',
    name: 'How It Works',
    access: 'public',
    page: howItWorks,
    declaration: 'howItWorks',
    prerender: true,
  },
  {
    path: '/features',
    name: 'Features',
    access: 'public',
    page: features,
    declaration: 'features',
    prerender: true,
  },
  {
    path: '/contact',
    name: 'Contact',
    access: 'public',
    page: contact,
    declaration: 'contact',
    prerender: true,
  },
];
