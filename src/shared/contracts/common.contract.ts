import { z } from 'zod';

/** The one error shape every API route answers with (DESIGN.md §4.2). 5xx adds an errorId. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errorId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
