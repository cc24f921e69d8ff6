/**
 * The oil library: the six categories as filter buttons, a search box, and the oils as cards with
 * their safety flags. With no category and no search, each category lists its oils by name (a
 * warning mark on those with serious flags), one short block each; choosing it shows the cards.
 * The filters live in the address (?category=&q=), so a category can be linked.
 */
import { useDeferredValue, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search, TriangleAlert } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { useIsHydrated } from '#client/lib/use-stored-value';
import {
  AROMATHERAPY_MESSAGES,
  OIL_CATEGORIES,
  type OilCategory,
  type OilSummary,
} from '#shared/contracts/aromatherapy.contract';
import { aromatherapyErrorMessage } from '../api/aromatherapy-error-message';
import { useOils } from '../api/list-oils';
import { SERIOUS_FLAGS } from '../lib/labels';
import { FlagBadges } from './flag-badges';

const MAX_QUERY = 100;
const NO_PARAMS = new URLSearchParams();

export function isOilCategory(value: string | null): value is OilCategory {
  return value !== null && (OIL_CATEGORIES as readonly string[]).includes(value);
}

function OilCard({ oil }: { oil: OilSummary }): ReactElement {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">
        <Link
          to={`/essential-oils/${encodeURIComponent(oil.id)}`}
          className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {oil.name}
        </Link>
      </h3>
      <p className="text-sm text-slate-700 italic">{oil.botanical_name}</p>
      <p className="text-xs text-slate-700">{oil.categories.join(' · ')}</p>
      <FlagBadges flags={oil.flags} oilName={oil.name} />
    </li>
  );
}

function OilGrid({ oils, label }: { oils: readonly OilSummary[]; label: string }): ReactElement {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {oils.map((oil) => (
        <OilCard key={oil.id} oil={oil} />
      ))}
    </ul>
  );
}

export function OilLibrary(): ReactElement {
  const [address, setParams] = useSearchParams();
  // A prerendered page has no query: read it once hydrated, so hydration meets the same HTML.
  const params = useIsHydrated() ? address : NO_PARAMS;
  const rawCategory = params.get('category');
  const category = isOilCategory(rawCategory) ? rawCategory : undefined;
  const q = params.get('q') ?? '';
  const deferredQ = useDeferredValue(q);
  const tooLong = q.trim().length > MAX_QUERY;
  const oils = useOils({ category, q: tooLong ? undefined : deferredQ.trim() || undefined });

  const update = (next: { category?: OilCategory | null; q?: string }) => {
    const search = new URLSearchParams(params);
    if (next.category !== undefined) {
      if (next.category === null) search.delete('category');
      else search.set('category', next.category);
    }
    if (next.q !== undefined) {
      if (next.q === '') search.delete('q');
      else search.set('q', next.q);
    }
    setParams(search, { replace: true });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <Label htmlFor="oil-search">Search oils</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="oil-search"
              type="search"
              value={q}
              placeholder="Name or botanical name, e.g. lavender"
              className="pl-9"
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? 'oil-search-error' : undefined}
              onChange={(event) => update({ q: event.target.value })}
            />
          </div>
          {tooLong && (
            <p id="oil-search-error" className="mt-1 text-sm text-red-700">
              {AROMATHERAPY_MESSAGES.query}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Category</legend>
          <div className="flex flex-wrap gap-2">
            {[undefined, ...OIL_CATEGORIES].map((option) => {
              const isCurrent = option === category;
              return (
                <button
                  key={option ?? 'all'}
                  type="button"
                  aria-pressed={isCurrent}
                  onClick={() => update({ category: option ?? null })}
                  className={cn(
                    'min-h-10 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                    isCurrent
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                  )}
                >
                  {option ?? 'All'}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>

      {oils.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading oils...
        </p>
      ) : oils.isError ? (
        oils.error instanceof Error && aromatherapyErrorMessage(oils.error, '') ? (
          <p role="alert" className="text-sm text-red-700">
            {aromatherapyErrorMessage(oils.error)}
          </p>
        ) : (
          <SectionErrorCard onRetry={() => void oils.refetch()} />
        )
      ) : oils.data.length === 0 ? (
        <p role="status" className="text-slate-700">
          No oil matches {q.trim() ? `“${q.trim()}”` : 'this search'}
          {category ? ` in ${category}` : ''}.
        </p>
      ) : category || q.trim() ? (
        <section aria-labelledby="oil-results-heading" className="space-y-3">
          <h2 id="oil-results-heading" className="text-xl font-semibold text-slate-900">
            {category ?? 'All categories'}{' '}
            <span className="text-base font-normal text-slate-700">
              ({oils.data.length} {oils.data.length === 1 ? 'oil' : 'oils'})
            </span>
          </h2>
          <OilGrid oils={oils.data} label={`Oils in ${category ?? 'the library'}`} />
        </section>
      ) : (
        OIL_CATEGORIES.map((name) => {
          const inCategory = oils.data.filter((oil) => oil.categories.includes(name));
          if (inCategory.length === 0) return null;
          const headingId = `oils-${name.toLowerCase().replace(/\s+/g, '-')}`;
          return (
            <section
              key={name}
              aria-labelledby={headingId}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                  {name}{' '}
                  <span className="text-base font-normal text-slate-700">
                    ({inCategory.length} {inCategory.length === 1 ? 'oil' : 'oils'})
                  </span>
                </h2>
                <button
                  type="button"
                  onClick={() => update({ category: name })}
                  className="text-sm font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
                >
                  Show {name.toLowerCase()} oils with their safety flags
                </button>
              </div>
              <ul aria-label={`Oils for ${name}`} className="flex flex-wrap gap-x-1.5 gap-y-2">
                {inCategory.map((oil) => (
                  <li key={oil.id}>
                    <Link
                      to={`/essential-oils/${encodeURIComponent(oil.id)}`}
                      className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-900 hover:bg-slate-100"
                    >
                      {oil.name}
                      {oil.flags.some((flag) => SERIOUS_FLAGS.has(flag)) && (
                        <>
                          <TriangleAlert
                            className="ml-1.5 h-3.5 w-3.5 shrink-0 text-amber-700"
                            aria-hidden="true"
                          />
                          <span className="sr-only"> (has safety flags)</span>
                        </>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
