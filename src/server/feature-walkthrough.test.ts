/**
 * ARCHITECTURE.md's 'Adding a feature' walk-through stays true: scripts/new-feature.ts writes a
 * feature, the walk-through's list of files is exactly what it writes, and it edits no file that
 * exists: the app finds its module, the route table its area and the access matrix its fixture by
 * their folders (ADR 131); the feature passes the type check and the lint (type-aware rules included) as the repository's own files
 * must (ESLint's import boundaries included); its routes answer the signed-in member with the
 * contract's shape and a visitor 401; its page is declared, routed and collected like any other
 * (through the helpers app/page-declarations.test.ts uses for its throwaway area); and a signed-in
 * member's page comes with its first answer, the GET route's own read (ADR 130), with nothing
 * written anywhere else.
 *
 * The feature is written into a copy of the sources in the system's temp folder, with its own
 * configs and path aliases and the repository's node_modules, so nothing else that runs (another
 * Vitest run, the build, the linter, knip) can see it; the copy is removed after the file,
 * whether it passed or not.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, PAGE_FRAME_SLOT } from '#shared/contracts/page-boot.contract';
import { generateFeature, type GeneratedFeature } from '../../scripts/new-feature';
import { namesOf } from '../../scripts/new-feature-templates';
import { architectureSection } from '../../tests/setup/architecture-doc';
import { areaOfFiles, collectWithArea } from '../../tests/setup/page-declarations';
import {
  createSignedInUser,
  createTestApp,
  get,
  post,
  type TestApp,
} from '../../tests/setup/test-app';
import { featureModuleFolders } from './feature-module-files';
import { registrationOf } from './feature-modules';
import type { AppRoute } from '#client/app/app-route';
import type { NavEntry } from '#client/app/nav-spec';
import type { ModuleAccess } from '../../tests/setup/access/access-fixture';

const FEATURE = 'tea-journal';
const names = namesOf(FEATURE);
/** What the copy needs: the sources, and the configs the type check, the lint and Prettier read. */
const COPIED = [
  'src',
  'tests',
  'package.json',
  'tsconfig.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.oxlintrc.json',
];

let root = '';
let generated: GeneratedFeature;
const inCopy = (path: string) => join(root, path);
/** A module of the generated feature, loaded from the copy. */
const load = <T>(path: string) => import(inCopy(path)) as Promise<T>;

/** The generated area's routes and declarations, and every page collected with it. */
async function featurePages() {
  const area = `src/client/app/routes/${FEATURE}`;
  const routes = await load<Record<string, unknown>>(`${area}/${FEATURE}-routes.ts`);
  const declarations = await load<Record<string, unknown>>(`${area}/${FEATURE}-declarations.ts`);
  return { routes, pages: collectWithArea(areaOfFiles(FEATURE, routes, declarations)) };
}

/**
 * A built site's two files the first answers need, as the prerenderer writes them from the pages
 * collected: routes.json (each app path's first data name) and the SPA shell.
 */
function siteWith(firstData: Record<string, string>): string {
  const dir = join(root, 'site');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ known: Object.keys(firstData), prerendered: {}, sitemap: [], firstData }),
  );
  writeFileSync(
    join(dir, 'spa.html'),
    `<!doctype html><html><head></head><body><div id="root">${PAGE_FRAME_SLOT}</div></body></html>`,
  );
  return dir;
}

function answersIn(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : {};
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wellnest-new-feature-'));
  for (const entry of COPIED) cpSync(entry, inCopy(entry), { recursive: true });
  symlinkSync(resolve('node_modules'), inCopy('node_modules'), 'dir');
  generated = await generateFeature(root, FEATURE);
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the walk-through and scripts/new-feature.ts', () => {
  const text = architectureSection('Adding a feature');
  const pageText = architectureSection('A client area, and adding a page');

  /** The walk-through's list of what the script writes: the one ```text block of the section. */
  function listed(): string[] {
    const blocks = [...text.matchAll(/```text\n([\s\S]*?)```/g)];
    expect(blocks, "'Adding a feature' has one ```text block: the script's files").toHaveLength(1);
    return blocks[0]![1]!.split('\n').filter((line) => line.trim() !== '');
  }
  const read = (path: string) => path.replaceAll('<feature>', FEATURE);

  it('lists exactly the files it writes (named by <feature>), and no file it would edit', () => {
    expect(listed().map(read)).toEqual(generated.written);
  });

  it('names in its steps no file of a feature off the list but the table, which it says it leaves', () => {
    const list = listed();
    const steps = `${text}\n${pageText}`;
    // Paths, module files ('<feature>.routes.ts') and area files ('<area>-routes.ts'), with the
    // area read as the feature: the script names its area after it.
    const named = [
      ...[...steps.matchAll(/`((?:src|tests)\/[^`\s]*<(?:feature|area)>[^`\s]*)`/g)].map(
        ([, path]) => path!.replaceAll('<area>', '<feature>'),
      ),
      ...[...steps.matchAll(/`(<feature>[.-][\w.-]+\.ts)`/g)].map(
        ([, file]) => `src/server/modules/<feature>/${file!}`,
      ),
      ...[...steps.matchAll(/`<area>(-[\w.-]+\.ts)`/g)].map(
        ([, file]) => `src/client/app/routes/<feature>/<feature>${file!}`,
      ),
    ];
    expect(named.length).toBeGreaterThan(8);
    const table = 'src/server/modules/<feature>/<feature>.table.ts';
    const unlisted = named.filter(
      (path) => path !== table && !list.some((file) => file === path || file.startsWith(path)),
    );
    expect(unlisted).toEqual([]);
    expect(text).toContain('It writes no table');
  });
});

