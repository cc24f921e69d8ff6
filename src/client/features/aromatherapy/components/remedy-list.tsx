/**
 * Natural remedies by concern: choose a concern (or search) and see each remedy with its evidence
 * grade for that concern, best first. With a concern chosen, a signed-in user's remedies are each
 * screened against their cabinet and profile (a dozen at most; the list itself carries no person).
 */
import { useDeferredValue, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Input, Label } from '#client/components/ui/input';
import { useAuth } from '#client/lib/auth';
import { useIsHydrated } from '#client/lib/use-stored-value';
import {
  AROMATHERAPY_MESSAGES,
  REMEDY_CONCERN_IDS,
  REMEDY_CONCERNS,
  type RemedyConcern,
  type RemedySummary,
} from '#shared/contracts/aromatherapy.contract';
import { aromatherapyErrorMessage } from '../api/aromatherapy-error-message';
import { remedyQueryOptions } from '../api/get-remedy';
import { useRemedies } from '../api/list-remedies';
import { GradeBadge } from './evidence';
import { RemedyScreening } from './remedy-screening';

const MAX_QUERY = 100;
const NO_PARAMS = new URLSearchParams();

export function isRemedyConcern(value: string | null): value is RemedyConcern {
  return value !== null && (REMEDY_CONCERN_IDS as readonly string[]).includes(value);
}

function RemedyCard({
  remedy,
  concern,
  screening,
}: {
  remedy: RemedySummary;
  concern?: RemedyConcern;
  screening?: ReactElement | null;
}): ReactElement {
  const shown = concern
    ? remedy.concerns.filter((entry) => entry.concern === concern)
    : remedy.concerns;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">
        <Link
          to={`/natural-remedies/${encodeURIComponent(remedy.id)}`}
          className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {remedy.name}
        </Link>
      </h3>
      <ul aria-label={`Evidence grades for ${remedy.name}`} className="flex flex-wrap gap-2">
        {shown.map((entry) => (
          <li key={entry.concern} className="flex items-center gap-1.5 text-sm text-slate-800">
            <GradeBadge grade={entry.evidence_grade} />
            {REMEDY_CONCERNS[entry.concern]}
          </li>
        ))}
      </ul>
      {screening}
    </li>
  );
}

export function RemedyList(): ReactElement {
  const [address, setParams] = useSearchParams();
  // A prerendered page has no query: read it once hydrated, so hydration meets the same HTML.
  const params = useIsHydrated() ? address : NO_PARAMS;
  const { user } = useAuth();
  const rawConcern = params.get('concern');
  const concern = isRemedyConcern(rawConcern) ? rawConcern : undefined;
  const q = params.get('q') ?? '';
  const deferredQ = useDeferredValue(q);
  const tooLong = q.trim().length > MAX_QUERY;
  const remedies = useRemedies({
    concern,
    q: tooLong ? undefined : deferredQ.trim() || undefined,
  });
  const screenIds = concern && user ? (remedies.data ?? []).map((remedy) => remedy.id) : [];
  const screenings = useQueries({
    queries: screenIds.map((id) => remedyQueryOptions(id, user?.id ?? null)),
  });

  const update = (key: 'concern' | 'q', value: string) => {
    const search = new URLSearchParams(params);
    if (value === '') search.delete(key);
    else search.set(key, value);
    setParams(search, { replace: true });
  };

  return (
    <div className="space-y-5">
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <Label htmlFor="remedy-concern">Concern</Label>
          <select
            id="remedy-concern"
            value={concern ?? ''}
            onChange={(event) => update('concern', event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <option value="">Every concern</option>
            {REMEDY_CONCERN_IDS.map((id) => (
              <option key={id} value={id}>
                {REMEDY_CONCERNS[id]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="remedy-search">Search remedies</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="remedy-search"
              type="search"
              value={q}
              placeholder="e.g. ginger"
              className="pl-9"
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? 'remedy-search-error' : undefined}
              onChange={(event) => update('q', event.target.value)}
            />
          </div>
          {tooLong && (
            <p id="remedy-search-error" className="mt-1 text-sm text-red-700">
              {AROMATHERAPY_MESSAGES.query}
            </p>
          )}
        </div>
      </div>

      {remedies.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading remedies...
        </p>
      ) : remedies.isError ? (
        aromatherapyErrorMessage(remedies.error, '') ? (
          <p role="alert" className="text-sm text-red-700">
            {aromatherapyErrorMessage(remedies.error)}
          </p>
        ) : (
          <SectionErrorCard onRetry={() => void remedies.refetch()} />
        )
      ) : remedies.data.length === 0 ? (
        <p role="status" className="text-slate-700">
          No remedy matches {q.trim() ? `“${q.trim()}”` : 'this search'}
          {concern ? ` for ${REMEDY_CONCERNS[concern].toLowerCase()}` : ''}.
        </p>
      ) : (
        <section aria-labelledby="remedy-results-heading" className="space-y-3">
          <h2 id="remedy-results-heading" className="text-xl font-semibold text-slate-900">
            {concern ? REMEDY_CONCERNS[concern] : 'Every concern'}{' '}
            <span className="text-base font-normal text-slate-700">
              ({remedies.data.length} {remedies.data.length === 1 ? 'remedy' : 'remedies'}
              {concern ? ', best evidence first' : ''})
            </span>
          </h2>
          {concern && !user && (
            <p className="text-sm text-slate-700">
              <Link
                to={`/login?returnTo=${encodeURIComponent(`/natural-remedies?concern=${concern}`)}`}
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                Sign in
              </Link>{' '}
              to see which of these your medicines or health profile rule out (free).
            </p>
          )}
          <ul aria-label="Remedies" className="grid gap-3 sm:grid-cols-2">
            {remedies.data.map((remedy, index) => {
              const screened = concern && user ? screenings[index] : undefined;
              return (
                <RemedyCard
                  key={remedy.id}
                  remedy={remedy}
                  concern={concern}
                  screening={
                    screened === undefined ? null : screened.data ? (
                      <RemedyScreening
                        remedy={screened.data}
                        returnTo={`/natural-remedies/${remedy.id}`}
                        compact
                      />
                    ) : screened.isError ? (
                      <p className="text-sm text-red-700">
                        Could not check this remedy for you.{' '}
                        {aromatherapyErrorMessage(screened.error)}
                      </p>
                    ) : (
                      <p className="text-sm text-slate-600">Checking it for you...</p>
                    )
                  }
                />
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
