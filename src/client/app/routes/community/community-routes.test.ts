import { describe, expect, it } from 'vitest';
import { COMMUNITY_PAGES } from './community-pages';
import { COMMUNITY_ROUTES } from './community-routes';

describe('community routes', () => {
  it('has a page in the one lazy chunk for every route but the new thread, and no page without a route', () => {
    expect(Object.keys(COMMUNITY_PAGES).sort()).toEqual(
      COMMUNITY_ROUTES.map((route) => route.path)
        .filter((path) => path !== '/community/new')
        .sort(),
    );
    for (const page of Object.values(COMMUNITY_PAGES)) expect(typeof page).toBe('function');
  });
});
