/**
 * Apple Health uploads in parts (ADR 094): the upload's row and its parts' rows. Every query names
 * the user, so a request reaches its own member's uploads only (and RLS holds it too); the job
 * reads through the system connection and names the user from its payload.
 *
 * Each step that moves an upload on is one conditional statement (`where status = ... and
 * parts_uploaded = ...`), so two requests racing (a part sent twice, a part and the completion)
 * cannot both succeed: the loser matches no row and is told why.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type {
  AppleHealthImportResult,
  AppleHealthUploadStatus,
} from '#shared/contracts/fhir.contract';
import { appleHealthUploadParts, appleHealthUploads } from './apple-health-uploads.table';

export type AppleHealthUploadRow = typeof appleHealthUploads.$inferSelect;
export type AppleHealthUploadPartRow = typeof appleHealthUploadParts.$inferSelect;

export interface UploadError {
  status: number;
  code: string;
  message: string;
}

const mine = (userId: string, id: string) =>
  and(eq(appleHealthUploads.id, id), eq(appleHealthUploads.user_id, userId));

export function createAppleHealthUploadsRepository(db: Db) {
  return {
    ...uploadQueries(db),
    ...partQueries(db),
    ...progressQueries(db),
  };
}
export type AppleHealthUploadsRepository = ReturnType<typeof createAppleHealthUploadsRepository>;

/** An upload's row: made, found, the abandoned ones, removed. */
function uploadQueries(db: Db) {
  return {
    async create(userId: string, bytesTotal: number): Promise<AppleHealthUploadRow> {
      const [row] = await db
        .insert(appleHealthUploads)
        .values({ user_id: userId, bytes_total: bytesTotal })
        .returning();
      return row!;
    },

    async find(userId: string, id: string): Promise<AppleHealthUploadRow | null> {
      const [row] = await db.select().from(appleHealthUploads).where(mine(userId, id));
      return row ?? null;
    },

    /** The member's uploads still being sent that began before `before` (abandoned ones). */
    async abandoned(userId: string, before: Date): Promise<AppleHealthUploadRow[]> {
      return db
        .select()
        .from(appleHealthUploads)
        .where(
          and(
            eq(appleHealthUploads.user_id, userId),
            eq(appleHealthUploads.status, 'uploading'),
            lt(appleHealthUploads.updated_at, before),
          ),
        )
        .orderBy(desc(appleHealthUploads.created_at));
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.delete(appleHealthUploads).where(mine(userId, id));
    },
  };
}

