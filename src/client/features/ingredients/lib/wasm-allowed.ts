/**
 * Whether this page may compile WebAssembly: the Content-Security-Policy must allow it
 * ('wasm-unsafe-eval'). Checked before loading megabytes of a reader that could not start.
 */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

export async function canCompileWasm(): Promise<boolean> {
  if (typeof WebAssembly !== 'object') return false;
  try {
    await WebAssembly.compile(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}
