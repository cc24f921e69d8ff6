/**
 * Street, slang and two-meaning names (data/street-names.json): what each means in our knowledge
 * base, or null for "stay unresolved". The resolver consults them after the authored names and
 * before any typo match, so "poppers", "weed" or "coke" never land on the food or medicine they
 * are spelled like. The file cites its public sources (DEA, NIDA); AUTHORING.md says how to add.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../lib/project-paths';
import { normalizeName } from './normalize-name';

const streetNamesFileSchema = z.strictObject({
  description: z.string().min(1),
  sources: z.array(z.strictObject({ title: z.string().min(1), url: z.url() })).min(1),
  names: z.array(
    z.strictObject({
      name: z.string().min(1),
      /** The substance the name means, or null: it must stay unresolved. */
      id: z.string().min(1).nullable(),
      means: z.string().min(1),
    }),
  ),
});
export type StreetNamesFile = z.infer<typeof streetNamesFileSchema>;

export const STREET_NAMES_FILE = projectPath('src/server/knowledge/data/street-names.json');

export function readStreetNames(path = STREET_NAMES_FILE): StreetNamesFile {
  return streetNamesFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

let shipped: ReadonlyMap<string, string | null> | null = null;

/** Normalised street name → substance id, or null for "stay unresolved" (the shipped file's, read once). */
export function streetNameMap(file?: StreetNamesFile): ReadonlyMap<string, string | null> {
  const build = (from: StreetNamesFile) =>
    new Map(from.names.map((entry) => [normalizeName(entry.name), entry.id]));
  if (file) return build(file);
  shipped ??= build(readStreetNames());
  return shipped;
}
