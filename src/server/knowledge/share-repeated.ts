/**
 * The knowledge records as read from the database repeat themselves: each row's JSON is parsed on
 * its own, so the 5,515 cosmetic ingredients citing CosIng held 5,515 copies of its title and URL,
 * and a substance id, a class or a phrase such as "flavoring agent or adjuvant" had a copy in
 * every record naming it (about 14 MiB of a restarted server's heap, ADR 102). `shareRepeated`
 * walks the records once at start and makes equal strings one string, and equal sources (same
 * title and URL) one object, across every kind. Values are only replaced by equal values: no
 * record reads differently afterwards.
 */
import type { Source } from './knowledge.schema';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isSource(value: object): value is Source {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Source).title === 'string' &&
    typeof (value as Source).url === 'string'
  );
}

/** Replaces, in place, every repeated string and source of `records` by its first occurrence. */
export function shareRepeated<T>(records: readonly T[]): readonly T[] {
  const strings = new Map<string, string>();
  const sources = new Map<string, Source>();
  const string = (text: string): string => {
    const first = strings.get(text);
    if (first !== undefined) return first;
    strings.set(text, text);
    return text;
  };
  const share = (value: Json): Json => {
    if (typeof value === 'string') return string(value);
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) value[i] = share(value[i]!);
      return value;
    }
    if (isSource(value)) {
      const key = `${value.title}\n${value.url}`;
      const first = sources.get(key);
      if (first) return first;
      value.title = string(value.title);
      value.url = string(value.url);
      sources.set(key, value);
      return value;
    }
    for (const key of Object.keys(value)) value[key] = share(value[key]!);
    return value;
  };
  for (const record of records) share(record as Json);
  return records;
}
