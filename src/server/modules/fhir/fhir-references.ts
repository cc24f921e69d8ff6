/**
 * Resolving a FHIR Reference the way the spec defines it (R4 §2.3.0 "Resolving references in
 * Bundles"; §2.3.0.10 contained resources). A `#id` is local to the resource that holds it: two
 * MedicationStatements may each contain a Medication `#m` (generators reuse the id) and each means
 * its own. Other references match an entry's fullUrl (urn:uuid:..., or absolute), or a relative
 * `Type/id` (optionally with `/_history/n`) matched against an entry's id or the end of its fullUrl.
 */
import { arr, obj, str, type Json } from './fhir-json';

export interface BundleEntry {
  fullUrl: string | undefined;
  resource: Json;
}

export interface ReferenceIndex {
  /** The resource `reference` names, as seen from `holder` (whose contained resources count). */
  resolve(holder: Json, reference: string | undefined): Json | undefined;
}

/** 'Medication/123' of 'https://x/fhir/Medication/123/_history/2' or 'Medication/123'. */
function relativeOf(reference: string): string | undefined {
  const parts = reference.split('?')[0]!.split('/');
  const history = parts.lastIndexOf('_history');
  const trimmed = history >= 2 ? parts.slice(0, history) : parts;
  const [type, id] = trimmed.slice(-2);
  return type && id && /^[A-Z][A-Za-z]+$/.test(type) ? `${type}/${id}` : undefined;
}

export function indexReferences(entries: readonly BundleEntry[]): ReferenceIndex {
  const byUrl = new Map<string, Json>();
  const byRelative = new Map<string, Json>();
  for (const { fullUrl, resource } of entries) {
    const type = str(resource.resourceType);
    const id = str(resource.id);
    if (fullUrl) byUrl.set(fullUrl, resource);
    const relative = (type && id ? `${type}/${id}` : undefined) ?? (fullUrl && relativeOf(fullUrl));
    if (relative && !byRelative.has(relative)) byRelative.set(relative, resource);
  }
  return {
    resolve(holder, reference) {
      if (!reference) return undefined;
      if (reference.startsWith('#')) {
        const id = reference.slice(1);
        return arr(holder.contained)
          .map(obj)
          .find((contained): contained is Json => !!contained && str(contained.id) === id);
      }
      const exact = byUrl.get(reference);
      if (exact) return exact;
      const relative = relativeOf(reference);
      return relative ? byRelative.get(relative) : undefined;
    },
  };
}
