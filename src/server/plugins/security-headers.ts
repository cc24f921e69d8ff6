/**
 * Security headers on every response, pages and API alike: HSTS for a year, same-origin framing,
 * microphone and geolocation off and the camera for our own pages only (the barcode scanner),
 * nosniff, a referrer policy and a CSP whose connect-src allows only ourselves, the two AI
 * provider APIs and the payment provider. Scripts may compile WebAssembly ('wasm-unsafe-eval':
 * the barcode reader and the label OCR, both served from our origin), never evaluate strings.
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export const AI_PROVIDER_ORIGINS = ['https://api.openai.com', 'https://api.anthropic.com'];
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * helmet's headers, computed once: helmet is a middleware that rebuilds its header values on every
 * call, so we run it once against a recording response and replay the result on each request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The policy with more script sources: the SPA shell allows its own inline script by hash
 * (site-files.ts). Everything else in the policy stays as it is.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)script-src([^;]*)/,
    (_match, start: string, values: string) => `${start}script-src${values} ${sources.join(' ')}`,
  );
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...AI_PROVIDER_ORIGINS, 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://checkout.stripe.com'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;

  const apiHeaders = { ...headers, 'Cache-Control': 'no-store', Pragma: 'no-cache' };
  // A callback hook, not an async one: it runs on every request, and a promise per request costs.
  app.addHook('onRequest', (request, reply, done) => {
    // API answers hold personal data: never cache them anywhere.
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
