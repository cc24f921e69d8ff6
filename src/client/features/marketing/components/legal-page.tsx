/**
 * Shared layout for the legal documents: the page's h1, the last-updated date, a table of
 * contents and numbered sections with stable anchors (so support can link to '#your-rights').
 */
import type { ReactElement, ReactNode } from 'react';
import { SITE } from '#client/config/site';
import { cn } from '#client/lib/cn';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** One or two sentences saying what the document covers, in plain words. */
  summary: ReactNode;
  sections: readonly LegalSection[];
  /** Extra content after the sections, e.g. a contact box. */
  footer?: ReactNode;
}

/** Typography for long-form text, without a plugin. */
export const proseClass = cn(
  'text-base leading-7 text-slate-800',
  '[&_p]:mt-3 [&_p:first-child]:mt-0',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
);

export function LastUpdated({ className }: { className?: string }): ReactElement {
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      Last updated: <time dateTime={SITE.legalLastUpdatedIso}>{SITE.legalLastUpdated}</time>
    </p>
  );
}

export function TableOfContents({ sections }: { sections: readonly LegalSection[] }): ReactElement {
  return (
    <nav aria-label="On this page" className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-sm font-semibold text-slate-900">On this page</p>
      <ol className="mt-3 space-y-2 text-sm">
        {sections.map((section, index) => (
          <li key={section.id} className="flex gap-2">
            <span
              className="w-5 shrink-0 text-right tabular-nums text-slate-600"
              aria-hidden="true"
            >
              {index + 1}.
            </span>
            <a href={`#${section.id}`} className="text-teal-800 underline-offset-2 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function LegalPage({ title, summary, sections, footer }: LegalPageProps): ReactElement {
  return (
    <div className="bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <LastUpdated className="mt-3" />
          <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{summary}</div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <TableOfContents sections={sections} />
        </div>
        <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={cn('scroll-mt-24', index > 0 && 'mt-10 border-t border-slate-200 pt-8')}
            >
              <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
                <span className="mr-2 text-slate-600">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4">
                <div className={proseClass}>{section.body}</div>
              </div>
            </section>
          ))}
          {footer && <div className="mt-10 border-t border-slate-200 pt-8">{footer}</div>}
        </article>
      </div>
    </div>
  );
}
