/** `POST /api/audit`: the client's security events, sanitised and rate limited per user. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

export const registerAuditModule: FeatureModule = async (app, { database, now }) => {
  const service = createAuditService(createAuditRepository(database.db), { now });
  await app.register(auditRoutes({ service }));
};
