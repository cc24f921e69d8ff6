/**
 * Account validation rules: email, password and registration, each with its exact message.
 * Pure functions shared by the register form and the server, so both refuse the same input
 * with the same words.
 */

export const EMAIL_MIN_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooShort: `Email must be at least ${EMAIL_MIN_LENGTH} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  emailInvalid: 'Invalid email format',
  emailUnsafe: 'Email contains invalid characters',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password is too long (max 128 characters)',
  passwordNoUppercase: 'Password must contain at least one uppercase letter',
  passwordNoLowercase: 'Password must contain at least one lowercase letter',
  passwordNoNumber: 'Password must contain at least one number',
  passwordNoSpecial: 'Password must contain at least one special character',
  passwordCommon: 'Password contains common patterns and is not secure',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  planRequired: 'Please choose a plan to continue',
} as const;

// The basic pattern: something@something.tld with no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UNSAFE_EMAIL_CONTENT = /[<>]|javascript:|script|data:|vbscript:/i;

/** Trims and lowercases before any check, so ' A@x.com' and 'a@x.com' are one account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export type RuleResult = { ok: true } | { ok: false; message: string };

export function validateEmail(raw: string | undefined | null): RuleResult {
  const email = normalizeEmail(raw ?? '');
  if (email.length === 0) return { ok: false, message: AUTH_MESSAGES.emailRequired };
  if (email.length < EMAIL_MIN_LENGTH) return { ok: false, message: AUTH_MESSAGES.emailTooShort };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, message: AUTH_MESSAGES.emailTooLong };
  if (UNSAFE_EMAIL_CONTENT.test(email)) return { ok: false, message: AUTH_MESSAGES.emailUnsafe };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: AUTH_MESSAGES.emailInvalid };
  return { ok: true };
}

/**
 * Common patterns ('password, 123456, admin, qwerty, letmein, welcome, monkey and
 * others'). Matched as substrings, case-insensitively, so 'Password1!' is refused too.
 */
export const COMMON_PASSWORD_PATTERNS = [
  'password',
  'passw0rd',
  '123456',
  '12345678',
  'qwerty',
  'admin',
  'letmein',
  'welcome',
  'monkey',
  'abc123',
  'iloveyou',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  '111111',
  '000000',
] as const;

/** Every password problem, in a fixed order so the first message is always the same one. */
export function listPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(AUTH_MESSAGES.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(AUTH_MESSAGES.passwordTooLong);
  if (!/[A-Z]/.test(password)) problems.push(AUTH_MESSAGES.passwordNoUppercase);
  if (!/[a-z]/.test(password)) problems.push(AUTH_MESSAGES.passwordNoLowercase);
  if (!/[0-9]/.test(password)) problems.push(AUTH_MESSAGES.passwordNoNumber);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(AUTH_MESSAGES.passwordNoSpecial);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORD_PATTERNS.some((pattern) => lower.includes(pattern))) {
    problems.push(AUTH_MESSAGES.passwordCommon);
  }
  return problems;
}

export function validatePassword(password: string | undefined | null): RuleResult {
  const [first] = listPasswordProblems(password ?? '');
  return first === undefined ? { ok: true } : { ok: false, message: first };
}

export type PlanChoice = 'wellness' | 'wellness_plus';
export type BillingCycle = 'monthly' | 'yearly';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  selectedPlan?: string | null;
}

/**
 * Registration order: the two passwords are compared first, then the first password
 * error is shown; required fields and the plan are checked before either.
 */
export function validateRegistration(input: RegistrationInput): RuleResult {
  if (!input.selectedPlan) return { ok: false, message: AUTH_MESSAGES.planRequired };
  if (!input.firstName.trim()) return { ok: false, message: AUTH_MESSAGES.firstNameRequired };
  if (!input.lastName.trim()) return { ok: false, message: AUTH_MESSAGES.lastNameRequired };
  const email = validateEmail(input.email);
  if (!email.ok) return email;
  if (!input.password) return { ok: false, message: AUTH_MESSAGES.passwordRequired };
  if (!input.confirmPassword) return { ok: false, message: AUTH_MESSAGES.confirmRequired };
  if (input.password !== input.confirmPassword) {
    return { ok: false, message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  return validatePassword(input.password);
}
