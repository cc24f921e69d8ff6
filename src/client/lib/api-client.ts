/**
 * The one place that knows how to reach the API. Every request carries the start-up
 * headers (X-Requested-With, no-cache) unless the app is embedded in an iframe, sends the session
 * cookie, and turns a `{code, message}` error body into an ApiError.
 */
import { isAnsweringFromServer, takeFirstAnswer } from './first-answers';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isEmbedded(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    return true; // a cross-origin parent throws on access: we are embedded
  }
}

function baseHeaders(): Record<string, string> {
  if (isEmbedded()) return {};
  return { 'X-Requested-With': 'XMLHttpRequest', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // A GET the page's HTML already answered (a signed-in page's first screen) needs no round trip.
  if ((options.method ?? 'GET') === 'GET') {
    const answered = takeFirstAnswer(path);
    if (answered !== undefined) return answered as T;
  }
  // A server render asks nothing of the network: what the page did not come with stays loading.
  if (isAnsweringFromServer()) throw new ApiError(0, 'NOT_ANSWERED', 'Not answered in the page.');
  const headers: Record<string, string> = baseHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw toApiError(response, data);
  return data as T;
}

/** A failed response as an ApiError, from the `{code, message}` body every API error has. */
function toApiError(response: Response, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    typeof body.message === 'string' ? body.message : response.statusText || 'Request failed',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** One server-sent event: its name ('message' when unnamed) and its data, parsed as JSON when it is. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * POSTs `body` asking for `text/event-stream` and hands each event to `onEvent` as it arrives. A
 * server that answers plain JSON instead gives one event named 'json'. Errors before the stream
 * starts throw an ApiError, as `apiRequest` does.
 */
export async function apiStream(
  path: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        ...baseHeaders(),
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
  }
  if (!response.ok) throw await streamError(response);
  const isEventStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
  if (!isEventStream || !response.body) {
    const text = await response.text();
    onEvent({ event: 'json', data: text ? safeJson(text) : null });
    return;
  }
  await readEvents(response.body, onEvent);
}

async function streamError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return toApiError(response, text ? safeJson(text) : null);
}

async function readEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // Normalised on the whole buffer, so a CRLF split across two chunks still joins.
    buffer = (buffer + decoder.decode(value, { stream: true })).replace(/\r\n/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const parsed = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (parsed) onEvent(parsed);
      boundary = buffer.indexOf('\n\n');
    }
  }
  const last = parseEvent(buffer);
  if (last) onEvent(last);
}

/** One SSE block: `event:` names it, `data:` lines join with newlines, `:` lines are comments. */
function parseEvent(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  return { event, data: safeJson(text) };
}
