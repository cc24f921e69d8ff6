/**
 * Barcode reading from the camera: the browser's own BarcodeDetector where it has one, otherwise
 * the `barcode-detector` polyfill, whose ZXing WebAssembly is a file of our own build (Vite `?url`
 * and the module's locateFile override), never its default CDN. Loaded only when scanning starts.
 */
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { canCompileWasm } from './wasm-allowed';

export const RETAIL_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

export interface BarcodeReader {
  detect: (source: ImageBitmapSource) => Promise<{ rawValue: string }[]>;
}

interface DetectorConstructor {
  new (options?: { formats?: string[] }): BarcodeReader;
  getSupportedFormats?: () => Promise<string[]>;
}

function nativeDetector(): DetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = nativeDetector();
  if (native) {
    const supported = (await native.getSupportedFormats?.()) ?? [];
    const formats = RETAIL_FORMATS.filter((format) => supported.includes(format));
    if (formats.length > 0) return new native({ formats });
  }
  if (!(await canCompileWasm())) throw new Error('This page cannot run the barcode reader.');
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(zxingWasmUrl, window.location.href).href : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: [...RETAIL_FORMATS] });
}
