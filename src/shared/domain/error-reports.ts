/**
 * The error reporter's rules, shared by the browser and the server: the severity
 * rule, the field caps and the scrubbing that keeps personal data out of a report. No zod here, so
 * the reporter the browser loads after first paint stays small.
 */

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

const SEVERITY_RULES: readonly [RegExp, ErrorSeverity][] = [
  [/security|unauthorized|permission denied|authentication/i, 'critical'],
  [/network|fetch|database|supabase/i, 'high'],
  [/validation|parse|format/i, 'medium'],
];

/**
 * The severity of an error by its message: security, unauthorized, permission denied or
 * authentication → critical; network, fetch, database or supabase → high; validation, parse or
 * format → medium; anything else (and no error at all) → low.
 */
export function severityOf(text: string | null | undefined): ErrorSeverity {
  if (!text) return 'low';
  for (const [pattern, severity] of SEVERITY_RULES) if (pattern.test(text)) return severity;
  return 'low';
}

/** Field caps: the client cuts to these before sending; the server refuses anything longer. */
export const ERROR_REPORT_LIMITS = {
  errorType: 100,
  errorMessage: 1000,
  stackTrace: 8000,
  url: 2000,
  userAgent: 500,
  /** The context object, as JSON. */
  contextJson: 4000,
  /** Reports in one request (the queue's batch). */
  batch: 100,
  /** Reports one client may send a minute (the client and the server both hold to it). */
  perMinute: 100,
  /** Occurrences one report may stand for (duplicates are counted, not repeated). */
  occurrences: 10_000,
} as const;

/** The error queue is flushed every 30 s. */
export const ERROR_QUEUE_FLUSH_MS = 30_000;

// ── Scrubbing: nothing personal leaves the browser or reaches the table ─────────────────────
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A number standing alone (not part of a name such as 'h1' or 'e2e'): a weight, a lab value, a dose.
const LONE_NUMBER = /(?<![\w$.])\d+(?:[.,]\d+)?(?![\w$])/g;

/**
 * A message with what could be personal taken out: e-mail addresses, and every number standing on
 * its own (a lab value, a weight, a dose, a date) becomes '#'. Conservative on purpose: an HTTP
 * status in a message is lost too, which is a small price for never storing a health value.
 */
export function scrubMessage(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONE_NUMBER, '#');
}

/** A URL with its query values and fragment removed: '/labs?id=1&x=2#a' → '/labs?id=&x='. */
export function scrubUrl(url: string): string {
  const [beforeHash = ''] = url.split('#');
  const [path = '', query] = beforeHash.split('?');
  if (query === undefined) return path;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=`);
  return keys.length ? `${path}?${keys.join('&')}` : path;
}

/**
 * A stack trace whose first line (it repeats the message) is scrubbed like a message and whose
 * frames keep their file, line and column but lose any query string.
 */
export function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const isFrame = /^\s*at\s/.test(line) || /^[\w$.<>/]*@(?:https?|blob|file):/.test(line);
      if (!isFrame) return scrubMessage(line);
      return line.replace(/\?[^\s:)]*/g, '');
    })
    .join('\n');
}
