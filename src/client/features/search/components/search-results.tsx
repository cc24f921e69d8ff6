/** Search results grouped by kind, each a link to its page, or the empty state. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { SearchGroup } from '#shared/contracts/search.contract';

export function SearchResults({
  q,
  groups,
}: {
  q: string;
  groups: readonly SearchGroup[];
}): ReactElement {
  if (groups.length === 0)
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">No results for &lsquo;{q}&rsquo;</h2>
        <p className="mt-2 text-slate-700">
          Try another spelling, a brand or generic name (Coumadin or warfarin), or a shorter word.
          You can also browse the{' '}
          <Link to="/essential-oils" className="text-teal-800 underline">
            essential oils
          </Link>
          ,{' '}
          <Link to="/natural-remedies" className="text-teal-800 underline">
            natural remedies
          </Link>{' '}
          or the{' '}
          <Link to="/interactions" className="text-teal-800 underline">
            interaction checker
          </Link>
          .
        </p>
      </div>
    );
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`} className="mb-2 text-lg font-semibold text-slate-900">
            {group.label}{' '}
            <span className="text-sm font-normal text-slate-700">({group.results.length})</span>
          </h2>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {group.results.map((result) => (
              <li key={`${group.kind}-${result.id}`} className="p-4">
                <Link to={result.href} className="font-medium text-teal-800 underline">
                  {result.title}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{result.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
