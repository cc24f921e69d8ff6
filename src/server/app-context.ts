/**
 * The services every feature module may use, built once per app: the database, mail, the session
 * reader and the plan cache, the knowledge base, the interaction checker and the assistant's model.
 * A module takes what it needs from here; anything else it uses of another module goes through
 * that module's face (`modules/<feature>/index.ts`, ADR 108).
 *
 * The readers one module offers the others are built here, once, and only here (ADR 176):
 * `readers` over the database acting for the current actor, `systemReaders` over the system's
 * handle for the two callers that read as the system (the community's account checks, the dev
 * outbox). A module takes them from here and never builds another module's reader (ESLint refuses
 * the import); what must run on a caller's transaction is a plain function of that transaction's
 * handle, exported by the owning face beside its reader (`lockAccountForUpdate(tx, userId)`).
 *
 * Three pieces are handed in here because the module that needs them lies below the one that owns
 * them: the person (ingredients; the one person query every tool reads, ADR 174), the profile's
 * reader (tracking) and the notification writer (reminders).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Database, Db } from './db/client';
import { loadKnowledge } from './knowledge/load-knowledge';
import { createSessionReader, type SessionReader } from './plugins/session';
import { createUserCacheGroup, type UserCacheGroup } from './lib/user-cache';
import { createAuth, type Auth } from './modules/auth/auth';
import { createMailerFor } from './modules/mail/create-mailer';
import type { Mailer } from './modules/mail/mailer';
import { createJobQueue } from './modules/jobs/job-queue';
import type { JobQueue } from './modules/jobs/job-queue.types';
import { createBillingServiceFor } from './modules/billing/create-billing-service';
import type { BillingService } from './modules/billing/billing.service';
import { createInteractionChecker } from './modules/interactions/interaction-checker';
import type { InteractionsService } from './modules/interactions/interactions.service';
import { createChatModel } from './modules/chat/providers';
import { createObjectStorage } from './lib/storage/create-object-storage';
import type { ObjectStorage } from './lib/storage/object-storage';
import type { ChatModel } from './lib/chat-model';
import { createMetricsRegistry, type MetricsRegistry } from './lib/metrics';
import { createReadiness, type Readiness } from './modules/health/readiness';
import {
  createPersonReader,
  createProfileReader,
  PROFILE_SOURCE_TABLES,
  type PersonReader,
  type ProfileReader,
} from './modules/profile/index';
import { createNotificationInbox, type NewNotification } from './modules/notifications/index';
import { createActionPlansReader } from './modules/action-plans/index';
import { createAccountsReader, type AccountsReader } from './modules/auth/index';
import { createCommunityReader } from './modules/community/index';
import { createFhirRecordsReader, type FhirRecordsReader } from './modules/fhir/index';
import { createAvoidListReader } from './modules/ingredients/index';
import {
  createLabRecordsReader,
  createLabsReader,
  createLatestLabResultsReader,
  type LatestLabResultsReader,
} from './modules/labs/index';
import { createOutboxReader, type OutboxReader } from './modules/mail/index';
import { createMedicationsReader } from './modules/medications/index';
import { createTrackingReader } from './modules/tracking/index';
import type { PageDataTable } from '#shared/contracts/page-data.contract';

export type KnowledgeBase = Awaited<ReturnType<typeof loadKnowledge>>;

/**
 * The readers the modules offer each other, over one database handle. The app context builds
 * them once over `database.db`; a test builds them over its own test database with this too, so
 * it reads through the same readers the app does.
 */
export function createReaders(db: Db, options: { now?: () => Date } = {}) {
  return {
    medications: createMedicationsReader(db),
    tracking: createTrackingReader(db),
    accounts: createAccountsReader(db),
    profiles: createProfileReader(db, { now: options.now }),
    labs: createLabsReader(db),
    labRecords: createLabRecordsReader(db),
    actionPlans: createActionPlansReader(db),
    community: createCommunityReader(db),
    avoidList: createAvoidListReader(db),
  };
}

/** Every reader a module may take from the context: over `database.db`, built once (ADR 176). */
export type AppReaders = ReturnType<typeof createReaders> & {
  /** A person's FHIR records as a Bundle (the share link's sections). */
  fhirRecords: FhirRecordsReader;
  /** The member's latest result of each lab test (the safety summary's lab cautions). */
  latestLabResults: LatestLabResultsReader;
};

export interface AppContextOptions {
  mailer?: Mailer;
  knowledge?: KnowledgeBase;
  now?: () => Date;
  /** The pages' first data, instead of the built client's server entry's (ADR 119; tests). */
  pageData?: () => Promise<PageDataTable>;
}