/** The parts sent, and closing the upload when every byte has arrived. */
function partQueries(db: Db) {
  return {
    parts(userId: string, id: string): Promise<AppleHealthUploadPartRow[]> {
      return db
        .select()
        .from(appleHealthUploadParts)
        .where(
          and(eq(appleHealthUploadParts.upload_id, id), eq(appleHealthUploadParts.user_id, userId)),
        )
        .orderBy(asc(appleHealthUploadParts.part_number));
    },

    /**
     * Adds part `number` (the next one) in one transaction with the upload's counters; null when
     * the upload is not taking parts, the number is not the next one, or the bytes would pass the
     * declared size (nothing is changed then).
     */
    async addPart(
      userId: string,
      id: string,
      part: { number: number; storageKey: string; bytes: number },
    ): Promise<AppleHealthUploadRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(appleHealthUploads)
          .set({
            parts_uploaded: part.number,
            bytes_uploaded: sql`${appleHealthUploads.bytes_uploaded} + ${part.bytes}`,
            updated_at: sql`now()`,
          })
          .where(
            and(
              mine(userId, id),
              eq(appleHealthUploads.status, 'uploading'),
              eq(appleHealthUploads.parts_uploaded, part.number - 1),
              sql`${appleHealthUploads.bytes_uploaded} + ${part.bytes} <= ${appleHealthUploads.bytes_total}`,
            ),
          )
          .returning();
        if (!row) return null;
        await tx.insert(appleHealthUploadParts).values({
          upload_id: id,
          part_number: part.number,
          user_id: userId,
          storage_key: part.storageKey,
          bytes: part.bytes,
        });
        return row;
      });
    },

    /**
     * Replaces the last part with a new copy (the client sent it again, its first answer lost):
     * returns the upload and the replaced part's key, or null as addPart does.
     */
    async replaceLastPart(
      userId: string,
      id: string,
      part: { number: number; storageKey: string; bytes: number },
    ): Promise<{ upload: AppleHealthUploadRow; replacedKey: string } | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(appleHealthUploadParts)
          .where(
            and(
              eq(appleHealthUploadParts.upload_id, id),
              eq(appleHealthUploadParts.user_id, userId),
              eq(appleHealthUploadParts.part_number, part.number),
            ),
          )
          .for('update');
        if (!old) return null;
        const [upload] = await tx
          .update(appleHealthUploads)
          .set({
            bytes_uploaded: sql`${appleHealthUploads.bytes_uploaded} - ${old.bytes} + ${part.bytes}`,
            updated_at: sql`now()`,
          })
          .where(
            and(
              mine(userId, id),
              eq(appleHealthUploads.status, 'uploading'),
              eq(appleHealthUploads.parts_uploaded, part.number),
              sql`${appleHealthUploads.bytes_uploaded} - ${old.bytes} + ${part.bytes} <= ${appleHealthUploads.bytes_total}`,
            ),
          )
          .returning();
        if (!upload) return null;
        await tx
          .update(appleHealthUploadParts)
          .set({ storage_key: part.storageKey, bytes: part.bytes })
          .where(
            and(
              eq(appleHealthUploadParts.upload_id, id),
              eq(appleHealthUploadParts.part_number, part.number),
            ),
          );
        return { upload, replacedKey: old.storage_key };
      });
    },

    /** 'uploading' → `to` when every byte has arrived; null otherwise (nothing changed). */
    async closeUpload(
      userId: string,
      id: string,
      to: 'queued',
    ): Promise<AppleHealthUploadRow | null> {
      const [row] = await db
        .update(appleHealthUploads)
        .set({ status: to, updated_at: sql`now()` })
        .where(
          and(
            mine(userId, id),
            eq(appleHealthUploads.status, 'uploading'),
            eq(appleHealthUploads.bytes_uploaded, appleHealthUploads.bytes_total),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

/** The reading's steps and progress, and forgetting the parts. */
function progressQueries(db: Db) {
  return {
    /** Moves the upload on (the job's steps); `from` guards against a step taken twice. */
    async advance(
      userId: string,
      id: string,
      from: readonly AppleHealthUploadStatus[],
      to: AppleHealthUploadStatus,
      fields: {
        bytesRead?: number;
        result?: AppleHealthImportResult;
        error?: UploadError;
      } = {},
    ): Promise<AppleHealthUploadRow | null> {
      const [row] = await db
        .update(appleHealthUploads)
        .set({
          status: to,
          updated_at: sql`now()`,
          ...(fields.bytesRead === undefined ? {} : { bytes_read: fields.bytesRead }),
          ...(fields.result ? { result: fields.result } : {}),
          ...(fields.error
            ? {
                error_status: fields.error.status,
                error_code: fields.error.code,
                error_message: fields.error.message,
              }
            : {}),
        })
        .where(and(mine(userId, id), inArray(appleHealthUploads.status, [...from])))
        .returning();
      return row ?? null;
    },

    /** The reading's progress (no status change). */
    async setBytesRead(userId: string, id: string, bytesRead: number): Promise<void> {
      await db
        .update(appleHealthUploads)
        .set({ bytes_read: bytesRead, updated_at: sql`now()` })
        .where(and(mine(userId, id), eq(appleHealthUploads.status, 'reading')));
    },

    /** Forgets the parts' rows (their objects are deleted by the caller, who has their keys). */
    async dropParts(userId: string, id: string): Promise<void> {
      await db
        .delete(appleHealthUploadParts)
        .where(
          and(eq(appleHealthUploadParts.upload_id, id), eq(appleHealthUploadParts.user_id, userId)),
        );
    },
  };
}
