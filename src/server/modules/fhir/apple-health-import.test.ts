/**
 * The Apple Health reader in its worker thread (ADR 075): the same summary as on this thread, a
 * refusal carried back with its reason, the reading time limit and the heap cap ending the worker
 * (not this process), and one import at a time.
 */
import { describe, expect, it } from 'vitest';
import { readAppleHealthExport } from './apple-health';
import { readAppleHealthInWorker, type AppleHealthImportOptions } from './apple-health-import';
import { AppleHealthError } from './apple-health-limits';
import { appleHealthZip } from './apple-health-test-kit';
import {
  bombDeflate,
  healthXml,
  nestedXml,
  rawZip,
  recordXml,
  zipOf,
} from './apple-health-hostile-test-kit';

const NOW = new Date('2026-11-25T10:00:00Z');
const EXPORT = 'apple_health_export/export.xml';

async function* once(bytes: Uint8Array) {
  yield bytes;
}

const reason = (zip: AsyncIterable<Uint8Array>, options: AppleHealthImportOptions = {}) =>
  readAppleHealthInWorker(zip, { now: NOW, ...options }).then(
    () => 'read',
    (error: unknown) => (error instanceof AppleHealthError ? error.reason : String(error)),
  );

describe('readAppleHealthInWorker', () => {
  it('reads a legitimate export to the same summary as the reader on this thread', async () => {
    const shape = { start: '2026-06-01', days: 40, heartRatesPerDay: 48 };
    const inWorker = await readAppleHealthInWorker(appleHealthZip(shape), { now: NOW });
    const here = await readAppleHealthExport(appleHealthZip(shape), {
      maxBytes: 1e9,
      now: NOW,
    });
    expect(inWorker).toEqual(here);
    expect(inWorker.metrics.length).toBeGreaterThan(150);
  }, 60_000);

  it('carries a refusal back with its reason', async () => {
    expect(await reason(once(await zipOf({ [EXPORT]: nestedXml(50_000) })))).toBe('too_deep');
    expect(await reason(once(Buffer.from('<HealthData/>')))).toBe('not_zip');
  }, 60_000);

  it('ends a worker past its reading time', async () => {
    const shape = { start: '2020-01-01', days: 400, heartRatesPerDay: 200 };
    expect(await reason(appleHealthZip(shape), { limits: { maxReadMs: 100 } })).toBe('too_slow');
  }, 60_000);

  it('ends a worker that outgrows its heap, and this process carries on', async () => {
    // 60,000 sources of 1 kB each, with the source limit lifted: 60 MB kept against a 32 MB heap.
    const records = Array.from({ length: 60_000 }, (_, i) =>
      recordXml('HKQuantityTypeIdentifierStepCount', 1, '2026-03-04 07:00:00 +0000', {
        unit: 'count',
        source: `${i} ${'s'.repeat(1000)}`,
      }),
    );
    const zip = await zipOf({ [EXPORT]: healthXml(records.join('')) });
    const before = process.memoryUsage().heapUsed;
    expect(await reason(once(zip), { limits: { workerHeapMb: 32, maxSources: 1e9 } })).toBe(
      'out_of_memory',
    );
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('refuses a comment that never ends before it outgrows anything', async () => {
    // '<' all through it passes the run check; what saxes holds of it is measured instead.
    const comment = bombDeflate('<HealthData><!--', '< ', 1024);
    expect(await reason(rawZip([{ name: EXPORT, deflated: comment }]))).toBe('text_too_long');
  }, 60_000);

  it('reads one import at a time and refuses another meanwhile', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* slow() {
      for await (const chunk of appleHealthZip({
        start: '2026-06-01',
        days: 3,
        heartRatesPerDay: 4,
      })) {
        yield chunk;
        await held;
      }
    }
    const first = readAppleHealthInWorker(slow(), { now: NOW });
    const second = reason(appleHealthZip({ start: '2026-06-01', days: 1, heartRatesPerDay: 1 }));
    expect(await second).toBe('busy');
    release();
    expect((await first).metrics.length).toBeGreaterThan(0);
    // Once it is done, the next is read.
    expect(
      await reason(appleHealthZip({ start: '2026-06-01', days: 1, heartRatesPerDay: 1 })),
    ).toBe('read');
  }, 60_000);
});
