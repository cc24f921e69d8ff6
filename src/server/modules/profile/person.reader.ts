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
import { cachedPerUser, type UserCacheGroup } from '#server/lib/user-cache';
import { AVOID_LIST_TABLE, createAvoidListReader } from '#server/modules/ingredients/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader, PROFILE_SOURCE_TABLES } from './profile.reader';

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

export type PersonReader = ReturnType<typeof createPersonReaderFrom>;

/** Every table the person is read from: a change to any of them drops the member's cached rules. */
export const PERSON_SOURCE_TABLES = [...PROFILE_SOURCE_TABLES, AVOID_LIST_TABLE] as const;

/**
 * How long a member's rules are reused at most. Writes drop them at once (the change feed); time
 * alone changes only the age read from a birth date, which a minute's delay cannot make wrong.
 */
const PERSON_CACHE_TTL_MS = 60_000;

/**
 * The person kept per member between requests (ADR 025's caches): the food log, the label and
 * product checks and the assistant each read the person on every request, three queries each time
 * (the profile, the cabinet, the avoid-list), and on the embedded database those queries wait
 * their turn on its one connection. The rules are shared between requests: callers never mutate
 * them.
 */
export function cachedPersonReader(reader: PersonReader, caches: UserCacheGroup): PersonReader {
  const rulesFor = cachedPerUser(
    caches,
    { dependsOn: PERSON_SOURCE_TABLES, ttlMs: PERSON_CACHE_TTL_MS, maxEntries: 2_000 },
    (userId) => reader.rulesFor(userId),
  );
  return { rulesFor };
}

export function createPersonReader(
  db: Db,
  knowledge: PersonKnowledge,
  options: { now?: () => Date; caches?: UserCacheGroup } = {},
): PersonReader {
  const reader = createPersonReaderFrom(
    {
      profiles: createProfileReader(db, { now: options.now }),
      cabinet: createMedicationsReader(db),
      avoidList: createAvoidListReader(db),
    },
    knowledge,
  );
  return options.caches ? cachedPersonReader(reader, options.caches) : reader;
}
