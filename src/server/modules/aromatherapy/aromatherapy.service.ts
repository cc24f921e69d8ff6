/**
 * The aromatherapy rules (ADR 030): the oil library and the remedies as the API serves
 * them, the blend calculator, and the person a warning is for. The arithmetic and the person
 * rules are the data layer's (blend-math.ts, safety-rules.ts); this service only maps them and
 * adds what needs the database: the signed-in person as every tool reads them (person.reader.ts:
 * pregnancy, breastfeeding, conditions and age from the profile, the cabinet's medicines), whose
 * medicines meet the oils and remedies through the interaction engine's own records.
 */
import {
  AROMATHERAPY_MESSAGES,
  MAX_SAVED_BLENDS,
  REMEDY_CONCERNS,
  type BlendPerson,
  type BlendResult,
  type CitedSource,
  type FavoriteOil,
  type InteractionRecordRef,
  type OilDetail,
  type OilWarning,
  type RemedyDetail,
  type RemedyScreeningReason,
  type SaveBlendInput,
  type SavedBlend,
} from '#shared/contracts/aromatherapy.contract';
import {
  checkBlendInput,
  evaluateBlend,
  type BlendInput,
} from '#server/knowledge/aromatherapy/blend-math';
import type { OilIndex } from '#server/knowledge/aromatherapy/oil-index';
import { summariseOil } from '#server/knowledge/aromatherapy/oil-index';
import type { Oil, OilCategory } from '#server/knowledge/aromatherapy/oil.schema';
import { resolveCitation, type Citation } from '#server/knowledge/aromatherapy/references';
import type { RemedyIndex } from '#server/knowledge/aromatherapy/remedy-index';
import type { Remedy, RemedyConcern } from '#server/knowledge/aromatherapy/remedy.schema';
import {
  screenOilsForPerson,
  screenRemedyForPerson,
  type Person,
} from '#server/knowledge/aromatherapy/safety-rules';
import { SUBSTANCE_CLASSES } from '#server/knowledge/classes';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { InteractionRecord, Source } from '#server/knowledge/knowledge.schema';
import { AppError } from '#server/lib/app-error';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import type { AromatherapyRepository, BlendRow } from './aromatherapy.repository';

export interface AromatherapyDeps {
  repository: AromatherapyRepository;
  oils: OilIndex;
  remedies: RemedyIndex;
  interactions: KnowledgeIndex;
  /** The person as every tool applies them (person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  /** The allergen and diet-group records the person's food rules are checked against. */
  allergens: AllergenIndex;
}

/** A cabinet medicine as the screening needs it: its name and, when known, its substances. */
interface CabinetMedicine {
  name: string;
  substanceId: string | null;
  /** The substance itself, or a combination's ingredients. */
  activeIds: readonly string[];
}

/** What we know of a signed-in user for the warnings; null for a visitor. */
interface UserFacts {
  person: Person;
  medicines: CabinetMedicine[];
  /** The shared rules: allergies, diet restrictions, the avoid-list. */
  rules: PersonRules;
}

const webSource = (source: Source): CitedSource => ({ title: source.title, url: source.url });
const cite = (citation: Citation): CitedSource => resolveCitation(citation);

