/**
 * The offline assistant's answers about lab tests, from our biomarker reference
 * (src/server/knowledge/biomarkers): what a marker measures, its typical adult range in the units
 * people meet, common causes of high and low values, how to prepare, and sources. It never
 * interprets a person's own number: the lab analysis does that against the lab's printed range.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
  RangeDefinition,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { BODY_SYSTEM_LABELS, sampleOf } from '#server/knowledge/biomarkers/biomarker-reference';
import type { Source } from './chat.types';

const MAX_PHRASE_WORDS = 4;
const MAX_MARKERS = 3;
const LIST_LIMIT = 6;
/** Words that name a marker only together with another word ("blood sugar", "urine protein"). */
const NEVER_ALONE = new Set([
  'blood',
  'urine',
  'test',
  'tests',
  'level',
  'levels',
  'result',
  'results',
  'count',
  'sugar',
  'normal',
  'high',
  'low',
  'range',
  'what',
  'is',
  'my',
  'a',
  'the',
  'of',
  'and',
]);

/** The markers a message names, longest phrases first, at most three. */
export function findBiomarkers(
  words: readonly string[],
  reference: BiomarkerReference,
): BiomarkerDefinition[] {
  const taken = words.map(() => false);
  const found: { marker: BiomarkerDefinition; position: number }[] = [];
  for (let length = Math.min(MAX_PHRASE_WORDS, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      const phrase = words.slice(start, start + length);
      if (length === 1 && (NEVER_ALONE.has(phrase[0]!) || phrase[0]!.length < 2)) continue;
      const marker = reference.resolveName(phrase.join(' '));
      if (!marker || found.some((f) => f.marker.id === marker.id)) continue;
      for (let k = start; k < start + length; k++) taken[k] = true;
      found.push({ marker, position: start });
    }
  }
  return found
    .sort((a, b) => a.position - b.position)
    .slice(0, MAX_MARKERS)
    .map((f) => f.marker);
}

const round = (value: number) => Number(value.toPrecision(3)).toString();

function bound(low: number | null, high: number | null): string {
  if (low !== null && high !== null) return `${round(low)} to ${round(high)}`;
  if (high !== null) return `below ${round(high)}`;
  return low !== null ? `above ${round(low)}` : 'no set range';
}

function rangeWho(range: RangeDefinition): string {
  const sex = range.sex === 'male' ? 'men' : range.sex === 'female' ? 'women' : 'adults';
  if (range.age_min !== undefined && range.age_max !== undefined)
    return `${sex} ${range.age_min} to ${range.age_max}`;
  if (range.age_min !== undefined) return `${sex} ${range.age_min} and over`;
  return range.age_max !== undefined ? `${sex} under ${range.age_max}` : sex;
}

/** "3.5 to 5.0 mmol/L (men)", with the same range in the marker's other common unit. */
function rangeLines(marker: BiomarkerDefinition, reference: BiomarkerReference): string[] {
  if (marker.kind !== 'quantitative' || !marker.canonical_unit) {
    return marker.normal_values && marker.normal_values.length > 0
      ? [`Usually: ${marker.normal_values.join(' or ')}.`]
      : [];
  }
  const canonical = marker.canonical_unit;
  const other = marker.units.find((unit) => unit.unit !== canonical)?.unit;
  return marker.ranges.map((range) => {
    const main = `${bound(range.low, range.high)} ${canonical}`;
    const convert = (value: number | null) =>
      value === null || !other ? null : reference.convert(marker.id, value, canonical, other);
    const alt =
      other && (range.low !== null || range.high !== null)
        ? ` (${bound(convert(range.low), convert(range.high))} ${other})`
        : '';
    return `- ${rangeWho(range)}: ${main}${alt}`;
  });
}

const bullets = (items: readonly string[]) =>
  items
    .slice(0, LIST_LIMIT)
    .map((item) => `- ${item}`)
    .join('\n');

/** One marker explained, in plain words, with its sources added to `addSources`. */
export function biomarkerAnswer(
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
  addSources: (sources: readonly Source[]) => void,
): string {
  addSources(marker.sources);
  const lines = [
    `${marker.name} (${sampleOf(marker)} test, ${BODY_SYSTEM_LABELS[marker.system].toLowerCase()}): ${marker.measures}`,
  ];
  const ranges = rangeLines(marker, reference);
  if (ranges.length > 0)
    lines.push(
      `Typical adult range:\n${ranges.join('\n')}\nLabs differ: the range printed on your own report is the one that applies to your result.`,
    );
  if (marker.high_causes.length > 0)
    lines.push(`Common reasons for a high result:\n${bullets(marker.high_causes)}`);
  if (marker.low_causes.length > 0)
    lines.push(`Common reasons for a low result:\n${bullets(marker.low_causes)}`);
  if (marker.preparation) lines.push(`Before the test: ${marker.preparation}`);
  return lines.join('\n\n');
}

/** What follows the explanations: where a person's own numbers are read, and by whom. */
export const OWN_RESULTS_NOTE =
  "I don't interpret your own numbers here. The lab report analysis at /upload (Wellness Pro) flags each result against your lab's printed range, and the clinician who ordered the test is the right person to interpret your results.";
