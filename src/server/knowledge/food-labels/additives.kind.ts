/**
 * Food additives (E-numbers of the EU Union list) with EFSA's evaluation, label warnings and diet
 * status: data/additives/*.json → knowledge_additives → `knowledge.additives`. ADR 033.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeAdditives } from '../knowledge.table';
import { additiveSchema } from './additive.schema';
import { buildAdditiveIndex } from './additive-index';
import { validateAdditives } from './validate-additives';

export const additivesKind = defineKnowledgeKind({
  name: 'additives',
  label: 'additive',
  schema: additiveSchema,
  validate: (additives) => validateAdditives(additives),
  table: knowledgeAdditives,
  columns: (additive) => ({ name: additive.name, class: additive.class }),
  buildIndex: (additives) => buildAdditiveIndex(additives),
});
