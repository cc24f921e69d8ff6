/**
 * The person kept per member (cachedPersonReader): one snapshot, read once while nothing of theirs
 * changes, read again after a write to any table the person is made from (the profile, the
 * cabinet, the avoid-list), and never another member's.
 */
import { describe, expect, it } from 'vitest';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import { createUserCacheGroup } from '#server/lib/user-cache';
import { manualFeed } from '../../../../tests/setup/manual-change-feed';
import {
  cachedPersonReader,
  PERSON_SOURCE_TABLES,
  type Person,
  type PersonReader,
} from './person.reader';

/** A person the profile says nothing about: a new object on every read, as a real read makes. */
function personWithNoRules(): PersonRules {
  return {
    facts: { age: null, conditions: new Map(), allergies: [] },
    age: null,
    pregnant: false,
    breastfeeding: false,
    allergyGroups: [],
    dietType: null,
    restrictions: [],
    food: [],
    unapplied: [],
    notFood: [],
    medicines: [],
    avoid: [],
  };
}

function countingReader() {
  const reads: string[] = [];
  const read = async (userId: string): Promise<Person> => {
    reads.push(userId);
    return {
      profile: null,
      cabinet: [],
      activeMedicineNames: [],
      avoid: [],
      rules: personWithNoRules(),
    };
  };
  const reader: PersonReader = { read, rulesFor: async (userId) => (await read(userId)).rules };
  return { reader, reads };
}

describe('the person kept per member', () => {
  it('is read once until a table it is made from changes for that member', async () => {
    const { feed, change } = manualFeed();
    const { reader, reads } = countingReader();
    const person = cachedPersonReader(reader, createUserCacheGroup(feed));
    const first = await person.read('u1');
    expect(await person.read('u1')).toBe(first);
    // The rules are the snapshot's: no second read.
    expect(await person.rulesFor('u1')).toBe(first.rules);
    expect(reads).toEqual(['u1']);
    change('food_log_entries', 'u1'); // a food logged changes nothing of the person
    change('medications', 'u2'); // another member's cabinet
    expect(await person.read('u1')).toBe(first);
    expect(reads).toEqual(['u1']);
    for (const table of PERSON_SOURCE_TABLES) {
      change(table, 'u1');
      await person.rulesFor('u1');
    }
    expect(reads).toHaveLength(1 + PERSON_SOURCE_TABLES.length);
  });

  it('keeps each member apart, and reads through while the feed is down', async () => {
    const { feed } = manualFeed();
    const { reader, reads } = countingReader();
    const person = cachedPersonReader(reader, createUserCacheGroup(feed));
    await person.rulesFor('u1');
    await person.rulesFor('u2');
    expect(reads).toEqual(['u1', 'u2']);
    feed.live = false;
    await person.rulesFor('u1');
    expect(reads).toEqual(['u1', 'u2', 'u1']);
  });

  it('depends on the profile, the cabinet and the avoid-list tables', () => {
    expect(PERSON_SOURCE_TABLES).toEqual(
      expect.arrayContaining(['unified_user_profiles', 'medications', 'ingredient_avoid_items']),
    );
  });
});
