import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '#shared/contracts/diagnostics.contract';
import { createErrorReporter, type SendResult } from './error-reporter';

let sent: ErrorReport[][];
let answer: SendResult | 'throw';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  sent = [];
  answer = { ok: true };
});
afterEach(() => {
  vi.useRealTimers();
});

function makeReporter() {
  const reporter = createErrorReporter({
    send: async (reports) => {
      sent.push(reports.map((r) => ({ ...r })));
      if (answer === 'throw') throw new Error('offline');
      return answer;
    },
    currentUrl: () => 'https://app.test/labs/abc?weight=81#x',
    userAgent: () => 'TestAgent',
  });
  reporter.start();
  return reporter;
}

const thrown = (message: string, name = 'TypeError') =>
  Object.assign(new Error(message), {
    name,
    stack: `${name}: ${message}\n    at f (https://app.test/a.js:1:2)`,
  });

describe('the error reporter', () => {
  it('queues a low error with every report field and sends it at the 30 s flush, not before', async () => {
    const reporter = makeReporter();
    reporter.report({ source: 'error', error: thrown('x is undefined') });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toEqual({
      error_type: 'TypeError',
      error_message: 'x is undefined',
      stack_trace: 'TypeError: x is undefined\n    at f (https://app.test/a.js:1:2)',
      url: 'https://app.test/labs/abc?weight=',
      user_agent: 'TestAgent',
      timestamp: '2026-11-22T10:00:00.000Z',
      severity: 'low',
      context: { source: 'error' },
      occurrences: 1,
    });
    expect(reporter.pending()).toEqual([]);
    reporter.stop();
  });

  it('sends a critical error at once', async () => {
    const reporter = makeReporter();
    reporter.report({ source: 'unhandledrejection', error: thrown('Unauthorized: session ended') });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]!.severity).toBe('critical');
    reporter.stop();
  });

  it('derives severity from the text (network high, parse medium)', async () => {
    const reporter = makeReporter();
    reporter.report({ source: 'error', error: thrown('Failed to fetch') });
    reporter.report({ source: 'error', error: thrown('JSON parse error', 'SyntaxError') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent[0]!.map((r) => r.severity)).toEqual(['high', 'medium']);
    reporter.stop();
  });

  it('counts duplicates on one report instead of repeating it', async () => {
    const reporter = makeReporter();
    for (let i = 0; i < 5; i++) reporter.report({ source: 'error', error: thrown('same thing') });
    reporter.report({ source: 'error', error: thrown('other thing') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent[0]!.map((r) => [r.error_message, r.occurrences])).toEqual([
      ['same thing', 5],
      ['other thing', 1],
    ]);
    reporter.stop();
  });

  it('puts a failed send back in the queue and sends it, merged with new duplicates, next time', async () => {
    const reporter = makeReporter();
    answer = 'throw';
    reporter.report({ source: 'error', error: thrown('flaky') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    expect(reporter.pending()).toHaveLength(1);
    reporter.report({ source: 'error', error: thrown('flaky') });
    answer = { ok: true };
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]![0]!.occurrences).toBe(2);
    expect(reporter.pending()).toEqual([]);
    // A 429 is retried too; a 400 is dropped.
    answer = { ok: false, rejected: true };
    reporter.report({ source: 'error', error: thrown('refused') });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reporter.pending()).toEqual([]);
    reporter.stop();
  });

  it('sends at most 100 reports a minute; the rest wait for the next minute', async () => {
    const reporter = makeReporter();
    for (let i = 0; i < 100; i++)
      reporter.report({
        source: 'error',
        error: thrown(`error ${'ab'.repeat(i % 50)}${i < 50 ? 'x' : 'y'}`),
      });
    expect(reporter.pending()).toHaveLength(100);
    // Criticals count against the same allowance.
    for (let i = 0; i < 30; i++)
      reporter.report({ source: 'error', error: thrown(`security breach ${'z'.repeat(i)}`) });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.flat()).toHaveLength(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent.flat()).toHaveLength(100);
    expect(reporter.pending()).toHaveLength(30);
    await vi.advanceTimersByTimeAsync(30_000);
    // A minute after the first sends, there is room again.
    expect(sent.flat()).toHaveLength(130);
    reporter.stop();
  });

  it('carries no form contents or health values: the message and URL are scrubbed, inputs never read', async () => {
    document.body.innerHTML =
      '<form><input name="weight" value="93.4"><textarea>my diagnosis</textarea></form>';
    const reporter = makeReporter();
    reporter.report({
      source: 'error',
      error: thrown('Cannot save weight 93.4 kg for pat@example.com'),
      filename: 'https://app.test/b.js?token=s3cr3tt0k',
      line: 3,
      column: 7,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    const wire = JSON.stringify(sent);
    expect(wire).not.toContain('93.4');
    expect(wire).not.toContain('my diagnosis');
    expect(wire).not.toContain('pat@example.com');
    expect(wire).not.toContain('s3cr3tt0k');
    expect(sent[0]![0]!.error_message).toBe('Cannot save weight # kg for [email]');
    expect(sent[0]![0]!.context).toEqual({
      source: 'error',
      file: 'https://app.test/b.js?token=',
      line: 3,
      column: 7,
    });
    reporter.stop();
  });

  it('reports a rejection without an Error by its type, and no error object as low', async () => {
    const reporter = makeReporter();
    reporter.report({ source: 'unhandledrejection', error: { secret: 120 } });
    reporter.report({ source: 'unhandledrejection', error: undefined });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent[0]!.map((r) => [r.error_type, r.error_message, r.severity])).toEqual([
      ['NonErrorRejection', 'A object was thrown', 'low'],
      ['UnknownError', 'No error object', 'low'],
    ]);
    reporter.stop();
  });
});
