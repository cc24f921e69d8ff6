/**
 * What a page served from the SPA shell (the signed-in pages, and any page that is not
 * prerendered) shows before its app has run: the header's logo bar and a loading line, written
 * into spa.html at build time (scripts/prerender.ts). Without it nothing painted until the whole
 * app had downloaded and run (about 2.3 s in Lighthouse's mobile run of /dashboard); with it the
 * first paint comes with the HTML and the stylesheet. React replaces it when it first renders
 * into the root, so it holds nothing a person can use and nothing that could go stale.
 */
import type { ReactElement } from 'react';
import { Logo } from './logo';

export function AppFrame(): ReactElement {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="relative z-40 bg-white shadow-sm">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
        </div>
      </header>
      <main className="flex-1">
        <div
          role="status"
          aria-live="polite"
          className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600"
        >
          <span
            className="mx-auto mb-3 block h-8 w-8 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700"
            aria-hidden="true"
          />
          Loading Wellnest...
        </div>
      </main>
    </div>
  );
}
