/**
 * Writes a new feature as ARCHITECTURE.md's 'Adding a feature' walks through it, from a kebab-case
 * name: `npx tsx scripts/new-feature.ts sleep-diary`. It writes the contract, the server module
 * (routes declared with `memberRoutes(app)` and `access: 'user'`, the GET as a read that is also
 * the page's first answer, a service of plain `(ctx, actor, input)` operations, the registration
 * function), the access fixture, the client API hook and a signed-in page in an area folder of its
 * own (scripts/new-feature-templates.ts), and adds the one line each list needs: FEATURE_MODULES,
 * the access matrix, QUERY_ROOTS and the route table. The walk-through lists exactly these files;
 * src/server/feature-walkthrough.test.ts generates a feature, holds it to the type-aware lint and
 * the route smoke test, and fails when the list and this script disagree.
 *
 * The entries are kept in memory (the repository's shape, no table): a table needs a migration
 * (`npm run db:generate`), which is a reviewed, committed step of its own, and a generated one
 * could not be tried without changing the database every test shares. What it does not write is
 * printed as the next steps.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { featureFiles, namesOf, type FeatureNames } from './new-feature-templates';

/** A kebab-case name: the module's folder, the URL and the area's folder. */
const FEATURE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A change to a file that exists: its path from the repository's root and the new text. */
interface Edit {
  path: string;
  change: (text: string) => string;
}

/**
 * `line` added to the list that starts at `opener`: before `before` when given (a list whose last
 * entry must stay last), else after the list's last entry.
 */
function addToList(opener: string, closer: string, line: string, before?: string) {
  return (text: string, path: string): string => {
    const start = text.indexOf(opener);
    const end = start === -1 ? -1 : text.indexOf(closer, start);
    const at = before && end !== -1 ? text.lastIndexOf(before, end) : end;
    if (start === -1 || at < start)
      throw new Error(`${path}: no '${opener}' list to add '${line.trim()}' to; add it by hand`);
    return `${text.slice(0, at)}${line}${text.slice(at)}`;
  };
}

/** `line` added after the last line `pattern` matches (an import beside its kind). */
function addAfterLast(pattern: RegExp, line: string) {
  return (text: string, path: string): string => {
    const last = [...text.matchAll(new RegExp(pattern.source, 'gm'))].at(-1);
    if (!last) throw new Error(`${path}: no line like ${pattern} to add '${line}' after`);
    const at = last.index + last[0].length;
    return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
  };
}

/** The one-line additions to the lists a feature joins, each where the walk-through says. */
function featureEdits({ kebab, camel, pascal, constant, title }: FeatureNames): Edit[] {
  const edit = (path: string, ...steps: ((text: string, path: string) => string)[]): Edit => ({
    path,
    change: (text) => steps.reduce((changed, step) => step(changed, path), text),
  });
  return [
    edit(
      'src/server/app.ts',
      addAfterLast(
        /^import \{ register\w+Module \} from '\.\/modules\/.+';$/,
        `import { register${pascal}Module } from './modules/${kebab}/${kebab}.module';`,
      ),
      addToList(
        'const FEATURE_MODULES',
        '\n];',
        `\n  register${pascal}Module,`,
        '\n  registerSiteModule,',
      ),
    ),
    edit(
      'src/server/security/access-matrix.test.ts',
      addAfterLast(
        /^import \{ \w+Access \} from '\.\.\/\.\.\/\.\.\/tests\/setup\/access\/.+';$/,
        `import { ${camel}Access } from '../../../tests/setup/access/${kebab}.access';`,
      ),
      addToList('const MODULE_ACCESS = [', '\n];', `\n  ${camel}Access,`),
    ),
    edit(
      'src/client/lib/invalidation.ts',
      addToList(
        'export const QUERY_ROOTS = {',
        '\n} as const',
        `\n  /** ${title}: the member's entries. */\n  ${camel}: ['${kebab}'],`,
      ),
    ),
    edit(
      'src/client/app/route-table.tsx',
      addAfterLast(
        /^import \{ \w+_ROUTES \} from '\.\/routes\/.+';$/,
        `import { ${constant}_ROUTES } from './routes/${kebab}/${kebab}-routes';`,
      ),
      addToList('export const APP_ROUTES', '\n];', `\n  ...${constant}_ROUTES,`),
    ),
  ];
}

