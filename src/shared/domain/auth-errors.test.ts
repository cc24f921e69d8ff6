import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, toLoginMessage } from './auth-errors';

describe('login and signup error messages', () => {
  it('maps codes and the hosted-backend phrases to the sign-in and sign-up messages', () => {
    expect(toLoginMessage({ code: 'EMAIL_NOT_VERIFIED' })).toBe(
      'Please check your email and click the verification link before logging in.',
    );
    expect(toLoginMessage({ message: 'Email not confirmed' })).toBe(
      LOGIN_MESSAGES.emailNotConfirmed,
    );
    expect(toLoginMessage({ code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(toLoginMessage({ message: 'Invalid login credentials' })).toBe(
      LOGIN_MESSAGES.invalidCredentials,
    );
    expect(toLoginMessage({ message: 'User already registered' })).toBe(
      'An account with this email already exists. Please try logging in instead.',
    );
    expect(toLoginMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      LOGIN_MESSAGES.userAlreadyRegistered,
    );
    expect(toLoginMessage({ code: 'INVALID_TOKEN' })).toBe(
      'There was an issue with email verification. Please try logging in.',
    );
  });
  it('keeps other service messages, and falls back for empty ones', () => {
    expect(toLoginMessage({ code: 'SOMETHING', message: 'Service said no' })).toBe(
      'Service said no',
    );
    expect(toLoginMessage({})).toBe('An unexpected error occurred. Please try again.');
  });
});
