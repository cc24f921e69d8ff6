/**
 * The frame every aromatherapy and remedies page shares: one h1 and its lead, links between the
 * pages, the sections, and the disclaimer 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Droplets, FlaskConical, Heart, Leaf } from 'lucide-react';
import { useLocation } from 'react-router';
import { AreaPageLayout } from '#client/components/layouts/area-page-layout';
import type { SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { usePageMeta } from '#client/lib/use-page-meta';
import { metaIn } from '../../page-table-source';
import { AROMATHERAPY_DECLARATIONS } from './aromatherapy-declarations';

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
  usePageMeta(
    pathname,
    meta ??
      metaIn(AROMATHERAPY_DECLARATIONS, pathname) ??
      AROMATHERAPY_DECLARATIONS.essentialOils.meta,
  );
  return (
    <AreaPageLayout
      title={title}
      eyebrow={eyebrow}
      lead={lead}
      nav={{ label: 'Oils and remedies pages', links: AROMATHERAPY_LINKS }}
    >
      {children}
    </AreaPageLayout>
  );
}
