/**
 * The signed-in person as the aromatherapy warnings read them (person.reader.ts: pregnancy,
 * breastfeeding, conditions and age from the profile, the cabinet's medicines), and every warning
 * a list of oils carries for them: the person rules, the engine's records, the avoid-list.
 */
import type { BlendPerson, OilWarning } from '#shared/contracts/aromatherapy.contract';
import { screenOilsForPerson, type Person } from '#server/knowledge/aromatherapy/safety-rules';
import type { Oil } from '#server/knowledge/aromatherapy/oil.schema';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';
import type { CabinetMedicine, InteractionRecords } from './interaction-records';

/** What we know of a signed-in user for the warnings; null for a visitor. */
export interface UserFacts {
  person: Person;
  medicines: CabinetMedicine[];
  /** The shared rules: allergies, diet restrictions, the avoid-list. */
  rules: PersonRules;
}

export interface PersonalWarningsDeps {
  interactions: KnowledgeIndex;
  /** The person as every tool applies them (person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  /** The allergen and diet-group records the person's food rules are checked against. */
  allergens: AllergenIndex;
  records: InteractionRecords;
}

/** The request's `person` added to what the profile says (never replacing a warning). */
export function withRequestPerson(
  base: Person | undefined,
  extra: BlendPerson | undefined,
): Person | undefined {
  if (!extra) return base;
  return {
    ...base,
    ...(extra.age !== undefined ? { age: extra.age } : {}),
    pregnant: (base?.pregnant ?? false) || extra.pregnant === true,
    breastfeeding: (base?.breastfeeding ?? false) || extra.breastfeeding === true,
    ...(extra.pets ? { pets: [...new Set([...(base?.pets ?? []), ...extra.pets])] } : {}),
  };
}

export function createPersonalWarnings(deps: PersonalWarningsDeps) {
  const { interactions } = deps;
  const { recordsBetween } = deps.records;

  async function userFacts(userId: string | null): Promise<UserFacts | null> {
    if (!userId) return null;
    const rules = await deps.person.rulesFor(userId);
    const conditions = [...rules.facts.conditions.keys()];
    const medicines: CabinetMedicine[] = rules.medicines.map((medicine) => ({
      name: medicine.name,
      substanceId: medicine.substanceId,
      activeIds: medicine.activeIds,
    }));
    const person: Person = {
      ...(rules.age !== null ? { age: rules.age } : {}),
      pregnant: rules.pregnant,
      breastfeeding: rules.breastfeeding,
      conditions,
      medicines: medicines.map((medicine) => ({
        id: medicine.substanceId ?? medicine.name,
        name: medicine.name,
        classes: [
          ...new Set(
            medicine.activeIds.flatMap((id) => interactions.substances.get(id)?.classes ?? []),
          ),
        ],
      })),
    };
    return { person, medicines, rules };
  }

  /**
   * The cabinet's interaction records for these oils. A record behind an oil's anticoagulant
   * warning for the same medicine is attached to that warning rather than said twice.
   */
  function interactionWarnings(
    list: readonly Oil[],
    facts: UserFacts,
    personal: OilWarning[],
  ): OilWarning[] {
    const added: OilWarning[] = [];
    for (const oil of list) {
      if (!oil.substance_id) continue;
      for (const medicine of facts.medicines) {
        for (const record of recordsBetween(oil.substance_id, medicine)) {
          const flagged = personal.find(
            (warning) =>
              warning.oil_id === oil.id &&
              warning.kind === 'anticoagulant' &&
              warning.record === undefined &&
              warning.text.includes(`you take ${medicine.name}`),
          );
          if (flagged) {
            flagged.record = record;
            continue;
          }
          added.push({
            kind: 'interaction',
            oil_id: oil.id,
            text: `${oil.name} with ${medicine.name} (${record.severity}): ${record.summary} ${record.management}`,
            sources: record.sources,
            record,
          });
        }
      }
    }
    return added;
  }

  /** Every warning these oils carry for this person: the person rules, then the engine's records. */
  function personalOilWarnings(list: readonly Oil[], facts: UserFacts | null, person?: Person) {
    if (!person) return [];
    const personal: OilWarning[] = screenOilsForPerson(list, person).map((warning) => ({
      ...warning,
    }));
    return facts
      ? [
          ...personal,
          ...interactionWarnings(list, facts, personal),
          ...avoidListWarnings(list, facts),
        ]
      : personal;
  }

  /** Oils on the person's avoid-list, by name or by their knowledge substance. */
  function avoidListWarnings(list: readonly Oil[], facts: UserFacts): OilWarning[] {
    if (facts.rules.avoid.length === 0) return [];
    return list.flatMap((oil) =>
      foodFindings(facts.rules, deps.allergens, {
        names: [oil.name, `${oil.name} oil`],
        ids: oil.substance_id ? [`substance:${oil.substance_id}`] : [],
      })
        .filter((finding) => finding.reason === 'avoid_list')
        .slice(0, 1)
        .map((finding) => ({
          kind: 'avoid_list' as const,
          oil_id: oil.id,
          text: finding.text,
          sources: [],
        })),
    );
  }

  return { userFacts, personalOilWarnings };
}
export type PersonalWarnings = ReturnType<typeof createPersonalWarnings>;
