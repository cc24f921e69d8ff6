/**
 * The whole client app, used by both the browser entry and the prerenderer: providers, the shell
 * and the route table.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { AppProviders } from './provider';
import { APP_ROUTES, NOT_FOUND_PAGE } from './route-table';
import { AppShell } from './app-shell';
import { RouteErrorBoundary } from '#client/components/errors/route-error-boundary';
import { RequireAuth } from './require-auth';

export function App({ queryClient }: { queryClient?: QueryClient } = {}): ReactElement {
  return (
    <AppProviders queryClient={queryClient}>
      <AppShell>
        <Routes>
          {APP_ROUTES.map(({ path, page, access }) => {
            const element =
              access === 'protected' ? (
                <RequireAuth>
                  <page.Component />
                </RequireAuth>
              ) : (
                <page.Component />
              );
            return (
              <Route
                key={path}
                path={path}
                element={<RouteErrorBoundary>{element}</RouteErrorBoundary>}
              />
            );
          })}
          <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
        </Routes>
      </AppShell>
    </AppProviders>
  );
}
