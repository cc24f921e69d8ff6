import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('runs with no variables at all: embedded database, outbox, localhost', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './.data', appUrl: 'http://localhost:3000', isDevOutboxEnabled: true, isProduction: false });
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
      for (const name of ['BETTER_AUTH_SECRET', 'SMTP_URL', 'APP_URL']) expect(message).toContain(name);
    }
    const allowed = loadConfig({ APP_ENV: 'production', ALLOW_DEV_DEFAULTS_IN_PRODUCTION: 'true' });
    expect(allowed.isDevOutboxEnabled).toBe(true);
  });
  it('parses the admin list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
  });
});
