// Typecheck and lint on one TypeScript program. The lint's type-aware rules (no-floating-promises
// above all) need the whole program's types; given a program of its own, ESLint builds and checks
// it a second time beside tsc, which on CI's two cores was the longest static check (ADR 091).
// Here tsc's program is built once, its diagnostics reported as `tsc --noEmit` would, and then
// handed to ESLint (parserOptions.programs), whose type queries then find the types already known.
// Exit code: 1 when either found a problem.
import { ESLint } from 'eslint';
import ts from 'typescript';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isMeasured, measureFunctions, overLimit, tooLong } from './check-function-length.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

// ---- Typecheck: the program of tsconfig.json, incremental across local runs (`npm ci` clears
// node_modules/.cache, so CI always checks every file).
const tsBuildInfoFile = join(root, 'node_modules/.cache/tsc/tsconfig.tsbuildinfo');
mkdirSync(dirname(tsBuildInfoFile), { recursive: true });
const configPath = join(root, 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(
  configPath,
  { incremental: true, tsBuildInfoFile },
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
const builder = ts.createIncrementalProgram({
  rootNames: parsed.fileNames,
  options: parsed.options,
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
});
const diagnostics = [
  ...builder.getConfigFileParsingDiagnostics(),
  ...builder.getOptionsDiagnostics(),
  ...builder.getGlobalDiagnostics(),
  ...builder.getSyntacticDiagnostics(),
  ...builder.getSemanticDiagnostics(),
];
// With noEmit this writes only the build info, for the next local run.
builder.emit();
const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
if (diagnostics.length > 0) {
  const format = process.stdout.isTTY
    ? ts.formatDiagnosticsWithColorAndContext
    : ts.formatDiagnostics;
  console.log(format(diagnostics, host));
}
const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
console.log(`typecheck: ${errors === 0 ? 'ok' : `${errors} error(s)`} in ${seconds(started)}`);

// ---- Lint, on the same program. No lint cache: ESLint's cache must serialise the config, and a
// program cannot be; a local rerun lints every file again (about half a minute).
const linting = Date.now();
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: {
        parserOptions: { projectService: false, programs: [builder.getProgram()] },
      },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report.trim()) console.log(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
const lintWarnings = results.reduce((sum, result) => sum + result.warningCount, 0);
console.log(
  `lint: ${lintErrors + lintWarnings === 0 ? 'ok' : `${lintErrors} error(s), ${lintWarnings} warning(s)`} in ${seconds(linting)} (${results.length} files)`,
);

// ---- Function length (ADR 107), on the files the program has already parsed: `npm test` holds the
// rule `npm run lint` holds, at no second parse.
const functions = builder
  .getProgram()
  .getSourceFiles()
  .map((source) => ({ source, file: relative(root, source.fileName) }))
  .filter(({ file }) => isMeasured(file))
  .flatMap(({ source, file }) => measureFunctions(file, source));
const over = overLimit(functions);
if (over.length > 0) console.log(`${over.join('\n')}\n${tooLong(over.length)}`);
console.log(
  `function length: ${over.length === 0 ? 'ok' : `${over.length} over`} (${functions.length} functions)`,
);
// --max-warnings=0: a warning fails the run as an error does.
process.exit(errors > 0 || lintErrors > 0 || lintWarnings > 0 || over.length > 0 ? 1 : 0);