/** Why the name cannot be a new feature here, or null. */
function refusal(root: string, names: FeatureNames, files: string[]): string | null {
  if (!FEATURE_NAME.test(names.kebab))
    return `'${names.kebab}' is not a kebab-case name ('sleep-diary')`;
  const taken = [
    `src/server/modules/${names.kebab}`,
    `src/client/features/${names.kebab}`,
    `src/client/app/routes/${names.kebab}`,
    ...files,
  ].find((path) => existsSync(join(root, path)));
  if (taken) return `${taken} exists already`;
  // The names the lists gain must be new to their files too ('lab' would be a second LAB_ROUTES).
  const word = (name: string) => new RegExp(`\\b${name}\\b`);
  const clash = (
    [
      ['src/server/app.ts', `register${names.pascal}Module`, word(`register${names.pascal}Module`)],
      [
        'src/server/security/access-matrix.test.ts',
        `${names.camel}Access`,
        word(`${names.camel}Access`),
      ],
      [
        'src/client/lib/invalidation.ts',
        `QUERY_ROOTS.${names.camel}`,
        new RegExp(`^\\s+${names.camel}: \\[`, 'm'),
      ],
      [
        'src/client/app/route-table.tsx',
        `${names.constant}_ROUTES`,
        word(`${names.constant}_ROUTES`),
      ],
    ] as const
  ).find(([path, , pattern]) => pattern.test(readFileSync(join(root, path), 'utf8')));
  return clash ? `${clash[0]} has ${clash[1]} already` : null;
}

async function formatted(path: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

export interface GeneratedFeature {
  /** The new files, from the repository's root. */
  written: string[];
  /** The files a line was added to. */
  edited: string[];
}

/**
 * Writes the feature `name` into the repository at `root`, formatted as Prettier would. Every
 * change is worked out before anything is written, so a refused name or a list not found leaves
 * the tree as it was.
 */
export async function generateFeature(root: string, name: string): Promise<GeneratedFeature> {
  const names = namesOf(name);
  const files = featureFiles(names);
  const refused = refusal(
    root,
    names,
    files.map((file) => file.path),
  );
  if (refused) throw new Error(`new-feature: ${refused}`);
  const writes = await Promise.all([
    ...files.map(async ({ path, text }) => ({
      path,
      text: await formatted(join(root, path), text),
    })),
    ...featureEdits(names).map(async ({ path, change }) => ({
      path,
      text: await formatted(join(root, path), change(readFileSync(join(root, path), 'utf8'))),
    })),
  ]);
  for (const { path, text } of writes) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const written = files.map((file) => file.path);
  return { written, edited: writes.map((w) => w.path).filter((path) => !written.includes(path)) };
}

/** What a feature needs that the script leaves to its author. */
function nextSteps({ kebab }: FeatureNames): string[] {
  return [
    `Put the page in the signed-in header if it belongs there (src/client/app/signed-in-nav-spec.ts).`,
    `Entries are kept in memory: move them to src/server/modules/${kebab}/${kebab}.table.ts and run npm run db:generate before they must survive a restart.`,
    `A form that adds entries: a mutation hook in src/client/features/${kebab}/api/ with its kind in WRITE_EFFECTS (src/client/lib/invalidation.ts).`,
    `Tests of its own rules and routes beside them.`,
  ];
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || process.argv.length > 3) {
    console.error('usage: npx tsx scripts/new-feature.ts <feature> (kebab-case: sleep-diary)');
    process.exit(2);
  }
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  try {
    const { written, edited } = await generateFeature(root, name);
    console.log(
      `wrote:\n${written.map((p) => `  ${p}`).join('\n')}\nadded a line to:\n${edited.map((p) => `  ${p}`).join('\n')}`,
    );
    console.log(
      `next:\n${nextSteps(namesOf(name))
        .map((step) => `  - ${step}`)
        .join('\n')}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
