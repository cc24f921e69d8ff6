/**
 * A signed-in page's first answers (ADR 066). The SPA shell is the same file for every app page;
 * for a visitor with a session cookie it also carries the answers to the GET requests that page
 * makes first (the session, then its data). Each is read by the read its route declared where it
 * is registered (`app.firstReads`, ADR 130), the one place every first read is: the member is read
 * from the session as the actor gate reads it, the route's declared access and plan feature are
 * applied, the read acts for the member under row-level security, and it is the route's own
 * function and per-user cache, written as the route writes it, so it is exactly that route's
 * answer (its body: the headers a route sends with it are the route's alone). Without a valid session nothing is added, and
 * the page asks as before. Every route a declared page asks first has a read (a test holds each
 * declaration to it); a request without one is left to the page, never asked of the app's routes.
 *
 * Which requests: the first data the page's declaration gives (ADR 119), found by the name
 * routes.json's `firstData` gives its route (written by the prerenderer) in the client's server
 * entry's PAGE_DATA, given the path's `:name` segments and the visitor's day. Nothing here lists
 * pages.
 */
import type { FastifyRequest } from 'fastify';
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
import { ZodError } from 'zod';
import { runAsSystem, runAsUser } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import { actorCan, type Actor, type RouteAccess } from '#server/plugins/actor';
import type { FirstReadRegistry, RouteRead } from '#server/plugins/first-read-registry';
import { withoutSessionToken } from '#server/modules/auth/index';

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

/**
 * What the server reads a page's first answers from: the page request's member (read as the actor
 * gate reads it), the routes' declarations and the reads the routes declared (`app.firstReads`).
 */
export interface FirstReader {
  actorOf: (request: FastifyRequest) => Promise<Actor | null>;
  routeAccess: () => readonly RouteAccess[];
  /** Filled as the modules register, so looked up when a page is asked for, never copied. */
  routeReads: Pick<FirstReadRegistry, 'get' | 'paths'>;
}

/** An answer, or undefined where its route would not have answered 200. */
type Answer = (url: string) => Promise<unknown>;

/** The read covering a request path, its route's path and the path's params, or undefined. */
function readFor(
  reader: FirstReader,
  declared: readonly RouteAccess[],
  path: string,
): { read: RouteRead; pattern: string; params: Record<string, string> } | undefined {
  const exact = reader.routeReads.get(path);
  if (exact) return { read: exact, pattern: path, params: {} };
  // A route of its own at that exact path ('/api/labs/sample') is not the one with a `:name`.
  if (declared.some((route) => route.method === 'GET' && route.url === path)) return undefined;
  for (const pattern of reader.routeReads.paths()) {
    if (!pattern.includes('/:')) continue;
    const params = routeParamsOf(pattern, path);
    const read = params && reader.routeReads.get(pattern);
    if (read) return { read, pattern, params };
  }
  return undefined;
}

/**
 * The route's body by the read it declared, behind what its
 * declaration asks (ADR 062): an admin route for an admin alone, acting as the system; a plan
 * feature for a member whose plan and edition include it; every other read acting for the member
 * (row-level security, ADR 020).
 */
async function readRouteBody(
  reader: FirstReader,
  request: FastifyRequest,
  actor: Actor,
  url: string,
): Promise<unknown> {
  const [path = url, search = ''] = url.split('?');
  const declared = reader.routeAccess();
  const found = readFor(reader, declared, path);
  if (!found) return undefined;
  const access = declared.find((route) => route.method === 'GET' && route.url === found.pattern);
  if (!access || (access.access === 'admin' && !actor.admin)) return undefined;
  if (access.feature && !actorCan(actor, access.feature)) return undefined;
  const visit = {
    actor,
    params: found.params,
    query: Object.fromEntries(new URLSearchParams(search)),
    audit: { id: request.id, headers: { 'user-agent': request.headers['user-agent'] } },
    log: request.log,
  };
  const read = () => found.read(visit);
  try {
    const json = await (access.access === 'admin' ? runAsSystem(read) : runAsUser(actor.id, read));
    return JSON.parse(json) as unknown;
  } catch (error) {
    // A refusal (404, 403) or a query the route's schema refuses (400) is left to the page, as
    // its route's answer would be; anything else is logged as the error handler logs a 5xx.
    const refused =
      error instanceof ZodError || (error instanceof AppError && error.statusCode < 500);
    if (!refused) request.log.error({ err: error, url: path }, 'first answer failed');
    return undefined;
  }
}

/** Asks each URL at once and files each answer under its URL. */
async function answerInto(
  answers: Record<string, unknown>,
  urls: readonly string[],
  answer: Answer,
): Promise<void> {
  const replies = await Promise.all(urls.map(answer));
  urls.forEach((url, index) => {
    // Only a 200 is answered here; anything else the page asks for itself and handles as usual.
    if (replies[index] !== undefined) answers[url] = replies[index];
  });
}

/** The session's answer and its member, as the actor gate reads them; null without a session. */
async function sessionOf(
  request: FastifyRequest,
  reader: FirstReader,
): Promise<{ body: unknown; actor: Actor; setCookies: string[] } | null> {
  const actor = await reader.actorOf(request);
  if (!actor || !request.sessionInfo) return null;
  // GET /api/auth/get-session's body: the session the gate read, without its token.
  const body = JSON.parse(withoutSessionToken(JSON.stringify(request.sessionInfo))) as unknown;
  return { body, actor, setCookies: request.sessionSetCookies ?? [] };
}

export async function answerFirstRequests(
  request: FastifyRequest,
  page: { path: string; routes: PageRoutes },
  now: Date,
  reader: FirstReader,
): Promise<AnsweredPage | null> {
  const session = await sessionOf(request, reader);
  if (!session) return null;
  const answer: Answer = (url) => readRouteBody(reader, request, session.actor, url);
  const found = pageDataOf(page.routes, page.path);
  const today = visitorToday(request.headers.cookie, now);
  const visit = { params: found?.params ?? {}, date: today, search: searchOf(request.url) };
  const answers: Record<string, unknown> = { [SESSION_ANSWER_PATH]: session.body };
  await answerInto(answers, firstRequestsOf(found?.data, visit), answer);
  // What the page asks once those have rendered (a list's newest item), in a second round.
  await answerInto(answers, thenRequestsOf(found?.data, visit, answers), answer);
  return {
    tag: jsonTag({ answers }),
    setCookies: session.setCookies,
    answers,
    today,
    declaresData: found !== undefined,
    timeZone: visitorTimeZone(request.headers.cookie),
  };
}
