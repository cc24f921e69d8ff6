/**
 * /search?q= (public; the site's structured data points here): a search box, and what Wellnest
 * knows grouped by kind (from GET /api/search: knowledge, community threads, products) with the
 * matching pages and, signed in, tools last. The query lives in
 * the address, so a result page can be shared and Back returns to it.
 */
import { useEffect, useId, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { ApiError } from '#client/lib/api-client';
import { useContractForm } from '#client/lib/use-contract-form';
import { usePageMeta } from '#client/lib/use-page-meta';
import { SearchResults } from '#client/features/search/components/search-results';
import { isSearchable, useSiteSearch } from '#client/features/search/api/search-site';
import {
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  searchQuerySchema,
} from '#shared/contracts/search.contract';
import { SIGNED_IN_NAV } from '#client/app/signed-in-navigation';
import { useAuth } from '#client/lib/auth';
import { matchPages } from './page-matches';
import { formatCount } from '#shared/domain/plural';

export default function SearchPage(): ReactElement {
  usePageMeta();
  const inputId = useId();
  const messageId = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // The box holds the query GET /api/search reads (trimmed, 2 to 100 characters).
  const form = useContractForm({ schema: searchQuerySchema, defaultValues: { q } });
  const message = form.error('q');
  const { setValue } = form;
  // The box follows the address (Back, a link to another search).
  useEffect(() => setValue('q', q), [q, setValue]);
  const search = useSiteSearch(q);
  const searchable = isSearchable(q);
  const { isSignedIn, isLoading } = useAuth();
  // A member's tools are pages too; a visitor is offered only the public ones.
  const pages = searchable ? matchPages(q, isSignedIn && !isLoading ? SIGNED_IN_NAV : []) : null;

  const submit = form.handleSubmit((query) => setParams(query));

  const groups =
    search.data && search.data.q.toLowerCase() === q.toLowerCase() ? search.data.groups : [];
  const all = pages ? [...groups, pages] : groups;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {searchable ? `Search results for \u2018${q}\u2019` : 'Search Wellnest'}
        </h1>
        <p className="mt-2 text-slate-700">
          Medicines and supplements, essential oils, natural remedies, foods, recipes, lab markers,
          health claims, community threads, products, and the pages and tools of Wellnest.
        </p>
      </div>
      <form
        role="search"
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <Label htmlFor={inputId}>Search</Label>
          <Input
            id={inputId}
            type="search"
            {...form.register('q')}
            maxLength={SEARCH_QUERY_MAX + 20}
            placeholder="warfarin, lavender, ferritin..."
            {...form.invalidProps('q', messageId)}
          />
        </div>
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search
        </Button>
      </form>
      {message && (
        <p id={messageId} role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
      {!searchable ? (
        q.length > 0 && (
          <p className="text-slate-700">
            {q.length < SEARCH_QUERY_MIN ? SEARCH_MESSAGES.tooShort : SEARCH_MESSAGES.tooLong}.
          </p>
        )
      ) : search.isError ? (
        search.error instanceof ApiError && search.error.status === 429 ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {search.error.message}
          </p>
        ) : (
          <SectionErrorCard onRetry={() => void search.refetch()} />
        )
      ) : search.isPending ? (
        <p role="status" className="text-slate-700">
          Searching...
        </p>
      ) : (
        <div aria-live="polite">
          <p className="mb-4 text-sm text-slate-700">
            {formatCount(
              all.reduce((n, g) => n + g.results.length, 0),
              'result',
            )}
          </p>
          <SearchResults q={q} groups={all} />
        </div>
      )}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
