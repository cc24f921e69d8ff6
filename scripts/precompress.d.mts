/** Types for scripts/precompress.mjs (imported by the site module's tests). */
export function precompressDir(
  dir: string,
): Promise<{ files: number; before: number; after: number }>;
