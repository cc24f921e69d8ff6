/**
 * The community: the topics, latest threads and search, one thread, the composer, the
 * public modlog, a member's own page, and the moderation queue. Reading is public (visitors read;
 * posting needs an account); the queue is admins only, 'public' in the table like /diagnostics so
 * that anyone else sees the app's 404 page. Spread into APP_ROUTES by route-table.tsx. ADR 042.
 * Compact on purpose: the table is part of the landing page's first load, so every page comes
 * from one lazy chunk (community-pages.ts), by path.
 */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const route = (
  path: string,
  name: string,
  access: AppRoute['access'],
  { prerender, data }: Pick<AppRoute, 'prerender' | 'data'> = {},
): AppRoute => ({
  path,
  name,
  access,
  page: lazyPage(name, () =>
    import('./community-pages').then((pages) => ({ default: pages.COMMUNITY_PAGES[path]! })),
  ),
  prerender,
  data,
});

/** The admin-only community path (everyone else: 404). */
export const COMMUNITY_ADMIN_PATHS = ['/community/moderation'];

export const COMMUNITY_ROUTES: AppRoute[] = [
  route('/community', 'Community', 'public', { prerender: true }),
  route('/community/new', 'New Thread', 'protected', { data: 'newThread' }),
  route('/community/modlog', 'Moderation Log', 'public', { prerender: true }),
  route(COMMUNITY_ADMIN_PATHS[0]!, 'Moderation', 'public', { data: 'moderation' }),
  route('/community/threads/:id', 'Thread', 'public', { data: 'thread' }),
  route('/dashboard/community', 'My Community', 'protected', { data: 'myCommunity' }),
];
