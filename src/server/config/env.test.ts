import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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
  it('refuses development defaults in production unless allowed', () => {
    try {
      loadConfig({ APP_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['BETTER_AUTH_SECRET', 'SMTP_URL', 'APP_URL'])
        expect(message).toContain(name);
    }
    const allowed = loadConfig({ APP_ENV: 'production', ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true' });
    expect(allowed.isDevOutboxEnabled).toBe(true);
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
      BETTER_AUTH_SECRET: 'x'.repeat(32),
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
  it('parses the admin list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual([
      'a@x.io',
      'b@y.io',
    ]);
  });
});
