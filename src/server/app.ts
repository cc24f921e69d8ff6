/**
 * Composition only: the Fastify instance, the cross-cutting plugins and the feature modules. Each
 * module wires itself in `modules/<feature>/<feature>.module.ts` from the app context
 * (`app-context.ts`), and is found by its folder (feature-module-files.ts, ADR 131). main.ts listens on the app; tests call `app.inject()` on it.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { openDatabase } from './db/open-database';
import { createAppContext, type KnowledgeBase } from './app-context';
import { loggerOptions } from './plugins/logger';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerApiDocs } from './plugins/api-docs';
import { registerCsrfGuard } from './plugins/csrf';
import { registerActingUser, registerSessionCookieRelay } from './plugins/session';
import { registerActorGate } from './plugins/actor';
import { registerFirstReadRegistry } from './plugins/first-read-registry';
import { registerWriteInvalidation } from './plugins/write-invalidation';
import { registerMalformedInputGuards } from './plugins/malformed-input';
import { registerRequestMetrics } from './plugins/metrics';
import type { Readiness } from './modules/health/readiness';
import type { FeatureModule } from './modules/feature-module';
import { importFeatureModules } from './feature-module-files';
import { featureModulesInOrder } from './feature-modules';
import { trustedOrigins } from './modules/auth/auth';
import { WEBHOOK_PATH } from './modules/billing/billing-webhook.routes';
import type { PageDataTable } from '#shared/contracts/page-data.contract';
import { registerCompression } from './modules/site/compression';
import type { Mailer } from './modules/mail/mailer';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Replace the mailer (tests that need to see a failure). */
  mailer?: Mailer;
  /** Fastify logger override, e.g. a stream capturing logs in tests. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** A knowledge base already loaded (tests load it once per worker instead of once per app). */
  knowledge?: KnowledgeBase;
  /** Sees every route as it is registered (the access matrix tests collect them this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The pages' first data, instead of the built client's server entry's (ADR 119; tests). */
  pageData?: () => Promise<PageDataTable>;
  /**
   * More feature modules, registered after the app's own (tests: a feature written by
   * scripts/new-feature.ts outside the source tree). Their routes are their own paths, which
   * Fastify matches before the site's fallback whatever the order.
   */
  extraModules?: readonly FeatureModule[];
}

export interface App {
  app: FastifyInstance;
  database: Database;
  /** main.ts marks the app draining on SIGTERM, so /readyz answers 503 before it stops (ADR 046). */
  readiness: Readiness;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      appDatabaseUrl: config.DATABASE_APP_URL,
      dataDir: config.DATA_DIR,
    }));
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Also given to Node's server as it is made: set afterwards (as Fastify does), it leaves
    // headersTimeout at 60 s, which Node honours instead, and it looks for expired requests only
    // every connectionsCheckingInterval (30 s by default): a body trickled in byte by byte lived
    // 60 to 90 s. A sweep of the open connections every second drops one within a second of the
    // timeout.
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    // An idle kept-alive connection is closed after 72 s (Fastify's default), not Node's 5 s: a
    // client that reuses a connection just as the server closes it gets ECONNRESET (the browser
    // tests' API requests did, once or twice a run), and a proxy in front keeps its idle
    // connections up to 60 s. Slow or silent requests are still cut by the request timeouts above.
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerActingUser(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (!options.database) app.addHook('onClose', async () => database.close());

  const context = await createAppContext(config, database, app.log, options);
  // First of the hooks: a request refused by a later one (rate limit, CSRF) is counted too.
  registerRequestMetrics(app, context.metrics.http);

  registerSessionCookieRelay(app);
  registerWriteInvalidation(app, context.sessions, database.changes);
  await registerSecurityHeaders(app, config.isProduction);
  registerErrorHandler(app);
  // Before the other guards and every route: the address limit meets each request first, so a
  // flood without a session is refused before any session lookup.
  await registerRateLimit(app, {
    max: config.RATE_LIMIT_PER_MINUTE,
    addressMax: config.addressRateLimitPerMinute,
    redisUrl: config.REDIS_URL,
  });
  registerMalformedInputGuards(app);
  // The webhook carries no Origin and is authenticated by its signature instead.
  registerCsrfGuard(app, trustedOrigins(config), [WEBHOOK_PATH]);
  // After the guards above, before any route: each route's declared access becomes request.actor
  // (or a 401/403/404) once the request has passed them, and before its body is parsed.
  registerActorGate(app, {
    sessions: context.sessions,
    isPaid: context.isPaid,
    adminEmails: config.ADMIN_EMAILS,
    editionOverride: config.EDITION,
  });
  // Before any module: a GET route declared as a read records it here, the site's first answers
  // look it up (ADR 130).
  registerFirstReadRegistry(app);
  if (config.isApiDocsEnabled) await registerApiDocs(app, config.appUrl);
  // Last of the onSend hooks, so it compresses the body as the other hooks left it.
  registerCompression(app);

  const modules = featureModulesInOrder(await importFeatureModules());
  for (const register of [...modules, ...(options.extraModules ?? [])])
    await register(app, context);

  await app.ready();
  // Migrations ran (openDatabase) and the knowledge base is loaded (createAppContext) by now.
  context.readiness.markStarted();
  return { app, database, readiness: context.readiness };
}
