/** Which cookie the session cache is keyed by: ours, with or without production's __Secure- prefix. */
import { describe, expect, it } from 'vitest';
import { sessionCookieValue } from './session';

describe('sessionCookieValue', () => {
  it('finds the session cookie among others, with or without the __Secure- prefix', () => {
    expect(sessionCookieValue('a=1; wellnest.session_token=tok.sig%3D; b=2')).toBe('tok.sig='); // decoded, as the auth library reads it;
    expect(sessionCookieValue('__Secure-wellnest.session_token=tok.sig')).toBe('tok.sig');
  });

  it('answers null without one, or for an empty or look-alike cookie', () => {
    expect(sessionCookieValue(undefined)).toBeNull();
    expect(sessionCookieValue('theme=dark')).toBeNull();
    expect(sessionCookieValue('wellnest.session_token=')).toBeNull();
    expect(sessionCookieValue('xwellnest.session_token=tok.sig')).toBeNull();
  });
});
