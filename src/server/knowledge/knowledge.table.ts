/**
 * The knowledge base as loaded at start: each kind's data files are validated, written to
 * the kind's table in one transaction when their content changed, and read back into the in-memory
 * index. `knowledge_kinds` records which content of each kind is loaded; `interaction_check_stats`
 * counts checks run. A kind's table has `id` and `data` (the whole record) plus columns to query by.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Oil } from './aromatherapy/oil.schema';
import type { Remedy } from './aromatherapy/remedy.schema';
import type { BiomarkerDefinition } from './biomarkers/biomarker.schema';
import type { Claim } from './claims/claim.schema';
import type { CosmeticIngredient } from './cosmetics/cosmetic.schema';
import type { Additive } from './food-labels/additive.schema';
import type { Allergen } from './food-labels/allergen.schema';
import type { FoodSubstance } from './food-labels/food-substance.schema';
import type { InteractionRecord, Substance } from './knowledge.schema';
import type { Food } from './nutrition/food.schema';
import type { Recipe } from './nutrition/recipe.schema';
import type { RoleRecord } from './roles/role.schema';

export const knowledgeKinds = pgTable('knowledge_kinds', {
  /** The kind's name, as in the registry (knowledge-kinds.ts): 'substances', 'biomarkers'... */
  kind: text('kind').primaryKey(),
  version: text('version').notNull(),
  /** sha256 of the kind's content: a change reloads even if someone forgot the version bump. */
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

/** Pharmacological roles per substance (ADR 082); `roles` lists the record's role ids. */
export const knowledgeRoles = pgTable('knowledge_roles', {
  id: text('id').primaryKey(),
  roles: text('roles').notNull(),
  data: jsonb('data').$type<RoleRecord>().notNull(),
});

export const knowledgeBiomarkers = pgTable(
  'knowledge_biomarkers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    specimen: text('specimen').notNull(),
    system: text('system').notNull(),
    data: jsonb('data').$type<BiomarkerDefinition>().notNull(),
  },
  (table) => [index('knowledge_biomarkers_system_idx').on(table.system)],
);

export const knowledgeFoods = pgTable(
  'knowledge_foods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    data: jsonb('data').$type<Food>().notNull(),
  },
  (table) => [index('knowledge_foods_category_idx').on(table.category)],
);

/** Only what the files hold; diets, allergens and nutrients per serving are computed at start. */
export const knowledgeRecipes = pgTable('knowledge_recipes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').$type<Recipe>().notNull(),
});

/** Essential oils (ADR 029); `substance_id` links the oil to the interaction engine. */
export const knowledgeOils = pgTable('knowledge_oils', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  substance_id: text('substance_id'),
  data: jsonb('data').$type<Oil>().notNull(),
});

/** Natural remedies (ADR 029): herbs, supplements and practices with graded concerns. */
export const knowledgeRemedies = pgTable('knowledge_remedies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Remedy>().notNull(),
});

/**
 * Label knowledge (ADR 033): food additives by E-number, the major allergens with their
 * ingredient names, FDA's food-substance inventory (technical effects), cosmetic ingredients (EU
 * Annexes II and III, fragrance allergens, common INCI names) and health claims with verdicts.
 * Each kind's folder under knowledge/ declares its record type; the tables hold it as `data`.
 */
export const knowledgeAdditives = pgTable(
  'knowledge_additives',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    class: text('class').notNull(),
    data: jsonb('data').$type<Additive>().notNull(),
  },
  (table) => [index('knowledge_additives_class_idx').on(table.class)],
);

export const knowledgeAllergens = pgTable('knowledge_allergens', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').$type<Allergen>().notNull(),
});

export const knowledgeFoodSubstances = pgTable('knowledge_food_substances', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').$type<FoodSubstance>().notNull(),
});

export const knowledgeCosmeticIngredients = pgTable('knowledge_cosmetic_ingredients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').$type<CosmeticIngredient>().notNull(),
});

export const knowledgeClaims = pgTable('knowledge_claims', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  verdict: text('verdict').notNull(),
  data: jsonb('data').$type<Claim>().notNull(),
});

export const interactionCheckStats = pgTable('interaction_check_stats', {
  id: integer('id').primaryKey(),
  checks_run: bigint('checks_run', { mode: 'number' }).notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
