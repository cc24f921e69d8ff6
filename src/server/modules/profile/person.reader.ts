/**
 * The person, read once for every tool: the unified profile, the medicine cabinet and the
 * avoid-list, read together into one snapshot (`Person`, ADR 174) with the rules every tool
 * applies (person-rules.ts). The label analyzer, barcode results, nutrition, oils, remedies,
 * claims and the assistant apply its rules; the assistant's profile context, the interaction
 * checker's facts, the labs' personal info and the weekly insight read the rest of it, so a
 * restriction one tool honours is honoured by all and every tool sees the same member.
 */
import type { CabinetEntry } from '#shared/domain/one-profile';
import {
  readPersonRules,
  type PersonKnowledge,
  type PersonRules,
} from '#server/knowledge/person-rules/person-rules';
import { cachedPerUser, type UserCacheGroup } from '#server/lib/user-cache';
import { AVOID_LIST_TABLE } from '#server/modules/ingredients/index';
import { PROFILE_SOURCE_TABLES, type ProfileRow } from './profile.reader';

/** One member as every tool reads them. Shared between requests: callers never mutate it. */
export interface Person {
  /** The unified profile (ADR 022: the cabinet and recent symptoms in it), null before there is one. */
  profile: ProfileRow | null;
  /** The active cabinet as the unified profile lists it, in the order it was filled. */
  cabinet: readonly CabinetEntry[];
  /** The active medicines' names, the last changed first (the assistant's order). */
  activeMedicineNames: readonly string[];
  avoid: readonly { name: string; id: string | null }[];
  /** The rules the food, oil and assistant tools apply (person-rules.ts). */
  rules: PersonRules;
}

export interface PersonSources {
  profiles: { findByUserId(userId: string): Promise<ProfileRow | null> };
  cabinet: {
    activeCabinet(userId: string): Promise<{ entries: CabinetEntry[]; names: string[] }>;
  };
  avoidList: { avoidItems(userId: string): Promise<{ name: string; id: string | null }[]> };
}

export interface PersonReader {
  /** The one person query: the member's snapshot, each tool taking the view it needs. */
  read(userId: string): Promise<Person>;
  /** The person's rules (the snapshot's `rules`). */
  rulesFor(userId: string): Promise<PersonRules>;
}

/** A reader whose rules are the snapshot's: `read` is the only query. */
function personReaderOf(read: (userId: string) => Promise<Person>): PersonReader {
  return { read, rulesFor: async (userId) => (await read(userId)).rules };
}

export function createPersonReaderFrom(
  sources: PersonSources,
  knowledge: PersonKnowledge,
): PersonReader {
  return personReaderOf(async (userId) => {
    const [profile, cabinet, avoid] = await Promise.all([
      sources.profiles.findByUserId(userId),
      sources.cabinet.activeCabinet(userId),
      sources.avoidList.avoidItems(userId),
    ]);
    return {
      profile,
      cabinet: cabinet.entries,
      activeMedicineNames: cabinet.names,
      avoid,
      rules: readPersonRules(knowledge, { profile, cabinet: cabinet.entries, avoid }),
    };
  });
}

/** Every table the person is read from: a change to any of them drops the member's cached person. */
export const PERSON_SOURCE_TABLES = [...PROFILE_SOURCE_TABLES, AVOID_LIST_TABLE] as const;

/**
 * How long a member's person is reused at most. Writes drop it at once (the change feed); time
 * alone changes only the age read from a birth date and which symptoms are recent, which a
 * minute's delay cannot make wrong.
 */
const PERSON_CACHE_TTL_MS = 60_000;

/**
 * The person kept per member between requests (ADR 025's caches): the food log, the label and
 * product checks, the interaction checker and the assistant each read the person on every
 * request, three queries each time (the profile, the cabinet, the avoid-list), and on the embedded
 * database those queries wait their turn on its one connection. The snapshot is shared between
 * requests: callers never mutate it.
 */
export function cachedPersonReader(reader: PersonReader, caches: UserCacheGroup): PersonReader {
  return personReaderOf(
    cachedPerUser(
      caches,
      { dependsOn: PERSON_SOURCE_TABLES, ttlMs: PERSON_CACHE_TTL_MS, maxEntries: 2_000 },
      (userId) => reader.read(userId),
    ),
  );
}

/**
 * The person over the app's readers of the profile, the cabinet and the avoid-list, which the app
 * context builds once (ADR 176) and hands in: the person reads through them rather than its own.
 */
export function createPersonReader(
  readers: {
    profiles: PersonSources['profiles'];
    medications: PersonSources['cabinet'];
    avoidList: PersonSources['avoidList'];
  },
  knowledge: PersonKnowledge,
  options: { caches?: UserCacheGroup } = {},
): PersonReader {
  const reader = createPersonReaderFrom(
    { profiles: readers.profiles, cabinet: readers.medications, avoidList: readers.avoidList },
    knowledge,
  );
  return options.caches ? cachedPersonReader(reader, options.caches) : reader;
}
