/**
 * Last-resort handlers for errors nothing else caught. They only announce the
 * spec's message through a DOM event; GlobalErrorToaster turns it into a toast.
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

let uninstall: (() => void) | null = null;

/** Installs the handlers once; returns a function that removes them (used by tests). */
export function installGlobalErrorHandlers(): () => void {
  if (uninstall) return uninstall;
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isAbort(event.reason)) announce(UNHANDLED_REJECTION_MESSAGE);
  };
  const onError = (event: ErrorEvent) => {
    if (!isBenign(event)) announce(GLOBAL_ERROR_MESSAGE);
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
