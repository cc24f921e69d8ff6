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
// - The client's server entry (dist/server-render/entry-server.js, which scripts/prerender.ts has
//   Vite write and the server renders signed-in pages with, ADR 111) is bundled again into
//   dist/server-render/bundled with React and the packages built on it inside: see
//   bundleRenderEntry.
//
// Rolldown is Vite 8's own bundler (a dependency of vite, our build tool), so nothing is added.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { rolldown } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist/server');
const renderDir = join(root, 'dist/server-render');
/** Where the server looks for the bundled render entry first (site-files.ts). */
const renderBundleDir = join(renderDir, 'bundled');
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

/** Package imports of the output written to `dir` that `npm ci --omit=dev` would not install. */
function missingProductionDependencies(output, dir) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // A chunk's imports name the other chunks it loads by file name, and the externals by id.
  const ownFiles = new Set(output.map((file) => file.fileName));
  const missing = new Map();
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    for (const id of [...file.imports, ...file.dynamicImports]) {
      if (ownFiles.has(id) || !isPackageImport(id) || isBuiltin(id)) continue;
      const name = packageName(id);
      if (!(name in dependencies)) missing.set(name, `${dir}/${file.fileName}`);
    }
  }
  return [...missing];
}

/** The installed package's manifest, or none (a peer dependency that is not installed). */
function manifestOf(name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

const reactPackages = new Map();
/**
 * React itself, or a package built on it: one that names React, or a package built on it, among
 * its dependencies or peer dependencies (react-dom, react-router, lucide-react, radix-ui, and
 * react-hook-form's resolvers through react-hook-form).
 */
function isReactPackage(name) {
  if (name === 'react') return true;
  if (!reactPackages.has(name)) {
    reactPackages.set(name, false); // a cycle of dependencies is not React by itself
    const manifest = manifestOf(name);
    const names = Object.keys({ ...manifest?.dependencies, ...manifest?.peerDependencies });
    reactPackages.set(name, names.some(isReactPackage));
  }
  return reactPackages.get(name);
}

/**
 * The render entry bundled with React, the packages built on it and what they bring with them
 * inside; the app's other dependencies stay imports, shared with the server (zod) or never reached
 * on the server (tesseract.js). Imported from node_modules, React's packages pick their
 * development build unless NODE_ENV is production, which the server does not set, and
 * lucide-react's index loads every icon as its own module: with React's development build, about
 * 39 MiB resident in a bare node. Bundled with NODE_ENV production compiled in, React is its
 * production build (the one that prerendered the public pages: Vite's build() sets NODE_ENV in the
 * prerender), only the icons the pages use are kept, and every React import is one instance. The
 * pages are the same code Vite wrote; without a render entry (a client built without it) there is
 * nothing to bundle.
 */
async function bundleRenderEntry() {
  rmSync(renderBundleDir, { recursive: true, force: true });
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entry = join(renderDir, 'entry-server.js');
  if (!existsSync(entry)) return [];
  const bundle = await rolldown({
    cwd: root,
    input: { 'entry-server': entry },
    platform: 'node',
    external: (id) =>
      isBuiltin(id) ||
      (isPackageImport(id) && packageName(id) in dependencies && !isReactPackage(packageName(id))),
    transform: { target: 'node20', define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'warn',
    // React's packages mark their modules "use client" for React Server Components, which these
    // pages do not use: a bundle that drops the directive renders them the same.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
  });
  const { output } = await bundle.write({
    dir: renderBundleDir,
    format: 'esm',
    chunkFileNames: 'assets/[name]-[hash].js',
  });
  await bundle.close();
  return output;
}

/**
 * The feature modules' files, imported statically: the built server has no modules/ folder to
 * read, so src/server/feature-module-files.ts is built as a list of the files it would find there
 * by the same rule (a folder holding `<folder>.module.ts`), with the same exports.
 */
function featureModuleFiles() {
  const source = join(root, 'src/server/feature-module-files.ts');
  const modules = join(root, 'src/server/modules');
  return {
    name: 'wellnest-feature-module-files',
    load(id) {
      if (id !== source) return null;
      const folders = readdirSync(modules, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .filter((folder) => existsSync(join(modules, folder, `${folder}.module.ts`)))
        .sort();
      const imports = folders.map(
        (folder, i) => `import * as module${i} from './modules/${folder}/${folder}.module.ts';`,
      );
      const list = folders.map((folder, i) => `{ folder: '${folder}', exports: module${i} }`);
      return `${imports.join('\n')}\nexport async function importFeatureModules() {\n  return [${list.join(', ')}];\n}\n`;
    },
  };
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
  plugins: [featureModuleFiles()],
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
const renderOutput = await bundleRenderEntry();

const missing = [
  ...missingProductionDependencies(output, 'dist/server'),
  ...missingProductionDependencies(renderOutput, 'dist/server-render/bundled'),
];
if (missing.length) {
  console.error(
    `The built server imports packages that are not production dependencies (npm ci --omit=dev leaves them out):\n${missing
      .map(([name, file]) => `  - ${name} (in ${file})`)
      .join('\n')}\nMove them to "dependencies" in package.json.`,
  );
  process.exit(1);
}
const chunks = output.filter((file) => file.type === 'chunk').length;
const renderChunks = renderOutput.filter((file) => file.type === 'chunk').length;
console.log(
  `Server built into dist/server (${chunks} files) and its render entry into ` +
    `dist/server-render/bundled (${renderChunks} files) in ${Date.now() - started} ms`,
);
