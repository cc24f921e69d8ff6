/**
 * What the health-records module builds once per app: its service. Its routes and a page's first
 * answers (the body metrics) read through the same one.
 */
import type { AppContext } from '#server/app-context';
import { oncePerApp } from '#server/lib/once-per-app';
import { createFhirService } from './fhir.service';

/** The health-records service of this app, built on first use. */
export const fhirServiceOf = oncePerApp(
  (context: Pick<AppContext, 'database' | 'knowledge' | 'config' | 'now'>) =>
    createFhirService({
      db: context.database.db,
      knowledge: context.knowledge,
      appUrl: context.config.appUrl,
      now: context.now,
    }),
);
