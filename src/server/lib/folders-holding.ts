/**
 * The folders directly under a directory that hold a file named after them, by name: how the app
 * finds its modules (`modules/<m>/<m>.module.ts`) and the route areas are found outside Vite
 * (`routes/<a>/<a>-routes.ts`), so every reader applies one rule.
 */
import { existsSync, readdirSync } from 'node:fs';

export function foldersHolding(dir: URL, fileOf: (folder: string) => string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => existsSync(new URL(fileOf(folder), dir)))
    .sort();
}
