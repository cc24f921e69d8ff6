import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureModuleFolders, importFeatureModules } from './feature-module-files';
import { featureModulesInOrder, registrationOf } from './feature-modules';
import type { FeatureModule } from './modules/feature-module';

const named = (name: string): FeatureModule => {
  const register: FeatureModule = async () => {};
  Object.defineProperty(register, 'name', { value: name });
  return register;
};
const file = (folder: string) => ({
  folder,
  exports: { [`register${folder}Module`]: named(folder), helper: 1 },
});

describe('the feature modules, found by folder', () => {
  it('finds every folder under modules/ with its <folder>.module.ts, and only those', () => {
    const modulesDir = new URL('./modules/', import.meta.url);
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const found = featureModuleFolders();
    expect(found).toContain('nutrition');
    expect(found).toContain('site');
    // Libraries other modules use, with no routes of their own.
    expect(folders.filter((folder) => !found.includes(folder)).sort()).toEqual(['mail', 'users']);
  });

  it('registers health, jobs and auth first, the site last, the rest by folder name', async () => {
    const order = featureModulesInOrder(await importFeatureModules()).map((m) => m.name);
    expect(order.slice(0, 3)).toEqual([
      'registerHealthModule',
      'registerJobsModule',
      'registerAuthModule',
    ]);
    expect(order.at(-1)).toBe('registerSiteModule');
    const middle = order.slice(3, -1);
    expect(middle).toEqual([...middle].sort((a, b) => a.localeCompare(b)));
    expect(middle).toContain('registerNutritionModule');

    const shuffled = ['site', 'zeta', 'auth', 'alpha', 'jobs', 'health'].map(file);
    expect(featureModulesInOrder(shuffled).map((m) => m.name)).toEqual([
      'health',
      'jobs',
      'auth',
      'alpha',
      'zeta',
      'site',
    ]);
  });

  it('refuses a module file without exactly one register…Module, and a missing infrastructure module', () => {
    expect(() => registrationOf({ folder: 'tea', exports: { teaRoutes: named('x') } })).toThrow(
      /exactly one register…Module/,
    );
    expect(() =>
      registrationOf({
        folder: 'tea',
        exports: { registerTeaModule: named('a'), registerTeaAdminModule: named('b') },
      }),
    ).toThrow(/exports 2/);
    expect(() => featureModulesInOrder(['health', 'jobs', 'auth'].map(file))).toThrow(/site/);
  });
});
