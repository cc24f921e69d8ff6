import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { isCompressibleType, negotiateEncoding, registerCompression } from './compression';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, and honours q-values and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('treats text and JSON as compressible, never event streams or binaries', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/problem+json')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    expect(isCompressibleType('text/event-stream; charset=utf-8')).toBe(false);
    expect(isCompressibleType('application/pdf')).toBe(false);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('the compression hook', () => {
  const rows = Array.from({ length: 200 }, (_, index) => ({
    id: index,
    name: `Substance ${index}`,
    note: 'Educational information only; talk to your pharmacist before you change anything.',
  }));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/api/large', async () => ({ rows }));
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/api/events', async (_request, reply) =>
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .send(Readable.from(['data: 1\n\n', 'data: 2\n\n'])),
    );
    app.get('/api/pdf', async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(4096, 1)),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('compresses a large JSON answer with Brotli, or gzip, and says so', async () => {
    const br = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 5);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ rows });

    const gz = await app.inject({ url: '/api/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ rows });

    const plain = await app.inject({
      url: '/api/large',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ rows });
  });

  it('leaves small answers, event streams and binaries uncompressed', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/api/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const events = await app.inject({ url: '/api/events', headers });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe('data: 1\n\ndata: 2\n\n');
    const pdf = await app.inject({ url: '/api/pdf', headers });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(4096);
  });
});

describe('static assets and pages', () => {
  const script = `export const message = ${JSON.stringify('Wellnest '.repeat(400))};\n`;
  const pageHtml = `<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1><p>${'Learn about your health. '.repeat(200)}</p></body></html>`;
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-compression-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
    writeFileSync(join(dir, 'prerendered', 'index.html'), pageHtml);
    writeFileSync(join(dir, 'spa.html'), pageHtml.replaceAll('Home', 'App'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({ known: ['/'], prerendered: { '/': 'prerendered/index.html' } }),
    );
    // The build step itself writes the .br and .gz copies.
    await precompressDir(dir);
    app = Fastify();
    registerCompression(app);
    await registerSite(app, {
      files: loadSiteFiles(dir),
      appUrl: 'http://localhost:3000',
      emailDelivery: 'outbox',
      supportEmail: 'support@example.com',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    app.inject({
      url: '/assets/index-AbC123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('serves a hashed asset as Brotli when accepted, gzip when only gzip, identity otherwise', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    for (const identity of [undefined, 'identity', 'deflate']) {
      const plain = await asset(identity);
      expect(plain.headers['content-encoding'], String(identity)).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('marks hashed assets immutable for a year, with their type and Vary: Accept-Encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await asset(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('revalidates files without a hash and leaves tiny ones uncompressed', async () => {
    const icon = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('sends prerendered HTML compressed, revalidated, and varying on Accept-Encoding', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<h1>Home</h1>');
    expect(html).toContain('<meta name="wellnest-edition"');

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('compresses the app shell for an unknown path and keeps its 404', async () => {
    const response = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<h1>App</h1>');
  });
});
