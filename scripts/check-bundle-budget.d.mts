/** Types for scripts/check-bundle-budget.mjs (imported by its test). */
export interface Sizes {
  raw: number;
  brotli: number;
  gzip: number;
}
export interface PageFigures {
  files: { js: string[]; css: string[] };
  js: Sizes;
  total: Sizes;
}
export interface Budget {
  initialJsKb: number;
  totalKb: number;
}
export const BUDGET: Budget;
export const SIGNED_IN_BUDGET: { initialJsKb: number };
export const SIGNED_IN_PAGES: Record<string, string>;
export const SIGNED_IN_START_MODULES: string[];
export const PUBLIC_PAGES: Record<string, string>;
export function initialFiles(
  manifest: Record<string, unknown>,
  pageSource?: string,
  extraSources?: string[],
): { js: string[]; css: string[] };
export function fileSizes(dir: string, file: string): Sizes;
export function measurePage(
  dir: string,
  manifest: Record<string, unknown>,
  pageSource?: string,
  extraSources?: string[],
): PageFigures;
export function budgetFailures(figures: PageFigures, budget?: Budget): string[];
export const KEPT_OUT_OF_FIRST_LOAD: Record<string, { source: string; chunks: string[] }>;
export function keptOutFailures(
  manifest: Record<string, unknown>,
  keptOut?: Record<string, { source: string; chunks: string[] }>,
  extraSources?: string[],
): string[];
