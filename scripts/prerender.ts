/**
 * Prerenders the public pages after `vite build` (public pages are fast HTML: title, description,
 * canonical, social tags and JSON-LD present without JavaScript).
 *
 * 1. Builds the SSR bundle of src/client/entry-server.tsx with Vite (vite.config.ts plugins apply).
 * 2. Renders every APP_ROUTES entry marked `prerender: true` into dist/client/prerendered/<name>.html,
 *    with the stylesheet inline (see inlineStylesheets) and the boot loader in place of the entry
 *    script, told when to start the app (bootModeFor).
 * 3. Writes dist/client/routes.json ({ known, knownPrefixes, prerendered, shellWhen, sitemap,
 *    frames, firstData }) for the server: real 404s, prerendered HTML, the indexable canonical
 *    paths for sitemap.xml (so /privacy, whose canonical is /privacy-policy, is left out), and
 *    the name of each app page's first data (its page's declaration, ADR 119), which the server
 *    answers into the page for a signed-in visitor.
 * 4. Writes dist/client/spa.html: the SPA shell with default, noindex head tags and the frame it
 *    paints before its app runs (between APP_FRAME_START and APP_FRAME_END, which the server
 *    replaces with a signed-in page rendered for its member by dist/server-render, ADR 111) (src/client/components/layouts/app-frame.tsx, and the cookie
 *    banner, marked by an inline script before the first paint), with the boot loader starting
 *    the app after that paint.
 *
 * URLs keep the %APP_URL% placeholder; the server replaces it with its configured origin.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { build } from 'vite';
import { BOOT_MODE_ATTRIBUTE, type BootMode } from '../src/shared/contracts/page-boot.contract.ts';
import type { PrerenderedQuery } from '../src/client/lib/prerendered-queries.ts';
import { bootModeFor, type RenderedPage } from './boot-mode.ts';
import { prerenderedQueriesFor } from './prerender-queries.ts';
import { renderHeadTags, renderShellHeadTags } from '../src/client/config/head.ts';
import type { PageMeta } from '../src/client/config/page-meta-types.ts';

interface ServerEntry {
  render: (path: string, queries: PrerenderedQuery[]) => Promise<RenderedPage>;
  prerenderedQueriesTag: (queries: PrerenderedQuery[]) => string;
  renderAppFrame: () => string;
  renderPageFrames: () => Record<string, string>;
  /** Each path's head tags, from its page's declaration (ADR 119). */
  metaFor: (path: string) => PageMeta;
  /** Each app path's first data name, from its page's declaration (ADR 066, ADR 119). */
  FIRST_DATA: Record<string, string>;
  PAGE_FRAME_SLOT: string;
  APP_FRAME_START: string;
  APP_FRAME_END: string;
  APP_ROUTES: Array<{
    path: string;
    prerender?: boolean;
    shellWhen?: { query?: string[]; signedIn?: boolean };
    bootAtLoad?: boolean;
  }>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const SSR_DIR = path.join(ROOT, 'dist/server-render');
const HEAD_PLACEHOLDER = '<!--app-head-->';
const HTML_PLACEHOLDER = '<!--app-html-->';
const BOOT_MODE_PLACEHOLDER = '%BOOT_MODE%';

