/**
 * Results written into a letter's sentences ('Your HbA1c was 46 mmol/mol.', 'Your kidney function
 * is normal, with an eGFR of 78 mL/min/1.73m2.', 'Ihr Vitamin B12 lag bei 412 pg/ml'), as a
 * practice's secretary types them to a patient. Each is turned into the line a table would
 * print ('HbA1c  46  mmol/mol') for the row reader, which then judges its name, value and unit
 * like any other; the caller holds every such row for the member to check, since a sentence may
 * speak of an earlier result or of a target as well as of this one.
 */
import type { LabSpecimen } from '../extraction.types';

/**
 * A result the sentence gives: the words that may name the test (the longest first: 'der
 * langjährigen Therapie ist das Vitamin B12 mit 198' names it by its last words), the number as
 * printed, the unit if any.
 */
export interface SentenceResult {
  names: string[];
  value: string;
  unit: string | null;
  /** The specimen the list's label names ('EGO: densidad 1.025, glucosa 250 mg/dL'), if any. */
  specimen?: LabSpecimen;
  /** Whether it is listed after a urine sediment's label ('sedimento: leucocitos 2-3/campo'). */
  isSediment?: boolean;
  /**
   * Whether the list's label dates it to a stay's admission: a test the report gives again is
   * given later, and that reading is the current one.
   */
  isOnAdmission?: boolean;
  /** Whether the letter tells it as a change's later reading ('fell from 142 to 98'). */
  isLater?: boolean;
}

/**
 * Words that make a clause about another time or a goal, or a stay's peak or trough ('Kreatinin
 * max. 1,74 mg/dl am 09.03.'), or a recommendation ('For high-risk patients LDL-C <1.8 mmol/L is
 * recommended'): its numbers are not this result. French words ending in 'é' end at a non-letter,
 * as \b knows no accented letter.
 */
export const NOT_THIS_RESULT =
  /\b(?:previous(?:ly)?|last time|earlier|before|targets?|aims?|goals?|should be|less than|more than|indicates?|indicative|suggestive|suggests?|consistent with|defined as|from\s+\S+\s+to|vorher(?:ige[nr]?)?|zuvor|vorwerte?|ziel(?:e|werte?)?|pr[ée]c[ée]dente?s?|objectifs?|anterior(?:es)?|objetivos?|precedent[ei]|obiettiv[oi]|max(?:imum|imal)?|peak(?:ed)?|nadir|highest|lowest|h[öo]chstwert|spitzenwert|pic|picco|m[áa]ximo|recommended|desirable|empfohlen(?:e[nr]?)?|w[üu]nschenswert|recomendad[oa]s?|deseables?|raccomandat[oaie]|auspicabil[ei])(?:\b|(?<=max)\.)|\b(?:recommand[ée]e?s?|souhaitables?|[ée]vocat(?:eur|rice)s?|sugestiv[oa]s?|suggestiv[oa]|hinweisend)(?!\p{L})/iu;

/** Words after a number that make it a bound: 'or lower', 'oder weniger', 'ou moins'. */
export const BOUND_AFTER =
  /^(?:or (?:lower|less|below|under|higher|greater|more|above|over)|and (?:above|over)|oder (?:weniger|niedriger|mehr|höher)|ou (?:moins|plus)|o (?:menos|más|meno|più))\b/iu;

/** A number that is no range's bound ('6.1 - 6.9 mmol/L indicates ...' is a range). */
const NUMBER = String.raw`[<>]?\d+(?:[.,]\d+)?(?!\s*[-–]\s*\d|\s+(?:to|bis|à|a)\s+\d|[.,]?\d)`;
/** A unit as a letter prints it: letters, µ, %, '/', '^', digits after a letter. */
export const UNIT = String.raw`(?:%|[\p{L}µμ][\p{L}µμ\d/^.²³]*(?:/[\p{L}\d.²³]+)?)`;
/** The name: up to five words, a bracketed aside allowed ('HDL cholesterol (the 'good' one)'). */
const NAME = String.raw`((?:[\p{L}][\p{L}\d\-/]*|\([^)]{0,40}\))(?:\s+(?:[\p{L}\d][\p{L}\d\-/]*|\([^)]{0,40}\))){0,5})`;

/** '<possessive> NAME (level) was|is (low|high at) N UNIT' and 'with an NAME of N UNIT'. */
const PATTERNS = [
  new RegExp(
    String.raw`(?:^|[\s(])(?:your|the|his|her|ihr|ihre|das|der|die|votre|le|su|el|il|la)\s+${NAME}\s+(?:level\s+|wert\s+)?(?:was|is|were|came back at|lag bei|liegt bei|war|betrug|mit|[ée]tait|est de|fue de|era|è)\s+(?:(?:slightly\s+)?(?:low|high|raised|normal|elevated|reduced)\s+at\s+)?(${NUMBER})\s*(${UNIT})?`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:^|\s)(?:with\s+)?(?:an?|ein|eine|einen|einem|une?|una?)\s+${NAME}\s+(?:of|von|de|di)\s+(${NUMBER})\s*(${UNIT})?`,
    'giu',
  ),
];

/** The test's words without a bracketed aside and a trailing 'level'. */
const cleanName = (name: string) =>
  name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+(?:level|levels|wert)$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The results a line of prose gives. Only a line that reads as a sentence (six words at least)
 * is read, and no clause of it that speaks of another time or of a goal.
 */
export function sentenceResults(line: string): SentenceResult[] {
  if (line.split(/\s+/).length < 6) return [];
  const found: SentenceResult[] = [];
  for (const clause of line.split(/[.;](?=\s|$)|,\s+(?:and|und|et|y|e)\s+/u)) {
    if (NOT_THIS_RESULT.test(clause)) continue;
    for (const pattern of PATTERNS) {
      for (const match of clause.matchAll(pattern)) {
        const name = cleanName(match[1] ?? '');
        const unit = (match[3] ?? '').replace(/[.,]$/, '');
        const words = name.split(' ');
        const names = words.map((_, at) => words.slice(at).join(' '));
        // A threshold ('a single HbA1c of 50 mmol/mol or more … is diagnostic').
        const after = clause.slice((match.index ?? 0) + match[0].length).trim();
        if (BOUND_AFTER.test(after)) continue;
        if (name && match[2]) found.push({ names, value: match[2], unit: unit || null });
      }
    }
  }
  return found;
}
