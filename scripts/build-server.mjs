// `npm run build` (its last step): bundles the server into dist/server, so production runs plain
// JavaScript with `node dist/server/main.js`: no TypeScript loader, no transform at start (ADR 048).
//
// - Four entries: the server (main.js) and three worker threads, the lab extraction worker, the
//   Apple Health import's reader (ADR 075) and the FHIR export's writer (ADR 097). Each worker is written as <name>.mjs beside main.js
//   because its starter loads it from new URL('./<name>.mjs', import.meta.url); from the sources
//   that name is the small file that loads the TypeScript worker through tsx, here it is the
//   worker itself.
// - Shared code goes into chunks in the same folder, so every module's import.meta.url stays in
//   dist/server (project-paths.ts finds drizzle/ and the knowledge data from there).
// - Packages stay imports (node_modules is installed beside dist, `npm ci --omit=dev` in the
//   image); the build fails when the output imports a package that is not a production
//   dependency, since the image would then crash on the first request that reaches it.
//
// Rolldown is Vite 8's own bundler (a dependency of vite, our build tool), so nothing is added.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { rolldown } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist/server');
const WORKERS = {
  'extraction-worker': 'src/server/modules/labs/extraction/extraction-worker.ts',
  'apple-health-worker': 'src/server/modules/fhir/apple-health-worker.ts',
  'fhir-export-worker': 'src/server/modules/fhir/fhir-export-worker.ts',
};

/** A package import: not relative, not absolute, not one of our own '#' subpath imports. */
const isPackageImport = (id) => !/^[./#]/.test(id) && !/^[A-Za-z]:[\\/]/.test(id);

/** 'a/b' → 'a', '@s/a/b' → '@s/a', 'node:fs' → 'node:fs'. */
function packageName(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const isBuiltin = (id) =>
  builtins.has(id) || builtins.has(packageName(id)) || id.startsWith('node:');

/** Package imports of the output that `npm ci --omit=dev` would not install. */
function missingProductionDependencies(output) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // A chunk's imports name the other chunks it loads by file name, and the externals by id.
  const ownFiles = new Set(output.map((file) => file.fileName));
  const missing = new Map();
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    for (const id of [...file.imports, ...file.dynamicImports]) {
      if (ownFiles.has(id) || !isPackageImport(id) || isBuiltin(id)) continue;
      const name = packageName(id);
      if (!(name in dependencies)) missing.set(name, file.fileName);
    }
  }
  return [...missing];
}

const started = Date.now();
rmSync(outDir, { recursive: true, force: true });
const bundle = await rolldown({
  cwd: root,
  input: {
    main: join(root, 'src/server/main.ts'),
    ...Object.fromEntries(Object.entries(WORKERS).map(([name, path]) => [name, join(root, path)])),
  },
  platform: 'node',
  tsconfig: join(root, 'tsconfig.json'),
  external: (id) => isPackageImport(id),
  transform: { target: 'node20' },
  logLevel: 'warn',
});
const { output } = await bundle.write({
  dir: outDir,
  format: 'esm',
  sourcemap: true,
  entryFileNames: (chunk) => (chunk.name in WORKERS ? '[name].mjs' : '[name].js'),
  chunkFileNames: '[name]-[hash].js',
});
await bundle.close();

const missing = missingProductionDependencies(output);
if (missing.length) {
  console.error(
    `The built server imports packages that are not production dependencies (npm ci --omit=dev leaves them out):\n${missing
      .map(([name, file]) => `  - ${name} (in dist/server/${file})`)
      .join('\n')}\nMove them to "dependencies" in package.json.`,
  );
  process.exit(1);
}
const chunks = output.filter((file) => file.type === 'chunk').length;
console.log(`Server built into dist/server (${chunks} files) in ${Date.now() - started} ms`);
