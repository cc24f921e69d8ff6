/**
 * The knowledge base as loaded at start (issue 5): the data files are validated, written here in
 * one transaction when their content changed, and read back into the in-memory index.
 * `knowledge_meta` records which content is loaded; `interaction_check_stats` counts checks run.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InteractionRecord, Substance } from './knowledge.schema';

export const knowledgeMeta = pgTable('knowledge_meta', {
  id: integer('id').primaryKey(),
  version: text('version').notNull(),
  /** sha256 of the data files' content: a change reloads even if someone forgot the version bump. */
  content_hash: text('content_hash').notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const knowledgeSubstances = pgTable(
  'knowledge_substances',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Substance>().notNull(),
  },
  (table) => [index('knowledge_substances_kind_idx').on(table.kind)],
);

export const knowledgeInteractions = pgTable('knowledge_interactions', {
  id: text('id').primaryKey(),
  a: text('a').notNull(),
  b: text('b').notNull(),
  severity: text('severity').notNull(),
  data: jsonb('data').$type<InteractionRecord>().notNull(),
});

export const interactionCheckStats = pgTable('interaction_check_stats', {
  id: integer('id').primaryKey(),
  checks_run: bigint('checks_run', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
