/**
 * The community: the topics, latest threads and search, one thread, the composer, the
 * public modlog, a member's own page, and the moderation queue. Reading is public (visitors read;
 * posting needs an account); the queue is admins only, 'public' in the table like /diagnostics so
 * that anyone else sees the app's 404 page. Collected into APP_ROUTES by route-table.tsx. ADR 042.
 * Compact on purpose: the table is part of the landing page's first load, so every page comes
 * from one lazy chunk (community-pages.ts), by path; apart from the new-thread page, whose own
 * chunk leaves out the other pages' forms and schemas (its composer loads on edit, ADR 181).
 */
import type { AppRoute } from '../../app-route';
import type { COMMUNITY_DECLARATIONS } from './community-declarations';
import { lazyPage } from '../../lazy-page';

type Page = keyof typeof COMMUNITY_DECLARATIONS;

const route = (
  path: string,
  name: string,
  access: AppRoute['access'],
  declaration: Page,
  { prerender, below, shellWhen }: Pick<AppRoute, 'prerender' | 'below' | 'shellWhen'> = {},
  load = () =>
    import('./community-pages').then((pages) => ({ default: pages.COMMUNITY_PAGES[path]! })),
): AppRoute<Page> => ({
  path,
  name,
  access,
  page: lazyPage(name, load),
  prerender,
  declaration,
  ...(below ? { below } : {}),
  ...(shellWhen ? { shellWhen } : {}),
});

/** The admin-only community path (everyone else: 404). */
export const COMMUNITY_ADMIN_PATHS = ['/community/moderation'];

export const COMMUNITY_ROUTES: AppRoute<Page>[] = [
  // A member's visit is rendered for them, with their list and topics (its declared first data):
  // the prerendered page would paint a guest's screen, then the member's, and shift.
  route('/community', 'Community', 'public', 'community', {
    prerender: true,
    shellWhen: { signedIn: true },
  }),
  route(
    '/community/new',
    'New Thread',
    'protected',
    'newThread',
    { below: '/community' },
    () => import('./new-thread'),
  ),
  route('/community/modlog', 'Moderation Log', 'public', 'modlog', {
    prerender: true,
    below: '/community',
  }),
  route(COMMUNITY_ADMIN_PATHS[0]!, 'Moderation', 'public', 'moderation'),
  route('/community/threads/:id', 'Thread', 'public', 'thread', { below: '/community' }),
  route('/dashboard/community', 'My Community', 'protected', 'myCommunity', {
    below: '/community',
  }),
];
