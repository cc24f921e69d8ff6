/**
 * The request bodies of the standard Better Auth endpoints we expose, with our account rules
 * for email and password (length, pattern, common passwords) applied before Better Auth sees them.
 */
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  normalizeEmail,
  validateAccountEmail,
  validatePassword,
} from '../domain/auth-rules';

/** An account's address: RFC 5322, and one the auth library signs in (auth-rules.ts). */
const email = z.string().superRefine((value, ctx) => {
  const result = validateAccountEmail(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
});

export const PLAN_CHOICES = ['wellness', 'wellness_plus'] as const;
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;

/** A password someone chooses: the password rules and their messages (auth-rules.ts). */
const newPassword = z.string().superRefine((value, ctx) => {
  const result = validatePassword(value);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
});

export const signUpBodySchema = z.object({
  email: email.transform(normalizeEmail),
  password: newPassword,
  name: z.string().trim().max(200).optional(),
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  selected_plan: z.enum(PLAN_CHOICES).default('wellness'),
  billing_cycle: z.enum(BILLING_CYCLES).default('monthly'),
  callbackURL: z.string().max(2000).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: z.string().max(300).transform(normalizeEmail),
  password: z.string().max(1000),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(2000).optional(),
});

/** Other sessions always end on a change, so there is no `revokeOtherSessions` to turn off. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(1000),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  selected_plan: z.string().nullish(),
  billing_cycle: z.string().nullish(),
  /** Better Auth's user always carries it; Wellnest never sets one, so it is null. */
  image: z.string().nullish(),
  createdAt: z.union([z.string(), z.date()]).optional(),
  updatedAt: z.union([z.string(), z.date()]).optional(),
});
