/**
 * The interaction check: resolve every typed item, then report every authored interaction between
 * any two items (through a combination product's ingredients too), duplications, and cautions from
 * the user's profile. Pure and synchronous over the in-memory index, so a 50-item check stays fast.
 * Results come only from our curated knowledge, never from a language model.
 */
import type {
  Caution,
  CheckResponse,
  CheckedItem,
  DerivedRole,
  DuplicateWarning,
  InteractionResult,
  Severity,
  SubstanceRef,
} from '#shared/contracts/interactions.contract';
import { SEVERITIES } from '#shared/contracts/interactions.contract';
import { SUBSTANCE_CLASSES, type SubstanceClass } from '#server/knowledge/classes';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Substance } from '#server/knowledge/knowledge.schema';
import { normalizeName } from '#server/knowledge/normalize-name';
import { allNamesOf } from '#server/knowledge/validate-knowledge';
import type { ProfileFacts } from './profile-facts';

export type DetailLevel = 'basic' | 'full';

export interface CheckOptions {
  detail: DetailLevel;
  /** Null for visitors: no cautions are computed. */
  profile: ProfileFacts | null;
}

const SEVERITY_RANK: Record<Severity, number> = Object.fromEntries(
  SEVERITIES.map((s, i) => [s, i]),
) as Record<Severity, number>;

export function resolveItems(index: KnowledgeIndex, queries: readonly string[]): CheckedItem[] {
  return queries.map((query) => {
    const resolution = index.resolve(query);
    if (resolution) {
      const resolved = index.ref(resolution.substanceId);
      const matched =
        normalizeName(resolution.matched) === normalizeName(resolved.name)
          ? null
          : resolution.matched;
      return { query, resolved, matched, suggestions: [] };
    }
    const suggestions = index.search(query, 3).map((hit) => index.ref(hit.substanceId));
    return { query, resolved: null, matched: null, suggestions };
  });
}

function findInteractions(
  index: KnowledgeIndex,
  items: CheckedItem[],
  detail: DetailLevel,
): InteractionResult[] {
  const results: InteractionResult[] = [];
  for (let i = 0; i < items.length; i++) {
    const first = items[i]!.resolved;
    if (!first) continue;
    for (let j = i + 1; j < items.length; j++) {
      const second = items[j]!.resolved;
      if (!second || second.id === first.id) continue;
      const seen = new Set<string>();
      for (const a of index.activeIds(first.id)) {
        for (const b of index.activeIds(second.id)) {
          if (a === b) continue;
          for (const { record, sources } of index.pairInteractions(a, b)) {
            if (seen.has(record.id)) continue;
            seen.add(record.id);
            results.push({
              id: record.id,
              between: [i, j],
              // Named only when an item interacts through an ingredient (a combination product).
              ...(a === first.id && b === second.id
                ? {}
                : { substances: [index.ref(a), index.ref(b)] as [SubstanceRef, SubstanceRef] }),
              severity: record.severity,
              summary: record.summary,
              mechanism: detail === 'full' ? record.mechanism : null,
              management: record.management,
              separate_hours: record.separate_hours,
              evidence: detail === 'full' ? record.evidence : null,
              // Shared with the index (and frozen there); answers only read it.
              sources: sources as InteractionResult['sources'],
            });
          }
          // No pair record, and no class rule as severe: what the two substances' roles derive.
          const derived = index.derivedInteraction(a, b);
          if (derived && !seen.has(derived.record.id)) {
            seen.add(derived.record.id);
            const { record } = derived;
            results.push({
              id: record.id,
              between: [i, j],
              ...(a === first.id && b === second.id
                ? {}
                : { substances: [index.ref(a), index.ref(b)] as [SubstanceRef, SubstanceRef] }),
              severity: record.severity,
              summary: record.summary,
              mechanism: detail === 'full' ? record.mechanism : null,
              management: record.management,
              separate_hours: null,
              evidence: detail === 'full' ? record.evidence : null,
              sources: derived.sources as InteractionResult['sources'],
              // Frozen in the index, like the sources.
              derived_from: derived.derivedFrom as DerivedRole[],
            });
          }
        }
      }
    }
  }
  return results.sort(
    (x, y) =>
      SEVERITY_RANK[x.severity] - SEVERITY_RANK[y.severity] ||
      x.between[0] - y.between[0] ||
      x.between[1] - y.between[1],
  );
}

