// The landing page's bundle budget, checked by `npm test` after the build: its initial
// JavaScript at most 120 KB and its JavaScript + CSS at most 200 KB, Brotli-compressed (quality
// 11, what the server sends: scripts/precompress.mjs), 1 KB = 1024 bytes.
//
// Measured from Vite's manifest (dist/client/.vite/manifest.json): the entry chunk and every chunk
// it imports statically, plus the page's own module and its static imports (src/client/main.tsx
// loads the current page's module before it hydrates, so it is part of the first load), plus the
// CSS those chunks bring. Chunks loaded later with import() (signed-in extras, other pages) are
// not counted. Prints the figures for every public page; only the landing page's fail the run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const BUDGET = { initialJsKb: 120, totalKb: 200 };

/**
 * A signed-in page's budget: the JavaScript one load of /dashboard downloads before anything is
 * scrolled to, Brotli-compressed. It counts what the landing page's does (the entry and the page's
 * module, with their static imports) plus the modules every signed-in page starts at load
 * (`SIGNED_IN_START_MODULES`); sections the page loads when scrolled to are not counted. The goal
 * is 170 KB for everything a /dashboard load downloads as Lighthouse counts it (response headers,
 * about 1.3 KB a file, and the small chunks that load after the first render included: 164 KB in
 * 20 files when this part was 129 KB), so this part is held well under it.
 */
export const SIGNED_IN_BUDGET = { initialJsKb: 140 };

/** Signed-in pages whose first load is budgeted, by path and the page's module. */
export const SIGNED_IN_PAGES = {
  '/dashboard': 'src/client/app/routes/dashboard/dashboard.tsx',
};

/**
 * What the app shell and the entry import() for a signed-in user at load: the header's signed-in
 * navigation, plan and notification badges (one chunk, signed-in-frame.ts), the cookie banner and
 * the error reporter. The welcome
 * disclaimer's popup loads only for an account that has not answered it, so a returning member's
 * load does not count it.
 */
export const SIGNED_IN_START_MODULES = [
  'src/client/app/signed-in-frame.ts',
  'src/client/features/consent/cookie-banner.tsx',
  'src/client/features/error-reporting/install-error-reporter.ts',
];

/** Public pages by path and the module each loads before hydrating (see the route files). */
export const PUBLIC_PAGES = {
  '/': 'src/client/app/routes/marketing/landing.tsx',
  '/about': 'src/client/app/routes/marketing/about.tsx',
  '/features': 'src/client/app/routes/marketing/features.tsx',
  '/how-it-works': 'src/client/app/routes/marketing/how-it-works.tsx',
  '/pricing': 'src/client/app/routes/billing/pricing.tsx',
  '/sample-report': 'src/client/app/routes/labs/sample-report.tsx',
  '/privacy-policy': 'src/client/app/routes/legal/privacy.tsx',
  '/terms-of-service': 'src/client/app/routes/legal/terms.tsx',
  '/legal': 'src/client/app/routes/legal/legal.tsx',
  '/compliance-center': 'src/client/app/routes/legal/compliance-center.tsx',
  '/wellness-policy': 'src/client/app/routes/legal/wellness-policy.tsx',
};

/**
 * Code a page must not load with its first screen, by the manifest `name` of the chunk that
 * carries it: the form library (in `use-contract-form`'s chunk) where the page's forms load when
 * the member starts to edit them (src/client/lib/form-on-edit.tsx), and zod where the page
 * imports only its contract's words and codes, which live in zod-free modules of
 * src/shared/domain (ADR 181). Counted with the modules a signed-in load starts.
 */
export const KEPT_OUT_OF_FIRST_LOAD = {
  '/wellness-goals': {
    source: 'src/client/app/routes/tracking/goals.tsx',
    chunks: ['use-contract-form'],
  },
  '/subscription-setup': {
    source: 'src/client/app/routes/billing/subscription-setup.tsx',
    chunks: ['zod'],
  },
  '/profile': { source: 'src/client/app/routes/account/profile.tsx', chunks: ['zod'] },
  '/onboarding': { source: 'src/client/app/routes/account/onboarding.tsx', chunks: ['zod'] },
  '/symptoms': {
    source: 'src/client/app/routes/tracking/symptoms.tsx',
    chunks: ['zod', 'use-contract-form'],
  },
  '/community/new': {
    source: 'src/client/app/routes/community/new-thread.tsx',
    chunks: ['zod', 'use-contract-form'],
  },
};

/**
 * What each page of `keptOut` loads first that it must not. A chunk name the build no longer has
 * is a failure too: the check could not tell, and must not pass for that reason.
 */
export function keptOutFailures(manifest, keptOut = KEPT_OUT_OF_FIRST_LOAD, extraSources = []) {
  const failures = [];
  for (const [path, { source, chunks }] of Object.entries(keptOut)) {
    const { js } = initialFiles(manifest, source, extraSources);
    for (const name of chunks) {
      const chunk = Object.values(manifest).find((entry) => entry.name === name && !entry.isEntry);
      if (!chunk) failures.push(`${path}: the build has no chunk named '${name}' to look for`);
      else if (js.includes(chunk.file))
        failures.push(`${path} loads ${name} (${chunk.file}) with its first screen`);
    }
  }
  return failures;
}

/** The files one page loads first: JS (entry + page, with static imports) and CSS. */
export function initialFiles(manifest, pageSource, extraSources = []) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const roots = [entryKey];
  for (const source of [pageSource, ...extraSources].filter(Boolean)) {
    if (!manifest[source]) throw new Error(`${source} is not in the manifest`);
    roots.push(source);
  }
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { js: [...js], css: [...css] };
}

