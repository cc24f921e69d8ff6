/**
 * S18: the audit log is tamper-evident. Each row is chained to the one before by hash (written by
 * the database, so no insert path can skip it), concurrent inserts never fork the chain, the app's
 * role cannot update or delete rows on PostgreSQL, an account's trail outlives the account without
 * its payload, and `npm run audit:verify` names the first broken link.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsUser } from '#server/db/acting-user';
import { users } from '#server/modules/users/index';
import {
  asOwner as asOwnerOf,
  createTestDatabase,
  type TestDatabase,
} from '../../../../tests/setup/test-database';
import { createAuditLog } from './audit-log';
import { verifyAuditChain } from './audit-chain';
import { securityAuditLog } from './audit.table';

let testDb: TestDatabase;

/** PostgreSQL's insufficient_privilege, under Drizzle's query error. */
const PERMISSION_DENIED = { cause: { code: '42501' } };

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

async function createUser(): Promise<string> {
  const id = randomUUID();
  await testDb.database.db.insert(users).values({
    id,
    name: 'Audit Test',
    email: `${id}@example.com`,
    emailVerified: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return id;
}

function event(userId: string, action: string) {
  return {
    userId,
    action,
    resourceType: 'lab_report',
    resourceId: randomUUID(),
    success: true,
    userAgent: 'vitest',
    sessionId: null,
    metadata: { marker: 'ferritin', value: 12 },
    riskLevel: 'MEDIUM' as const,
    phiAccessed: true,
    phiDetails: { fields: ['ferritin'] },
    requestId: randomUUID(),
    createdAt: new Date(),
  };
}

const asOwner = (statement: string, params: unknown[] = []) => asOwnerOf(testDb, statement, params);

describe('the audit hash chain (S18)', () => {
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    alice = await createUser();
    bob = await createUser();
  });

  it('chains every row to the one before, also under concurrent inserts from two users', async () => {
    const log = createAuditLog(testDb.database.db);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) => {
        const userId = index % 2 === 0 ? alice : bob;
        // Half in their own transaction, as the chat quota and the audit service write them.
        return runAsUser(userId, () =>
          index % 4 < 2
            ? log.append(event(userId, 'lab_report_read'))
            : testDb.database.db.transaction(async (tx) => {
                await createAuditLog(tx).appendUsage({
                  userId,
                  action: 'ai_health_chat',
                  resourceType: 'chat',
                  createdAt: new Date(),
                });
              }),
        );
      }),
    );
    const chain = await testDb.database.db
      .select()
      .from(securityAuditLog)
      .orderBy(securityAuditLog.seq);
    expect(chain.map((row) => row.seq)).toEqual(chain.map((_, index) => index + 1));
    for (const [index, row] of chain.entries()) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (index > 0) expect(row.prev_hash).toBe(chain[index - 1]?.hash);
    }
    expect(await verifyAuditChain(testDb.database.db)).toMatchObject({ ok: true, rows: 24 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "lets the app's role insert and read, but not update or delete, audit rows",
    async () => {
      await runAsUser(alice, async () => {
        await expect(
          testDb.database.db
            .update(securityAuditLog)
            .set({ action: 'nothing happened' })
            .where(eq(securityAuditLog.user_id, alice)),
        ).rejects.toMatchObject(PERMISSION_DENIED);
        await expect(
          testDb.database.db.delete(securityAuditLog).where(eq(securityAuditLog.user_id, alice)),
        ).rejects.toMatchObject(PERMISSION_DENIED);
        await expect(
          testDb.database.db.execute(sql`truncate security_audit_log`),
        ).rejects.toMatchObject(PERMISSION_DENIED);
      });
    },
  );

  it("keeps a deleted account's trail, without its payload, and the chain still verifies", async () => {
    const before = await testDb.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.user_id, bob));
    await testDb.database.db.delete(users).where(eq(users.id, bob));
    const after = await testDb.database.db
      .select()
      .from(securityAuditLog)
      .where(eq(securityAuditLog.user_id, bob));
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    for (const row of after) {
      expect(row.metadata).toEqual({});
      expect(row.phi_details).toBeNull();
      expect(row.redacted_at).toBeInstanceOf(Date);
    }
    expect(await verifyAuditChain(testDb.database.db)).toMatchObject({ ok: true, rows: 24 });
  });

  it('names the first altered row, and `npm run audit:verify` exits 1 on it', async () => {
    const [target] = await testDb.database.db
      .select({ id: securityAuditLog.id, seq: securityAuditLog.seq })
      .from(securityAuditLog)
      .where(eq(securityAuditLog.seq, 7));
    await asOwner(`update security_audit_log set success = false where id = $1`, [target?.id]);
    const result = await verifyAuditChain(testDb.database.db);
    expect(result).toMatchObject({ ok: false, brokenAt: { seq: 7, id: target?.id } });

    if (testDb.databaseUrl) {
      const run = promisify(execFile)('npx', ['tsx', 'scripts/audit-verify.ts'], {
        env: { ...process.env, DATABASE_URL: testDb.databaseUrl },
      });
      const failure = (await run.then(
        () => null,
        (error: unknown) => error,
      )) as { code: number; stdout: string } | null;
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toContain(`seq 7`);
      expect(failure?.stdout).toContain(String(target?.id));
    }
  });

  it('notices a row taken out of the chain', async () => {
    await asOwner(`update security_audit_log set success = true where seq = 7`);
    expect(await verifyAuditChain(testDb.database.db)).toMatchObject({ ok: true });
    await asOwner(`delete from security_audit_log where seq = 12`);
    expect(await verifyAuditChain(testDb.database.db)).toMatchObject({
      ok: false,
      brokenAt: { seq: 13 },
    });
  });
});
