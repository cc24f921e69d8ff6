import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readyAsTransition } from './form-ready-as-transition';

const LIBRARY = join(
  createRequire(import.meta.url).resolve('react-hook-form/package.json'),
  '../dist/index.esm.mjs',
);

describe('readyAsTransition', () => {
  it("wraps useForm's readiness update in the installed react-hook-form, and nothing else", () => {
    const code = readFileSync(LIBRARY, 'utf8');
    const patched = readyAsTransition(code);
    const added = patched.length - code.length;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(80);
    expect(patched).toMatch(
      /React\.startTransition\(\(\) => \{\s*updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,?\s*\}\)\);\s*control\._formState\.isReady = true;\s*control\._subjects\.state\.next\(\{ isReady: true \}\);\s*\}\);/,
    );
    // React is the library's own import, as the wrapper uses it.
    expect(code).toMatch(/import \* as React from 'react'|import React from 'react'/);
  });

  it('refuses a library whose useForm reads otherwise', () => {
    expect(() => readyAsTransition('function useForm() {}')).toThrow(
      /no longer marks itself ready/,
    );
  });
});
