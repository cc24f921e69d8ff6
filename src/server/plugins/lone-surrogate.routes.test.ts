/**
 * One rule at the JSON parser (ADR 075): a string holding a lone surrogate (`\ud800` without its
 * low half, or a low half alone) is refused with 400 INVALID_UNICODE before any route sees it.
 * The four routes that answered 500 with one (saved analyses, medical history, the FHIR confirm
 * step, manual lab entry) now answer 400 and write nothing; an emoji (a surrogate pair, escaped or
 * not) still passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTextProblem, LONE_SURROGATE } from './malformed-input';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await newUserWithId(t.app, 'surrogates');
  await makePaid(t.testDb.database, user.id);
  cookie = user.cookie;
});
afterAll(async () => {
  await t?.close();
});

/** Each route with a body whose `TEXT` is replaced by the string under test (JSON-escaped). */
const ROUTES: [method: 'POST' | 'PUT', url: string, body: string][] = [
  ['POST', '/api/interactions/analyses', '{"title":"TEXT","items":["warfarin","ibuprofen"]}'],
  ['PUT', '/api/profile/sections/medical_history', '{"allergies":["TEXT"]}'],
  [
    'POST',
    '/api/account/fhir/confirm',
    '{"medicines":[],"allergies":["TEXT"],"conditions":[],"metrics":[],"sleep":[],"lab_reports":[]}',
  ],
  [
    'POST',
    '/api/labs',
    '{"test_type":"blood","biomarkers":[{"name":"Glucose","value":90,"unit":"mg/dL","specimen":"blood","value_text":"TEXT"}]}',
  ],
];

const send = (method: 'POST' | 'PUT', url: string, payload: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
  });

describe('lone surrogates in JSON bodies', () => {
  it('finds escaped and raw lone surrogates, in values and keys, and lets pairs through', () => {
    const problem = (text: string) => jsonTextProblem(text, 32);
    expect(problem('{"a":"x\\ud800"}')).toBe('lone-surrogate');
    expect(problem('{"a":"\\uDC00y"}')).toBe('lone-surrogate');
    expect(problem('{"a":"\\ud800\\u0041"}')).toBe('lone-surrogate');
    expect(problem('{"\\ud800":1}')).toBe('lone-surrogate');
    expect(problem('{"a":"\ud800"}')).toBe('lone-surrogate');
    expect(problem('{"a":"\\ud83d\\ude00"}')).toBeUndefined();
    expect(problem('{"a":"\\uD83D\\uDE00 and 😀"}')).toBeUndefined();
    // An escaped backslash then text: no escape at all.
    expect(problem('{"a":"\\\\ud800"}')).toBeUndefined();
  });

  it.each(ROUTES)('%s %s answers 400 INVALID_UNICODE', async (method, url, body) => {
    for (const lone of ['\\ud800', 'a\\udfffb', '\\ud83d\\u0041']) {
      const response = await send(method, url, body.replace('TEXT', lone));
      expect(response.statusCode, `${url} ${lone}`).toBe(400);
      expect(response.json()).toEqual(LONE_SURROGATE);
    }
  });

  it.each(ROUTES)('%s %s still takes an emoji', async (method, url, body) => {
    for (const emoji of ['\\ud83d\\udc8a pills', '🌼 pollen']) {
      const response = await send(method, url, body.replace('TEXT', emoji));
      expect(response.statusCode, `${url} ${emoji}: ${response.body}`).toBeLessThan(300);
    }
  });
});
