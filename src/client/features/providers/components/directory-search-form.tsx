/**
 * The directory's search: name or keyword, specialty, place, and telehealth. The values live in
 * the address (?q=&specialty=&near=&telehealth=), so a search can be shared and Back works.
 */
import type { ReactElement } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  PROVIDER_LIMITS,
  providerDirectoryQuerySchema,
  type ProviderDirectoryQuery,
} from '#shared/contracts/providers.contract';

type DirectoryFields = {
  q: string;
  specialty: string;
  near: string;
  /** '' is either: in person or online. */
  telehealth: '' | 'true' | 'false';
};

const EMPTY: DirectoryFields = { q: '', specialty: '', near: '', telehealth: '' };

/** A blank field is no filter: it is left out of the query rather than sent empty. */
function filterOf(text: string): string | undefined {
  return text.trim() || undefined;
}

/** The fields as GET /api/providers reads its query (each text trimmed, at most 100 characters). */
function toQuery(values: DirectoryFields): ProviderDirectoryQuery {
  return {
    q: filterOf(values.q),
    specialty: filterOf(values.specialty),
    near: filterOf(values.near),
    telehealth: values.telehealth || undefined,
  };
}

/** Worded as the listing's own text fields are (the field's maxLength keeps typing within it). */
const TOO_LONG = { too_big: `At most ${PROVIDER_LIMITS.query} characters.` };

const TEXT_FIELDS = [
  { name: 'q', id: 'provider-q', label: 'Name or keyword', placeholder: 'e.g. sleep, Garcia' },
  {
    name: 'specialty',
    id: 'provider-specialty',
    label: 'Specialty',
    placeholder: 'e.g. nutrition',
  },
  { name: 'near', id: 'provider-near', label: 'Location', placeholder: 'City, region or postcode' },
] as const;

export function DirectorySearchForm({
  query,
  onSearch,
}: {
  query: ProviderDirectoryQuery;
  onSearch: (query: ProviderDirectoryQuery) => void;
}): ReactElement {
  const form = useContractForm({
    schema: providerDirectoryQuerySchema,
    defaultValues: {
      q: query.q ?? '',
      specialty: query.specialty ?? '',
      near: query.near ?? '',
      telehealth: query.telehealth ?? '',
    } satisfies DirectoryFields,
    toInput: toQuery,
    messages: { q: TOO_LONG, specialty: TOO_LONG, near: TOO_LONG },
  });

  const submit = form.handleSubmit((next) => onSearch(next));

  function clear(): void {
    form.reset(EMPTY);
    onSearch({});
  }

  const hasFilters = Boolean(query.q || query.specialty || query.near || query.telehealth);
  return (
    <form
      role="search"
      aria-label="Search the provider directory"
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {TEXT_FIELDS.map((field) => {
        const error = form.error(field.name);
        const errorId = `${field.id}-error`;
        return (
          <div key={field.name}>
            <Label htmlFor={field.id}>{field.label}</Label>
            <Input
              id={field.id}
              type={field.name === 'q' ? 'search' : undefined}
              maxLength={PROVIDER_LIMITS.query}
              {...form.register(field.name)}
              placeholder={field.placeholder}
              {...form.invalidProps(field.name, errorId)}
            />
            {error && (
              <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Label htmlFor="provider-telehealth">Telehealth</Label>
        <select
          id="provider-telehealth"
          {...form.register('telehealth')}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <option value="">In person or online</option>
          <option value="true">Offers telehealth</option>
          <option value="false">In person only</option>
        </select>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search providers
        </Button>
        {hasFilters && (
          <Button variant="secondary" onClick={clear}>
            Clear search
          </Button>
        )}
      </div>
    </form>
  );
}
