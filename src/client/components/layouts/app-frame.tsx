/**
 * What a page served from the SPA shell (the signed-in pages, and any page that is not
 * prerendered) shows before its app has run: the header's logo bar and a loading line, written
 * into spa.html at build time (scripts/prerender.ts). Without it nothing painted until the whole
 * app had downloaded and run (about 2.3 s in Lighthouse's mobile run of /dashboard); with it the
 * first paint comes with the HTML and the stylesheet. React replaces it when it first renders
 * into the root, so it holds nothing a person can use and nothing that could go stale.
 *
 * The header's subtitle bar (edition, short disclaimer, emergency numbers) is the same on every
 * page, so the frame shows it as the app will. A signed-in page whose route has a `frame` (its
 * static heading and introduction) gets that too: the server puts it in place of
 * PAGE_FRAME_SLOT (page-boot.contract.ts) when it answers a signed-in visitor (site.routes.ts),
 * so the page's largest text paints with the HTML instead of after the app has run.
 */
import type { ReactElement } from 'react';
import { APP_FRAME_ATTRIBUTE } from '#shared/contracts/page-boot.contract';
import { Logo } from './logo';
import { SubtitleBar } from './subtitle-bar';

export function AppFrame(): ReactElement {
  return (
    <div className="flex min-h-screen flex-col" {...{ [APP_FRAME_ATTRIBUTE]: '' }}>
      <header className="relative z-40 bg-white shadow-sm">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
        </div>
        <SubtitleBar />
      </header>
      <main className="flex-1">
        <div data-page-frame="" />
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
