import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { findRoute, NOT_FOUND_PAGE } from './app/route-table';
import { CrashBoundary } from './components/errors/crash-boundary';
import { installGlobalErrorHandlers } from './lib/global-errors';
import './styles.css';

// zod (loaded later, by the pages that validate answers) compiles its object parsers with
// `new Function` after probing for it; our CSP refuses eval, so the probe is a reported violation
// (Lighthouse's Best Practices). Set before any zod module loads: parse without the compiler.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  // Load the current page's module first so prerendered HTML hydrates without a loading flash.
  const route = findRoute(window.location.pathname);
  await (route?.page ?? NOT_FOUND_PAGE).preload().catch(() => undefined);
  installGlobalErrorHandlers();
  const app = (
    <StrictMode>
      <CrashBoundary>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </CrashBoundary>
    </StrictMode>
  );
  if (container.hasChildNodes() && route?.prerender) {
    // The page is already painted: hydrate it as a transition, which React does in small slices
    // that yield to the browser, instead of one long task that blocks input (Lighthouse's TBT).
    // A click on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
