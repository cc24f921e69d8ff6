/**
 * The blend calculator's arithmetic, pure (ADR 029 states the formulas):
 * - 20 drops = 1 ml;
 * - dilution_percent = total oil ml ÷ (total oil ml + carrier ml) × 100, and each oil's percent
 *   is its own ml over the same total;
 * - an oil's maximum for the skin is the lower of its maximum dermal level and its phototoxic
 *   maximum (inhalation and diffusers have no dermal maximum); an oil not for home use has 0;
 * - phototoxic_load = Σ over phototoxic oils of (percent ÷ phototoxic maximum); above 1 the skin
 *   must stay out of the sun for 12 hours.
 * POST /api/oils/blend serves `evaluateBlend`'s result; person warnings come from safety-rules.ts.
 */
import type { Oil } from './oil.schema';
import { resolveCitation, uniqueSources, type Citation } from './references';
import { screenOilsForPerson, type OilWarning, type Person } from './safety-rules';

export const DROPS_PER_ML = 20;
export const MAX_DROPS = 200;
export const MAX_CARRIER_ML = 1000;

export const BLEND_APPLICATIONS = ['massage', 'bath', 'face', 'inhalation', 'diffuser'] as const;
export type BlendApplication = (typeof BLEND_APPLICATIONS)[number];
/** Applications where the blend stays on the skin, so dermal and phototoxic limits apply. */
export const DERMAL_APPLICATIONS: ReadonlySet<BlendApplication> = new Set([
  'massage',
  'bath',
  'face',
]);

/** General total-dilution guidance for adults by application; null where none applies. */
export const APPLICATION_GUIDANCE: Record<
  BlendApplication,
  { max_percent: number | null; text: string; source: Citation }
> = {
  face: {
    max_percent: 1.5,
    text: 'Facial oils and creams are usually kept at 0.2-1.5% in total: facial skin is thinner and more reactive.',
    source: 'tisserand-young-2014',
  },
  // The Tisserand Institute's public guideline for adult body massage is 1.5-3% in total (4-10%
  // only short-term, for a specific problem): the top of the everyday range, not the exception.
  massage: {
    max_percent: 3,
    text: 'Body massage oils are usually kept at 1.5-3% in total.',
    source: 'tisserand-young-2014',
  },
  bath: {
    max_percent: null,
    text: 'Oils do not mix with bath water: mix them into a carrier oil or unscented bath product first, never drops straight into the water.',
    source: 'tisserand-young-2014',
  },
  inhalation: {
    max_percent: null,
    text: 'For inhalation a few drops on a tissue or in steam are enough; keep the eyes closed over steam.',
    source: 'tisserand-young-2014',
  },
  diffuser: {
    max_percent: null,
    text: 'Diffuse for short periods (30-60 minutes) in a ventilated room, away from babies and pets.',
    source: 'tisserand-young-2014',
  },
};

export interface BlendInput {
  oils: readonly { id: string; drops: number }[];
  carrier_ml: number;
  application: BlendApplication;
}

export interface PerOilResult {
  id: string;
  name: string;
  drops: number;
  ml: number;
  percent: number;
  /** The lower of the dermal and phototoxic maxima for this application; null when none. */
  max_percent: number | null;
  within_limit: boolean;
}

export interface BlendResult {
  dilution_percent: number;
  per_oil: PerOilResult[];
  phototoxic_load: number;
  within_limits: boolean;
  warnings: OilWarning[];
}

export const dropsToMl = (drops: number): number => drops / DROPS_PER_ML;

/** Percent of the blend a volume of oil makes up: oil ml ÷ (all oils ml + carrier ml) × 100. */
export function percentOfBlend(oilMl: number, totalOilMl: number, carrierMl: number): number {
  const total = totalOilMl + carrierMl;
  return total > 0 ? (oilMl / total) * 100 : 0;
}

/** Drops of one oil that make `percent` of a blend in `carrierMl`, alone (for the worked examples). */
export function dropsForPercent(percent: number, carrierMl: number): number {
  // ml = p/100 × (ml + carrier)  ⇒  ml = p × carrier / (100 − p)
  return ((percent * carrierMl) / (100 - percent)) * DROPS_PER_ML;
}

