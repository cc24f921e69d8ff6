/**
 * OCR on our own server with tesseract.js and the English data shipped in @tesseract.js-data/eng
 * (4.0.0_best_int): no CDN, no network, no report leaves the machine. One worker, created on the
 * first image and reused; recognitions run one at a time because a worker reads one image at once.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export interface OcrEngine {
  /** The text of an image (PNG/JPEG bytes), lines separated by '\n'. */
  recognise(image: Buffer): Promise<string>;
  /** Starts the worker now rather than on the first image (worker start + language data take seconds). */
  warmUp(): Promise<void>;
  /** Terminates the worker; a later recognise starts a new one. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz inside the npm package, wherever node_modules is. */
export function bundledLanguagePath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

class OcrTimeoutError extends Error {
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

/** One page should take a few seconds; a worker still busy after this is stuck and is replaced. */
const DEFAULT_TIMEOUT_MS = 120_000;

export function createOcrEngine(
  options: { cacheDir?: string; timeoutMs?: number } = {},
): OcrEngine {
  const cachePath = options.cacheDir ?? join(tmpdir(), 'wellnest-tesseract');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function startWorker(): Promise<Worker> {
    mkdirSync(cachePath, { recursive: true });
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: bundledLanguagePath(),
      cachePath,
      gzip: true,
      // Without a handler tesseract.js rethrows a refused image outside any promise, killing the process.
      errorHandler: () => undefined,
    });
    // Reports print dark on light: skipping the second, inverted pass saves time on every image.
    await created.setParameters({ tessedit_do_invert: '0' });
    return created;
  }

  async function run(image: Buffer): Promise<string> {
    worker ??= startWorker();
    const current = worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
    });
    try {
      const { data } = await Promise.race([current.then((w) => w.recognize(image)), timeout]);
      return data.text;
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

  return {
    recognise(image) {
      const result = queue.then(() => run(image));
      queue = result.catch(() => undefined);
      return result;
    },
    async warmUp() {
      worker ??= startWorker();
      await worker;
    },
    async close() {
      await queue;
      const current = worker;
      worker = null;
      if (current) await current.then((w) => w.terminate()).catch(() => undefined);
    },
  };
}
