/**
 * What the health-records module builds once per app: its service. Its routes read through it
 * (the body metrics' read is also a page's first answer, ADR 130).
 */
import type { AppContext } from '#server/app-context';
import { oncePerApp } from '#server/lib/once-per-app';
import { createFhirService } from './fhir.service';

/** The health-records service of this app, built on first use. */
export const fhirServiceOf = oncePerApp(
  (context: Pick<AppContext, 'database' | 'knowledge' | 'config' | 'now' | 'readers'>) =>
    createFhirService({
      db: context.database.db,
      knowledge: context.knowledge,
      appUrl: context.config.appUrl,
      now: context.now,
      readers: context.readers,
    }),
);
