/**
 * A signed-in page's first answers (ADR 066). The SPA shell is the same file for every app page;
 * for a visitor with a session cookie it also carries the answers to the GET requests that page
 * makes first (the session, then its data), asked of their own routes in process with the
 * visitor's cookie, so each passes the same session check, row-level security, plan gate and
 * per-user caches as when the browser asks, and is exactly that route's answer. Without a valid
 * session nothing is added, and the page asks as before.
 *
 * Which requests: the first data the page's declaration gives (ADR 119), found by the name
 * routes.json's `firstData` gives its route (written by the prerenderer) in the client's server
 * entry's PAGE_DATA, given the path's `:name` segments and the visitor's day. Nothing here lists
 * pages.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookies } from 'better-auth/cookies';
import {
  FIRST_ANSWERS_ID,
  SESSION_ANSWER_PATH,
  TIME_ZONE_COOKIE,
  type FirstAnswers,
} from '#shared/contracts/page-boot.contract';
import {
  firstRequestsOf,
  routeParamsOf,
  thenRequestsOf,
  type PageData,
  type PageDataTable,
} from '#shared/contracts/page-data.contract';
import { isTimeZoneName, localDateIn } from '#shared/domain/dates';

export interface AnsweredPage {
  /** The `<script type="application/json">` tag to put in the page. */
  tag: string;
  /** Cookies the session check set (a renewed session), to send on with the page. */
  setCookies: string[];
  /** The answers themselves by request path, for rendering the page (member-render.ts). */
  answers: Record<string, unknown>;
  /** The visitor's calendar day the answers were asked for. */
  today: string;
  /** Whether the page declares its first data: such a page is rendered for the member. */
  declaresData: boolean;
  /** The time zone the visitor's app stored; none yet: the page is not rendered (ADR 111). */
  timeZone: string | null;
}

/** The visitor's calendar day: in the time zone their app stored, else UTC's. */
export function visitorToday(cookieHeader: string | undefined, now: Date): string {
  return localDateIn(now, visitorTimeZone(cookieHeader) ?? 'UTC');
}

/** The time zone name the visitor's app stored (TIME_ZONE_COOKIE), when it is a real one. */
export function visitorTimeZone(cookieHeader: string | undefined): string | null {
  const zone = cookieHeader ? parseCookies(cookieHeader).get(TIME_ZONE_COOKIE) : undefined;
  const decoded = zone ? safeDecode(zone) : null;
  return decoded && isTimeZoneName(decoded) ? decoded : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** JSON for a script tag: the browser never runs it, and '<' is escaped so it cannot end the tag. */
function jsonTag(value: FirstAnswers): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/**
 * What the server knows of the app's routes: its paths and their first data's names
 * (routes.json), and the first data by name (the client's server entry).
 */
export interface PageRoutes {
  known: ReadonlySet<string>;
  firstData: ReadonlyMap<string, string>;
  pageData: PageDataTable;
}

/**
 * A page's first data and its route's params: an exact path first (the client's findRoute does
 * the same), then a path with `:name`s.
 */
export function pageDataOf(
  { known, firstData, pageData }: PageRoutes,
  pagePath: string,
): { data: PageData; params: Record<string, string> } | undefined {
  const exact = firstData.get(pagePath);
  if (exact !== undefined || known.has(pagePath)) {
    const data = exact === undefined ? undefined : named(pageData, exact);
    return data && { data, params: {} };
  }
  for (const [pattern, name] of firstData) {
    if (!pattern.includes('/:')) continue;
    const params = routeParamsOf(pattern, pagePath);
    const data = params && named(pageData, name);
    if (params && data) return { data, params };
  }
  return undefined;
}

function named(pageData: PageDataTable, name: string): PageData | undefined {
  return Object.hasOwn(pageData, name) ? pageData[name] : undefined;
}

/** The query string of a request's URL ('?a=1'), or ''. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/** Asks each URL at once and files each 200's body under its URL. */
async function askInto(
  answers: Record<string, unknown>,
  urls: readonly string[],
  ask: (url: string) => Promise<{ statusCode: number; json: () => unknown }>,
): Promise<void> {
  const replies = await Promise.all(urls.map(ask));
  urls.forEach((url, index) => {
    const reply = replies[index]!;
    // Only a 200 is answered here; anything else the page asks for itself and handles as usual.
    if (reply.statusCode === 200) answers[url] = reply.json();
  });
}

export async function answerFirstRequests(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { path: string; routes: PageRoutes },
  now: Date,
): Promise<AnsweredPage | null> {
  const cookie = request.headers.cookie ?? '';
  // Counted against the visitor's own address, as the browser's requests would be.
  const ask = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { cookie, accept: 'application/json' },
      remoteAddress: request.ip,
    });
  const session = await ask(SESSION_ANSWER_PATH);
  const sessionBody: unknown = session.statusCode === 200 ? session.json() : null;
  if (sessionBody === null) return null;
  const setCookies = [session.headers['set-cookie'] ?? []].flat().map(String);
  const found = pageDataOf(page.routes, page.path);
  const today = visitorToday(request.headers.cookie, now);
  const visit = { params: found?.params ?? {}, date: today, search: searchOf(request.url) };
  const answers: Record<string, unknown> = { [SESSION_ANSWER_PATH]: sessionBody };
  await askInto(answers, firstRequestsOf(found?.data, visit), ask);
  // What the page asks once those have rendered (a list's newest item), in a second round.
  await askInto(answers, thenRequestsOf(found?.data, visit, answers), ask);
  return {
    tag: jsonTag({ answers }),
    setCookies,
    answers,
    today,
    declaresData: found !== undefined,
    timeZone: visitorTimeZone(request.headers.cookie),
  };
}
