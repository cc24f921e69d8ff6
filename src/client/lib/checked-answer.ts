/**
 * API answers checked against their contract (the zod schemas in shared/contracts), with the
 * schema loaded alongside the request that needs it. zod and the schemas are about 45 KB
 * compressed: a signed-in page whose first answers came in its HTML would otherwise download them
 * before its first screen and never use them. A first answer is taken as it is: its route held it
 * to the same contract when it answered (every success body passes the route's response schema,
 * server/plugins/response-serializer.ts), and the page's HTML and its scripts come from one build,
 * so the client's contract cannot differ from the server's.
 */
import { apiRequest, type RequestOptions } from './api-client';
import { takeFirstAnswer } from './first-answers';

/** Loads a contract's schema with a dynamic import, so zod arrives with the first request. */
export type SchemaLoader<T> = () => Promise<{ parse: (data: unknown) => T }>;

/** A request whose answer is checked against its contract (a write answers the saved record). */
export async function requestChecked<T>(
  path: string,
  loadSchema: SchemaLoader<T>,
  options: RequestOptions = {},
): Promise<T> {
  const [body, schema] = await Promise.all([apiRequest<unknown>(path, options), loadSchema()]);
  return schema.parse(body);
}

/** GET `path`, checked against its contract; the page's first answer to it is taken as it is. */
export async function getChecked<T>(
  path: string,
  loadSchema: SchemaLoader<T>,
  signal?: AbortSignal,
): Promise<T> {
  const answered = takeFirstAnswer(path);
  if (answered !== undefined) return answered as T;
  return requestChecked(path, loadSchema, { signal });
}
