/**
 * Client-side checks for the contact form: the same zod contract the server applies, through the
 * shared form helper, with one clear message per field.
 */
import { validateForm, type FieldErrors } from '#client/lib/form-validation';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageInputSchema,
  type ContactMessageInput,
} from '#shared/contracts/contact.contract';

export type ContactField = keyof ContactMessageInput;
export type ContactErrors = FieldErrors<ContactField>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export { CONTACT_MESSAGE_MAX };

export function validateContactMessage(input: ContactMessageInput): ContactErrors {
  return validateForm(contactMessageInputSchema, input).errors;
}
