/**
 * The frame the community pages share: one h1 and its lead, links between the pages (the
 * member's own page once signed in), the content, and a reminder that members share experiences.
 */
import type { ReactElement, ReactNode } from 'react';
import { MessagesSquare, ScrollText, UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { AreaPageLayout } from '#client/components/layouts/area-page-layout';
import { SHORT_DISCLAIMER } from '#client/components/layouts/subtitle-bar';
import type { SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { metaIn } from '../../page-table-source';
import { COMMUNITY_DECLARATIONS } from './community-declarations';

const LINKS: readonly SectionLink[] = [
  { to: '/community', aliases: [], label: 'Community', icon: MessagesSquare },
  { to: '/dashboard/community', aliases: [], label: 'My community', icon: UserRound },
  { to: '/community/modlog', aliases: [], label: 'Moderation log', icon: ScrollText },
];

export function CommunityPageLayout({
  title,
  lead,
  metaPath,
  meta,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** The route path whose head tags apply (a thread's page passes its pattern). */
  metaPath?: string;
  /** Head tags to use instead (a thread's own title). */
  meta?: PageMeta;
  children: ReactNode;
}): ReactElement {
  const { pathname } = useLocation();
  const { isSignedIn } = useAuth();
  usePageMeta(pathname, meta ?? metaIn(COMMUNITY_DECLARATIONS, metaPath ?? pathname));
  const links = isSignedIn ? LINKS : LINKS.filter((link) => link.to !== '/dashboard/community');
  return (
    <AreaPageLayout
      title={title}
      lead={lead}
      nav={{ label: 'Community', links }}
      footnote={`Members share their own experiences. ${SHORT_DISCLAIMER}`}
      className="max-w-4xl"
    >
      {children}
    </AreaPageLayout>
  );
}

export const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';
