/**
 * The feature modules in registration order, from their files (feature-module-files.ts): each
 * file exports one `register<Feature>Module`. The infrastructure the others lean on comes first
 * (health probes, the job queue, sign-in), the site last (its fallback serves the SPA); the rest
 * by folder name, so the order never depends on who added a module when.
 */
import type { FeatureModule } from './modules/feature-module';
import type { FeatureModuleFile } from './feature-module-files';

const REGISTERED_FIRST = ['health', 'jobs', 'auth'];
const REGISTERED_LAST = ['site'];

/** The module's one `register…Module` export; a file without exactly one stops the app. */
export function registrationOf({ folder, exports }: FeatureModuleFile): FeatureModule {
  const found = Object.entries(exports).filter(
    ([name, value]) => /^register\w+Module$/.test(name) && typeof value === 'function',
  );
  if (found.length !== 1)
    throw new Error(
      `modules/${folder}/${folder}.module.ts must export exactly one register…Module function (it exports ${found.length})`,
    );
  return found[0]![1] as FeatureModule;
}

function rank(folder: string): number {
  if (REGISTERED_FIRST.includes(folder))
    return REGISTERED_FIRST.indexOf(folder) - REGISTERED_FIRST.length;
  return REGISTERED_LAST.includes(folder) ? 1 + REGISTERED_LAST.indexOf(folder) : 0;
}

export function featureModulesInOrder(files: readonly FeatureModuleFile[]): FeatureModule[] {
  const missing = [...REGISTERED_FIRST, ...REGISTERED_LAST].filter(
    (folder) => !files.some((file) => file.folder === folder),
  );
  if (missing.length) throw new Error(`No module file for ${missing.join(', ')}`);
  return [...files]
    .sort((a, b) => rank(a.folder) - rank(b.folder) || a.folder.localeCompare(b.folder))
    .map(registrationOf);
}
