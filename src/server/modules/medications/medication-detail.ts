/**
 * One medicine's own page (GET /api/medications/:id): the medicine, what the knowledge base says
 * of it, and what it meets in the cabinet. The check is the interaction checker's, over this
 * medicine and every other active one, so the page can never disagree with the cabinet's own
 * analysis; only what involves this medicine is kept.
 */
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { MedicationDetail } from '#shared/contracts/medications.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Actor } from '#server/plugins/actor';
import { medicationNotFound, toMedication } from './cabinet-rows';
import type { MedicationsContext } from './medications-context';

type About = MedicationDetail['about'];

/** Side effects, warnings and their sources from the knowledge base, for one name as typed. */
export function aboutMedicine(index: KnowledgeIndex, name: string): About {
  const resolution = index.resolve(name);
  const substance = resolution ? index.substances.get(resolution.substanceId) : undefined;
  const parts = substance
    ? index.activeIds(substance.id).map((id) => index.substances.get(id)!)
    : [];
  // A combination product speaks through its ingredients; a single substance through itself.
  const from = parts.length > 1 ? parts : substance ? [substance] : [];
  return {
    name,
    substance: substance ? index.ref(substance.id) : null,
    sideEffects: from.flatMap((s) => s.side_effects),
    detailedSideEffects: from.flatMap((s) => s.serious_side_effects),
    warnings: from.flatMap((s) => s.warnings),
    sources: from.flatMap((s) => s.sources),
  };
}

/** The check's findings that involve item 0 (this medicine); the items stay, as indices name them. */
export function findingsOfFirst(result: CheckResponse): CheckResponse {
  return {
    ...result,
    interactions: result.interactions.filter((found) => found.between.includes(0)),
    duplicates: result.duplicates.filter((found) => found.between.includes(0)),
    cautions: result.cautions.filter((caution) => caution.item === 0),
  };
}

export async function readMedicationDetail(
  ctx: MedicationsContext,
  actor: Actor,
  id: string,
): Promise<MedicationDetail> {
  const row = await ctx.repository.find(actor.id, id);
  if (!row) throw medicationNotFound();
  const others = (await ctx.repository.listActive(actor.id))
    .filter((other) => other.id !== row.id)
    .map((other) => other.name);
  const result = await ctx.check(actor.id, [row.name, ...others]);
  return {
    medication: toMedication(ctx.index, row),
    about: aboutMedicine(ctx.index, row.name),
    with_cabinet: findingsOfFirst(result),
  };
}
