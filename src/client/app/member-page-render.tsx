/**
 * A signed-in page rendered on the server for its member (ADR 111), with the answers the server
 * made for that member's cookie (ADR 066): the page's first screen is in its HTML, and the browser
 * hydrates it from the same answers, seeded into its query cache before React starts.
 *
 * The queries a page starts are known only by rendering it, so it is rendered until what it asks
 * stops changing: each pass creates its queries, those the answers cover are fetched (from the
 * answers alone: nothing reaches the network), and the next pass renders with them. A query the
 * answers do not cover is left loading, as the browser's first render shows it.
 */
import { StrictMode, type ReactElement } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SESSION_ANSWER_PATH, type MemberPageInput } from '#shared/contracts/page-boot.contract';
import { sessionQueryKey } from '#client/lib/auth';
import { ANSWERS_READ_KEY, answerFromServer, answersReadByServer } from '#client/lib/first-answers';
import type { PrerenderedQuery } from '#client/lib/prerendered-queries';
import { loadFormsOnEdit } from '#client/lib/form-on-edit';
import { createQueryClient } from '#client/lib/query-client';
import { RenderedDayContext } from '#client/lib/use-today';
import { App } from './app';
import { COOKIE_BANNER } from './app-shell';
import { createRenderQueue } from './render-queue';
import { findRoute } from './route-table';

export interface MemberPage {
  html: string;
  /** What the browser seeds its query cache with before hydrating: the queries rendered with data. */
  queries: PrerenderedQuery[];
}

/** Renders beyond this many passes mean a page whose queries keep changing: not rendered. */
const MAX_PASSES = 8;
/** React's mark of a Suspense boundary left to the client (something suspended or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function tree(location: string, today: string, queryClient: QueryClient): ReactElement {
  return (
    <StrictMode>
      <RenderedDayContext value={today}>
        <StaticRouter location={location}>
          <App queryClient={queryClient} />
        </StaticRouter>
      </RenderedDayContext>
    </StrictMode>
  );
}

function isWaiting(query: Query): boolean {
  if (query.state.data !== undefined) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches the waiting queries from the answers; keeps each success as the browser will read it
 * (through JSON) and drops each failure, so the next pass renders it loading. True when any query
 * gained data.
 */
export async function answerWaiting(
  queryClient: QueryClient,
  tried: Set<string>,
): Promise<boolean> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isWaiting(query) && !tried.has(query.queryHash));
  for (const query of waiting) tried.add(query.queryHash);
  // Once each: an answer is there or it is not, and a retry would only wait out its backoff.
  await Promise.all(
    waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
  );
  let gained = false;
  for (const query of waiting) {
    // Data another answer filed under this query while its own request failed (the dashboard's
    // summary files the plan and the notifications that the header's badges ask) is kept: dropped,
    // the browser asked for them again after hydrating.
    if (query.state.status === 'success' || query.state.data !== undefined) {
      gained = true;
      const data: unknown = JSON.parse(JSON.stringify(query.state.data ?? null));
      queryClient.setQueryData(query.queryKey, data, { updatedAt: query.state.dataUpdatedAt });
    } else queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  return gained;
}

/** Waits before the next pass while a lazy part loads: 25 ms, then twice as long each time. */
const lazyWait = (waits: number) =>
  new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(waits, 6)));

async function renderPasses(input: MemberPageInput, queryClient: QueryClient): Promise<string> {
  const tried = new Set<string>();
  let dataPasses = 0;
  let waits = 0;
  for (;;) {
    const html = input.inZone(() => renderToString(tree(input.location, input.today, queryClient)));
    const gained = await answerWaiting(queryClient, tried);
    const suspended = html.includes(CLIENT_RENDERED_BOUNDARY);
    if (!gained && !suspended) return html;
    if (gained && (dataPasses += 1) >= MAX_PASSES)
      throw new Error(`${input.path}: still changing after ${MAX_PASSES} render passes`);
    if (!suspended) continue;
    // A lazy part that suspended (its first render in this process) is rendered once its module
    // has loaded, which on a busy machine took longer than the 8 passes of 25 ms this waited
    // (the first /log of a process went out unrendered): waited for until the deadline, so a
    // part that throws still ends the render then.
    if (Date.now() >= input.deadline)
      throw new Error(`${input.path}: a part still suspended at the deadline`);
    await lazyWait(waits);
    waits += 1;
  }
}

const enqueueRender = createRenderQueue();

/**
 * The page as `input`'s member sees it first. One render at a time (render-queue.ts): the answers
 * are read through a module-level source while a render runs (first-answers.ts), which two members'
 * renders must never share; a render whose deadline passed while it waited is skipped.
 */
export function renderMemberPage(input: MemberPageInput): Promise<MemberPage> {
  const run = async (): Promise<MemberPage> => {
    await Promise.all([findRoute(input.path)?.page.preload(), COOKIE_BANNER.preload()]);
    // The page's forms render whole in its HTML; the browser loads their code on edit.
    await loadFormsOnEdit();
    const queryClient = createQueryClient();
    // Signed in from the first pass: the page itself renders in it, not the guard's loading line.
    queryClient.setQueryData(sessionQueryKey, input.answers[SESSION_ANSWER_PATH] ?? null, {
      updatedAt: input.now,
    });
    answerFromServer(new Map(Object.entries(input.answers)));
    try {
      const html = await renderPasses(input, queryClient);
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({
          queryKey: query.queryKey,
          data: query.state.data,
          updatedAt: input.now,
        }));
      // Last, and not a query: which answers the render read, for the browser to forget.
      queries.push({
        queryKey: ANSWERS_READ_KEY,
        data: answersReadByServer(),
        updatedAt: input.now,
      });
      return { html, queries };
    } finally {
      answerFromServer(null);
      queryClient.clear();
    }
  };
  return enqueueRender(input.deadline, run);
}
