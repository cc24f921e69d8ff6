/**
 * Starts the error reporter: loaded by main.tsx after first paint (a chunk of its own, so the
 * landing page's first load carries none of it). It takes the errors global-errors kept since
 * start, every error from then on, and sends what is queued when the page goes away.
 */
import { ApiError } from '#client/lib/api-client';
import { setErrorSink } from '#client/lib/global-errors';
import { ERROR_REPORTS_PATH, sendErrorReports } from './api/send-error-reports';
import { createErrorReporter, type ErrorReporter } from './error-reporter';

let installed: ErrorReporter | null = null;

export function installErrorReporter(): ErrorReporter {
  if (installed) return installed;
  const reporter = createErrorReporter({
    send: async (reports) => {
      try {
        await sendErrorReports({ reports });
        return { ok: true };
      } catch (error) {
        // A 400 means these reports will never be taken: drop them rather than loop.
        return { ok: false, rejected: error instanceof ApiError && error.status === 400 };
      }
    },
  });
  setErrorSink((captured) => {
    try {
      reporter.report(captured);
    } catch {
      // The reporter must never become an error source itself.
    }
  });
  // Errors kept since start have waited already: they go now, the rest at the 30 s flushes.
  if (reporter.pending().length > 0) void reporter.flush();
  reporter.start();
  window.addEventListener('pagehide', () => {
    const reports = reporter.drain();
    if (reports.length === 0 || typeof navigator.sendBeacon !== 'function') return;
    const body = new Blob([JSON.stringify({ reports })], { type: 'application/json' });
    try {
      navigator.sendBeacon(ERROR_REPORTS_PATH, body);
    } catch {
      // A browser that refuses a JSON beacon loses these few reports; the page is closing.
    }
  });
  installed = reporter;
  return reporter;
}
