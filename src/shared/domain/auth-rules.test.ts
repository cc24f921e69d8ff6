import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  listPasswordProblems,
  normalizeEmail,
  validateEmail,
  validatePassword,
  validateRegistration,
} from './auth-rules';

describe('email rules', () => {
  it('is required, trimmed and lowercased', () => {
    expect(validateEmail('')).toEqual({ ok: false, message: AUTH_MESSAGES.emailRequired });
    expect(validateEmail('   ')).toEqual({ ok: false, message: AUTH_MESSAGES.emailRequired });
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(validateEmail('  Ada@Example.COM ')).toEqual({ ok: true });
  });
  it('is 5 to 254 characters', () => {
    expect(validateEmail('a@b.')).toEqual({ ok: false, message: AUTH_MESSAGES.emailTooShort });
    expect(validateEmail('a@b.c')).toEqual({ ok: true });
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(254 - local.length - 5)}.com`;
    expect(at254.length).toBe(254);
    expect(validateEmail(at254)).toEqual({ ok: true });
    expect(validateEmail(`a${at254}`)).toEqual({ ok: false, message: AUTH_MESSAGES.emailTooLong });
  });
  it('must match the basic pattern, else "Invalid email format"', () => {
    for (const bad of [
      'plainaddress',
      'abc@def',
      'a b@c.de',
      '@example.com',
      'annie@',
      'ann@@x.io',
    ]) {
      expect(validateEmail(bad)).toEqual({ ok: false, message: 'Invalid email format' });
    }
  });
  it('refuses angle brackets and script-like content', () => {
    for (const bad of [
      '<a>@x.io',
      'javascript:x@y.io',
      'script@x.io',
      'data:x@y.io',
      'vbscript:a@b.io',
    ]) {
      expect(validateEmail(bad).ok).toBe(false);
    }
  });
});

describe('password rules', () => {
  it('is 8 to 128 characters, with a message for each limit', () => {
    expect(validatePassword('Aa1!aaa')).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters long',
    });
    expect(validatePassword('Aa1!aaaa')).toEqual({ ok: true });
    expect(validatePassword(`Aa1!${'x'.repeat(124)}`)).toEqual({ ok: true });
    expect(validatePassword(`Aa1!${'x'.repeat(125)}`)).toEqual({
      ok: false,
      message: 'Password is too long (max 128 characters)',
    });
  });
  it('needs each character class, each with its own message', () => {
    expect(validatePassword('aa1!aaaa')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordNoUppercase,
    });
    expect(validatePassword('AA1!AAAA')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordNoLowercase,
    });
    expect(validatePassword('Aa!!aaaa')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordNoNumber,
    });
    expect(validatePassword('Aa11aaaa')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordNoSpecial,
    });
  });
  it('refuses common patterns whatever the case', () => {
    for (const common of [
      'Password1!',
      'xx123456Aa!',
      'Admin#2024',
      'QWERTY-uiop1',
      'LetMeIn!99',
      'Welcome#2026',
      'Monkey-Bar7',
    ]) {
      expect(validatePassword(common)).toEqual({
        ok: false,
        message: 'Password contains common patterns and is not secure',
      });
    }
  });
  it('lists every problem in order', () => {
    expect(listPasswordProblems('abc')).toEqual([
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.passwordNoUppercase,
      AUTH_MESSAGES.passwordNoNumber,
      AUTH_MESSAGES.passwordNoSpecial,
    ]);
  });
});

describe('registration rules', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'Calm-River-42!',
    confirmPassword: 'Calm-River-42!',
    selectedPlan: 'wellness',
  };
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({ ok: true });
  });
  it('needs a plan and every field', () => {
    expect(validateRegistration({ ...valid, selectedPlan: null }).ok).toBe(false);
    expect(validateRegistration({ ...valid, firstName: ' ' })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.firstNameRequired,
    });
    expect(validateRegistration({ ...valid, lastName: '' })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.lastNameRequired,
    });
    expect(validateRegistration({ ...valid, confirmPassword: '' })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.confirmRequired,
    });
  });
  it('compares the two passwords before the password rules', () => {
    expect(validateRegistration({ ...valid, password: 'weak', confirmPassword: 'weaker' })).toEqual(
      { ok: false, message: 'Passwords do not match' },
    );
    expect(validateRegistration({ ...valid, password: 'weak', confirmPassword: 'weak' })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordTooShort,
    });
  });
});
