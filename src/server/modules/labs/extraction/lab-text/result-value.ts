/**
 * The result itself at a place in a row: a number, a word on the marker's scale ('Trace', 'Not
 * detected'), a generic dipstick or microscopy word, or a span printed as the result ('8-10').
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import { isKnownOrdinalPhrase } from '#server/knowledge/biomarkers/normalise-ordinal';
import { readNumericValue, readRange, type NumericValue } from '../lab-line-tokens';
import type { ParseContext } from './parse-context';
import { readSignedResult } from './signed-result';

/** Words a result column prints for a test with no number: dipstick grades, microscopy counts. */
const GENERIC_ORDINAL =
  /^(?:neg|negative|pos|positive|trace|tr|nil|none|none seen|not seen|normal|abnormal|detected|not detected|target not detected|detectado|no detectado|détecté|non détecté|rilevato|non rilevato|nachgewiesen|nicht nachgewiesen|present|absent|reactive|non-reactive|nonreactive|non reactive|[1-4]\+|\+{1,4}|few|occasional|rare|moderate|many|numerous|plenty|small|large|negativ|positiv|spuren|nachweisbar|nicht nachweisbar|n\.n\.|négatif|negatif|positif|traces|absence|présence|negativo|positivo|trazas|indicios|ausente|ausentes|assente|assenti|presente|presenti|negativi|negativos|positivi|positivos|absentes|tracce|vereinzelt|einzelne|zahlreich|wenig|wenige|massenhaft|reichlich|mässig|mäßig|rares|quelques|nombreux|escasos|escasas|escaso|escasa|algunos|algunas|abundantes|abundante|frecuentes|raros|raras|rari|aislados|aisladas|aislado|aislada|isolados|isoladas|isolati|isolés|isolées|scarsi|scarse|numerosi|numerose|alcuni|alcune|no se observan|no se observa|no contiene|no reactivo|reactivo|non réactif|non reactif|réactif|reactif|non reattivo|reattivo|nicht reaktiv|reaktiv|regular cantidad|escasa cantidad|moderada cantidad|abundante cantidad)$/iu;

/**
 * The kind of crystal a urine sediment names as its result (ADR 159), in the languages we read:
 * 'Calcium oxalate', 'Oxalate de calcium', 'Oxalato cálcico', 'ossalato di calcio', 'Harnsäure',
 * 'Uratos amorfos'. Crystals were found; which kind is the lab's word, kept as printed.
 */
const CRYSTAL_KIND =
  /^(?:(?:calcium[ -]?)?oxalat[eo]?s?(?: (?:de|di) (?:calcium|calcio))?(?: c[aá]lcico)?(?: monohydrat[eé]| dihydrat[eé])?|ca(?:lcium)?-?oxalat|kalziumoxalat|ossalat[oi](?: di calcio)?|(?:uric acid|acide urique|[aá]cido [uú]rico|acido urico|harns[aä]ure)(?: crystals)?|(?:amorphous|amorphe|amorphes|amorfos|amorfi) (?:urates?|phosphates?|uratos|fosfatos|urati|fosfati)|(?:urates?|phosphates?|uratos|fosfatos|urati|fosfati) (?:amorphous|amorphes|amorfos|amorfi)|triple phosphates?|tripelphosphat|phosphates? ammoniaco-magn[eé]siens?|fosfato am[oó]nico-magn[eé]sico|(?:urates?|uratos|urati|harnsaure salze)|(?:phosphates?|fosfatos|fosfati)|cystine|cistina|tyrosine|tirosina|leucine|leucina|hippuric acid|calcium carbonate|carbonate de calcium|carbonato de calcio|calcium phosphate|phosphate de calcium|fosfato de calcio|fosfato di calcio)$/iu;

/**
 * What a stool exam's physical part prints as its results, its colour and its consistency, in the
 * languages we read ('Color  Marrón', 'Consistencia  Blanda', 'Konsistenz  breiig'): results
 * under a stool heading only (ADR 081 item 570), where a urine's colour has a test of its own.
 */
const STOOL_LOOK =
  /^(?:marr[oó]n|caf[eé]|pard[oa]|brown|braun|marron|marrone|brun|amarill[oa]|verde|green|gr[uü]n|vert|yellow|gelb|jaune|giallo|negr[oa]|black|schwarz|noir|nero|blanda|pastosa|formada|semiformada|semi-?formada|l[ií]quida|diarreica|dura|mucosa|soft|formed|semi-?formed|loose|watery|hard|mucoid|weich|geformt|breiig|fl[uü]ssig|hart|molle|moul[ée]e|p[aâ]teuse|liquide|dure|formata|semiformata|morbida|liquida|no se observaron|no se observ[oó]|not seen|not observed|non observ[ée]s?|nicht gesehen|non osservati)$/iu;

