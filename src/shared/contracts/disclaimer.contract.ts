/**
 * The welcome disclaimer's acknowledgement, kept on the account so it is asked once per account,
 * not once per browser: GET and PUT /api/disclaimer/acknowledgement.
 */
import { z } from 'zod';

export const disclaimerAcknowledgementSchema = z.object({
  acknowledged: z.boolean(),
  /** When the account first acknowledged it (ISO 8601); null until then. */
  acknowledged_at: z.string().nullable(),
});
export type DisclaimerAcknowledgement = z.infer<typeof disclaimerAcknowledgementSchema>;

/** Acknowledging is the only change: there is no 'un-acknowledge'. */
export const disclaimerAcknowledgeBodySchema = z.strictObject({ acknowledged: z.literal(true) });
export type DisclaimerAcknowledgeBody = z.infer<typeof disclaimerAcknowledgeBodySchema>;
