/**
 * A kind of knowledge (substances, interactions, biomarkers, ...) described once, so that the
 * loader treats every kind the same way: read data/<name>/*.json, parse each record with the
 * kind's schema, validate, write the kind's table when its content changed, and build its
 * in-memory index from what the database holds. AUTHORING.md ('Adding a kind') walks through it.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Source } from './knowledge.schema';

/** What every record of every kind has: an id (its table's key) and at least one source. */
export interface KnowledgeRecord {
  id: string;
  sources: readonly Source[];
}

/**
 * The table a kind is stored in: `id` (text, primary key) and `data` (jsonb, the whole record),
 * plus any columns worth querying by. The index is built from `data`.
 */
export type KnowledgeTable = PgTable & { id: AnyPgColumn; data: AnyPgColumn };

/**
 * The validated records of the kinds loaded so far. A kind may read the kinds registered before
 * it (interactions read substances); asking for a later kind throws.
 */
export interface LoadedKinds {
  records<K extends AnyKnowledgeKind>(kind: K): readonly RecordOf<K>[];
  /** The newest version among the kind's files. */
  version(kind: AnyKnowledgeKind): string;
}

export interface KnowledgeKind<Name extends string, R extends KnowledgeRecord, Index> {
  /** The folder under data/ and the array key of its files: `{"version": ..., "<name>": [...]}`. */
  readonly name: Name;
  /** One record's name in problems: 'biomarker hemoglobin: ...'. */
  readonly label: string;
  /** One record. Files are parsed record by record, so a problem names its file and record. */
  readonly schema: z.ZodType<R, unknown>;
  /** What the schema cannot see (unique ids and names, references to other kinds); [] is valid. */
  readonly validate: (records: readonly R[], loaded: LoadedKinds) => string[];
  readonly table: KnowledgeTable;
  /** The table's columns other than id and data, for one record. */
  readonly columns: (record: R) => Record<string, unknown>;
  /**
   * The in-memory index, from the records as the database holds them (ordered by id); null for a
   * kind that another kind's index covers (substances are part of the interactions index).
   */
  readonly buildIndex:
    ((records: readonly R[], loaded: LoadedKinds, version: string) => Index) | null;
}

// `any` lets kinds of different record types sit in one list; each kind is typed where defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKnowledgeKind = KnowledgeKind<string, any, unknown>;

/** The record type of a kind (or the union of them for a union of kinds). */
export type RecordOf<K> = K extends KnowledgeKind<string, infer R, unknown> ? R : never;

/** Keeps the kind's literal name, so the registry can name its index in the `Knowledge` type. */
export function defineKnowledgeKind<const Name extends string, R extends KnowledgeRecord, Index>(
  kind: KnowledgeKind<Name, R, Index>,
): KnowledgeKind<Name, R, Index> {
  return kind;
}

/** The loaded records of each kind, filled kind by kind in registry order. */
export interface KindStore extends LoadedKinds {
  set(kind: AnyKnowledgeKind, version: string, records: readonly KnowledgeRecord[]): void;
}

export function createKindStore(): KindStore {
  const records = new Map<string, readonly KnowledgeRecord[]>();
  const versions = new Map<string, string>();
  const loadedOrThrow = <T>(map: Map<string, T>, kind: AnyKnowledgeKind): T => {
    const found = map.get(kind.name);
    if (found === undefined)
      throw new Error(
        `knowledge kind "${kind.name}" is not loaded yet: register it before the kinds that read it (knowledge-kinds.ts)`,
      );
    return found;
  };
  return {
    records<K extends AnyKnowledgeKind>(kind: K): readonly RecordOf<K>[] {
      return loadedOrThrow(records, kind) as readonly RecordOf<K>[];
    },
    version: (kind) => loadedOrThrow(versions, kind),
    set(kind, version, list) {
      records.set(kind.name, list);
      versions.set(kind.name, version);
    },
  };
}
