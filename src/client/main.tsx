import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { COOKIE_BANNER } from './app/app-shell';
import { prefetchVisibleRoutes } from './app/prefetch-visible-routes';
import { findRoute, NOT_FOUND_PAGE } from './app/route-table';
import { CrashBoundary } from './components/errors/crash-boundary';
import {
  APP_FRAME_ATTRIBUTE,
  PAGE_HYDRATED_EVENT,
  SERVER_RENDERED_ATTRIBUTE,
} from '#shared/contracts/page-boot.contract';
import { cn } from './lib/cn';
import { captureError, installGlobalErrorHandlers } from './lib/global-errors';
import { ANSWERS_READ_KEY, forgetFirstAnswers } from './lib/first-answers';
import { readPrerenderedQueries, seedQueries } from './lib/prerendered-queries';
import { createQueryClient } from './lib/query-client';
import { RenderedDayContext } from './lib/use-today';
import { finishHydration, startHydration } from './lib/use-stored-value';
import './styles.css';

// zod (loaded later, by the pages that validate answers) compiles its object parsers with
// `new Function` after probing for it; our CSP refuses eval, so the probe is a reported violation
// (Lighthouse's Best Practices). Set before any zod module loads: parse without the compiler.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Errors a boundary caught (the crash screen, a route's error card) reach no window listener:
// React hands them here. Logged as React does by default, and reported.
function onCaughtError(error: unknown): void {
  console.error(error);
  captureError({ source: 'react', error });
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
  else setTimeout(task, 1_000);
}

/** The error reporter loads after first paint, in a chunk of its own (ADR 038). */
function loadErrorReporter(): void {
  whenIdle(
    () =>
      void import('./features/error-reporting/install-error-reporter')
        .then(({ installErrorReporter }) => installErrorReporter())
        .catch(() => undefined),
  );
}

/**
 * At the top of the tree, so its effect runs after every other one of the first commit: the page
 * has hydrated, and its client-only parts render (as a transition, in a task of their own).
 */
function HydrationFinished({ children }: { children: ReactNode }): ReactNode {
  useEffect(finishHydration, []);
  return children;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  // The rest in a task of its own: this module's evaluation (React, the router, the route table)
  // is one task already, and asking for the page's module adds a link per file it needs.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Load the current page's module first so prerendered HTML hydrates without a loading flash;
  // prerendered pages also carry the cookie banner's markup, which must hydrate as it is.
  const route = findRoute(window.location.pathname);
  // A signed-in page the server rendered for its member (ADR 111), from that member's day.
  const renderedDay = container.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  // A prerendered path answered with the SPA shell (AppRoute.shellWhen) holds the app frame.
  const isPrerendered =
    container.hasChildNodes() &&
    (renderedDay !== null || route?.prerender === true) &&
    !container.querySelector(`[${APP_FRAME_ATTRIBUTE}]`);
  // tailwind-merge builds its class tables on its first call, tens of milliseconds on a phone:
  // in a task of its own while the page's module loads, not inside the first render's.
  setTimeout(() => cn(), 0);
  await Promise.all([
    (route?.page ?? NOT_FOUND_PAGE).preload(),
    isPrerendered ? COOKIE_BANNER.preload() : undefined,
  ]).catch(() => undefined);
  installGlobalErrorHandlers();
  const queryClient = createQueryClient();
  const prerendered = readPrerenderedQueries(document);
  const readList = prerendered.find((query) => query.queryKey[0] === ANSWERS_READ_KEY[0]);
  seedQueries(
    queryClient,
    prerendered.filter((query) => query !== readList),
  );
  // Rendered from its answers, the page holds those in its queries already: forgotten, the rest
  // (what only the browser asks) answer their first request. All when the render did not say.
  if (renderedDay !== null)
    forgetFirstAnswers(Array.isArray(readList?.data) ? (readList.data as string[]) : undefined);
  const app = (
    <StrictMode>
      <HydrationFinished>
        <CrashBoundary>
          <RenderedDayContext value={renderedDay}>
            <BrowserRouter>
              <App queryClient={queryClient} />
            </BrowserRouter>
          </RenderedDayContext>
        </CrashBoundary>
      </HydrationFinished>
    </StrictMode>
  );
  if (isPrerendered) {
    // The page is already painted: hydrate it as a transition, which React does in small slices
    // that yield to the browser, instead of one long task that blocks input (Lighthouse's TBT).
    // A click on a part not yet hydrated makes React hydrate that part first.
    window.addEventListener(
      PAGE_HYDRATED_EVENT,
      () => whenIdle(() => void prefetchVisibleRoutes(document, findRoute)),
      { once: true },
    );
    startHydration();
    startTransition(() => {
      hydrateRoot(container, app, { onCaughtError });
    });
  } else {
    // The first render as a transition too: React renders the page in slices that yield to the
    // browser (the SPA shell's frame is already painted) rather than in one long task.
    const root = createRoot(container, { onCaughtError });
    startTransition(() => root.render(app));
  }
  loadErrorReporter();
}

void start();
