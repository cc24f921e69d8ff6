/**
 * The frame the provider pages share: one h1 and its lead, links between the directory, the
 * application and the share manager, the page, and 'Educational only — not medical advice.'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link2, Stethoscope, UserPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import type { PageMeta } from '#client/config/page-meta-types';
import { usePageMeta } from '#client/lib/use-page-meta';
import { providersMetaFor } from './providers-page-meta';

export const DISCLAIMER = 'Educational only — not medical advice.';

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
  usePageMeta(metaPath, meta ?? providersMetaFor(pathname));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <div className="mt-2 text-slate-700">{lead}</div>
        </div>
        {showNav && <SectionNav label="Providers and sharing" links={PROVIDERS_LINKS} />}
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">{DISCLAIMER}</p>
    </div>
  );
}
