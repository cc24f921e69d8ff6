import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, isKnownPath, loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';
import { SESSION_COOKIE_NAME } from '#server/plugins/session';

describe('isKnownPath', () => {
  const files = {
    known: new Set(['/', '/pricing', '/upgrade/:feature']),
    knownPrefixes: ['/upgrade/'],
  };

  it('accepts listed paths and one segment after a known prefix', () => {
    expect(isKnownPath(files, '/pricing')).toBe(true);
    expect(isKnownPath(files, '/upgrade/lab_uploads')).toBe(true);
    expect(isKnownPath(files, '/upgrade/anything-at-all')).toBe(true);
  });

  it('refuses the bare prefix, deeper paths and unknown paths', () => {
    expect(isKnownPath(files, '/upgrade')).toBe(false);
    expect(isKnownPath(files, '/upgrade/')).toBe(false);
    expect(isKnownPath(files, '/upgrade/a/b')).toBe(false);
    expect(isKnownPath(files, '/upgrades/x')).toBe(false);
    expect(isKnownPath(files, '/missing')).toBe(false);
  });

  it('works with a manifest written before knownPrefixes existed', () => {
    expect(isKnownPath({ known: new Set(['/pricing']), knownPrefixes: [] }, '/upgrade/ocr')).toBe(
      false,
    );
  });
});

/** The site routes alone, on a built client written to `dir`; `before` adds hooks first. */
async function siteApp(
  dir: string,
  before: (app: FastifyInstance) => unknown = () => undefined,
): Promise<FastifyInstance> {
  const app = Fastify();
  before(app);
  await registerSite(app, {
    files: loadSiteFiles(dir),
    appUrl: 'http://localhost:3000',
    emailDelivery: 'outbox',
    supportEmail: 'support@example.com',
  });
  await app.ready();
  return app;
}

describe('site pages with a parameter route', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-site-'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/pricing', '/upgrade/:feature'],
        knownPrefixes: ['/upgrade/'],
        prerendered: {},
        sitemap: [],
      }),
    );
    writeFileSync(
      join(dir, 'spa.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    app = await siteApp(dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads knownPrefixes from routes.json', () => {
    expect(loadSiteFiles(dir).knownPrefixes).toEqual(['/upgrade/']);
  });

  it('serves /upgrade/{feature} with 200 and the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/upgrade/lab_uploads?from=chat' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers 404 for paths the prefix does not cover', async () => {
    for (const url of ['/upgrade', '/upgrade/a/b', '/not-a-page']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/pricing' })).statusCode).toBe(200);
  });
});

describe('when a prerendered page starts its app (ADR 049)', () => {
  let dir: string;
  let app: FastifyInstance;
  const LOADER =
    '<script defer src="/assets/boot-x.js" data-entry="/assets/index.js" data-boot="intent"></script>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-site-boot-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/about'],
        knownPrefixes: [],
        prerendered: { '/about': 'prerendered/about.html' },
        sitemap: ['/about'],
      }),
    );
    writeFileSync(
      join(dir, 'prerendered/about.html'),
      `<!doctype html><html><head>${LOADER}</head><body><div id="root"><h1>About</h1></div></body></html>`,
    );
    writeFileSync(join(dir, 'spa.html'), '<!doctype html><html><head></head><body></body></html>');
    app = await siteApp(dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const about = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/about', headers: cookie ? { cookie } : {} });

  it('keeps the visitor copy starting on intent, and varies on the cookie', async () => {
    const response = await about('theme=dark');
    expect(response.body).toContain('data-boot="intent"');
    expect(response.body).not.toContain('data-boot="load"');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
  });

  it('starts the app at load for someone with a session cookie, in either cookie form', async () => {
    for (const name of [SESSION_COOKIE_NAME, `__Secure-${SESSION_COOKIE_NAME}`]) {
      const response = await about(`theme=dark; ${name}=token.signature`);
      expect(response.body, name).toContain('data-boot="load"');
      expect(response.body, name).not.toContain('data-boot="intent"');
    }
    // The visitor's copy is still the visitor's after a signed-in copy was cached.
    expect((await about()).body).toContain('data-boot="intent"');
  });
});

describe('a prerendered page whose first screen depends on the request (shellWhen)', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-site-shell-when-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/register'],
        knownPrefixes: [],
        prerendered: { '/register': 'prerendered/register.html' },
        shellWhen: { '/register': { query: ['plan'], signedIn: true } },
        sitemap: [],
      }),
    );
    writeFileSync(
      join(dir, 'prerendered/register.html'),
      '<!doctype html><html><head></head><body><h2>Choose your plan</h2></body></html>',
    );
    writeFileSync(
      join(dir, 'spa.html'),
      '<!doctype html><html><head></head><body><p>shell</p></body></html>',
    );
    app = await siteApp(dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends the prerendered plan step to a visitor, with or without other parameters', async () => {
    for (const url of ['/register', '/register/', '/register?returnTo=pricing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Choose your plan');
    }
  });

  it('sends the SPA shell when ?plan= opens another first screen', async () => {
    for (const url of ['/register?plan=wellness', '/register?cycle=yearly&plan=wellness_plus']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<p>shell</p>');
    }
  });

  it('sends the SPA shell to a signed-in visitor, whom the page sends on', async () => {
    const response = await get('/register', `${SESSION_COOKIE_NAME}=token.signature`);
    expect(response.body).toContain('<p>shell</p>');
    expect(response.body).not.toContain('Choose your plan');
  });
});