function findDuplicates(index: KnowledgeIndex, items: CheckedItem[]): DuplicateWarning[] {
  // Each item's active ingredients and duplication classes, computed once rather than per pair.
  const profiles = items.map((item) => {
    if (!item.resolved) return null;
    const ids = index.activeIds(item.resolved.id);
    const classes = new Set<SubstanceClass>();
    for (const id of ids) {
      for (const cls of index.substances.get(id)?.classes ?? []) {
        if ((SUBSTANCE_CLASSES[cls as SubstanceClass] as { duplicate?: boolean }).duplicate)
          classes.add(cls as SubstanceClass);
      }
    }
    return { ids: new Set(ids), classes };
  });
  const warnings: DuplicateWarning[] = [];
  for (let i = 0; i < items.length; i++) {
    const first = profiles[i];
    if (!first) continue;
    for (let j = i + 1; j < items.length; j++) {
      const second = profiles[j];
      if (!second) continue;
      const a = items[i]!.query;
      const b = items[j]!.query;
      const shared = [...first.ids].find((id) => second.ids.has(id));
      if (shared) {
        const name = index.ref(shared).name;
        warnings.push({
          between: [i, j],
          reason: 'same_ingredient',
          shared: { id: shared, label: name },
          message: `${a} and ${b} both contain ${name}. Taking both can add up to more than the safe daily amount: check the labels or ask your pharmacist.`,
        });
        continue;
      }
      const sharedClass = [...first.classes].find((cls) => second.classes.has(cls));
      if (sharedClass) {
        const label = SUBSTANCE_CLASSES[sharedClass].label;
        const bothDrugs =
          items[i]!.resolved!.kind === 'drug' && items[j]!.resolved!.kind === 'drug';
        warnings.push({
          between: [i, j],
          reason: 'same_class',
          shared: { id: sharedClass, label },
          message: bothDrugs
            ? `${a} and ${b} are both a ${label}. Taking two together is usually a duplication: check with your prescriber or pharmacist before taking both.`
            : `${a} and ${b} are both a ${label}. Together they add up, so count them as one when you look at the amount you take.`,
        });
      }
    }
  }
  return warnings;
}

/** Which part of the profile a caution rests on: age, pregnancy (or breastfeeding), or a condition. */
function cautionReason(when: string): Caution['reason'] {
  if (when === 'age_65_plus' || when === 'under_18') return 'age';
  if (when === 'pregnancy' || when === 'breastfeeding') return 'pregnancy';
  return 'condition';
}

function cautionsFor(index: KnowledgeIndex, items: CheckedItem[], facts: ProfileFacts): Caution[] {
  const cautions: Caution[] = [];
  items.forEach((item, position) => {
    if (!item.resolved) return;
    const substances = [item.resolved.id, ...index.activeIds(item.resolved.id)]
      .filter((id, k, all) => all.indexOf(id) === k)
      .map((id) => index.substances.get(id))
      .filter((s): s is Substance => Boolean(s));
    for (const substance of substances) {
      for (const allergy of facts.allergies) {
        const groupHit = substance.allergy_groups.find((group) => allergy.groups.includes(group));
        const nameHit = allNamesOf(substance).some((name) => {
          const norm = normalizeName(name);
          return (
            norm.length >= 3 &&
            (norm === allergy.norm || new RegExp(`\\b${norm}\\b`).test(allergy.norm))
          );
        });
        if (!groupHit && !nameHit) continue;
        cautions.push({
          item: position,
          reason: 'allergy',
          because: allergy.text,
          severity: 'major',
          message: groupHit
            ? `You listed an allergy to "${allergy.text}". ${substance.name} belongs to the same group and can cause the same reaction. Do not take it without asking your prescriber or pharmacist.`
            : `You listed an allergy to "${allergy.text}", and ${item.query} is or contains ${substance.name}. Do not take it without asking your prescriber or pharmacist.`,
          sources: substance.sources,
        });
      }
      for (const caution of substance.cautions) {
        const because = facts.conditions.get(caution.when);
        if (!because) continue;
        cautions.push({
          item: position,
          reason: cautionReason(caution.when),
          because,
          severity: caution.severity,
          message: caution.text,
          sources: substance.sources,
        });
      }
    }
  });
  return cautions.sort(
    (x, y) => SEVERITY_RANK[x.severity] - SEVERITY_RANK[y.severity] || x.item - y.item,
  );
}

export function checkInteractions(
  index: KnowledgeIndex,
  queries: readonly string[],
  options: CheckOptions,
): CheckResponse {
  const items = resolveItems(index, queries);
  return {
    items,
    interactions: findInteractions(index, items, options.detail),
    duplicates: findDuplicates(index, items),
    cautions: options.profile ? cautionsFor(index, items, options.profile) : [],
    detail: options.detail,
    profile_used: options.profile !== null,
    knowledge_version: index.version,
  };
}
