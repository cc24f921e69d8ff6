/**
 * Last-resort handlers for errors nothing else caught. They announce a fixed message through a
 * DOM event (GlobalErrorToaster turns it into a toast) and hand the error to the error reporter
 * (features/error-reporting), which loads after first paint: until it registers, the first few
 * errors wait here, so an early error is reported too.
 */
export const UNHANDLED_REJECTION_MESSAGE =
  'An unexpected error occurred. The development team has been notified.';
export const GLOBAL_ERROR_MESSAGE = 'An unexpected error occurred. Please refresh the page.';
export const GLOBAL_ERROR_EVENT = 'wellnest:global-error';

export interface GlobalErrorDetail {
  message: string;
}

function announce(message: string): void {
  window.dispatchEvent(
    new CustomEvent<GlobalErrorDetail>(GLOBAL_ERROR_EVENT, { detail: { message } }),
  );
}

// A cancelled request is not a failure the user needs to hear about.
function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

// Browsers report this harmless layout notice as an error event.
function isBenign(event: ErrorEvent): boolean {
  return /ResizeObserver loop/i.test(event.message ?? '');
}

/** An error as the reporter receives it; it reads only the error itself, never the page's forms. */
export interface CapturedError {
  source: 'error' | 'unhandledrejection' | 'react';
  error: unknown;
  message?: string;
  filename?: string;
  line?: number;
  column?: number;
}

const EARLY_ERRORS_MAX = 20;
const early: CapturedError[] = [];
let sink: ((captured: CapturedError) => void) | null = null;

/** Hands an error to the reporter, or keeps it (the first 20) until the reporter registers. */
export function captureError(captured: CapturedError): void {
  if (sink) sink(captured);
  else if (early.length < EARLY_ERRORS_MAX) early.push(captured);
}

/** The reporter registers here and receives the errors kept so far; returns the unregister. */
export function setErrorSink(receive: (captured: CapturedError) => void): () => void {
  sink = receive;
  for (const captured of early.splice(0)) receive(captured);
  return () => {
    if (sink === receive) sink = null;
  };
}

let uninstall: (() => void) | null = null;

/** Installs the handlers once; returns a function that removes them (used by tests). */
export function installGlobalErrorHandlers(): () => void {
  if (uninstall) return uninstall;
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAbort(event.reason)) return;
    announce(UNHANDLED_REJECTION_MESSAGE);
    captureError({ source: 'unhandledrejection', error: event.reason });
  };
  const onError = (event: ErrorEvent) => {
    if (isBenign(event)) return;
    announce(GLOBAL_ERROR_MESSAGE);
    captureError({
      source: 'error',
      error: event.error,
      message: event.message,
      filename: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  uninstall = () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    uninstall = null;
  };
  return uninstall;
}
