/**
 * The one fetch fake for client tests. It answers by 'METHOD /path' (a `:name` segment matches any
 * one segment) or by a function of the call, records every call, and answers JSON. A request
 * nothing answers gets 404 {code: 'NOT_FOUND'}, so a test never reaches the network by accident.
 */
import { vi, type Mock } from 'vitest';

export interface FetchCall {
  method: string;
  /** The URL as the app passed it ('/api/trends?days=7'). */
  url: string;
  path: string;
  search: URLSearchParams;
  /** The JSON body parsed; the raw text when it is not JSON; undefined when there is none. */
  body: unknown;
  /** The values of the `:name` segments of the route that answered. */
  params: Record<string, string>;
  init: RequestInit | undefined;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON (`null` when left out); nothing for 204. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A Response is sent as it is; undefined means 'not mine' (the next route or the 404 answers). */
export type FakeReply = FakeAnswer | Response | undefined;

/** Throw (or reject) to act out a dropped connection; never settle to hold the request. */
export type FakeHandler = (call: FetchCall) => FakeReply | Promise<FakeReply>;

export type FakeRoute = FakeAnswer | FakeHandler;

/** Keys are 'METHOD /path', e.g. 'GET /api/profile' or 'PUT /api/mood/:date'. */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeFetch {
  calls: FetchCall[];
  /** The calls to one 'METHOD /path' (exact path, no query). */
  callsTo: (key: string) => FetchCall[];
  /** Adds routes that win over everything given before (to change one answer mid-test). */
  on: (routes: FakeRoutes) => FakeFetch;
  /** The stubbed global fetch, for `expect(fetch).toHaveBeenCalled…`. */
  fetch: Mock<typeof fetch>;
}

const NOT_FOUND: FakeAnswer = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
const NO_BODY_STATUSES = new Set([204, 205, 304]);

export function jsonAnswer(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  const body = NO_BODY_STATUSES.has(status) ? null : JSON.stringify(answer.body ?? null);
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
}

function matchKey(key: string, method: string, path: string): Record<string, string> | null {
  const space = key.indexOf(' ');
  if (key.slice(0, space).toUpperCase() !== method) return null;
  const pattern = key.slice(space + 1).split('/');
  const parts = path.split('/');
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':') && part !== '') params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * Stubs the global fetch until `vi.unstubAllGlobals()`. Pass routes, or one function that answers
 * every call (return undefined for 404); add or override routes later with `on`.
 */
export function fakeFetch(routes: FakeRoutes | FakeHandler = {}): FakeFetch {
  const calls: FetchCall[] = [];
  // Newest first, so a later `on` wins; a function given alone answers after every route.
  const layers: FakeRoutes[] = typeof routes === 'function' ? [] : [routes];
  const fallback = typeof routes === 'function' ? routes : undefined;

  const answer = async (call: FetchCall): Promise<Response> => {
    for (const layer of layers) {
      // Exact paths before `:name` patterns, as the router does.
      const keys = Object.keys(layer).sort(
        (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
      );
      for (const key of keys) {
        const params = matchKey(key, call.method, call.path);
        if (!params) continue;
        const route = layer[key]!;
        const reply = typeof route === 'function' ? await route({ ...call, params }) : route;
        if (reply !== undefined) return reply instanceof Response ? reply : jsonAnswer(reply);
      }
    }
    const reply = fallback ? await fallback(call) : undefined;
    if (reply instanceof Response) return reply;
    return jsonAnswer(reply ?? NOT_FOUND);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (
      init?.method ??
      (input instanceof Request ? input.method : undefined) ??
      'GET'
    ).toUpperCase();
    const call: FetchCall = {
      method,
      url,
      path: parsed.pathname,
      search: parsed.searchParams,
      body: readBody(init),
      params: {},
      init,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);

  const fake: FakeFetch = {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    on: (more) => {
      layers.unshift(more);
      return fake;
    },
    fetch: fetchMock as unknown as Mock<typeof fetch>,
  };
  return fake;
}
