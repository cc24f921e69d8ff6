/**
 * Drugs, supplements, herbs, foods and oils: data/substances/*.json → knowledge_substances. No
 * index of its own: the interactions index holds the substances and their names.
 */
import { defineKnowledgeKind } from './knowledge-kind';
import { substanceSchema } from './knowledge.schema';
import { knowledgeSubstances } from './knowledge.table';
import { validateSubstances } from './validate-knowledge';

export const substancesKind = defineKnowledgeKind({
  name: 'substances',
  label: 'substance',
  schema: substanceSchema,
  validate: (records) => validateSubstances(records),
  table: knowledgeSubstances,
  columns: (substance) => ({ kind: substance.kind, name: substance.name }),
  buildIndex: null,
});
