/**
 * Every provider page in one lazy chunk: the route table then holds one dynamic import for the
 * area instead of five, which keeps the landing page's startup code within its budget.
 */
import type { ComponentType } from 'react';
import JoinAsProviderPage from './join-as-provider';
import ProviderPage from './provider';
import ProviderDirectoryPage from './provider-directory';
import SharedSummaryPage from './shared-summary';
import SharesPage from './shares';

export const PROVIDERS_PAGES = {
  directory: ProviderDirectoryPage,
  provider: ProviderPage,
  join: JoinAsProviderPage,
  shares: SharesPage,
  shared: SharedSummaryPage,
} satisfies Record<string, ComponentType>;

export type ProvidersPageKey = keyof typeof PROVIDERS_PAGES;
