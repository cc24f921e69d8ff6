/** POST /api/audit through the real app: session, CSRF guard, sanitiser and storage together. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId, tableRows } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/audit in the app', () => {
  it('stores a sanitised event for the session user, whatever userId the body names', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'audit');
    const response = await post(
      t.app,
      '/api/audit',
      {
        userId: 'someone-else',
        action: 'view_profile',
        resourceType: 'profile<script>alert(1)</script>',
        riskLevel: 'MEDIUM',
        metadata: { note: '"quoted" <b>' },
      },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await tableRows(
      t.testDb.database,
      sql`select * from security_audit_log where id = ${response.json().id}`,
    );
    expect(row).toMatchObject({ user_id: id, action: 'view_profile', risk_level: 'MEDIUM' });
    expect(String(row!.resource_type)).not.toMatch(/[<>"']|script/);
    expect(JSON.stringify(row!.metadata)).not.toMatch(/<|>|\\"/);
  });

  it('refuses the server-only chat actions, so no one can refund their own free chats', async () => {
    const { cookie } = await newUserWithId(t.app, 'audit');
    expect(
      (await post(t.app, '/api/audit', { action: 'ai_health_chat_refund' }, cookie)).statusCode,
    ).toBe(400);
  });

  it('refuses a cross-site post', async () => {
    const { cookie } = await newUserWithId(t.app, 'audit');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/audit',
      payload: { action: 'x' },
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
