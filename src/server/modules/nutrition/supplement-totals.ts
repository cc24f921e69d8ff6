/**
 * Supplement totals (ADR 027, ADR 050): the cabinet's supplements' nutrients added to the day's
 * food log, and every upper limit held in its own basis for the person's age and life stage.
 * Pure, so the rules are tested without a database (supplement-totals.test.ts).
 */
import type { FoodLogResponse } from '#shared/contracts/nutrition.contract';
import { round } from '#server/knowledge/nutrition/nutrient-math';
import { drisFor } from './dri';
import type { Sex } from './energy-targets';
import type { SupplementAmount } from './supplement-doses';
import {
  lifeStageText,
  SUPPLEMENT_NUTRIENTS,
  upperLimitsFor,
  type LifeStage,
  type SupplementKey,
  type UpperLimit,
} from './upper-limits';

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : String(round(n, 1)));
/** An amount as the answer gives it: finer for small ones (0.196 mg of nickel is not 0.2). */
const amount = (n: number) => round(n, n < 1 ? 3 : n < 10 ? 2 : 1);
const sentenceCase = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

function dedupeSources<T extends { url: string }>(sources: readonly T[]): T[] {
  return [...new Map(sources.map((source) => [source.url, source])).values()];
}

/**
 * The answer of `GET /api/supplements/totals`: each DRI row (food plus supplements against
 * the need and, where it is in the row's own unit, the UL), then every other upper limit a
 * supplement supplies (niacin, B6, folic acid, selenium, iodine...), each held against its UL in
 * its own basis for the person's age and life stage.
 */
export function supplementTotals(
  person: { age: number | null; sex: Sex | null; stage: LifeStage },
  log: Pick<FoodLogResponse, 'date' | 'entries' | 'totals'>,
  supplements: readonly { entry: { id: string; name: string }; amounts: SupplementAmount[] }[],
) {
  const { age, sex, stage } = person;
  const all = supplements.flatMap((s) => s.amounts);
  const supplied = (keys: readonly SupplementKey[]) =>
    all.filter((a) => keys.includes(a.key)).reduce((sum, a) => sum + a.amount, 0);
  const limits = upperLimitsFor(age, stage);
  const stageText = lifeStageText(age, stage);
  const byDri = new Map(limits.flatMap((l) => (l.row.dri ? [[l.row.dri as string, l]] : [])));

  function row(fields: {
    key: string;
    label: string;
    unit: string;
    fromFood: number;
    foodKnown: boolean;
    fromSupplements: number;
    target: number | null;
    ul: UpperLimit | undefined;
    sources: { title: string; url: string }[];
  }) {
    const { ul, fromFood, fromSupplements } = fields;
    const supplementsOfUl = ul ? supplied(ul.row.from) : 0;
    const counted = ul
      ? (ul.row.counts === 'total' && ul.row.dri ? fromFood : 0) + supplementsOfUl
      : 0;
    const over =
      ul !== undefined &&
      (ul.limit !== null ? counted > ul.limit : ul.foodOnly && supplementsOfUl > 0);
    return {
      key: fields.key,
      label: fields.label,
      unit: fields.unit,
      from_food: amount(fromFood),
      from_food_known: fields.foodKnown,
      from_supplements: amount(fromSupplements),
      total: amount(fromFood + fromSupplements),
      target: fields.target,
      upper_limit: ul?.limit ?? null,
      over_upper_limit: over,
      message: over && ul ? overLimitMessage(ul, counted, supplementsOfUl, stageText, stage) : null,
      sources: dedupeSources([...(ul ? [ul.row.source] : []), ...fields.sources]),
      ...(ul
        ? {
            upper_limit_kind: ul.row.kind,
            upper_limit_basis: ul.row.basis,
            counted_toward_limit: amount(counted),
          }
        : {}),
    };
  }

  const driRows = drisFor(age, sex, stage).map((dri) => {
    // An empty day is a known 0; a day whose food lacks the figure is unknown, not 0.
    const foodKnown = log.entries.length === 0 || log.totals[dri.key] !== undefined;
    // Folate is µg DFE: folic acid and methylfolate count 1.7 each towards the need (never
    // towards the folic acid UL, which is µg of folic acid). Vitamin A is µg RAE: retinol and
    // beta-carotene (already as RAE) both count towards the need; only retinol towards the UL.
    const fromSupplements =
      dri.key === 'folate_ug'
        ? 1.7 * supplied(['folic_acid_ug', 'methylfolate_ug'])
        : dri.key === 'vitamin_a_ug'
          ? supplied(['vitamin_a_ug', 'provitamin_a_ug'])
          : supplied([dri.key as SupplementKey]);
    return row({
      key: dri.key,
      label: dri.label,
      unit: dri.unit,
      fromFood: log.totals[dri.key] ?? 0,
      foodKnown,
      fromSupplements,
      target: dri.target,
      ul: byDri.get(dri.key),
      sources: [dri.source],
    });
  });
  // Upper limits with no food figure of their own: shown when a supplement supplies them.
  const ulRows = limits
    .filter((l) => !l.row.dri && supplied(l.row.from) > 0)
    .map((ul) =>
      row({
        key: ul.row.key,
        label: ul.row.label,
        unit: ul.row.unit,
        fromFood: 0,
        foodKnown: false,
        fromSupplements: supplied(ul.row.from),
        target: null,
        ul,
        sources: [],
      }),
    );
  return {
    date: log.date,
    upper_limits_for: stageText,
    supplements: supplements.map(({ entry, amounts }) => ({
      medication_id: entry.id,
      name: entry.name,
      nutrients: amounts.map((a) => ({
        key: a.key,
        label: SUPPLEMENT_NUTRIENTS[a.key].label,
        amount: round(a.amount, 2),
        unit: SUPPLEMENT_NUTRIENTS[a.key].unit,
      })),
      known: amounts.length > 0,
    })),
    nutrients: [...driRows, ...ulRows],
  };
}

function overLimitMessage(
  ul: UpperLimit,
  counted: number,
  fromSupplements: number,
  stageText: string,
  stage: LifeStage,
): string {
  const { row } = ul;
  const name = sentenceCase(row.label);
  const supplementsOnly = row.counts === 'supplements' || !row.dri;
  const what = supplementsOnly
    ? `Your supplements give ${fmt(counted)} ${row.unit} of ${name} a day`
    : `You get ${fmt(counted)} ${row.unit} of ${name} this day${fromSupplements > 0 ? ` (${fmt(fromSupplements)} ${row.unit} from supplements)` : ''}`;
  const advice = 'Talk to your clinician or pharmacist before taking more.';
  if (ul.limit === null)
    return `${what}, but no safe upper limit could be set for ${stageText}: the National Academies advise getting it from food only. ${row.harm} ${advice}`;
  const limit = `${fmt(ul.limit)} ${row.unit}`;
  const forWhom = stage.pregnant || stage.lactating ? ` for ${stageText}` : '';
  const kind =
    row.kind === 'CDRR'
      ? `above ${limit}, the intake above which cutting down lowers chronic disease risk`
      : `over the upper limit of ${limit}${row.counts === 'supplements' ? ' from supplements' : ''}${forWhom}`;
  return `${what}: ${kind}. ${row.harm} ${advice}`;
}
