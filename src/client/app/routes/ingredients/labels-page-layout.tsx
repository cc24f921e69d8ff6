/**
 * The frame the label, product and claim pages share: one h1 and its lead, links between the
 * pages, the sections, and the disclaimer 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Barcode, ScanSearch, SearchCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { AreaPageLayout } from '#client/components/layouts/area-page-layout';
import type { SectionLink } from '#client/components/ui/section-nav';
import { usePageMeta } from '#client/lib/use-page-meta';
import { metaIn } from '../../page-table-source';
import { INGREDIENTS_DECLARATIONS } from './ingredients-declarations';

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
  usePageMeta(pathname, metaIn(INGREDIENTS_DECLARATIONS, pathname));
  return (
    <AreaPageLayout
      title={title}
      lead={lead}
      nav={{ label: 'Product and ingredient checks', links: LABELS_LINKS }}
      className="max-w-4xl"
    >
      {children}
    </AreaPageLayout>
  );
}
