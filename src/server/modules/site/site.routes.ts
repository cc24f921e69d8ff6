/**
 * Serves the web app: static assets, prerendered public pages, the SPA shell for app routes, a
 * real 404 status for unknown paths, robots.txt and the sitemap.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveEdition, type Edition } from '#shared/domain/edition';
import { fillPage, type PageContext } from './html-page';
import { robotsTxt, sitemapXml } from './seo-files';
import { isKnownPath, type SiteFiles } from './site-files';

export interface SiteOptions {
  files: SiteFiles;
  appUrl: string;
  editionOverride?: Edition;
  emailDelivery: PageContext['emailDelivery'];
  supportEmail: string;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wellnest</title></head><body><main><h1>Wellnest API is running</h1><p>The web client is not built yet. Run <code>npm run build</code>, or use <code>npm run dev</code> during development.</p></main></body></html>`;

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { files } = options;
  const builtAt = new Date().toISOString().slice(0, 10);
  const cache = new Map<string, string>();

  function page(request: FastifyRequest, key: string, html: string): string {
    const edition = resolveEdition(request.hostname, options.editionOverride);
    const cacheKey = `${edition}:${key}`;
    let filled = cache.get(cacheKey);
    if (!filled) {
      filled = fillPage(html, {
        appUrl: options.appUrl,
        edition,
        emailDelivery: options.emailDelivery,
        supportEmail: options.supportEmail,
      });
      cache.set(cacheKey, filled);
    }
    return filled;
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(options.appUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.appUrl, files.sitemap, builtAt)),
  );

  if (files.isBuilt) {
    await app.register(fastifyStatic, {
      root: files.root,
      index: false,
      wildcard: true,
      // HTML is served only through the page handler below, filled for this host.
      allowedPath: (pathName) => !pathName.endsWith('.html') && pathName !== '/routes.json',
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  /** Prerendered HTML for public pages, the SPA shell for app routes, 404 for the rest. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!files.isBuilt) {
      // Without a build only the home page answers 200; every other path is still a real 404.
      const status = normalisePath(request.url) === '/' ? 200 : 404;
      return reply.status(status).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const path = normalisePath(request.url);
    const prerendered = files.prerendered.get(path);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (prerendered) return reply.send(page(request, path, prerendered));
    // Unknown paths still get the app (it renders the 404 page) but with a real 404 status.
    return reply
      .status(isKnownPath(files, path) ? 200 : 404)
      .send(page(request, '#spa', files.spaShell));
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

function normalisePath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
