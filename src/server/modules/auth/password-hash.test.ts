import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SCRYPT_COST,
  TEST_PASSWORD_SCRYPT_COST,
  createPasswordHasher,
  passwordCost,
} from './password-hash';

const fast = createPasswordHasher(TEST_PASSWORD_SCRYPT_COST);

describe('password hashes', () => {
  it('keep Better Auth’s cost outside the test suite', () => {
    expect(PASSWORD_SCRYPT_COST).toEqual({ N: 16_384, r: 16, p: 1 });
    expect(passwordCost('production')).toBe(PASSWORD_SCRYPT_COST);
    expect(passwordCost('development')).toBe(PASSWORD_SCRYPT_COST);
    expect(passwordCost('test')).toBe(TEST_PASSWORD_SCRYPT_COST);
  });

  it('name their cost and salt, and verify only the right password', async () => {
    const hash = await fast.hash('Calm-River-42!');
    expect(hash).toMatch(/^scrypt\$1024\$16\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await fast.hash('Calm-River-42!')).not.toBe(hash);
    expect(await fast.verify({ hash, password: 'Calm-River-42!' })).toBe(true);
    expect(await fast.verify({ hash, password: 'calm-river-42!' })).toBe(false);
  });

  it('verify a hash made at another cost by the cost it names', async () => {
    const hash = await fast.hash('Calm-River-42!');
    const production = createPasswordHasher(PASSWORD_SCRYPT_COST);
    expect(await production.verify({ hash, password: 'Calm-River-42!' })).toBe(true);
  });

  it('verify the hashes Better Auth stored before (salt:key at its cost)', async () => {
    const hash = await betterAuthHash('Calm-River-42!');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await fast.verify({ hash, password: 'Calm-River-42!' })).toBe(true);
    expect(await fast.verify({ hash, password: 'Calm-River-43!' })).toBe(false);
  });

  it('refuse a malformed hash instead of throwing', async () => {
    for (const hash of ['', 'nonsense', 'scrypt$0$16$1$aa$bb', 'scrypt$x$16$1$aa$bb'])
      expect(await fast.verify({ hash, password: 'Calm-River-42!' })).toBe(false);
  });
});
