import { z } from 'zod';
import { EMAIL_MAX_LENGTH, validateEmail, normalizeEmail } from '../domain/auth-rules';

/** Free text is at most 1000 characters, as everywhere in the product. */
export const CONTACT_MESSAGE_MAX = 1000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
} as const;

export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(100),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH + 10)
    .superRefine((value, ctx) => {
      const result = validateEmail(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    })
    .transform(normalizeEmail),
  subject: z.string().trim().min(1, CONTACT_MESSAGES.subjectRequired).max(150),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
