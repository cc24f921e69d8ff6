/**
 * The source's own identity of a resource, so that importing the same file again adds nothing
 * (ADR 074): its business identifier (system and value) when it has one, which survives a new
 * export by the same system; else its fullUrl or `Type/id`; else a hash of its content, which
 * is the same for the same file.
 */
import { createHash } from 'node:crypto';
import { objs, str, type Json } from './fhir-json';

/** JSON with its keys sorted, so that equal content hashes alike whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Json).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sourceKey(resource: Json, fullUrl: string | undefined): string {
  const type = str(resource.resourceType) ?? 'Unknown';
  const identifier = objs(resource.identifier).find((i) => str(i.value));
  if (identifier)
    return `${type}|identifier:${str(identifier.system) ?? ''}|${str(identifier.value)}`;
  if (fullUrl) return `${type}|url:${fullUrl}`;
  const id = str(resource.id);
  if (id) return `${type}|id:${id}`;
  return `${type}|sha256:${createHash('sha256').update(canonical(resource)).digest('hex')}`;
}