/** The maximum that applies to one oil on the skin: the lower of dermal and phototoxic. */
export function skinMaximum(oil: Oil, application: BlendApplication): number | null {
  if (oil.flags.do_not_use) return 0;
  if (!DERMAL_APPLICATIONS.has(application)) return null;
  const limits = [oil.max_dermal_percent, oil.flags.phototoxic?.max_percent ?? null].filter(
    (value): value is number => value !== null,
  );
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** Σ percent ÷ phototoxic maximum over the phototoxic oils (each oil's share of its own limit). */
export function phototoxicLoad(parts: readonly { oil: Oil; percent: number }[]): number {
  return parts.reduce(
    (load, { oil, percent }) =>
      oil.flags.phototoxic ? load + percent / oil.flags.phototoxic.max_percent : load,
    0,
  );
}

/** Problems with the input, in the words the API answers 400 with; [] when it can be computed. */
export function checkBlendInput(
  input: BlendInput,
  known: (id: string) => Oil | undefined,
): string[] {
  const problems: string[] = [];
  if (input.oils.length === 0) problems.push('add at least one oil');
  for (const { id, drops } of input.oils) {
    if (!known(id)) problems.push(`unknown oil: ${id}`);
    if (!Number.isFinite(drops) || drops <= 0 || drops > MAX_DROPS)
      problems.push(`drops of ${id} must be more than 0 and at most ${MAX_DROPS}`);
  }
  if (
    !Number.isFinite(input.carrier_ml) ||
    input.carrier_ml <= 0 ||
    input.carrier_ml > MAX_CARRIER_ML
  )
    problems.push(`carrier_ml must be more than 0 and at most ${MAX_CARRIER_ML}`);
  if (!(BLEND_APPLICATIONS as readonly string[]).includes(input.application))
    problems.push(`application must be one of ${BLEND_APPLICATIONS.join(', ')}`);
  return problems;
}

const round = (value: number, places = 2) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};
// Percentages are compared before rounding, with a hair of tolerance for float noise.
const EPSILON = 1e-9;

/**
 * Everything POST /api/oils/blend answers, for valid input (`checkBlendInput` first): the
 * dilution, each oil against its maximum, the phototoxic load, and the warnings of the blend and,
 * when a person is given, of that person (safety-rules.ts). The same oil twice counts once, with
 * its drops added.
 */
export function evaluateBlend(
  input: BlendInput,
  get: (id: string) => Oil | undefined,
  person?: Person,
): BlendResult {
  const problems = checkBlendInput(input, get);
  if (problems.length > 0) throw new Error(`invalid blend: ${problems.join('; ')}`);
  const drops = new Map<string, number>();
  for (const entry of input.oils) drops.set(entry.id, (drops.get(entry.id) ?? 0) + entry.drops);
  const totalOilMl = dropsToMl([...drops.values()].reduce((sum, value) => sum + value, 0));
  const dermal = DERMAL_APPLICATIONS.has(input.application);
  const parts = [...drops].map(([id, count]) => {
    const oil = get(id)!;
    const ml = dropsToMl(count);
    return { oil, drops: count, ml, percent: percentOfBlend(ml, totalOilMl, input.carrier_ml) };
  });
  const dilution = percentOfBlend(totalOilMl, totalOilMl, input.carrier_ml);
  const load = dermal ? phototoxicLoad(parts) : 0;

  const warnings: OilWarning[] = [];
  const perOil = parts.map(({ oil, drops: count, ml, percent }) => {
    const max = skinMaximum(oil, input.application);
    const within = max === null || percent <= max + EPSILON;
    if (oil.flags.do_not_use)
      warnings.push({
        kind: 'do_not_use',
        oil_id: oil.id,
        text: `${oil.name}: not for home use in any amount. ${oil.flags.do_not_use.text}`,
        sources: [resolveCitation(oil.flags.do_not_use.source)],
      });
    else if (!within) {
      const phototoxicBinds =
        oil.flags.phototoxic !== null &&
        (oil.max_dermal_percent === null ||
          oil.flags.phototoxic.max_percent < oil.max_dermal_percent);
      warnings.push({
        kind: 'max_dermal',
        oil_id: oil.id,
        text: phototoxicBinds
          ? `${oil.name} is ${round(percent)}% of the blend, above its ${max}% limit for skin that sees the sun (phototoxic).`
          : `${oil.name} is ${round(percent)}% of the blend, above its maximum of ${max}% for the skin. ${oil.max_dermal_note}`,
        sources: [
          resolveCitation(phototoxicBinds ? oil.flags.phototoxic!.source : oil.max_dermal_source),
        ],
      });
    }
    if (dermal && oil.flags.skin_sensitiser)
      warnings.push({
        kind: 'skin_sensitiser',
        oil_id: oil.id,
        text: `${oil.name}: ${oil.flags.skin_sensitiser.text}`,
        sources: [resolveCitation(oil.flags.skin_sensitiser.source)],
      });
    return {
      id: oil.id,
      name: oil.name,
      drops: count,
      ml: round(ml, 3),
      percent: round(percent),
      max_percent: max,
      within_limit: within,
    };
  });

  if (load > 1 + EPSILON)
    warnings.push({
      kind: 'phototoxic',
      oil_id: null,
      text: `Keep the skin this blend touches out of the sun and sunbeds for 12 hours: its phototoxic oils are at ${round(load)} times their combined limit.`,
      sources: uniqueSources(
        parts.flatMap(({ oil }) => (oil.flags.phototoxic ? [oil.flags.phototoxic.source] : [])),
      ),
    });

  const guidance = APPLICATION_GUIDANCE[input.application];
  const dilutionWithin =
    guidance.max_percent === null || dilution <= guidance.max_percent + EPSILON;
  if (!dilutionWithin)
    warnings.push({
      kind: 'dilution',
      oil_id: null,
      text: `The blend is ${round(dilution)}% essential oil, above the usual ${guidance.max_percent}% for ${input.application}. ${guidance.text}`,
      sources: [resolveCitation(guidance.source)],
    });
  else if (guidance.max_percent === null)
    warnings.push({
      kind: 'application',
      oil_id: null,
      text: guidance.text,
      sources: [resolveCitation(guidance.source)],
    });

  if (person)
    warnings.push(
      ...screenOilsForPerson(
        parts.map(({ oil }) => oil),
        person,
      ),
    );

  return {
    dilution_percent: round(dilution),
    per_oil: perOil,
    phototoxic_load: round(load),
    within_limits:
      perOil.every((entry) => entry.within_limit) && load <= 1 + EPSILON && dilutionWithin,
    warnings,
  };
}
