import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, safeRelativePath } from './safe-redirect';

describe('safeRelativePath (redirect allow-list)', () => {
  it('keeps same-site paths', () => {
    expect(safeRelativePath('/auth?verified=true')).toBe('/auth?verified=true');
    expect(safeRelativePath('/dashboard')).toBe('/dashboard');
  });
  it('refuses anything that can leave the origin', () => {
    for (const bad of [
      '//evil.com',
      '/\\evil.com',
      'https://app@evil.com',
      'javascript:alert(1)',
      '%2F%2Fevil.com',
      '/%2F/evil.com',
      '/%5Cevil.com',
      'evil.com',
      '/\tevil',
      '',
      undefined,
      null,
    ]) {
      expect(safeRelativePath(bad)).toBeNull();
    }
  });
});

describe('safeRedirectTarget (redirect allow-list)', () => {
  const origins = ['https://app.wellnest.test', 'http://localhost:5173'];
  it('keeps same-site paths and URLs on an allowed origin', () => {
    for (const good of [
      '/subscription-success?pending=true',
      '/pricing',
      'https://app.wellnest.test/subscription-success?pending=true',
      'https://app.wellnest.test',
      'http://localhost:5173/subscription-cancel',
      'https://app.wellnest.test/done?session_id={CHECKOUT_SESSION_ID}',
    ]) {
      expect(safeRedirectTarget(good, origins)).toBe(good);
    }
  });
  it('refuses every target that can leave the allowed origins', () => {
    const bad = [
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://app@evil.com',
      'https://app.wellnest.test@evil.com',
      'https://user:pw@app.wellnest.test/x',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '%2F%2Fevil.com',
      '/%2F/evil.com',
      '/%2f%2fevil.com',
      '/%5Cevil.com',
      '/%5cevil.com',
      '%2f%2fevil.com',
      'https:%2F%2Fevil.com',
      'https://app.wellnest.test/%2F%2Fevil.com',
      'https://app.wellnest.test.evil.com/',
      'https://evil.com/https://app.wellnest.test',
      'https://evil.com',
      'http://app.wellnest.test/',
      'HTTPS://APP.WELLNEST.TEST/x',
      'https://app.wellnest.test:444/',
      'https:evil.com',
      'https:/evil.com',
      'evil.com',
      ' https://app.wellnest.test/',
      'https://app.wellnest.test/\nx',
      '/\tevil',
      '/ok\r\nSet-Cookie:x',
      'ftp://app.wellnest.test/',
      `/${'a'.repeat(2048)}`,
      '',
      null,
      undefined,
    ];
    for (const target of bad)
      expect(safeRedirectTarget(target, origins), String(target)).toBeNull();
  });
  it('refuses random strings that are not ours', () => {
    for (let i = 0; i < 200; i += 1) {
      const random = Array.from({ length: 12 }, () =>
        String.fromCharCode(32 + Math.floor(Math.random() * 95)),
      ).join('');
      const accepted = safeRedirectTarget(random, origins);
      if (accepted !== null)
        expect(accepted.startsWith('/') && !accepted.startsWith('//')).toBe(true);
    }
  });
});
