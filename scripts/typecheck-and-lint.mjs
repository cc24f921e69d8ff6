// Typecheck and lint, in three tools that share the two cores (ADR 136):
// - the type check by TypeScript 7's native compiler (the `tsc-native` package: typescript@7 under
//   another name, since typescript-eslint still parses with TypeScript 5), about a fifth of the
//   time and CPU of TypeScript 5's;
// - the two type-aware rules (no-floating-promises, switch-exhaustiveness-check) by oxlint's
//   type-aware mode, which reads the same tsconfig.json through the same native compiler
//   (.oxlintrc.json);
// - every other rule by ESLint, which no longer needs the types (eslint.config.js): the import
//   boundaries, React's hooks, type-only imports, the logger rule.
// Then the function-length rule (ADR 107) on src/server. The type check and oxlint run as child
// processes while ESLint lints in this one. Exit code: 1 when any of them found a problem.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { runHeldBack } from './run-held-back.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const bin = (path) => join(root, 'node_modules', path);

/** Runs a check with its output held back; resolves to whether it passed, printing its output. */
async function check(label, command, args) {
  const started = Date.now();
  const { code, text } = await runHeldBack(command, args);
  if (text) console.log(text);
  console.log(`${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return code === 0;
}

// Incremental across local runs (`npm ci` clears node_modules/.cache, so CI checks every file).
const typecheck = check('typecheck', process.execPath, [
  bin('tsc-native/bin/tsc'),
  '--noEmit',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  'node_modules/.cache/tsc/tsconfig.tsbuildinfo',
]);
// oxlint finds its type-aware linter (oxlint-tsgolint) on PATH or beside itself in node_modules.
const typeAwareLint = check('type-aware lint', bin('.bin/oxlint'), [
  '--type-aware',
  '--tsconfig',
  'tsconfig.json',
  '--deny-warnings',
  '.',
]);
const functionLength = check('function length', process.execPath, [
  join(root, 'scripts/check-function-length.mjs'),
]);

const linting = Date.now();
const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report.trim()) console.log(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
const lintWarnings = results.reduce((sum, result) => sum + result.warningCount, 0);
console.log(
  `lint: ${lintErrors + lintWarnings === 0 ? 'ok' : `${lintErrors} error(s), ${lintWarnings} warning(s)`} in ${seconds(linting)} (${results.length} files)`,
);

const passed = await Promise.all([typecheck, typeAwareLint, functionLength]);
// --max-warnings=0: a warning fails the run as an error does.
process.exit(passed.every(Boolean) && lintErrors === 0 && lintWarnings === 0 ? 0 : 1);
