// Fails when modules under src/ import each other in a cycle (dependencies flow one way).
// Type-only and lazy imports count too: a cycle of types is still a design smell worth a look.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const ALIASES = { '#client/': 'src/client/', '#server/': 'src/server/', '#shared/': 'src/shared/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  let base;
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) base = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = listFiles(join(root, 'src'));
const graph = new Map();
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    // Lazy imports (import()) count too: a lazy edge defers a cycle to run time, it does not
    // remove it (the route table's lazy pages importing the navigation that reads the table).
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) targets.add(target);
  }
  graph.set(file, targets);
}

const cycles = [];
const state = new Map(); // 1 = on the stack, 2 = done
const stack = [];
function visit(node) {
  state.set(node, 1);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 2);
}
for (const file of files) if (!state.has(file)) visit(file);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules.`);
