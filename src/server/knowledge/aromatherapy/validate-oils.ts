/**
 * Checks the oils beyond their schema, one readable string per problem naming the oil ([] is
 * valid): the substance link is a known essential oil; the oil agrees with what the interaction
 * engine already says of that substance (a salicylate oil has the anticoagulant flag and is never
 * for children, a neurotoxic oil has the epilepsy flag, a sensitising one the sensitiser flag, a phototoxic expressed oil has its
 * phototoxic maximum); uses and categories are not repeated and make no promises; claims of
 * trials cite a page a reader can open; constituent ranges make sense.
 */
import type { Substance } from '../knowledge.schema';
import type { Oil } from './oil.schema';
import { CLAIM_WORDS, isWebSource } from './references';

export function validateOils(
  oils: readonly Oil[],
  substances: readonly Pick<Substance, 'id' | 'kind' | 'classes'>[],
): string[] {
  const byId = new Map(substances.map((substance) => [substance.id, substance]));
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const oil of oils) {
    const at = `oil ${oil.id}`;
    const key = oil.name.toLowerCase();
    const owner = names.get(key);
    if (owner && owner !== oil.id) problems.push(`${at}: name "${oil.name}" is also ${owner}'s`);
    names.set(key, oil.id);

    if (oil.substance_id !== null) {
      const substance = byId.get(oil.substance_id);
      if (!substance) problems.push(`${at}: unknown substance ${oil.substance_id}`);
      else if (substance.kind !== 'essential_oil')
        problems.push(`${at}: substance ${oil.substance_id} is not an essential oil`);
      else {
        const classes = new Set<string>(substance.classes);
        if (classes.has('salicylate-oil')) {
          if (!oil.flags.anticoagulant)
            problems.push(`${at}: a methyl salicylate oil needs the anticoagulant flag`);
          if (
            !oil.flags.min_age ||
            oil.flags.min_age.years < 18 ||
            oil.flags.min_age.near_face_only
          )
            problems.push(`${at}: a methyl salicylate oil is never for children (min_age 18)`);
        }
        if (classes.has('neurotoxic-oil') && !oil.flags.epilepsy)
          problems.push(
            `${at}: substance ${oil.substance_id} is neurotoxic: add the epilepsy flag`,
          );
        if (classes.has('skin-sensitizing-oil') && !oil.flags.skin_sensitiser)
          problems.push(`${at}: substance ${oil.substance_id} sensitises skin: add the flag`);
        if (classes.has('phototoxic-oil') && oil.method === 'expressed' && !oil.flags.phototoxic)
          problems.push(`${at}: an expressed phototoxic oil needs its phototoxic maximum`);
      }
    }

    const categories = oil.uses.map((use) => use.category);
    if (new Set(categories).size !== categories.length)
      problems.push(`${at}: a category is listed twice`);
    for (const use of oil.uses) {
      if (CLAIM_WORDS.test(use.use))
        problems.push(`${at}: use "${use.use}" makes a claim (never 'treats' or 'cures')`);
      if (use.evidence !== 'traditional use' && !isWebSource(use.source))
        problems.push(
          `${at}: ${use.category} claims ${use.evidence}: cite a page a reader can open`,
        );
    }

    for (const constituent of oil.constituents)
      if (constituent.percent_min > constituent.percent_max)
        problems.push(`${at}: ${constituent.name} range is upside down`);
    const floor = oil.constituents.reduce((sum, constituent) => sum + constituent.percent_min, 0);
    if (floor > 100) problems.push(`${at}: constituent minimums add up to ${floor}%`);

    const photo = oil.flags.phototoxic;
    if (photo && oil.max_dermal_percent !== null && photo.max_percent > oil.max_dermal_percent)
      problems.push(`${at}: the phototoxic maximum is above the dermal maximum; leave it out`);
    if (!oil.flags.not_for_ingestion)
      problems.push(`${at}: every oil in the library is marked not for ingestion`);
  }
  return problems;
}
