/**
 * What the role schema cannot see: the substance exists, each role's strength is one its role
 * allows, each role cites one of the record's sources, a role appears once per substance, and a
 * booster named by `boosted_by` exists.
 */
import type { Substance } from '../knowledge.schema';
import { ROLES, type RoleRecord } from './role.schema';

export function validateRoles(
  records: readonly RoleRecord[],
  substances: readonly Substance[],
): string[] {
  const ids = new Set(substances.map((substance) => substance.id));
  const problems: string[] = [];
  for (const record of records) {
    const at = `roles ${record.id}`;
    if (!ids.has(record.id)) problems.push(`${at}: unknown substance ${record.id}`);
    const urls = new Set(record.sources.map((source) => source.url));
    const seen = new Set<string>();
    for (const role of record.roles) {
      const info = ROLES[role.role];
      if (!info) continue; // the schema already refused it
      if (!info.strengths.includes(role.strength))
        problems.push(
          `${at}: ${role.role} strength "${role.strength}" is not one of ${info.strengths.join(', ')}`,
        );
      if (!urls.has(role.source))
        problems.push(`${at}: ${role.role} cites ${role.source}, which is not among its sources`);
      if (seen.has(role.role)) problems.push(`${at}: ${role.role} given twice`);
      seen.add(role.role);
      for (const booster of role.boosted_by ?? [])
        if (!ids.has(booster)) problems.push(`${at}: ${role.role} unknown booster ${booster}`);
    }
  }
  return problems;
}
