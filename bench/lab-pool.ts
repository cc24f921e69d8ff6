/**
 * `npm run bench:lab-pool`: how many one-page lab report images the upload pool reads per minute,
 * and how long the event loop is held meanwhile. The pool is the one `POST /api/labs` uses
 * (createExtractionPool, sized from the machine's cores); the image is the US layout of
 * tests/fixtures/labs printed by pdfkit and rendered to a PNG at OCR width (about 2000 px wide).
 *
 * The event loop's delay (perf_hooks.monitorEventLoopDelay) is measured over the same run, and
 * first over BENCH_IDLE_SECONDS with the pool idle: on a machine other work is loading, the idle
 * figure is the floor the busy figure should be read against.
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import {
  createExtractionPool,
  defaultPoolSize,
} from '#server/modules/labs/extraction/extraction-pool';
import { openPdf, renderPdfPageToPng } from '#server/modules/labs/extraction/pdf-pages';
import { US_CONVENTIONAL, fixtureRows } from '../tests/fixtures/labs/lab-report-fixtures';
import { makeLabPdf } from '../tests/fixtures/labs/make-lab-pdf';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);

const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);

function delays(histogram: IntervalHistogram) {
  return `p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`;
}

async function onePageImage(): Promise<Buffer> {
  const pdf = await openPdf(await makeLabPdf(US_CONVENTIONAL));
  try {
    return await renderPdfPageToPng(pdf, 1);
  } finally {
    await pdf.destroy();
  }
}

async function main(): Promise<void> {
  const image = await onePageImage();
  const expectedRows = fixtureRows(US_CONVENTIONAL).length;
  const pool = createExtractionPool(knowledgeFromFiles().biomarkers);
  console.log(
    `cores ${availableParallelism()}, pool ${defaultPoolSize()} worker(s), image ${(image.length / 1024).toFixed(0)} kB, ` +
      `load average at start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}`,
  );

  // Workers started and their OCR engines loaded: the figure is steady-state throughput.
  await pool.warmUp();
  await pool.extract(image, 'png');

  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  idle.disable();

  const busy = monitorEventLoopDelay({ resolution: 10 });
  busy.enable();
  const started = performance.now();
  // One more file in flight than there are workers, so a worker never waits for the next file
  // (all at once would pass the queue's bound: the pool answers busy past it).
  const results: Awaited<ReturnType<typeof pool.extract>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: defaultPoolSize() + 1 }, async () => {
      while (next < IMAGES) {
        next++;
        results.push(await pool.extract(image, 'png'));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  busy.disable();
  await pool.close();

  const rows = results.map((result) => result.rows.length);
  console.log(`images read: ${IMAGES} in ${seconds.toFixed(1)} s`);
  console.log(`throughput: ${((IMAGES / seconds) * 60).toFixed(1)} one-page images per minute`);
  console.log(
    `rows per image: ${Math.min(...rows)}–${Math.max(...rows)} of ${expectedRows} printed`,
  );
  console.log(`event-loop delay, pool idle (${IDLE_SECONDS} s): ${delays(idle)}`);
  console.log(`event-loop delay, pool reading:        ${delays(busy)}`);
  console.log(
    `load average at end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  );
}

await main();
