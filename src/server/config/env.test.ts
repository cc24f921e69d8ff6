import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

// Made at run time: a secret written in this file would be one anyone can read.
const freshSecret = () => randomBytes(32).toString('base64url');
/** Production requires a scrape token for /metrics (ADR 046). */
const METRICS_TOKEN = 'metrics-token-for-env-tests';

describe('configuration', () => {
  it('runs with no variables at all: embedded database, outbox, localhost', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      appUrl: 'http://localhost:3000',
      isDevOutboxEnabled: true,
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ EDITION: 'gold' })).toThrow(ConfigError);
  });
  it('refuses local-disk storage with PostgreSQL (several processes) unless explicitly allowed', () => {
    const postgres = 'postgres://wellnest@127.0.0.1:5432/wellnest';
    for (const APP_ENV of ['development', 'test', 'production']) {
      expect(() => loadConfig({ APP_ENV, DATABASE_URL: postgres })).toThrow(
        /S3_BUCKET is required with DATABASE_URL.*ALLOW_LOCAL_STORAGE_WITH_POSTGRES/s,
      );
    }
    expect(loadConfig({ DATABASE_URL: postgres, S3_BUCKET: 'wellnest' }).S3_BUCKET).toBe(
      'wellnest',
    );
    expect(
      loadConfig({ DATABASE_URL: postgres, ALLOW_LOCAL_STORAGE_WITH_POSTGRES: 'true' })
        .ALLOW_LOCAL_STORAGE_WITH_POSTGRES,
    ).toBe(true);
    // The embedded default (PGlite, one process by its lock) needs nothing.
    expect(loadConfig({}).ALLOW_LOCAL_STORAGE_WITH_POSTGRES).toBe(false);
  });
  it('refuses development defaults in production unless allowed', () => {
    try {
      loadConfig({ APP_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['BETTER_AUTH_SECRET', 'SMTP_URL', 'APP_URL', 'METRICS_TOKEN'])
        expect(message).toContain(name);
    }
    const allowed = loadConfig({
      APP_ENV: 'production',
      ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true',
      METRICS_TOKEN,
    });
    expect(allowed.isDevOutboxEnabled).toBe(true);
  });
  it('refuses, in production, a secret anyone can read: the built-in one, the library default, placeholders', () => {
    const production = {
      APP_ENV: 'production',
      METRICS_TOKEN,
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://wellnest.app',
    };
    // The development secret is whatever the app signs with when none is given.
    const developmentSecret = loadConfig({}).authSecret;
    const published = [
      developmentSecret,
      ` ${developmentSecret} `,
      'better-auth-secret-12345678901234567890', // Better Auth's own fallback
      'x'.repeat(32), // the kind of value tests write
      'p'.repeat(40),
      'abcabcabcabcabcabcabcabcabcabcabc',
    ];
    for (const secret of published) {
      for (const allowDev of ['false', 'true']) {
        expect(() =>
          loadConfig({
            ...production,
            BETTER_AUTH_SECRET: secret,
            ALLOW_DEV_DEFAULTS_IN_PRODUCTION: allowDev,
          }),
        ).toThrow(/BETTER_AUTH_SECRET .*(published|guessable)/);
      }
    }
    const secret = freshSecret();
    expect(loadConfig({ ...production, BETTER_AUTH_SECRET: secret }).authSecret).toBe(secret);
    // Outside production the built-in secret keeps a fresh clone running with no keys.
    expect(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe('x'.repeat(32));
  });
  it('never signs with the development secret in production, even with development defaults allowed', () => {
    const developmentSecret = loadConfig({}).authSecret;
    const first = loadConfig({
      APP_ENV: 'production',
      ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true',
      METRICS_TOKEN,
    });
    const second = loadConfig({
      APP_ENV: 'production',
      ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true',
      METRICS_TOKEN,
    });
    expect(first.authSecret).not.toBe(developmentSecret);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).not.toBe(first.authSecret); // made per process, never written down
  });
  it('reads the Stripe settings and checks their prefixes', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
      isDemoCheckoutEnabled: false,
      stripeMode: 'test',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must start with whsec_/,
    );
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => loadConfig({ STRIPE_API_PORT: 'x' })).toThrow(/STRIPE_API_PORT/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_API_PORT: '' }).STRIPE_SECRET_KEY,
    ).toBeUndefined();
  });
  it('runs the demo checkout outside production only, unless asked for explicitly', () => {
    expect(loadConfig({}).isDemoCheckoutEnabled).toBe(true);
    expect(loadConfig({ ALLOW_DEMO_CHECKOUT: 'false' }).isDemoCheckoutEnabled).toBe(false);
    const production = {
      APP_ENV: 'production',
      METRICS_TOKEN,
      BETTER_AUTH_SECRET: freshSecret(),
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://wellnest.app',
    };
    expect(loadConfig(production)).toMatchObject({
      isDemoCheckoutEnabled: false,
      stripeMode: 'live',
    });
    expect(() => loadConfig({ ...production, ALLOW_DEMO_CHECKOUT: 'true' })).toThrow(
      /ALLOW_DEMO_CHECKOUT/,
    );
    expect(
      loadConfig({
        ...production,
        ALLOW_DEMO_CHECKOUT: 'true',
        ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true',
      }).isDemoCheckoutEnabled,
    ).toBe(true);
    expect(
      loadConfig({ ...production, ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true' }).isDemoCheckoutEnabled,
    ).toBe(false);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).isDemoCheckoutEnabled,
    ).toBe(false);
  });
  it('reads the Open Food Facts base URL, optional and http(s) only', () => {
    expect(loadConfig({}).OFF_API_URL).toBeUndefined();
    expect(loadConfig({ OFF_API_URL: '' }).OFF_API_URL).toBeUndefined();
    expect(loadConfig({ OFF_API_URL: 'https://world.openfoodfacts.org' }).OFF_API_URL).toBe(
      'https://world.openfoodfacts.org',
    );
    expect(() => loadConfig({ OFF_API_URL: 'ftp://example.org' })).toThrow(/OFF_API_URL/);
  });
  it('reads the NPI Registry base URL, optional and http(s) only', () => {
    expect(loadConfig({}).NPPES_API_URL).toBeUndefined();
    expect(loadConfig({ NPPES_API_URL: '' }).NPPES_API_URL).toBeUndefined();
    expect(loadConfig({ NPPES_API_URL: 'https://npiregistry.cms.hhs.gov/api' }).NPPES_API_URL).toBe(
      'https://npiregistry.cms.hhs.gov/api',
    );
    expect(() => loadConfig({ NPPES_API_URL: 'ftp://example.org' })).toThrow(/NPPES_API_URL/);
  });
  it('parses the admin list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual([
      'a@x.io',
      'b@y.io',
    ]);
  });
  it('requires METRICS_TOKEN in production, even with development defaults allowed; open elsewhere', () => {
    const production = {
      APP_ENV: 'production',
      BETTER_AUTH_SECRET: freshSecret(),
      SMTP_URL: 'smtp://mail:25',
      APP_URL: 'https://wellnest.app',
    };
    for (const env of [
      production,
      { ...production, METRICS_TOKEN: '' },
      { ...production, METRICS_TOKEN: '   ' },
      { ...production, ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true' },
    ])
      expect(() => loadConfig(env)).toThrow(/METRICS_TOKEN is required in production/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'too-short' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(loadConfig({ ...production, METRICS_TOKEN }).METRICS_TOKEN).toBe(METRICS_TOKEN);
    // Outside production an unset token leaves /metrics open; a set one is used as given.
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN }).METRICS_TOKEN).toBe(METRICS_TOKEN);
  });
});
