/**
 * The NPI Registry (NPPES) adapter: `GET {NPPES_API_URL}/?version=2.1&number=<npi>`
 * (CMS's public API, https://npiregistry.cms.hhs.gov/api-page). It answers whether the NPI exists
 * and whether its registered name matches the listing's: an individual's first and last name
 * (NPI-1), or an organisation's name (NPI-2). A slow, failing or malformed answer is logged and
 * counts as 'not verified': an application never fails because the registry did.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

export const NPPES_TIMEOUT_MS = 5_000;

const answerSchema = z.object({
  result_count: z.number().optional(),
  results: z
    .array(
      z.object({
        number: z.union([z.string(), z.number()]).optional(),
        basic: z
          .object({
            first_name: z.string().nullish(),
            last_name: z.string().nullish(),
            organization_name: z.string().nullish(),
          })
          .passthrough()
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
  };
}

/** The NPI Registry when NPPES_API_URL is set; null otherwise (NPIs are checked by their check digit only). */
export function configuredNppesRegistry(
  baseUrl: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): NppesRegistry | null {
  return baseUrl ? createNppesRegistry({ baseUrl, log }) : null;
}
