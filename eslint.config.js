// Lint with the import boundaries (dependencies flow one way):
// shared imports nothing of ours; client never imports server; server never imports client;
// client features do not import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const CLIENT_FEATURES = readdirSync(`${import.meta.dirname}/src/client/features`, {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const SERVER_MODULES = readdirSync(`${import.meta.dirname}/src/server/modules`, {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Imports of another server module's files that `allowed` (a lookahead on the rest of the path) does not name. */
function otherModuleFiles(module, allowed) {
  const others = SERVER_MODULES.filter((other) => other !== module);
  return {
    regex: `^(#server/modules/|(\\.\\./)+)(${others.join('|')})/${allowed}`,
    message:
      "Use another server module through its face, '#server/modules/<feature>/index' (ADR 108), not its files.",
  };
}

/**
 * The same rule for `import('…')`, which no-restricted-imports does not see. esquery's regex
 * literal cannot hold a '/', so each one is written \x2F.
 */
function otherModuleDynamicImport(module) {
  const { regex, message } = otherModuleFiles(module, '(?!index$)');
  return {
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  };
}

/**
 * Another module's reader, imported from its face to be built here. The readers the modules offer
 * each other are built once, in the app context (ADR 176), over the database handle row-level
 * security expects; a module takes them from `context.readers` (or `context.systemReaders`), and
 * what must run on its own transaction is a plain function of that transaction's handle, which the
 * face exports beside the reader (`lockAccountForUpdate(tx, userId)`). A second copy built from a
 * module's own `db` is how a read slipped onto the wrong handle, or off its transaction.
 */
function otherModuleReaders(module) {
  const others = SERVER_MODULES.filter((other) => other !== module);
  return {
    regex: `^(#server/modules/|(\\.\\./)+)(${others.join('|')})(/index)?$`,
    importNamePattern: '^create[A-Za-z]*Reader$',
    message:
      "Take another module's reader from the app context (context.readers, ADR 176), or call its face's function of your transaction's handle; never build it here.",
  };
}

/** Every table at once is the database layer's and the tests'; a module reads its own tables. */
const NO_SCHEMA_OF_EVERY_TABLE = {
  // A regex: a group pattern starting with '#' would be a comment in gitignore syntax.
  regex: '^(#server/db/schema|(\\.\\./)+db/schema)$',
  message:
    "A module reads its own tables; another module's data comes through that module's face (ADR 108).",
};

const NO_CONSOLE_LOG = {
  selector: "CallExpression[callee.object.name='console'][callee.property.name='log']",
  message: 'Use the logger; console.log leaks into production output.',
};

// `x as unknown as T`: the inner cast to unknown is what lets the outer one claim any type at all.
const NO_DOUBLE_CAST = {
  selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
  message:
    '`as unknown as` turns off type checking: the value no longer has to be what the type says, so a fake or a row can drift from the real shape unnoticed. Build it with its real type instead (a typed fake or factory, `satisfies`, a narrower interface the code accepts, queryRows<T> for raw rows, a zod parse for JSON).',
};

// A module's code is handed its caller: a handler by memberRoutes/openRoutes, a rate limit by
// lib/caller-limits.ts. Reading `request.actor` by hand is how a handler forgot the session check.
const NO_ACTOR_BY_HAND = {
  selector: "MemberExpression[object.name='request'][property.name='actor']",
  message:
    'Take the caller from the route helpers: memberRoutes/openRoutes hand a handler its actor, and perMinuteByCaller/keyByAccount (lib/caller-limits.ts) key a rate limit by it.',
};

const SERVER_NEVER_IMPORTS_CLIENT = {
  group: ['\\#client/*', '**/client/**', 'react', 'react-dom'],
  message: 'The server never imports client code.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'drizzle/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'public/**',
      'scripts/*.mjs',
      '.tmp-*',
      '.scratch/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The type-aware rules (no-floating-promises, switch-exhaustiveness-check) are oxlint's,
      // on TypeScript 7's native compiler (.oxlintrc.json, ADR 136): this config needs no types.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', NO_CONSOLE_LOG],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '\\#server/*',
                '\\#client/*',
                '**/server/**',
                '**/client/**',
                'react',
                'react-dom',
                'node:*',
              ],
              message:
                'src/shared is pure TypeScript: no DOM, no Node, nothing from client or server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/*', '**/server/**'],
              message: 'The client never imports server code.',
            },
          ],
        },
      ],
    },
  },
  // Shared client folders sit below app/ and features/: they never reach up into them.
  // Tests may render app pieces to check how a shared piece behaves in place.
  {
    files: ['src/client/components/**', 'src/client/lib/**', 'src/client/config/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/*', '**/server/**'],
              message: 'The client never imports server code.',
            },
            {
              regex: '^(#client/(app|features)(/|$)|(\\.\\./)+(app|features)(/|$))',
              message:
                'components/, lib/ and config/ are shared: they never import app/ or features/; pass data in as props or move the piece into app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    // The walk-through's test writes a whole feature, its client area included, and checks its
    // page's route entry and nav entry by the client's own types.
    ignores: ['src/server/feature-walkthrough.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_NEVER_IMPORTS_CLIENT],
        },
      ],
    },
  },
  ...CLIENT_FEATURES.map((feature) => {
    const others = CLIENT_FEATURES.filter((other) => other !== feature);
    return {
      files: [`src/client/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['\\#server/*', '**/server/**'],
                message: 'The client never imports server code.',
              },
              // A feature's api/ and hooks/ are its public face; its components stay private.
              {
                regex: `(^#client/features/|/features/|^\\.\\./\\.\\./|^\\.\\./)(${others.join('|')})/(?!api/|hooks/)`,
                message:
                  'Client features import only the api/ and hooks/ of another feature; compose components in app/routes.',
              },
            ],
          },
        ],
      },
    };
  }),
  // A server module uses another module only through its face, `modules/<feature>/index.ts`
  // (ADR 108): what that module offers the others. Any other file of another module is refused,
  // its readers and tables included (a table's foreign key takes the other table from its face).
  // From the face, it does not import a reader's constructor either: the app context built it
  // (ADR 176). Tests are left out of that one: a test may build a reader over its own database.
  ...SERVER_MODULES.map((module) => ({
    files: [`src/server/modules/${module}/**`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_IMPORTS_CLIENT,
            NO_SCHEMA_OF_EVERY_TABLE,
            otherModuleFiles(module, '(?!index$)'),
            otherModuleReaders(module),
          ],
        },
      ],
    },
  })),
  // Tests follow the same rule. A test that seeds or reads rows its own module's routes do not
  // write takes the table from '#server/db/schema' (every table, as tests/setup does); shared test
  // kits live in tests/setup.
  ...SERVER_MODULES.map((module) => ({
    files: [`src/server/modules/${module}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NEVER_IMPORTS_CLIENT, otherModuleFiles(module, '(?!index$)')] },
      ],
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // No `as unknown as` in the server modules, their tests included. These blocks come after the
  // tests' 'off' above, and a later block's no-restricted-syntax replaces an earlier one's for the
  // files both match, so each block lists every selector its files keep (console.log for code).
  ...SERVER_MODULES.map((module) => ({
    files: [`src/server/modules/${module}/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_CONSOLE_LOG,
        NO_DOUBLE_CAST,
        NO_ACTOR_BY_HAND,
        otherModuleDynamicImport(module),
      ],
    },
  })),
  ...SERVER_MODULES.map((module) => ({
    files: [`src/server/modules/${module}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': ['error', NO_DOUBLE_CAST, otherModuleDynamicImport(module)],
    },
  })),
);
