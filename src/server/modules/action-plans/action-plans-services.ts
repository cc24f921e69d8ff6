/**
 * The action plans' service, built once per app: its routes read the plans through it
 * (`list(actor, today)`, GET /api/action-plans, also a page's first read, ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createActionInputs } from './action-inputs';
import { createActionPlansRepository } from './action-plans.repository';
import { createActionPlansService } from './action-plans.service';

function buildActionPlansService(context: AppContext) {
  const { db } = context.database;
  const now = context.now ?? (() => new Date());
  const { labs, tracking, profiles } = context.readers;
  const actionInputs = createActionInputs({
    tracked: tracking,
    profiles,
    now,
    checkInteractions: (userId, names) => context.interactions.check(userId, names),
    latestLabFlags: (userId) => labs.latestFlags(userId),
  });
  return createActionPlansService({
    repository: createActionPlansRepository(db),
    actionInputs,
    now,
  });
}

/** The action plans' service of this app, built on first use. */
export const actionPlansServiceOf = oncePerApp(buildActionPlansService);
