import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  biomarkerReferenceListSchema,
} from '#shared/contracts/labs.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId, tableRows } from '../../../../tests/setup/billing';
import { multipartBody, textLabPdf } from '../../../../tests/fixtures/labs/text-lab-pdf';
import {
  CUMULATIVE_REPORT,
  makePositionedReportPdf,
} from '../../../../tests/fixtures/labs/positioned-report-pdf';
import { prerenderedQueriesFor } from '../../../../scripts/prerender-queries';
import { defaultPoolSize } from './extraction/extraction-pool';
import { createLabsReader } from './labs.reader';
import { MAX_QUEUED_EXTRACTIONS } from './extraction/extraction-limits';
import {
  deflatedRepeat,
  operatorBombPdf,
  pdfWithStream,
  zeroBombPdf,
} from './extraction/hostile-pdf.fixture';

let t: TestApp;
let paid: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  paid = await newUserWithId(t.app, 'labs');
  await makePaid(t.testDb.database, paid.id);
  await t.app.inject({
    method: 'PUT',
    url: '/api/profile/sections/personal_info',
    payload: { age: 40, gender: 'female' },
    headers: { origin: TEST_ORIGIN, cookie: paid.cookie },
  });
});
afterAll(async () => {
  await t?.close();
});

function upload(
  cookie: string | undefined,
  file: { name: string; bytes: Buffer; type?: string } | undefined,
  testType = 'blood',
  host?: string,
) {
  const body = multipartBody({ test_type: testType }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/labs',
    payload: body.payload,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': body.contentType,
      ...(cookie ? { cookie } : {}),
      ...(host ? { host } : {}),
    },
  });
}

const remove = (url: string, cookie: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { origin: TEST_ORIGIN, cookie } });
/** 'lab.extract' jobs queued or running, once they are none or 30 s have passed. */
async function waitForLabReadingsToSettle(): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await tableRows(
      t.testDb.database,
      sql`select count(*)::int as n from jobs
        where kind = 'lab.extract' and status in ('queued', 'running')`,
    );
    const pending = Number(row?.n ?? 0);
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const countReports = async (userId: string) =>
  Number(
    (
      await tableRows(
        t.testDb.database,
        sql`select count(*)::int as n from lab_reports where user_id = ${userId}`,
      )
    )[0]!.n,
  );
const auditActions = async (userId: string) =>
  (
    await tableRows(
      t.testDb.database,
      sql`select action, resource_id, success, request_id from security_audit_log where user_id = ${userId} and action like 'lab_%' order by created_at`,
    )
  ).map((row) => row.action);

const GLUCOSE_PDF_LINES = [
  'Glucose   126   H   mg/dL   70 - 99',
  'Hemoglobin   13.9      g/dL   12.0 - 15.5',
];

