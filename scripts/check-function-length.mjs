// Fails when a function in src/server (tests left out) runs over MAX_LINES lines (ADR 107): a long
// operation is split into named functions in files named by sub-resource, not kept as one closure.
// `node scripts/check-function-length.mjs --list 80` lists every function over 80 lines (longest
// first) without failing; with no argument it lists and fails on those over MAX_LINES.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const MAX_LINES = 150;
const root = resolve(new URL('..', import.meta.url).pathname);
const scanned = join(root, 'src/server');

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return isMeasured(relative(root, path)) ? [path] : [];
  });
}

/** The name a reader would search for: the declaration's own, or what it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  }
  return '(anonymous)';
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** Whether a file is measured: src/server's sources, tests and declarations left out. */
function isMeasured(relativePath) {
  return (
    relativePath.startsWith('src/server/') &&
    /\.(ts|tsx|mts)$/.test(relativePath) &&
    !/\.test\.tsx?$/.test(relativePath) &&
    !relativePath.endsWith('.d.ts')
  );
}

/** Every function with a body in a file's text, with its length in lines from its first token to its last. */
function measureFunctions(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: start + 1, lines: end - start + 1, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The functions over MAX_LINES, longest first, as lines to print. */
function overLimit(functions, threshold = MAX_LINES) {
  return functions
    .filter((fn) => fn.lines > threshold)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
    .map((fn) => `${String(fn.lines).padStart(5)}  ${fn.file}:${fn.line}  ${fn.name}`);
}

// `npm run lint` and `npm test` (through scripts/typecheck-and-lint.mjs) run it as it is.
const listOnly = process.argv.indexOf('--list');
const threshold = listOnly >= 0 ? Number(process.argv[listOnly + 1] ?? MAX_LINES) : MAX_LINES;
const functions = listFiles(scanned).flatMap((file) =>
  measureFunctions(relative(root, file), readFileSync(file, 'utf8')),
);
const over = overLimit(functions, threshold);
for (const line of over) console.log(line);
const longest = functions.reduce((max, fn) => Math.max(max, fn.lines), 0);
if (listOnly >= 0) {
  console.log(
    `${over.length} functions over ${threshold} lines in src/server; longest ${longest}.`,
  );
} else if (over.length > 0) {
  console.error(tooLong(over.length));
  process.exit(1);
}

function tooLong(count) {
  return `${count} functions over ${MAX_LINES} lines in src/server: split them into named functions (ADR 107).`;
}
