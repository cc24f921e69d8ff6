/**
 * A Vite plugin for the browser build (ADR 137): every top-level schema of a contract module
 * (`src/shared/contracts/*.contract.ts`) is built on its first use instead of when the module
 * loads. `export const moodSchema = z.object({...});` becomes
 * `export const moodSchema = lazySchema(() => (z.object({...})));` (src/client/lib/lazy-schema.ts).
 *
 * A declaration is wrapped when it builds schemas (`buildsSchemas`); any other top-level statement
 * (constants, messages, functions, types) is left as written. Server-side
 * transforms (`ssr`) are left alone: the server's validation and OpenAPI documents read the
 * contracts as written.
 */
import type { Plugin } from 'vite';

const CONTRACT_FILE = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.contract\.ts$/;
const DECLARATION = /^(export\s+)?const\s+([A-Za-z_$][\w$]*)\s*(?::[^=;]+)?=\s*/;
const HELPER = 'lazySchema';
const HELPER_IMPORT = `import { ${HELPER} } from '#client/lib/lazy-schema';\n`;

/** Characters after which a `/` opens a regular expression rather than dividing. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';']);

/**
 * The index just past the `;` that ends the statement starting at `from`: the first `;` outside
 * any bracket, string, template, comment or regular expression. -1 when there is none.
 */
export function statementEnd(source: string, from: number): number {
  let depth = 0;
  let previous = '';
  for (let index = from; index < source.length; index += 1) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      index = source.indexOf('\n', index);
      if (index === -1) return -1;
      continue;
    }
    if (char === '/' && next === '*') {
      index = source.indexOf('*/', index + 2) + 1;
      if (index === 0) return -1;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      index = skipQuoted(source, index);
      if (index === -1) return -1;
      previous = char;
      continue;
    }
    if (char === '/' && BEFORE_REGEX.has(previous)) {
      index = skipRegex(source, index);
      if (index === -1) return -1;
      previous = '/';
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ';' && depth === 0) return index + 1;
    if (!/\s/.test(char)) previous = char;
  }
  return -1;
}

/** The index of the closing quote of the string or template opening at `start`. */
function skipQuoted(source: string, start: number): number {
  const quote = source[start];
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === quote) return index;
    else if (quote === '`' && char === '$' && source[index + 1] === '{') {
      // A template's placeholder: an expression, possibly with strings of its own.
      let depth = 1;
      index += 2;
      for (; index < source.length && depth > 0; index += 1) {
        const inner = source[index]!;
        if (inner === '"' || inner === "'" || inner === '`') index = skipQuoted(source, index);
        else if (inner === '{') depth += 1;
        else if (inner === '}') depth -= 1;
      }
      index -= 1;
    }
  }
  return -1;
}

/** The index of the last flag of the regular expression opening at `start`. */
function skipRegex(source: string, start: number): number {
  let inClass = false;
  for (let index = start + 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      while (/[a-z]/.test(source[index + 1] ?? '')) index += 1;
      return index;
    } else if (char === '\n') return -1;
  }
  return -1;
}

/**
 * Whether a top-level declaration builds schemas when it runs: a name ending in 'Schema', a value
 * made with `z.` or from another schema (`calendarDateSchema.nullish()`), or an object of fields
 * with schemas among them (`const habitFields = { name: z.string(), ... }`), which the stand-in
 * serves as well as a schema (spreads and property reads).
 */
function buildsSchemas(name: string, value: string): boolean {
  if (name.endsWith('Schema')) return true;
  if (/^(z|[A-Za-z_$][\w$]*Schema)\s*\./.test(value)) return true;
  return value.startsWith('{') && /\bz\s*\.|\bz\n/.test(value);
}

/** The contract's source with its top-level schemas wrapped, and how many were. */
export function wrapContractSchemas(source: string): { code: string; wrapped: number } {
  let code = '';
  let wrapped = 0;
  let at = 0;
  while (at < source.length) {
    const lineEnd = source.indexOf('\n', at);
    const line = source.slice(at, lineEnd === -1 ? source.length : lineEnd);
    const declaration = DECLARATION.exec(line);
    const valueStart = at + (declaration?.[0].length ?? 0);
    const end = declaration ? statementEnd(source, valueStart) : -1;
    const isSchema =
      declaration !== null &&
      end !== -1 &&
      buildsSchemas(declaration[2]!, source.slice(valueStart, end));
    if (isSchema) {
      const value = source.slice(valueStart, end - 1).trimEnd();
      code += `${source.slice(at, valueStart)}${HELPER}(() => (${value}));`;
      wrapped += 1;
      at = end;
      continue;
    }
    // Anything else goes through line by line: a top-level declaration starts at the start of a
    // line (the code is formatted by Prettier), and none of the lines in between does.
    const next = lineEnd === -1 ? source.length : lineEnd + 1;
    code += source.slice(at, next);
    at = next;
  }
  return { code: wrapped > 0 ? HELPER_IMPORT + code : code, wrapped };
}

export function lazyContractSchemas(): Plugin {
  return {
    name: 'wellnest:lazy-contract-schemas',
    enforce: 'pre',
    transform(source, id, options) {
      if (options?.ssr || !CONTRACT_FILE.test(id.split('?')[0] ?? '')) return null;
      const { code, wrapped } = wrapContractSchemas(source);
      return wrapped > 0 ? { code, map: null } : null;
    },
  };
}
