/**
 * Essential oils with their maximum dermal levels and safety flags:
 * data/oils/*.json → knowledge_oils → `knowledge.oils`. Reads the substances (registered before),
 * which link each oil to the interaction engine. ADR 029.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeOils } from '../knowledge.table';
import { substancesKind } from '../substances.kind';
import { oilSchema } from './oil.schema';
import { buildOilIndex } from './oil-index';
import { validateOils } from './validate-oils';

export const oilsKind = defineKnowledgeKind({
  name: 'oils',
  label: 'oil',
  schema: oilSchema,
  validate: (oils, loaded) => validateOils(oils, loaded.records(substancesKind)),
  table: knowledgeOils,
  columns: (oil) => ({ name: oil.name, substance_id: oil.substance_id }),
  buildIndex: (oils) => buildOilIndex(oils),
});
