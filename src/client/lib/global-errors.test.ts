import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GLOBAL_ERROR_EVENT,
  GLOBAL_ERROR_MESSAGE,
  installGlobalErrorHandlers,
  UNHANDLED_REJECTION_MESSAGE,
} from './global-errors';

let uninstall: (() => void) | null = null;
afterEach(() => uninstall?.());

function captureMessages(): string[] {
  const messages: string[] = [];
  window.addEventListener(GLOBAL_ERROR_EVENT, (event) => {
    messages.push((event as CustomEvent<{ message: string }>).detail.message);
  });
  return messages;
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('installGlobalErrorHandlers', () => {
  it('announces one message for unhandled rejections and another for script errors', () => {
    const messages = captureMessages();
    uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(rejection(new Error('lost')));
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined' }));
    expect(messages).toEqual([UNHANDLED_REJECTION_MESSAGE, GLOBAL_ERROR_MESSAGE]);
  });

  it('ignores cancelled requests and the harmless ResizeObserver notice', () => {
    const messages = captureMessages();
    uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(rejection(new DOMException('stop', 'AbortError')));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    );
    expect(messages).toEqual([]);
  });

  it('installs only once', () => {
    const listener = vi.spyOn(window, 'addEventListener');
    uninstall = installGlobalErrorHandlers();
    installGlobalErrorHandlers();
    expect(listener.mock.calls.filter(([type]) => type === 'error')).toHaveLength(1);
    listener.mockRestore();
  });
});
