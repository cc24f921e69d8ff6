/**
 * Wellness providers and shared summaries: the directory (/wellness-providers, and
 * /healthcare-providers, the same screen), one provider's page, the 'join as a provider'
 * application, the user's share manager, and the public read-only summary a share link opens.
 * Collected into APP_ROUTES by route-table.tsx. ADR 043.
 */
import type { AppRoute } from '../../app-route';
import type { PROVIDERS_DECLARATIONS } from './providers-declarations';
import { lazyPage } from '../../lazy-page';
import type { ProvidersPageKey } from './providers-pages';

// One dynamic import for the whole area (providers-pages.ts says why).
const page = (name: string, key: ProvidersPageKey) =>
  lazyPage(name, () =>
    import('./providers-pages').then((pages) => ({ default: pages.PROVIDERS_PAGES[key] })),
  );

const directory = page('Wellness Providers', 'directory');
const provider = page('Provider', 'provider');
const join = page('Join as a Provider', 'join');
const shares = page('Shared Summaries', 'shares');
const sharedSummary = page('Shared Summary', 'shared');

export const PROVIDERS_ROUTES: AppRoute<keyof typeof PROVIDERS_DECLARATIONS>[] = [
  {
    path: '/wellness-providers',
    name: 'Wellness Providers',
    access: 'public',
    page: directory,
    declaration: 'providerDirectory',
    prerender: true,
  },
  {
    path: '/healthcare-providers',
    name: 'Healthcare Providers',
    access: 'public',
    page: directory,
    declaration: 'providerDirectory',
    prerender: true,
  },
  // Listed before the provider page: an exact path wins over ':id' (findRoute), and 'join' is no id.
  {
    path: '/wellness-providers/join',
    name: 'Join as a Provider',
    access: 'protected',
    page: join,
    declaration: 'joinAsProvider',
    below: '/wellness-providers',
  },
  {
    path: '/wellness-providers/:id',
    name: 'Provider',
    access: 'public',
    page: provider,
    declaration: 'provider',
    below: '/wellness-providers',
  },
  {
    path: '/dashboard/shares',
    name: 'Shared Summaries',
    access: 'protected',
    page: shares,
    declaration: 'shares',
  },
  // Public: the person the user shared with needs no account. Never indexed (page meta).
  {
    path: '/shared/:token',
    name: 'Shared Summary',
    access: 'public',
    page: sharedSummary,
    declaration: 'sharedSummary',
  },
];
