/**
 * The directory's search: name or keyword, specialty, place, and telehealth. The values live in
 * the address (?q=&specialty=&near=&telehealth=), so a search can be shared and Back works.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { PROVIDER_LIMITS, type ProviderDirectoryQuery } from '#shared/contracts/providers.contract';

export function DirectorySearchForm({
  query,
  onSearch,
}: {
  query: ProviderDirectoryQuery;
  onSearch: (query: ProviderDirectoryQuery) => void;
}): ReactElement {
  const [q, setQ] = useState(query.q ?? '');
  const [specialty, setSpecialty] = useState(query.specialty ?? '');
  const [near, setNear] = useState(query.near ?? '');
  const [telehealth, setTelehealth] = useState(query.telehealth ?? '');

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSearch({
      q: q.trim() || undefined,
      specialty: specialty.trim() || undefined,
      near: near.trim() || undefined,
      telehealth: telehealth === 'true' || telehealth === 'false' ? telehealth : undefined,
    });
  }

  function clear(): void {
    setQ('');
    setSpecialty('');
    setNear('');
    setTelehealth('');
    onSearch({});
  }

  const hasFilters = Boolean(query.q || query.specialty || query.near || query.telehealth);
  return (
    <form
      role="search"
      aria-label="Search the provider directory"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <div>
        <Label htmlFor="provider-q">Name or keyword</Label>
        <Input
          id="provider-q"
          type="search"
          value={q}
          maxLength={PROVIDER_LIMITS.query}
          onChange={(event) => setQ(event.target.value)}
          placeholder="e.g. sleep, Garcia"
        />
      </div>
      <div>
        <Label htmlFor="provider-specialty">Specialty</Label>
        <Input
          id="provider-specialty"
          value={specialty}
          maxLength={PROVIDER_LIMITS.query}
          onChange={(event) => setSpecialty(event.target.value)}
          placeholder="e.g. nutrition"
        />
      </div>
      <div>
        <Label htmlFor="provider-near">Location</Label>
        <Input
          id="provider-near"
          value={near}
          maxLength={PROVIDER_LIMITS.query}
          onChange={(event) => setNear(event.target.value)}
          placeholder="City, region or postcode"
        />
      </div>
      <div>
        <Label htmlFor="provider-telehealth">Telehealth</Label>
        <select
          id="provider-telehealth"
          value={telehealth}
          onChange={(event) => setTelehealth(event.target.value)}
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
