/**
 * The NPI Registry (NPPES) adapter: `GET {NPPES_API_URL}/?version=2.1&number=<npi>`
 * (CMS's public API, https://npiregistry.cms.hhs.gov/api-page). It answers whether the NPI exists
 * and whether its registered name matches the listing's: an individual's first and last name
 * (NPI-1), or an organisation's name (NPI-2). A slow, failing or malformed answer is logged and
 * counts as 'not verified': an application never fails because the registry did. It also searches
 * the registry for the directory (ADR 093): a failed search is logged and shown as unavailable.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { NPPES_SEARCH_LIMIT, type RegistryListing } from '#shared/contracts/providers.contract';

export const NPPES_TIMEOUT_MS = 5_000;

const answerSchema = z.object({
  result_count: z.number().optional(),
  results: z
    .array(
      z.object({
        number: z.union([z.string(), z.number()]).optional(),
        enumeration_type: z.string().nullish(),
        basic: z
          .object({
            first_name: z.string().nullish(),
            last_name: z.string().nullish(),
            credential: z.string().nullish(),
            organization_name: z.string().nullish(),
          })
          .passthrough()
          .nullish(),
        addresses: z
          .array(
            z
              .object({
                address_purpose: z.string().nullish(),
                city: z.string().nullish(),
                state: z.string().nullish(),
                postal_code: z.string().nullish(),
                telephone_number: z.string().nullish(),
              })
              .passthrough(),
          )
          .nullish(),
        taxonomies: z
          .array(
            z.object({ desc: z.string().nullish(), primary: z.boolean().nullish() }).passthrough(),
          )
          .nullish(),
      }),
    )
    .optional(),
});

export interface NppesLookup {
  /** The registry knows this NPI. */
  found: boolean;
  /** …and its registered name matches the listing's name. */
  nameMatches: boolean;
}

export interface NppesRegistry {
  /** Null when the registry could not be asked (timeout, error, unexpected answer). */
  lookup(npi: string, listedName: string): Promise<NppesLookup | null>;
  /**
   * US providers matching a directory search, at most NPPES_SEARCH_LIMIT; [] when the search
   * gives the registry nothing to search by; null when it could not be asked.
   */
  search?(search: RegistrySearch): Promise<RegistryListing[] | null>;
}

export interface RegistrySearch {
  q?: string;
  specialty?: string;
  near?: string;
}

// Titles and post-nominals people put around their names ('Dr Jane Doe, MD').
const HONORIFICS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'prof',
  'md',
  'do',
  'np',
  'pa',
  'rn',
  'dds',
  'dmd',
  'phd',
  'psyd',
  'pharmd',
  'lcsw',
  'lpc',
  'rd',
  'rdn',
  'dc',
  'pt',
  'dpt',
  'aprn',
  'fnp',
  'jr',
  'sr',
]);

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * Whether a listing's name is the registry's: an individual's first and last name both appear
 * among the listing's words (titles ignored); an organisation's words equal the listing's.
 */
export function namesMatch(
  listed: string,
  registered: {
    first_name?: string | null;
    last_name?: string | null;
    organization_name?: string | null;
  },
): boolean {
  const listedWords = words(listed).filter((word) => !HONORIFICS.has(word));
  if (listedWords.length === 0) return false;
  const first = words(registered.first_name ?? '');
  const last = words(registered.last_name ?? '');
  if (first.length > 0 && last.length > 0) {
    const have = new Set(listedWords);
    return [...first.slice(0, 1), ...last].every((word) => have.has(word));
  }
  const organisation = words(registered.organization_name ?? '');
  return organisation.length > 0 && organisation.join(' ') === listedWords.join(' ');
}

type RegistryResult = NonNullable<z.infer<typeof answerSchema>['results']>[number];

// Abbreviations an organisation's name keeps in capitals.
const KEPT_CAPITALS = new Set(['LLC', 'PLLC', 'LLP', 'PC', 'PA', 'MD', 'DDS', 'USA', 'II', 'III']);

/** 'SPRINGFIELD' → 'Springfield', 'JOHN O'NEIL' → 'John O'Neil': the registry writes in capitals. */
function titleCase(text: string, isOrganisation = false): string {
  const cased = text
    .toLowerCase()
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_, lead: string, letter: string) => lead + letter.toUpperCase(),
    );
  if (!isOrganisation) return cased;
  return cased
    .split(' ')
    .map((word) => (KEPT_CAPITALS.has(word.toUpperCase()) ? word.toUpperCase() : word))
    .join(' ');
}

