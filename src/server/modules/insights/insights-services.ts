/**
 * What the insights module builds once per app: its service, which its route reads through (the
 * route's read is also a page's first answer, ADR 130).
 */
import type { AppContext } from '#server/app-context';
import { oncePerApp } from '#server/lib/once-per-app';
import { createInsightsService } from './insights.service';

/** The insights module's service of this app, built on first use. */
export const insightsServiceOf = oncePerApp((context: Pick<AppContext, 'readers' | 'now'>) =>
  createInsightsService({
    tracked: context.readers.tracking,
    now: context.now ?? (() => new Date()),
  }),
);
