import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppleHealthUpload } from '#shared/contracts/fhir.contract';
import { ApiError } from '#client/lib/api-client';
import { keptUploadId, nextPartBytes, uploadAppleHealth } from './apple-health-upload';

const MB = 1024 * 1024;

describe('the size of the next part', () => {
  it('aims at about four seconds at the speed the last part went', () => {
    // 1 MB in 2 s: 2 MB would take 4 s.
    expect(nextPartBytes(MB, 2_000, 8 * MB)).toBe(2 * MB);
    // 1 MB in 8 s (about 1 Mbit/s): half a megabyte.
    expect(nextPartBytes(MB, 8_000, 8 * MB)).toBe(MB / 2);
  });

  it('at most doubles, never passes the server’s most and never falls under 256 kB', () => {
    expect(nextPartBytes(MB, 10, 8 * MB)).toBe(2 * MB);
    expect(nextPartBytes(6 * MB, 10, 8 * MB)).toBe(8 * MB);
    expect(nextPartBytes(MB, 600_000, 8 * MB)).toBe(256 * 1024);
    expect(nextPartBytes(MB, 0, 8 * MB)).toBe(2 * MB);
  });
});

/** What the fake server saw: every part request, by number and size. */
interface SentPart {
  number: number;
  bytes: number;
}

/**
 * XMLHttpRequest as the page uses it for parts: the answer for each try comes from `answer`
 * (a status, or 'network' for a dropped connection).
 */
function fakeXhr(answer: (part: SentPart, tryOfPart: number) => number | 'network') {
  const sent: SentPart[] = [];
  const tries = new Map<number, number>();
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(body: Blob) {
      const number = Number(/\/parts\/(\d+)$/.exec(this.url)![1]);
      const part = { number, bytes: body.size };
      sent.push(part);
      const tryOfPart = (tries.get(number) ?? 0) + 1;
      tries.set(number, tryOfPart);
      const outcome = answer(part, tryOfPart);
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: body.size });
        if (outcome === 'network') return this.onerror?.();
        this.status = outcome;
        this.responseText = JSON.stringify(
          outcome < 300 ? { id: 'up-1' } : { code: 'BUSY', message: 'Try again.' },
        );
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const upload: AppleHealthUpload = {
  id: 'up-1',
  status: 'uploading',
  bytes_total: 0,
  bytes_uploaded: 0,
  parts_uploaded: 0,
  bytes_read: 0,
  part_max_bytes: 8 * MB,
  result: null,
  error: null,
  created_at: '2026-11-25T00:00:00Z',
  updated_at: '2026-11-25T00:00:00Z',
};
const result = { records_read: 9, metrics_added: 3, sleep_days_added: 1, days_kept: 0 };

/** The JSON routes: create, complete, and a poll that answers done at once. */
function fakeJsonRoutes() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path}`);
      const body =
        init.method === 'GET'
          ? { ...upload, status: 'done', result }
          : { ...upload, status: 'queued' };
      return new Response(JSON.stringify(body), { status: init.method === 'POST' ? 201 : 200 });
    }),
  );
  return calls;
}

describe('sending an export in parts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends every byte once in numbered parts, sends a failed part again, then waits for the reading', async () => {
    const calls = fakeJsonRoutes();
    // The second part's first try meets a dropped connection, its second a passing 503.
    const sent = fakeXhr(({ number }, tryOfPart) =>
      number === 2 && tryOfPart === 1 ? 'network' : number === 2 && tryOfPart === 2 ? 503 : 200,
    );
    const file = new Blob([new Uint8Array(3 * MB + 5)]);
    const phases: string[] = [];
    const done = uploadAppleHealth(file, (progress) => phases.push(progress.phase));
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(result);

    const numbers = sent.map((part) => part.number);
    expect(numbers.filter((n) => n === 2)).toHaveLength(3);
    const accepted = [...new Map(sent.map((part) => [part.number, part.bytes])).entries()];
    expect(accepted.map(([number]) => number)).toEqual(accepted.map((_, index) => index + 1));
    expect(accepted.reduce((sum, [, bytes]) => sum + bytes, 0)).toBe(file.size);
    expect(calls[0]).toBe('POST /api/account/apple-health/uploads');
    expect(calls).toContain('POST /api/account/apple-health/uploads/up-1/complete');
    expect(phases[0]).toBe('uploading');
    // The reading ended: nothing is kept for a later visit.
    expect(keptUploadId()).toBeNull();
  });

  it('gives up on a part the server refuses for what it is, without sending it again', async () => {
    fakeJsonRoutes();
    const sent = fakeXhr(() => 413);
    const done = uploadAppleHealth(new Blob([new Uint8Array(MB)]), () => undefined);
    const failed = expect(done).rejects.toMatchObject({ status: 413 });
    await vi.runAllTimersAsync();
    await failed;
    expect(sent).toHaveLength(1);
  });

  it('stops after four tries of a part that keeps failing', async () => {
    fakeJsonRoutes();
    const sent = fakeXhr(() => 'network');
    const done = uploadAppleHealth(new Blob([new Uint8Array(MB)]), () => undefined);
    const failed = expect(done).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    await failed;
    expect(sent).toHaveLength(4);
  });
});
