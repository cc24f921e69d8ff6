/**
 * Allergens (US major 9, EU 14) and diet groups with the ingredient names that mean them:
 * data/allergens/*.json → knowledge_allergens → `knowledge.allergens`. ADR 033.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeAllergens } from '../knowledge.table';
import { allergenSchema } from './allergen.schema';
import { buildAllergenIndex } from './allergen-index';
import { validateAllergens } from './validate-allergens';

export const allergensKind = defineKnowledgeKind({
  name: 'allergens',
  label: 'allergen',
  schema: allergenSchema,
  validate: (allergens) => validateAllergens(allergens),
  table: knowledgeAllergens,
  columns: (allergen) => ({ name: allergen.name }),
  buildIndex: (allergens) => buildAllergenIndex(allergens),
});
