/**
 * All configuration comes from environment variables, parsed once by this schema. A bad value
 * stops start-up with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AI_PROVIDER_SETTINGS } from '#shared/contracts/chat.contract';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalPrefixed = (prefix: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.startsWith(prefix), {
      message: `must start with ${prefix}`,
    });

/** Unset and empty both mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url({ message: 'must be an absolute URL such as http://localhost:3000' }).optional(),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    // A login role for the app's own queries (wellnest_app or a member of it, see ADR 020); without
    // it the app switches DATABASE_URL's connections to that role itself.
    DATABASE_APP_URL: optionalUrl(['postgres', 'postgresql']),
    DATA_DIR: z.string().min(1).default('./.data'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('Wellnest <no-reply@wellnest.app>'),
    SUPPORT_EMAIL: z.email().default('support@wellnest.app'),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    EDITION: z.enum(['health', 'wellness']).optional(),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    ALLOW_DEV_DEFAULTS_IN_PRODUCTION: booleanFlag.default(false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    /**
     * Requests one address may make per minute, to any route, counted before the session is read
     * (a flood without a session gets 429, not a 401 and a session lookup each). Unset: 1200, or
     * RATE_LIMIT_PER_MINUTE when that is higher, so it never undercuts the route limit.
     */
    RATE_LIMIT_ADDRESS_PER_MINUTE: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().positive().optional(),
    ),
    /** Interaction checks a visitor (no session) may run per minute per IP; signed-in users get RATE_LIMIT_PER_MINUTE. */
    CHECK_VISITOR_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
    STATIC_DIR: z.string().default('./dist/client'),
    /**
     * How long a signed-in page's server render may take before the page goes out without it
     * (ADR 111); 0 turns server rendering of signed-in pages off.
     */
    MEMBER_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(300),
    STRIPE_SECRET_KEY: optionalPrefixed('sk_'),
    STRIPE_WEBHOOK_SECRET: optionalPrefixed('whsec_'),
    /** Which kind of key this deployment expects; defaults to live in production, test elsewhere. */
    STRIPE_MODE: z.preprocess(blankToUndefined, z.enum(['test', 'live']).optional()),
    STRIPE_API_HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    STRIPE_API_PORT: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: z.preprocess(blankToUndefined, z.enum(['http', 'https']).optional()),
    ALLOW_DEMO_CHECKOUT: z.preprocess(blankToUndefined, booleanFlag.optional()),
    /**
     * The assistant's model provider. Unset: OpenAI when OPENAI_API_KEY is set, else Anthropic when
     * ANTHROPIC_API_KEY is set, else an OpenAI-compatible server when AI_BASE_URL is set, else the
     * offline assistant. 'none' turns the assistant off (the chat then answers that the assistant is not configured).
     */
    AI_PROVIDER: z.preprocess(blankToUndefined, z.enum(AI_PROVIDER_SETTINGS).optional()),
    OPENAI_API_KEY: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    ANTHROPIC_API_KEY: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    /** Base URL of an OpenAI-compatible server (Ollama, vLLM...), e.g. http://127.0.0.1:11434/v1; also overrides the OpenAI/Anthropic endpoint in tests. */
    AI_BASE_URL: optionalUrl(['http', 'https']),
    /** Open Food Facts' API base (https://world.openfoodfacts.org); unset, barcode lookups use our own products only. */
    OFF_API_URL: optionalUrl(['http', 'https']),
    /** The NPI Registry API's base (https://npiregistry.cms.hhs.gov/api): NPI checks and directory searches; unset, provider NPIs are checked by their check digit only. */
    NPPES_API_URL: optionalUrl(['http', 'https']),
    AI_MODEL: z.preprocess(blankToUndefined, z.string().trim().min(1).max(200).optional()),
    /** The OpenAPI docs at /api/docs: on by default outside production, 'on' to serve them there. */
    API_DOCS: z.preprocess(blankToUndefined, z.enum(['on', 'off']).optional()),
    /**
     * How long a client may take to send a whole request, headers and body, in ms. A request still
     * arriving then is answered 408 and its connection closed, within one more second.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * Object storage for uploaded files (lab reports) and exports. Unset S3_BUCKET: local disk under
     * DATA_DIR/uploads (one machine). Set: an S3-compatible bucket (AWS S3, MinIO, R2...), shared by
     * every app process (ADR 045).
     */
    S3_BUCKET: z.preprocess(blankToUndefined, z.string().trim().min(3).max(63).optional()),
    /**
     * With DATABASE_URL (PostgreSQL: any number of app processes) and no S3_BUCKET, start-up is
     * refused: files on one process's disk are missing to the others, and a lab reading taken up
     * there fails (FILE_MISSING). Set to true for exactly one process, or processes sharing one
     * DATA_DIR volume (docs/operations.md).
     */
    ALLOW_LOCAL_STORAGE_WITH_POSTGRES: booleanFlag.default(false),
    /** The S3 API's base URL for a non-AWS store (http://minio:9000); unset means AWS itself. */
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
    /** Path-style addressing (http://host/bucket/key), which MinIO and most local stores need. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /**
     * A bearer token /metrics requires. Required in production; elsewhere unset leaves /metrics
     * open (ADR 046).
     */
    METRICS_TOKEN: z.preprocess(
      blankToUndefined,
      z.string().trim().min(16, 'must be at least 16 characters').optional(),
    ),
    /**
     * How often each app process looks for due reminders, in ms. Every process polls; a reminder is
     * claimed by one of them (FOR UPDATE SKIP LOCKED), so more processes never send it twice.
     */
    REMINDER_POLL_MS: z.coerce.number().int().min(250).max(600_000).default(30_000),
    /** Background jobs (email, lab reading) this process runs at once; 0 runs none here (ADR 047). */
    JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      });
    }
    if (env.DATABASE_URL && !env.S3_BUCKET && !env.ALLOW_LOCAL_STORAGE_WITH_POSTGRES) {
      // PostgreSQL is shared by every process; DATA_DIR/uploads is this process's disk only.
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'is required with DATABASE_URL: uploaded files on local disk are missing to every other app process (set ALLOW_LOCAL_STORAGE_WITH_POSTGRES=true if exactly one process runs, or all share one DATA_DIR volume)',
      });
    }
    if (env.APP_ENV !== 'production') return;
    // Whoever knows the signing secret can forge session cookies and verification links for any
    // address, so a readable one is refused even when development defaults are allowed.
    const secretProblem = env.BETTER_AUTH_SECRET && publicSecretProblem(env.BETTER_AUTH_SECRET);
    if (secretProblem) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: secretProblem });
    }
    if (!env.METRICS_TOKEN) {
      // The figures name routes, error rates and queue depths: not for anyone who asks.
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'is required in production (/metrics would be open to anyone)',
      });
    }
    if (env.ALLOW_DEV_DEFAULTS_IN_PRODUCTION) return;
    // Production refuses the development defaults (dev outbox, demo checkout, missing secrets)
    // unless explicitly allowed.
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'is required in production',
      });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (the dev outbox is refused)',
      });
    }
    if (!env.APP_URL) {
      ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production' });
    }
    if (env.ALLOW_DEMO_CHECKOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALLOW_DEMO_CHECKOUT'],
        message: 'is refused in production (the demo checkout grants plans without payment)',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'is required in production when STRIPE_SECRET_KEY is set (payments would never grant the plan)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  appUrl: string;
  authSecret: string;
  isProduction: boolean;
  /** Dev-only routes (the outbox) are served. */
  isDevOutboxEnabled: boolean;
  /** No Stripe key, and the demo checkout is allowed here: checkout grants plans without payment. */
  isDemoCheckoutEnabled: boolean;
  /** The key mode this deployment expects; a key of the other mode answers MODE_MISMATCH. */
  stripeMode: 'test' | 'live';
  /** /api/docs is served (API_DOCS; off in production unless set to 'on'). */
  isApiDocsEnabled: boolean;
  /** Requests per minute per address on every route, before authentication (RATE_LIMIT_ADDRESS_PER_MINUTE). */
  addressRateLimitPerMinute: number;
}

