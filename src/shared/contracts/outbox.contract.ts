import { z } from 'zod';

/** GET /api/dev/outbox: newest first. Development only. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export const outboxListSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
