/**
 * Client-side checks for the contact form, from the same zod contract the server applies, with
 * one clear message per field.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  contactMessageInputSchema,
  type ContactMessageInput,
} from '#shared/contracts/contact.contract';

export type ContactField = keyof ContactMessageInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;

const TOO_LONG: Record<ContactField, string> = {
  name: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  email: 'Email must be at most 254 characters',
  subject: `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`,
  message: CONTACT_MESSAGES.messageTooLong,
};

export { CONTACT_MESSAGE_MAX };

export function validateContactMessage(input: ContactMessageInput): ContactErrors {
  const result = contactMessageInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !CONTACT_FIELDS.includes(field as ContactField)) continue;
    const key = field as ContactField;
    if (errors[key]) continue; // first problem per field only
    errors[key] = issue.code === 'too_big' ? TOO_LONG[key] : issue.message;
  }
  return errors;
}
