import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/domain/auth-rules';
import { LOGIN_MESSAGES } from '#shared/domain/auth-errors';
import { queryRows } from '#server/db/client';
import {
  STRONG_PASSWORD,
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  createVerifiedUser,
  latestVerificationLink,
  post,
  readOutbox,
  sessionCookie,
  signUp,
  type TestApp,
} from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('account journey', () => {
  it('signs up, verifies through the outbox link, signs in, reads the session and signs out', async () => {
    const email = 'journey@example.com';
    const created = await signUp(t.app, email);
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({
      email,
      emailVerified: false,
      first_name: 'Test',
      last_name: 'User',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    });

    // Not verified yet: sign-in is refused with the message that asks for the verification link.
    const early = await post(t.app, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: LOGIN_MESSAGES.emailNotConfirmed,
    });

    const verify = await t.app.inject({
      method: 'GET',
      url: await latestVerificationLink(t.app, email),
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/auth?verified=true');
    expect(sessionCookie(verify)).toBeUndefined(); // no auto sign-in from a link

    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: '  Journey@Example.com ',
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie).toBeDefined();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookie! },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email, emailVerified: true, first_name: 'Test' });

    const signOut = await post(t.app, '/api/auth/sign-out', {}, cookie);
    expect(signOut.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookie! },
    });
    expect(after.json()).toBeNull();
    const protectedAfter = await post(t.app, '/api/auth/revoke-sessions', {}, cookie);
    expect(protectedAfter.statusCode).toBe(401);
  });

  it('stores sign-up metadata and ignores fields a client must not set (mass assignment)', async () => {
    const email = 'meta@example.com';
    const response = await post(t.app, '/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      first_name: 'Grace',
      last_name: 'Hopper',
      selected_plan: 'wellness_plus',
      billing_cycle: 'yearly',
      emailVerified: true,
      role: 'admin',
      id: 'chosen-id',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await queryRows<Record<string, unknown>>(
      t.testDb.database.db,
      sql`select id, email_verified, first_name, selected_plan, billing_cycle from users where email = ${email}`,
    );
    expect(row).toMatchObject({
      email_verified: false,
      first_name: 'Grace',
      selected_plan: 'wellness_plus',
      billing_cycle: 'yearly',
    });
    expect(row?.id).not.toBe('chosen-id');
  });

  it('answers a duplicate sign-up like a new one and tells the owner by email instead', async () => {
    const email = 'twice@example.com';
    expect((await signUp(t.app, email)).statusCode).toBe(200);
    const second = await signUp(t.app, email);
    expect(second.statusCode).toBe(200);
    const notice = (await readOutbox(t.app)).find(
      (m) => m.to === email && m.subject === 'You already have a Wellnest account',
    );
    expect(notice?.text).toContain(LOGIN_MESSAGES.userAlreadyRegistered);
  });
});