describe("the SPA shell's inline script", () => {
  let dir: string;
  let app: FastifyInstance;
  const SCRIPT = 'document.body.dataset.marked="1"';
  const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-site-script-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/about', '/dashboard'],
        knownPrefixes: [],
        prerendered: { '/about': 'prerendered/about.html' },
        sitemap: ['/about'],
      }),
    );
    writeFileSync(join(dir, 'prerendered/about.html'), '<html><body><h1>About</h1></body></html>');
    writeFileSync(
      join(dir, 'spa.html'),
      `<html><body><div id="root"></div><script>${SCRIPT}</script><script type="application/json">{}</script></body></html>`,
    );
    // The policy every response starts with (plugins/security-headers.ts sets it in onRequest).
    app = await siteApp(dir, (site) =>
      site.addHook('onRequest', (_request, reply, done) => {
        reply.header('Content-Security-Policy', POLICY);
        done();
      }),
    );
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

  it('hashes only the attribute-less scripts of the shell', () => {
    expect(inlineScriptHashes(loadSiteFiles(dir).spaShell)).toEqual([hash]);
  });

  it('allows that script by its hash on the shell, for app routes and real 404s alike', async () => {
    for (const url of ['/dashboard', '/no-such-page']) {
      const policy = String((await app.inject({ url })).headers['content-security-policy']);
      expect(policy, url).toBe(
        `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hash}; object-src 'none'`,
      );
    }
  });

  it('keeps the policy without inline scripts on prerendered pages', async () => {
    const response = await app.inject({ url: '/about' });
    expect(response.headers['content-security-policy']).toBe(POLICY);
  });
});

describe('noindex on shared and tokenised pages (ADR 080)', () => {
  let dir: string;
  let app: FastifyInstance;
  const head = (robots: string) => `<meta name="robots" content="${robots}" />`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-site-noindex-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/about', '/legal-draft', '/shared/:token', '/auth', '/account'],
        knownPrefixes: ['/shared/'],
        prerendered: {
          '/about': 'prerendered/about.html',
          '/legal-draft': 'prerendered/legal-draft.html',
        },
        sitemap: ['/about'],
      }),
    );
    writeFileSync(
      join(dir, 'prerendered/about.html'),
      `<!doctype html><html><head>${head('index,follow')}</head><body><p>noindex is a word here</p></body></html>`,
    );
    writeFileSync(
      join(dir, 'prerendered/legal-draft.html'),
      `<!doctype html><html><head>${head('noindex,follow')}</head><body></body></html>`,
    );
    // The shell as scripts/prerender.ts writes it: default head tags, never indexed.
    writeFileSync(
      join(dir, 'spa.html'),
      `<!doctype html><html><head>${head('noindex,nofollow')}</head><body><div id="root"></div></body></html>`,
    );
    app = await siteApp(dir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/shared/Zm9vYmFyYmF6cXV4cXV1eA',
    '/auth?verified=true',
    '/account?email-token=abc123',
    '/legal-draft',
  ])('sends X-Robots-Tag: noindex with %s', async (url) => {
    for (const cookie of [undefined, `${SESSION_COOKIE_NAME}=a.b`]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('leaves an indexed page without it, whatever its body says', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('the render entry a built client names', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'wellnest-site-render-'));
    mkdirSync(join(dist, 'client'));
    writeFileSync(
      join(dist, 'client', 'routes.json'),
      JSON.stringify({ known: [], prerendered: {} }),
    );
    writeFileSync(join(dist, 'client', 'spa.html'), '<div id="root"></div>');
    mkdirSync(join(dist, 'server-render'));
    writeFileSync(join(dist, 'server-render', 'entry-server.js'), '');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("is Vite's entry when the server's build has not bundled it (a server run from sources)", () => {
    expect(loadSiteFiles(join(dist, 'client')).memberRenderEntry).toBe(
      join(dist, 'server-render', 'entry-server.js'),
    );
  });

  it('is the bundled entry once the server build wrote it (React production, used icons only)', () => {
    mkdirSync(join(dist, 'server-render', 'bundled'));
    writeFileSync(join(dist, 'server-render', 'bundled', 'entry-server.js'), '');
    expect(loadSiteFiles(join(dist, 'client')).memberRenderEntry).toBe(
      join(dist, 'server-render', 'bundled', 'entry-server.js'),
    );
  });
});
