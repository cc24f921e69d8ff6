/**
 * The frame every aromatherapy and remedies page shares: one h1 and its lead, links between the
 * pages, the sections, and the disclaimer 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Droplets, FlaskConical, Heart, Leaf } from 'lucide-react';
import { useLocation } from 'react-router';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { DISCLAIMER } from '#client/features/aromatherapy/lib/labels';
import { usePageMeta } from '#client/lib/use-page-meta';
import { aromatherapyMetaFor } from './aromatherapy-page-meta';

export { DISCLAIMER };

export const AROMATHERAPY_LINKS: readonly SectionLink[] = [
  { to: '/essential-oils', aliases: [], label: 'Essential oils', icon: Droplets },
  { to: '/aromatherapy', aliases: [], label: 'Blend calculator', icon: FlaskConical },
  { to: '/natural-remedies', aliases: [], label: 'Natural remedies', icon: Leaf },
  { to: '/dashboard/essential-oils', aliases: [], label: 'My oils and blends', icon: Heart },
];

interface AromatherapyPageLayoutProps {
  title: string;
  /** A line above the title ('Essential oil'). */
  eyebrow?: string;
  lead: ReactNode;
  children: ReactNode;
  /** Head tags when the page has its own (an oil's or a remedy's name). */
  meta?: PageMeta;
}

export function AromatherapyPageLayout({
  title,
  eyebrow,
  lead,
  children,
  meta,
}: AromatherapyPageLayoutProps): ReactElement {
  const { pathname } = useLocation();
  usePageMeta(pathname, meta ?? aromatherapyMetaFor(pathname));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-semibold text-teal-800">{eyebrow}</p>}
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <div className="mt-2 text-slate-700">{lead}</div>
        </div>
        <SectionNav label="Oils and remedies pages" links={AROMATHERAPY_LINKS} />
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">{DISCLAIMER}</p>
    </div>
  );
}