/** '/' → 'index.html', '/about' → 'about.html', '/a/b' → 'a/b.html'. */
function fileNameFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\/+|\/+$/g, '')}.html`;
}

function fillTemplate(template: string, head: string, body: string, afterRoot = ''): string {
  for (const placeholder of [HEAD_PLACEHOLDER, HTML_PLACEHOLDER]) {
    if (!template.includes(placeholder))
      throw new Error(`dist/client/index.html is missing ${placeholder}`);
  }
  // Functions as replacements, so `$&`-style patterns in the content are not interpreted.
  return template
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(HTML_PLACEHOLDER, () => body)
    .replace('</body>', () => `${afterRoot}</body>`);
}

/**
 * Route paths ending in one `:param` segment ('/upgrade/:feature') become prefixes ('/upgrade/')
 * the server accepts followed by one segment. Any other use of a parameter is refused here, so
 * the server's known-path check never silently answers 404 for a real page.
 */
function knownPrefixesFor(routePaths: string[]): string[] {
  const prefixes: string[] = [];
  for (const routePath of routePaths) {
    const index = routePath.indexOf('/:');
    if (index === -1) continue;
    if (routePath.indexOf('/', index + 1) !== -1 || routePath.indexOf(':', index + 2) !== -1)
      throw new Error(`${routePath}: only a single trailing :param segment is supported`);
    prefixes.push(routePath.slice(0, index + 1));
  }
  return prefixes;
}

/** A prerendered page must be the real page: one h1 and no lazy-loading fallback. */
function checkRendered(routePath: string, html: string): void {
  const h1Count = (html.match(/<h1[\s>]/g) ?? []).length;
  if (h1Count !== 1) throw new Error(`${routePath}: expected exactly one <h1>, found ${h1Count}`);
  if (/Loading [^<]* page\.\.\./.test(html))
    throw new Error(`${routePath}: rendered the loading fallback`);
}

/**
 * Prerendered pages carry the app's stylesheet inline: it is one Tailwind file of about 9 KB
 * compressed, so a separate request would only delay the first paint by a round trip (on a slow
 * mobile network about as long as the HTML itself). The SPA shell does the same, so its frame
 * paints with the HTML: a member loads it once a visit, then moves between pages in the app.
 * (A disabled link to the same file stays in the page for Vite's preload helper; see below.)
 */
async function inlineStylesheets(template: string): Promise<string> {
  const links = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g),
  ];
  if (links.length === 0) throw new Error('dist/client/index.html links no stylesheet');
  let inlined = template;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(CLIENT_DIR, href ?? ''), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`);
    // The disabled link is never fetched, but Vite's preload helper sees it and does not add the
    // same file again when a lazy chunk names it as a dependency: a second copy arriving after
    // the first paint made the browser restyle and lay out the whole page (Lighthouse's TBT).
    inlined = inlined.replace(
      tag,
      () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return inlined;
}

