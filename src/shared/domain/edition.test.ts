import { describe, expect, it } from 'vitest';
import { EDITION_SUBTITLES, resolveEdition } from './edition';

describe('editions (Health on health.* and localhost, Wellness elsewhere)', () => {
  it('runs the Health edition on health.* and localhost, Wellness elsewhere', () => {
    expect(resolveEdition('health.wellnest.app')).toBe('health');
    expect(resolveEdition('localhost:3000')).toBe('health');
    expect(resolveEdition('wellnest.app')).toBe('wellness');
    expect(resolveEdition('www.health.app')).toBe('wellness');
    expect(resolveEdition('127.0.0.1')).toBe('wellness');
  });
  it('lets EDITION override the host', () => {
    expect(resolveEdition('wellnest.app', 'health')).toBe('health');
  });
  it('has one subtitle per edition', () => {
    expect(EDITION_SUBTITLES).toEqual({
      wellness: 'General Wellness Information',
      health: 'Advanced Health Insights',
    });
  });
});
