/**
 * Input no route can use is refused with 400 before any route sees it (S17):
 * - JSON bodies nested deeper than MAX_JSON_DEPTH. JSON.parse copes with thousands of levels, but
 *   whatever walks the value afterwards recursively (JSON.stringify when a body is forwarded, zod,
 *   our own code) overflows the stack and answers 500. The depth is counted by a scan of the text
 *   before it is parsed, so a deep body costs one pass over at most bodyLimit characters.
 * - NUL characters, in a JSON string (`\u0000`) or anywhere in the URL (`%00`). PostgreSQL text and
 *   jsonb cannot hold U+0000, so the first query that carries one fails with a 500 (and, before,
 *   the failed query's parameters were logged). No field of ours has a use for it.
 * - Lone surrogates in a JSON string (`\ud800` with no low half after it, or a low half alone).
 *   JSON.parse makes them into strings that are not Unicode: the UTF-8 encoder of the database
 *   driver, of PDFKit and of the audit hash then fails, and four routes answered 500 (ADR 075).
 *   One rule here refuses them for every field of every route; a pair (an emoji) passes.
 * Both answer in our `{code, message}` shape through the error handler.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/app-error';

/** Our deepest contract (a profile section's records) is under 10 levels; 32 leaves room. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const LETTER_U = 0x75;

export type JsonTextProblem = 'too-deep' | 'nul' | 'lone-surrogate';

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The UTF-16 unit a `\uXXXX` escape at `at` (the backslash) stands for, or -1 if it is none. */
function escapedUnit(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== LETTER_U) return -1;
  const hex = text.slice(at + 2, at + 6);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? parseInt(hex, 16) : -1;
}

/**
 * The escape at `at` (a backslash inside a string): its problem, or how many characters after the
 * backslash it spans. A high surrogate must be followed at once by an escaped low one.
 */
function escapeAt(text: string, at: number): JsonTextProblem | number {
  const unit = escapedUnit(text, at);
  if (unit === -1) return 1; // \n, \", \\ ...: one character, which may be a quote
  if (unit === 0) return 'nul';
  if (isLowSurrogate(unit)) return 'lone-surrogate';
  if (!isHighSurrogate(unit)) return 5;
  return isLowSurrogate(escapedUnit(text, at + 6)) ? 11 : 'lone-surrogate';
}

/**
 * A surrogate written as itself rather than escaped. A body decoded from UTF-8 never holds a lone
 * one, but a body handed over as a string (inject, a proxy) can.
 */
function rawSurrogateProblem(text: string, at: number): JsonTextProblem | number {
  const unit = text.charCodeAt(at);
  if (isLowSurrogate(unit)) return 'lone-surrogate';
  return isLowSurrogate(text.charCodeAt(at + 1)) ? 1 : 'lone-surrogate';
}

/**
 * What makes `text` unusable before it is parsed: nesting deeper than `maxDepth` (brackets inside
 * strings do not count), an escaped NUL or a lone surrogate in a string. Malformed JSON is left
 * to the parser.
 */
export function jsonTextProblem(text: string, maxDepth: number): JsonTextProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH || (char >= 0xd800 && char <= 0xdfff)) {
        const step = char === BACKSLASH ? escapeAt(text, i) : rawSurrogateProblem(text, i);
        if (typeof step !== 'number') return step;
        i += step;
      } else if (char === QUOTE) {
        inString = false;
      }
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return 'too-deep';
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return undefined;
}

export const BODY_TOO_DEEP = {
  code: 'BODY_TOO_DEEP',
  message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
} as const;
export const NUL_CHARACTER = {
  code: 'NUL_CHARACTER',
  message: 'The request contains a NUL character, which is not allowed.',
} as const;

export const LONE_SURROGATE = {
  code: 'INVALID_UNICODE',
  message:
    'The request contains text that is not valid Unicode (half of a surrogate pair, such as \\ud800, without its other half).',
} as const;

const PROBLEMS: Record<JsonTextProblem, { code: string; message: string }> = {
  'too-deep': BODY_TOO_DEEP,
  nul: NUL_CHARACTER,
  'lone-surrogate': LONE_SURROGATE,
};

const problemError = (problem: JsonTextProblem) =>
  new AppError(400, PROBLEMS[problem].code, PROBLEMS[problem].message);

/** `%00` in any case of hex, or a raw NUL (only possible through inject, but cheap to refuse). */
const NUL_IN_URL = /%00|\0/;

/**
 * Registers the JSON body parser for every route (a route scope may still replace it, as the
 * Stripe webhook does to keep the raw bytes) and the URL check. Call before the feature modules.
 */
export function registerMalformedInputGuards(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse: __proto__ and constructor.prototype are refused),
  // behind the depth and NUL scan.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonTextProblem(body as string, MAX_JSON_DEPTH);
    if (problem) {
      done(problemError(problem), undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    done(NUL_IN_URL.test(request.url) ? problemError('nul') : undefined);
  });
}
