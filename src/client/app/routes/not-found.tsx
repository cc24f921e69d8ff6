/** A real 404 page: says which path was not found, offers a search and the way home. */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { EmergencyLine } from '#client/components/layouts/emergency-line';
import { SiteSearchForm } from '#client/components/search/site-search-form';
import { DEFAULT_META } from '#client/config/default-page-meta';
import type { PageMeta } from '#client/config/page-meta-types';
import { usePageMeta } from '#client/lib/use-page-meta';

// Module-level so the head effect sees a stable value; noindex comes from DEFAULT_META.
const NOT_FOUND_META: PageMeta = { ...DEFAULT_META, title: 'Page Not Found | Wellnest' };

export default function NotFoundPage(): ReactElement {
  const { pathname } = useLocation();
  usePageMeta(pathname, NOT_FOUND_META);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-teal-800">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-3 break-words text-slate-700">
          We could not find{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono">{pathname}</code>. It may
          have moved, or the address may be mistyped.
        </p>
        <SiteSearchForm label="Search for what you were looking for" className="mt-6 text-left" />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants()}>
            Home
          </Link>
          <Link to="/dashboard" className={buttonVariants({ variant: 'secondary' })}>
            Dashboard
          </Link>
        </div>
        <EmergencyLine className="mt-8 justify-center text-red-800" />
      </div>
    </div>
  );
}
