/**
 * The medicine cabinet's heading and introduction: the page shows it, and so does the SPA shell's
 * frame for a signed-in visitor before the app has run (AppRoute.frame), with the page's own
 * spacing so nothing moves when the page replaces it.
 */
import type { ReactElement } from 'react';

/** The cabinet page's container: the page and its frame share it, so the heading stays put. */
export const CABINET_PAGE_CLASS = 'mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-10';

export function CabinetIntro(): ReactElement {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        Your medicine cabinet
      </h1>
      <p className="mt-2 text-slate-700">
        Keep the medicines, supplements and vitamins you take in one place. We check them against
        each other after every change, and tell you what each warning means and where it comes from.
      </p>
    </div>
  );
}

/** The cabinet page's top as the frame paints it: the page's container and header spacing. */
export function CabinetFrame(): ReactElement {
  return (
    <div className={CABINET_PAGE_CLASS}>
      <header className="space-y-4">
        <CabinetIntro />
      </header>
    </div>
  );
}
