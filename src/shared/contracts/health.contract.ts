import { z } from 'zod';

/** GET /api/health: the database answered a ping (kept for the bench and the tests). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /livez: the process is alive and its event loop answers; nothing else is asked. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /readyz: whether this process should be sent traffic, and which check says no: the
 * database answers, start-up finished (migrations ran, the knowledge base is loaded), and the
 * process is not draining for a shutdown.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    startup: z.enum(['ok', 'starting']),
    shutdown: z.enum(['ok', 'draining']),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
