/**
 * Every feature module's file, found by folder: `modules/<feature>/<feature>.module.ts`, with what
 * it exports. Adding a module is adding its folder: no list names the modules (ADR 131).
 *
 * From the sources (tsx, Vitest) the folder is read when the app is built. The built server has
 * no folders to read: scripts/build-server.mjs puts in place of this file one that imports the
 * same files statically, found by the same rule when it builds, so the bundle holds them as it
 * held the list they replace.
 */
import { foldersHolding } from './lib/folders-holding';

/** A feature module's folder name and its file's exports. */
export interface FeatureModuleFile {
  folder: string;
  exports: Readonly<Record<string, unknown>>;
}

const MODULES = new URL('./modules/', import.meta.url);

/** The module file of a folder under modules/. */
const moduleFileOf = (folder: string) => `${folder}/${folder}.module.ts`;

/** The folders under modules/ that hold a `<folder>.module.ts`, by name. */
export function featureModuleFolders(modulesDir: URL = MODULES): string[] {
  return foldersHolding(modulesDir, moduleFileOf);
}

export async function importFeatureModules(
  modulesDir: URL = MODULES,
): Promise<FeatureModuleFile[]> {
  return Promise.all(
    featureModuleFolders(modulesDir).map(async (folder) => ({
      folder,
      exports: (await import(new URL(moduleFileOf(folder), modulesDir).href)) as Record<
        string,
        unknown
      >,
    })),
  );
}
