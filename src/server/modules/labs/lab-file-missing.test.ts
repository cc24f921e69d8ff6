/**
 * A reading taken up by another process whose disk lacks the file used to fail FILE_MISSING
 * and the person never heard of it. A reading that is not a report now shows in their list: being
 * read, or failed with what went wrong and a way to upload again; a failed one stays until they
 * dismiss it. A failure the upload itself answered (422) is not listed again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_MESSAGES, labReportListSchema } from '#shared/contracts/labs.contract';
import { queryRows } from '#server/db/client';
import { newObjectKey } from '#server/lib/storage/object-keys';
import { pdfUploadRequest } from '../../../../tests/fixtures/labs/text-lab-pdf';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { LAB_EXTRACT_JOB, type LabExtractPayload } from './lab-file-reading';

let t: TestApp;
let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };
beforeAll(async () => {
  // Workers on, as in every process: they take up the job no request is running.
  t = await createTestApp({ JOB_CONCURRENCY: '2' });
  owner = await newUserWithId(t.app, 'lab-missing');
  other = await newUserWithId(t.app, 'lab-missing-other');
  await makePaid(t.testDb.database, owner.id);
  await makePaid(t.testDb.database, other.id);
});
afterAll(async () => {
  await t?.close();
});

const systemRows = <T>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.testDb.database.systemDb, query);

/** A job queued by a process whose disk held the file, then killed: here the file is missing. */
async function jobWithoutItsFile(userId: string, runIn = '0 seconds'): Promise<string> {
  const payload: LabExtractPayload = {
    storage_key: newObjectKey('lab-files'),
    kind: 'pdf',
    user_id: userId,
    test_type: 'urine',
    display_name: 'march-results.pdf',
    size: 1234,
    sha256: 'b'.repeat(64),
  };
  const [job] = await systemRows<{ id: string }>(
    sql`insert into jobs (kind, payload, user_id, max_attempts, run_at)
        values (${LAB_EXTRACT_JOB}, ${JSON.stringify(payload)}::jsonb, ${userId}, 3,
          now() + ${runIn}::interval) returning id`,
  );
  return job!.id;
}

async function settled(jobId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await systemRows<{ status: string; result: Record<string, unknown> | null }>(
      sql`select status, result from jobs where id = ${jobId}`,
    );
    if (job?.status === 'failed' || job?.status === 'done' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function listOf(cookie: string) {
  const response = await get(t.app, '/api/labs', cookie);
  expect(response.statusCode).toBe(200);
  return labReportListSchema.parse(response.json());
}

const dismiss = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/labs/uploads/${id}`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('a reading whose file is missing', () => {
  it('shows in the owner’s list as failed, with the reason and a retry, until dismissed', async () => {
    const jobId = await jobWithoutItsFile(owner.id);
    const job = await settled(jobId);
    expect(job).toMatchObject({
      status: 'failed',
      result: { code: 'EXTRACTION_FAILED', details: { reason: 'FILE_MISSING' } },
    });

    const list = await listOf(owner.cookie);
    expect(list.uploads).toEqual([
      {
        id: jobId,
        state: 'failed',
        test_type: 'urine',
        display_name: 'march-results.pdf',
        message: LAB_MESSAGES.fileMissing,
        reason: 'FILE_MISSING',
        created_at: expect.any(String),
      },
    ]);
    expect(LAB_MESSAGES.fileMissing).toMatch(/upload it again/i);
    // Nobody else sees it or can dismiss it; without a session, 401.
    expect((await listOf(other.cookie)).uploads).toEqual([]);
    expect((await dismiss(jobId, other.cookie)).statusCode).toBe(404);
    expect((await dismiss(jobId)).statusCode).toBe(401);
    expect((await dismiss('not-a-job-id', owner.cookie)).statusCode).toBe(404);
    expect((await listOf(owner.cookie)).uploads).toHaveLength(1);

    expect((await dismiss(jobId, owner.cookie)).statusCode).toBe(204);
    expect((await listOf(owner.cookie)).uploads).toEqual([]);
    // Kept for support (pruned after 30 days like any failed job), only marked as seen.
    const [kept] = await systemRows<{ status: string }>(
      sql`select status from jobs where id = ${jobId}`,
    );
    expect(kept?.status).toBe('failed');
    expect((await dismiss(jobId, owner.cookie)).statusCode).toBe(404);
  });

  it('shows a reading still to run as "reading"', async () => {
    const jobId = await jobWithoutItsFile(owner.id, '1 hour');
    const list = await listOf(owner.cookie);
    expect(list.uploads).toContainEqual(
      expect.objectContaining({ id: jobId, state: 'reading', message: null, reason: null }),
    );
    // Not dismissable while it may still become a report.
    expect((await dismiss(jobId, owner.cookie)).statusCode).toBe(404);
    await systemRows(sql`delete from jobs where id = ${jobId}`);
  });

  it('does not list again a failure the upload itself answered', async () => {
    const unreadable = Buffer.from('%PDF-1.4\nthis is not a real PDF at all\n%%EOF\n');
    const response = await t.app.inject(
      pdfUploadRequest(TEST_ORIGIN, owner.cookie, 'broken.pdf', unreadable),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect((await listOf(owner.cookie)).uploads).toEqual([]);
  });
});
