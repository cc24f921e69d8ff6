/**
 * What an app page asks first (ADR 066, ADR 119: a page is declared once). Each page declares its
 * first data with its meta in its area's `<area>-pages.ts` (client/app/routes/<area>/), and its
 * route entry names that declaration; the prerenderer writes each path's data name into
 * routes.json (`firstData`); the server takes the declarations from the client's server entry
 * (`PAGE_DATA`, dist/server-render) and answers those requests into the page's HTML for a
 * signed-in visitor (server/modules/site/first-answers.ts); the app takes each answer once in place
 * of its request (client/lib/first-answers.ts), by its exact path.
 *
 * This file holds the shape both sides agree on and the rules for reading it. Pure TypeScript:
 * React and zod never come with it.
 */
/** Who asks and for what: the route's `:name` segments (decoded) and the visitor's calendar day. */
export interface PageVisit {
  params: Readonly<Record<string, string>>;
  date: string;
  /** The address's query string ('?plan=…'), when the page reads one. */
  search?: string;
}

export interface PageData {
  /** Its name in routes.json's `firstData` (its page's declaration key unless shared). */
  readonly name: string;
  /**
   * The GET requests (path and query, exactly as the page's hooks build them) its first screen
   * makes once the session is known, besides the frame's (FRAME_REQUESTS).
   */
  readonly firstRequests: (visit: PageVisit) => readonly string[];
  /**
   * Whether this visit's first answer carries the frame's own (the dashboard's summary files them
   * under their own queries): they are not asked then. A visit whose page does not read that
   * answer (the dashboard's sample preview) asks them, or the frame would render without them on
   * the server and with them once the browser has fetched them (a hydration mismatch).
   */
  readonly carriesFrame?: (visit: PageVisit) => boolean;
  /**
   * The GET requests the page makes once its first answers are in, read from them (the detail of
   * the item a list answer names first): the server asks them in a second round, so the page's
   * HTML carries that detail rather than a loading line. An answer the page does not ask is never
   * taken, so a wrong guess costs the server one request and the page nothing.
   */
  readonly thenRequests?: (
    visit: PageVisit,
    answers: Readonly<Record<string, unknown>>,
  ) => readonly string[];
}

/**
 * What the app's frame asks on every signed-in page: whether the welcome disclaimer was answered,
 * the plan (the header's upgrade button) and the bell's notifications.
 */
export const FRAME_REQUESTS = [
  '/api/disclaimer/acknowledgement',
  '/api/subscription',
  '/api/notifications',
] as const;

/** The first data of every declared page by its name, as the client's server entry exports it. */
export type PageDataTable = Readonly<Record<string, PageData>>;

/**
 * Every GET the server answers into a signed-in page, besides the session: the frame's (unless
 * the page's own answers carry them) and the page's, each once. A page with no entry gets the
 * frame's alone.
 */
export function firstRequestsOf(data: PageData | undefined, visit: PageVisit): string[] {
  const frame = data?.carriesFrame?.(visit) ? [] : FRAME_REQUESTS;
  return [...new Set([...frame, ...(data?.firstRequests(visit) ?? [])])];
}

/**
 * The page's second round (PageData.thenRequests) from its first answers, less what those already
 * hold.
 */
export function thenRequestsOf(
  data: PageData | undefined,
  visit: PageVisit,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  const asked = data?.thenRequests?.(visit, answers) ?? [];
  return [...new Set(asked)].filter((url) => !Object.hasOwn(answers, url));
}

/**
 * The `:name` segments of `pathname` under the route path `pattern` (decoded), or null when it
 * does not match: exactly, or with each `:name` standing for one non-empty segment.
 */
export function routeParamsOf(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const parts = pathname.split('/');
  if (expected.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const part = parts[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== part) return null;
      continue;
    }
    if (part === '') return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return params;
}