describe('validation on the server (the shared email and password rules)', () => {
  const cases: Array<[string, string]> = [
    ['short1!A', ''],
    ['Sh0rt!', AUTH_MESSAGES.passwordTooShort],
    [`Aa1!${'x'.repeat(125)}`, AUTH_MESSAGES.passwordTooLong],
    ['lowercase1!', AUTH_MESSAGES.passwordNoUppercase],
    ['UPPERCASE1!', AUTH_MESSAGES.passwordNoLowercase],
    ['NoNumbers!!', AUTH_MESSAGES.passwordNoNumber],
    ['NoSpecial123', AUTH_MESSAGES.passwordNoSpecial],
    ['MyPassword1!', AUTH_MESSAGES.passwordCommon],
    ['Qwerty-Tree9', AUTH_MESSAGES.passwordCommon],
  ];
  it.each(cases.filter(([, message]) => message))(
    'refuses %s with the message of the rule it breaks',
    async (password, message) => {
      const response = await signUp(t.app, 'weak@example.com', password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    },
  );

  it('refuses a malformed or unsafe email with its message and creates nothing', async () => {
    const bad = await signUp(t.app, 'not-an-email');
    expect(bad.json()).toEqual({ code: 'VALIDATION_ERROR', message: AUTH_MESSAGES.emailInvalid });
    const unsafe = await signUp(t.app, '<script>@x.io');
    expect(unsafe.statusCode).toBe(400);
    const rows = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from users where email in ('not-an-email', '<script>@x.io')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('accepts a long password whole: a change after byte 72 must fail sign-in (no truncation)', async () => {
    const long = `Aa1!${'long-pass-phrase-'.repeat(8)}`.slice(0, 120);
    const email = 'long@example.com';
    const cookie = await createVerifiedUser(t.app, email, long);
    expect(cookie).toBeTruthy();
    const altered = `${long.slice(0, 100)}Z${long.slice(101)}`;
    const wrong = await post(t.app, '/api/auth/sign-in/email', { email, password: altered });
    expect(wrong.statusCode).toBe(401);
  });

  it('stores passwords with scrypt, never in clear', async () => {
    const rows = await queryRows<{ password: string }>(
      t.testDb.database.db,
      sql`select password from accounts where password is not null limit 5`,
    );
    for (const { password } of rows) {
      expect(password).not.toContain(STRONG_PASSWORD);
      expect(password).toMatch(/^scrypt\$\d+\$16\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/); // scrypt, its cost, salt and key (password-hash.ts)
    }
  });
});

describe('sign-in errors and brute force (6th failure in 15 min gets 429)', () => {
  it('answers an unknown email and a wrong password alike, with one invalid-credentials message', async () => {
    await createVerifiedUser(t.app, 'known@example.com');
    const wrong = await post(t.app, '/api/auth/sign-in/email', {
      email: 'known@example.com',
      password: 'Wrong-Pass-1!',
    });
    const unknown = await post(t.app, '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Wrong-Pass-1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: LOGIN_MESSAGES.invalidCredentials,
    });
  });

  it('refuses the 6th failure within 15 minutes with 429 and retry-after, for known and unknown emails', async () => {
    const clock = { now: new Date('2026-11-21T10:00:00Z') };
    const local = await createTestApp({}, { now: () => clock.now });
    try {
      await createVerifiedUser(local.app, 'target@example.com');
      for (const email of ['target@example.com', 'ghost@example.com']) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          const response = await post(local.app, '/api/auth/sign-in/email', {
            email,
            password: 'Wrong-Pass-1!',
          });
          expect(response.statusCode).toBe(401);
        }
        const sixth = await post(local.app, '/api/auth/sign-in/email', {
          email,
          password: 'Wrong-Pass-1!',
        });
        expect(sixth.statusCode).toBe(429);
        expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
        expect(sixth.json().code).toBe('TOO_MANY_ATTEMPTS');
      }
      // Even the right password waits while the account is locked.
      const right = await post(local.app, '/api/auth/sign-in/email', {
        email: 'target@example.com',
        password: STRONG_PASSWORD,
      });
      expect(right.statusCode).toBe(429);
      // Another account is not affected.
      await createVerifiedUser(local.app, 'other@example.com');
      // Once the 15-minute window has passed, the right password works again.
      clock.now = new Date(clock.now.getTime() + 15 * 60 * 1000 + 1000);
      const later = await post(local.app, '/api/auth/sign-in/email', {
        email: 'target@example.com',
        password: STRONG_PASSWORD,
      });
      expect(later.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('concurrent sign-ins cannot get past the lockout', () => {
  // A 429 is answered before the password is looked at; any other answer means it was checked.
  const burst = (email: string, passwords: string[]) =>
    Promise.all(
      passwords.map((password) => post(t.app, '/api/auth/sign-in/email', { email, password })),
    );
  const failureRows = async (email: string) => {
    const key = createHash('sha256').update(email).digest('hex');
    const rows = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from sign_in_failures where account_key = ${key}`,
    );
    return rows[0]?.n;
  };

  it('checks at most 5 passwords out of 200 wrong ones sent at once', async () => {
    const email = 'burst200@example.com';
    await createSignedInUser(t.app, email);
    const responses = await burst(email, Array(200).fill('Wrong-Pass-1!') as string[]);
    const checked = responses.filter((r) => r.statusCode !== 429);
    expect(checked.map((r) => r.statusCode)).toEqual(Array(checked.length).fill(401));
    expect(checked.length).toBe(5);
    expect(await failureRows(email)).toBe(5);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('does not sign in a burst of 30 whose last attempt has the right password', async () => {
    const email = 'burst30@example.com';
    await createSignedInUser(t.app, email);
    const passwords = [...(Array(29).fill('Wrong-Pass-1!') as string[]), STRONG_PASSWORD];
    const responses = await burst(email, passwords);
    expect(responses.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(5);
    expect(responses.at(-1)?.statusCode).toBe(429);
    expect(responses.every((r) => sessionCookie(r) === undefined)).toBe(true);
  });

  it('counts each unknown-email attempt the same way, so no address can be probed faster', async () => {
    const responses = await burst(
      'nobody-burst@example.com',
      Array(50).fill('Wrong-Pass-1!') as string[],
    );
    expect(responses.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
  });
});

describe('only the auth endpoints the app uses are exposed', () => {
  const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not found' };

  it("answers our 404 for the library's other endpoints and for unknown paths, signed in or not", async () => {
    const { cookie } = await createSignedInUser(t.app, 'allowlist@example.com');
    const closed: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/verify-password'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/send-verification-email'],
      ['POST', '/api/auth/request-password-reset'],
      ['POST', '/api/auth/sign-in/social'],
      ['GET', '/api/auth/list-accounts'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/no-such-endpoint'],
      ['PUT', '/api/auth/sign-in/email'],
      ['DELETE', '/api/auth/get-session'],
      ['GET', '/api/auth/sign-out/../list-sessions'],
    ];
    for (const [method, url] of closed) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie },
        ...(method === 'GET' ? {} : { payload: { password: STRONG_PASSWORD } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual(NOT_FOUND);
    }
  });

  it('lets no profile field be written through the library (100,000-character name, health_pro plan)', async () => {
    const email = 'mass-assign@example.com';
    const { cookie, id } = await createSignedInUser(t.app, email);
    const response = await post(
      t.app,
      '/api/auth/update-user',
      { first_name: 'x'.repeat(100_000), selected_plan: 'health_pro', name: 'Mallory' },
      cookie,
    );
    expect(response.statusCode).toBe(404);
    const rows = await queryRows<unknown>(
      t.testDb.database.db,
      sql`select name, first_name, selected_plan from users where id = ${id}`,
    );
    expect(rows[0]).toEqual({
      name: 'Test User',
      first_name: 'Test',
      selected_plan: 'wellness',
    });
  });
});

describe('password change (our route: the sign-up password rules, the lockout, other sessions end)', () => {
  const NEW_PASSWORD = 'Quiet-Lake-77?';
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    post(t.app, '/api/auth/change-password', { currentPassword, newPassword }, cookie);
  const sessionOf = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
    ).json();
  const signIn = (email: string, password: string) =>
    post(t.app, '/api/auth/sign-in/email', { email, password });

  it("refuses a new password that breaks the sign-up rules, with the rule's message, and keeps the old one", async () => {
    const email = 'weak-change@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    for (const [password, message] of [
      ['password', AUTH_MESSAGES.passwordNoUppercase],
      ['MyPassword1!', AUTH_MESSAGES.passwordCommon],
      ['Sh0rt!', AUTH_MESSAGES.passwordTooShort],
      [`Aa1!${'x'.repeat(125)}`, AUTH_MESSAGES.passwordTooLong],
    ] as const) {
      const response = await change(cookie, STRONG_PASSWORD, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password and ends every other session; the session that asked goes on', async () => {
    const email = 'change@example.com';
    const { cookie: current } = await createSignedInUser(t.app, email);
    const other = sessionCookie(await signIn(email, STRONG_PASSWORD))!;
    expect((await sessionOf(other))?.user.email).toBe(email);

    const response = await change(current, STRONG_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email });

    expect(await sessionOf(other)).toBeNull();
    expect((await post(t.app, '/api/auth/revoke-sessions', {}, other)).statusCode).toBe(401);
    // The session that changed the password is re-issued: the new cookie is the one that works.
    const reissued = sessionCookie(response);
    expect(reissued).toBeDefined();
    expect(reissued).not.toBe(current);
    expect((await sessionOf(reissued!))?.user.email).toBe(email);

    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password in the sign-in lockout', async () => {
    const email = 'guess-current@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await change(cookie, `Wrong-Pass-${attempt}!`, NEW_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('INVALID_PASSWORD');
    }
    const sixth = await change(cookie, STRONG_PASSWORD, NEW_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // One count per account: sign-in is locked too, and the password did not change.
    expect((await signIn(email, STRONG_PASSWORD)).statusCode).toBe(429);
  });

  it('checks at most 5 current passwords out of 40 wrong ones sent at once', async () => {
    const email = 'burst-change@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => change(cookie, `Wrong-Pass-${i}!`, NEW_PASSWORD)),
    );
    expect(responses.filter((r) => r.statusCode !== 429).length).toBe(5);
  });
});

describe('email verification tokens (single-use, expiring, unguessable)', () => {
  it('works once: the second use of a link gets 400', async () => {
    const email = 'once@example.com';
    await signUp(t.app, email);
    const link = await latestVerificationLink(t.app, email);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(302);
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_ALREADY_USED');
  });

  it('signs in the browser that signed up when it opens the link, and no other (ADR 004 addendum)', async () => {
    /** Signs up and answers the browser's mark ('name=value') and the account's link. */
    const signUpHere = async (email: string) => {
      const created = await signUp(t.app, email);
      const marks = [created.headers['set-cookie']]
        .flat()
        .filter((c): c is string => typeof c === 'string' && c.startsWith('wellnest.verify_here='));
      expect(marks).toHaveLength(1);
      expect(marks[0]).toMatch(/HttpOnly/);
      expect(marks[0]).toMatch(/Path=\/api\/auth\/verify-email/);
      return { mark: marks[0]!.split(';')[0]!, link: await latestVerificationLink(t.app, email) };
    };
    const open = (link: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: link, headers: { cookie } });

    // Another account's mark in the browser (a forwarded link): verified, not signed in.
    const a = await signUpHere('same-browser-a@example.com');
    const b = await signUpHere('same-browser-b@example.com');
    const forwarded = await open(a.link, b.mark);
    expect(forwarded.statusCode).toBe(302);
    expect(sessionCookie(forwarded)).toBeUndefined();

    // A mark whose signature was changed: verified, not signed in.
    const c = await signUpHere('same-browser-c@example.com');
    const tampered = await open(c.link, `${c.mark.slice(0, -3)}xyz`);
    expect(tampered.statusCode).toBe(302);
    expect(sessionCookie(tampered)).toBeUndefined();

    // The browser that signed up: signed in by the link, the mark cleared.
    const d = await signUpHere('same-browser-d@example.com');
    const verify = await open(d.link, d.mark);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/auth?verified=true');
    const session = sessionCookie(verify);
    expect(session).toBeDefined();
    expect([verify.headers['set-cookie']].flat().join('\n')).toMatch(
      /wellnest\.verify_here=; Max-Age=0/,
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: session! },
    });
    expect(me.json().user).toMatchObject({
      email: 'same-browser-d@example.com',
      emailVerified: true,
    });
  });

  it('refuses an expired token and a forged one with 4xx, leaving the user unverified', async () => {
    const email = 'expired@example.com';
    await signUp(t.app, email);
    const secret = new TextEncoder().encode(t.config.authSecret);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(secret);
    const expiredResponse = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${expired}&callbackURL=%2Fauth%3Fverified%3Dtrue`,
    });
    expect(expiredResponse.statusCode).toBe(400);
    expect(expiredResponse.json().code).toBe('TOKEN_EXPIRED');

    const forged = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const forgedResponse = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${forged}`,
    });
    expect(forgedResponse.statusCode).toBe(400);

    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('shows a page, not JSON, to a person who clicks a used link', async () => {
    const email = 'page@example.com';
    await signUp(t.app, email);
    const link = await latestVerificationLink(t.app, email);
    await t.app.inject({ method: 'GET', url: link });
    const again = await t.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link was already used');
  });
});

describe('session cookie (HttpOnly, SameSite=Lax, new at sign-in)', () => {
  it('is HttpOnly and SameSite=Lax, at least 128 bits, renewed at each sign-in, and not stored raw', async () => {
    const email = 'cookie@example.com';
    const first = await createVerifiedUser(t.app, email);
    const second = sessionCookie(
      await post(t.app, '/api/auth/sign-in/email', { email, password: STRONG_PASSWORD }),
    );
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const response = await post(t.app, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('wellnest.session_token='))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i); // http in tests; production is covered below

    const value = decodeURIComponent(header.split(';')[0]!.split('=').slice(1).join('='));
    const [token] = value.split('.');
    expect(token!.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
    const stored = await queryRows<{ token: string }>(
      t.testDb.database.db,
      sql`select token from sessions`,
    );
    const tokens = stored.map((r) => r.token);
    expect(tokens).not.toContain(value); // the cookie carries a signature the database never holds
  });

  it('is Secure in production', async () => {
    const sent: Array<{ to: string; text: string }> = [];
    const prod = await createTestApp(
      {
        APP_ENV: 'production',
        APP_URL: TEST_ORIGIN,
        // Made at run time: production refuses a secret written in the repository.
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
        SMTP_URL: 'smtp://127.0.0.1:1',
        // Production requires a scrape token for /metrics (ADR 046).
        METRICS_TOKEN: randomBytes(24).toString('base64url'),
      },
      { mailer: { kind: 'smtp', send: async (m) => void sent.push(m) } },
    );
    try {
      const email = 'prod@example.com';
      expect((await signUp(prod.app, email)).statusCode).toBe(200);
      const link = new URL(sent.find((m) => m.to === email)!.text.match(/https?:\/\/\S+/)![0]);
      expect(
        (await prod.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` }))
          .statusCode,
      ).toBe(302);
      const signIn = await post(prod.app, '/api/auth/sign-in/email', {
        email,
        password: STRONG_PASSWORD,
      });
      const header = ([] as string[])
        .concat(signIn.headers['set-cookie'] ?? [])
        .find((c) => c.includes('session_token='));
      expect(header).toMatch(/^__Secure-wellnest\.session_token=/);
      expect(header).toMatch(/Secure/);
      // The dev outbox does not exist in production.
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});

describe('no session means 401', () => {
  const protectedRoutes: Array<{ method: 'GET' | 'POST'; url: string }> = [
    { method: 'POST', url: '/api/auth/revoke-sessions' },
    { method: 'POST', url: '/api/auth/change-password' },
  ];
  const cookies: Record<string, string | undefined> = {
    none: undefined,
    random: 'wellnest.session_token=Zm9vYmFy.c2lnbmF0dXJl',
    tampered: undefined,
  };

  beforeAll(async () => {
    const real = await createVerifiedUser(t.app, 's4@example.com');
    cookies.tampered = `${real.slice(0, -3)}abc`;
  });

  for (const route of protectedRoutes) {
    for (const kind of Object.keys(cookies)) {
      it(`${route.method} ${route.url} with ${kind} cookie → 401`, async () => {
        const cookie = cookies[kind];
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(route.method === 'POST'
            ? { payload: { name: 'x', currentPassword: 'a', newPassword: 'b' } }
            : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(Object.keys(response.json() ?? {}).sort()).toEqual(['code', 'message']);
      });
    }
  }

  it('get-session answers null, with no user data, for a tampered cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookies.tampered! },
    });
    expect(response.json()).toBeNull();
  });
});

