/**
 * Results a clinician writes into a letter's running prose, in whatever words join a test to its
 * number: 'Potassium was 5.4 mmol/L and bicarbonate 21 mmol/L', 'Das Kreatinin beträgt 89
 * µmol/L', 'Leukozyten (5.8 G/L)', 'Die LDH liegt mit 198 U/L im Normbereich', 'giving an eGFR
 * of 32 mL/min/1.73m²'. The sentence reader (sentence-results.ts) knows a few sentence shapes;
 * this one starts from what it can know for sure, a test's name, and takes the first number after
 * it when only joining words stand between them. A number after a word of another time or a goal
 * ('up from 120', 'previously 7.9%', 'Zielwert < 55', 'unter 110') is not this result, and a line
 * that is no prose (a table's row) is left to the row reader.
 */
import { BOUND_AFTER, NOT_THIS_RESULT, UNIT, type SentenceResult } from './sentence-results';
import { sentenceWordCount } from './sentence-words';

/**
 * Words that join a test's name to its result in the languages we read: verbs of being and
 * measuring, prepositions, articles, 'today' and 'currently'. Anything else between a name and a
 * number (a noun, an adjective of judgement) means the number is not simply the name's result.
 */
const JOINING_WORDS = new Set(
  [
    // English
    'was',
    'is',
    'were',
    'are',
    'of',
    'at',
    'a',
    'an',
    'the',
    'today',
    'now',
    'currently',
    'measured',
    'came',
    'back',
    'level',
    'levels',
    'value',
    'result',
    'remains',
    'remained',
    'stands',
    'stood',
    'has',
    'had',
    'been',
    'this',
    'morning',
    'most',
    'recent',
    'latest',
    // German
    'beträgt',
    'betrug',
    'betragen',
    'liegt',
    'lag',
    'liegen',
    'bei',
    'mit',
    'von',
    'war',
    'ist',
    'sind',
    'waren',
    'aktuell',
    'heute',
    'nun',
    'jetzt',
    'zeigt',
    'zeigte',
    'wert',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'einem',
    'einer',
    'im',
    'mittlerweile',
    // French
    'est',
    'était',
    'à',
    'de',
    'du',
    'le',
    'la',
    'les',
    'un',
    'une',
    'mesuré',
    'mesurée',
    'retrouvé',
    'retrouvée',
    'actuellement',
    "aujourd'hui",
    'se',
    'situe',
    'taux',
    // A French letter's judgement before its number ('la ferritine est effondrée à 6 µg/l', 'IgA
    // totales normal à 2,1 g/l'): the number after 'à' is the result the word judges.
    'effondrée',
    'effondré',
    'élevée',
    'élevé',
    'abaissée',
    'abaissé',
    'augmentée',
    'augmenté',
    'diminuée',
    'diminué',
    'normale',
    'normal',
    'basse',
    'stable',
    // Spanish
    'es',
    'fue',
    'resulta',
    'resultó',
    'era',
    'en',
    'el',
    'los',
    'las',
    'con',
    'actual',
    'actualmente',
    'hoy',
    'valor',
    // Italian
    'è',
    'era',
    'risulta',
    'risultava',
    'risultato',
    'pari',
    'di',
    'il',
    'lo',
    'gli',
    'attuale',
    'attualmente',
    'oggi',
    'valore',
  ].map((word) => word.toLowerCase()),
);

/**
 * How much a judgement says, between it and its number ('la Lp(a) est nettement augmentée à 168
 * nmol/l', 'ferritin was slightly low at 14'): joining words that do not count towards the most
 * a name and its number may have between them.
 */
const DEGREE_WORDS = new Set([
  'slightly',
  'mildly',
  'markedly',
  'moderately',
  'significantly',
  'very',
  'nettement',
  'légèrement',
  'discrètement',
  'modérément',
  'très',
  'franchement',
  'deutlich',
  'leicht',
  'mäßig',
  'ligeramente',
  'discretamente',
  'moderadamente',
  'francamente',
  'muy',
  'lievemente',
  'leggermente',
  'moderatamente',
  'nettamente',
  'molto',
]);

