/**
 * A signed-in page's first answers (ADR 066): a GET the page's HTML answered is taken from it once,
 * without a request; anything else (a second ask, a write, a stale page) goes to the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ID, TIME_ZONE_COOKIE } from '#shared/contracts/page-boot.contract';
import { fakeFetch } from '../../../tests/setup/fake-fetch';
import { apiRequest } from './api-client';
import {
  answerFromServer,
  answersReadByServer,
  FIRST_ANSWERS_FRESH_MS,
  forgetFirstAnswers,
  rememberTimeZone,
  resetFirstAnswers,
} from './first-answers';

function pageWith(answers: Record<string, unknown>): void {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = FIRST_ANSWERS_ID;
  tag.textContent = JSON.stringify({ answers });
  document.body.append(tag);
}

describe('first answers', () => {
  beforeEach(() => {
    resetFirstAnswers();
    // A page that has just loaded (the test worker itself may have run for minutes).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ID)?.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('answer a GET once from the page, then the server answers', async () => {
    const fake = fakeFetch({ 'GET /api/medications': { body: { medications: ['fresh'] } } });
    pageWith({ '/api/medications': { medications: ['from the page'] } });
    expect(await apiRequest('/api/medications')).toEqual({ medications: ['from the page'] });
    expect(fake.calls).toHaveLength(0);
    expect(await apiRequest('/api/medications')).toEqual({ medications: ['fresh'] });
    expect(fake.calls).toHaveLength(1);
  });

  it('a page the server rendered forgets its answers: a refetch after a write reaches the server', async () => {
    const fake = fakeFetch({ 'GET /api/habits': { body: { habits: ['added'] } } });
    pageWith({ '/api/habits': { habits: [] } });
    forgetFirstAnswers();
    expect(await apiRequest('/api/habits')).toEqual({ habits: ['added'] });
    expect(fake.calls).toHaveLength(1);
  });

  it('a rendered page forgets the answers its render read and keeps the rest for their first ask', async () => {
    const fake = fakeFetch({
      'GET /api/habits': { body: { habits: ['added'] } },
      'GET /api/disclaimer/acknowledgement': { body: { acknowledged: false } },
    });
    pageWith({
      '/api/habits': { habits: [] },
      '/api/disclaimer/acknowledgement': { acknowledged: true },
    });
    forgetFirstAnswers(['/api/habits']);
    expect(await apiRequest('/api/habits')).toEqual({ habits: ['added'] });
    // Asked only in the browser (the welcome disclaimer's gate): answered from the page, once.
    expect(await apiRequest('/api/disclaimer/acknowledgement')).toEqual({ acknowledged: true });
    expect(fake.calls).toHaveLength(1);
  });

  it('a server render lists the answers it read, and starts each render with none', async () => {
    answerFromServer(new Map([['/api/habits', { habits: [] }]]));
    try {
      await apiRequest('/api/habits');
      await expect(apiRequest('/api/goals')).rejects.toMatchObject({ code: 'NOT_ANSWERED' });
      expect(answersReadByServer()).toEqual(['/api/habits']);
      answerFromServer(new Map());
      expect(answersReadByServer()).toEqual([]);
    } finally {
      answerFromServer(null);
    }
  });

  it('while the server renders, answer from its answers and never reach the network', async () => {
    const fake = fakeFetch({ 'GET /api/habits': { body: { habits: ['network'] } } });
    answerFromServer(new Map([['/api/habits', { habits: ['answered'] }]]));
    try {
      expect(await apiRequest('/api/habits')).toEqual({ habits: ['answered'] });
      // Not taken once: every render pass reads the same answers.
      expect(await apiRequest('/api/habits')).toEqual({ habits: ['answered'] });
      await expect(apiRequest('/api/goals')).rejects.toMatchObject({ code: 'NOT_ANSWERED' });
      expect(fake.calls).toHaveLength(0);
    } finally {
      answerFromServer(null);
    }
  });

  it('answer only the exact path, never a write', async () => {
    const fake = fakeFetch({
      'GET /api/dashboard/summary': { body: { date: 'asked' } },
      'POST /api/medications': { status: 201, body: { id: 'new' } },
    });
    pageWith({
      '/api/dashboard/summary?date=2026-11-23': { date: '2026-11-23' },
      '/api/medications': { medications: [] },
    });
    // The page was made for another day than the one asked: the server answers.
    expect(await apiRequest('/api/dashboard/summary?date=2026-11-24')).toEqual({ date: 'asked' });
    expect(await apiRequest('/api/medications', { method: 'POST', body: {} })).toEqual({
      id: 'new',
    });
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/dashboard/summary?date=2026-11-24',
      'POST /api/medications',
    ]);
  });

  it('are not used once the page has been open a while', async () => {
    const fake = fakeFetch({ 'GET /api/notifications': { body: { notifications: [] } } });
    pageWith({ '/api/notifications': { notifications: ['old'] } });
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_FRESH_MS + 1);
    expect(await apiRequest('/api/notifications')).toEqual({ notifications: [] });
    expect(fake.calls).toHaveLength(1);
  });

  it("keep the browser's time zone name in a cookie for the server, once, when idle", async () => {
    vi.useFakeTimers();
    try {
      rememberTimeZone();
      rememberTimeZone();
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const kept = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
      await vi.runAllTimersAsync();
      expect(document.cookie).toContain(kept);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the zone's name again only when the clock's offset has changed since", async () => {
    vi.useFakeTimers();
    const zoneReads = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      rememberTimeZone();
      await vi.runAllTimersAsync();
      expect(zoneReads).toHaveBeenCalledTimes(1);
      // The next page load, same offset: the cookie stands, nothing is read.
      resetFirstAnswers();
      rememberTimeZone();
      await vi.runAllTimersAsync();
      expect(zoneReads).toHaveBeenCalledTimes(1);
      // After a daylight-saving change or a flight: read again.
      resetFirstAnswers();
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-600);
      rememberTimeZone();
      await vi.runAllTimersAsync();
      expect(zoneReads).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
