/**
 * Supplement totals: the cabinet's supplements with the nutrient amounts read from their doses,
 * added to the day's food log and held against the upper limits (NIH ODS).
 */
import type { Actor } from '#server/plugins/actor';
import type { NutritionContext } from './nutrition-context';
import { foodLogFor } from './nutrition-food-log';
import { readPicture } from './nutrition-person';
import { supplementAmounts } from './supplement-doses';
import { supplementTotals } from './supplement-totals';

export async function supplementTotalsFor(context: NutritionContext, actor: Actor, date: string) {
  const { interactions } = context;
  const user = await readPicture(context, actor.id);
  const log = await foodLogFor(context, actor.id, date, user);
  const supplements = user.cabinet
    .map((entry, i) => ({ entry, substanceId: user.medicines[i]!.substanceId }))
    .filter(
      ({ entry, substanceId }) =>
        (substanceId !== null && interactions.substances.get(substanceId)?.kind === 'supplement') ||
        entry.type === 'Supplement' ||
        entry.type === 'Vitamin',
    )
    .map(({ entry, substanceId }) => {
      const amounts = supplementAmounts({
        name: entry.name,
        dosage: entry.dosage,
        frequency: entry.frequency,
        substanceId,
      });
      return { entry, amounts };
    });
  return supplementTotals(
    { age: user.facts.age, sex: user.facts.sex, stage: user.stage },
    log,
    supplements,
  );
}
