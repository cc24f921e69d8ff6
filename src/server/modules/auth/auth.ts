/**
 * The Better Auth instance: email and password accounts, verification required, sessions in
 * httpOnly cookies stored in our database through the Drizzle adapter.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppConfig } from '#server/config/env';
import type { Db } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/index';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain/auth-rules';
import { users } from '#server/modules/users/index';
import { accounts, sessions, verifications } from './auth.table';
import { createPasswordHasher, passwordCost } from './password-hash';
import { existingAccountEmail, verificationEmail } from './verification-email';

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * The adapter's tables: Better Auth's four, not the whole schema (db/schema.ts), whose tables
 * import other modules' faces, some of which read accounts through this module (ADR 108).
 */
const BETTER_AUTH_TABLES = { users, sessions, accounts, verifications };

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}

/** Origins allowed to POST to the auth endpoints (Better Auth checks Origin). */
export function trustedOrigins(config: AppConfig): string[] {
  const origins = new Set([config.appUrl]);
  if (!config.isProduction) {
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`http://${host}:${config.PORT}`);
      origins.add(`http://${host}:5173`); // the Vite dev server
    }
  }
  return [...origins];
}

export function createAuth({ db, config, mailer }: AuthDeps) {
  return betterAuth({
    appName: 'Wellnest',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: BETTER_AUTH_TABLES, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: createPasswordHasher(passwordCost(config.APP_ENV)),
      // Sign-up answers alike for new and existing emails (no account enumeration, ADR 004);
      // the owner of an existing account is told by email instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({ ...existingAccountEmail(user.email), userId: user.id });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true, // an unverified user who signs in gets a fresh link
      // The user signs in after verifying (ADR 004): a forwarded link never yields a session.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ ...verificationEmail(user.name, user.email, url), userId: user.id });
      },
    },
    user: {
      // `input: true` lets sign-up store them; sign-up is reached only through our validated route,
      // and update-user is not on the /api/auth allow-list (auth.routes.ts, ADR 018).
      additionalFields: {
        first_name: { type: 'string', required: false, input: true },
        last_name: { type: 'string', required: false, input: true },
        selected_plan: { type: 'string', required: false, input: true },
        billing_cycle: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    // Our own limiter (per account, in the database) replaces Better Auth's in-memory one.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'wellnest',
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    telemetry: { enabled: false },
    logger: {
      disabled: config.APP_ENV === 'test',
      level: 'warn',
      // Better Auth's messages can name the email address; our logs never do.
      log: (level, message) => {
        const text = redactEmails(message);
        if (level === 'error') console.error(`[auth] ${text}`);
        else console.warn(`[auth] ${text}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function redactEmails(text: string): string {
  return text.replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[email]');
}
