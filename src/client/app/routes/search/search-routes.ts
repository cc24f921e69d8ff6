/** Site search: /search?q=, public; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const search = lazyPage('Search', () => import('./search'));

export const SEARCH_ROUTES: AppRoute[] = [
  { path: '/search', name: 'Search', access: 'public', page: search },
];
