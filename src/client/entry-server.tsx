/** Renders a public page to HTML at build time (scripts/prerender.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppFrame } from './components/layouts/app-frame';
import { COOKIE_BANNER } from './app/app-shell';
import { CookieBanner } from './features/consent/cookie-banner';
import { APP_ROUTES, findRoute } from './app/route-table';
import { sessionQueryKey } from './lib/auth';
import { loadFormsOnEdit } from './lib/form-on-edit';
import { createQueryClient } from './lib/query-client';
import { isShownOnceStarted, seedQueries, type PrerenderedQuery } from './lib/prerendered-queries';

export { APP_ROUTES };
export { renderMemberPage } from './app/member-page-render';
export { prerenderedQueriesTag } from './lib/prerendered-queries';
// Every page's declaration (ADR 119): the prerenderer's head tags and routes.json's `firstData`,
// the server's first data.
export { FIRST_DATA, PAGE_DATA, metaFor } from './app/page-declarations';
export { SITE } from './config/site';
export {
  APP_FRAME_END,
  APP_FRAME_START,
  PAGE_FRAME_SLOT,
} from '#shared/contracts/page-boot.contract';

export interface RenderedPage {
  html: string;
  /**
   * The data queries the page starts for a visitor (their keys as JSON), not counting the session
   * check every page makes: a page that needs data to show its content cannot wait for
   * the visitor's first intent to start the app (ADR 049).
   */
  dataQueries: string[];
}

/** `queries`: answers the page is rendered with, written into it too (prerendered-queries.ts). */
export async function render(
  path: string,
  queries: readonly PrerenderedQuery[] = [],
): Promise<RenderedPage> {
  await Promise.all([findRoute(path)?.page.preload(), COOKIE_BANNER.preload()]);
  // The page's forms render whole in its HTML; the browser loads their code on edit.
  await loadFormsOnEdit();
  const queryClient = createQueryClient();
  seedQueries(queryClient, queries);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App queryClient={queryClient} />
      </StaticRouter>
    </StrictMode>,
  );
  const session = JSON.stringify(sessionQueryKey);
  const dataQueries = queryClient
    .getQueryCache()
    .getAll()
    // A query answered in the page, waiting for a signed-in user (enabled: false for a visitor),
    // or for an extra shown once the app has started, needs nothing at load.
    .filter((query) => {
      if (query.state.data !== undefined || isShownOnceStarted(query.meta)) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: unknown) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    })
    .map((query) => JSON.stringify(query.queryKey))
    .filter((key) => key !== session);
  queryClient.clear();
  return { html, dataQueries };
}

/**
 * The page frames of the routes that have one (AppRoute.frame), by path: what the server puts in
 * the app frame's PAGE_FRAME_SLOT for a signed-in visitor of that path. The server looks a frame
 * up by the requested path, so a route with a parameter could never be served one: refused here.
 */
export function renderPageFrames(): Record<string, string> {
  return Object.fromEntries(
    APP_ROUTES.filter((route) => route.frame).map((route) => {
      if (route.path.includes(':'))
        throw new Error(`${route.path}: a page frame needs a path without parameters`);
      const Frame = route.frame!;
      return [
        route.path,
        renderToString(
          <StaticRouter location={route.path}>
            <Frame />
          </StaticRouter>,
        ),
      ];
    }),
  );
}

/**
 * The frame the SPA shell shows until its app has rendered (components/layouts/app-frame.tsx),
 * with the cookie banner's markup: hidden by styles.css until the shell's inline script
 * (boot/stored-state.ts) finds no stored choice, so a first visit sees it in the first paint
 * rather than after the app and the banner's own chunk have loaded.
 */
export function renderAppFrame(): string {
  return renderToString(
    <StaticRouter location="/">
      <AppFrame />
      <CookieBanner />
    </StaticRouter>,
  );
}