/** The address limit when RATE_LIMIT_ADDRESS_PER_MINUTE is unset (raised to RATE_LIMIT_PER_MINUTE). */
export const DEFAULT_ADDRESS_RATE_LIMIT_PER_MINUTE = 1200;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Used only outside production, so a fresh clone runs with no keys; production must set its own.
const DEVELOPMENT_SECRET = 'wellnest-development-secret-not-for-production-use';

/**
 * Signing secrets anyone can read: ours above, and the fallbacks Better Auth itself ships
 * (its default and its test instance's), which appear in its public source.
 */
const PUBLISHED_SECRETS = new Set([
  DEVELOPMENT_SECRET,
  'better-auth-secret-12345678901234567890',
  'better-auth-secret-that-is-long-enough-for-validation-test',
]);
/** A real secret has far more; 32 random hex characters have fewer than 8 distinct ones next to never. */
const MIN_DISTINCT_SECRET_CHARACTERS = 8;

/** Why a production secret cannot be trusted, or undefined when it can. */
function publicSecretProblem(secret: string): string | undefined {
  const value = secret.trim();
  if (PUBLISHED_SECRETS.has(value)) {
    return 'is a published value (the built-in development secret or the auth library default): set a random secret, e.g. openssl rand -base64 32';
  }
  if (new Set(value).size < MIN_DISTINCT_SECRET_CHARACTERS) {
    return `is guessable (fewer than ${MIN_DISTINCT_SECRET_CHARACTERS} distinct characters, like the placeholders tests use): set a random secret, e.g. openssl rand -base64 32`;
  }
  return undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const isProduction = env.APP_ENV === 'production';
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Production with development defaults allowed and no secret gets one made for this process:
    // sessions and links end at a restart, but nobody can forge them from the repository.
    authSecret:
      env.BETTER_AUTH_SECRET ??
      (isProduction ? randomBytes(32).toString('base64url') : DEVELOPMENT_SECRET),
    isProduction,
    isDevOutboxEnabled: !env.SMTP_URL && (!isProduction || env.ALLOW_DEV_DEFAULTS_IN_PRODUCTION),
    // On by default outside production; in production only with both flags set explicitly.
    isDemoCheckoutEnabled:
      !env.STRIPE_SECRET_KEY &&
      (env.ALLOW_DEMO_CHECKOUT ?? !isProduction) &&
      (!isProduction || env.ALLOW_DEV_DEFAULTS_IN_PRODUCTION),
    stripeMode: env.STRIPE_MODE ?? (isProduction ? 'live' : 'test'),
    // The docs map every route and its inputs: useful while building, a map for attackers live.
    isApiDocsEnabled: (env.API_DOCS ?? (isProduction ? 'off' : 'on')) === 'on',
    addressRateLimitPerMinute:
      env.RATE_LIMIT_ADDRESS_PER_MINUTE ??
      Math.max(DEFAULT_ADDRESS_RATE_LIMIT_PER_MINUTE, env.RATE_LIMIT_PER_MINUTE),
  };
}
