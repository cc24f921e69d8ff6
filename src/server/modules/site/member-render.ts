/**
 * Signed-in pages rendered for their member at request time (ADR 111). The client's server entry
 * (dist/server-render/entry-server.js, built by scripts/prerender.ts from src/client/entry-server.tsx)
 * is loaded once; for a page that declares its first data, it renders the page from the answers the
 * server just made for this member's cookie (first-answers.ts), and the markup replaces the app
 * frame in the SPA shell, with the queries it was rendered from for the browser to hydrate with.
 *
 * Anything that goes wrong (no entry, an error, a render past its time budget) leaves the page as
 * it was before: the shell with its frame and the answers. The log says which page and why, never
 * what the page showed.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  APP_FRAME_END,
  APP_FRAME_START,
  SERVER_RENDERED_ATTRIBUTE,
  type MemberPageInput,
} from '#shared/contracts/page-boot.contract';
import { loadClientEntry } from './client-entry';
import type { AnsweredPage } from './first-answers';

interface RenderedMemberPage {
  html: string;
  queries: unknown[];
}

/** What the server uses of the client's server entry (entry-server.tsx). */
interface MemberRenderEntry {
  renderMemberPage: (input: MemberPageInput) => Promise<RenderedMemberPage>;
  prerenderedQueriesTag: (queries: unknown[]) => string;
}

export interface MemberRenderInput {
  path: string;
  /** The path with the request's query string, which the page may read ('?demo=true'). */
  location: string;
  answers: Record<string, unknown>;
  today: string;
  /** The member's time zone (TIME_ZONE_COOKIE): times on the page are rendered in it. */
  timeZone: string;
}

export type MemberRenderer = (
  input: MemberRenderInput,
  log: FastifyBaseLogger,
) => Promise<{ markup: string; queriesTag: string } | null>;

/**
 * The renderer for the built entry at `entryFile`, or null when the client was built without it. A
 * render that takes longer than `budgetMs` is not waited for: the page goes out without it.
 */
export function memberRendererFor(entryFile: string, budgetMs: number): MemberRenderer | null {
  if (!existsSync(entryFile)) return null;
  const load = () => loadClientEntry<MemberRenderEntry>(entryFile);
  // Loaded ahead, so the first member's page does not pay for reading React's server renderer.
  void load().catch(() => undefined);
  return async (input, log) => {
    const started = performance.now();
    try {
      const loaded = await load();
      const rendered = await withinBudget(
        loaded.renderMemberPage({
          path: input.path,
          location: input.location,
          answers: input.answers,
          today: input.today,
          now: Date.now(),
          deadline: Date.now() + budgetMs,
          inZone: (render) => inTimeZone(input.timeZone, render),
        }),
        budgetMs,
      );
      if (!rendered) {
        logFallback(log, input.path, 'over budget', started);
        return null;
      }
      return { markup: rendered.html, queriesTag: loaded.prerenderedQueriesTag(rendered.queries) };
    } catch (error) {
      logFallback(log, input.path, 'render error', started, error);
      return null;
    }
  };
}

/**
 * Runs a synchronous render with the process's time zone set to the member's, so the times the
 * page formats (a symptom's 'Mar 3, 2026, 9:41 AM') are the ones their browser formats when it
 * hydrates. Synchronous, so no other request's code runs meanwhile; Node re-reads TZ on assignment.
 */
function inTimeZone<T>(zone: string, render: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return render();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    // A render left behind still finishes (renders run one at a time); its failure is not news.
    work.catch(() => undefined);
  }
}

/**
 * Which page (its first segment: '/labs/…' is 'labs'), why, how long, and for an error its kind
 * and where it was thrown: never its message, which could quote what the page was rendering.
 */
function logFallback(
  log: FastifyBaseLogger,
  path: string,
  reason: string,
  started: number,
  error?: unknown,
): void {
  const at =
    error instanceof Error ? error.stack?.split('\n').find((line) => line.includes(' at ')) : '';
  log.warn(
    {
      page: `/${path.split('/')[1] ?? ''}`,
      reason,
      ms: Math.round(performance.now() - started),
      errorName: error instanceof Error ? error.name : undefined,
      at: at?.trim(),
    },
    'signed-in page sent without its server render',
  );
}

/**
 * The SPA shell with `markup` in place of its app frame, its root marked with the day it was
 * rendered for; null when the shell has no frame markers (a build older than ADR 111).
 */
export function shellWithMarkup(shell: string, markup: string, today: string): string | null {
  const start = shell.indexOf(APP_FRAME_START);
  const end = shell.indexOf(APP_FRAME_END, start);
  const root = '<div id="root">';
  if (start === -1 || end === -1 || !shell.includes(root)) return null;
  const filled = shell.slice(0, start) + markup + shell.slice(end + APP_FRAME_END.length);
  return filled.replace(root, `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${today}">`);
}

/**
 * The SPA shell with the page rendered for this member in place of its frame, and the queries it
 * was rendered from, for a page that declares its first data; null when not rendered (the log says
 * why). Without the member's time zone the browser could show other times than the server would
 * render, so such a page is not rendered.
 */
export async function renderedShell(
  renderer: MemberRenderer | null | undefined,
  {
    shell,
    path,
    location,
    answered,
  }: { shell: string; path: string; location: string; answered: AnsweredPage },
  log: FastifyBaseLogger,
): Promise<string | null> {
  const { timeZone, today } = answered;
  if (!renderer || !answered.declaresData || timeZone === null) return null;
  const input = { path, location, answers: answered.answers, today, timeZone };
  const rendered = await renderer(input, log);
  const body = rendered && shellWithMarkup(shell, rendered.markup, today);
  return body && rendered ? body.replace('</body>', () => `${rendered.queriesTag}</body>`) : null;
}
