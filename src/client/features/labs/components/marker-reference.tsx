/**
 * What each marker means, grouped by body system, from our reference (GET /api/biomarkers), with a
 * search over names and aliases. Used by /markers-education; each entry names its sources.
 */
import { useDeferredValue, useId, useMemo, useState, type ReactElement } from 'react';
import { Search } from 'lucide-react';
import { SourceLinks } from '#client/components/ui/source-links';
import type {
  BiomarkerReferenceEntry,
  BiomarkerReferenceList,
} from '#shared/contracts/labs.contract';
import { formatReferenceRange } from '#shared/domain/text-format';

const SEX_LABELS = { any: 'Adults', male: 'Men', female: 'Women' } as const;

function rangeLines(entry: BiomarkerReferenceEntry): string[] {
  if (entry.ranges.length === 0)
    return entry.normal_values.length ? [`Expected: ${entry.normal_values.join(' or ')}`] : [];
  return entry.ranges.map((range) => {
    const span = formatReferenceRange(range.low, range.high) ?? 'not known';
    const ages =
      range.age_min !== null || range.age_max !== null
        ? ` (age ${range.age_min ?? 18}${range.age_max !== null ? `–${range.age_max}` : '+'})`
        : '';
    return `${SEX_LABELS[range.sex]}${ages}: ${span} ${range.unit}`;
  });
}

export function matchesMarker(entry: BiomarkerReferenceEntry, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [entry.name, entry.system_label, ...entry.aliases].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function MarkerEntry({ entry }: { entry: BiomarkerReferenceEntry }): ReactElement {
  const ranges = rangeLines(entry);
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <details className="group p-4">
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold text-slate-900">{entry.name}</span>
          <span className="text-xs text-slate-600">
            {entry.system === 'stool' ? 'Stool' : entry.specimen === 'urine' ? 'Urine' : 'Blood'}
            {entry.aliases.length > 0 ? ` · also ${entry.aliases.slice(0, 3).join(', ')}` : ''}
          </span>
        </summary>
        <div className="mt-3 space-y-3 text-sm text-slate-800">
          <p>{entry.measures}</p>
          {ranges.length > 0 && (
            <div>
              <p className="font-medium text-slate-900">Typical adult range</p>
              <ul className="mt-1 space-y-0.5">
                {ranges.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">
                Labs differ: the range printed on your own report is the one that applies.
              </p>
            </div>
          )}
          {entry.high_causes.length > 0 && (
            <div>
              <p className="font-medium text-slate-900">Common reasons for a high value</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {entry.high_causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </div>
          )}
          {entry.low_causes.length > 0 && (
            <div>
              <p className="font-medium text-slate-900">Common reasons for a low value</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {entry.low_causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </div>
          )}
          {entry.preparation && (
            <p>
              <span className="font-medium text-slate-900">Before the test: </span>
              {entry.preparation}
            </p>
          )}
          <SourceLinks sources={entry.sources} />
        </div>
      </details>
    </li>
  );
}

export function MarkerReference({
  reference,
}: {
  reference: BiomarkerReferenceList;
}): ReactElement {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(
    () =>
      reference.systems
        .map((system) => ({
          ...system,
          markers: reference.biomarkers.filter(
            (entry) => entry.system === system.id && matchesMarker(entry, deferredQuery),
          ),
        }))
        .filter((group) => group.markers.length > 0),
    [reference, deferredQuery],
  );
  const count = groups.reduce((total, group) => total + group.markers.length, 0);

  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          Search markers
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. ferritin, HbA1c, ALT"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
          />
        </div>
        <p role="status" className="mt-1 text-xs text-slate-600">
          {count === reference.biomarkers.length
            ? `${count} markers`
            : `${count} of ${reference.biomarkers.length} markers match`}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="text-slate-700">
          No marker matches “{query}”. Try another name or abbreviation.
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`${searchId}-${group.id}`} className="space-y-2">
            <h3 id={`${searchId}-${group.id}`} className="text-lg font-semibold text-slate-900">
              {group.label}{' '}
              <span className="text-sm font-normal text-slate-600">({group.markers.length})</span>
            </h3>
            <ul className="grid gap-2 md:grid-cols-2 md:items-start">
              {group.markers.map((entry) => (
                <MarkerEntry key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
