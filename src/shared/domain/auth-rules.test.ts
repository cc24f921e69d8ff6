import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  listPasswordProblems,
  normalizeEmail,
  validateAccountEmail,
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
    // Labels of at most 63 characters (RFC 1035), 254 in all.
    const at254 = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
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
      'data:x@y.io',
      'vbscript:a@b.io',
      '"javascript:alert(1)"@x.io',
      '"<script>"@x.io',
    ]) {
      expect(validateEmail(bad).ok, bad).toBe(false);
    }
    for (const scheme of ['"javascript:alert(1)"@x.io', '"data:text/html"@x.io'])
      expect(validateEmail(scheme)).toEqual({ ok: false, message: AUTH_MESSAGES.emailUnsafe });
  });

  it('accepts what RFC 5322 allows: plus-addressing, every atext character, quoted local parts, subdomains, long and punycode TLDs', () => {
    for (const good of [
      'script@x.io',
      'description@example.com',
      'manuscript.editor@example.org',
      'ada+wellnest@example.com',
      'ada+tag+more@mail.example.com',
      "o'brien@example.co.uk",
      'first.last@a.b.c.d.example.museum',
      'x@mail.example.photography',
      'someone@example.international',
      'user@xn--80ak6aa92e.xn--p1ai',
      'a!b#c$d%e&f*g/h=i?j^k_l`m{n|o}p~q-r@example.com',
      '"john doe"@example.com',
      '"a@b"@example.com',
      '"escaped \\"quote\\""@example.com',
      'a@b.c',
      '123@456.example',
    ]) {
      expect(validateEmail(good), good).toEqual({ ok: true });
    }
  });

  it('refuses what RFC 5322 does not allow (or what no mail reaches)', () => {
    for (const bad of [
      '.ada@example.com',
      'ada.@example.com',
      'a..b@example.com',
      'a(b)@example.com',
      'a,b@example.com',
      'a;b@example.com',
      'a"b@example.com',
      '""@example.com',
      '"unterminated@example.com',
      '"bad \u0001 control"@example.com',
      `${'l'.repeat(65)}@example.com`,
      'ada@-example.com',
      'ada@example-.com',
      `ada@${'l'.repeat(64)}.com`,
      'ada@example..com',
      'ada@example.123',
      'ada@[192.168.0.1]',
      'ada@exa_mple.com',
    ]) {
      expect(validateEmail(bad), bad).toEqual({ ok: false, message: AUTH_MESSAGES.emailInvalid });
    }
  });

  it('keeps account addresses to what the auth library signs in, with its own message', () => {
    for (const good of ['ada+wellnest@example.com', "o'brien@example.co.uk", 'script@x.io'])
      expect(validateAccountEmail(good), good).toEqual({ ok: true });
    for (const rfcOnly of ['"john doe"@example.com', 'a!b@example.com', 'a@b.c', 'u@x.xn--p1ai'])
      expect(validateAccountEmail(rfcOnly), rfcOnly).toEqual({
        ok: false,
        message: AUTH_MESSAGES.emailUnsupported,
      });
    expect(validateAccountEmail('plainaddress')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.emailInvalid,
    });
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
