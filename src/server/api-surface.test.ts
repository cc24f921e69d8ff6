/**
 * The API's outside surface, held still: a refactor inside the server changes no path, field or
 * status outside clients rely on, and every URL prefix says where it is served:
 * - the OpenAPI document the app serves at /api/docs/json is the one committed in
 *   docs/api/openapi.json, byte for byte, so a refactor that changes a path, a field or a status
 *   fails here, and an intended change is made by writing the file again
 *   (`OPENAPI_WRITE=1 npx vitest run src/server/api-surface.test.ts`) and shows in the diff;
 * - every /api prefix is served by the module of that name, or the comment that opens the module's
 *   face names it with the reason (ADR 108): a reader looking for /api/oils learns where it lives
 *   from aromatherapy's face, not by searching.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../tests/setup/test-app';

const root = new URL('../../', import.meta.url).pathname;
const COMMITTED_DOCUMENT = join(root, 'docs/api/openapi.json');
const MODULE_FILE = /\/src\/server\/modules\/([a-z-]+)\//;

/** The module whose file registered the route: the nearest modules/<m>/ frame of the stack. */
function moduleOfCaller(): string | undefined {
  const frames = (new Error().stack ?? '').split('\n');
  for (const frame of frames) {
    const match = MODULE_FILE.exec(frame);
    if (match && !frame.includes('/feature-module')) return match[1];
  }
  return undefined;
}

/**
 * The prefix a reader would look under: '/api/oils/:id/blend' → 'oils'; under /api/admin, which
 * several modules share, the next segment too ('/api/admin/products' → 'admin/products').
 */
function prefixOf(url: string): string {
  const [, , first = '', second = ''] = url.split('/');
  return first === 'admin' ? `admin/${second}` : first;
}

/**
 * The comment a module's face opens with: its index.ts, or, for a module no other module uses (it
 * has no index.ts), the <module>.module.ts the app registers it by.
 */
function faceOpening(module: string): string {
  const folder = join(root, 'src/server/modules', module);
  const face = [join(folder, 'index.ts'), join(folder, `${module}.module.ts`)].find(existsSync);
  return face ? (readFileSync(face, 'utf8').split(/^(?:import|export)\b/m)[0] ?? '') : '';
}

let t: TestApp;
const served = new Map<string, Set<string>>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
        const module = moduleOfCaller();
        if (!module) return;
        const prefixes = served.get(module) ?? new Set<string>();
        prefixes.add(prefixOf(route.url));
        served.set(module, prefixes);
      },
    },
  );
});
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it('is the committed docs/api/openapi.json, byte for byte', async () => {
    const response = await get(t.app, '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const served = `${JSON.stringify(response.json(), null, 2)}\n`;
    if (process.env.OPENAPI_WRITE === '1' || !existsSync(COMMITTED_DOCUMENT))
      writeFileSync(COMMITTED_DOCUMENT, served);
    expect(served).toBe(readFileSync(COMMITTED_DOCUMENT, 'utf8'));
  });
});

describe('every /api prefix', () => {
  it('is attributed to a module for every route the modules register', () => {
    expect(served.size).toBeGreaterThan(20);
    expect(served.get('aromatherapy')).toContain('oils');
  });

  it("is its module's name, or named with a reason in the comment that opens the module's face", () => {
    const unexplained: string[] = [];
    for (const [module, prefixes] of served) {
      const opening = faceOpening(module);
      for (const prefix of prefixes)
        if (prefix !== module && !opening.includes(`/api/${prefix}`))
          unexplained.push(`${module}: /api/${prefix}`);
    }
    expect(unexplained).toEqual([]);
  });
});
