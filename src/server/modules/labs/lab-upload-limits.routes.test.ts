/**
 * A lab upload with two files, or 2,000 fields, was once refused as "larger than 10 MB". Each
 * multipart limit now has its own answer, and nothing is stored or queued for a refused upload.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_MESSAGES } from '#shared/contracts/labs.contract';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId, tableRows } from '../../../../tests/setup/billing';
import { textLabPdf } from '../../../../tests/fixtures/labs/text-lab-pdf';

let t: TestApp;
let paid: { cookie: string; id: string };
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  paid = await newUserWithId(t.app, 'lab-limits');
  await makePaid(t.testDb.database, paid.id);
  pdf = await textLabPdf(['Glucose   92      mg/dL   70 - 99']);
});
afterAll(async () => {
  await t?.close();
});

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function send(parts: Part[]) {
  const boundary = `----wellnest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/labs',
    payload: Buffer.concat(chunks),
    headers: {
      origin: TEST_ORIGIN,
      cookie: paid.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

const stored = async () =>
  Number(
    (
      await tableRows(
        t.testDb.database,
        sql`select (select count(*) from lab_reports where user_id = ${paid.id}) + (select count(*) from jobs where user_id = ${paid.id} and kind = 'lab.extract') as n`,
      )
    )[0]!.n,
  );

describe('POST /api/labs multipart limits', () => {
  it('refuses two files with 400 TOO_MANY_FILES, not "larger than 10 MB"', async () => {
    const response = await send([
      { name: 'test_type', value: 'blood' },
      { name: 'file', filename: 'a.pdf', bytes: pdf },
      { name: 'file', filename: 'b.pdf', bytes: pdf },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'TOO_MANY_FILES', message: LAB_MESSAGES.tooManyFiles });
    expect(await stored()).toBe(0);
  });

  it('refuses 2,000 fields with 400 TOO_MANY_FIELDS', async () => {
    const fields = Array.from({ length: 2_000 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const response = await send([
      { name: 'test_type', value: 'blood' },
      ...fields,
      { name: 'file', filename: 'a.pdf', bytes: pdf },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_FIELDS',
      message: LAB_MESSAGES.tooManyFields,
    });
    expect(await stored()).toBe(0);
  });

  it('still answers a file over 10 MB with 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await send([
      { name: 'test_type', value: 'blood' },
      { name: 'file', filename: 'big.pdf', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'FILE_TOO_LARGE', message: LAB_MESSAGES.fileTooLarge });
    expect(await stored()).toBe(0);
  });

  it('accepts one file and the test type', async () => {
    const response = await send([
      { name: 'test_type', value: 'blood' },
      { name: 'file', filename: 'one.pdf', bytes: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });
});
