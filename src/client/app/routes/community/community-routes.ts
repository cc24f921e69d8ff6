/**
 * The community (issue 21): the topics, latest threads and search, one thread, the composer, the
 * public modlog, a member's own page, and the moderation queue. Reading is public (visitors read;
 * posting needs an account); the queue is admins only, 'public' in the table like /diagnostics so
 * that anyone else sees the app's 404 page. Spread into APP_ROUTES by route-table.tsx. ADR 042.
 */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const community = lazyPage('Community', () => import('./community'));
const thread = lazyPage('Community Thread', () => import('./thread'));
const newThread = lazyPage('New Thread', () => import('./new-thread'));
const modlog = lazyPage('Moderation Log', () => import('./modlog'));
const moderation = lazyPage('Moderation Queue', () => import('./moderation'));
const myCommunity = lazyPage('My Community', () => import('./my-community'));

/** The admin-only community path (everyone else: 404). */
export const COMMUNITY_ADMIN_PATHS = ['/community/moderation'];

export const COMMUNITY_ROUTES: AppRoute[] = [
  { path: '/community', name: 'Community', access: 'public', page: community, prerender: true },
  { path: '/community/new', name: 'New Thread', access: 'protected', page: newThread },
  {
    path: '/community/modlog',
    name: 'Moderation Log',
    access: 'public',
    page: modlog,
    prerender: true,
  },
  { path: '/community/moderation', name: 'Moderation Queue', access: 'public', page: moderation },
  { path: '/community/threads/:id', name: 'Community Thread', access: 'public', page: thread },
  { path: '/dashboard/community', name: 'My Community', access: 'protected', page: myCommunity },
];