/** The urine sediment's crystals, the one test whose result may name a kind of crystal. */
const CRYSTALS = 'urine-crystals';

/** A titre printed as the result: '1:8', '1/64'. */
export const TITRE = /^1\s*[:/]\s*\d{1,5}$/;

/**
 * How many tokens at `at` print a titre's reference bound ('< 1:80', '<1:80', '≤ 1/40'): the
 * range column of a titre's row, which no numeric range reads; 0 when none is there.
 */
export function titreBoundAt(tokens: string[], at: number): number {
  const [sign = '', titre = ''] = [tokens[at], tokens[at + 1]];
  if (/^[<>≤≥]=?$/.test(sign) && TITRE.test(titre)) return 2;
  return /^[<>≤≥]=?\s*1\s*[:/]\s*\d{1,5}$/.test(sign) ? 1 : 0;
}

/** A dipstick's or a microscope's grade: '+' to '++++', '1+' to '4+'. */
const GRADE = /^(?:\+{1,4}|[1-4]\+)$/;
/**
 * A presence word with its grade ('Presenti +', 'Presente +++', 'positiv ++'): read whole, since
 * the word alone would drop how much was found and the grade alone would read as a flag.
 */
const GRADED_PRESENCE =
  /^(?:presente|presenti|present|présente?s?|presentes?|positiv[eo]?s?|positif|positive|vorhanden|nachweisbar)\s(?:\+{1,4}|[1-4]\+)$/iu;

/**
 * A kind of crystal printed as the result ('Calcium oxalate', 'Oxalato de calcio', 'Uratos amorfos
 * escasos', 'Calcium oxalate (+)'): kept as printed, with how many when a grade or an amount
 * follows, and held, since what the kind means is the member's and the doctor's to read (ADR 159).
 */
function readCrystalKind(tokens: string[], index: number): ReadValue | null {
  for (const length of [4, 3, 2, 1]) {
    if (index + length > tokens.length) continue;
    const kind = tokens.slice(index, index + length).join(' ');
    if (!CRYSTAL_KIND.test(kind.replace(/[.,;:]$/, ''))) continue;
    const after = tokens[index + length];
    const amount =
      after !== undefined && (GRADE.test(after.replace(/[()]/g, '')) || GENERIC_ORDINAL.test(after))
        ? after
        : null;
    const printed = amount ? `${kind} ${amount}` : kind;
    return {
      numeric: null,
      word: printed,
      next: index + length + (amount ? 1 : 0),
      doubt: `“${printed}” names the kind of crystal found, kept as printed; please check the result.`,
    };
  }
  return null;
}

/**
 * A word that turns the words after it into their opposite ('nicht nachweisbar', 'no reactivo',
 * 'not detected'): it begins a result, never ends or begins a name.
 */
const NEGATING_WORD =
  /^(?:no|not|non|nicht|kein|keine|keinen|pas|sans|sin|ningún|ninguno|senza|nessun|nessuno)$/iu;

export const isNegatingWord = (word: string) => NEGATING_WORD.test(word);

/** A word result any test may print ('negativ', 'tracce', 'rari', 'no se observan'). */
export function isGenericResultWord(text: string): boolean {
  return GENERIC_ORDINAL.test(text) || isKnownOrdinalPhrase(text);
}

export interface ReadValue {
  numeric: NumericValue | null;
  word: string | null;
  next: number;
  /** Set when the reading is not certain: what the member should check. */
  doubt?: string;
}

/**
 * A word result printed in two languages, as a bilingual region's lab prints its names ('gelb /
 * giallo', 'klar/limpido', 'négatif / negatief'): one result, read when both halves mean the same
 * step of the test's scale. Halves that mean two steps are kept as printed and held: which one the
 * lab meant is not ours to choose.
 */
function readWordInTwoLanguages(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition,
  context: ParseContext,
): ReadValue | null {
  const first = tokens[index]!;
  const glued = /^([\p{L}.-]+)\/([\p{L}.-]+)$/u.exec(first);
  // 'Non-reactive/Non réactif': the second half's phrase goes on in the next word.
  const after = glued ? `${glued[2]} ${tokens[index + 1] ?? ''}` : '';
  const halves = glued
    ? tokens[index + 1] !== undefined && isKnownOrdinalPhrase(after)
      ? { one: glued[1]!, other: after, next: index + 2 }
      : { one: glued[1]!, other: glued[2]!, next: index + 1 }
    : spacedHalves(tokens, index);
  const isWords = (half: string) =>
    half.split(' ').every((word) => /^[\p{L}.-]+$/u.test(word) && /\p{L}/u.test(word));
  if (!halves || !isWords(halves.one) || !isWords(halves.other)) return null;
  const one = context.reference.normaliseOrdinal(marker.id, halves.one);
  const other = context.reference.normaliseOrdinal(marker.id, halves.other);
  if (one === null || other === null) return null;
  if (one === other) return { numeric: null, word: one, next: halves.next };
  return {
    numeric: null,
    word: `${halves.one} / ${halves.other}`,
    next: halves.next,
    doubt: `“${halves.one} / ${halves.other}” reads as two different results (${one}, ${other}); please check the value.`,
  };
}

