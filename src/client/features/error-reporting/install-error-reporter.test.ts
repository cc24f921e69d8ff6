import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers } from '#client/lib/global-errors';
import { installErrorReporter } from './install-error-reporter';

afterEach(() => {
  vi.useRealTimers();
});

describe('installErrorReporter', () => {
  it('reports an error thrown before it loaded, and later ones, through POST /api/error-reports', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"accepted":1,"dropped":0}', { status: 202 }));
    const uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'early failure', error: new Error('early failure') }),
    );
    const reporter = installErrorReporter();
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('later failure') }),
    );
    expect(reporter.pending().map((item) => item.report.error_message)).toEqual([
      'early failure',
      'later failure',
    ]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/error-reports');
    const body = JSON.parse(String(init?.body)) as { reports: { context: { source: string } }[] };
    expect(body.reports.map((r) => r.context.source)).toEqual(['error', 'unhandledrejection']);
    reporter.stop();
    uninstall();
  });
});
