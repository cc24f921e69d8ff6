/** Site search: /search?q=, public; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { SEARCH_DECLARATIONS } from './search-declarations';
import { lazyPage } from '../../lazy-page';

const search = lazyPage('Search', () => import('./search'));

export const SEARCH_ROUTES: AppRoute<keyof typeof SEARCH_DECLARATIONS>[] = [
  { path: '/search', name: 'Search', access: 'public', page: search, declaration: 'search' },
];
