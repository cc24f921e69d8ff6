import type { DisclaimerAcknowledgement } from '#shared/contracts/disclaimer.contract';
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
    async get(actorUserId: string): Promise<DisclaimerAcknowledgement> {
      return view(await repository.findAcknowledgedAt(actorUserId));
    },

    async acknowledge(actorUserId: string): Promise<DisclaimerAcknowledgement> {
      await repository.acknowledge(actorUserId, now());
      return view(await repository.findAcknowledgedAt(actorUserId));
    },
  };
}
export type DisclaimerService = ReturnType<typeof createDisclaimerService>;