/**
 * The halves of an answer printed in two languages around a spaced slash ('négatif / negatief',
 * 'Non-reactive / Non réactif'): a word each, or a phrase of two words we know whole (ADR 158).
 */
function spacedHalves(
  tokens: string[],
  index: number,
): { one: string; other: string; next: number } | null {
  for (const oneLength of [1, 2])
    for (const otherLength of [2, 1]) {
      const slash = index + oneLength;
      const other = tokens.slice(slash + 1, slash + 1 + otherLength);
      if (tokens[slash] !== '/' || other.length < otherLength) continue;
      const one = tokens.slice(index, slash).join(' ');
      if (oneLength === 2 && !isKnownOrdinalPhrase(one)) continue;
      if (otherLength === 2 && !isKnownOrdinalPhrase(other.join(' '))) continue;
      return { one, other: other.join(' '), next: slash + 1 + otherLength };
    }
  return null;
}

export function readValue(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): ReadValue | null {
  const first = tokens[index];
  if (first === undefined) return null;
  if (marker && marker.kind !== 'quantitative') {
    const single = context.reference.normaliseOrdinal(marker.id, first);
    // A titre alone ('1:8', a syphilis screen's or a haemagglutination's dilution): the test reacted
    // that far, but the word the lab would print is not there. Kept as printed and held (ADR 158).
    if (TITRE.test(first) && marker.kind === 'categorical')
      return {
        numeric: null,
        word: first,
        next: index + 1 + titreBoundAt(tokens, index + 1),
        doubt: `“${first}” is a titre, the dilution the test still reacted at; please check the result.`,
      };
    // 'Not detected', 'Slightly cloudy', 'Dark yellow': a phrase of words that means more than its
    // first word; four words only as a phrase we know whole ('No malaria parasites seen').
    for (const length of [4, 3, 2]) {
      const words = tokens.slice(index, index + length);
      if (length === 4 && !isKnownOrdinalPhrase(words.join(' '))) continue;
      // A word may end in an abbreviation's point ('SL. TURBID', 'LIG. TURBIO').
      // ... and a grade may follow a word ('Presente +', 'Presenti +++'): present, and how much.
      // A dash alone is no word of a phrase: 'Blood Sciences - Clinical Biochemistry', a
      // department's heading, read 'Sciences - Clinical' as a dipstick's negative.
      const isWordOrGrade = (word: string, at: number) =>
        /^(?=[^\s]*\p{L})[\p{L}-]+\.?$/u.test(word) ||
        (at === length - 1 && at > 0 && GRADE.test(word));
      if (words.length < length || !words.every(isWordOrGrade)) continue;
      const onScale = context.reference.normaliseOrdinal(marker.id, words.join(' '));
      // A shorter phrase that already means something else wins: 'Not Detected Not Detected'
      // is 'Not Detected' (negative), never a three-word reading through 'Detected' (positive).
      const shorter = context.reference.normaliseOrdinal(marker.id, words.slice(0, -1).join(' '));
      // A phrase printed as a whole ('Amarillo oscuro', 'jaune clair') is its own reading even
      // when its first word means something else on the same scale.
      const isWhole =
        shorter === null || shorter === onScale || isKnownOrdinalPhrase(words.join(' '));
      // 'Present  Absent': a result word of its own, off this scale, before the range column's
      // word is the result as printed, never read through the range's word.
      const isResultThenRange =
        single === null &&
        !GRADE.test(words.at(-1)!) &&
        isGenericResultWord(words[0]!) &&
        context.reference.normaliseOrdinal(marker.id, words.slice(1).join(' ')) === onScale;
      if (onScale && onScale !== single && isWhole && !isResultThenRange) {
        // 'légérement trouble' (an accent misread in 'légèrement', slightly): the phrase reads
        // only through its last words, and a first word we do not know may change what it means
        // (slightly, not, no trace of). Kept, and held for the member.
        const rest = context.reference.normaliseOrdinal(marker.id, words.slice(1).join(' '));
        const isModifierUnknown =
          single === null && rest === onScale && !isKnownOrdinalPhrase(words.join(' '));
        return {
          numeric: null,
          word: onScale,
          next: index + length,
          ...(isModifierUnknown
            ? {
                doubt: `“${words.join(' ')}” was read as “${onScale}”, but “${words[0]}” is a word we do not know and may change it; please check the value.`,
              }
            : {}),
        };
      }
    }
    const inTwoLanguages = readWordInTwoLanguages(tokens, index, marker, context);
    if (inTwoLanguages) return inTwoLanguages;
    const crystal =
      single === null && marker.id === CRYSTALS ? readCrystalKind(tokens, index) : null;
    if (crystal) return crystal;
    if (single) {
      // A number read onto the scale ('0.2' urobilinogen) keeps its number too.
      return { numeric: readNumericValue(first, context.style), word: single, next: index + 1 };
    }
  }
  const signed = readSignedResult(first, marker, context.style);
  if (signed) return { numeric: signed, word: null, next: index + 1 };
  const numeric = readNumericValue(first, context.style);
  if (numeric)
    return {
      numeric: withGroupOrDecimalByTest(numeric, first, marker, context),
      word: null,
      next: index + 1,
    };
  // 'S8H': a blurred '5' read as 'S' at the start of a value on a picture. Only a leading S
  // followed by digits (and a flag), never a word: the value is then checked like any OCR value.
  const leadingS = context.isOcr ? /^S(\d[\d.,]*(?:[HL])?)$/.exec(first) : null;
  const sValue = leadingS?.[1] ? readNumericValue(`5${leadingS[1]}`, context.style) : null;
  if (sValue) return { numeric: sValue, word: null, next: index + 1 };
  // '231t': an arrow flag glued to the value and read as 't' on a picture; its direction comes
  // from the printed range (an undirected flag).
  const arrowed = context.isOcr ? /^(\d+(?:[.,]\d+)?)[tT†]$/.exec(first) : null;
  const arrowedValue = arrowed?.[1] ? readNumericValue(arrowed[1], context.style) : null;
  if (arrowedValue) {
    return {
      numeric: { ...arrowedValue, flag: '*', flagText: first.slice(-1) },
      word: null,
      next: index + 1,
    };
  }
  for (const length of [3, 2, 1]) {
    if (index + length > tokens.length) continue;
    const phrase = tokens.slice(index, index + length).join(' ');
    if (
      GENERIC_ORDINAL.test(phrase) ||
      GRADED_PRESENCE.test(phrase) ||
      (context.isStool && STOOL_LOOK.test(phrase))
    ) {
      return { numeric: null, word: phrase.toLowerCase(), next: index + length };
    }
  }
  return null;
}

