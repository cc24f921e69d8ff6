import type { DisclaimerAcknowledgement } from '#shared/contracts/disclaimer.contract';
import type { Actor } from '#server/plugins/actor';
import type { DisclaimerRepository } from './disclaimer.repository';

function view(acknowledgedAt: Date | null): DisclaimerAcknowledgement {
  return {
    acknowledged: acknowledgedAt !== null,
    acknowledged_at: acknowledgedAt?.toISOString() ?? null,
  };
}

/** The welcome disclaimer, asked once per account (the acting user's own row only). */
export function createDisclaimerService(
  repository: DisclaimerRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async get(actor: Actor): Promise<DisclaimerAcknowledgement> {
      return view(await repository.findAcknowledgedAt(actor.id));
    },

    async acknowledge(actor: Actor): Promise<DisclaimerAcknowledgement> {
      await repository.acknowledge(actor.id, now());
      return view(await repository.findAcknowledgedAt(actor.id));
    },
  };
}
export type DisclaimerService = ReturnType<typeof createDisclaimerService>;
