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
  type BlendPerson,
  type BlendResult,
  type FavoriteOil,
  type OilDetail,
  type RemedyDetail,
  type SaveBlendInput,
  type SavedBlend,
} from '#shared/contracts/aromatherapy.contract';
import {
  checkBlendInput,
  evaluateBlend,
  type BlendInput,
} from '#server/knowledge/aromatherapy/blend-math';
import { summariseOil, type OilIndex } from '#server/knowledge/aromatherapy/oil-index';
import type { OilCategory } from '#server/knowledge/aromatherapy/oil.schema';
import type { RemedyIndex } from '#server/knowledge/aromatherapy/remedy-index';
import type { RemedyConcern } from '#server/knowledge/aromatherapy/remedy.schema';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { createAromatherapyDetails } from './aromatherapy-details';
import type { AromatherapyRepository, BlendRow } from './aromatherapy.repository';
import { createInteractionRecords } from './interaction-records';
import { createPersonalWarnings, withRequestPerson, type UserFacts } from './personal-warnings';

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

/** What working out a blend needs: the oil library and the person's warnings. */
interface BlendTools {
  oils: AromatherapyDeps['oils'];
  personalOilWarnings: ReturnType<typeof createPersonalWarnings>['personalOilWarnings'];
}

// ── Blends ─────────────────────────────────────────────────────────────────────────────────
function workOutBlend(
  { oils, personalOilWarnings }: BlendTools,
  input: BlendInput,
  facts: UserFacts | null,
  extra?: BlendPerson,
): BlendResult {
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

function savedBlend(tools: BlendTools, row: BlendRow, facts: UserFacts | null): SavedBlend {
  // An oil since taken out of the library is dropped from the worked result, not from the row.
  const known = row.oils.filter((entry) => tools.oils.get(entry.id));
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
        ? workOutBlend(tools, input, facts)
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

export function createAromatherapyService(deps: AromatherapyDeps) {
  const { repository, oils, remedies, interactions } = deps;
  const records = createInteractionRecords(interactions);
  const warnings = createPersonalWarnings({ ...deps, records });
  const { userFacts, personalOilWarnings } = warnings;
  const { oilDetail, remedyDetail } = createAromatherapyDetails({ ...deps, records, warnings });

  const tools: BlendTools = { oils, personalOilWarnings };

  return {
    listOils: (filter: { category?: OilCategory; q?: string }) => ({ oils: oils.list(filter) }),

    async getOil(actor: Actor | null, id: string): Promise<OilDetail> {
      const oil = oils.get(id);
      if (!oil) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.oil);
      return oilDetail(oil, await userFacts(actor?.id ?? null));
    },

    async blend(
      actor: Actor | null,
      request: BlendInput & { person?: BlendPerson },
    ): Promise<BlendResult> {
      const { person, ...input } = request;
      // Unknown oils are refused before anything of the user is read.
      const problems = checkBlendInput(input, oils.get);
      if (problems.length > 0)
        throw new AppError(400, 'VALIDATION_ERROR', capitalise(problems.join('; ')));
      return workOutBlend(tools, input, await userFacts(actor?.id ?? null), person);
    },

    async listBlends(actor: Actor): Promise<{ blends: SavedBlend[] }> {
      const [rows, facts] = await Promise.all([
        repository.listBlends(actor.id),
        userFacts(actor.id),
      ]);
      return { blends: rows.map((row) => savedBlend(tools, row, facts)) };
    },

    async getBlend(actor: Actor, id: string): Promise<SavedBlend> {
      const row = await repository.findBlend(actor.id, id);
      if (!row) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.blend);
      return savedBlend(tools, row, await userFacts(actor?.id ?? null));
    },

    async saveBlend(actor: Actor, input: SaveBlendInput): Promise<SavedBlend> {
      const problems = checkBlendInput(input, oils.get);
      if (problems.length > 0)
        throw new AppError(400, 'VALIDATION_ERROR', capitalise(problems.join('; ')));
      if ((await repository.countBlends(actor.id)) >= MAX_SAVED_BLENDS)
        throw new AppError(409, 'LIMIT_REACHED', AROMATHERAPY_MESSAGES.savedLimit);
      const row = await repository.insertBlend(actor.id, {
        name: input.name,
        oils: input.oils.map(({ id, drops }) => ({ id, drops })),
        carrier_ml: input.carrier_ml,
        application: input.application,
      });
      return savedBlend(tools, row, await userFacts(actor?.id ?? null));
    },

    async deleteBlend(actor: Actor, id: string): Promise<void> {
      if (!(await repository.deleteBlend(actor.id, id)))
        throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.blend);
    },

    async listFavorites(actor: Actor): Promise<{ favorites: FavoriteOil[] }> {
      const [rows, facts] = await Promise.all([
        repository.listFavorites(actor.id),
        userFacts(actor.id),
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

    async addFavorite(actor: Actor, oilId: string): Promise<FavoriteOil> {
      const oil = oils.get(oilId);
      if (!oil) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.oil);
      const row = await repository.addFavorite(actor.id, oil.id);
      const facts = await userFacts(actor?.id ?? null);
      return {
        oil: summariseOil(oil),
        created_at: row.created_at.toISOString(),
        for_you: personalOilWarnings([oil], facts, facts?.person),
      };
    },

    async removeFavorite(actor: Actor, oilId: string): Promise<void> {
      if (!(await repository.deleteFavorite(actor.id, oilId)))
        throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.favorite);
    },

    listRemedies: (filter: { concern?: RemedyConcern; q?: string }) => ({
      remedies: remedies.list(filter),
    }),

    async getRemedy(actor: Actor | null, id: string): Promise<RemedyDetail> {
      const remedy = remedies.get(id);
      if (!remedy) throw new AppError(404, 'NOT_FOUND', AROMATHERAPY_MESSAGES.remedy);
      return remedyDetail(remedy, await userFacts(actor?.id ?? null));
    },
  };
}
export type AromatherapyService = ReturnType<typeof createAromatherapyService>;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
