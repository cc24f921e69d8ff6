/** Wellness providers and shared summaries: the directory, applications, review, share links. */
import { eq } from 'drizzle-orm';
import type { FeatureModule } from '#server/modules/feature-module';
// The labs and auth modules' readers have no 'one report with its rows' or 'first name' yet
// (ADR 041 asks for them); until then these two reads use the owners' own query and table.
// eslint-disable-next-line no-restricted-imports
import { users } from '#server/modules/auth/auth.table';
// eslint-disable-next-line no-restricted-imports
import { createLabsRepository } from '#server/modules/labs/labs.repository';
import { createFhirRecordsReader } from '#server/modules/fhir/fhir.reader';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createTrackingReader } from '#server/modules/tracking/tracking.reader';
import { createNppesRegistry } from './nppes';
import { createProvidersRepository } from './providers.repository';
import { providerAdminRoutes, providerRoutes, shareRoutes } from './providers.routes';
import { createProvidersService } from './providers.service';
import { createSharesService } from './shares.service';
import { createSummaryBuilder } from './shared-summary';

export const registerProvidersModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const { config, knowledge } = context;
  const repository = createProvidersRepository(db);
  const labs = createLabsRepository(db);
  const medicines = createMedicationsReader(db);
  const tracking = createTrackingReader(db);
  const profiles = createProfileReader(db, { now: context.now });
  const fhirRecords = createFhirRecordsReader({
    db,
    knowledge,
    appUrl: config.appUrl,
    now: context.now,
  });
  const providers = createProvidersService({
    repository,
    registry: config.NPPES_API_URL
      ? createNppesRegistry({ baseUrl: config.NPPES_API_URL, log: context.log })
      : null,
    log: context.log,
    now: context.now,
  });
  const shares = createSharesService({
    repository,
    summary: createSummaryBuilder({
      cabinetEntries: (userId) => medicines.cabinetEntries(userId),
      tracked: (userId, from, to) => tracking.load(userId, from, to),
      labReport: (userId, id) => labs.find(userId, id),
      personalInfo: async (userId) =>
        ((await profiles.findByUserId(userId))?.personal_info as Record<string, unknown> | null) ??
        null,
      interactions: knowledge.interactions,
      biomarkers: knowledge.biomarkers,
    }),
    ownsLabReport: async (userId, id) => (await labs.find(userId, id)) !== null,
    firstNameOf: async (userId) => {
      const [row] = await db
        .select({ first_name: users.first_name })
        .from(users)
        .where(eq(users.id, userId));
      return row?.first_name ?? null;
    },
    fhirBundle: (userId, scope) =>
      fhirRecords.bundle(userId, {
        gender: false,
        history: false,
        medicines: scope.medicines,
        labs: scope.labReportId ? { reportId: scope.labReportId } : null,
        labFiles: false,
        metrics: false,
        sleep: scope.sleep,
      }),
    now: context.now,
  });
  const deps = {
    providers,
    shares,
    sessions: context.sessions,
    requirePlan: context.requirePlan,
    adminEmails: config.ADMIN_EMAILS,
  };
  await app.register(providerRoutes(deps));
  await app.register(shareRoutes(deps));
  await app.register(providerAdminRoutes(deps));
};
