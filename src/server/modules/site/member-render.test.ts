/**
 * Signed-in pages rendered for their member (ADR 111): the rendered markup takes the app frame's
 * place only for a signed-in member whose time zone is known, the page stays private, and a render
 * that fails or runs past its budget leaves the page as it was, logged without what it showed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APP_FRAME_END,
  APP_FRAME_START,
  SERVER_RENDERED_ATTRIBUTE,
  TIME_ZONE_COOKIE,
} from '#shared/contracts/page-boot.contract';
import type { Actor } from '#server/plugins/actor';
import { SESSION_COOKIE_NAME, type SessionInfo } from '#server/plugins/session';
import type { FirstReader } from './first-answers';
import { memberRendererFor, shellWithMarkup, type MemberRenderer } from './member-render';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

const SHELL = `<!doctype html><html><head></head><body><div id="root">${APP_FRAME_START}<p>frame</p>${APP_FRAME_END}</div></body></html>`;

/** A real logger that writes nothing, its warnings recorded for the test to read. */
function fakeLog() {
  const log = pino({ level: 'silent' });
  return { log, warn: vi.spyOn(log, 'warn') };
}

describe('shellWithMarkup', () => {
  it("puts the page in the frame's place and marks the root with the day", () => {
    const html = shellWithMarkup(SHELL, '<h1>Daily log</h1>', '2026-11-26');
    expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="2026-11-26"><h1>`);
    expect(html).not.toContain('frame');
  });

  it('gives nothing for a shell built without the frame markers', () => {
    expect(shellWithMarkup('<div id="root"><p>frame</p></div>', '<h1>x</h1>', '2026-11-26')).toBe(
      null,
    );
  });
});

describe('memberRendererFor', () => {
  let dir: string;
  const input = {
    path: '/labs/1',
    location: '/labs/1',
    answers: {},
    today: '2026-11-26',
    timeZone: 'Asia/Tokyo',
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-member-render-'));
    const entry = (body: string) =>
      `export const prerenderedQueriesTag = (q) => '<script id="q">' + JSON.stringify(q) + '</script>';
       export async function renderMemberPage(input) { ${body} }`;
    writeFileSync(
      join(dir, 'zone.mjs'),
      entry(
        `return { html: input.inZone(() => '<p>' + process.env.TZ + ' ' + new Date(Date.UTC(2026, 10, 26, 20)).getDate() + '</p>'), queries: [1] };`,
      ),
    );
    writeFileSync(
      join(dir, 'throws.mjs'),
      entry(`throw new Error('Glucose 112 mg/dL could not render');`),
    );
    writeFileSync(
      join(dir, 'deadline.mjs'),
      entry(`return { html: String(input.deadline - input.now), queries: [] };`),
    );
    writeFileSync(
      join(dir, 'slow.mjs'),
      entry(`await new Promise((r) => setTimeout(r, 300)); return { html: '', queries: [] };`),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders in the member’s time zone and puts the process’s back', async () => {
    const before = process.env.TZ;
    const render = memberRendererFor(join(dir, 'zone.mjs'), 1_000)!;
    const rendered = await render(input, fakeLog().log);
    // 20:00 UTC on 26 November is already the 27th in Tokyo.
    expect(rendered).toEqual({
      markup: '<p>Asia/Tokyo 27</p>',
      queriesTag: '<script id="q">[1]</script>',
    });
    expect(process.env.TZ).toBe(before);
  });

  it('falls back on a render error, logging the page and the kind of error, not its message', async () => {
    const { log, warn } = fakeLog();
    expect(await memberRendererFor(join(dir, 'throws.mjs'), 1_000)!(input, log)).toBe(null);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      page: '/labs',
      reason: 'render error',
      errorName: 'Error',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Glucose|112|labs\/1/);
  });

  it('tells the render when the server stops waiting, so a render still queued then is skipped', async () => {
    const rendered = await memberRendererFor(join(dir, 'deadline.mjs'), 250)!(input, fakeLog().log);
    expect(Number(rendered?.markup)).toBeGreaterThanOrEqual(249);
    expect(Number(rendered?.markup)).toBeLessThanOrEqual(251);
  });

  it('falls back on a render past its budget', async () => {
    const { log, warn } = fakeLog();
    expect(await memberRendererFor(join(dir, 'slow.mjs'), 50)!(input, log)).toBe(null);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ reason: 'over budget' });
  });

  it('is none when the client was built without its server entry', () => {
    expect(memberRendererFor(join(dir, 'missing.mjs'), 1_000)).toBe(null);
  });
});

describe('a signed-in page served with its render', () => {
  let dir: string;
  let app: FastifyInstance;
  const renderer = vi.fn<MemberRenderer>();
  const member = `${SESSION_COOKIE_NAME}=member-token`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-member-site-'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/log', '/reminders'],
        prerendered: {},
        sitemap: [],
        firstData: { '/log': 'dailyLog' },
      }),
    );
    writeFileSync(join(dir, 'spa.html'), SHELL);
    app = Fastify();
    // The session is the member's cookie's alone; the page's own request is read as an answer.
    const reader: FirstReader = {
      actorOf: async (request) => {
        if (!request.headers.cookie?.includes(member)) return null;
        request.sessionInfo = { user: { id: 'a' }, session: { id: 's' } } as SessionInfo;
        return { id: 'a', sessionId: 's', admin: false } as Actor;
      },
      routeAccess: () => [{ method: 'GET', url: '/api/daily-log/:date', access: 'user' }],
      routeReads: {
        get: (path) =>
          path === '/api/daily-log/:date'
            ? async () => JSON.stringify({ day: 'answer' })
            : undefined,
        paths: () => ['/api/daily-log/:date'],
      },
    };
    await registerSite(app, {
      files: loadSiteFiles(dir),
      appUrl: 'http://localhost:3000',
      emailDelivery: 'outbox',
      supportEmail: 'support@example.com',
      memberRenderer: renderer,
      firstReader: reader,
      // The daily log's first data, as the client's server entry declares it (ADR 119).
      pageData: async () => ({
        dailyLog: { name: 'dailyLog', firstRequests: ({ date }) => [`/api/daily-log/${date}`] },
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("carries the member's page in place of the frame, and stays private", async () => {
    renderer.mockResolvedValueOnce({
      markup: '<h1>Daily log</h1>',
      queriesTag: '<script id="q"></script>',
    });
    const response = await get('/log?day=1', `${member}; ${TIME_ZONE_COOKIE}=Europe%2FParis`);
    expect(response.body).toContain(`${SERVER_RENDERED_ATTRIBUTE}=`);
    expect(response.body).toContain('<h1>Daily log</h1>');
    expect(response.body).toContain('<script id="q"></script>');
    expect(response.body).not.toContain('<p>frame</p>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(renderer.mock.calls.at(-1)![0]).toMatchObject({
      path: '/log',
      location: '/log?day=1',
      timeZone: 'Europe/Paris',
    });
  });

  it("says the host's edition in the rendered page, which the server renders as Health", async () => {
    const markup = '<p data-edition-subtitle="">Advanced Health Insights</p><h1>Daily log</h1>';
    const cookie = `${member}; ${TIME_ZONE_COOKIE}=UTC`;
    renderer.mockResolvedValueOnce({ markup, queriesTag: '' });
    const wellness = await app.inject({
      method: 'GET',
      url: '/log',
      headers: { cookie, host: 'wellnest.example' },
    });
    expect(wellness.body).toContain('<h1>Daily log</h1>');
    expect(wellness.body).toContain('>General Wellness Information</p>');
    expect(wellness.body).not.toContain('Advanced Health Insights');
    renderer.mockResolvedValueOnce({ markup, queriesTag: '' });
    const health = await get('/log', cookie);
    expect(health.body).toContain('>Advanced Health Insights</p>');
  });

  it('sends the frame when the render gives nothing', async () => {
    renderer.mockResolvedValueOnce(null);
    const response = await get('/log', `${member}; ${TIME_ZONE_COOKIE}=UTC`);
    expect(response.body).toContain('<p>frame</p>');
    expect(response.body).not.toContain(`${SERVER_RENDERED_ATTRIBUTE}=`);
  });

  it('renders nothing without the member’s time zone, for a page without data, or for a visitor', async () => {
    renderer.mockClear();
    await get('/log', member);
    await get('/reminders', `${member}; ${TIME_ZONE_COOKIE}=UTC`);
    const visitor = await get('/log', `${TIME_ZONE_COOKIE}=UTC`);
    expect(renderer).not.toHaveBeenCalled();
    expect(visitor.body).toContain('<p>frame</p>');
  });
});
