/**
 * Moves lab files kept in the database (lab_files.bytes, from before object storage) into object
 * storage, once, at start-up (ADR 045). Each file is put under a new key first, then its row is
 * pointed at it and emptied by a conditional update (`storage_key is null`): when several app
 * processes start together on PostgreSQL and move the same row, one update wins and the others
 * delete the copy they made. A crash between put and update leaves a copy nobody points at, never a
 * row pointing nowhere. Runs as the system (ADR 020): it reads every user's rows.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { newObjectKey } from '#server/lib/storage/object-keys';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { LabFileKind } from '#shared/contracts/labs.contract';
import { FILE_CONTENT_TYPES } from './lab-upload';
import { labFiles } from './labs.table';

export const LAB_FILES_PREFIX = 'lab-files';

export interface LabFileMoveResult {
  moved: number;
  /** Rows another process moved first (its copy is the one kept). */
  movedElsewhere: number;
}

export async function moveLabFilesToStorage(deps: {
  systemDb: Db;
  storage: ObjectStorage;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Files read into memory at once (each at most 10 MB). */
  batchSize?: number;
}): Promise<LabFileMoveResult> {
  const { systemDb: db, storage } = deps;
  const batchSize = deps.batchSize ?? 10;
  const result: LabFileMoveResult = { moved: 0, movedElsewhere: 0 };
  const waiting = and(isNotNull(labFiles.bytes), isNull(labFiles.storage_key));
  for (;;) {
    const batch = await db
      .select({ id: labFiles.id, kind: labFiles.kind, bytes: labFiles.bytes })
      .from(labFiles)
      .where(waiting)
      .orderBy(asc(labFiles.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (!row.bytes) continue;
      const key = newObjectKey(LAB_FILES_PREFIX);
      await storage.put(key, row.bytes, {
        contentType: FILE_CONTENT_TYPES[row.kind as LabFileKind],
      });
      const updated = await db
        .update(labFiles)
        .set({ storage_key: key, bytes: null })
        .where(and(eq(labFiles.id, row.id), isNull(labFiles.storage_key)))
        .returning({ id: labFiles.id });
      if (updated.length > 0) {
        result.moved++;
      } else {
        result.movedElsewhere++;
        await storage.delete(key);
      }
    }
  }
  if (result.moved > 0 || result.movedElsewhere > 0)
    deps.log?.info({ ...result }, 'lab files moved from the database to object storage');
  return result;
}