const sizeCache = new Map();
/** Raw, Brotli (quality 11) and gzip (level 9) sizes of a built file. */
export function fileSizes(dir, file) {
  const path = join(dir, file);
  let sizes = sizeCache.get(path);
  if (!sizes) {
    const body = readFileSync(path);
    sizes = {
      raw: body.length,
      brotli: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length,
      gzip: gzipSync(body, { level: 9 }).length,
    };
    sizeCache.set(path, sizes);
  }
  return sizes;
}

const sum = (dir, files) =>
  files.reduce(
    (total, file) => {
      const sizes = fileSizes(dir, file);
      return {
        raw: total.raw + sizes.raw,
        brotli: total.brotli + sizes.brotli,
        gzip: total.gzip + sizes.gzip,
      };
    },
    { raw: 0, brotli: 0, gzip: 0 },
  );

/** A page's figures: initial JS and JS + CSS, each raw, Brotli and gzip, in bytes. */
export function measurePage(dir, manifest, pageSource, extraSources = []) {
  const files = initialFiles(manifest, pageSource, extraSources);
  const js = sum(dir, files.js);
  const css = sum(dir, files.css);
  return {
    files,
    js,
    total: { raw: js.raw + css.raw, brotli: js.brotli + css.brotli, gzip: js.gzip + css.gzip },
  };
}

/** What breaks the budget, in words; empty when the page is within it. */
export function budgetFailures(figures, budget = BUDGET) {
  const failures = [];
  const kb = (bytes) => bytes / 1024;
  if (kb(figures.js.brotli) > budget.initialJsKb)
    failures.push(
      `initial JS is ${kb(figures.js.brotli).toFixed(1)} KB Brotli, over the ${budget.initialJsKb} KB budget`,
    );
  if (kb(figures.total.brotli) > budget.totalKb)
    failures.push(
      `JS + CSS is ${kb(figures.total.brotli).toFixed(1)} KB Brotli, over the ${budget.totalKb} KB budget`,
    );
  return failures;
}

function main() {
  const dir = join(new URL('..', import.meta.url).pathname, 'dist/client');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.error('bundle budget: dist/client/.vite/manifest.json not found: run `npm run build`');
    process.exit(1);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  console.log(
    `Bundle budget (Brotli q11; gzip -9 and raw for reference). Landing page: initial JS <= ${BUDGET.initialJsKb} KB, JS + CSS <= ${BUDGET.totalKb} KB`,
  );
  console.log(
    `${'page'.padEnd(18)} ${'JS br'.padStart(9)} ${'JS gz'.padStart(9)} ${'JS raw'.padStart(9)} ${'all br'.padStart(9)} ${'all gz'.padStart(9)} ${'all raw'.padStart(9)}  files`,
  );
  let failures = [];
  for (const [path, source] of Object.entries(PUBLIC_PAGES)) {
    const figures = measurePage(dir, manifest, source);
    console.log(
      `${path.padEnd(18)} ${kb(figures.js.brotli)} ${kb(figures.js.gzip)} ${kb(figures.js.raw)} ${kb(figures.total.brotli)} ${kb(figures.total.gzip)} ${kb(figures.total.raw)}  ${figures.files.js.length} JS, ${figures.files.css.length} CSS`,
    );
    if (path === '/') failures = budgetFailures(figures);
  }
  const signedInFailures = [];
  console.log(
    `\nSigned-in pages (with the modules a signed-in load starts): initial JS <= ${SIGNED_IN_BUDGET.initialJsKb} KB`,
  );
  for (const [path, source] of Object.entries(SIGNED_IN_PAGES)) {
    const figures = measurePage(dir, manifest, source, SIGNED_IN_START_MODULES);
    console.log(
      `${path.padEnd(18)} ${kb(figures.js.brotli)} ${kb(figures.js.gzip)} ${kb(figures.js.raw)} ${kb(figures.total.brotli)} ${kb(figures.total.gzip)} ${kb(figures.total.raw)}  ${figures.files.js.length} JS, ${figures.files.css.length} CSS`,
    );
    if (figures.js.brotli / 1024 > SIGNED_IN_BUDGET.initialJsKb)
      signedInFailures.push(
        `${path}: initial JS is ${(figures.js.brotli / 1024).toFixed(1)} KB Brotli, over the ${SIGNED_IN_BUDGET.initialJsKb} KB budget`,
      );
  }
  if (failures.length) {
    console.error(`\nThe landing page is over its bundle budget:\n- ${failures.join('\n- ')}`);
  }
  if (signedInFailures.length) {
    console.error(
      `\nA signed-in page is over its bundle budget:\n- ${signedInFailures.join('\n- ')}`,
    );
  }
  const keptOut = keptOutFailures(manifest, KEPT_OUT_OF_FIRST_LOAD, SIGNED_IN_START_MODULES);
  if (keptOut.length) {
    console.error(`\nA page loads at first what it must not:\n- ${keptOut.join('\n- ')}`);
  }
  if (failures.length || signedInFailures.length || keptOut.length) process.exit(1);
  console.log('\nThe landing page and the signed-in pages are within their bundle budgets.');
  console.log(
    `Kept out of the first load: ${Object.entries(KEPT_OUT_OF_FIRST_LOAD)
      .map(([path, { chunks }]) => `${path} (${chunks.join(', ')})`)
      .join(', ')}.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
