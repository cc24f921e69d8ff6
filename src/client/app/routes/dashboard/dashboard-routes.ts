/** The signed-in home pages (dashboard and wellness tools); collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { DASHBOARD_DECLARATIONS } from './dashboard-declarations';
import { lazyPage } from '../../lazy-page';

const dashboard = lazyPage('Dashboard', () => import('./dashboard'));
const wellness = lazyPage('Wellness', () => import('./wellness'));

export const DASHBOARD_ROUTES: AppRoute<keyof typeof DASHBOARD_DECLARATIONS>[] = [
  // Public so ?demo=true works for visitors; the page itself guards the real dashboard.
  {
    path: '/dashboard',
    name: 'Dashboard',
    access: 'public',
    page: dashboard,
    declaration: 'dashboard',
  },
  {
    path: '/wellness',
    name: 'Wellness',
    access: 'protected',
    page: wellness,
    declaration: 'wellness',
  },
];
