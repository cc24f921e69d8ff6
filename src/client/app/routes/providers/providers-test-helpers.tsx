/** Renders a provider page at a path, under a route so its `:id` or `:token` is read, with a faked API. */
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { fakeFetch, type FakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import { directoryAnswer } from '#client/features/providers/test-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';

export function renderProvidersPage(
  page: ReactElement,
  {
    routePath,
    path,
    auth = 'signed-in',
    isPaid = false,
    api = {},
  }: {
    routePath: string;
    path: string;
    auth?: TestAuth;
    isPaid?: boolean;
    api?: FakeRoutes;
  },
): { user: UserEvent; api: FakeFetch } {
  const fake = fakeFetch({
    'GET /api/subscription': { body: isPaid ? PAID_STATUS : FREE_STATUS },
    'GET /api/providers': { body: directoryAnswer([]) },
    'GET /api/providers/mine': { body: { providers: [] } },
    'GET /api/shares': { body: { shares: [] } },
    'GET /api/labs': { body: { reports: [] } },
    ...api,
  });
  renderInProviders(
    <Routes>
      <Route path={routePath} element={page} />
    </Routes>,
    createTestQueryClient(auth),
    path,
  );
  return { user: userEvent.setup(), api: fake };
}