describe('no session token in JSON bodies (ADR 080)', () => {
  /** The raw token of a session cookie (`<token>.<signature>`, URL-encoded). */
  const tokenOf = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;

  it('sets the cookie but never writes the token into sign-in, get-session or change-password', async () => {
    const email = 'no-token+body@example.com';
    expect((await signUp(t.app, email)).json()).not.toHaveProperty('token');
    await t.app.inject({ method: 'GET', url: await latestVerificationLink(t.app, email) });
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn)!;
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(signIn.json()).not.toHaveProperty('token');
    expect(signIn.body).not.toContain(token);

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json().session.id).toBeTruthy();
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(token);

    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Brand-New-Lake-93?' },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = sessionCookie(changed)!;
    expect(renewed).toBeDefined();
    expect(changed.json()).not.toHaveProperty('token');
    expect(changed.body).not.toContain(tokenOf(renewed));
    // The cookie alone carries the session.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: renewed },
    });
    expect(after.json().user.email).toBe(email);
  });
});

describe('email addresses as RFC 5322 allows (ADR 080)', () => {
  it.each([
    'script.writer@example.com',
    'ada+wellnest@example.com',
    "o'brien@mail.example.co.uk",
    'someone@example.photography',
  ])('signs up, verifies and signs in %s', async (email) => {
    const created = await signUp(t.app, email);
    expect(created.statusCode, created.body).toBe(200);
    const verify = await t.app.inject({
      method: 'GET',
      url: await latestVerificationLink(t.app, email),
    });
    expect(verify.statusCode).toBe(302);
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('refuses an address the auth library could never sign in, with a clear message', async () => {
    const response = await signUp(t.app, '"john doe"@example.com');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(AUTH_MESSAGES.emailUnsupported);
  });
});

describe('the verification link is never indexed', () => {
  it('answers X-Robots-Tag: noindex whether it works or not', async () => {
    const email = 'noindex-link@example.com';
    await signUp(t.app, email);
    const link = await latestVerificationLink(t.app, email);
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers['x-robots-tag']).toContain('noindex');
    const again = await t.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-robots-tag']).toContain('noindex');
  });
});
