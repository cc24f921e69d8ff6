/**
 * Pharmacological roles per substance (ADR 082): data/roles/*.json → knowledge_roles. No index of
 * its own: the interactions index reads the roles and precomputes the interactions they derive.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeRoles } from '../knowledge.table';
import { substancesKind } from '../substances.kind';
import { roleRecordSchema } from './role.schema';
import { validateRoles } from './validate-roles';

export const rolesKind = defineKnowledgeKind({
  name: 'roles',
  label: 'roles',
  schema: roleRecordSchema,
  validate: (records, loaded) => validateRoles(records, loaded.records(substancesKind)),
  table: knowledgeRoles,
  columns: (record) => ({ roles: record.roles.map((role) => role.role).join(' ') }),
  buildIndex: null,
});
