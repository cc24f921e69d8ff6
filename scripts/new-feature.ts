/**
 * Writes a new feature as ARCHITECTURE.md's 'Adding a feature' walks through it, from a kebab-case
 * name: `npx tsx scripts/new-feature.ts sleep-diary`. It writes the contract, the server module
 * (routes declared with `memberRoutes(app)` and `access: 'user'`, the GET as a read that is also
 * the page's first answer, a service of plain `(ctx, actor, input)` operations, the registration
 * function), the access fixture, the client API hook and a signed-in page in an area folder of its
 * own (scripts/new-feature-templates.ts). It edits no file that exists: the app finds the module,
 * the route table the area and the access matrix the fixture by their folders and names (ADR 131).
 * The walk-through lists exactly these files; src/server/feature-walkthrough.test.ts generates a
 * feature, holds it to the type-aware lint and the route smoke test, and fails when the list and
 * this script disagree.
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
import { foldersHolding } from '../src/server/lib/folders-holding';
import { featureFiles, namesOf, type FeatureNames } from './new-feature-templates';

/** A kebab-case name: the module's folder, the URL and the area's folder. */
const FEATURE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

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
  // Its page's path must be new too ('log' would be a second /log, the daily log's).
  const routesDir = pathToFileURL(join(root, 'src/client/app/routes/'));
  const routesFileOf = (area: string) => `${area}/${area}-routes.ts`;
  const path = `'/${names.kebab}'`;
  const owner = foldersHolding(routesDir, routesFileOf)
    .map((area) => `src/client/app/routes/${routesFileOf(area)}`)
    .find((file) => readFileSync(join(root, file), 'utf8').includes(path));
  return owner ? `${owner} has the path ${path} already` : null;
}

async function formatted(path: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

export interface GeneratedFeature {
  /** The new files, from the repository's root. */
  written: string[];
}

/**
 * Writes the feature `name` into the repository at `root`, formatted as Prettier would. Every
 * file is worked out before anything is written, so a refused name leaves the tree as it was.
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
  const writes = await Promise.all(
    files.map(async ({ path, text }) => ({ path, text: await formatted(join(root, path), text) })),
  );
  for (const { path, text } of writes) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { written: files.map((file) => file.path) };
}

/** What a feature needs that the script leaves to its author. */
function nextSteps({ kebab }: FeatureNames): string[] {
  return [
    `The page's link is in the menu's Today group: name its own group in src/client/app/routes/${kebab}/${kebab}-routes.ts (its menu place).`,
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
    const { written } = await generateFeature(root, name);
    console.log(`wrote:\n${written.map((p) => `  ${p}`).join('\n')}`);
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
