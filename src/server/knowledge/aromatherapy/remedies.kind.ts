/**
 * Natural remedies with an evidence grade per concern:
 * data/remedies/*.json → knowledge_remedies → `knowledge.remedies`. Reads the substances
 * (registered before), which link each remedy to the interaction engine. ADR 029.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeRemedies } from '../knowledge.table';
import { substancesKind } from '../substances.kind';
import { remedySchema } from './remedy.schema';
import { buildRemedyIndex } from './remedy-index';
import { validateRemedies } from './validate-remedies';

export const remediesKind = defineKnowledgeKind({
  name: 'remedies',
  label: 'remedy',
  schema: remedySchema,
  validate: (remedies, loaded) => validateRemedies(remedies, loaded.records(substancesKind)),
  table: knowledgeRemedies,
  columns: (remedy) => ({ name: remedy.name, kind: remedy.kind }),
  buildIndex: (remedies) => buildRemedyIndex(remedies),
});
