/**
 * Builds the Fastify app from a config: database, mail, auth, plugins and feature routes.
 * main.ts listens on it; tests call `app.inject()` on it.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { openDatabase, type Database } from './db/client';
import { loggerOptions } from './plugins/logger';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerApiDocs } from './plugins/api-docs';
import { registerCsrfGuard } from './plugins/csrf';
import { createSessionReader } from './plugins/session';
import { createAuth, trustedOrigins } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignInFailuresRepository } from './modules/auth/sign-in-failures.repository';
import { createUsedTokensRepository } from './modules/auth/used-tokens.repository';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createProfileService } from './modules/profile/profile.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createBillingRepository } from './modules/billing/billing.repository';
import { createBillingService } from './modules/billing/billing.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { billingWebhookRoutes, WEBHOOK_PATH } from './modules/billing/billing-webhook.routes';
import { demoCheckoutRoutes } from './modules/billing/demo-checkout.routes';
import { createStripeClient } from './modules/billing/stripe-client';
import { healthRoutes } from './modules/health/health.routes';
import { loadKnowledge } from './knowledge/load-knowledge';
import type { KnowledgeIndex } from './knowledge/knowledge-index';
import { createKnowledgeRepository } from './knowledge/knowledge.repository';
import { createInteractionsService } from './modules/interactions/interactions.service';
import { interactionsRoutes } from './modules/interactions/interactions.routes';
import { createSavedAnalysesRepository } from './modules/interactions/saved-analyses.repository';
import { readProfileFacts } from './modules/interactions/profile-facts';
import { createMedicationsRepository } from './modules/medications/medications.repository';
import { createMedicationsService } from './modules/medications/medications.service';
import { medicationsRoutes } from './modules/medications/medications.routes';
import { createPlanGate } from './plugins/plan-gate';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatModel } from './modules/chat/providers';
import { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './modules/chat/prompt-enhancement';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { weeklyInsightRoutes } from './modules/insights/insights.routes';
import { loadWeeklyFacts } from './modules/insights/weekly-insight';
import { loadSiteFiles } from './modules/site/site-files';
import { registerSite } from './modules/site/site.routes';
import type { FeatureModuleDeps } from './modules/feature-module';
import { registerLabsModule } from './modules/labs/labs.module';
import { registerTrackingModule } from './modules/tracking/tracking.module';
import { registerProgressModule } from './modules/progress/progress.module';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Replace the mailer (tests that need to see a failure). */
  mailer?: Mailer;
  /** Fastify logger override, e.g. a stream capturing logs in tests. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** A knowledge index already built (tests build it once per worker instead of once per app). */
  knowledge?: KnowledgeIndex;
  /** Sees every route as it is registered (the S1/S4 matrix tests collect them this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export interface App {
  app: FastifyInstance;
  database: Database;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  if (!options.database) app.addHook('onClose', async () => database.close());

  const outbox = createOutboxRepository(database.db);
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? await createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(outbox));
  const auth = createAuth({ db: database.db, config, mailer });
  const sessions = createSessionReader(auth);

  await registerSecurityHeaders(app, config.isProduction);
  registerErrorHandler(app);
  // The webhook carries no Origin and is authenticated by its signature instead.
  registerCsrfGuard(app, trustedOrigins(config), [WEBHOOK_PATH]);
  await registerRateLimit(app, { max: config.RATE_LIMIT_PER_MINUTE, redisUrl: config.REDIS_URL });
  await registerApiDocs(app, config.appUrl);

  await app.register(healthRoutes(database.ping));
  await app.register(
    authRoutes({
      auth,
      appUrl: config.appUrl,
      failures: createSignInFailuresRepository(database.db),
      usedTokens: createUsedTokensRepository(database.db),
      now: options.now,
    }),
  );
  await app.register(
    contactRoutes(createContactService(createContactRepository(database.db)), sessions),
  );
  const billing = createBillingService(createBillingRepository(database.db), {
    appUrl: config.appUrl,
    allowedOrigins: trustedOrigins(config),
    isDemoCheckoutEnabled: config.isDemoCheckoutEnabled,
    provider: createStripeClient(config),
    secretKey: config.STRIPE_SECRET_KEY,
    stripeMode: config.stripeMode,
    log: app.log,
    now: options.now,
  });
  const profileRepository = createProfileRepository(database.db);
  await app.register(
    profileRoutes(
      createProfileService(profileRepository, {
        now: options.now,
        subscriptionTier: async (userId) => (await billing.getStatus(userId)).tier,
      }),
      sessions,
    ),
  );
  await app.register(billingRoutes(billing, sessions));
  const { requirePlan } = createPlanGate({
    sessions,
    isPaid: (userId) => billing.isPaid(userId),
    editionOverride: config.EDITION,
  });

  const knowledge = options.knowledge ?? (await loadKnowledge(database.db));
  const interactions = createInteractionsService({
    index: knowledge,
    knowledge: createKnowledgeRepository(database.db),
    saved: createSavedAnalysesRepository(database.db),
    profileFacts: async (userId) => {
      const row = await profileRepository.findByUserId(userId);
      return row ? readProfileFacts(row) : null;
    },
    detailLevel: async (userId) => ((await billing.isPaid(userId)) ? 'full' : 'basic'),
    onFlushError: (error) => app.log.error({ err: error }, 'could not store the check counter'),
  });
  await app.register(
    interactionsRoutes(interactions, sessions, requirePlan, {
      visitorChecksPerMinute: config.CHECK_VISITOR_RATE_PER_MINUTE,
      signedInChecksPerMinute: config.RATE_LIMIT_PER_MINUTE,
      now: options.now,
    }),
  );
  const medicationsRepository = createMedicationsRepository(database.db);
  await app.register(
    medicationsRoutes(
      createMedicationsService(medicationsRepository, {
        index: knowledge,
        check: (userId, items) => interactions.check(userId, items),
        log: app.log,
        now: options.now,
      }),
      sessions,
    ),
  );
  const chatModel = createChatModel(config);
  await app.register(
    chatRoutes(
      createChatService({
        repository: createChatRepository(database.db),
        index: knowledge,
        model: chatModel,
        isPaid: (userId) => billing.isPaid(userId),
        // Health facts only: buildProfileContext copies no name, email or id.
        profileContext: async (userId) => {
          const [row, active] = await Promise.all([
            profileRepository.findByUserId(userId),
            medicationsRepository.listActive(userId),
          ]);
          return buildProfileContext(
            row ?? EMPTY_PROFILE_SECTIONS,
            active.map((m) => m.name),
          );
        },
        now: options.now,
        log: app.log,
      }),
      sessions,
    ),
  );
  await app.register(
    weeklyInsightRoutes({
      sessions,
      load: (userId) => loadWeeklyFacts(database.db, userId, options.now?.() ?? new Date()),
      model: chatModel,
      now: options.now,
      log: app.log,
    }),
  );
  await app.register(
    auditRoutes(
      createAuditService(createAuditRepository(database.db), { now: options.now }),
      sessions,
    ),
  );
  const moduleDeps: FeatureModuleDeps = {
    config,
    database,
    sessions,
    requirePlan,
    isPaid: (userId) => billing.isPaid(userId),
    knowledge,
    chatModel,
    mailer,
    profiles: profileRepository,
    medications: medicationsRepository,
    log: app.log,
    now: options.now,
  };
  await registerLabsModule(app, moduleDeps);
  await registerTrackingModule(app, moduleDeps);
  await registerProgressModule(app, moduleDeps);
  if (config.STRIPE_WEBHOOK_SECRET)
    await app.register(billingWebhookRoutes(billing, config.STRIPE_WEBHOOK_SECRET));
  if (config.isDemoCheckoutEnabled) await app.register(demoCheckoutRoutes(billing, sessions));
  if (config.isDevOutboxEnabled && mailer.kind === 'outbox')
    await app.register(outboxRoutes(outbox));

  await registerSite(app, {
    files: loadSiteFiles(config.STATIC_DIR),
    appUrl: config.appUrl,
    editionOverride: config.EDITION,
    emailDelivery: mailer.kind,
    supportEmail: config.SUPPORT_EMAIL,
  });

  await app.ready();
  return { app, database };
}
