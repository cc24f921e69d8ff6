/**
 * What a single fact in the oil and remedy files cites: a web page from the allowed hosts (the
 * shared `sourceSchema`), or one of the printed references below by its key. Printed references
 * have no URL we may link to (the book is not online; the IFRA standards sit on a host we do not
 * cite), so they are named once here and every fact that rests on them says so.
 */
import { z } from 'zod';
import { sourceSchema, type Source } from '../knowledge.schema';

export const PRINT_REFERENCES = {
  'tisserand-young-2014': {
    title:
      'Tisserand R, Young R. Essential Oil Safety: A Guide for Health Care Professionals, 2nd ed. Churchill Livingstone/Elsevier, 2014 (ISBN 978-0-443-06241-4)',
  },
  'ifra-51': {
    title: 'IFRA Standards, 51st Amendment (International Fragrance Association, 2023)',
  },
} as const;
export type PrintReferenceId = keyof typeof PRINT_REFERENCES;
export const PRINT_REFERENCE_IDS = Object.keys(PRINT_REFERENCES) as [
  PrintReferenceId,
  ...PrintReferenceId[],
];

/** One fact's source: a web page `{title, url}` or a printed reference's key. */
export const citationSchema = z.union([sourceSchema, z.enum(PRINT_REFERENCE_IDS)]);
export type Citation = z.infer<typeof citationSchema>;

/** A citation as the API serves it: a title, and a URL when there is one. */
export interface ResolvedSource {
  title: string;
  url: string | null;
}

export function resolveCitation(citation: Citation): ResolvedSource {
  if (typeof citation === 'string') return { title: PRINT_REFERENCES[citation].title, url: null };
  return { title: citation.title, url: citation.url };
}

export function isWebSource(citation: Citation): citation is Source {
  return typeof citation !== 'string';
}

/** Words a use or a concern must never say: the library describes evidence, it does not promise. */
export const CLAIM_WORDS = /\b(treats?|treating|treated|cures?|cured|curing)\b/i;

/** The citations as the API serves them, each once (by URL, or by title for printed ones). */
export function uniqueSources(citations: readonly Citation[]): ResolvedSource[] {
  const seen = new Map<string, ResolvedSource>();
  for (const citation of citations) {
    const resolved = resolveCitation(citation);
    seen.set(resolved.url ?? resolved.title, resolved);
  }
  return [...seen.values()];
}
