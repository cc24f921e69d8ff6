/**
 * The member's data as a ZIP (GDPR articles 15 and 20): every row they own, read in one snapshot,
 * and the files those rows name.
 */
import { ACCOUNT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import { ACCOUNT_MESSAGES, EXPORTS_PER_HOUR } from '#shared/contracts/account.contract';
import { AppError } from '#server/lib/app-error';
import { ObjectNotFoundError } from '#server/lib/storage/object-storage';
import type { Actor } from '#server/plugins/actor';
import { createAuditLog } from '#server/modules/audit/index';
import { lockAccountForUpdate } from '#server/modules/auth/index';
import { HOUR_MS, audit, type AccountContext, type RequestFacts } from './account-context';
import {
  type OwnedTable,
  type Row,
  listOwnedTables,
  readOwnedRows,
} from './account-data.repository';
import { STORAGE_KEY_COLUMN, buildExportArchive } from './account-export';

/** The stored files the export's rows name; one that is missing is noted in the export. */
async function readObjects(
  ctx: AccountContext,
  tables: readonly { owned: OwnedTable; rows: Row[] }[],
): Promise<Map<string, Uint8Array>> {
  const objects = new Map<string, Uint8Array>();
  for (const { owned, rows } of tables) {
    if (!owned.columns.some((c) => c.name === STORAGE_KEY_COLUMN)) continue;
    for (const row of rows) {
      const key = row[STORAGE_KEY_COLUMN];
      if (typeof key !== 'string') continue;
      try {
        objects.set(key, await ctx.storage.getBuffer(key));
      } catch (error) {
        if (!(error instanceof ObjectNotFoundError)) throw error;
        ctx.log.error({ table: owned.table }, 'an exported row names a missing stored file');
      }
    }
  }
  return objects;
}

/**
 * The whole export as a ZIP. At most EXPORTS_PER_HOUR per user in a rolling hour, counted from
 * the audit trail under the user's row lock, so every app process shares the count.
 */
export async function exportData(
  ctx: AccountContext,
  user: Actor,
  facts: RequestFacts,
): Promise<Buffer> {
  const allowed = await ctx.db.transaction(async (tx) => {
    await lockAccountForUpdate(tx, user.id);
    const at = ctx.now();
    const used = await createAuditLog(tx).countActions(
      user.id,
      ACCOUNT_AUDIT_ACTIONS.export,
      new Date(at.getTime() - HOUR_MS),
      new Date(at.getTime() + 1),
    );
    if (used >= EXPORTS_PER_HOUR) return false;
    await audit(ctx, tx, user, ACCOUNT_AUDIT_ACTIONS.export, facts, true);
    return true;
  });
  if (!allowed) throw new AppError(429, 'EXPORT_LIMIT', ACCOUNT_MESSAGES.exportLimit);
  // One snapshot: every table read in the same REPEATABLE READ transaction.
  const tables = await ctx.db.transaction(
    async (tx) => {
      const owned = await listOwnedTables(tx);
      const out = [];
      for (const table of owned)
        out.push({ owned: table, rows: await readOwnedRows(tx, table, user.id) });
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return buildExportArchive({
    userId: user.id,
    exportedAt: ctx.now(),
    tables,
    objects: await readObjects(ctx, tables),
    foodName: ctx.foodName,
  }).archive;
}
