/**
 * The person as every tool applies them: the unified profile, the medicine cabinet and the
 * avoid-list, read together and turned into one set of rules (person-rules.ts). The label
 * analyzer, barcode results, nutrition, oils, remedies, claims and the assistant all read the
 * person here, so a restriction one tool honours is honoured by all.
 */
import type { CabinetEntry } from '#shared/domain/one-profile';
import type { Db } from '#server/db/client';
import {
  readPersonRules,
  type PersonKnowledge,
  type PersonProfile,
  type PersonRules,
} from '#server/knowledge/person-rules/person-rules';
import { createAvoidListReader } from '#server/modules/ingredients/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader } from './profile.reader';

export interface PersonSources {
  profiles: { findByUserId(userId: string): Promise<unknown> };
  cabinet: { cabinetEntries(userId: string): Promise<CabinetEntry[]> };
  avoidList: { avoidItems(userId: string): Promise<{ name: string; id: string | null }[]> };
}

export function createPersonReaderFrom(sources: PersonSources, knowledge: PersonKnowledge) {
  return {
    async rulesFor(userId: string): Promise<PersonRules> {
      const [profile, cabinet, avoid] = await Promise.all([
        sources.profiles.findByUserId(userId),
        sources.cabinet.cabinetEntries(userId),
        sources.avoidList.avoidItems(userId),
      ]);
      return readPersonRules(knowledge, {
        profile: (profile ?? null) as PersonProfile | null,
        cabinet,
        avoid,
      });
    },
  };
}

export function createPersonReader(
  db: Db,
  knowledge: PersonKnowledge,
  options: { now?: () => Date } = {},
) {
  return createPersonReaderFrom(
    {
      profiles: createProfileReader(db, options),
      cabinet: createMedicationsReader(db),
      avoidList: createAvoidListReader(db),
    },
    knowledge,
  );
}
export type PersonReader = ReturnType<typeof createPersonReaderFrom>;
