/** POST /api/contact: sends a message to the support inbox. Answers 201 with the stored id. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { ContactMessageInput } from '#shared/contracts/contact.contract';

export interface ContactMessageCreated {
  id: string;
  createdAt: string;
}

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return apiRequest<ContactMessageCreated>('/api/contact', {
    method: 'POST',
    body: { name: input.name, email: input.email, subject: input.subject, message: input.message },
  });
}

export function useSendContactMessage() {
  // Never retried automatically: a retry after a lost response would send the message twice.
  return useMutation({ mutationFn: sendContactMessage, retry: false });
}
