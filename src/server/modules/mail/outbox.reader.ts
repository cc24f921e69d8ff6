/** The outbox as other modules read it: the dev outbox viewer lists the captured mail, newest first. */
import { createOutboxRepository } from './outbox.repository';

export function createOutboxReader(db: Parameters<typeof createOutboxRepository>[0]) {
  const repository = createOutboxRepository(db);
  return { listNewestFirst: () => repository.listNewestFirst() };
}
export type OutboxReader = ReturnType<typeof createOutboxReader>;
