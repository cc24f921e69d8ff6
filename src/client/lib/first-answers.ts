/**
 * The answers a signed-in page came with (ADR 066): the server answered, in the page's HTML, the
 * GET requests this page makes first. Each is taken once, in place of its request, and only while
 * the page is fresh: a request made later (a refetch, a revisit within the app) goes to the server.
 */
import {
  FIRST_ANSWERS_ID,
  TIME_ZONE_COOKIE,
  type FirstAnswers,
} from '#shared/contracts/page-boot.contract';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** How long after the page loaded its answers may stand in for a request. */
export const FIRST_ANSWERS_FRESH_MS = 30_000;

let answers: Map<string, unknown> | null = null;

/**
 * While the server renders a signed-in page (entry-server.tsx, ADR 111), the page's answers come
 * from here: every GET is answered from the member's own first answers or not at all (the server
 * renders such a query as still loading, as the browser's first render does).
 */
let serverAnswers: ReadonlyMap<string, unknown> | null = null;
/** The paths of the answers the current server render has read. */
let serverAnswersRead = new Set<string>();

/** Set for one server render at a time (entry-server.tsx renders one page at a time), then null. */
export function answerFromServer(source: ReadonlyMap<string, unknown> | null): void {
  serverAnswers = source;
  serverAnswersRead = new Set();
}

/**
 * The key of the list, among a rendered page's seeded queries, of the answers its server render
 * read (member-page-render.tsx): the browser forgets those, whose queries it starts from, and
 * keeps the others for the parts that ask only in the browser (the welcome disclaimer's gate,
 * which reads local storage) or that the render left loading.
 */
export const ANSWERS_READ_KEY = ['first-answers-read'] as const;

/** The paths of the answers the current server render has read so far. */
export function answersReadByServer(): string[] {
  return [...serverAnswersRead];
}

/** Whether a server render is answering requests: nothing may reach the network then. */
export function isAnsweringFromServer(): boolean {
  return serverAnswers !== null;
}

function readAnswers(): Map<string, unknown> {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed = JSON.parse(text) as FirstAnswers;
    return new Map(Object.entries(parsed.answers ?? {}));
  } catch {
    return new Map();
  }
}

/** The page's answer to a GET of `path`, once; undefined when it has none (or no longer). */
export function takeFirstAnswer(path: string): unknown {
  if (serverAnswers) {
    if (serverAnswers.has(path)) serverAnswersRead.add(path);
    return serverAnswers.get(path);
  }
  answers ??= readAnswers();
  if (answers.size === 0) return undefined;
  if (performance.now() > FIRST_ANSWERS_FRESH_MS) {
    answers.clear();
    return undefined;
  }
  if (!answers.has(path)) return undefined;
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/**
 * Drops the page's answers unread (`paths`: those answers only): a page the server rendered
 * (ADR 111) starts from the queries it was rendered with, so an answer left here would stand in
 * for the next request of its path, a refetch after a write, with what was true before that write.
 */
export function forgetFirstAnswers(paths?: readonly string[]): void {
  if (!paths) {
    answers = new Map();
    return;
  }
  answers ??= readAnswers();
  for (const path of paths) answers.delete(path);
}

/** Forgets what was read and kept, so a test can load another page. */
export function resetFirstAnswers(): void {
  answers = null;
  timeZoneKept = false;
}

let timeZoneKept = false;

/**
 * Keeps a signed-in browser's time zone name where the server can read it, so a page's first
 * answers are for this member's calendar day. A zone name only, set once someone is signed in:
 * strictly necessary for the pages they asked for (the privacy policy lists it). Done once per page
 * load, when the browser is idle: only the next page load reads it, and reading the zone costs a
 * first use of the browser's time zone data (over 100 ms on a slow phone).
 */
export function rememberTimeZone(): void {
  if (timeZoneKept || typeof window === 'undefined') return;
  timeZoneKept = true;
  const keep = () => {
    // The zone's name is read again only when the clock's offset has changed since it was kept
    // (travel, a daylight-saving change): the offset costs nothing, the name a first use of ICU's
    // time zone data, a long task on a phone in every page's first seconds.
    const offset = String(new Date().getTimezoneOffset());
    const cookies = document.cookie.split('; ');
    const hasCookie = cookies.some((pair) => pair.startsWith(`${TIME_ZONE_COOKIE}=`));
    if (hasCookie && readStorage(STORAGE_KEYS.timeZoneOffset) === offset) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    writeStorage(STORAGE_KEYS.timeZoneOffset, offset);
    const value = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
    if (cookies.includes(value)) return;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${value}; path=/; max-age=31536000; samesite=lax${secure}`;
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(keep, { timeout: 5_000 });
  else setTimeout(keep, 1_000);
}
