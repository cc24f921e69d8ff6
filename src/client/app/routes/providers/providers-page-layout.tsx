/**
 * The frame the provider pages share: one h1 and its lead, links between the directory, the
 * application and the share manager, the page, and 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link2, Stethoscope, UserPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { AreaPageLayout } from '#client/components/layouts/area-page-layout';
import type { SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { usePageMeta } from '#client/lib/use-page-meta';
import { metaIn } from '../../page-table-source';
import { PROVIDERS_DECLARATIONS } from './providers-declarations';

export const PROVIDERS_LINKS: readonly SectionLink[] = [
  {
    to: '/wellness-providers',
    aliases: ['/healthcare-providers'],
    label: 'Provider directory',
    icon: Stethoscope,
  },
  { to: '/dashboard/shares', aliases: [], label: 'Share with a provider', icon: Link2 },
  { to: '/wellness-providers/join', aliases: [], label: 'Join as a provider', icon: UserPlus },
];

export function ProvidersPageLayout({
  title,
  lead,
  meta,
  showNav = true,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** This page's own head tags (a provider's name in the title); the path's entry otherwise. */
  meta?: PageMeta;
  /** The public shared summary shows no links into the app: its reader may have no account. */
  showNav?: boolean;
  children: ReactNode;
}): ReactElement {
  const { pathname } = useLocation();
  // A share link's token stays out of the head's canonical and social tags: one path for them all.
  const metaPath = pathname.startsWith('/shared/') ? '/shared' : pathname;
  usePageMeta(metaPath, meta ?? metaIn(PROVIDERS_DECLARATIONS, pathname));
  return (
    <AreaPageLayout
      title={title}
      lead={lead}
      nav={showNav ? { label: 'Providers and sharing', links: PROVIDERS_LINKS } : null}
    >
      {children}
    </AreaPageLayout>
  );
}
