/**
 * The client's error reporter. Each error becomes a report with these fields (error_type,
 * error_message, stack_trace, url, user_agent, timestamp, severity from the text, context).
 * Critical ones are sent at once; the rest wait in a queue flushed every 30 s. The same error
 * again is counted on the queued report, not queued twice; a failed send puts its reports back;
 * at most 100 reports leave a client a minute.
 *
 * Nothing personal: the reporter reads only the error (never a form, an input or the page's
 * text); numbers standing alone and e-mail addresses are scrubbed from the message and the
 * stack's first line, and the URL keeps its query keys but not their values.
 */
import {
  ERROR_QUEUE_FLUSH_MS,
  ERROR_REPORT_LIMITS,
  scrubMessage,
  scrubStack,
  scrubUrl,
  severityOf,
} from '#shared/domain/error-reports';
import type { ErrorReport } from '#shared/contracts/diagnostics.contract';
import type { CapturedError } from '#client/lib/global-errors';

/** A report as queued: the wire fields plus its dedupe key. */
export interface QueuedReport {
  key: string;
  report: ErrorReport;
}

export interface SendResult {
  /** False when the send failed in a way worth retrying (network, 429, 5xx). */
  ok: boolean;
  /** True when the server refused the reports themselves (400): retrying would not help. */
  rejected?: boolean;
}

export interface ReporterDeps {
  send: (reports: ErrorReport[]) => Promise<SendResult>;
  now?: () => number;
  /** Where the report says it happened; location.href by default. */
  currentUrl?: () => string;
  userAgent?: () => string;
  flushMs?: number;
}

const MINUTE_MS = 60_000;
/** Reports waiting at most; past it the same errors are still counted, new ones dropped. */
const QUEUE_MAX = ERROR_REPORT_LIMITS.batch;

function cut(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

function describe(captured: CapturedError): {
  type: string;
  message: string;
  stack: string | null;
} {
  const { error } = captured;
  if (error instanceof Error) {
    return {
      type: error.name || 'Error',
      message: error.message || captured.message || 'Unknown error',
      stack: error.stack ?? null,
    };
  }
  if (captured.message) return { type: 'Error', message: captured.message, stack: null };
  if (error === undefined || error === null)
    return { type: 'UnknownError', message: 'No error object', stack: null };
  // A rejection with a plain value: its type only (the value itself could be anything).
  return {
    type: 'NonErrorRejection',
    message: typeof error === 'string' ? error : `A ${typeof error} was thrown`,
    stack: null,
  };
}

export function createErrorReporter(deps: ReporterDeps) {
  const now = deps.now ?? (() => Date.now());
  const currentUrl = deps.currentUrl ?? (() => window.location.href);
  const userAgent = deps.userAgent ?? (() => navigator.userAgent);
  let queue: QueuedReport[] = [];
  /** When each report left in the last minute (the per-client allowance). */
  let sentAt: number[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending: Promise<void> | null = null;

  function allowance(): number {
    const at = now();
    sentAt = sentAt.filter((time) => at - time < MINUTE_MS);
    return Math.max(0, ERROR_REPORT_LIMITS.perMinute - sentAt.length);
  }

  function build(captured: CapturedError): QueuedReport {
    const { type, message, stack } = describe(captured);
    const cleanMessage = cut(scrubMessage(message), ERROR_REPORT_LIMITS.errorMessage);
    const cleanStack = stack ? cut(scrubStack(stack), ERROR_REPORT_LIMITS.stackTrace) : null;
    const errorType = cut(type, ERROR_REPORT_LIMITS.errorType);
    const context: Record<string, unknown> = { source: captured.source };
    if (captured.filename) context.file = cut(scrubUrl(captured.filename), 300);
    if (captured.line) context.line = captured.line;
    if (captured.column) context.column = captured.column;
    const firstFrame =
      cleanStack?.split('\n')[1]?.trim() ?? `${captured.filename}:${captured.line}`;
    return {
      key: `${errorType}|${cleanMessage}|${firstFrame}`,
      report: {
        error_type: errorType,
        error_message: cleanMessage,
        stack_trace: cleanStack,
        url: cut(scrubUrl(currentUrl()), ERROR_REPORT_LIMITS.url),
        user_agent: cut(userAgent(), ERROR_REPORT_LIMITS.userAgent),
        timestamp: new Date(now()).toISOString(),
        severity: severityOf(`${errorType}: ${cleanMessage}`),
        context,
        occurrences: 1,
      },
    };
  }

  /** Adds to the queue, or counts on the report already there for the same error. */
  function enqueue(item: QueuedReport): void {
    const same = queue.find((queued) => queued.key === item.key);
    if (same) {
      same.report.occurrences = Math.min(
        ERROR_REPORT_LIMITS.occurrences,
        same.report.occurrences + item.report.occurrences,
      );
      return;
    }
    if (queue.length >= QUEUE_MAX) {
      dropped += 1;
      return;
    }
    queue.push(item);
  }

  async function deliver(items: QueuedReport[]): Promise<void> {
    const at = now();
    sentAt.push(...items.map(() => at));
    let result: SendResult;
    try {
      result = await deps.send(items.map((item) => item.report));
    } catch {
      result = { ok: false };
    }
    // Failed, not refused: back in the queue (merged with what came meanwhile) for the next flush.
    if (!result.ok && !result.rejected) for (const item of items) enqueue(item);
  }

  /** Sends what the allowance covers of the queue; the rest waits for the next flush. */
  function flush(): Promise<void> {
    if (sending) return sending;
    const room = allowance();
    if (queue.length === 0 || room === 0) return Promise.resolve();
    const batch = queue.slice(0, Math.min(room, ERROR_REPORT_LIMITS.batch));
    queue = queue.slice(batch.length);
    sending = deliver(batch).finally(() => {
      sending = null;
    });
    return sending;
  }

  /** Takes one error: critical at once (if the allowance has room), anything else queued. */
  function report(captured: CapturedError): void {
    const item = build(captured);
    const isQueuedAlready = queue.some((queued) => queued.key === item.key);
    if (item.report.severity === 'critical' && !isQueuedAlready && allowance() > 0) {
      void deliver([item]);
      return;
    }
    enqueue(item);
  }

  return {
    report,
    flush,
    start(): void {
      if (timer) return;
      timer = setInterval(() => void flush(), deps.flushMs ?? ERROR_QUEUE_FLUSH_MS);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
    /** The queue as it stands (tests, and the page-hide send). */
    pending: (): readonly QueuedReport[] => queue,
    /** Takes the queue (the page is going away and sends it one last time). */
    drain(): ErrorReport[] {
      const room = allowance();
      const taken = queue.slice(0, room);
      queue = queue.slice(taken.length);
      sentAt.push(...taken.map(() => now()));
      return taken.map((item) => item.report);
    },
    droppedCount: (): number => dropped,
  };
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>;