/** Bundles one entry on its own into a small, minified classic script: no app code, no React. */
async function bundleClassicScript(entry: string): Promise<string> {
  const bundle = await rolldown({
    cwd: ROOT,
    input: path.join(ROOT, entry),
    platform: 'browser',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}

/**
 * The boot loader of prerendered pages (ADR 039, ADR 049; src/client/boot/public-page-boot.ts),
 * written as a hashed asset. Returns its URL.
 */
async function writeBootScript(): Promise<string> {
  const code = await bundleClassicScript('src/client/boot/public-page-boot.entry.ts');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const href = `/assets/boot-${hash}.js`;
  await writeFile(path.join(CLIENT_DIR, href), code);
  return href;
}

/**
 * The SPA shell's inline script (src/client/boot/stored-state.ts, a few hundred bytes): it runs
 * as the parser reaches it, right after the frame, so the frame's cookie banner is marked before
 * the first paint. A separate file would hold the paint back a round trip. The server allows it
 * by its hash in the shell's Content-Security-Policy (site-files.ts, inlineScriptHashes).
 */
async function storedStateScriptTag(): Promise<string> {
  const code = (await bundleClassicScript('src/client/boot/stored-state.entry.ts')).trim();
  if (code.includes('</script')) throw new Error('the stored-state script contains </script');
  return `<script>${code}</script>`;
}

/** Replaces the entry module script and its modulepreloads with the boot loader. */
function bootAfterFirstPaint(template: string, bootHref: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(
    template,
  );
  if (!entry?.[1]) throw new Error('dist/client/index.html has no entry module script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g),
  ];
  let html = template.replace(entry[0], '');
  for (const [tag] of preloads) html = html.replace(tag, '');
  const loader = `<script defer src="${bootHref}" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}" ${BOOT_MODE_ATTRIBUTE}="${BOOT_MODE_PLACEHOLDER}"></script>`;
  return html.replace('</head>', `${loader}\n</head>`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const templatePath = path.join(CLIENT_DIR, 'index.html');
  const template = await readFile(templatePath, 'utf8').catch(() => {
    throw new Error('dist/client/index.html not found: run `vite build` first');
  });

  const pageTemplate = bootAfterFirstPaint(
    await inlineStylesheets(template),
    await writeBootScript(),
  );
  // The SPA shell starts its app the same way, always after the first paint: the frame (and the
  // cookie banner when no choice is stored) paints from the HTML and its inline styles alone,
  // instead of after the browser has fetched the app's modules it found in the head.
  const shellTemplate = pageTemplate.replace(BOOT_MODE_PLACEHOLDER, 'load');

  await build({
    root: ROOT,
    build: { ssr: 'src/client/entry-server.tsx', outDir: 'dist/server-render', emptyOutDir: true },
    logLevel: 'warn',
  });

  const entry = (await import(
    pathToFileURL(path.join(SSR_DIR, 'entry-server.js')).href
  )) as ServerEntry;
  const prerendered: Record<string, string> = {};
  const bootModes: Record<BootMode, string[]> = { intent: [], load: [] };
  const outDir = path.join(CLIENT_DIR, 'prerendered');
  await rm(outDir, { recursive: true, force: true });

  const prerenderedRoutes = entry.APP_ROUTES.filter((candidate) => candidate.prerender);
  const shellWhen: Record<string, { query?: string[]; signedIn?: boolean }> = {};
  for (const route of prerenderedRoutes) {
    if (route.shellWhen) shellWhen[route.path] = route.shellWhen;
    const queries = prerenderedQueriesFor(route.path, started);
    const rendered = await entry.render(route.path, queries);
    checkRendered(route.path, rendered.html);
    const mode = bootModeFor(rendered, route);
    bootModes[mode].push(route.path);
    const html = fillTemplate(
      pageTemplate.replace(BOOT_MODE_PLACEHOLDER, mode),
      renderHeadTags(route.path, entry.metaFor(route.path)),
      rendered.html,
      queries.length > 0 ? entry.prerenderedQueriesTag(queries) : '',
    );
    const relative = `prerendered/${fileNameFor(route.path)}`;
    const target = path.join(CLIENT_DIR, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    prerendered[route.path] = relative;
  }

  const sitemap = Object.keys(prerendered).filter((routePath) => {
    const meta = entry.metaFor(routePath);
    return meta.robots === 'index,follow' && (meta.canonicalPath ?? routePath) === routePath;
  });
  const manifest = {
    known: entry.APP_ROUTES.map((route) => route.path),
    knownPrefixes: knownPrefixesFor(entry.APP_ROUTES.map((route) => route.path)),
    prerendered,
    // When the server sends the SPA shell for a prerendered path (AppRoute.shellWhen).
    shellWhen,
    sitemap,
    // Signed-in pages' frames (AppRoute.frame), which the server puts in the SPA shell's slot.
    frames: entry.renderPageFrames(),
    // Each app page's first data by route path: the name its page's declaration gives it.
    firstData: Object.fromEntries(
      entry.APP_ROUTES.flatMap((route) => {
        const name = entry.FIRST_DATA[route.path];
        return name === undefined ? [] : [[route.path, name]];
      }),
    ),
  };
  await writeFile(path.join(CLIENT_DIR, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const frame = entry.renderAppFrame();
  if (!frame.includes(entry.PAGE_FRAME_SLOT))
    throw new Error('the app frame has no page frame slot (components/layouts/app-frame.tsx)');
  await writeFile(
    path.join(CLIENT_DIR, 'spa.html'),
    fillTemplate(
      shellTemplate,
      renderShellHeadTags(),
      // Marked, so the server can put a signed-in page rendered for its member in its place (ADR 111).
      `${entry.APP_FRAME_START}${frame}${entry.APP_FRAME_END}`,
      await storedStateScriptTag(),
    ),
  );

  // The SSR bundle stays: the server renders signed-in pages with it at request time (ADR 111).

  const count = Object.keys(prerendered).length;
  console.log(
    `prerender: the app starts on intent on ${bootModes.intent.join(', ')}; after the first paint on ${bootModes.load.join(', ')}`,
  );
  console.log(
    `prerender: ${count} pages, routes.json and spa.html written in ${Date.now() - started} ms`,
  );
}

// Exit explicitly: rendering creates query-cache garbage-collection timers that would keep a
// finished build alive for minutes.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('prerender failed:', error);
    process.exit(1);
  },
);
