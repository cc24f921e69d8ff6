/** The built client (dist/client): which paths exist, which are prerendered, and their HTML. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface SiteFiles {
  root: string;
  isBuilt: boolean;
  known: Set<string>;
  /** Prefixes of routes with one trailing parameter ('/upgrade/' for '/upgrade/:feature'). */
  knownPrefixes: string[];
  prerendered: Map<string, string>;
  /**
   * Prerendered paths whose HTML is not the first screen in some cases (the client's
   * AppRoute.shellWhen): with one of `query`'s parameters, or to a signed-in visitor when
   * `signedIn`, the SPA shell is sent instead.
   */
  shellWhen: Map<string, ShellWhen>;
  /** Canonical, indexable public paths (duplicates such as /privacy are left out). */
  sitemap: string[];
  spaShell: string;
  /**
   * CSP sources ('sha256-…') for the SPA shell's inline scripts (scripts/prerender.ts writes one,
   * which marks the frame's cookie banner before the first paint). Only the shell's answers carry
   * them; every other response keeps the policy without inline scripts.
   */
  spaScriptHashes: string[];
  /**
   * The static top of signed-in pages that have one (the client's AppRoute.frame), by path: the
   * SPA shell answered to a signed-in visitor paints it in PAGE_FRAME_SLOT.
   */
  pageFrames: Map<string, string>;
  /**
   * Each app page's first data by route path ('/labs/:id' → 'labReport'): the name of its entry
   * in the client's server entry's PAGE_DATA (its page's declaration, ADR 119).
   */
  firstData: Map<string, string>;
  /**
   * The client's server entry (entry-server.tsx built into dist/server-render, and bundled into
   * dist/server-render/bundled by the server's build), which renders a signed-in page for its
   * member (ADR 111); absent from a client built without it.
   */
  memberRenderEntry?: string;
}

export interface ShellWhen {
  query?: string[];
  signedIn?: boolean;
}

interface RoutesManifest {
  known: string[];
  knownPrefixes?: string[];
  prerendered: Record<string, string>;
  shellWhen?: Record<string, ShellWhen>;
  sitemap?: string[];
  frames?: Record<string, string>;
  firstData?: Record<string, string>;
}

export function loadSiteFiles(staticDir: string): SiteFiles {
  const root = resolve(staticDir);
  const manifestPath = join(root, 'routes.json');
  if (!existsSync(manifestPath)) {
    return {
      root,
      isBuilt: false,
      known: new Set(),
      knownPrefixes: [],
      prerendered: new Map(),
      shellWhen: new Map(),
      sitemap: [],
      spaShell: '',
      spaScriptHashes: [],
      pageFrames: new Map(),
      firstData: new Map(),
    };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as RoutesManifest;
  const prerendered = new Map(
    Object.entries(manifest.prerendered).map(([path, file]) => [
      path,
      readFileSync(join(root, file), 'utf8'),
    ]),
  );
  const spaShell = readFileSync(join(root, 'spa.html'), 'utf8');
  return {
    root,
    isBuilt: true,
    known: new Set(manifest.known),
    knownPrefixes: manifest.knownPrefixes ?? [],
    prerendered,
    shellWhen: new Map(Object.entries(manifest.shellWhen ?? {})),
    sitemap: manifest.sitemap ?? Object.keys(manifest.prerendered),
    spaShell,
    spaScriptHashes: inlineScriptHashes(spaShell),
    pageFrames: new Map(Object.entries(manifest.frames ?? {})),
    firstData: new Map(Object.entries(manifest.firstData ?? {})),
    memberRenderEntry: renderEntryIn(join(root, '..', 'server-render')),
  };
}

/**
 * The render entry as scripts/build-server.mjs bundled it (React's production build, only the
 * icons the pages use), or Vite's when the server was not built (a server run from its sources):
 * the same pages, whose React then follows NODE_ENV.
 */
function renderEntryIn(renderDir: string): string {
  const bundled = join(renderDir, 'bundled', 'entry-server.js');
  return existsSync(bundled) ? bundled : join(renderDir, 'entry-server.js');
}

/** The CSP hash of each inline script without attributes (data blocks carry a type: not scripts). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** A path the app has a page for: listed, or a known prefix followed by exactly one segment. */
export function isKnownPath(
  files: Pick<SiteFiles, 'known' | 'knownPrefixes'>,
  path: string,
): boolean {
  if (files.known.has(path)) return true;
  return files.knownPrefixes.some((prefix) => {
    if (!path.startsWith(prefix)) return false;
    const rest = path.slice(prefix.length);
    return rest.length > 0 && !rest.includes('/');
  });
}
