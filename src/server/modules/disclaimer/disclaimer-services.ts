/**
 * The disclaimer's service, built once per app: its routes and the dashboard summary read the
 * acknowledgement through the same one (`get(actor)`, GET /api/disclaimer/acknowledgement).
 */
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import { createDisclaimerRepository } from './disclaimer.repository';
import { createDisclaimerService } from './disclaimer.service';

export const disclaimerServiceOf = oncePerApp((context: { database: { db: Db } }) =>
  createDisclaimerService(createDisclaimerRepository(context.database.db)),
);
