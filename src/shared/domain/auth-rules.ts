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
  emailUnsupported:
    "Wellnest accounts cannot use this address yet: use letters, digits and . _ ' + - before the @, and a domain ending in letters",
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

/** RFC 5321's limit on the part before the @. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/*
 * RFC 5322's addr-spec, within reason: the local part is a dot-atom (atext: letters, digits and
 * ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots only between them) or a quoted string of printable
 * characters (a quote or backslash escaped); no comments, folding or obsolete forms. The domain
 * is two or more DNS labels (RFC 1035: letters, digits and inner hyphens, 63 at most) ending in an
 * alphabetic or punycode top-level label of any length; no address literals. The input is already
 * lowercased.
 */
const ATEXT = "[a-z0-9!#$%&'*+/=?^_`{|}~-]";
const DOT_ATOM_LOCAL = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`);
const QUOTED_LOCAL = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])+"$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{1,63}|xn--[a-z0-9-]{1,59})$/;
/*
 * The spec's 'script content': a URL scheme that runs or embeds (javascript:, vbscript:, data:),
 * which only a quoted local part could hold, and angle brackets (so no tag). A word such as
 * 'description' or 'manuscript' in an address is not script.
 */
const UNSAFE_EMAIL_CONTENT = /[<>]|(?:java|vb)script:|data:/i;

function isRfc5322Address(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return false;
  if (!DOT_ATOM_LOCAL.test(local) && !QUOTED_LOCAL.test(local)) return false;
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LABEL.test(labels[labels.length - 1]!)
  );
}

/*
 * What the auth library (Better Auth 1.7's sign-up and sign-in check, zod's email pattern) takes:
 * an account address must also pass it, or its owner could never sign in (ADR 080).
 */
const ACCOUNT_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([a-z0-9_'+\-.]*)[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/;

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
  if (!isRfc5322Address(email)) return { ok: false, message: AUTH_MESSAGES.emailInvalid };
  return { ok: true };
}

/** An address an account may have: a valid one (above) that the auth library also takes. */
export function validateAccountEmail(raw: string | undefined | null): RuleResult {
  const valid = validateEmail(raw);
  if (!valid.ok) return valid;
  if (!ACCOUNT_EMAIL_PATTERN.test(normalizeEmail(raw ?? '')))
    return { ok: false, message: AUTH_MESSAGES.emailUnsupported };
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
  const email = validateAccountEmail(input.email);
  if (!email.ok) return email;
  if (!input.password) return { ok: false, message: AUTH_MESSAGES.passwordRequired };
  if (!input.confirmPassword) return { ok: false, message: AUTH_MESSAGES.confirmRequired };
  if (input.password !== input.confirmPassword) {
    return { ok: false, message: AUTH_MESSAGES.passwordsDoNotMatch };
  }
  return validatePassword(input.password);
}
