/**
 * What each app page asks first (ADR 066, 2026-11-26 addendum: a page is declared once). A route's
 * entry (client/app/routes/<area>/<area>-routes.ts) names its page's entry here (`data:
 * 'dailyLog'`, type-checked against PAGE_DATA's keys); the prerenderer writes each path's name
 * into routes.json (`firstData`); the server answers those requests into the page's HTML for a
 * signed-in visitor (server/modules/site/first-answers.ts); the app takes each answer once in place
 * of its request (client/lib/first-answers.ts), by its exact path, so it never runs this table and
 * its bundle does not carry it.
 *
 * `client/app/page-data.test.tsx` renders every app page signed in and fails when the requests its
 * hooks make first are not exactly the frame's and the ones listed here (the same paths and query
 * strings). Pure TypeScript: React and zod never come with it.
 */
import { addDays, daysEndingOn } from '#shared/domain/dates';

/** Who asks and for what: the route's `:name` segments (decoded) and the visitor's calendar day. */
export interface PageVisit {
  params: Readonly<Record<string, string>>;
  date: string;
  /** The address's query string ('?plan=…'), when the page reads one. */
  search?: string;
}

export interface PageData {
  /** Its key in PAGE_DATA, which routes.json names it by. */
  readonly name: string;
  /**
   * The GET requests (path and query, exactly as the page's hooks build them) its first screen
   * makes once the session is known, besides the frame's (FRAME_REQUESTS).
   */
  readonly firstRequests: (visit: PageVisit) => readonly string[];
  /** Its first answer carries the frame's own (the dashboard's summary): they are not asked. */
  readonly carriesFrame?: boolean;
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

const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/** '?a=1&b=2' from the values given (empty ones left out), as the client's query builders write it. */
function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The trends the progress pages open with: 30 days ending on the visitor's day. */
const bodyMetricsOfMonth = (date: string) =>
  `/api/account/body-metrics${query({ from: addDays(date, -29) })}`;
const habitsWithArchived = (date: string) =>
  `/api/habits${query({ today: date, include_archived: 'true' })}`;
/** Pattern insights (a paid feature: a free member's 403 is not kept), asked after the trends. */
const patternsOf = ({ date }: PageVisit) => [`/api/insights/patterns${query({ today: date })}`];
const trends = (date: string) => `/api/trends${query({ days: '30', today: date })}`;
const goals = (date: string) => `/api/goals${query({ today: date })}`;
const habits = (date: string) => `/api/habits${query({ today: date })}`;
/** The food logs of the 7 days ending on the visitor's day (the nutrition and diet charts). */
const lastWeekFoodLogs = (date: string) =>
  daysEndingOn(date, 7).map((day) => `/api/food-log/${id(day)}`);
const supplementTotals = (date: string) => `/api/supplements/totals${query({ date })}`;

/** The first day and the last day of the visitor's month. */
function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 8)}01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 8)}01`, -1) };
}

/** The ids of the items of a list answer's `key` (`{ [key]: [{ id }] }`), in its order. */
function idsIn(answers: Readonly<Record<string, unknown>>, path: string, key: string): string[] {
  const list = (answers[path] as Record<string, unknown> | null | undefined)?.[key];
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => (item as { id?: unknown } | null)?.id)
    .filter((itemId): itemId is string => typeof itemId === 'string');
}

/** The id of the first item of a list answer's `key`, if it has one. */
function firstIdIn(
  answers: Readonly<Record<string, unknown>>,
  path: string,
  key: string,
): string | null {
  return idsIn(answers, path, key)[0] ?? null;
}

type Declared = Omit<PageData, 'name'>;

function declare<Name extends string>(pages: Record<Name, Declared>): Record<Name, PageData> {
  return Object.fromEntries(
    Object.entries<Declared>(pages).map(([name, page]) => [name, { name, ...page }]),
  ) as Record<Name, PageData>;
}

/** One entry per page (a page shown at several paths has one entry). */
export const PAGE_DATA = declare({
  dashboard: {
    // Its summary carries the frame's answers too (filed under their own queries).
    carriesFrame: true,
    firstRequests: ({ date }) => [`/api/dashboard/summary?date=${encodeURIComponent(date)}`],
  },
  profile: {
    firstRequests: () => ['/api/profile'],
    // The body measurements section, shown once the profile has rendered.
    thenRequests: ({ date }) => [bodyMetricsOfMonth(date)],
  },
  account: {
    firstRequests: () => [
      '/api/profile',
      '/api/preferences',
      '/api/account/settings',
      '/api/account/sessions',
      '/api/account/body-metrics',
    ],
  },
  journeySelector: { firstRequests: () => ['/api/preferences'] },
  aiInsights: { firstRequests: () => ['/api/ai-insights/weekly'] },
  medicineCabinet: { firstRequests: () => ['/api/medications', '/api/medications/safety'] },
  safetyChecks: { firstRequests: () => ['/api/medications'] },
  medicineTiming: { firstRequests: () => [], thenRequests: () => ['/api/medications'] },
  medicationSafety: {
    firstRequests: () => ['/api/medications', '/api/medications/safety', '/api/safety/summary'],
  },
  labUpload: { firstRequests: () => [], thenRequests: () => ['/api/labs'] },
  labReport: { firstRequests: ({ params }) => [`/api/labs/${id(params.id)}`] },
  symptoms: {
    firstRequests: ({ date }) => ['/api/symptoms/options', `/api/symptoms${query(monthOf(date))}`],
  },
  mood: {
    firstRequests: ({ date }) => [
      `/api/mood${query({ from: date, to: date })}`,
      `/api/mood${query({ from: `${date.slice(0, 4)}-01-01`, to: `${date.slice(0, 4)}-12-31` })}`,
    ],
  },
  habits: {
    firstRequests: ({ date }) => [habitsWithArchived(date)],
    // Each habit's week strip: its check-ins over the 7 days ending today.
    thenRequests: ({ date }, answers) =>
      idsIn(answers, habitsWithArchived(date), 'habits').map(
        (habit) =>
          `/api/habits/${id(habit)}/check-ins${query({ from: addDays(date, -6), to: date })}`,
      ),
  },
  dailyLog: {
    firstRequests: ({ date }) => [`/api/daily-log/${id(date)}`],
    // The symptom form's names, asked once the day has rendered.
    thenRequests: () => ['/api/symptoms/options'],
  },
  goals: { firstRequests: ({ date }) => ['/api/profile', goals(date)] },
  achievements: { firstRequests: () => ['/api/achievements'] },
  trends: {
    firstRequests: ({ date }) => [trends(date), bodyMetricsOfMonth(date)],
    thenRequests: patternsOf,
  },
  patterns: { firstRequests: ({ date }) => [trends(date)], thenRequests: patternsOf },
  weeklyReport: {
    firstRequests: ({ date }) => [`/api/reports/weekly${query({ today: date })}`, trends(date)],
  },
  goalsProgress: { firstRequests: ({ date }) => [goals(date), habits(date), trends(date)] },
  overview: {
    firstRequests: ({ date }) => [trends(date)],
    thenRequests: ({ date }) => [`/api/action-plans${query({ today: date })}`],
  },
  dietProgress: {
    firstRequests: ({ date }) => [
      goals(date),
      habits(date),
      trends(date),
      ...lastWeekFoodLogs(date),
    ],
  },
  notifications: { firstRequests: () => ['/api/notifications'] },
  // Pages that ask nothing before the frame has answered (the plan decides what they show).
  reminders: {
    firstRequests: () => [],
    thenRequests: ({ date }) => [
      habits(date),
      '/api/medications',
      '/api/reminders',
      '/api/profile',
    ],
  },
  mealPlanning: {
    firstRequests: () => ['/api/meal-plans'],
    // The plan the page shows: the one its address names, else the newest (the list's first).
    thenRequests: ({ search }, answers) => {
      const chosen =
        new URLSearchParams(search).get('plan') ?? firstIdIn(answers, '/api/meal-plans', 'plans');
      return chosen ? [`/api/meal-plans/${id(chosen)}`] : [];
    },
  },
  recipe: { firstRequests: ({ params }) => [`/api/recipes/${id(params.id)}`] },
  foodLog: { firstRequests: ({ date }) => [`/api/food-log/${id(date)}`] },
  nutrition: {
    firstRequests: ({ date }) => [...lastWeekFoodLogs(date), supplementTotals(date)],
  },
  supplements: { firstRequests: ({ date }) => [supplementTotals(date)] },
  populateRecipes: { firstRequests: () => ['/api/admin/recipes/populate'] },
  myEssentialOils: { firstRequests: () => ['/api/oils/favorites', '/api/oils/blends'] },
  essentialOil: { firstRequests: ({ params }) => [`/api/oils/${id(params.id)}`] },
  naturalRemedy: { firstRequests: ({ params }) => [`/api/remedies/${id(params.id)}`] },
  joinAsProvider: { firstRequests: () => ['/api/providers/mine'] },
  provider: { firstRequests: ({ params }) => [`/api/providers/${id(params.id)}`] },
  shares: {
    firstRequests: () => ['/api/shares'],
    // What a new share can carry and whom it can go to, asked once the list has rendered.
    thenRequests: () => ['/api/labs', '/api/providers'],
  },
  sharedSummary: { firstRequests: ({ params }) => [`/api/shared/${id(params.token)}`] },
  newThread: {
    firstRequests: () => ['/api/community/topics'],
    // The member's community name, asked once the topics are in.
    thenRequests: () => ['/api/community/me'],
  },
  moderation: { firstRequests: () => ['/api/community/moderation/queue'] },
  thread: { firstRequests: ({ params }) => [`/api/community/threads/${id(params.id)}`] },
  myCommunity: { firstRequests: () => ['/api/community/me'] },
  adminOverview: { firstRequests: () => ['/api/admin/overview'] },
  diagnostics: { firstRequests: () => ['/api/admin/diagnostics'] },
  authHealth: { firstRequests: () => ['/api/admin/auth-health'] },
});

export type PageDataName = keyof typeof PAGE_DATA;

/** The entry routes.json names, or undefined for a name this build does not know. */
export function pageDataNamed(name: string): PageData | undefined {
  return Object.hasOwn(PAGE_DATA, name) ? PAGE_DATA[name as PageDataName] : undefined;
}

/**
 * Every GET the server answers into a signed-in page, besides the session: the frame's (unless
 * the page's own answers carry them) and the page's, each once. A page with no entry gets the
 * frame's alone.
 */
export function firstRequestsOf(data: PageData | undefined, visit: PageVisit): string[] {
  const frame = data?.carriesFrame ? [] : FRAME_REQUESTS;
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
