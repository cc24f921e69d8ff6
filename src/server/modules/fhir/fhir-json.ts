/** Reading FHIR JSON field by field: every accessor answers undefined (or []) for a wrong shape. */
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const objs = (value: unknown): Json[] =>
  arr(value)
    .map(obj)
    .filter((item): item is Json => item !== null);
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
export const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const norm = (text: string) => text.trim().toLowerCase();

export const codings = (concept: unknown): Json[] => objs(obj(concept)?.coding);

/** What a CodeableConcept says in words: its text, else a coding's display, else a code. */
export function conceptText(concept: unknown): string | undefined {
  const cc = obj(concept);
  if (!cc) return undefined;
  return (
    str(cc.text) ??
    codings(cc)
      .map((c) => str(c.display))
      .find(Boolean) ??
    codings(cc)
      .map((c) => str(c.code))
      .find(Boolean)
  );
}

export const codesIn = (concept: unknown, system: string): string[] =>
  codings(concept)
    .filter((c) => c.system === system)
    .map((c) => str(c.code))
    .filter((c): c is string => c !== undefined);

/** Every code of a CodeableConcept, whatever its system. */
export const allCodes = (concept: unknown): string[] =>
  codings(concept)
    .map((c) => str(c.code))
    .filter((c): c is string => c !== undefined);

/** A status CodeableConcept's code (clinicalStatus, verificationStatus), lower case. */
export const statusCode = (concept: unknown): string | undefined =>
  allCodes(concept)[0]?.toLowerCase();

/**
 * A concept's codings as the record wrote them (system and code both present), bounded to what
 * the contract keeps: 10 codings, 200/100/300 characters of system, code and display.
 */
export function originalCoding(
  concept: unknown,
): { system: string; code: string; display?: string }[] {
  const kept: { system: string; code: string; display?: string }[] = [];
  for (const c of codings(concept)) {
    const system = str(c.system);
    const code = str(c.code);
    if (!system || !code || system.length > 200 || code.length > 100) continue;
    const display = str(c.display)?.slice(0, 300);
    kept.push(display ? { system, code, display } : { system, code });
    if (kept.length === 10) break;
  }
  return kept;
}
