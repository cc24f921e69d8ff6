/**
 * Every module's access fixtures (`<feature>.access.ts` in this folder), found by file name: a new
 * module's fixtures join the matrix (src/server/security/access-matrix.test.ts) with nothing else
 * edited. Each file exports one `…Access`.
 */
import type { ModuleAccess } from './access-fixture';

const FILES = import.meta.glob<Record<string, unknown>>('./*.access.ts', { eager: true });

/** The one `…Access` export of each fixture file, by file name. */
export const MODULE_ACCESS: readonly ModuleAccess[] = Object.entries(FILES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, module]) => {
    const found = Object.entries(module).filter(([name]) => name.endsWith('Access'));
    if (found.length !== 1) throw new Error(`${file} must export one …Access`);
    return found[0]![1] as ModuleAccess;
  });
