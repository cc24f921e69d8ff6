import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import {
  US_CONVENTIONAL,
  fixtureRows,
} from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import { makeLabPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import {
  ExtractionBusyError,
  createExtractionPool,
  defaultPoolSize,
  type ExtractionPool,
} from './extraction-pool';
import { deflatedRepeat, operatorBombPdf, pdfWithStream, zeroBombPdf } from './hostile-pdf.fixture';

const reference = knowledgeFromFiles().biomarkers;
const pools: ExtractionPool[] = [];
function pool(options: Parameters<typeof createExtractionPool>[1] = {}) {
  // Workers stay until afterAll unless a test says otherwise: one retiring in the middle of
  // another test would change the thread count that test reads.
  const created = createExtractionPool(reference, { idleMs: 10 * 60_000, ...options });
  pools.push(created);
  return created;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));
/**
 * One reader with a queue of one, shared by the tests that need no other option (reading, the
 * bombs, the queue): a worker's start (tsx, pdf.js, the reader's modules) is most of each of
 * those tests, and none of them depends on a fresh worker. The tests of a limit, of the idle
 * timer and of closing make their own.
 */
let sharedPool: ExtractionPool | undefined;
const shared = () => (sharedPool ??= pool({ size: 1, maxQueued: 1 }));

/** Threads of this process (Linux): the main thread, libuv's and V8's, and any workers. */
const threadCount = () => readdirSync('/proc/self/task').length;
/** A page of path operators with no text: read by rendering and OCR, seconds of work. */
const drawnPage = (bytes = 1024 * 1024) => pdfWithStream(deflatedRepeat('0 0 m 1 1 l S\n', bytes));
/**
 * A page that takes many times a few seconds' limit to read on any machine: 1.5 MB of half-page
 * filled triangles (under the 2 MB drawing guard, which refuses larger pages at once). The tiny
 * lines of drawnPage() read in under 2.5 s on a quiet machine; 0.5 MB of these took 5.8 s.
 */
const slowToDrawPage = () =>
  pdfWithStream(deflatedRepeat('0 0 m 612 792 l 612 0 l f\n', 1.5 * 1024 * 1024));

describe('the extraction pool', () => {
  it('keeps one core for the event loop, and has at least one worker', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(7);
  });

  it('reads a text PDF in a worker thread, row for row as in the thread, leaving the bytes usable', async () => {
    const readers = shared();
    const bytes = await makeLabPdf(US_CONVENTIONAL);
    const result = await readers.extract(bytes, 'pdf');
    expect(result).toMatchObject({ method: 'pdf-text', pages: 1 });
    expect(result.rows).toEqual(fixtureRows(US_CONVENTIONAL).map((row) => row.expected));
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(readers.load()).toEqual({ running: 0, queued: 0, workers: 1 });
  }, 30_000);

  it('refuses decompression bombs in the worker', async () => {
    const readers = shared();
    for (const bomb of [operatorBombPdf(), zeroBombPdf()]) {
      await expect(readers.extract(bomb, 'pdf')).rejects.toMatchObject({
        name: 'LabExtractionError',
        code: 'DECOMPRESSED_TOO_LARGE',
      });
    }
    // A worker start and two readings: Vitest's 5 s default is too short on a loaded machine.
  }, 30_000);

  it('stops a file that runs past its time limit, replaces the worker, and reads the next file', async () => {
    // 6 s, not less: the limit holds for the next file too, and a fresh worker reading a text PDF
    // took 1.5 s on a loaded machine and over 3 s at a load of 18 on 2 cores. The slow page takes
    // about 17 s on a quiet machine, so the limit still fires long before it is read.
    const readers = pool({ size: 1, timeoutMs: 6_000 });
    // The refusal itself says the limit fired: a page read to its end would have resolved. (No
    // bound on the elapsed time: the worker's start, before the limit runs, took 10 s at load 18.)
    await expect(readers.extract(slowToDrawPage(), 'pdf')).rejects.toMatchObject({
      code: 'TOOK_TOO_LONG',
      message: expect.stringContaining('more than 6 seconds'),
    });
    const next = await readers.extract(await makeLabPdf(US_CONVENTIONAL), 'pdf');
    expect(next.rows).toHaveLength(fixtureRows(US_CONVENTIONAL).length);
  }, 30_000);

  it('stops a worker that needs more heap than its limit, and the server goes on', async () => {
    const readers = pool({ size: 1, heapMb: 32 });
    await expect(readers.extract(drawnPage(1.9 * 1024 * 1024), 'pdf')).rejects.toMatchObject({
      code: 'NEEDS_TOO_MUCH_MEMORY',
    });
    expect(readers.load()).toMatchObject({ running: 0, workers: 0 });
    // A worker start and a page drawn until the heap runs out: over 30 s once at a load of 18.
  }, 60_000);

  it('answers busy at once past its queue, and reads what it queued', async () => {
    const readers = shared();
    const bytes = await makeLabPdf(US_CONVENTIONAL);
    const first = readers.extract(bytes, 'pdf');
    const second = readers.extract(bytes, 'pdf');
    await expect(readers.extract(bytes, 'pdf')).rejects.toBeInstanceOf(ExtractionBusyError);
    expect(readers.load()).toMatchObject({ running: 1, queued: 1 });
    for (const result of await Promise.all([first, second])) {
      expect(result.rows).toHaveLength(fixtureRows(US_CONVENTIONAL).length);
    }
    // Two worker starts and two readings: under a loaded CI machine that passed 5 s once.
  }, 30_000);

  it('stops a worker once it has been idle for idleMs, and starts one for the next file', async () => {
    const before = threadCount();
    const readers = pool({ size: 1, idleMs: 200 });
    const bytes = await makeLabPdf(US_CONVENTIONAL);
    await readers.extract(bytes, 'pdf');
    // An idle server keeps no reader: its thread (and pdf.js's and tesseract.js's memory) ends.
    await expect.poll(() => readers.load().workers, { timeout: 5_000 }).toBe(0);
    await expect.poll(threadCount, { timeout: 5_000 }).toBeLessThanOrEqual(before);
    const again = await readers.extract(bytes, 'pdf');
    expect(again.rows).toEqual(fixtureRows(US_CONVENTIONAL).map((row) => row.expected));
    expect(readers.load()).toEqual({ running: 0, queued: 0, workers: 1 });
    await expect.poll(() => readers.load().workers, { timeout: 5_000 }).toBe(0);
  }, 30_000);

  it('closes: its threads end and a file still waiting is refused', async () => {
    const before = threadCount();
    const readers = createExtractionPool(reference, { size: 1 });
    await readers.extract(await makeLabPdf(US_CONVENTIONAL), 'pdf');
    // The pool's own count: the process's threads also move with other pools' workers ending
    // (another test file's, in the same Vitest worker) while this one starts.
    expect(readers.load().workers).toBe(1);
    const refused = [readers.extract(drawnPage(), 'pdf'), readers.extract(drawnPage(), 'pdf')].map(
      (pending) => expect(pending).rejects.toMatchObject({ name: 'ExtractionWorkerError' }),
    );
    await readers.close();
    await Promise.all(refused);
    // Terminating the worker ends the tesseract.js thread it may have started, too.
    await expect.poll(threadCount, { timeout: 5_000 }).toBeLessThanOrEqual(before);
  }, 30_000);
});
