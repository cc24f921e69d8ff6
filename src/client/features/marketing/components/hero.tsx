import type { ReactElement, ReactNode } from 'react';

interface HeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons and links under the lead. */
  actions: ReactNode;
  /** Illustration or sample shown beside the text on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** The landing page's opening: the page's h1, a lead paragraph and the calls to action. */
export function Hero({ eyebrow, title, lead, actions, aside }: HeroProps): ReactElement {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-teal-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200">
            {eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-5 max-w-xl text-lg leading-8 text-slate-700 text-pretty">{lead}</div>
          <div className="mt-8">{actions}</div>
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