export function createAromatherapyService(deps: AromatherapyDeps) {
  const { repository, oils, remedies, interactions } = deps;

  // ── The engine's records ───────────────────────────────────────────────────────────────────
  const participantName = (participant: string): string => {
    if (participant.startsWith('class:')) {
      const id = participant.slice('class:'.length) as keyof typeof SUBSTANCE_CLASSES;
      return SUBSTANCE_CLASSES[id]?.label ?? id.replace(/-/g, ' ');
    }
    return interactions.substances.get(participant)?.name ?? participant;
  };

  const recordRef = (
    record: InteractionRecord,
    other: string,
    sources: readonly Source[] = record.sources,
  ): InteractionRecordRef => ({
    id: record.id,
    severity: record.severity,
    with: other,
    summary: record.summary,
    management: record.management,
    sources: sources.map(webSource),
  });

  const recordsBySubstance = new Map<string, InteractionRecordRef[]>();
  /** Every record naming this substance or one of its classes, with the other side's name. */
  function recordsFor(substanceId: string): InteractionRecordRef[] {
    const cached = recordsBySubstance.get(substanceId);
    if (cached) return cached;
    const substance = interactions.substances.get(substanceId);
    const own = new Set([substanceId, ...(substance?.classes ?? []).map((c) => `class:${c}`)]);
    const found: InteractionRecordRef[] = [];
    for (const record of interactions.records) {
      if (own.has(record.a) && !own.has(record.b))
        found.push(recordRef(record, participantName(record.b)));
      else if (own.has(record.b) && !own.has(record.a))
        found.push(recordRef(record, participantName(record.a)));
    }
    const rank = { major: 0, moderate: 1, minor: 2 } as const;
    found.sort((x, y) => rank[x.severity] - rank[y.severity] || x.id.localeCompare(y.id));
    recordsBySubstance.set(substanceId, found);
    return found;
  }

  /** The records between one knowledge substance and one cabinet medicine, each once. */
  function recordsBetween(substanceId: string, medicine: CabinetMedicine): InteractionRecordRef[] {
    const seen = new Map<string, InteractionRecordRef>();
    for (const active of medicine.activeIds)
      for (const pair of interactions.pairInteractions(substanceId, active))
        if (!seen.has(pair.record.id))
          seen.set(pair.record.id, recordRef(pair.record, medicine.name, pair.sources));
    return [...seen.values()];
  }

  // ── The person ─────────────────────────────────────────────────────────────────────────────
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

  /** The request's `person` added to what the profile says (never replacing a warning). */
  function withRequestPerson(
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

  // ── Blends ─────────────────────────────────────────────────────────────────────────────────
  function blend(input: BlendInput, facts: UserFacts | null, extra?: BlendPerson): BlendResult {
    const problems = checkBlendInput(input, oils.get);
    if (problems.length > 0)
      throw new AppError(400, 'VALIDATION_ERROR', capitalise(problems.join('; ')));
    const person = withRequestPerson(facts?.person, extra);
    const result = evaluateBlend(input, oils.get);
    const list = [...new Set(input.oils.map((entry) => entry.id))].map((id) => oils.get(id)!);
    return {
      ...result,
      warnings: [...result.warnings, ...personalOilWarnings(list, facts, person)],
      screened: { signed_in: facts !== null },
    };
  }

  function savedBlend(row: BlendRow, facts: UserFacts | null): SavedBlend {
    // An oil since taken out of the library is dropped from the worked result, not from the row.
    const known = row.oils.filter((entry) => oils.get(entry.id));
    const input: BlendInput = {
      oils: known,
      carrier_ml: row.carrier_ml,
      application: row.application,
    };
    return {
      id: row.id,
      name: row.name,
      oils: row.oils,
      carrier_ml: row.carrier_ml,
      application: row.application,
      created_at: row.created_at.toISOString(),
      result:
        known.length > 0
          ? blend(input, facts)
          : {
              dilution_percent: 0,
              per_oil: [],
              phototoxic_load: 0,
              within_limits: true,
              warnings: [],
              screened: { signed_in: true },
            },
    };
  }

  // ── Oils ───────────────────────────────────────────────────────────────────────────────────
  function oilDetail(oil: Oil, facts: UserFacts | null): OilDetail {
    const { flags } = oil;
    const withSource = <T extends { source: Citation }>(flag: T | null) =>
      flag ? { ...flag, source: cite(flag.source) } : null;
    return {
      ...summariseOil(oil),
      chemotype: oil.chemotype,
      part: oil.part,
      method: oil.method,
      constituents: oil.constituents,
      constituents_source: cite(oil.constituents_source),
      uses: oil.uses.map((use) => ({ ...use, source: cite(use.source) })),
      max_dermal_percent: oil.max_dermal_percent,
      max_dermal_note: oil.max_dermal_note,
      max_dermal_source: cite(oil.max_dermal_source),
      flags: {
        do_not_use: withSource(flags.do_not_use),
        phototoxic: withSource(flags.phototoxic),
        skin_sensitiser: withSource(flags.skin_sensitiser),
        min_age: withSource(flags.min_age),
        pregnancy: withSource(flags.pregnancy),
        breastfeeding: withSource(flags.breastfeeding),
        epilepsy: withSource(flags.epilepsy),
        asthma: withSource(flags.asthma),
        anticoagulant: withSource(flags.anticoagulant),
        toxic_to_pets: withSource(flags.toxic_to_pets),
        not_for_ingestion: flags.not_for_ingestion,
      },
      interactions: oil.substance_id ? recordsFor(oil.substance_id) : [],
      sources: oil.sources.map(webSource),
      for_you: personalOilWarnings([oil], facts, facts?.person),
      screened: { signed_in: facts !== null },
    };
  }

  // ── Remedies ───────────────────────────────────────────────────────────────────────────────
  function screenRemedy(remedy: Remedy, facts: UserFacts): RemedyDetail['screening'] {
    const reasons: RemedyScreeningReason[] = screenRemedyForPerson(remedy, facts.person).map(
      (warning) => ({
        kind: 'condition',
        level: 'avoid',
        when: warning.when,
        text: `Not for you: ${warning.text}`,
        sources: warning.sources,
      }),
    );
    // What the remedy is (honey, fish oil, soy isoflavones) under the person's food rules.
    const names = [
      remedy.name,
      ...remedy.substance_ids.map((id) => interactions.substances.get(id)?.name ?? id),
    ];
    for (const finding of foodFindings(facts.rules, deps.allergens, {
      names,
      ids: remedy.substance_ids.map((id) => `substance:${id}`),
    }))
      reasons.push({
        kind: finding.reason,
        level: finding.level,
        text: `${finding.level === 'avoid' ? 'Not for you' : 'Take care'}: ${finding.text}`,
        sources: finding.sources.map((source) => ({ title: source.title, url: source.url })),
      });
    for (const medicine of facts.medicines)
      for (const substanceId of remedy.substance_ids)
        for (const record of recordsBetween(substanceId, medicine)) {
          if (reasons.some((reason) => reason.record?.id === record.id)) continue;
          const avoid = record.severity === 'major';
          reasons.push({
            kind: 'interaction',
            level: avoid ? 'avoid' : 'caution',
            text: `${avoid ? 'Not for you' : 'Take care'}: you take ${medicine.name} (${record.severity} interaction). ${record.summary} ${record.management}`,
            sources: record.sources,
            record,
          });
        }
    return { suitable: reasons.every((reason) => reason.level !== 'avoid'), reasons };
  }

  function remedyDetail(remedy: Remedy, facts: UserFacts | null): RemedyDetail {
    const seen = new Set<string>();
    const records = remedy.substance_ids
      .flatMap((id) => recordsFor(id))
      .filter((record) => !seen.has(record.id) && seen.add(record.id));
    return {
      id: remedy.id,
      name: remedy.name,
      kind: remedy.kind,
      summary: remedy.summary,
      concerns: remedy.concerns.map((entry) => ({
        concern: entry.concern,
        label: REMEDY_CONCERNS[entry.concern],
        evidence_grade: entry.evidence_grade,
        summary: entry.summary,
        source: cite(entry.source),
      })),
      forms: remedy.forms.map((form) => ({ ...form, source: cite(form.source) })),
      cautions: remedy.avoid_if.map((entry) => ({
        when: entry.when,
        ...(entry.under_age !== undefined ? { under_age: entry.under_age } : {}),
        text: entry.text,
        source: cite(entry.source),
      })),
      interactions: records,
      see_a_clinician: remedy.see_a_clinician,
      sources: remedy.sources.map(webSource),
      screening: facts ? screenRemedy(remedy, facts) : null,
    };
  }

  return {
    listOils: (filter: { category?: OilCategory; q?: string }) => ({ oils: oils.list(filter) }),

    async getOil(userId: string | null, id: string): Promise<OilDetail> {
      const oil = oils.get(id);
      if (!oil) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.oil);
      return oilDetail(oil, await userFacts(userId));
    },

    async blend(
      userId: string | null,
      request: BlendInput & { person?: BlendPerson },
    ): Promise<BlendResult> {
      const { person, ...input } = request;
      // Unknown oils are refused before anything of the user is read.
      const problems = checkBlendInput(input, oils.get);
      if (problems.length > 0)
        throw new AppError(400, 'VALIDATION_ERROR', capitalise(problems.join('; ')));
      return blend(input, await userFacts(userId), person);
    },

    async listBlends(userId: string): Promise<{ blends: SavedBlend[] }> {
      const [rows, facts] = await Promise.all([repository.listBlends(userId), userFacts(userId)]);
      return { blends: rows.map((row) => savedBlend(row, facts)) };
    },

    async getBlend(userId: string, id: string): Promise<SavedBlend> {
      const row = await repository.findBlend(userId, id);
      if (!row) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.blend);
      return savedBlend(row, await userFacts(userId));
    },

    async saveBlend(userId: string, input: SaveBlendInput): Promise<SavedBlend> {
      const problems = checkBlendInput(input, oils.get);
      if (problems.length > 0)
        throw new AppError(400, 'VALIDATION_ERROR', capitalise(problems.join('; ')));
      if ((await repository.countBlends(userId)) >= MAX_SAVED_BLENDS)
        throw new AppError(409, 'LIMIT_REACHED', AROMATHERAPY_MESSAGES.savedLimit);
      const row = await repository.insertBlend(userId, {
        name: input.name,
        oils: input.oils.map(({ id, drops }) => ({ id, drops })),
        carrier_ml: input.carrier_ml,
        application: input.application,
      });
      return savedBlend(row, await userFacts(userId));
    },

    async deleteBlend(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteBlend(userId, id)))
        throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.blend);
    },

    async listFavorites(userId: string): Promise<{ favorites: FavoriteOil[] }> {
      const [rows, facts] = await Promise.all([
        repository.listFavorites(userId),
        userFacts(userId),
      ]);
      const favorites: FavoriteOil[] = [];
      for (const row of rows) {
        const oil = oils.get(row.oil_id);
        if (!oil) continue;
        favorites.push({
          oil: summariseOil(oil),
          created_at: row.created_at.toISOString(),
          for_you: personalOilWarnings([oil], facts, facts?.person),
        });
      }
      return { favorites };
    },

    async addFavorite(userId: string, oilId: string): Promise<FavoriteOil> {
      const oil = oils.get(oilId);
      if (!oil) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.oil);
      const row = await repository.addFavorite(userId, oil.id);
      const facts = await userFacts(userId);
      return {
        oil: summariseOil(oil),
        created_at: row.created_at.toISOString(),
        for_you: personalOilWarnings([oil], facts, facts?.person),
      };
    },

    async removeFavorite(userId: string, oilId: string): Promise<void> {
      if (!(await repository.deleteFavorite(userId, oilId)))
        throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.favorite);
    },

    listRemedies: (filter: { concern?: RemedyConcern; q?: string }) => ({
      remedies: remedies.list(filter),
    }),

    async getRemedy(userId: string | null, id: string): Promise<RemedyDetail> {
      const remedy = remedies.get(id);
      if (!remedy) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.remedy);
      return remedyDetail(remedy, await userFacts(userId));
    },
  };
}
export type AromatherapyService = ReturnType<typeof createAromatherapyService>;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
