/**
 * How passwords are stored: scrypt (node:crypto, on libuv's thread pool), as Better Auth does by
 * default, with the cost written into each new hash (`scrypt$N$r$p$salt$key`) so the cost can
 * change without locking anyone out. A hash without it (`salt:key`, Better Auth's own format,
 * every hash stored before this module) is read with Better Auth's cost, which is also ours.
 *
 * The test suite (APP_ENV=test) hashes at a sixteenth of the cost: its thousands of sign-ups and
 * sign-ins spent minutes of CPU on password stretching alone, which tests nothing of ours. Its
 * hashes name their cost like any other, and nothing made in a test database is ever read
 * elsewhere.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '#server/config/env';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Better Auth's own scrypt cost (about 100 ms of a core): every stored hash before ours. */
export const PASSWORD_SCRYPT_COST: ScryptCost = { N: 16_384, r: 16, p: 1 };
/** The test suite's cost: the same algorithm and format, a sixteenth of the work. */
export const TEST_PASSWORD_SCRYPT_COST: ScryptCost = { N: 1_024, r: 16, p: 1 };
const KEY_LENGTH = 64;

/** The cost new hashes are made at: the test suite's only under APP_ENV=test. */
export function passwordCost(appEnv: AppConfig['APP_ENV']): ScryptCost {
  return appEnv === 'test' ? TEST_PASSWORD_SCRYPT_COST : PASSWORD_SCRYPT_COST;
}

function deriveKey(password: string, salt: string, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 128 * N * r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export function createPasswordHasher(cost: ScryptCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = await deriveKey(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt, key.toString('hex')].join('$');
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parsed = parseHash(hash);
      if (!parsed) return false;
      const key = await deriveKey(password, parsed.salt, parsed.cost);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
  };
}

function parseHash(hash: string): { salt: string; key: Buffer; cost: ScryptCost } | undefined {
  const parts = hash.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
    return { cost: { N, r, p }, salt: parts[4]!, key: Buffer.from(parts[5]!, 'hex') };
  }
  // Better Auth's format: salt:key, at its cost.
  const [salt, key] = hash.split(':');
  if (!salt || !key) return undefined;
  return { cost: PASSWORD_SCRYPT_COST, salt, key: Buffer.from(key, 'hex') };
}