/**
 * Words a number after a name answers another question with: a threshold ('unter 110', 'below
 * 5'), a change from before ('up from', 'down from', 'Vorbefund'), a peak or a baseline. Goals
 * and targets are the sentence reader's words for them (NOT_THIS_RESULT), not listed again.
 */
const NOT_THIS_NUMBER =
  /^(?:from|since|below|above|under|over|than|up|down|peak|peaked|baseline|unter|über|ueber|unterhalb|oberhalb|seit|vorbefund|voruntersuchung|vorwert|sous|dessus|depuis|pic|bajo|sobre|desde|pico|sotto|sopra|da|picco|cible)$/iu;

const NUMBER = /^[<>]?\d+(?:[.,]\d+)?%?$/;
/** A unit of a dose, never of a laboratory result: an amount with no volume or time under it. */
export const DOSE_UNIT =
  /^(?:mg|g|µg|μg|mcg|ug|iu|ui|units?|einheiten|unités|unidades|unità|tabs?|cp)$/iu;
/** A year or a date-like number: no result. */
const YEAR = /^(?:19|20)\d\d$/;
const UNIT_WORD = new RegExp(`^${UNIT}$`, 'u');

/** The most words a test's name takes in prose ('urine albumin-to-creatinine ratio'). */
const MAX_NAME_WORDS = 4;
/** The most joining words between a name and its number ('liegt mit', 'was measured at'). */
const MAX_JOINING_WORDS = 3;

