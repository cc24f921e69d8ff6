import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FIRST_ANSWERS_ID } from '#shared/contracts/page-boot.contract';
import { ApiError } from './api-client';
import { getChecked, requestChecked } from './checked-answer';
import { resetFirstAnswers } from './first-answers';

const countSchema = z.object({ count: z.number().int() });

function answerPage(answers: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ID;
  script.textContent = JSON.stringify({ answers });
  document.body.appendChild(script);
}

function respondWith(body: unknown, status = 200): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('checked answers', () => {
  beforeEach(() => {
    resetFirstAnswers();
    // First answers stand in only while the page is fresh: a page loaded a second ago.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ID)?.remove();
    resetFirstAnswers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks a network answer against the schema it loads with the request', async () => {
    const fetchMock = respondWith({ count: 3, extra: 'dropped' });
    const loadSchema = vi.fn(async () => countSchema);
    await expect(getChecked('/api/count', loadSchema)).resolves.toEqual({ count: 3 });
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a network answer that breaks its contract', async () => {
    respondWith({ count: 'three' });
    await expect(getChecked('/api/count', async () => countSchema)).rejects.toThrow(z.ZodError);
  });

  it("takes the page's first answer without a request and without loading the schema", async () => {
    const fetchMock = respondWith({ count: 9 });
    answerPage({ '/api/count': { count: 1 } });
    const loadSchema = vi.fn(async () => countSchema);
    await expect(getChecked('/api/count', loadSchema)).resolves.toEqual({ count: 1 });
    expect(loadSchema).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    // A first answer is used once: the next ask goes to the server and is checked.
    await expect(getChecked('/api/count', loadSchema)).resolves.toEqual({ count: 9 });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('checks the answer to a write and passes an API error on unchanged', async () => {
    const fetchMock = respondWith({ count: 4 });
    await expect(
      requestChecked('/api/count', async () => countSchema, { method: 'PUT', body: { count: 4 } }),
    ).resolves.toEqual({ count: 4 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/count',
      expect.objectContaining({ method: 'PUT', body: '{"count":4}' }),
    );
    respondWith({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    await expect(requestChecked('/api/count', async () => countSchema)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
