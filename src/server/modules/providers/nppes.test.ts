import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNppesRegistry, namesMatch } from './nppes';

/** A local stand-in for the NPI Registry API, answering as CMS's version 2.1 does. */
let server: Server;
let base: string;
const requests: string[] = [];
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const number = new URL(request.url ?? '/', 'http://x').searchParams.get('number');
    if (number === '1111111112') return; // never answers
    if (number === '1111111120') {
      response.writeHead(500).end('oops');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    if (number === '1234567893')
      response.end(
        JSON.stringify({
          result_count: 1,
          results: [
            {
              number: 1234567893,
              enumeration_type: 'NPI-1',
              basic: { first_name: 'JANE', last_name: 'DOE', credential: 'M.D.' },
            },
          ],
        }),
      );
    else if (number === '1245319599')
      response.end(
        JSON.stringify({
          result_count: 1,
          results: [
            {
              number: '1245319599',
              enumeration_type: 'NPI-2',
              basic: { organization_name: 'RIVERSIDE FAMILY CLINIC LLC' },
            },
          ],
        }),
      );
    else if (number === '1003000126') response.end('not json');
    else response.end(JSON.stringify({ result_count: 0, results: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the NPI Registry adapter', () => {
  it('asks version 2.1 for the number and matches an individual by first and last name', async () => {
    const registry = createNppesRegistry({ baseUrl: base, log });
    expect(await registry.lookup('1234567893', 'Dr. Jane A. Doe, MD')).toEqual({
      found: true,
      nameMatches: true,
    });
    expect(requests.at(-1)).toBe('/?version=2.1&number=1234567893');
    expect(await registry.lookup('1234567893', 'John Doe')).toEqual({
      found: true,
      nameMatches: false,
    });
  });

  it('matches an organisation by its whole name, and reports an unknown NPI as not found', async () => {
    const registry = createNppesRegistry({ baseUrl: base, log });
    expect(await registry.lookup('1245319599', 'Riverside Family Clinic, LLC')).toEqual({
      found: true,
      nameMatches: true,
    });
    expect(await registry.lookup('1245319599', 'Riverside Clinic')).toEqual({
      found: true,
      nameMatches: false,
    });
    expect(await registry.lookup('1999999992', 'Jane Doe')).toEqual({
      found: false,
      nameMatches: false,
    });
  });

  it('treats a timeout, an error status and a malformed answer as unknown (null), and logs them', async () => {
    warnings.length = 0;
    const registry = createNppesRegistry({ baseUrl: base, log, timeoutMs: 200 });
    const started = Date.now();
    expect(await registry.lookup('1111111112', 'Jane Doe')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await registry.lookup('1111111120', 'Jane Doe')).toBeNull();
    expect(await registry.lookup('1003000126', 'Jane Doe')).toBeNull();
    expect(warnings.length).toBe(3);
    expect(JSON.stringify(warnings)).not.toContain('Jane');
  });

  it('compares names without accents, case, punctuation or titles', () => {
    expect(namesMatch('Dr José Álvarez', { first_name: 'JOSE', last_name: 'ALVAREZ' })).toBe(true);
    expect(
      namesMatch('Mary-Ann Smith-Jones', { first_name: 'MARY', last_name: 'SMITH-JONES' }),
    ).toBe(true);
    expect(namesMatch('Mary Smith', { first_name: 'MARY', last_name: 'SMITH-JONES' })).toBe(false);
    expect(
      namesMatch('Mary Ann Smith Jones', { first_name: 'MARY', last_name: 'SMITH JONES' }),
    ).toBe(true);
    expect(namesMatch('Dr MD', { first_name: 'MD', last_name: 'DR' })).toBe(false);
  });
});
