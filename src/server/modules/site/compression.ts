/**
 * Response compression: Brotli or gzip for every text answer (JSON, HTML, plain text, XML) of at
 * least 1 KB, chosen from the request's Accept-Encoding. Static files are compressed at build time
 * (scripts/precompress.mjs) and served by the static plugin's preCompressed option, so this hook
 * only sees bodies already held in memory (a string or a Buffer); streams (server-sent events,
 * PDFs, files) pass through untouched, since compressing a stream would hold back its chunks.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a compressed answer saves less than the extra header and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|[^;]*\+(?:json|xml)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  // A stream of events must reach the client as each event is written.
  if (/^text\/event-stream/i.test(contentType)) return false;
  return COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with: Brotli when accepted, else gzip, else none. Honours q-values
 * ('br;q=0' refuses Brotli) and '*'. Brotli wins a tie because it is smaller for text.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/**
 * Compresses text with the given encoding. `quality: 'max'` is for bodies compressed once and
 * kept (prerendered pages); per-request answers use a fast level (Brotli 11 costs ~50x level 4).
 */
export async function compressText(
  body: string | Buffer,
  encoding: Encoding,
  quality: 'fast' | 'max' = 'fast',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    });
  }
  return gzipAsync(body, { level: quality === 'max' ? 9 : 6 });
}

/** Adds Accept-Encoding to Vary without repeating it or overriding 'Vary: *'. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const tokens = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value.trim() ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/** Registered on the root instance before the modules, so it applies to every route. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!isCompressibleType(reply.getHeader('content-type') as string | undefined)) return payload;
    varyOnAcceptEncoding(reply);
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    // A 204/304 has no body, and a HEAD answer must announce the same headers as its GET.
    if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressText(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