/** A command's exit code and its output (stdout then stderr), run in the copy. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(command, args, { cwd: root }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}${stderr}`.trim() });
    });
  });
}

/** Each problem as `file:line rule message`, so a failure says what to change. */
function lintProblems(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages.map(
      (m) => `${relative(root, result.filePath)}:${m.line} ${m.ruleId ?? ''} ${m.message}`,
    ),
  );
}

describe('the generator refuses what would clash, writing nothing', () => {
  it('refuses a name that is not kebab-case, a feature that exists and a page path that is taken', async () => {
    const before = readdirSync(inCopy('src/client/app/routes')).sort();
    await expect(generateFeature(root, 'Tea_Journal')).rejects.toThrow(/not a kebab-case name/);
    await expect(generateFeature(root, FEATURE)).rejects.toThrow(/exists already/);
    // 'log' is a new folder everywhere, but /log is the daily log's page.
    await expect(generateFeature(root, 'log')).rejects.toThrow(
      "src/client/app/routes/tracking/tracking-routes.ts has the path '/log' already",
    );
    expect(readdirSync(inCopy('src/client/app/routes')).sort()).toEqual(before);
    expect(existsSync(inCopy('src/server/modules/log'))).toBe(false);
  });
});

describe('the generated feature', () => {
  it('passes the type check and the lint, type-aware rules included', async () => {
    const files = generated.written.map(inCopy);
    // Only the feature's files are named and checked: their imports are read for their types, not
    // checked again (the repository's type check in `npm test` checks them). The type check and
    // oxlint's type-aware rules in one pass over one program (`--type-check`: TypeScript 7's
    // compiler diagnostics, the same compiler scripts/typecheck-and-lint.mjs runs, ADR 136); a
    // separate tsc run checked every file the feature imports again, 7 s of this file's 14.
    writeFileSync(
      inCopy('tsconfig.feature.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files }),
    );
    const checked = await run(inCopy('node_modules/.bin/oxlint'), [
      '--type-aware',
      '--type-check',
      '--tsconfig',
      'tsconfig.feature.json',
      '--deny-warnings',
      '--format',
      'unix',
      ...files,
    ]);
    expect(checked.output.split('\n').filter((line) => line.includes(':'))).toEqual([]);
    expect(checked.code).toBe(0);

    // The copy's eslint.config.js, which finds the new module and feature folders as it finds
    // the others (the import boundaries included).
    const eslint = new ESLint({ cwd: root });
    expect(lintProblems(await eslint.lintFiles(files))).toEqual([]);
  }, 300_000);

  describe('its routes', () => {
    let t: TestApp;
    let schemas: Record<string, z.ZodType>;
    const path = `/api/${FEATURE}`;

    beforeAll(async () => {
      // Found by its folder as the app finds its own, and registered by the same rule. The app
      // under test is the repository's, so the copy's module is handed in beside its modules.
      expect(featureModuleFolders(new URL(`file://${inCopy('src/server/modules')}/`))).toContain(
        FEATURE,
      );
      const module = await load<Record<string, unknown>>(
        `src/server/modules/${FEATURE}/${FEATURE}.module.ts`,
      );
      schemas = await load(`src/shared/contracts/${FEATURE}.contract.ts`);
      const { pages } = await featurePages();
      t = await createTestApp(
        { STATIC_DIR: siteWith(pages.firstData) },
        {
          extraModules: [registrationOf({ folder: FEATURE, exports: module })],
          pageData: async () => pages.data,
        },
      );
    });
    afterAll(async () => t?.close());

    it('answer a visitor 401', async () => {
      expect((await get(t.app, path)).statusCode).toBe(401);
      expect((await post(t.app, path, { text: 'Sencha' })).statusCode).toBe(401);
    });

    it("answer the signed-in member with the contract's shape, their own entries only", async () => {
      const member = await createSignedInUser(t.app, 'walkthrough-member@example.com');
      const other = await createSignedInUser(t.app, 'walkthrough-other@example.com');
      const listOf = async (cookie: string) => {
        const response = await get(t.app, path, cookie);
        expect(response.statusCode, response.body).toBe(200);
        return schemas[`${names.camel}Schema`]!.parse(response.json()) as {
          entries: { text: string }[];
          total: number;
        };
      };
      expect(await listOf(member.cookie)).toEqual({ entries: [], total: 0 });

      const added = await post(t.app, path, { text: '  Sencha, second steep ' }, member.cookie);
      expect(added.statusCode, added.body).toBe(201);
      expect(schemas[`${names.camel}EntrySchema`]!.parse(added.json())).toMatchObject({
        text: 'Sencha, second steep',
      });
      expect((await post(t.app, path, { text: '' }, member.cookie)).statusCode).toBe(400);

      const list = await listOf(member.cookie);
      expect(list.total).toBe(1);
      expect(list.entries.map((entry) => entry.text)).toEqual(['Sencha, second steep']);
      expect(await listOf(other.cookie)).toEqual({ entries: [], total: 0 });
    });

    it("answer the member's page with its first data, the route's body byte for byte", async () => {
      const member = await createSignedInUser(t.app, 'walkthrough-page@example.com');
      await post(t.app, path, { text: 'Genmaicha' }, member.cookie);
      const page = await t.app.inject({
        method: 'GET',
        url: `/${FEATURE}`,
        headers: { cookie: member.cookie },
      });
      expect(page.statusCode).toBe(200);
      const route = await get(t.app, path, member.cookie);
      expect(route.body).toContain('Genmaicha');
      expect(JSON.stringify(answersIn(page.body)[path])).toBe(route.body);
    });
  });

  it('has its page declared, routed and collected like any other', async () => {
    const { routes, pages } = await featurePages();

    const page = pages.ofPath.get(`/${FEATURE}`);
    expect(page?.key).toBe(names.camel);
    expect(routes[`${names.constant}_ROUTES`]).toEqual([
      expect.objectContaining({
        path: `/${FEATURE}`,
        access: 'protected',
        declaration: names.camel,
      }),
    ]);
    // Its first data is the route answered above, named in routes.json for its path.
    expect(pages.firstData[`/${FEATURE}`]).toBe(names.camel);
    expect(pages.data[names.camel]?.firstRequests({ params: {}, date: '2026-11-26' })).toEqual([
      `/api/${FEATURE}`,
    ]);
    // Its data is under the feature's own root, outside the write map: no write refreshes it
    // until the feature adds a kind, and it names no views.
    const invalidation = await load<{ QUERY_ROOTS: Record<string, readonly string[]> }>(
      'src/client/lib/invalidation.ts',
    );
    const api = await load<Record<string, unknown>>(
      `src/client/features/${FEATURE}/api/get-${FEATURE}.ts`,
    );
    expect(api[`${names.camel}QueryKey`]).toEqual([FEATURE]);
    expect(page?.views).toEqual([]);
    expect(Object.values(invalidation.QUERY_ROOTS)).not.toContainEqual([FEATURE]);
  });

  it('is found by folder: the route table has its page, the access matrix its fixture', async () => {
    const table = await load<{ findRoute: (path: string) => AppRoute | undefined }>(
      'src/client/app/route-table.tsx',
    );
    expect(table.findRoute(`/${FEATURE}`)).toMatchObject({ declaration: names.camel });
    // Its route names its place in the signed-in menu, so no menu file was edited for it.
    const nav = await load<{ SIGNED_IN_NAV: readonly NavEntry[] }>(
      'src/client/app/signed-in-navigation.ts',
    );
    const today = nav.SIGNED_IN_NAV.find((entry) => entry.kind === 'group' && entry.id === 'today');
    expect(today?.kind === 'group' && today.links).toContainEqual({
      path: `/${FEATURE}`,
      label: names.title,
    });
    const fixture = await load<Record<string, ModuleAccess>>(
      `tests/setup/access/${FEATURE}.access.ts`,
    );
    const matrix = await load<{ MODULE_ACCESS: readonly ModuleAccess[] }>(
      'tests/setup/access/all-access.ts',
    );
    expect(matrix.MODULE_ACCESS).toContain(fixture[`${names.camel}Access`]);
  });
});
