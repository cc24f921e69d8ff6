import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './safe-redirect';

describe('safeRelativePath (S13)', () => {
  it('keeps same-site paths', () => {
    expect(safeRelativePath('/auth?verified=true')).toBe('/auth?verified=true');
    expect(safeRelativePath('/dashboard')).toBe('/dashboard');
  });
  it('refuses anything that can leave the origin', () => {
    for (const bad of ['//evil.com', '/\\evil.com', 'https://app@evil.com', 'javascript:alert(1)', '%2F%2Fevil.com', '/%2F/evil.com', '/%5Cevil.com', 'evil.com', '/\tevil', '', undefined, null]) {
      expect(safeRelativePath(bad)).toBeNull();
    }
  });
});
