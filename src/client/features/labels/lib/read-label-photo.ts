/**
 * Reads a photographed label in the browser with tesseract.js, offline: the worker, the
 * WebAssembly core and the English data are files of our own build (Vite `?url`), never a CDN.
 * Loaded only when the user picks a photo (several MB).
 */
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import engDataUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';

/** Text read from the image, with the line breaks of the label turned into commas' neighbours. */
export async function readLabelPhoto(
  image: Blob,
  onProgress?: (share: number) => void,
): Promise<string> {
  const { createWorker, OEM } = await import('tesseract.js');
  const response = await fetch(engDataUrl);
  if (!response.ok) throw new Error('The text reader could not load its language data.');
  const data = new Uint8Array(await response.arrayBuffer());
  const worker = await createWorker([{ code: 'eng', data }], OEM.LSTM_ONLY, {
    workerPath: workerUrl,
    corePath: coreUrl,
    workerBlobURL: false,
    cacheMethod: 'none',
    logger: (message: { status: string; progress: number }) => {
      if (message.status === 'recognizing text') onProgress?.(message.progress);
    },
  });
  try {
    const result = await worker.recognize(image);
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
