import {
  contactMessageInputSchema,
  type ContactMessageInput,
} from '#shared/contracts/contact.contract';
import type { Actor } from '#server/plugins/actor';
import type { ContactRepository } from './contact.repository';

/** Stores a contact message; a signed-in sender's id is kept so support can find the account. */
export function createContactService(repository: ContactRepository) {
  return {
    async submit(actor: Actor | null, input: ContactMessageInput) {
      const message = contactMessageInputSchema.parse(input);
      const row = await repository.insert({ userId: actor?.id ?? null, ...message });
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