/** One registry result as a directory listing, or null without a number or a name. */
export function toRegistryListing(result: RegistryResult): RegistryListing | null {
  const npi = result.number === undefined ? '' : String(result.number);
  const basic = result.basic ?? {};
  const isOrganisation =
    result.enumeration_type === 'NPI-2' || (!basic.last_name && !!basic.organization_name);
  const person = [basic.first_name, basic.last_name].filter(Boolean).join(' ');
  const name = isOrganisation
    ? (basic.organization_name ?? '')
    : person && basic.credential
      ? `${titleCase(person)}, ${basic.credential}`
      : titleCase(person);
  if (!/^\d{10}$/.test(npi) || !name.trim()) return null;
  const place =
    result.addresses?.find((address) => address.address_purpose === 'LOCATION') ??
    result.addresses?.[0];
  const taxonomy = result.taxonomies?.find((t) => t.primary) ?? result.taxonomies?.[0];
  const city = place?.city ? titleCase(place.city) : '';
  const zip = place?.postal_code ? place.postal_code.slice(0, 5) : '';
  return {
    npi,
    name: isOrganisation ? titleCase(name, true) : name,
    kind: isOrganisation ? 'organisation' : 'individual',
    specialty: taxonomy?.desc ?? '',
    location: [city, [place?.state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    phone: place?.telephone_number ?? null,
  };
}

/**
 * The registry queries (version 2.1) for a directory search: a 10-digit `q` is an NPI; other
 * words are a person's name (first and last, or a last name) and, asked apart, an organisation's
 * name; `specialty` is the taxonomy's description; `near` a ZIP code, a state, 'City, ST' or a
 * city. None when nothing but a state is given (the registry refuses a state alone).
 */
export function registryQueries(search: RegistrySearch): URLSearchParams[] {
  const common = new URLSearchParams({ version: '2.1', limit: String(NPPES_SEARCH_LIMIT) });
  const specialty = search.specialty?.trim();
  if (specialty) common.set('taxonomy_description', specialty);
  const near = search.near?.trim() ?? '';
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(near);
  const cityState = /^([^,]+),\s*([A-Za-z]{2})$/.exec(near);
  if (zip) common.set('postal_code', zip[1]!);
  else if (/^[A-Za-z]{2}$/.test(near)) common.set('state', near.toUpperCase());
  else if (cityState) {
    common.set('city', cityState[1]!.trim());
    common.set('state', cityState[2]!.toUpperCase());
  } else if (near) common.set('city', near);

  const q = search.q?.trim() ?? '';
  const digits = q.replace(/[\s-]/g, '');
  const nameWords = q.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const queries: URLSearchParams[] = [];
  if (/^\d{10}$/.test(digits)) {
    queries.push(new URLSearchParams([...common, ['number', digits]]));
  } else if (nameWords.length > 0) {
    const person = new URLSearchParams([...common, ['enumeration_type', 'NPI-1']]);
    if (nameWords.length > 1) person.set('first_name', nameWords[0]!);
    person.set('last_name', nameWords[nameWords.length - 1]!);
    queries.push(person);
    queries.push(
      new URLSearchParams([
        ...common,
        ['enumeration_type', 'NPI-2'],
        // The registry's wildcard: a trailing '*' after at least two letters.
        ['organization_name', `${nameWords.join(' ')}*`],
      ]),
    );
  } else {
    const searchable = ['taxonomy_description', 'postal_code', 'city'].some((key) =>
      common.has(key),
    );
    if (searchable) queries.push(common);
  }
  return queries;
}

export function createNppesRegistry(options: {
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): NppesRegistry {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lookup(npi, listedName) {
      const url = `${base}/?version=2.1&number=${encodeURIComponent(npi)}`;
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json', 'user-agent': 'Wellnest/1.0 (provider listings)' },
          signal: AbortSignal.timeout(options.timeoutMs ?? NPPES_TIMEOUT_MS),
        });
        if (!response.ok) {
          options.log.warn({ status: response.status }, 'NPI Registry lookup failed');
          return null;
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) {
          options.log.warn('NPI Registry answered in an unexpected shape');
          return null;
        }
        const result = (parsed.data.results ?? []).find(
          (candidate) => candidate.number === undefined || String(candidate.number) === npi,
        );
        if (!parsed.data.result_count || !result) return { found: false, nameMatches: false };
        return {
          found: true,
          nameMatches: result.basic ? namesMatch(listedName, result.basic) : false,
        };
      } catch (error) {
        options.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'NPI Registry lookup failed',
        );
        return null;
      }
    },

    async search(search) {
      const queries = registryQueries(search);
      if (queries.length === 0) return [];
      try {
        const answers = await Promise.all(
          queries.map(async (query) => {
            const response = await doFetch(`${base}/?${query.toString()}`, {
              headers: {
                accept: 'application/json',
                'user-agent': 'Wellnest/1.0 (provider directory)',
              },
              signal: AbortSignal.timeout(options.timeoutMs ?? NPPES_TIMEOUT_MS),
            });
            if (!response.ok) throw new Error(`status ${response.status}`);
            const parsed = answerSchema.safeParse(await response.json());
            if (!parsed.success) throw new Error('unexpected shape');
            return parsed.data.results ?? [];
          }),
        );
        const seen = new Set<string>();
        const listings: RegistryListing[] = [];
        for (const result of answers.flat()) {
          const listing = toRegistryListing(result);
          if (!listing || seen.has(listing.npi)) continue;
          seen.add(listing.npi);
          listings.push(listing);
        }
        return listings.slice(0, NPPES_SEARCH_LIMIT);
      } catch (error) {
        options.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'NPI Registry search failed',
        );
        return null;
      }
    },
  };
}

/** The NPI Registry when NPPES_API_URL is set; null otherwise (NPIs are checked by their check digit only). */
export function configuredNppesRegistry(
  baseUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): NppesRegistry | null {
  return baseUrl ? createNppesRegistry({ baseUrl, log }) : null;
}
