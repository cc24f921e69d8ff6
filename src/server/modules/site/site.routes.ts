/**
 * Serves the web app: static assets, prerendered public pages, the SPA shell for app routes, a
 * real 404 status for unknown paths, robots.txt and the sitemap.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveEdition, type Edition } from '#shared/domain/edition';
import {
  compressText,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type Encoding,
} from './compression';
import { bootAtLoad, PAGE_FRAME_SLOT } from '#shared/contracts/page-boot.contract';
import type { PageDataTable } from '#shared/contracts/page-data.contract';
import { sessionCookieValue } from '#server/plugins/session';
import { withScriptSources } from '#server/plugins/security-headers';
import { answerFirstRequests, type AnsweredPage, type FirstReader } from './first-answers';
import { fillPage, withEditionSubtitle, type PageContext } from './html-page';
import { renderedShell, type MemberRenderer } from './member-render';
import { robotsTxt, sitemapXml } from './seo-files';
import { isKnownPath, type SiteFiles } from './site-files';

export interface SiteOptions {
  files: SiteFiles;
  appUrl: string;
  editionOverride?: Edition;
  emailDelivery: PageContext['emailDelivery'];
  supportEmail: string;
  /** Renders a signed-in page for its member (member-render.ts); none: the shell and answers only. */
  memberRenderer?: MemberRenderer | null;
  /**
   * Each page's declared first data by the name routes.json gives it (the client's server entry's
   * PAGE_DATA, ADR 119); none: every signed-in page gets the frame's answers alone.
   */
  pageData?: () => Promise<PageDataTable>;
  /** Reads the first answers through the modules' faces; none: a page carries no answers. */
  firstReader?: FirstReader;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wellnest</title></head><body><main><h1>Wellnest API is running</h1><p>The web client is not built yet. Run <code>npm run build</code>, or use <code>npm run dev</code> during development.</p></main></body></html>`;

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { files } = options;
  const builtAt = new Date().toISOString().slice(0, 10);
  const cache = new Map<string, string>();
  // Each filled page compressed once at the highest level and kept: a page is a few dozen
  // variants at most (pages x editions x 2 encodings), and Brotli 11 is too slow per request.
  const compressedCache = new Map<string, Promise<Buffer>>();

  function page(request: FastifyRequest, key: string, html: string): string {
    const cacheKey = pageCacheKey(request, key);
    let filled = cache.get(cacheKey);
    if (!filled) {
      filled = fillPage(html, {
        appUrl: options.appUrl,
        edition: resolveEdition(request.hostname, options.editionOverride),
        emailDelivery: options.emailDelivery,
        supportEmail: options.supportEmail,
      });
      if (startsAtLoad(request)) filled = bootAtLoad(filled);
      cache.set(cacheKey, filled);
    }
    return filled;
  }

  /**
   * A prerendered page starts its app on the visitor's first intent (ADR 049, ADR 101), but
   * someone with a session cookie should see their signed-in header and welcome popup without
   * doing anything first: their copy starts it after the first paint. Only the cookie's presence
   * is read here.
   */
  function startsAtLoad(request: FastifyRequest): boolean {
    return sessionCookieValue(request.headers.cookie) !== null;
  }

  function pageCacheKey(request: FastifyRequest, key: string): string {
    const boot = startsAtLoad(request) ? 'load' : 'intent';
    return `${resolveEdition(request.hostname, options.editionOverride)}:${boot}:${key}`;
  }

  /** Sends a page, compressed when the browser accepts it (the global hook skips encoded bodies). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, key: string, html: string) {
    const filled = page(request, key, html);
    sayNoindex(reply, filled);
    // The page differs with the session cookie's presence (startsAtLoad).
    reply.header('vary', 'Cookie');
    varyOnAcceptEncoding(reply);
    const encoding: Encoding | null = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(filled);
    const compressedKey = `${encoding}:${pageCacheKey(request, key)}`;
    let compressed = compressedCache.get(compressedKey);
    if (!compressed) {
      compressed = compressText(filled, encoding, 'max');
      compressedCache.set(compressedKey, compressed);
    }
    return reply.header('content-encoding', encoding).send(await compressed);
  }

  /**
   * The SPA shell with a signed-in visitor's first answers (first-answers.ts): made for this
   * visitor alone, so never kept, neither here nor by a shared cache, and compressed at a fast level.
   */
  async function sendAnsweredPage(
    request: FastifyRequest,
    reply: FastifyReply,
    answered: AnsweredPage,
  ) {
    const shell = page(request, '#spa', files.spaShell);
    const path = normalisePath(request.url);
    const frame = files.pageFrames.get(path);
    const rendered = await renderedShell(
      options.memberRenderer,
      { shell, path, location: request.url, answered },
      request.log,
    );
    const edition = resolveEdition(request.hostname, options.editionOverride);
    const body = rendered
      ? withEditionSubtitle(rendered, edition)
      : frame
        ? shell.replace(PAGE_FRAME_SLOT, frame)
        : shell;
    const filled = body.replace('</body>', () => `${answered.tag}</body>`);
    reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
    sayNoindex(reply, filled);
    if (answered.setCookies.length > 0) reply.header('set-cookie', answered.setCookies);
    varyOnAcceptEncoding(reply);
    const encoding: Encoding | null = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(filled);
    return reply.header('content-encoding', encoding).send(await compressText(filled, encoding));
  }

  registerSeoFiles(app, options.appUrl, files, builtAt);
  if (files.isBuilt) await registerStaticFiles(app, files);

  /** The SPA shell runs one inline script (site-files.ts): its policy allows it by hash. */
  function allowShellScripts(reply: FastifyReply): void {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', withScriptSources(policy, files.spaScriptHashes));
  }

  /**
   * Whether a prerendered path's HTML is not what the app would show this request (shellWhen):
   * `/register?plan=…` opens the details step, and a signed-in visitor is sent on.
   */
  function sendsShell(request: FastifyRequest, path: string): boolean {
    const when = files.shellWhen.get(path);
    if (!when) return false;
    if (when.signedIn && startsAtLoad(request)) return true;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    return (when.query ?? []).some((name) => query.has(name));
  }

  /** Prerendered HTML for public pages, the SPA shell for app routes, 404 for the rest. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!files.isBuilt) {
      // Without a build only the home page answers 200; every other path is still a real 404.
      const status = normalisePath(request.url) === '/' ? 200 : 404;
      return reply.status(status).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const path = normalisePath(request.url);
    const prerendered = sendsShell(request, path) ? undefined : files.prerendered.get(path);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (prerendered) return sendPage(request, reply, path, prerendered);
    // Unknown paths still get the app (it renders the 404 page) but with a real 404 status.
    const known = isKnownPath(files, path);
    reply.status(known ? 200 : 404);
    allowShellScripts(reply);
    if (known && options.firstReader && startsAtLoad(request)) {
      const pageData = (await options.pageData?.()) ?? {};
      const page = { path, routes: { known: files.known, firstData: files.firstData, pageData } };
      const answered = await answerFirstRequests(request, page, new Date(), options.firstReader);
      if (answered) return sendAnsweredPage(request, reply, answered);
    }
    return sendPage(request, reply, '#spa', files.spaShell);
  }

  // The static plugin's wildcard would answer '/' as a directory: the home page is ours.
  app.get('/', { schema: { hide: true } }, servePage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return servePage(request, reply);
  });
}

/** robots.txt and the sitemap, answered whether or not the web app is built. */
function registerSeoFiles(
  app: FastifyInstance,
  appUrl: string,
  files: SiteFiles,
  builtAt: string,
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(appUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(appUrl, files.sitemap, builtAt)),
  );
}

/** The built app's static files; HTML is left to the page handler. */
async function registerStaticFiles(app: FastifyInstance, files: SiteFiles): Promise<void> {
  await app.register(fastifyStatic, {
    root: files.root,
    index: false,
    wildcard: true,
    // scripts/precompress.mjs writes .br and .gz beside each text file at build time; the
    // plugin picks the one the browser accepts and sets Content-Encoding and Vary.
    preCompressed: true,
    // HTML is served only through the page handler (servePage), filled for this host.
    allowedPath: (pathName) => !pathName.endsWith('.html') && pathName !== '/routes.json',
    // Files under /assets/ carry a content hash in their name, so they never change; the
    // others (favicons) keep their name across builds and are revalidated.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** A page's own `<meta name="robots">` when it keeps the page out of search results. */
const NOINDEX_META = /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b[^"]*"/i;

/**
 * A page that is not to be indexed says so in a header too: the SPA shell (every signed-in page,
 * and every tokenised one: /shared/<token>, /auth after the verification link, /account with an
 * email-change token) and any prerendered page whose meta says noindex. A crawler that reads
 * headers but not the HTML (or a PDF viewer's link preview) sees it as well (ADR 080).
 */
function sayNoindex(reply: FastifyReply, html: string): void {
  const head = html.split('</head>', 1)[0] ?? html;
  if (NOINDEX_META.test(head)) reply.header('X-Robots-Tag', 'noindex, nofollow');
}

function normalisePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
