/**
 * Reads a photographed label in the browser with tesseract.js, offline: the worker, the
 * WebAssembly core and the English data are files of our own build (Vite `?url`), never a CDN.
 * Loaded only when the user picks a photo (several MB); the photo never leaves the device.
 */
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import engDataUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import { canCompileWasm } from './wasm-allowed';

/** Longer than a phone takes on a label; a reader that stalls must not spin for ever. */
const READ_TIMEOUT_MS = 120_000;

// tesseract.js 7 reads a language from its IndexedDB cache ('keyval-store', key
// './eng.traineddata') before any download; our data, fetched from our own origin, is put there
// (its own bytes-as-language option names the language after the bytes and fails).
const CACHE_DB = 'keyval-store';
const CACHE_STORE = 'keyval';
const CACHE_KEY = './eng.traineddata';

function putInReaderCache(data: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(CACHE_DB);
    open.onupgradeneeded = () => open.result.createObjectStore(CACHE_STORE);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
    open.onsuccess = () => {
      const db = open.result;
      const transaction = db.transaction(CACHE_STORE, 'readwrite');
      transaction.objectStore(CACHE_STORE).put(data, CACHE_KEY);
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    };
  });
}

async function loadLanguageData(): Promise<void> {
  const response = await fetch(engDataUrl);
  if (!response.ok) throw new Error('The text reader could not load its language data.');
  await putInReaderCache(new Uint8Array(await response.arrayBuffer()));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('The text reader took too long.')), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The text read from the image, its wrapped lines joined. */
export async function readLabelPhoto(
  image: Blob,
  onProgress?: (share: number) => void,
): Promise<string> {
  if (!(await canCompileWasm())) throw new Error('This page cannot run the text reader.');
  const { createWorker, OEM } = await import('tesseract.js');
  await loadLanguageData();
  const worker = await withTimeout(
    createWorker('eng', OEM.LSTM_ONLY, {
      workerPath: workerUrl,
      corePath: coreUrl,
      // Only ever our own origin: a cache miss asks here (and fails), never the default CDN.
      langPath: new URL('/assets', window.location.href).href,
      workerBlobURL: false,
      cacheMethod: 'readOnly',
      logger: (message: { status: string; progress: number }) => {
        if (message.status === 'recognizing text') onProgress?.(message.progress);
      },
    }),
    READ_TIMEOUT_MS,
  );
  try {
    const result = await withTimeout(worker.recognize(image), READ_TIMEOUT_MS);
    return tidyOcrText(result.data.text);
  } finally {
    await worker.terminate();
  }
}

/** Joins the label's wrapped lines: a line break inside a list is a space, not a new ingredient. */
export function tidyOcrText(text: string): string {
  return text
    .replace(/-\n(?=[a-z])/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