/**
 * A number with one mark before three digits ('1,015', '1.015') reads as a thousands group or as a
 * decimal by the report's style; where the test cannot be that large in any of its units and can
 * be the decimal (a urine specific gravity of 1,015 in a report whose style reads 1015), the
 * decimal is what was printed.
 */
function withGroupOrDecimalByTest(
  numeric: NumericValue,
  printed: string,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): NumericValue {
  const parts = /^(\d{1,3})[.,](\d{3})$/.exec(printed);
  if (!parts || !marker || marker.kind !== 'quantitative') return numeric;
  const { reference } = context;
  const units = reference.unitsFor(marker.id);
  const isPossible = (value: number) =>
    (units.length === 0 ? [null] : units).some(
      (unit) => reference.plausibility(marker.id, value, unit) === 'plausible',
    );
  const decimal = Number(`${parts[1]}.${parts[2]}`);
  if (numeric.value === decimal || isPossible(numeric.value) || !isPossible(decimal))
    return numeric;
  return { ...numeric, value: decimal, text: `${parts[1]}.${parts[2]}` };
}

/**
 * A span printed as the result, with the reference range after it: 'Pus cells  8-10 /hpf  0-5'
 * (cells per field, counted as a span). It is kept as text; the range after it stays the range.
 */
export function readSpanResult(
  tokens: string[],
  index: number,
  marker: BiomarkerDefinition | null,
  context: ParseContext,
): ReadValue | null {
  const token = tokens[index] ?? '';
  if (!/^\d+(?:[.,]\d+)?-\d+(?:[.,]\d+)?$/.test(token)) return null;
  // Only a count under the microscope is printed as a span; any other test prints one number, so
  // a span there is something else read as the result ('CA 19-9' once read as calcium '19-9').
  const countedPerField =
    !marker || marker.units.some((definition) => /\/\s*[hl]pf$/i.test(definition.unit));
  // With no range after it, the span is the range ('Glucose  70-99'), but for a test counted per
  // field: 'PUS CELLS:  8-10 /HPF' prints its count and no range.
  const laterRange = tokens.slice(index + 1).some((later) => readRange(later, context.style));
  if (!laterRange && !(marker && countedPerField)) return null;
  return {
    numeric: null,
    word: token,
    next: index + 1,
    ...(countedPerField
      ? {}
      : {
          doubt: `“${token}” reads as a span of two numbers, where this test prints one result; please check the value.`,
        }),
  };
}
