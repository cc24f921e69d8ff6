import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementEnd, wrapContractSchemas } from './lazy-contract-schemas';

const CONTRACTS = join(import.meta.dirname, '../../src/shared/contracts');

describe('wrapContractSchemas', () => {
  it('wraps top-level schemas, named so or built with z., and nothing else', () => {
    const source = [
      "import { z } from 'zod';",
      'export const LIMIT = 5;',
      'export const MESSAGES = { a: `x; ${"y;"}` };',
      'const text = z.string().max(LIMIT);',
      'export const itemSchema = z.object({',
      '  day: z.string().regex(/^\\d{4}-\\d{2};$/), // a ; in a comment',
      "  note: text.default('a;b'),",
      '});',
      'export const listSchema: z.ZodType<unknown> = itemSchema.array();',
      'export function helper() {',
      '  const innerSchema = z.string();',
      '  return innerSchema;',
      '}',
      'export type Item = z.infer<typeof itemSchema>;',
      'const isoDate = calendarDateSchema.nullish();',
      'const fields = {',
      '  name: z.string(),',
      '};',
      "const LABELS = { name: 'Name' };",
    ].join('\n');
    const { code, wrapped } = wrapContractSchemas(source);
    expect(wrapped).toBe(5);
    expect(code).toContain("import { lazySchema } from '#client/lib/lazy-schema';");
    expect(code).toContain('export const LIMIT = 5;');
    expect(code).toContain('const text = lazySchema(() => (z.string().max(LIMIT)));');
    expect(code).toContain("  note: text.default('a;b'),\n})));");
    expect(code).toContain(
      'export const listSchema: z.ZodType<unknown> = lazySchema(() => (itemSchema.array()));',
    );
    expect(code).toContain('  const innerSchema = z.string();');
    expect(code).toContain('const isoDate = lazySchema(() => (calendarDateSchema.nullish()));');
    expect(code).toContain('const fields = lazySchema(() => ({\n  name: z.string(),\n}));');
    expect(code).toContain("const LABELS = { name: 'Name' };");
  });

  it('finds the end of a statement past brackets, strings, templates, comments and regexes', () => {
    const statement = "a(/[;)]/g, '(;', `${b(';')}`, /* ; */ { c: 1 / 2 });";
    expect(statementEnd(`${statement} next;`, 0)).toBe(statement.length);
  });

  it('leaves every contract as it was once each wrapper is taken off again', () => {
    const opening = 'lazySchema(() => (';
    for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith('.contract.ts'))) {
      const source = readFileSync(join(CONTRACTS, file), 'utf8');
      let code = wrapContractSchemas(source).code.replace(
        "import { lazySchema } from '#client/lib/lazy-schema';\n",
        '',
      );
      for (let at = code.indexOf(opening); at !== -1; at = code.indexOf(opening)) {
        const end = statementEnd(code, at);
        expect(code.slice(end - 3, end), file).toBe('));');
        code = code.slice(0, at) + code.slice(at + opening.length, end - 3) + code.slice(end - 1);
      }
      expect(code.replaceAll(/\s+/g, ''), file).toBe(source.replaceAll(/\s+/g, ''));
    }
  });
});
