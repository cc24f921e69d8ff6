import { describe, expect, it } from 'vitest';
import { findRoute, matchesRoutePath } from './route-table';

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
