/** The frame every tracker page shares: title, one-line intro, the tracker links, the disclaimer. */
import type { ReactElement, ReactNode } from 'react';
import { TrackerNav } from './tracker-nav';

export interface TrackerPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

export function TrackerPage({ title, intro, children }: TrackerPageProps): ReactElement {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-slate-700">{intro}</p>
        </div>
        <TrackerNav />
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
