import { describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route';
import { appRoutesOf, matchesRoutePath } from './area-files';
import { APP_ROUTES, findRoute } from './route-table';

describe('findRoute', () => {
  it('matches exact paths, with or without a trailing slash', () => {
    expect(findRoute('/pricing')?.path).toBe('/pricing');
    expect(findRoute('/subscription/')?.path).toBe('/subscription');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('matches one :param segment', () => {
    expect(findRoute('/upgrade/lab_uploads')?.path).toBe('/upgrade/:feature');
    expect(findRoute('/upgrade')).toBeUndefined();
    expect(findRoute('/upgrade/a/b')).toBeUndefined();
  });

  it('compares segments one by one', () => {
    expect(matchesRoutePath('/upgrade/:feature', '/upgrade/ocr')).toBe(true);
    expect(matchesRoutePath('/upgrade/:feature', '/upgrade/')).toBe(false);
    expect(matchesRoutePath('/upgrade/:feature', '/upgrades/ocr')).toBe(false);
    expect(matchesRoutePath('/pricing', '/pricing')).toBe(true);
  });
});

describe('appRoutesOf', () => {
  const area = (name: string, ...paths: string[]) => [
    `./routes/${name}/${name}-routes.ts`,
    { [`${name.toUpperCase()}_ROUTES`]: paths.map((path) => ({ path })) },
  ];

  it('puts the marketing area first, then every area by folder name, each in its file order', () => {
    const files = Object.fromEntries([
      area('tracking', '/log', '/mood'),
      area('marketing', '/', '/about'),
      area('account', '/settings'),
    ]);
    expect(appRoutesOf(files).map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/settings',
      '/log',
      '/mood',
    ]);
  });

  it('refuses a routes file without exactly one *_ROUTES export', () => {
    expect(() => appRoutesOf({ './routes/tea/tea-routes.ts': { routes: [] } })).toThrow(
      /must export one \*_ROUTES/,
    );
  });

  it("holds every route of every area's routes file, the home page first", () => {
    const files = import.meta.glob<Record<string, AppRoute[]>>('./routes/*/*-routes.ts', {
      eager: true,
    });
    const everyRoute = Object.values(files).flatMap((module) =>
      Object.entries(module).flatMap(([name, routes]) => (name.endsWith('_ROUTES') ? routes : [])),
    );
    expect(Object.keys(files).length).toBeGreaterThan(15);
    expect(APP_ROUTES).toHaveLength(everyRoute.length);
    for (const route of everyRoute) expect(APP_ROUTES).toContain(route);
    expect(APP_ROUTES[0]?.path).toBe('/');
  });
});
