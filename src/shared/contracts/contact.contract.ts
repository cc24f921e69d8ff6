import { z } from 'zod';
import { EMAIL_MAX_LENGTH, validateEmail, normalizeEmail } from '../domain/auth-rules';

/** Free text is at most 1000 characters, as everywhere in the product. */
export const CONTACT_MESSAGE_MAX = 1000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
} as const;

export const contactMessageInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string()
    // A little slack for spaces the transform trims; validateEmail holds the real limit.
    .max(EMAIL_MAX_LENGTH + 10, CONTACT_MESSAGES.emailTooLong)
    .superRefine((value, ctx) => {
      const result = validateEmail(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    })
    .transform(normalizeEmail),
  subject: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
