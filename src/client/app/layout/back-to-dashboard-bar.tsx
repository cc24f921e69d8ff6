/** Signed-in users on tool pages and /dashboard/* get a way back to the dashboard. */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { showsBackToDashboard } from '#client/app/route-table';
import { useAuth } from '#client/lib/auth';

export function BackToDashboardBar(): ReactElement | null {
  const { pathname } = useLocation();
  const { isLoading, isSignedIn } = useAuth();
  if (isLoading || !isSignedIn || !showsBackToDashboard(pathname)) return null;
  return (
    <nav aria-label="Back to dashboard" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-2">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Dashboard
        </Link>
      </div>
    </nav>
  );
}
