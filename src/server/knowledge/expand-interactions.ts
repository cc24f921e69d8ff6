/**
 * Turns authored interaction records (pairs and class rules) into the pairs they cover.
 * Specificity decides which records apply to a pair: an explicit pair record beats a
 * substance × class rule, which beats a class × class rule. Records at the same level all apply
 * (they describe different mechanisms); the validator refuses them when their severities differ.
 */
import type { InteractionRecord, Substance } from './knowledge.schema';

export type Specificity = 2 | 1 | 0;

export interface ExpandedPair {
  /** Sorted ids, joined by pairKey. */
  key: string;
  specificity: Specificity;
  records: InteractionRecord[];
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

const CLASS_PREFIX = 'class:';

export function isClassRef(participant: string): boolean {
  return participant.startsWith(CLASS_PREFIX);
}

export function classOf(participant: string): string {
  return participant.slice(CLASS_PREFIX.length);
}

/** Members of each class, by substance id. */
export function indexClassMembers(substances: readonly Substance[]): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const substance of substances) {
    for (const cls of substance.classes) {
      const list = members.get(cls) ?? [];
      list.push(substance.id);
      members.set(cls, list);
    }
  }
  return members;
}

function participantsOf(participant: string, members: Map<string, string[]>): string[] {
  return isClassRef(participant) ? (members.get(classOf(participant)) ?? []) : [participant];
}

/** Every pair the records cover, keeping only the most specific records for each pair. */
export function expandInteractions(
  records: readonly InteractionRecord[],
  substances: readonly Substance[],
): Map<string, ExpandedPair> {
  const members = indexClassMembers(substances);
  const pairs = new Map<string, ExpandedPair>();
  for (const record of records) {
    const specificity = (2 -
      Number(isClassRef(record.a)) -
      Number(isClassRef(record.b))) as Specificity;
    for (const a of participantsOf(record.a, members)) {
      for (const b of participantsOf(record.b, members)) {
        if (a === b) continue;
        const key = pairKey(a, b);
        const existing = pairs.get(key);
        if (!existing || existing.specificity < specificity) {
          pairs.set(key, { key, specificity, records: [record] });
        } else if (existing.specificity === specificity && !existing.records.includes(record)) {
          existing.records.push(record);
        }
      }
    }
  }
  return pairs;
}
