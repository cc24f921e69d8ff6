import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetFailures,
  initialFiles,
  keptOutFailures,
  measurePage,
} from './check-bundle-budget.mjs';

// A manifest shaped like Vite's: the entry imports a vendor chunk statically and the pages
// dynamically; the landing page imports a shared chunk; the pricing page pulls zod.
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/landing.tsx', 'src/pricing.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_zod.js': { file: 'assets/zod.js', name: 'zod' },
  'src/landing.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
  'src/pricing.tsx': {
    file: 'assets/pricing.js',
    isDynamicEntry: true,
    imports: ['index.html', '_zod.js'],
    css: ['assets/pricing.css'],
  },
};

describe('initialFiles', () => {
  it('follows static imports from the entry and the page, each file once, and not dynamic ones', () => {
    expect(initialFiles(MANIFEST, 'src/landing.tsx')).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/landing.js', 'assets/shared.js'],
      css: ['assets/index.css'],
    });
    expect(initialFiles(MANIFEST, 'src/pricing.tsx').js).toContain('assets/zod.js');
    expect(initialFiles(MANIFEST, 'src/landing.tsx').js).not.toContain('assets/zod.js');
  });

  it('fails loudly when the page is not in the manifest', () => {
    expect(() => initialFiles(MANIFEST, 'src/moved.tsx')).toThrow(/not in the manifest/);
  });
});

describe('measurePage and budgetFailures', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-budget-'));
    // Random bytes do not compress, so their compressed size is about their size.
    const noise = (kb: number) =>
      Buffer.from(Array.from({ length: kb * 1024 }, () => Math.floor(Math.random() * 256)));
    const files: Record<string, Buffer> = {
      'index.js': noise(60),
      'vendor.js': noise(50),
      'shared.js': noise(5),
      'landing.js': Buffer.from('export const a = 1;\n'.repeat(2000)), // compresses well
      'zod.js': noise(30),
      'pricing.js': noise(1),
      'index.css': noise(8),
      'pricing.css': noise(1),
    };
    for (const [name, body] of Object.entries(files))
      writeFileSync(join(dir, 'assets-' + name), body);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const measure = (page: string) =>
    measurePage(dir, JSON.parse(JSON.stringify(MANIFEST).replaceAll('assets/', 'assets-')), page);

  it('sums compressed JS and JS + CSS, compressed smaller than raw for text', () => {
    const landing = measure('src/landing.tsx');
    expect(landing.js.raw).toBe((60 + 50 + 5) * 1024 + 40_000);
    expect(landing.js.brotli).toBeGreaterThan(115 * 1024);
    expect(landing.js.brotli).toBeLessThan(landing.js.raw);
    expect(landing.total.brotli - landing.js.brotli).toBeGreaterThan(8 * 1024);
    expect(budgetFailures(landing)).toEqual([]);
  });

  it('names each budget a page breaks', () => {
    const pricing = measure('src/pricing.tsx');
    expect(budgetFailures(pricing)).toEqual([
      expect.stringMatching(/^initial JS is 14\d\.\d KB Brotli, over the 120 KB budget$/),
    ]);
    expect(budgetFailures(pricing, { initialJsKb: 200, totalKb: 100 })).toEqual([
      expect.stringMatching(/^JS \+ CSS is .* over the 100 KB budget$/),
    ]);
  });
});

describe('keptOutFailures', () => {
  it('names a page that loads a kept-out chunk first, and passes one that loads it later', () => {
    const keptOut = {
      '/pricing': { source: 'src/pricing.tsx', chunks: ['zod'] },
      '/': { source: 'src/landing.tsx', chunks: ['zod'] },
    };
    expect(keptOutFailures(MANIFEST, keptOut)).toEqual([
      '/pricing loads zod (assets/zod.js) with its first screen',
    ]);
  });

  it('fails when the build has no chunk of that name, rather than passing blind', () => {
    expect(
      keptOutFailures(MANIFEST, { '/': { source: 'src/landing.tsx', chunks: ['form-library'] } }),
    ).toEqual(["/: the build has no chunk named 'form-library' to look for"]);
  });
});
