/**
 * Where the project's data folders are, wherever the server's code runs from. The same module runs
 * as TypeScript (src/server/lib, under tsx and Vitest) and bundled into dist/server (the built
 * server, `node dist/server/main.js`, in the image too), so a path relative to the code's own
 * folder means a different place in each. The project's root, the nearest folder above this code
 * holding package.json, is the same in both: data is found from there (ADR 048).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) {
      throw new Error(`No package.json above ${from}: the server runs outside its project folder`);
    }
  }
}

/** The folder holding package.json, drizzle/ and src/server/knowledge/data. */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

/** A path inside the project, e.g. projectPath('drizzle'). */
export function projectPath(...segments: string[]): string {
  return join(PROJECT_ROOT, ...segments);
}
