import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_PATH_PREFIX } from '#shared/contracts/providers.contract';
import { loggerOptions } from '#server/plugins/logger';
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';

// A share link's token is a secret in the path: the request log (which writes paths) must not hold it.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    {},
    { logger: { ...(loggerOptions('trace') as object), stream } as never },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('share links in the logs', () => {
  it('never writes the token, whether the link answers or not', async () => {
    const user = await newUserWithId(t.app, 'share-logs');
    await makePaid(t.testDb.database, user.id);
    const created = await post(
      t.app,
      '/api/shares',
      { sections: { trends: true, fhir: true }, expires_in_days: 1 },
      user.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const token = (created.json().url as string).slice(SHARE_PATH_PREFIX.length);
    expect((await get(t.app, `/api/shared/${token}`)).statusCode).toBe(200);
    expect((await get(t.app, `/api/shared/${token}x`)).statusCode).toBe(404);
    // The FHIR download's path holds the same secret.
    expect((await get(t.app, `/api/shared/${token}/fhir`)).statusCode).toBe(200);
    expect((await get(t.app, `/api/shared/${token}x/fhir`)).statusCode).toBe(404);
    expect(lines.join('\n')).toContain('/api/shares'); // the logger really ran
    expect(lines.join('\n')).not.toContain(token);
  });
});
