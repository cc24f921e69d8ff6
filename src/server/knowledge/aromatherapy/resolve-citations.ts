/**
 * An oil or a remedy as the API serves it: every fact's citation resolved to `{title, url}` (url
 * null for a printed reference), so GET /api/oils/:id and /api/remedies/:id only add the
 * interaction records and the person's warnings.
 */
import type { Oil, OilFlags } from './oil.schema';
import { resolveCitation, type Citation, type ResolvedSource } from './references';
import type { Remedy } from './remedy.schema';

type Resolved<T> = T extends Citation
  ? ResolvedSource
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? {
          [K in keyof T]: K extends 'source' | `${string}_source` ? ResolvedSource : Resolved<T[K]>;
        }
      : T;

export type ResolvedOilFlags = Resolved<OilFlags>;

function resolveFlags(flags: OilFlags): ResolvedOilFlags {
  const out: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(flags))
    out[name] =
      flag !== null && typeof flag === 'object'
        ? { ...flag, source: resolveCitation((flag as { source: Citation }).source) }
        : flag;
  return out as ResolvedOilFlags;
}

export function resolveOilCitations(oil: Oil) {
  return {
    ...oil,
    constituents_source: resolveCitation(oil.constituents_source),
    uses: oil.uses.map((use) => ({ ...use, source: resolveCitation(use.source) })),
    max_dermal_source: resolveCitation(oil.max_dermal_source),
    flags: resolveFlags(oil.flags),
    sources: oil.sources.map(resolveCitation),
  };
}
export type ResolvedOil = ReturnType<typeof resolveOilCitations>;

export function resolveRemedyCitations(remedy: Remedy) {
  return {
    ...remedy,
    concerns: remedy.concerns.map((entry) => ({ ...entry, source: resolveCitation(entry.source) })),
    forms: remedy.forms.map((entry) => ({ ...entry, source: resolveCitation(entry.source) })),
    avoid_if: remedy.avoid_if.map((entry) => ({ ...entry, source: resolveCitation(entry.source) })),
    sources: remedy.sources.map(resolveCitation),
  };
}
export type ResolvedRemedy = ReturnType<typeof resolveRemedyCitations>;
