/**
 * The frame the community pages share: one h1 and its lead, links between the pages (the
 * member's own page once signed in), the content, and a reminder that members share experiences.
 */
import type { ReactElement, ReactNode } from 'react';
import { MessagesSquare, ScrollText, UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { COMMUNITY_PAGE_META } from './community-page-meta';

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
  usePageMeta(pathname, meta ?? COMMUNITY_PAGE_META[metaPath ?? pathname]);
  const links = isSignedIn ? LINKS : LINKS.filter((link) => link.to !== '/dashboard/community');
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {lead && <div className="mt-2 text-slate-700">{lead}</div>}
        </div>
        <SectionNav label="Community" links={links} />
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">
        Members share their own experiences. Educational only — not medical advice.
      </p>
    </div>
  );
}

export const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';