export interface AppContext {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The pages' first data when handed in (tests); else the site reads the built client's. */
  pageData?: () => Promise<PageDataTable>;
  mailer: Mailer;
  /** The database-backed job queue (ADR 047): email, lab-report reading; any process runs them. */
  jobs: JobQueue;
  auth: Auth;
  sessions: SessionReader;
  /** Per-user caches dropped on every write to the user's rows (ADR 025). */
  userCaches: UserCacheGroup;
  billing: BillingService;
  /** Whether the user's plan is paid now (fails closed). */
  isPaid: (userId: string) => Promise<boolean>;
  knowledge: KnowledgeBase;
  /** The interaction checker: the one place a safety answer comes from. */
  interactions: InteractionsService;
  /** The assistant's model provider, or 'offline' / 'none' when no model is configured. */
  chatModel: ChatModel;
  /** Uploaded files (lab reports): local disk or an S3-compatible bucket (ADR 045). */
  storage: ObjectStorage;
  /** This app's metrics (GET /metrics, ADR 046); a module adds its own gauges and counters here. */
  metrics: MetricsRegistry;
  /** Started and not draining (GET /readyz, ADR 046). */
  readiness: Readiness;
  /**
   * The one person query (ADR 174): the member's snapshot of the profile, the cabinet and the
   * avoid list with the rules every tool applies, read once and cached per member; the
   * assistant's profile context, the interaction checker's facts, the labs' personal info and the
   * weekly insight read it too. Handed in, since the profile reads ingredients' avoid list (ADR 108).
   */
  person: PersonReader;
  /**
   * The readers other modules offer, built once over `database.db` (it acts for the current
   * actor, so row-level security holds every read, ADR 020). A module reads another's data
   * through these, never through a reader of its own making.
   */
  readers: AppReaders;
  /**
   * The same readers over `database.systemDb`, for the reads that are the system's on purpose:
   * whether an account exists and its names, for the community's rules about another member, and
   * every account's mail in the dev outbox.
   */
  systemReaders: { accounts: AccountsReader; outbox: OutboxReader };
  /**
   * The unified profile's reader (the one in `readers`) and the tables it is built from, for
   * tracking's goals and badges. Handed in, since the profile reads tracking's symptoms (ADR 108).
   */
  profiles: {
    reader: ProfileReader;
    sourceTables: typeof PROFILE_SOURCE_TABLES;
  };
  /**
   * Puts an in-app notification in a user's inbox, in `db`'s transaction when it is one: the
   * reminder scheduler's channel. Handed in, since the notifications table references reminders
   * (ADR 108).
   */
  deliverNotification: (db: Db, values: NewNotification) => Promise<void>;
}

export async function createAppContext(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  options: AppContextOptions = {},
): Promise<AppContext> {
  // Jobs run as the system: they belong to no request's user (ADR 020, ADR 047).
  const jobs = createJobQueue({
    db: database.systemDb,
    log,
    concurrency: config.JOB_CONCURRENCY,
  });
  const mailer = await createMailerFor(config, database, jobs, log, options.mailer);
  // The auth library finds users by email and session token before anyone is known: it acts as the system (ADR 020).
  const auth = createAuth({ db: database.systemDb, config, mailer });
  const userCaches = createUserCacheGroup(database.changes);
  const sessions = createSessionReader(auth, userCaches);
  const billing = createBillingServiceFor(config, database, log, options.now);
  const isPaid = cachedIsPaid(userCaches, (userId) => billing.isPaid(userId));
  const knowledge = options.knowledge ?? (await loadKnowledge(database.db));
  const baseReaders = createReaders(database.db, { now: options.now });
  const person = createPersonReader(
    baseReaders,
    { allergens: knowledge.allergens, interactions: knowledge.interactions },
    { caches: userCaches },
  );
  const readers: AppReaders = {
    ...baseReaders,
    fhirRecords: createFhirRecordsReader({
      db: database.db,
      knowledge,
      appUrl: config.appUrl,
      now: options.now,
      readers: baseReaders,
    }),
    latestLabResults: createLatestLabResultsReader(database.db, knowledge.biomarkers, person),
  };
  const interactions = createInteractionChecker(
    database,
    knowledge.interactions,
    isPaid,
    person,
    log,
  );
  return {
    config,
    database,
    log,
    now: options.now,
    pageData: options.pageData,
    mailer,
    jobs,
    auth,
    sessions,
    userCaches,
    billing,
    isPaid,
    knowledge,
    interactions,
    chatModel: createChatModel(config),
    storage: createObjectStorage(config),
    metrics: createMetricsRegistry(),
    readiness: createReadiness(),
    person,
    readers,
    systemReaders: {
      accounts: createAccountsReader(database.systemDb),
      outbox: createOutboxReader(database.systemDb),
    },
    profiles: { reader: readers.profiles, sourceTables: PROFILE_SOURCE_TABLES },
    deliverNotification: (db, values) => createNotificationInbox(db).deliver(values),
  };
}

/** How long a plan answer is reused at most; a change to the subscription drops it at once. */
export const PLAN_CACHE_TTL_MS = 30_000;

/**
 * The actor gate asks on every request with a session: the answer is kept per user until their subscription
 * (or user row) changes. The TTL bounds what time alone changes (a past-due plan running out).
 */
function cachedIsPaid(
  caches: UserCacheGroup,
  isPaid: (userId: string) => Promise<boolean>,
): (userId: string) => Promise<boolean> {
  const cache = caches.create<boolean>({
    dependsOn: ['subscribers', 'users'],
    ttlMs: PLAN_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  return async (userId) =>
    (await cache.getOrLoad(userId, async () => ({ value: await isPaid(userId), userId }))) ?? false;
}
