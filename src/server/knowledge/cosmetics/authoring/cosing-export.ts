/**
 * Where the European Commission's CosIng exports of Regulation (EC) No 1223/2009 Annex II
 * (prohibited) and Annex III (restricted) are kept: the shared reference data beside the project
 * (`../shared/data/eu-cosing/` from the project root, /work/shared/data/eu-cosing here), or the
 * folder COSING_DIR names. Read by scripts/author-cosmetic-ingredients.ts and by the completeness
 * test (annex-coverage.test.ts); the app never reads them. ADR 034, ADR 051.
 */
import { join } from 'node:path';
import { projectPath } from '../../../lib/project-paths';

export const COSING_DIR =
  process.env.COSING_DIR ?? projectPath('..', 'shared', 'data', 'eu-cosing');
export const ANNEX_II_FILE = 'annex-ii-prohibited.csv';
export const ANNEX_III_FILE = 'annex-iii-restricted.txt';

export const annexIIPath = (dir = COSING_DIR) => join(dir, ANNEX_II_FILE);
export const annexIIIPath = (dir = COSING_DIR) => join(dir, ANNEX_III_FILE);
