/**
 * OCR on our own server with tesseract.js and the English data shipped in @tesseract.js-data/eng:
 * no CDN, no network, no report leaves the machine. One worker, created on the first image and
 * reused; recognitions run one at a time because a worker reads one image at once.
 *
 * Two recognisers are on offer. `lstm` (4.0.0_best_int, the neural line recogniser) reads pages.
 * `shapes` is Tesseract's older classifier (the 4.0.0 data, which holds both models), matching
 * each glyph's outline features: weaker on a poor picture, but it fails differently, so a value
 * both read alike is far more likely right than one read twice by the same network.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createWorker,
  OEM,
  PSM,
  type Page,
  type RecognizeOptions,
  type Worker,
  type WorkerParams,
} from 'tesseract.js';
import type { OcrWord } from './word-rows';

export interface OcrEngine {
  /** The text of an image (PNG/JPEG bytes), lines separated by '\n'. */
  recognise(image: Buffer): Promise<string>;
  /** The words of an image (PNG/JPEG/PGM bytes) with their boxes, for rebuilding table rows. */
  recogniseWords(image: Buffer): Promise<OcrWord[]>;
  /**
   * The image decoded to 8-bit greyscale by tesseract's own decoder (inside WebAssembly, so a
   * corrupt upload cannot crash the process), as the PNG leptonica writes; no recognition is run.
   */
  readGreyscale(image: Buffer): Promise<Buffer>;
  /** Starts the worker now rather than on the first image (worker start + language data take seconds). */
  warmUp(): Promise<void>;
  /** Terminates the worker; a later recognise starts a new one. */
  close(): Promise<void>;
  /** Whether a worker is started or starting (it is let go after idleCloseMs without work). */
  hasWorker(): boolean;
}

const require = createRequire(import.meta.url);

export type OcrModel = 'lstm' | 'shapes';

/** The folder holding the model's eng.traineddata.gz inside the npm package, wherever node_modules is. */
export function bundledLanguagePath(model: OcrModel = 'lstm'): string {
  return join(
    dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    model === 'lstm' ? '4.0.0_best_int' : '4.0.0',
  );
}

export class OcrTimeoutError extends Error {
  constructor() {
    super('OCR took too long.');
    this.name = 'OcrTimeoutError';
  }
}

async function isStarted(worker: Promise<Worker>): Promise<boolean> {
  return worker.then(
    () => true,
    () => false,
  );
}

/**
 * Pages are read as one uniform block of text (PSM 6) when the rows are rebuilt from the words:
 * tesseract's automatic layout analysis (PSM 3) takes about twice as long on a table and, on a
 * photo, cuts rows into column fragments that word-rows.ts puts back together anyway.
 */
// tesseract.js hands recognize options it does not know to Tesseract as parameters, for this call only.
const WORDS_OPTIONS: Partial<WorkerParams> = { tessedit_pageseg_mode: PSM.SINGLE_BLOCK };

/** One page should take a few seconds; a worker still busy after this is stuck and is replaced. */
const DEFAULT_TIMEOUT_MS = 120_000;
/**
 * A worker left with nothing to read for this long is terminated: it holds its model and
 * WebAssembly heap (tens of MB each) for a report that may never come. The next image starts a
 * new one, about a second.
 */
const DEFAULT_IDLE_CLOSE_MS = 60_000;

export function createOcrEngine(
  options: { timeoutMs?: number; model?: OcrModel; idleCloseMs?: number } = {},
): OcrEngine {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idleCloseMs = options.idleCloseMs ?? DEFAULT_IDLE_CLOSE_MS;
  const model = options.model ?? 'lstm';
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Terminates the worker once nothing has been asked of it for idleCloseMs. */
  function closeWhenIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const current = worker;
      if (waiting > 0 || !current) return;
      worker = null;
      void current.then((w) => w.terminate()).catch(() => undefined);
    }, idleCloseMs);
    // The timer alone never keeps a process alive.
    idleTimer.unref();
  }

  async function startWorker(): Promise<Worker> {
    const created = await createWorker(
      'eng',
      model === 'lstm' ? OEM.LSTM_ONLY : OEM.TESSERACT_ONLY,
      {
        langPath: bundledLanguagePath(model),
        gzip: true,
        // Each worker unpacks the bundled language data itself (about 0.1 s, once per worker). With
        // tesseract.js's file cache, two workers starting together raced: one read the copy the
        // other was still writing, failed with "Failed loading language 'eng'" and never answered.
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows a refused image outside any promise, killing the process.
        errorHandler: () => undefined,
      },
    );
    // Reports print dark on light: skipping the second, inverted pass saves time on every image.
    await created.setParameters({ tessedit_do_invert: '0' });
    return created;
  }

  async function run<T>(read: (worker: Worker) => Promise<T>): Promise<T> {
    worker ??= startWorker();
    const current = worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
    });
    const reading = current.then(read);
    // A reading that loses the race to the timeout may still fail later, on a worker terminated
    // by then; with no handler that rejection would be unhandled and end the process. (A bench run
    // under heavy load once ended on tesseract.js's "Cannot read properties of null (reading
    // 'postMessage')", a recognition sent to a terminated worker; this is the one path we found
    // where such a failure had no handler.)
    reading.catch(() => undefined);
    try {
      return await Promise.race([reading, timeout]);
    } catch (error) {
      // A worker that hangs or could not start is replaced; one that refused a bad image is kept.
      if (error instanceof OcrTimeoutError || !(await isStarted(current))) {
        if (worker === current) worker = null;
        await current.then((w) => w.terminate()).catch(() => undefined);
      }
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  function enqueue<T>(read: (worker: Worker) => Promise<T>): Promise<T> {
    waiting++;
    clearTimeout(idleTimer);
    const result = queue.then(() => run(read));
    queue = result
      .catch(() => undefined)
      .finally(() => {
        if (--waiting === 0) closeWhenIdle();
      });
    return result;
  }

  return {
    recognise: (image) => enqueue(async (w) => (await w.recognize(image)).data.text),
    recogniseWords: (image) =>
      enqueue(async (w) =>
        wordsOf(
          (await w.recognize(image, WORDS_OPTIONS as RecognizeOptions, { blocks: true })).data,
        ),
      ),
    readGreyscale: (image) =>
      enqueue(async (w) => {
        const { data } = await w.recognize(image, {}, { text: false, imageGrey: true });
        return Buffer.from(
          (data.imageGrey ?? '').replace(/^data:image\/png;base64,/, ''),
          'base64',
        );
      }),
    async warmUp() {
      worker ??= startWorker();
      await worker;
    },
    async close() {
      clearTimeout(idleTimer);
      await queue;
      clearTimeout(idleTimer);
      const current = worker;
      worker = null;
      if (current) await current.then((w) => w.terminate()).catch(() => undefined);
    },
    hasWorker: () => worker !== null,
  };
}

/** Every word on the page with its box and the slope of its line's baseline. */
function wordsOf(page: Page): OcrWord[] {
  const words: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        const lineSlope = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0;
        for (const word of line.words)
          words.push({ text: word.text, bbox: word.bbox, lineSlope, confidence: word.confidence });
      }
    }
  }
  return words;
}
