/**
 * Interaction records between substances or classes: data/interactions/*.json →
 * knowledge_interactions → `knowledge.interactions`, the index every check runs on (substances,
 * names, expanded pairs, the pairs derived from roles). Its version is the newest of the
 * substances', the roles' and the interactions'.
 */
import { buildKnowledgeIndex } from './knowledge-index';
import { defineKnowledgeKind } from './knowledge-kind';
import { interactionSchema } from './knowledge.schema';
import { knowledgeInteractions } from './knowledge.table';
import { newestVersion } from './knowledge-version';
import { rolesKind } from './roles/roles.kind';
import { substancesKind } from './substances.kind';
import { validateInteractions } from './validate-knowledge';

export const interactionsKind = defineKnowledgeKind({
  name: 'interactions',
  label: 'interaction',
  schema: interactionSchema,
  validate: (records, loaded) => validateInteractions(records, loaded.records(substancesKind)),
  table: knowledgeInteractions,
  columns: (record) => ({ a: record.a, b: record.b, severity: record.severity }),
  buildIndex: (records, loaded, version) =>
    buildKnowledgeIndex(
      newestVersion([loaded.version(substancesKind), loaded.version(rolesKind), version]),
      loaded.records(substancesKind),
      records,
      loaded.records(rolesKind),
    ),
});
