/**
 * The FHIR import's body is parsed and read in a worker thread past 256 kB (ADR 100): the main
 * thread never parses such a body (JSON.parse is watched while the routes answer), and every
 * refusal, in the worker or in place, is the one the app's JSON parser and validator gave before,
 * byte for byte. Past the time limit the read is
 * ended and refused, with nothing written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FhirImportPreview } from '#shared/contracts/fhir.contract';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import {
  FHIR_IMPORT_READ_LIMITS,
  FHIR_IMPORT_TOO_HEAVY,
  previewInWorker,
} from './fhir-import-in-worker';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await newUserWithId(t.app, 'fhir-import-worker')).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const send = (url: string, payload: string | Buffer, type = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': type },
  });

/** A text no other request of this test sends, to find in what JSON.parse was given. */
const MARKER = 'Marker-7f3a9c-Amlodipine';
/** JSON whitespace that takes a body past the size read in place, into the worker. */
const PAST_IN_PLACE = ' '.repeat(FHIR_IMPORT_READ_LIMITS.inPlaceMaxBytes + 1);

describe('the FHIR import parses off the main thread', () => {
  it('previews and confirms without JSON.parse of the body on the main thread', async () => {
    const bundle = JSON.stringify({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:med-1',
          resource: {
            resourceType: 'MedicationStatement',
            status: 'active',
            medicationCodeableConcept: { text: 'Warfarin' },
            note: [{ text: MARKER }],
          },
        },
        {
          fullUrl: 'urn:uuid:weight-1',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] },
            effectiveDateTime: '2026-01-05T08:00:00Z',
            valueQuantity: { value: 70.5, unit: 'kg', code: 'kg' },
          },
        },
      ],
    });
    const parse = vi.spyOn(JSON, 'parse');
    const previewed = await send('/api/account/fhir', bundle + PAST_IN_PLACE);
    const confirmed = await send(
      '/api/account/fhir/confirm',
      JSON.stringify({ allergies: [MARKER], metrics: [] }) + PAST_IN_PLACE,
    );
    const parsedHere = parse.mock.calls.filter(([text]) => String(text).includes(MARKER));
    parse.mockRestore();
    expect(parsedHere).toEqual([]);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['content-type']).toBe('application/json; charset=utf-8');
    const preview = previewed.json() as FhirImportPreview;
    expect(preview.medicines.map((m) => [m.name, m.substance_id])).toEqual([
      ['Warfarin', 'warfarin'],
    ]);
    expect(preview.metrics).toEqual([
      { kind: 'weight', date: '2026-01-05', value: 70.5, value2: null },
    ]);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ allergies_added: 1 });
  }, 60_000);

  it.each([
    [
      '/api/account/fhir',
      '{"resourceType":"Bundle","entry":[{"resource":{"resourceType":"Basic"}}]}',
    ],
    ['/api/account/fhir/confirm', '{"allergies":["Pollen"]}'],
  ])(
    'answers %s as the parser and validator did in place',
    async (url, good) => {
      const invalid = {
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      };
      const cases: [payload: string, status: number, body: unknown][] = [
        ['', 400, { code: 'FST_ERR_CTP_EMPTY_JSON_BODY', message: expect.any(String) }],
        ['{"resourceType": "Bundle", "entry": [', 400, invalid],
        ['{"__proto__":{"x":1}}', 400, invalid],
        ['{"constructor":{"prototype":{"x":1}}}', 400, invalid],
        [
          `${'['.repeat(40)}${']'.repeat(40)}`,
          400,
          { code: 'BODY_TOO_DEEP', message: expect.any(String) },
        ],
        ['{"a":"x\\u0000y"}', 400, { code: 'NUL_CHARACTER', message: expect.any(String) }],
        ['{"a":"\\ud800"}', 400, { code: 'INVALID_UNICODE', message: expect.any(String) }],
        [
          '[]',
          400,
          { code: 'VALIDATION_ERROR', message: 'Invalid input: expected object, received array' },
        ],
        // A byte-order mark is dropped, as the parser in place dropped it.
        [`\ufeff${good}`, 200, expect.any(Object)],
      ];
      for (const [payload, status, body] of cases) {
        const response = await send(url, payload);
        expect([response.statusCode, response.json()], payload.slice(0, 40)).toEqual([
          status,
          body,
        ]);
      }
      const charset = await send(url, good, 'application/json; charset=utf-8');
      expect(charset.statusCode).toBe(200);
      // Another content type is not parsed as JSON, as before.
      const text = await send(url, good, 'text/plain');
      expect([text.statusCode, text.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    },
    60_000,
  );

  it('ends a read past its time limit and refuses the file', async () => {
    const bundle = Buffer.from(
      JSON.stringify({
        resourceType: 'Bundle',
        entry: Array.from({ length: 5000 }, (_, i) => ({
          resource: { resourceType: 'Observation', id: `o${i}`, text: { div: 'x'.repeat(200) } },
        })),
      }),
    );
    const never = () => new Promise<never>(() => undefined);
    await expect(
      previewInWorker(bundle, never, { inPlaceMaxBytes: 0, maxReadMs: 50, workerHeapMb: 256 }),
    ).rejects.toMatchObject({
      statusCode: 413,
      code: 'FHIR_BUNDLE_TOO_LARGE',
      message: FHIR_IMPORT_TOO_HEAVY,
    });
  }, 30_000);
});
