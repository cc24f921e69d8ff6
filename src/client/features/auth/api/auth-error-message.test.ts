import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { LOGIN_MESSAGES } from '#shared/domain/auth-errors';
import { authErrorMessage, retryHint } from './auth-error-message';

describe('authErrorMessage', () => {
  it('maps known codes to the sign-in and sign-up messages and keeps other service messages', () => {
    expect(authErrorMessage(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'x'), 'sign-in')).toBe(
      LOGIN_MESSAGES.invalidCredentials,
    );
    expect(authErrorMessage(new ApiError(422, 'USER_ALREADY_EXISTS', 'x'), 'sign-up')).toBe(
      LOGIN_MESSAGES.userAlreadyRegistered,
    );
    expect(
      authErrorMessage(new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'), 'sign-up'),
    ).toBe('Password too short');
  });

  it('hides raw server failures behind the generic message', () => {
    expect(authErrorMessage(new ApiError(502, 'HTTP_502', 'Bad Gateway'), 'sign-in')).toBe(
      LOGIN_MESSAGES.unexpected,
    );
    expect(authErrorMessage('boom', 'sign-in')).toBe(LOGIN_MESSAGES.unexpected);
  });

  it('adds how long to wait when rate limited', () => {
    expect(
      authErrorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down', 61), 'sign-in'),
    ).toBe(`${LOGIN_MESSAGES.tooManyAttempts} Try again in 2 minutes.`);
    expect(authErrorMessage(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'), 'sign-in')).toBe(
      LOGIN_MESSAGES.tooManyAttempts,
    );
    expect(retryHint(30)).toBe('Try again in 1 minute.');
  });
});