/** A word without the punctuation prose sets around it: '(5.8', 'µmol/L,', 'L).'. */
export const bare = (word: string) => {
  const lead = /^[("'„“]*/u.exec(word)![0].length;
  const stripped = word.slice(lead).replace(/[)"'“”,;:.!?]+$/gu, '');
  // A name's own bracket closed at its end stays: 'Lp(a)', 'Lp(a),', '(Lp(a))'.
  const after = word.slice(lead + stripped.length);
  return /\(\p{L}{1,3}$/u.test(stripped) && after.startsWith(')') ? `${stripped})` : stripped;
};

/**
 * The results a line of prose gives, each with the test's name as printed: for every name, the
 * longest run of words from it that names a test, then its number (and the unit after it) when
 * only joining words stand between them.
 */
export function proseResults(
  line: string,
  isTestName: (name: string) => boolean,
): SentenceResult[] {
  const lineWords = line.split(/\s+/).filter(Boolean);
  if (lineWords.length < 6) return [];
  // A line with fewer than two sentence words is a table's row, not prose.
  if (sentenceWordCount(line, true) < 2) return [];
  return clausesOf(line).flatMap((clause) =>
    clauseResults(clause.split(/\s+/).filter(Boolean), isTestName),
  );
}

const isOtherTime = (text: string) => NOT_THIS_RESULT.test(text) || ANOTHER_TIME.test(text);

/**
 * The result again in another unit, in brackets after it ('HbA1c 6.5% (48 mmol/mol) or greater is
 * consistent with diabetes'): no aside of its own, and no break between the number and the words
 * that make it a bound or a criterion. Only after a number: 'Leukozyten (5.8 G/L)' is the result.
 */
const CONVERSION_IN_BRACKETS =
  /(?<=(?<![\p{L}\d.,])\d[\d.,]*\s*(?:[\p{L}µ%][\p{L}µ%/.²0-9]*)?)\s*\(\s*[<>≤≥]?\d[\d.,]*\s*[\p{L}µ%][\p{L}µ%/.²0-9]*\s*\)/gu;

/**
 * A line's clauses that may tell a result now: sentences, an aside in brackets apart from the
 * sentence around it ('HbA1c was 7.4% (previously 7.9%)' keeps its first result), and within a
 * sentence its comma-parts but one that speaks of another time or a goal ('up from 120 µmol/L in
 * October 2024, giving an eGFR of 32'). A sentence that opens on another time ('Last year, your
 * LDL was 128') speaks of it to its end.
 */
function clausesOf(line: string): string[] {
  return line
    .replace(CONVERSION_IN_BRACKETS, '')
    .split(/[.;](?=\s|$)/u)
    .filter((sentence) => sentence.trim())
    .flatMap((sentence) => {
      if (!isOtherTime(sentence)) return bracketsApart(sentence);
      // Parts end at a comma, or at a dash set between words, never between a range's numbers
      // ('HbA1c 61 mmol/mol (03/09/2024) – above target': the judgement is a part of its own).
      const parts = sentence.split(/,\s+|(?<=[\p{L})])\s[–—-]\s(?=\p{L})/u);
      if (isOtherTime(parts[0]!) && !/\d/.test(parts[0]!)) return [];
      // A part of another time is judged with its brackets: 'la fonction rénale, initialement
      // altérée (créatinine 1,58 mg/dL), s'est améliorée' gives the earlier creatinine in
      // brackets, which alone read as this one.
      return parts
        .filter((part) => !isOtherTime(part.replace(/\([^)]*\)?/gu, ' ')))
        .flatMap(bracketsApart)
        .filter((piece) => !isOtherTime(piece));
    });
}

/** A clause's bracketed asides apart from it, but for a short bracket inside a name ('Lp(a)'). */
const bracketsApart = (clause: string): string[] =>
  clause.split(/\((?=[^)]*\p{L}{4})|(?<!\S\(\p{L}{1,3})\)/u).filter((piece) => piece.trim());

/** Words that put a clause at another time than now: its numbers are earlier results. */
const ANOTHER_TIME =
  /\b(?:last (?:year|spring|summer|autumn|fall|winter|month|week|visit)|ago|compared with|up from|down from|in the (?:ed|emergency department|er)|on (?:admission|arrival)|at admission|initially|initialement|inicialmente|inizialmente|anfangs|anfänglich|bei aufnahme|bei der aufnahme|à l'admission|à l'entrée|al ingreso|all'ingresso|all'accettazione|letztes jahr|im vorjahr|vor \S+ (?:jahren?|monaten?)|l'an dernier|l'année dernière|el año pasado|l'anno scorso)\b/iu;

/**
 * A clause's results, read from its numbers back to their names: for each number, the joining
 * words before it, then the longest run of words ending there that names a test. Starting from
 * the numbers asks the name lookup about a few runs a clause, not four runs at every word.
 */
function clauseResults(words: string[], isTestName: (name: string) => boolean): SentenceResult[] {
  const found: SentenceResult[] = [];
  let readTo = 0;
  for (let at = 0; at < words.length; at++) {
    if (!NUMBER.test(bare(words[at]!))) continue;
    const nameEnd = nameEndBefore(words, at, readTo);
    if (nameEnd === null) continue;
    const nameStart = longestNameTo(words, nameEnd, readTo, isTestName);
    if (nameStart === null) continue;
    const result = numberAfter(words, nameEnd);
    if (!result) continue;
    found.push({ names: [words.slice(nameStart, nameEnd).map(bare).join(' ')], ...result });
    readTo = result.end;
    at = result.end - 1;
  }
  return found;
}

/**
 * Where the name before the number at `at` ends: the joining words before the number (at most
 * MAX_JOINING_WORDS, none closing a clause, none of another time) are walked back over.
 */
function nameEndBefore(words: string[], at: number, readTo: number): number | null {
  let end = at;
  let joining = 0;
  while (end > readTo && joining < MAX_JOINING_WORDS) {
    const text = bare(words[end - 1]!).toLowerCase();
    if (DEGREE_WORDS.has(text)) {
      end -= 1;
      continue;
    }
    if (text !== '' && text !== '=' && !JOINING_WORDS.has(text)) break;
    end -= 1;
    joining += 1;
  }
  return end > readTo ? end : null;
}

/** The start of the longest run of words ending at `end` that names a test, or null. */
function longestNameTo(
  words: string[],
  end: number,
  readTo: number,
  isTestName: (name: string) => boolean,
): number | null {
  for (let length = Math.min(MAX_NAME_WORDS, end - readTo); length >= 1; length--) {
    const run = words.slice(end - length, end);
    const first = bare(run[0]!);
    if (!/^\p{L}/u.test(first) || JOINING_WORDS.has(first.toLowerCase())) continue;
    // A name ends in a word ('WBC >= 3.5' is a threshold: '>=' is no part of a name).
    if (!/\p{L}/u.test(bare(run.at(-1)!))) continue;
    // A name ends at its last word's punctuation: 'Kreatinin,' ends there; '(eGFR' starts one.
    if (run.slice(0, -1).some((word) => /[,;:.)]$/.test(word))) continue;
    if (run.slice(1).some((word) => word.startsWith('('))) continue;
    if (isTestName(run.map(bare).join(' '))) return end - length;
  }
  return null;
}

/**
 * A time from now, not a result: '6 a 8 semanas', '2 to 3 months', '4 Wochen', '10 jours' (a
 * letter's 'repeat TSH with anti-TPO in 6 to 8 weeks').
 */
const TIME_SPAN =
  /^\d+(?:\s+(?:to|a|à|bis|al?|-|–)\s+\d+)?\s+(?:days?|weeks?|months?|years?|hours?|tage?n?|wochen?|monate?n?|jahre?n?|stunden?|jours?|semaines?|mois|ans?|d[íi]as?|semanas?|mes(?:es)?|a[ñn]os?|horas?|giorni|settimane?|mesi|anni|ore)(?!\p{L})/iu;

/** The number after a name, with its unit and where it ends, when joining words alone lead to it. */
function numberAfter(
  words: string[],
  from: number,
): { value: string; unit: string | null; end: number } | null {
  // The name's own word may end the clause ('Ferritin.'): its number is then another's.
  if (/[.;]$/.test(words[from - 1] ?? '')) return null;
  let degrees = 0;
  for (let at = from; at < words.length && at - from - degrees <= MAX_JOINING_WORDS; at++) {
    const word = words[at]!;
    const text = bare(word);
    if (DEGREE_WORDS.has(text.toLowerCase())) degrees += 1;
    if (NUMBER.test(text)) {
      if (YEAR.test(text)) return null;
      // A range's bound ('5.0 - 7.0', '3,5-5,1') is no result.
      if (/^[-–]/.test(words[at + 1] ?? '') || /\d[-–]\d/.test(word)) return null;
      if (
        TIME_SPAN.test(
          words
            .slice(at, at + 4)
            .map(bare)
            .join(' '),
        )
      )
        return null;
      const unitWord = text.endsWith('%') ? null : bare(words[at + 1] ?? '');
      const unit = unitWord && UNIT_WORD.test(unitWord) ? unitWord : null;
      // A dose ('carbonato di calcio 500 mg ai pasti'), or a bound ('HbA1c 7.0 % or lower').
      if (unit && DOSE_UNIT.test(unit)) return null;
      const after = words
        .slice(at + (unit ? 2 : 1), at + (unit ? 4 : 3))
        .map(bare)
        .join(' ');
      if (BOUND_AFTER.test(after)) return null;
      const value = text.endsWith('%') ? text.slice(0, -1) : text;
      return { value, unit: text.endsWith('%') ? '%' : unit, end: at + (unit ? 2 : 1) };
    }
    if (NOT_THIS_NUMBER.test(text) || NOT_THIS_RESULT.test(text)) return null;
    const lower = text.toLowerCase();
    if (!JOINING_WORDS.has(lower) && !DEGREE_WORDS.has(lower) && text !== '' && text !== '=')
      return null;
    // A clause that ends before a number ends the name's claim to it.
    if (/[.;]$/.test(word)) return null;
  }
  return null;
}
