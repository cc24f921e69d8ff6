import { describe, expect, it } from 'vitest';
import { isSameSitePath, postLoginPath, withSubscriptionSetup } from './use-post-login-path';

const params = (query = '') => new URLSearchParams(query);

describe('postLoginPath', () => {
  it('prefers returnTo=pricing, then the guarded page, then the dashboard', () => {
    expect(postLoginPath(params('returnTo=pricing'), { from: '/mood' })).toBe('/pricing');
    expect(postLoginPath(params(), { from: '/mood?range=week' })).toBe('/mood?range=week');
    expect(postLoginPath(params(), null)).toBe('/dashboard');
    expect(postLoginPath(params('returnTo=https://evil.example'), null)).toBe('/dashboard');
  });

  it('never follows a path to another site', () => {
    for (const from of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tx',
      42,
    ]) {
      expect(isSameSitePath(from)).toBe(false);
      expect(postLoginPath(params(), { from })).toBe('/dashboard');
    }
    expect(postLoginPath(params(), { from: '/login' })).toBe('/dashboard');
  });
});

describe('withSubscriptionSetup', () => {
  it('sends premium and pro sign-ups to the subscription setup screen instead of the dashboard', () => {
    expect(withSubscriptionSetup('/dashboard', 'premium')).toBe('/subscription-setup');
    expect(withSubscriptionSetup('/dashboard', 'pro')).toBe('/subscription-setup');
    expect(withSubscriptionSetup('/dashboard', 'wellness_plus')).toBe('/dashboard');
    expect(withSubscriptionSetup('/dashboard', null)).toBe('/dashboard');
    expect(withSubscriptionSetup('/pricing', 'premium')).toBe('/pricing');
    expect(withSubscriptionSetup('/mood', 'pro')).toBe('/mood');
  });
});
