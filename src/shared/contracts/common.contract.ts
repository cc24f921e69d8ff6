import { z } from 'zod';

/** The one error shape every API route answers with: `{ code, message }`. 5xx adds an errorId. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errorId: z.string().optional(),
  /** What an error adds for the client beyond its message, when it has more to say. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** An id as a PostgreSQL uuid column accepts it: any 8-4-4-4-12 hex string. */
export const uuidSchema = z.guid();

/** Repositories look up only ids that pass this, so a malformed id never reaches a uuid column. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

/**
 * The `:id` of every route. Loose on purpose: an id that names nothing of the caller's answers
 * 404, whether it is another user's, deleted or malformed.
 */
export const idParamsSchema = z.object({ id: z.string().max(100) });
