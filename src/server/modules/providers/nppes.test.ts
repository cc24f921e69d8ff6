import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNppesRegistry, namesMatch, registryQueries } from './nppes';

/** Two people as CMS answers a name search (capitals, a mailing and a practice address). */
const searchAnswer = {
  result_count: 2,
  results: [
    {
      number: 1234567893,
      enumeration_type: 'NPI-1',
      basic: { first_name: 'JANE', last_name: "O'DOE", credential: 'M.D.' },
      addresses: [
        { address_purpose: 'MAILING', city: 'PO BOX TOWN', state: 'NY', postal_code: '100010000' },
        {
          address_purpose: 'LOCATION',
          city: 'SOUTH BOSTON',
          state: 'MA',
          postal_code: '021271234',
          telephone_number: '617-555-0100',
        },
      ],
      taxonomies: [
        { desc: 'Internal Medicine', primary: false },
        { desc: 'Family Medicine', primary: true },
      ],
    },
    // No number: not a listing.
    { basic: { first_name: 'NO', last_name: 'NUMBER' } },
  ],
};
const organisationAnswer = {
  result_count: 2,
  results: [
    {
      number: '1245319599',
      enumeration_type: 'NPI-2',
      basic: { organization_name: 'RIVERSIDE FAMILY CLINIC LLC' },
      addresses: [{ address_purpose: 'LOCATION', city: 'DENVER', state: 'CO' }],
      taxonomies: [{ desc: 'Clinic/Center', primary: true }],
    },
    // Found by both queries: listed once.
    {
      number: 1234567893,
      enumeration_type: 'NPI-1',
      basic: { first_name: 'JANE', last_name: "O'DOE" },
    },
  ],
};

/** A local stand-in for the NPI Registry API, answering as CMS's version 2.1 does. */
let server: Server;
let base: string;
const requests: string[] = [];
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const params = new URL(request.url ?? '/', 'http://x').searchParams;
    const number = params.get('number');
    if (params.get('last_name') === 'broken') {
      response.writeHead(503).end('down');
      return;
    }
    if (!number && params.get('enumeration_type') === 'NPI-1') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(searchAnswer));
      return;
    }
    if (!number && (params.has('organization_name') || params.has('taxonomy_description'))) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(organisationAnswer));
      return;
    }
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

  it('searches people and organisations for the directory, and lists each once as a directory card reads it', async () => {
    const registry = createNppesRegistry({ baseUrl: base, log });
    expect(await registry.search!({ q: "Jane O'Doe", near: 'Boston, MA' })).toEqual([
      {
        npi: '1234567893',
        name: "Jane O'Doe, M.D.",
        kind: 'individual',
        specialty: 'Family Medicine',
        location: 'South Boston, MA 02127',
        phone: '617-555-0100',
      },
      {
        npi: '1245319599',
        name: 'Riverside Family Clinic LLC',
        kind: 'organisation',
        specialty: 'Clinic/Center',
        location: 'Denver, CO',
        phone: null,
      },
    ]);
    const asked = requests
      .slice(-2)
      .map((url) => Object.fromEntries(new URL(url, base).searchParams));
    expect(asked).toEqual([
      {
        version: '2.1',
        limit: '10',
        city: 'Boston',
        state: 'MA',
        enumeration_type: 'NPI-1',
        first_name: 'Jane',
        last_name: "O'Doe",
      },
      {
        version: '2.1',
        limit: '10',
        city: 'Boston',
        state: 'MA',
        enumeration_type: 'NPI-2',
        organization_name: "Jane O'Doe*",
      },
    ]);
  });

  it('reads an NPI, a specialty and a ZIP, a state or a city; asks nothing for a state alone or no search', async () => {
    const query = (search: Parameters<typeof registryQueries>[0]) =>
      registryQueries(search).map((params) => Object.fromEntries(params));
    expect(query({ q: '1234-567-893' })).toEqual([
      { version: '2.1', limit: '10', number: '1234567893' },
    ]);
    expect(query({ specialty: 'Family Medicine', near: '02115-1234' })).toEqual([
      {
        version: '2.1',
        limit: '10',
        taxonomy_description: 'Family Medicine',
        postal_code: '02115',
      },
    ]);
    expect(query({ specialty: 'Dietitian', near: 'tx' })).toEqual([
      { version: '2.1', limit: '10', taxonomy_description: 'Dietitian', state: 'TX' },
    ]);
    expect(query({ near: 'Austin' })).toEqual([{ version: '2.1', limit: '10', city: 'Austin' }]);
    expect(query({ near: 'TX' })).toEqual([]);
    expect(query({})).toEqual([]);
    const before = requests.length;
    expect(await createNppesRegistry({ baseUrl: base, log }).search!({ near: 'MA' })).toEqual([]);
    expect(requests.length).toBe(before);
  });

  it('answers null for a search the registry failed, and logs it without the words searched', async () => {
    warnings.length = 0;
    const registry = createNppesRegistry({ baseUrl: base, log });
    expect(await registry.search!({ q: 'broken' })).toBeNull();
    expect(warnings.length).toBe(1);
    expect(JSON.stringify(warnings)).not.toContain('broken');
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