describe('POST /api/labs (upload)', () => {
  it('reads a text PDF into rows ready for review (201)', async () => {
    const response = await upload(paid.cookie, {
      name: 'report.pdf',
      bytes: await textLabPdf(GLUCOSE_PDF_LINES),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.status).toBe('review');
    expect(body.method).toBe('text');
    expect(body.file).toMatchObject({ kind: 'pdf', display_name: 'report.pdf' });
    expect(body.biomarkers).toHaveLength(2);
    expect(body.biomarkers[0]).toMatchObject({
      name: 'Glucose',
      value: 126,
      unit: 'mg/dL',
      ref_low: 70,
      ref_high: 99,
      flag: 'high',
      marker_id: 'glucose',
      lab_flag: 'H',
      // As the report printed them, beside the normalised unit and flag.
      unit_printed: 'mg/dL',
      flag_printed: 'H',
      review_reason: null,
      origin: 'extracted',
    });
    expect(body.biomarkers[1]).toMatchObject({ name: 'Hemoglobin', flag: 'normal' });
    expect(body.analysis).toBeNull();
    expect(await auditActions(paid.id)).toContain('lab_report_create');
  });

  it('reads a phone-photo style PNG through OCR on this server (201)', async () => {
    const canvas = createCanvas(1400, 260);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1400, 260);
    context.fillStyle = '#000';
    context.font = '32px sans-serif';
    ['Test   Result   Flag   Units   Reference range', ...GLUCOSE_PDF_LINES].forEach((line, i) =>
      context.fillText(line, 40, 60 + i * 70),
    );
    const response = await upload(paid.cookie, {
      name: 'photo.png',
      bytes: canvas.toBuffer('image/png'),
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ method: 'ocr', file: { kind: 'png' } });
    expect(body.biomarkers[0]).toMatchObject({ marker_id: 'glucose', value: 126, flag: 'high' });
  }, 60_000);

  it('refuses an .exe renamed .pdf with 415 and stores nothing', async () => {
    const user = await newUserWithId(t.app, 'labs-exe');
    await makePaid(t.testDb.database, user.id);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(200)]);
    const response = await upload(user.cookie, {
      name: 'results.pdf',
      bytes: exe,
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: LAB_MESSAGES.unsupportedFileType,
    });
    expect(await countReports(user.id)).toBe(0);
  });

  it('refuses content and extension that do not match (a PDF named .png, a PNG named .pdf, no extension)', async () => {
    const pdf = await textLabPdf(GLUCOSE_PDF_LINES);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(64),
    ]);
    for (const file of [
      { name: 'scan.png', bytes: pdf },
      { name: 'scan.pdf', bytes: png },
      { name: 'scan', bytes: pdf },
      { name: 'notes.txt', bytes: Buffer.from('Glucose 126 mg/dL') },
    ]) {
      const response = await upload(paid.cookie, file);
      expect(response.statusCode, file.name).toBe(415);
    }
  });

  it('answers 413 for 10 MB + 1 byte and stores nothing', async () => {
    const user = await newUserWithId(t.app, 'labs-big');
    await makePaid(t.testDb.database, user.id);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    const response = await upload(user.cookie, { name: 'big.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await countReports(user.id)).toBe(0);
    expect(
      (
        await tableRows(
          t.testDb.database,
          sql`select count(*)::int as n from lab_files where user_id = ${user.id}`,
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('stores a path-traversal name under a random id and downloads it as an attachment with nosniff', async () => {
    const bytes = await textLabPdf(GLUCOSE_PDF_LINES);
    const response = await upload(paid.cookie, { name: '../../etc/passwd.pdf', bytes });
    expect(response.statusCode).toBe(201);
    const { id, file } = response.json();
    expect(file.display_name).toBe('passwd.pdf');
    const [stored] = await tableRows(
      t.testDb.database,
      sql`select id, display_name from lab_files where report_id = ${id}`,
    );
    expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored!.id).not.toContain('passwd');

    const download = await get(t.app, `/api/labs/${id}/file`, paid.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="lab-report-${id.slice(0, 8)}.pdf"`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(await auditActions(paid.id)).toContain('lab_report_download');

    const intruder = await newUserWithId(t.app, 'labs-intruder');
    const refused = await get(t.app, `/api/labs/${id}/file`, intruder.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      code: LAB_ERROR_CODES.notFound,
      message: LAB_MESSAGES.notFound,
    });
    // The attempt is in the intruder's audit trail, as an access that read nothing.
    const [attempt] = await tableRows(
      t.testDb.database,
      sql`select resource_id, success from security_audit_log where user_id = ${intruder.id} and action = 'lab_report_download'`,
    );
    expect(attempt).toEqual({ resource_id: id, success: false });
  });

  it('answers a clear 422, not a 500, when the file cannot be read', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
    const response = await upload(paid.cookie, { name: 'broken.pdf', bytes: broken });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('EXTRACTION_FAILED');
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('asks for a file and a test type', async () => {
    expect((await upload(paid.cookie, undefined)).json().code).toBe('FILE_REQUIRED');
    const noType = await upload(
      paid.cookie,
      { name: 'r.pdf', bytes: await textLabPdf(GLUCOSE_PDF_LINES) },
      'saliva',
    );
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe(LAB_MESSAGES.testTypeRequired);
  });

  it('refuses a free user (403 PLAN_REQUIRED), the Wellness edition (403) and no session (401)', async () => {
    const free = await newUserWithId(t.app, 'labs-free');
    const bytes = await textLabPdf(GLUCOSE_PDF_LINES);
    const refused = await upload(free.cookie, { name: 'r.pdf', bytes });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'lab_uploads' });
    const manual = await post(
      t.app,
      '/api/labs',
      { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 90 }] },
      free.cookie,
    );
    expect(manual.statusCode).toBe(403);
    const wellness = await upload(
      paid.cookie,
      { name: 'r.pdf', bytes },
      'blood',
      'wellness.example.com',
    );
    expect(wellness.statusCode).toBe(403);
    expect(wellness.json().code).toBe('FEATURE_NOT_IN_EDITION');
    expect((await upload(undefined, { name: 'r.pdf', bytes })).statusCode).toBe(401);
    expect(await countReports(free.id)).toBe(0);
  });
});

describe('POST /api/labs: files that expand far beyond their size', () => {
  const countFiles = async (userId: string) =>
    Number(
      (
        await tableRows(
          t.testDb.database,
          sql`select count(*)::int as n from lab_files where user_id = ${userId}`,
        )
      )[0]!.n,
    );

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  async function paidUser(label: string) {
    const user = await newUserWithId(t.app, label);
    await makePaid(t.testDb.database, user.id);
    return user;
  }

  it('refuses a 120 kB PDF that unpacks to 60 MB of drawing operators with a clear 422, quickly, storing nothing', async () => {
    const user = await paidUser('labs-bomb-ops');
    const bytes = operatorBombPdf();
    expect(bytes.length).toBeLessThan(200_000);
    const started = performance.now();
    const response = await upload(user.cookie, { name: 'report.pdf', bytes });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'EXTRACTION_FAILED',
      details: { reason: 'DECOMPRESSED_TOO_LARGE' },
    });
    expect(response.json().message).toMatch(/too large .*unpacked|unpacks to more than/i);
    expect(elapsed).toBeLessThan(5_000);
    expect(await countReports(user.id)).toBe(0);
    expect(await countFiles(user.id)).toBe(0);
  });

  it('refuses a 300 kB PDF that unpacks to 300 MB of zeros with a clear 422, storing nothing', async () => {
    const user = await paidUser('labs-bomb-zeros');
    const bytes = zeroBombPdf();
    expect(bytes.length).toBeLessThan(400_000);
    const started = performance.now();
    const response = await upload(user.cookie, { name: 'report.pdf', bytes });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details).toEqual({ reason: 'DECOMPRESSED_TOO_LARGE' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await countReports(user.id)).toBe(0);
    expect(await countFiles(user.id)).toBe(0);
  });

  it('answers 503 EXTRACTION_BUSY with Retry-After once every reader is busy and the queue is full', async () => {
    const user = await paidUser('labs-busy');
    const bytes = zeroBombPdf();
    // The bound counts 'lab.extract' jobs queued or running; on a loaded machine an earlier test's
    // reading can still hold a place. Wait for them (briefly), and count what is left against the
    // bound below.
    await waitForLabReadingsToSettle();
    const burstStarted = new Date();
    // One file per reader and MAX_QUEUED_EXTRACTIONS waiting; three more arrive meanwhile.
    const answers = await Promise.all(
      Array.from({ length: defaultPoolSize() + MAX_QUEUED_EXTRACTIONS + 3 }, () =>
        upload(user.cookie, { name: 'report.pdf', bytes }),
      ),
    );
    const codes = answers.map((answer) => (answer.json() as { code: string }).code);
    const busy = answers.filter((_, index) => codes[index] === 'EXTRACTION_BUSY');
    // Other members' readings that held a place at any time during the burst (an earlier test's,
    // retried or slow to finish on a loaded machine) count against the bound as well.
    const [held] = await tableRows(
      t.testDb.database,
      sql`select count(*)::int as n from jobs
        where kind = 'lab.extract' and user_id is distinct from ${user.id}
          and created_at <= now()
          and (finished_at is null or finished_at >= ${burstStarted.toISOString()})`,
    );
    const readingsBefore = Number(held?.n ?? 0);
    expect(busy.length, codes.join(' ')).toBeGreaterThan(0);
    expect(busy[0]!.statusCode).toBe(503);
    expect(busy[0]!.json()).toEqual({
      code: 'EXTRACTION_BUSY',
      message: expect.stringContaining('try again'),
    });
    expect(busy[0]!.headers['retry-after']).toBe('30');
    // Busy only past what the readers and the queue hold: every other file was read (and refused,
    // 422) or, on a loaded machine, is still being read when the upload stops waiting (503
    // EXTRACTION_PENDING, the reading goes on in the background).
    expect(busy.length, codes.join(' ')).toBeLessThanOrEqual(
      answers.length - (defaultPoolSize() + MAX_QUEUED_EXTRACTIONS - readingsBefore),
    );
    for (const code of codes)
      expect(
        ['EXTRACTION_FAILED', 'EXTRACTION_PENDING', 'EXTRACTION_BUSY'],
        codes.join(' '),
      ).toContain(code);
    expect(await countReports(user.id)).toBe(0);
  });

  it('keeps /api/health answering in under 100 ms while such PDFs are being read', async () => {
    const user = await paidUser('labs-bomb-health');
    // The bomb, and a page of 1 MB of path operators with no text: within the limits, it is
    // rendered and read by OCR, seconds of work that once ran on the event loop.
    // The same event loop a listening server's requests go through.
    const healthLatency = async (): Promise<number> => {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      return performance.now() - started;
    };
    const p99 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;
    // A baseline in the same process and moment: whatever else the machine is doing (the OCR
    // corpus beside it in a full run) slows these requests too, uploads or not.
    const baseline: number[] = [];
    for (let i = 0; i < 100; i++) {
      baseline.push(await healthLatency());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let open = 2;
    const uploads = [
      operatorBombPdf(),
      pdfWithStream(deflatedRepeat('0 0 m 1 1 l S\n', 1024 * 1024)),
    ].map((bytes) =>
      upload(user.cookie, { name: 'report.pdf', bytes }).finally(() => {
        open--;
      }),
    );
    const latencies: number[] = [];
    while (open > 0) {
      latencies.push(await healthLatency());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [bomb, drawn] = await Promise.all(uploads);
    expect(bomb!.statusCode, bomb!.body).toBe(422);
    expect(drawn!.statusCode, drawn!.body).toBe(201);
    console.info(
      `health while reading: ${latencies.length} requests, ` +
        `p50 ${median(latencies).toFixed(1)} ms, p99 ${p99(latencies).toFixed(1)} ms, ` +
        `max ${Math.max(...latencies).toFixed(1)} ms (before reading: p99 ${p99(baseline).toFixed(1)} ms)`,
    );
    expect(latencies.length).toBeGreaterThan(10);
    // Before ADR 017 each of these files held the event loop for seconds (36 s for the bomb).
    // Now nothing of them runs on it; what is left is the OS scheduler on a shared 2-core machine,
    // which slows the requests before the uploads as much as during them. Hence a p99 under
    // 100 ms or three times the baseline's, whichever is more, and a max far below the seconds
    // of before.
    expect(p99(latencies)).toBeLessThan(Math.max(100, 3 * p99(baseline)));
    // The max is the noisiest figure: one garbage collection or a statement of the embedded
    // database (it runs on this thread) beside the OCR corpus on 2 cores reached 569 ms in a full
    // run; the seconds this guards against are an order of magnitude more.
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    // Reading the two files is seconds of OCR; beside the OCR corpus and the other workers of a
    // full run on 2 cores it has taken over a minute.
  }, 180_000);
});

describe('manual entry, review, analysis', () => {
  it('creates a report from typed rows, reviews it and analyses it into analysis_results', async () => {
    const created = await post(
      t.app,
      '/api/labs',
      {
        test_type: 'combined',
        biomarkers: [
          { name: 'Glucose', value: 230, unit: 'mg/dL', specimen: 'blood' },
          { name: 'Haemoglobin', value: 13.2, unit: 'g/dL', specimen: 'blood' },
          { name: 'Glucose', value_text: '2+', specimen: 'urine' },
        ],
      },
      paid.cookie,
    );
    expect(created.statusCode).toBe(201);
    const report = created.json();
    expect(report).toMatchObject({
      source: 'manual',
      method: 'manual',
      status: 'review',
      file: null,
    });
    expect(report.biomarkers.map((b: { marker_id: string }) => b.marker_id)).toEqual([
      'glucose',
      'hemoglobin',
      expect.any(String),
    ]);

    // Review: correct the haemoglobin, remove nothing, add a row, keep the extracted ids.
    const [glucose, hb, urineGlucose] = report.biomarkers;
    const reviewed = await put(
      t.app,
      `/api/labs/${report.id}/biomarkers`,
      {
        biomarkers: [
          { id: glucose.id, name: 'Glucose', value: 230, unit: 'mg/dL', specimen: 'blood' },
          { id: hb.id, name: 'Hemoglobin', value: 11.1, unit: 'g/dL', specimen: 'blood' },
          { id: urineGlucose.id, name: 'Glucose', value_text: '2+', specimen: 'urine' },
          { name: 'Mystery marker', value: 3, unit: 'U' },
        ],
      },
      paid.cookie,
    );
    expect(reviewed.statusCode).toBe(200);
    const rows = reviewed.json().biomarkers;
    expect(rows).toHaveLength(4);
    expect(rows[0].id).toBe(glucose.id);
    expect(rows[1]).toMatchObject({ value: 11.1, flag: 'low' });
    expect(rows[3]).toMatchObject({ name: 'Mystery marker', flag: 'unknown', marker_id: null });

    const analyzed = await post(t.app, `/api/labs/${report.id}/analyze`, {}, paid.cookie);
    expect(analyzed.statusCode).toBe(200);
    const analysis = analyzed.json();
    expect(analysis.lab_report_id).toBe(report.id);
    expect(analysis.analysis_result.person).toEqual({ sex: 'female', age: 40 });
    expect(analysis.analysis_result.correlations.map((c: { id: string }) => c.id)).toContain(
      'glucose-in-blood-and-urine',
    );
    expect(analysis.analysis_result.narrative.written_by).toBe('rules');
    expect(analysis.analysis_result.counts.unknown).toBe(1);
    expect(analysis.analysis_result.immuneScore).toBeNull();
    expect(analysis.analysis_result.scores.metabolicScore.based_on).toBeGreaterThan(0);

    const [stored] = await tableRows(
      t.testDb.database,
      sql`select test_type, blood_test_data, urine_test_data, analysis_result, questionnaire_data from analysis_results where id = ${analysis.id}`,
    );
    expect(stored!.test_type).toBe('combined');
    expect((stored!.blood_test_data as unknown[]).length).toBe(2);
    expect((stored!.urine_test_data as unknown[]).length).toBe(1);
    expect((stored!.analysis_result as { immuneScore: unknown }).immuneScore).toBeNull();
    expect(stored!.questionnaire_data).toEqual({ basicInfo: { age: 40, gender: 'female' } });

    const detail = (await get(t.app, `/api/labs/${report.id}`, paid.cookie)).json();
    expect(detail.status).toBe('analyzed');
    expect(detail.analysis.id).toBe(analysis.id);
    const list = (await get(t.app, '/api/labs', paid.cookie)).json().reports;
    expect(list[0]).toMatchObject({ id: report.id, status: 'analyzed', biomarker_count: 4 });
    expect(list[0].flagged_count).toBeGreaterThanOrEqual(3);
  });

  it('analyses the rows sent with the request: critical flags and the lab’s range winning', async () => {
    const report = (
      await post(
        t.app,
        '/api/labs',
        { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 90, unit: 'mg/dL' }] },
        paid.cookie,
      )
    ).json();
    const analysis = (
      await post(
        t.app,
        `/api/labs/${report.id}/analyze`,
        {
          biomarkers: [
            { name: 'Glucose', value: 30, unit: 'mg/dL' },
            { name: 'Hemoglobin', value: 16.5, unit: 'g/dL', ref_low: 12, ref_high: 17 },
          ],
        },
        paid.cookie,
      )
    ).json().analysis_result;
    expect(analysis.markers[0]).toMatchObject({ flag: 'critical_low', is_critical: true });
    expect(analysis.markers[0].sources.length).toBeGreaterThan(0);
    expect(analysis.markers[1]).toMatchObject({
      flag: 'normal',
      range: { low: 12, high: 17, source: 'lab' },
    });
    expect(analysis.narrative.text).toContain('prompt medical attention');
    const stored = (await get(t.app, `/api/labs/${report.id}`, paid.cookie)).json();
    expect(stored.biomarkers).toHaveLength(2);
  });

  it('refuses an analysis without rows, and bad rows with a clear 400', async () => {
    const report = (
      await post(
        t.app,
        '/api/labs',
        { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 90, unit: 'mg/dL' }] },
        paid.cookie,
      )
    ).json();
    const empty = await post(
      t.app,
      `/api/labs/${report.id}/analyze`,
      { biomarkers: [] },
      paid.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LAB_MESSAGES.noRows);
    const noValue = await put(
      t.app,
      `/api/labs/${report.id}/biomarkers`,
      { biomarkers: [{ name: 'Glucose' }] },
      paid.cookie,
    );
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toBe(LAB_MESSAGES.valueRequired);
    const reversed = await put(
      t.app,
      `/api/labs/${report.id}/biomarkers`,
      { biomarkers: [{ name: 'Glucose', value: 1, ref_low: 9, ref_high: 3 }] },
      paid.cookie,
    );
    expect(reversed.json().message).toBe(LAB_MESSAGES.rangeOrder);
    const owner = await put(
      t.app,
      `/api/labs/${report.id}/biomarkers`,
      { biomarkers: [], user_id: 'x' },
      paid.cookie,
    );
    expect(owner.statusCode).toBe(400);
    expect(
      (await get(t.app, `/api/labs/${report.id}`, paid.cookie)).json().biomarkers,
    ).toHaveLength(1);
  });

  it('deletes a report with its file and analyses', async () => {
    const created = (
      await upload(paid.cookie, { name: 'r.pdf', bytes: await textLabPdf(GLUCOSE_PDF_LINES) })
    ).json();
    await post(t.app, `/api/labs/${created.id}/analyze`, {}, paid.cookie);
    expect((await remove(`/api/labs/${created.id}`, paid.cookie)).statusCode).toBe(204);
    expect((await get(t.app, `/api/labs/${created.id}`, paid.cookie)).statusCode).toBe(404);
    const left = await tableRows(
      t.testDb.database,
      sql`select (select count(*)::int from lab_files where report_id = ${created.id}) as files, (select count(*)::int from analysis_results where lab_report_id = ${created.id}) as analyses`,
    );
    expect(left[0]).toEqual({ files: 0, analyses: 0 });
    expect((await remove(`/api/labs/${created.id}`, paid.cookie)).statusCode).toBe(404);
  });
});

/** A report typed in with these rows and collection day, then analysed; its id. */
async function analysedReport(
  cookie: string,
  biomarkers: object[],
  collected_on: string,
): Promise<string> {
  const report = (
    await post(t.app, '/api/labs', { test_type: 'blood', collected_on, biomarkers }, cookie)
  ).json();
  await post(t.app, `/api/labs/${report.id}/analyze`, {}, cookie);
  return report.id as string;
}

describe('history, PDF and the public routes', () => {
  it('returns each marker’s series across analysed reports in one unit, with the range band', async () => {
    const user = await newUserWithId(t.app, 'labs-history');
    await makePaid(t.testDb.database, user.id);
    for (const value of [5.2, 110, 7.5]) {
      const unit = value < 20 ? 'mmol/L' : 'mg/dL';
      const report = (
        await post(
          t.app,
          '/api/labs',
          { test_type: 'blood', biomarkers: [{ name: 'Glucose', value, unit }] },
          user.cookie,
        )
      ).json();
      await post(t.app, `/api/labs/${report.id}/analyze`, {}, user.cookie);
    }
    // A report never analysed is not in the history.
    await post(
      t.app,
      '/api/labs',
      { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 300, unit: 'mg/dL' }] },
      user.cookie,
    );
    const response = await get(t.app, '/api/biomarkers/history', user.cookie);
    expect(response.statusCode).toBe(200);
    const [series] = response.json().series;
    expect(series).toMatchObject({
      marker_id: 'glucose',
      unit: 'mg/dL',
      range: { low: 70, high: 99 },
    });
    expect(series.points.map((p: { value: number }) => Math.round(p.value))).toEqual([
      94, 110, 135,
    ]);
    expect(series.points.map((p: { flag: string }) => p.flag)).toEqual(['normal', 'high', 'high']);
    expect(series.points[0]).toMatchObject({ reported_value: 5.2, reported_unit: 'mmol/L' });

    const free = await newUserWithId(t.app, 'labs-history-free');
    expect((await get(t.app, '/api/biomarkers/history', free.cookie)).json().code).toBe(
      'PLAN_REQUIRED',
    );
  });

  it('a cumulative report’s older dated columns become earlier results and history points on their days', async () => {
    const user = await newUserWithId(t.app, 'labs-cumulative');
    await makePaid(t.testDb.database, user.id);
    const uploaded = await upload(user.cookie, {
      name: 'cumulative.pdf',
      bytes: await makePositionedReportPdf(CUMULATIVE_REPORT),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const report = uploaded.json();
    expect(report.collected_on).toBe('2026-11-20');
    const potassium = report.biomarkers.find(
      (row: { marker_id: string }) => row.marker_id === 'potassium',
    );
    expect(potassium).toMatchObject({ value: 5.7, unit: 'mmol/L' });
    expect(potassium.earlier_results).toEqual([
      { collected_on: '2026-05-12', value: 4.6, value_text: '4.6' },
      { collected_on: '2026-09-03', value: 4.9, value_text: '4.9' },
    ]);

    // Analysed with the rows as reviewed (the ids kept): the earlier results stay with them.
    const analysed = await post(
      t.app,
      `/api/labs/${report.id}/analyze`,
      {
        biomarkers: report.biomarkers.map((row: Record<string, unknown>) => ({
          id: row.id,
          name: row.name,
          value: row.value,
          unit: row.unit,
          ref_low: row.ref_low,
          ref_high: row.ref_high,
        })),
      },
      user.cookie,
    );
    expect(analysed.statusCode, analysed.body).toBe(200);
    const series = (
      await get(t.app, '/api/biomarkers/history?marker_id=potassium', user.cookie)
    ).json().series[0];
    expect(
      series.points.map((p: { date: string; date_source: string; value: number; flag: string }) => [
        p.date,
        p.date_source,
        p.value,
        p.flag,
      ]),
    ).toEqual([
      ['2026-05-12', 'earlier_column', 4.6, 'normal'],
      ['2026-09-03', 'earlier_column', 4.9, 'normal'],
      ['2026-11-20', 'collected', 5.7, 'high'],
    ]);

    // A report of one of those days, uploaded too, keeps its own point: no value twice.
    const older = (
      await post(
        t.app,
        '/api/labs',
        {
          test_type: 'blood',
          collected_on: '2026-09-03',
          biomarkers: [{ name: 'Potassium', value: 4.9, unit: 'mmol/L' }],
        },
        user.cookie,
      )
    ).json();
    await post(t.app, `/api/labs/${older.id}/analyze`, {}, user.cookie);
    const after = (
      await get(t.app, '/api/biomarkers/history?marker_id=potassium', user.cookie)
    ).json().series[0];
    expect(after.points.map((p: { date_source: string }) => p.date_source)).toEqual([
      'earlier_column',
      'collected',
      'collected',
    ]);
  });

  it('draws the lab’s printed range in the series’ unit when the latest report printed one', async () => {
    const user = await newUserWithId(t.app, 'labs-lab-range');
    await makePaid(t.testDb.database, user.id);
    const analysed = (biomarkers: object[], collected_on: string) =>
      analysedReport(user.cookie, biomarkers, collected_on);
    const series = async () =>
      (await get(t.app, '/api/biomarkers/history?marker_id=glucose', user.cookie)).json().series[0];

    await analysed([{ name: 'Glucose', value: 92, unit: 'mg/dL' }], '2025-01-05');
    // No printed range yet: ours, named as ours.
    expect(await series()).toMatchObject({
      range: { low: 70, high: 99 },
      range_source: 'reference',
      reference_range: { low: 70, high: 99 },
    });
    // A later report printed 3.6–5.5 mmol/L: drawn in mg/dL (the series' unit), named as the lab's.
    await analysed(
      [{ name: 'Glucose', value: 5.2, unit: 'mmol/L', ref_low: 3.6, ref_high: 5.5 }],
      '2025-06-05',
    );
    const drawn = await series();
    expect(drawn.range_source).toBe('lab');
    expect(Math.round(drawn.range.low)).toBe(65);
    expect(Math.round(drawn.range.high)).toBe(99);
    expect(drawn.reference_range).toEqual({ low: 70, high: 99 });
    expect(drawn.points.map((p: { lab_range: unknown }) => p.lab_range === null)).toEqual([
      true,
      false,
    ]);
    // A one-sided printed range is drawn one-sided.
    await analysed([{ name: 'Glucose', value: 120, unit: 'mg/dL', ref_high: 100 }], '2025-09-05');
    expect(await series()).toMatchObject({
      range: { low: null, high: 100 },
      range_source: 'lab',
    });
  });

  it('gives the Action Center and the alerts the report collected last, not the one analysed last', async () => {
    const user = await newUserWithId(t.app, 'labs-latest-collected');
    await makePaid(t.testDb.database, user.id);
    const analysed = (biomarkers: object[], collected_on: string) =>
      analysedReport(user.cookie, biomarkers, collected_on);
    const recent = await analysed(
      [{ name: 'Potassium', value: 6.8, unit: 'mmol/L' }],
      '2026-11-01',
    );
    // An old report, uploaded and analysed after the recent one: history, not the latest.
    await analysed([{ name: 'Glucose', value: 150, unit: 'mg/dL' }], '2024-03-10');
    const reader = createLabsReader(t.testDb.database.db);
    expect(await reader.latestFlags(user.id)).toMatchObject({
      reportId: recent,
      markers: [expect.stringMatching(/^Potassium \((?:high|very high)\)$/)],
    });
    expect((await reader.latestCriticalMarkers(user.id))?.reportId).toBe(recent);
    // Another user's reports are never read.
    const other = await newUserWithId(t.app, 'labs-latest-other');
    expect(await reader.latestFlags(other.id)).toBeNull();
  });

  it('dates a report by its collection day: read from the file, set in review, used for order', async () => {
    const user = await newUserWithId(t.app, 'labs-collected');
    await makePaid(t.testDb.database, user.id);
    const uploaded = await upload(user.cookie, {
      name: 'labs.pdf',
      bytes: await textLabPdf(['Date Collected: 02 Nov 2025  08:15', ...GLUCOSE_PDF_LINES]),
    });
    expect(uploaded.statusCode).toBe(201);
    const fromFile = uploaded.json();
    expect(fromFile.collected_on).toBe('2025-11-02');

    // Typed by hand, collected earlier than the uploaded one but entered after it.
    const typed = (
      await post(
        t.app,
        '/api/labs',
        {
          test_type: 'blood',
          collected_on: '2025-03-10',
          biomarkers: [{ name: 'Glucose', value: 92, unit: 'mg/dL' }],
        },
        user.cookie,
      )
    ).json();
    expect(typed.collected_on).toBe('2025-03-10');

    const rows = [{ name: 'Glucose', value: 92, unit: 'mg/dL' }];
    for (const [bad, message] of [
      ['2025-02-30', 'real date'],
      ['2999-01-01', 'future'],
      ['1899-12-31', '1900'],
      ['11/02/2025', 'real date'],
    ] as const) {
      const refused = await put(
        t.app,
        `/api/labs/${typed.id}/biomarkers`,
        { biomarkers: rows, collected_on: bad },
        user.cookie,
      );
      expect(refused.statusCode, bad).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await get(t.app, `/api/labs/${typed.id}`, user.cookie)).json().collected_on).toBe(
      '2025-03-10',
    );

    // The list is newest collection first: the uploaded report (Nov) before the typed one (Mar).
    const list = (await get(t.app, '/api/labs', user.cookie)).json().reports;
    expect(list.map((r: { id: string }) => r.id)).toEqual([fromFile.id, typed.id]);

    await post(t.app, `/api/labs/${fromFile.id}/analyze`, {}, user.cookie);
    await post(t.app, `/api/labs/${typed.id}/analyze`, {}, user.cookie);
    const points = () =>
      get(t.app, '/api/biomarkers/history?marker_id=glucose', user.cookie).then(
        (response) => response.json().series[0].points,
      );
    expect(await points()).toMatchObject([
      { report_id: typed.id, date: '2025-03-10', date_source: 'collected' },
      { report_id: fromFile.id, date: '2025-11-02', date_source: 'collected' },
    ]);

    // Corrected in review (through the analysis request, as the review page sends it): re-ordered.
    const corrected = await post(
      t.app,
      `/api/labs/${typed.id}/analyze`,
      { collected_on: '2025-12-01' },
      user.cookie,
    );
    expect(corrected.statusCode).toBe(200);
    expect((await points()).map((p: { date: string }) => p.date)).toEqual([
      '2025-11-02',
      '2025-12-01',
    ]);
    // Cleared: the point falls back to the upload time.
    await put(
      t.app,
      `/api/labs/${typed.id}/biomarkers`,
      { biomarkers: rows, collected_on: null },
      user.cookie,
    );
    await post(t.app, `/api/labs/${typed.id}/analyze`, {}, user.cookie);
    const last = (await points()).at(-1);
    expect(last).toMatchObject({ report_id: typed.id, date_source: 'uploaded' });
    expect(last.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('exports the report and its analysis as a PDF attachment (paid)', async () => {
    const report = (
      await post(
        t.app,
        '/api/labs',
        { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 130, unit: 'mg/dL' }] },
        paid.cookie,
      )
    ).json();
    await post(t.app, `/api/labs/${report.id}/analyze`, {}, paid.cookie);
    const response = await get(t.app, `/api/labs/${report.id}/pdf`, paid.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wellnest-lab-report-/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
        mergePages: true,
      })
    ).text;
    expect(text).toContain('Glucose');
    expect(text).toContain('High');
    expect(await auditActions(paid.id)).toContain('lab_report_export_pdf');
  });

  it('serves the biomarker reference to anyone', async () => {
    const response = await get(t.app, '/api/biomarkers');
    expect(response.statusCode).toBe(200);
    const { biomarkers, systems } = response.json();
    const glucose = biomarkers.find((b: { id: string }) => b.id === 'glucose');
    expect(glucose).toMatchObject({
      specimen: 'blood',
      system: 'metabolic',
      canonical_unit: 'mg/dL',
    });
    expect(glucose.sources.length).toBeGreaterThan(0);
    expect(glucose.ranges[0]).toMatchObject({ low: 70, high: 99, unit: 'mg/dL' });
    expect(systems.length).toBeGreaterThan(0);
  });

  it('answers what /markers-education was prerendered with (ADR 049)', async () => {
    // The client's getBiomarkerReference keeps the whole answer, read with the same schema.
    const body = (await get(t.app, '/api/biomarkers')).json();
    const [prerendered] = prerenderedQueriesFor('/markers-education', 0);
    expect(prerendered?.data).toEqual(biomarkerReferenceListSchema.parse(body));
  });

  it('serves a sample report run through the same analysis, labelled as a sample', async () => {
    const response = await get(t.app, '/api/labs/sample');
    expect(response.statusCode).toBe(200);
    const sample = response.json();
    expect(sample).toMatchObject({
      sample: true,
      label: LAB_MESSAGES.sample,
      test_type: 'combined',
    });
    expect(sample.analysis_result.markers.length).toBe(sample.biomarkers.length);
    expect(sample.analysis_result.counts.high).toBeGreaterThan(0);
    expect((await get(t.app, '/api/labs/sample')).body).toBe(response.body);
  });

  it('answers what /sample-report was prerendered with (ADR 049)', async () => {
    const response = await get(t.app, '/api/labs/sample');
    const [prerendered] = prerenderedQueriesFor('/sample-report', 0);
    expect(prerendered?.data).toEqual(response.json());
  });
});
