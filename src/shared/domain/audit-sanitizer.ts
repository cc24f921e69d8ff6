/**
 * The audit sanitiser: scripts and the characters < > ' " are removed, values are cut to 1000
 * characters and keys must be under 100 characters. Pure and idempotent, so a stored value
 * sanitised again stays the same.
 */

export const AUDIT_VALUE_MAX_LENGTH = 1000;
/** Keys must be *under* this length. */
export const AUDIT_KEY_MAX_LENGTH = 100;
export const AUDIT_METADATA_MAX_DEPTH = 4;
export const AUDIT_METADATA_MAX_ENTRIES = 50;

// Bounds the work per value: the passes below are linear, and only the first 1000 clean characters are kept.
const RAW_INPUT_MAX_LENGTH = 10 * AUDIT_VALUE_MAX_LENGTH;
// Each pass can reveal a pattern the previous one glued together; input that keeps doing so is dropped.
const MAX_PASSES = 10;

// Browsers ignore tabs, newlines and other control characters inside a URL scheme.
const GAP = '[\\s\\u0000-\\u001f]*';
const spaced = (word: string) => new RegExp(word.split('').join(GAP) + GAP + ':', 'gi');

const SCRIPT_BLOCK = /<\s*script\b[\s\S]*?(?:<\s*\/\s*script[^>]*>|$)/gi;
const SCRIPT_SCHEMES = [spaced('javascript'), spaced('vbscript')];
// A handler attribute (`onerror=`, `onload =`), wherever it appears: a rare `condition=` in audit text loses its prefix.
// eslint-disable-next-line no-control-regex -- control characters between the name and `=` are the attack
const EVENT_HANDLER = /on[a-z]+[\s\u0000-\u001f]*=/gi;
const FORBIDDEN_CHARACTERS = /[<>'"]/g;
// NUL and other C0 controls (tab, newline, carriage return kept); PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// JSON can carry lone UTF-16 surrogates; jsonb refuses them.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  equals: '=',
};
const NAMED_ENTITY = /&([a-z]+);/gi;
const NUMERIC_ENTITY = /&#(?:x([0-9a-f]{1,6})|(\d{1,7}));?/gi;

/** Decodes the entities an attacker uses to hide `<` or `javascript:` (every decode shortens the text). */
function decodeEntities(text: string): string {
  return text
    .replace(NUMERIC_ENTITY, (_match, hex: string | undefined, decimal: string | undefined) => {
      const codePoint = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
    })
    .replace(NAMED_ENTITY, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

function cleanOnce(text: string): string {
  let result = decodeEntities(text).replace(SCRIPT_BLOCK, '');
  for (const scheme of SCRIPT_SCHEMES) result = result.replace(scheme, '');
  return result
    .replace(EVENT_HANDLER, '')
    .replace(FORBIDDEN_CHARACTERS, '')
    .replace(CONTROL_CHARACTERS, '')
    .replace(LONE_SURROGATE, '');
}

function cutToMaxLength(text: string): string {
  if (text.length <= AUDIT_VALUE_MAX_LENGTH) return text;
  const cut = text.slice(0, AUDIT_VALUE_MAX_LENGTH);
  // Never end on half of a surrogate pair.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** One string, safe to store and to show: no script, no < > ' ", at most 1000 characters. */
export function sanitizeAuditValue(value: string): string {
  let current = value.slice(0, RAW_INPUT_MAX_LENGTH);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = cleanOnce(current);
    if (next === current) return cutToMaxLength(current);
    current = next;
  }
  return '';
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** A value kept at `depth` (the top-level record is depth 0); undefined means "drop it". */
function sanitizeMetadataValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return sanitizeAuditValue(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= AUDIT_METADATA_MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, AUDIT_METADATA_MAX_ENTRIES)
      .map((item) => sanitizeMetadataValue(item, depth + 1))
      .filter((item) => item !== undefined);
  }
  if (isPlainRecord(value)) return sanitizeRecord(value, depth + 1);
  return undefined;
}

function sanitizeRecord(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(record).slice(0, AUDIT_METADATA_MAX_ENTRIES)) {
    if (rawKey.length >= AUDIT_KEY_MAX_LENGTH) continue;
    const key = sanitizeAuditValue(rawKey);
    if (key === '' || FORBIDDEN_KEYS.has(key) || Object.hasOwn(result, key)) continue;
    const value = sanitizeMetadataValue(rawValue, depth);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/**
 * Metadata safe to store: strings sanitised, finite numbers, booleans and null kept, nesting cut at
 * four levels and 50 entries per level, long and prototype keys dropped. Anything else is `{}`.
 */
export function sanitizeAuditMetadata(value: unknown, depth = 0): Record<string, unknown> {
  return isPlainRecord(value) ? sanitizeRecord(value, depth) : {};
}
