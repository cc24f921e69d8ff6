/**
 * The frame the label, product and claim pages share: one h1 and its lead, links between the
 * pages, the sections, and the disclaimer 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Barcode, ScanSearch, SearchCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import { DISCLAIMER } from '#client/features/labels/lib/labels';
import { usePageMeta } from '#client/lib/use-page-meta';
import { labelsMetaFor } from './labels-page-meta';

export const LABELS_LINKS: readonly SectionLink[] = [
  {
    to: '/ingredient-analyzer',
    aliases: ['/ingredient-safety'],
    label: 'Ingredient analyzer',
    icon: ScanSearch,
  },
  { to: '/product-fact-checker', aliases: [], label: 'Product checker', icon: Barcode },
  { to: '/fact-check', aliases: [], label: 'Health claim fact-check', icon: SearchCheck },
];

export function LabelsPageLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}): ReactElement {
  const { pathname } = useLocation();
  usePageMeta(pathname, labelsMetaFor(pathname));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <div className="mt-2 text-slate-700">{lead}</div>
        </div>
        <SectionNav label="Product and ingredient checks" links={LABELS_LINKS} />
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">{DISCLAIMER}</p>
    </div>
  );
}
