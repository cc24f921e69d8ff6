import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, setErrorSink } from '#client/lib/global-errors';
import { installErrorReporter } from './install-error-reporter';

afterEach(() => {
  vi.useRealTimers();
});

describe('installErrorReporter', () => {
  it('sends an error thrown before it loaded at once, and later ones at the 30 s flush', async () => {
    // Modules are not isolated between test files (vitest.config.ts): errors other files left in
    // the early buffer are taken off first, so only this test's errors are counted.
    setErrorSink(() => undefined)();
    vi.useFakeTimers();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"accepted":1,"dropped":0}', { status: 202 }));
    const uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'early failure', error: new Error('early failure') }),
    );
    const reporter = installErrorReporter();
    // What waited for the reporter goes at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sentBodies = () =>
      fetch.mock.calls.map(([url, init]) => {
        expect(url).toBe('/api/error-reports');
        return JSON.parse(String(init?.body)) as {
          reports: { error_message: string; context: { source: string } }[];
        };
      });
    expect(sentBodies()[0]!.reports.map((r) => [r.error_message, r.context.source])).toEqual([
      ['early failure', 'error'],
    ]);
    // A later one waits for the 30 s flush.
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('later failure') }),
    );
    expect(reporter.pending().map((item) => item.report.error_message)).toEqual(['later failure']);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentBodies()[1]!.reports.map((r) => [r.error_message, r.context.source])).toEqual([
      ['later failure', 'unhandledrejection'],
    ]);
    reporter.stop();
    uninstall();
  });
});
