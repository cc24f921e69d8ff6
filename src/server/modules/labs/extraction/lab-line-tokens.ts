/**
 * The pieces of one printed result row: numbers (with ',' decimals and OCR's 'O' for 0), the lab's
 * range ('13.5-17.5', '<5.7', '> 60', '3.5 to 5.0'), its flag ('H', 'Low', '*') and units that
 * print over several tokens ('x 10^9/L', 'mL/min/1.73 m2'). Pure functions over strings.
 */
import { wordTable } from '#server/lib/word-table';

export type NumberStyle = 'dot' | 'comma';

/** 'H'/'L' for a directed flag, '*' for "abnormal" without a direction. */
export type PrintedFlag = 'H' | 'L' | '*';

/**
 * What tidyLine writes for the body surface an eGFR is given per ('per 1.73 square metres'): one
 * word, so its number is no result and a name reader can strip it (marker-names' qualifiers).
 */
export const BODY_SURFACE_WORD = 'per-1.73m²';

/**
 * An earlier result printed in brackets after the result ('Urea  38  (35)  mg/dL', as a Spanish
 * hospital prints the last result beside the current one), marked on a line a picture was read
 * from: there a whole number followed by one or two digits is taken for a value whose point was
 * lost, and the earlier result was read as the current one's decimals (38.35). Superscript
 * brackets survive tidyLine, which takes a plain number out of its brackets.
 */
const BRACKETED_AFTER_RESULT =
  /(?<=(?:^|\s)[<>]?\d[\d.,]*\s+(?:(?:[HLhl]|\*{1,2}|[↑↓])\s+)?)\((\d[\d.,]*)\)(?=\s|$)/gu;

/** A token that markBracketedEarlierResults marked: the earlier result's number in group 1. */
export const EARLIER_IN_BRACKETS = /^⁽(\d[\d.,]*)⁾$/u;

/** The line with each earlier result bracketed after a result marked (BRACKETED_AFTER_RESULT). */
export function markBracketedEarlierResults(line: string): string {
  return line.replace(BRACKETED_AFTER_RESULT, '⁽$1⁾');
}

/** One line cleaned so that each value, range, flag and unit is one space-separated token. */
export function tidyLine(raw: string): string {
  return tokensTidied(withComparatorsAsSigns(withSignsPlain(raw)));
}

/** A dash, a degree word maybe, and one word at the end of a line ('- leicht erniedrigt'). */
const ENDING_JUDGEMENT =
  /(?<=[\d)\]%\p{L}]\s*)\s[-–]\s+(?:(?:leicht|gering|mäßig|stark|deutlich|slightly|mildly|markedly|légèrement|lievemente|ligeramente)\s+)?(\p{L}+)\s*$/u;

/** Spaces, dashes and comparison signs written one way; names with a number kept whole. */
function withSignsPlain(raw: string): string {
  return (
    raw
      .replace(/[\u00a0\u2000-\u200b\t]/g, ' ')
      // Dashes and minus signs print alike; table borders read by OCR come out as '|' or '¦'.
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[|¦]/g, ' ')
      // A footnote's mark glued to a result ('12.1†', '5,9°', '4,82a', '38.2¹'): no part of the
      // number, which read with it was no number at all (and '¹' must never become a digit). Not
      // a power of ten's exponent ('x10³ /µL').
      .replace(/(?<![\d.,^])(?!10[⁰¹²³⁴⁵⁶⁷⁸⁹])(\d[\d.,]*)[⁰¹²³⁴⁵⁶⁷⁸⁹†‡§¶°◆]+(?=\s|$)/gu, '$1')
      .replace(/(?<![\p{L}\d.,])(\d+[.,]\d+)[a-c](?=\s|$)/gu, '$1')
      // A judgement after a dash at the line's end ('(Norm 12,0-15,5) - leicht erniedrigt', a
      // letter's list): the flag it names, as if printed alone after the result.
      .replace(ENDING_JUDGEMENT, (whole, word: string) =>
        FLAGS[word.toLowerCase()] ? ` ${word}` : whole,
      )
      // A star before the name marks the row out of range ('* KET  Trace', '*  PRO  30 mg/dL', as
      // a urine strip reader prints it): the flag, read after the result as any other star. A
      // star glued to the name ('*eGFR') is a footnote's mark, left to the name.
      .replace(/^\s*\*\s+(?=\p{L})(.*)$/u, '$1 *')
      // D-dimer's scale printed after its unit ('µg/mL FEU', 'ng/mL DDU', 'ng/mL (D-DU)'): one
      // token with it, so the scale is never dropped from the unit (normalise-unit.ts).
      .replace(
        /(\/(?:mL|ml|L|l))\s*\(?\s*(FEU|D-?DU)(?:\s*\))?(?!\p{L})/gu,
        (_, unit: string, scale: string) => `${unit}_${scale.replace('-', '').toUpperCase()}`,
      )
      // Tumour markers named with a number ('CA 19-9', 'CA 15-3', 'CA 27.29', 'CA 125' in a
      // comment's sentence): one name, or 'CA' reads as calcium and the number as its result.
      .replace(/\b(CA)\s+(19-9|15-3|27[.,]29|72-4|125)(?![\d.,-])/gi, '$1$2')
      // 'ca. 10' before a strip's count ('Blut  ca. 10 +  Ery/µl'): circa, not calcium.
      .replace(/(^|\s)ca\.\s*(?=\d)/g, '$1')
      // Doubled angle marks beside a result point to the side of its range it lies on ('<< 3,3'
      // low, '6,4 >>' high), as some Swiss and Austrian reports mark them: the flag, never a
      // comparison ('<' glued to a number is one).
      .replace(/(^|\s)<<\s*(\d[\d.,]*)(?=\s|$)/g, '$1$2 L')
      .replace(/(^|\s)(\d[\d.,]*)\s*>>(?=\s|$)/g, '$1$2 H')
      // A lone angle mark between a result and its range points to the side of the range the
      // result lies on ('136 mmol/L  <  138-146', as an i-STAT ticket prints it): a flag. A bound
      // belongs to one number, never to a span.
      .replace(
        /(?<=\S\s+)([<>])\s+(?=-?\d[\d.,]*\s*-\s*-?\d[\d.,]*(?:\s|$))/g,
        (_, sign: string) => (sign === '<' ? 'L ' : 'H '),
      )
      .replace(/[≤⩽]/g, '<=')
      .replace(/[≥⩾]/g, '>=')
      .replace(BRACKETED_PAIR, bracketedPairAsRange)
      .replace(BRACKETED_SIGNED_ENDS, '$1 - $2')
      // A range's upper end with its sign ('-2 - +2', '-2.0 to +3.0', as a base excess's range is
      // printed): the number, so the span reads as one range (ADR 081 item 424).
      .replace(/(\d\s*(?:-|to)\s*)\+(?=\d)/gi, '$1')
  );
}

/** A range whose ends are each in brackets with their signs ('(-2)-(+3)', '(-2.0) - (+3.0)'). */
const BRACKETED_SIGNED_ENDS =
  /\(\s*([-+]?\d+(?:[.,]\d+)?)\s*\)\s*-\s*\(\s*\+?(-?\d+(?:[.,]\d+)?)\s*\)/g;

/**
 * Two numbers alone in square brackets, a space between them ('[7,350 7,450]', '[-2,0 3,0]',
 * '[136 145]'): a blood gas analyser's range, as cobas b 221 and others print it. Written with
 * its dash, it is read as every other range.
 */
const BRACKETED_PAIR = /\[\s*(-?\d+(?:[.,]\d+)?)\s+(-?\d+(?:[.,]\d+)?)\s*\]/g;

function bracketedPairAsRange(whole: string, low: string, high: string): string {
  const number = (text: string) => Number(text.replace(',', '.'));
  if (number(low) > number(high)) return whole;
  // '[12 500]' may be one number in groups of three (12 500): not read as a range.
  const isGrouping = /^\d{1,2}$/.test(low) && /^\d{3}$/.test(high);
  return isGrouping ? whole : `[${low}-${high}]`;
}

/**
 * The words printed around a range and a result's status: a flag in words ('Above high reference
 * limit', '▲ Above target') as one token, the in-range words the row reader knows, and a range's
 * label ('Negative: < 10.0', 'zone cible 2,0 - 3,0', 'Low risk : < 1') taken off its bound.
 */
function rangeAndStatusWordsTidied(line: string): string {
  return (
    line
      // A flag printed in words ('Above high reference limit'): one token, read as H or L.
      .replace(
        /\b(above|below)\s+(?:the\s+)?(high|upper|low|lower)\s+(?:reference\s+|normal\s+)?(?:limit|range)\b/gi,
        (_, side: string) =>
          side.toLowerCase() === 'above'
            ? 'Above_high_reference_limit'
            : 'Below_low_reference_limit',
      )
      // A status against a target in words, as a pharmacy's screening card prints it ('▲ Above
      // target', 'Within target', 'In therapeutic range'): the flag token above, or the in-range
      // words the row reader knows ('In range').
      .replace(
        /(^|\s)(?:[▲↑]\s*)?(?:above|over)\s+(?:the\s+)?(?:target|goal)(?=\s|$)/gi,
        '$1Above_high_reference_limit',
      )
      .replace(
        /(^|\s)(?:[▼↓]\s*)?below\s+(?:the\s+)?(?:target|goal)(?=\s|$)/gi,
        '$1Below_low_reference_limit',
      )
      .replace(
        /(^|\s)(?:with)?in\s+(?:the\s+)?(?:(?:target|therapeutic|normal|reference)\s+)?(?:range|target|goal|limits)(?=\s|$)/gi,
        '$1In range',
      )
      // The same status in the words of other languages, the adjective after the noun ('in range
      // terapeutico', 'en rango terapéutico') or before it ('im therapeutischen Bereich'), as an
      // INR under an anticoagulant is judged.
      .replace(
        /(^|\s)(?:(?:in|nel)\s+(?:range|intervallo)\s+terapeutico|en\s+(?:el\s+)?rango\s+terap[ée]utico|dans\s+la\s+(?:zone|fourchette|cible)\s+th[ée]rapeutique|im\s+(?:therapeutischen\s+bereich|zielbereich))(?=\s|$)/giu,
        '$1In range',
      )
      // 'fuori range', 'fuera de rango', 'hors normes': out of range in words, one token. In
      // English too ('Out of range', a home-test company's status column beside 'In range').
      .replace(
        /(^|\s)(?:fuori\s+(?:range|norma|intervallo)|fuera\s+de\s+rango|hors\s+normes?|out\s+of\s+range|outside\s+(?:the\s+)?(?:normal\s+|reference\s+)?range)(?=\s|$)/gi,
        '$1Out_of_range',
      )
      // A flag glued before its value in a narrow column ('L16,4', 'H11,5'): the value, then the
      // flag. A picture reads the 0 of '0,17' as an 'O' ('HO,17'), which the number reading mends.
      .replace(/(^|\s)(HH|LL|H|L)((?:\d+|O(?=[.,]\d))(?:[.,]\d+)?)(?=\s|$)/g, '$1$3 $2')
      // The age band a range is printed for, before it ('(age 70-79: < 6.5)', 'Alter 40-49: <
      // 2,5', as PSA ranges are): the range's words, not a range of its own, so the limit after
      // the colon is the row's range.
      .replace(
        /(^|\s|\()(?:ages?|aged|alter|âge|edad|età)\s*\d{1,3}\s*(?:[-–]\s*\d{1,3}|\+)?\s*(?:y|yrs?|years|j|jahre|ans|años|anni)?\s*:\s*(?=[<>≤≥]|\d)/giu,
        '$1',
      )
      // ... or after the range, in brackets ('84.8 - 378.0 (F 25-34 y)', as a US endocrine
      // panel prints DHEA-S): the band the range is for, no number of the row.
      .replace(
        /(?<=\d)\s*\((?:(?:fe)?males?|women|men|f|m)?\s*\d{1,3}\s*[-–]\s*\d{1,3}\s*(?:y|yrs?|years|j|jahre|ans|años|anni)\)/giu,
        '',
      )
      // ... the same band with the sex it is for and no word for age ('Female 35-44 yrs : 60.9 -
      // 337', as DHEA-S is printed): its years say it is an age.
      .replace(
        /(^|\s|\()(?:(?:fe)?males?|women|men|f|m)\s+\d{1,3}\s*(?:[-–]\s*\d{1,3}|\+)\s*(?:y|yrs?|years|j|jahre|ans|años|anni)\s*:\s*(?=[<>≤≥]|\d)/giu,
        '$1',
      )
      // A range for a state of life ('Non-pregnant : < 5.0', 'Postmenopausal: > 25', 'Adults: 0.5 -
      // 4.0'): the range's words. Not a sex ('M: 13,5-17,5  F: 12,0-16,0' is read below).
      .replace(
        /(^|\s|\()(?:non[- ]?pregnant|pregnant|post[- ]?menopausal|pre[- ]?menopausal|follicular(?:\s+phase)?|luteal(?:\s+phase)?|mid[- ]?cycle|adults?)\s*:\s*(?=[<>≤≥]|\d)/giu,
        '$1',
      )
      // A range printed as the bound of a negative result ('Negative: < 10.0' for an antibody):
      // the range's words. Only with its colon: 'Negative 4+' is two results of a cumulative row.
      .replace(
        /(^|\s|\(|\[)(?:negative|neg|n[ée]gatif|negativ|negativo)\s*:\s*(?=[<>≤≥]|\d)/giu,
        '$1',
      )
      // A treatment's target range named before it ('[zone cible 2,0 - 3,0]' for an INR under an
      // anticoagulant, 'Therapeutic range: 2.0-3.0'): the range's words.
      .replace(
        /(^|\s|\(|\[)(?:zone\s+cible|zone\s+th[ée]rapeutique|target(?:\s+range)?|therapeutic(?:\s+range)?|rango\s+terap[ée]utico|zielbereich|therapeutischer\s+bereich|range\s+terapeutico|intervallo\s+terapeutico)\s*:?\s*(?=[<>≤≥]|\d)/giu,
        '$1',
      )
      // A target after the range inside its brackets ('(< 6,5 ; objectif < 7,0)', as a practice
      // copies an HbA1c's range and the member's own goal): the range alone.
      .replace(
        /\(([^();]*\d[^();]*?)\s*;\s*(?:objectif|cible|target|goal|ziel|zielwert|objetivo|meta|obiettivo)\b[^()]*\)/giu,
        '($1)',
      )
      // A note in brackets after a range that names a second target ('0,27 - 4,20 (objetivo
      // pregestacional < 2,50)' for a TSH before a pregnancy): the note, which read as a second
      // range had made the row no row. Only after a range's last number: a bracketed range after
      // a unit or a name is the range itself.
      .replace(/(\d)\s*\((?:\p{L}[\p{L}.\s-]*)[<>≤≥]\s*\d[\d.,]*\s*[^\s()]*\)/gu, '$1')
      // ... or names whom the range is for in words alone ('<55 (risque très élevé)', '70 - 100
      // (optimal level)'): after a bound or a range only ('VIH 1/2 (test rapide)' is a name), two
      // words at least, so a flag in brackets ('(High)') stays.
      .replace(
        /((?:[<>≤≥]\s*|\d\s*-\s*)\d[\d.,]*)\s+\(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)+\)(?=\s|$)/gu,
        '$1',
      )
      // The result again in another unit, in brackets after the result and its unit ('7.1 mmol/L
      // (128 mg/dL)', '6,2 mmol/L (1,12 g/L)', as labs that report in SI units add the
      // conventional figure): the first is the result, the second its conversion. Not a bound
      // ('(< 5.0 mg/L)') nor a range, which hold a comparison or a second number.
      .replace(
        /(\d\s*(?:[^\s\d()<>]*\p{L}[^\s()]*|%))\s*\(\s*\d[\d.,]*\s*(?:[^\s\d()<>]*\p{L}[^\s()<>]*|%)\s*\)/gu,
        '$1',
      )
      // A viral load's lower detection limit beside its result ('LDL: < 50 copies/mL', 'LOD <
      // 20 IU/mL'): the range's words; 'LDL' read as a second test was an LDL cholesterol.
      .replace(
        /(^|\s|\()(?:LDL|LOD|LoD|LLOQ|LLoQ|LoQ|detection\s+limit|limit\s+of\s+detection)\s*:?\s*(?=[<>≤≥]=?\s*\d[\d.,]*\s*(?:copies|cp|IU|UI|log))/gu,
        '$1',
      )
      // A risk band's label before its limit ('Low risk : < 1', 'High Risk: > 3', as hs-CRP and
      // lipid ranges print them): a range's words, never the row's flag.
      .replace(
        /\b(?:very\s+)?(?:low|high|average|moderate|intermediate)\s+risk\s*:?\s*(?=[<>≤≥]|\d)/gi,
        '',
      )
      // ... and in the other languages, the band's word after 'risk' ('Rischio molto alto  < 55
      // mg/dL', 'Risque élevé : < 100', 'Riesgo alto < 70', 'hohes Risiko < 70'): a table of LDL
      // goals under the results, whose lines read as results of tests we do not know.
      .replace(
        /(?<!\p{L})(?:rischio|risque|riesgo)\s+(?:(?:molto|très|tres|muy)\s+)?(?:basso|moderato|medio|intermedio|alto|elevato|faible|bas|modéré|modere|intermédiaire|élevé|eleve|bajo|moderado|alto)\s*:?\s*(?=[<>≤≥]|\d)/giu,
        '',
      )
      .replace(
        /(?<!\p{L})(?:sehr\s+)?(?:niedrig|gering|mittler|moderat|hoh|erhöht)(?:es|er)?\s+risiko\s*:?\s*(?=[<>≤≥]|\d)/giu,
        '',
      )
  );
}

/** Units printed in words or over several words, each made one token. */
function withUnitsInWordsJoined(line: string): string {
  return (
    line
      // ESR's unit printed in words: 'mm/1st hr', 'mm/1st hour', 'mm / hr'.
      .replace(/\bmm\s*\/\s*(?:1st\s*)?h(?:ou)?r\b/gi, (unit) => unit.replace(/\s+/g, ''))
      // ...in a sentence: 'mm in 1st hr', 'mm at 1 hour', 'mm after the first hour'.
      .replace(/\bmm\s+(?:in|at|after)\s+(?:the\s+)?(?:1st|1|first)\s+h(?:ou)?rs?\b/gi, 'mm/h')
      // ...and in other languages: 'mm/1a hora', 'mm/1° ora', 'mm/1ère heure', 'mm/1. Std', and
      // with no slash, as Argentine labs print it ('mm 1ra hora').
      .replace(
        /\bmm\s*(?:\/\s*1|\s1)\s*(?:a|ra|°|ª|º|ère|ere|\.)?\s*(?:hora|ora|heure|h|std\.?|stunde)(?=\s|$)/giu,
        'mm/h',
      )
      // A day's output with its hours apart ('mmol/24 h', 'g/24 h', 'L/24 h', as French 24-hour
      // urines print it): one unit, or the 'h' alone left over and the unit read as per 24.
      .replace(/(\S\/\s?24)\s+(?:h|hrs?|hours?|heures?|std|horas?|ore)(?=\s|$)/giu, '$1h')
      // A count per hundred white cells with a space ('/100 WBC', 'per 100 WBC', as US labs print
      // nucleated red cells; '/100 GB' in Italian): one token, or the '/100' alone read as no unit.
      .replace(
        /(^|\s)(?:\/|per\s+)\s*100\s+(WBCs?|leukocytes|GB|leucociti|Leukozyten|Leukos|leucocytes|leucocitos)(?=\s|$)/giu,
        '$1/100$2',
      )
  );
}

/** Units, ranges, flags and values each made one token. */
function tokensTidied(line: string): string {
  const spelled = rangeAndStatusWordsTidied(
    withUnitsInWordsJoined(line)
      // Powers of ten over several tokens: 'x 10^9 /L', '× 10⁹/L', 'x10E9/L', '10*9/L'.
      // One token, spelled as printed ('x10E3/uL' stays so; normaliseUnit reads every spelling).
      .replace(
        // A star glued to a result with a space after it ('10.9*  10^3/uL') is the result's flag,
        // not the sign of the power.
        /(?:[xX×✕]\s*|(?<!\d)\*\s*|\*(?!\s))?10\s*(?:\^|\*\*?|E|e)\s*(\d{1,2})\s*\/\s*([a-zA-Zµμ]{1,3}\d?)\b/g,
        (unit) => unit.replace(/\s+/g, ''),
      )
      .replace(/(?:[xX×✕*]\s*)10\s*([⁰¹²³⁴⁵⁶⁷⁸⁹°]{1,2})\s*\/\s*([a-zA-Zµμ]{1,3}\d?)/g, 'x10$1/$2')
      // The ten left out, as Canadian labs print it: 'x E9/L', 'x E12/L' (times ten to the 9th).
      .replace(/(^|\s)[xX×]\s*E(\d{1,2})\s*\/\s*([a-zA-Zµμ]{1,3})\b/g, '$1x10E$2/$3')
      // A count's power of ten read as digits glued to the value, its volume apart ('2.141073 /µL'
      // for '2.14 10³/µL'): the value with its decimals, then the unit (repairOcrUnit reads
      // '1073/µL'). Only after a value with a decimal point: '8107 /µL' may be a count as printed.
      .replace(/(^|\s)(\d+[.,]\d{1,2})(107?\d{1,2})\s+(\/[µμupP]?[lL])(?=\s|$)/g, '$1$2 $3$4')
      // A unit broken after its slash ('mg/ dl' on a picture): one token, or 'mg/' alone would
      // be repaired to mg/L.
      .replace(/([a-zA-Zµμ])\/\s+([a-zA-Z]{1,3})(?=\s|$)/g, '$1/$2')
      // eGFR's name as a GP record prints it: '... per 1.73 square metres', whose number is no
      // result.
      .replace(
        /\bper\s+1[.,]73(?:\s*(?:square(?:\s+met(?:re|er)s?)?|sq\.?\s*m|m2|m²))?(?=\s|$)/gi,
        BODY_SURFACE_WORD,
      )
      // A faecal haemoglobin's unit naming what it weighs ('µg Hb/g', as FIT results print it): a
      // mass per mass, 'µg/g'.
      .replace(/(^|\s)([µμu]g|ng)\s+(?:Hb|Hgb)\s*\/\s*g(?=\s|$)/g, '$1$2/g')
      // eGFR's unit: 'mL/min/1.73 m2', 'ml/min/1,73 m²'.
      .replace(/\/\s*1[.,]73\s*m/gi, '/1.73m')
      // A grade with its flag glued ('1+H', '++H'): the grade, then the flag.
      .replace(/(^|\s)(\d\+|\+{1,4})(H|L)(?=\s|$)/g, '$1$2 $3')
      // A found-answer with its star glued ('Positivo*', 'Reactive*'): the answer, then the flag.
      // Only these words: a star glued to a name is a footnote's.
      .replace(
        /(^|\s)(positive|positivo|positiv|positif|reactive|reactivo|réactif|reattivo|reaktiv|present|presente|detected|nachweisbar)(\*{1,2})(?=\s|$)/giu,
        '$1$2 $3',
      )
      // ...and a star set before a grade or an answer ('*Trace', '*2+', '*Positive'), as a lab
      // that stars every result out of range prints it: the answer, then the flag.
      .replace(
        /(^|\s)(\*{1,2})(trace|traces|spuren|tracce|trazas|\d\+|\+{1,4}|positive|positivo|positiv|positif|reactive|reactivo|present|presente|detected|nachweisbar|small|moderate|large)(?=\s|$)/giu,
        '$1$3 $2',
      )
      // ... or after it ('2+*', as a cumulative report stars a grade out of range): the grade, then
      // the flag.
      .replace(/(^|\s)(\d\+|\+{1,4})(\*{1,2})(?=\s|$)/g, '$1$2 $3')
      // A range glued to its unit, as OCR reads a 'Ref Range & Units' column ('40.0-74.0%',
      // '9.4-12.4fL', '1.6-7.210*3/uL'): apart, so the range and the unit are both read.
      .replace(/(?<=\d-\d[\d.,]*?)(10[*^]\d{1,2}\/[a-zA-Zµμ]{1,3})(?=\s|$)/g, ' $1')
      .replace(
        /(?<=(?:^|\s)[<>]?\d[\d.,]*-\d[\d.,]*)(%|fL|fl|pg|[a-zA-Zµμ]{1,4}\/[a-zA-Zµμ0-9.]{1,8})(?=\s|$)/g,
        ' $1',
      )
      // A count per field glued to its unit ('8-10/HPF'): apart, the span then reads as the result.
      .replace(/(?<=\d)(\/(?:hpf|lpf|hp|campo|champ|gf)(?=\s|$))/gi, ' $1')
      // Cells per microscope field in words: 'per campo', 'por campo', 'x campo', 'par champ',
      // 'pro Gesichtsfeld', 'per HPF': one token, as normaliseUnit reads it.
      .replace(
        /(^|\s)(per|por|x|par|pro|\/)\s+(campo|champ|gesichtsfeld|hpf)(?=\s|$)/gi,
        (_, before: string, word: string, field: string) => `${before}${word}${field}`,
      )
      // A narrow column sets the unit against a flag printed in words ('limitx10E9/L'): apart.
      .replace(/\b(limit|range)(?=(?:x?10[\^Ee*]\d|[a-zA-Zµμ]{0,8}\/|%))/gi, '$1 '),
  );
  return (
    spelled
      // Swiss thousands: '1'186', '245’000' (an apostrophe between digit groups).
      .replace(/(?<=\d)['’](?=\d{3}(?!\d))/g, '')
      // An arrow flag set against a grade or a number ('++↑', '9.1↑'): apart.
      .replace(/(?<=[\d+])([↑↓]+)(?=\s|$)/g, ' $1')
      // 'Ratio' printed in a ratio's unit column: a ratio has no unit.
      .replace(/(\d)\s+ratio(?=\s|$)/gi, '$1')
      // 'ASPARTATE AMINOTRANSFERASE (SGOT )': a bracket's inner spaces.
      .replace(/\(\s+(?=\p{L})/gu, '(')
      .replace(/(?<=\p{L})\s+\)/gu, ')')
      // A percentage 'of total Hgb' (HbA1c): the words say what the percentage is of, not the unit.
      .replace(/(^|\s)%\s+of\s+total(?:\s+(?:hgb|hb|hemoglobin|haemoglobin))?(?=\s|$)/gi, '$1%')
      // Ranges over several tokens: '13.5 - 17.5', '3.5 to 5.0', '< 5.7', '>= 60'.
      // Not an ion's charge after a name's digit ('HCO3-  27.4', as a blood gas prints it).
      .replace(/(?<!\p{L}{2}[\p{L}\d]*)(\d)\s*(?:-|t[o0])\s+(?=[-]?\d|\.\d)/giu, '$1-')
      .replace(/(\d)\s*t[o0]\s*(?=\d)/gi, '$1-') // OCR glues 'to' and reads its o as 0: '3.5t05.0'
      // German 'bis' and French 'à' ('0,81 bis 1,45', '3,5 à 5,1'). A bare 'a' is left: on a
      // picture it is as often a large value's decimal point read as a letter ('3 a 9').
      .replace(/(\d)\s+(?:bis|à)\s+(?=\d)/gi, '$1-')
      // A limit in words ('bis 30', 'über 60', 'up to 5.0', 'jusqu'à 5', 'hasta 30', 'fino a 30'):
      // the bound it says. 'über' as a picture reads it ('uber', 'tber', 'liber') too.
      .replace(UPPER_LIMIT_WORDS, '$1<')
      .replace(LOWER_LIMIT_WORDS, '$1>')
      .replace(/(\d)\s+-\s*(?=\d|\.\d)/g, '$1-')
      .replace(/([<>]=?)\s+(?=\d|\.\d)/g, '$1')
      // A range from below zero in brackets: '(-2-3)', '(-2.0--0.5)'.
      .replace(/[([]\s*(-\d[\d.,]*--?\d[\d.,]*)\s*[)\]]/g, ' $1 ')
      // A range or flag in brackets: '(13.5-17.5)', '[<5.7]', '(L)'.
      .replace(/[([]\s*([<>]?=?[\d.,]+(?:-[\d.,]+)?)\s*[)\]]/g, ' $1 ')
      // ... with its unit inside ('(3.5-5.0 mmol/L)', '[<200 mg/dL]'): a range or a bound only;
      // one number with a unit in brackets is a conversion, set aside above.
      .replace(
        /[([]\s*([<>]=?[\d.,]+|[\d.,]+-[\d.,]+)\s+([a-zA-Zµμ%][^\s()[\]]{0,15})\s*[)\]]/gu,
        ' $1 $2 ',
      )
      // The flag keeps its brackets ('[H]', '(L)') so it is shown as printed; readFlag reads through them.
      .replace(/([([])\s*(H|L|HH|LL|HI|LO|High|Low|A|\*)\s*([)\]])/gi, ' $1$2$3 ')
      // A blurred '%' read as another sign after a value ('65,5 &', '3,0 »', '14,8 * ©'): kept
      // as '%?', which result-cells.ts reads as a percent held for review. Alone, the sign would
      // be dropped as noise below and the row read with no unit. Not an '&' between two digits
      // alone, a name's ('HIV 1 & 2', 'HSV 1 & 2 IgG', '(HIV 1 & 2)' in brackets, item 753).
      .replace(
        /(^|\s)(\d[\d.,]*(?:\s*\*{1,2})?)\s+([&§»«©®¢]+)(?=\s|$)/g,
        (whole, lead: string, number: string, sign: string, at: number, line: string) =>
          sign === '&' &&
          /^\d$/.test(number) &&
          /^\s+\d(?:[\s)\]]|$)/.test(line.slice(at + whole.length))
            ? whole
            : `${lead}${number} %?`,
      )
      // Ranges by sex side by side ('M: 13,5-17,5  F: 12,0-16,0', 'Male: ... Female: ...'): which
      // is the member's the words alone cannot say, and two ranges made the row no row. Both
      // are left out; the flag printed beside the result still says how it stands.
      .replace(SEX_RANGES, '$1')
      // A star glued before a word result or a count's span ('*Slightly hazy', '*6-8 /HPF',
      // '*Trace'), as some labs mark a result out of range: the result without it; its range
      // says how it stands. A star before a number ('*128') is read as a flag elsewhere.
      .replace(/(^|\s)\*(?=\p{L}{2}|\d[\d.,]*-\d)/gu, '$1')
      // 'See note' in two languages ('Voir note / See note', a Quebec lipid's range): one.
      .replace(
        /\b(?:voir|see)\s+(?:la\s+|the\s+)?note\s*\/\s*(?:voir|see)\s+(?:la\s+|the\s+)?note\b/giu,
        'see note',
      )
      // A name in two languages with a spaced slash ('Kalium / Potassio', 'fT4 / FT4', 'LDL
      // (calculé) / LDL-C', as bilingual reports print it): one token across the slash, or the lone slash is dropped below as noise and
      // the two names read as one unknown name (marker-names.ts reads each side).
      .replace(/(?<=\p{L}\d{0,2}\.?|\)) \/ (?=\p{L})/gu, '/')
      .split(/\s+/)
      .flatMap(splitSignFlag)
      .flatMap(splitGluedUnit)
      .flatMap(splitFlagFromUnit)
      // Tokens of punctuation alone are OCR noise ('~~', '_', '.'), except the ones that mean something.
      .filter((token) => token !== '' && !/^[^\p{L}\p{N}*+<>%!↑↓▲▼-]+$/u.test(token))
      .join(' ')
  );
}

/**
 * One-sided ranges as labs spell them: '> OR = 50' (Quest), '>/= 50', '=> 50', '<or=5', 'Less
 * than 5', 'Greater than or equal to 40', 'Up to 5', 'Upto 5.0' (as Indian labs print it), 'Above
 * 40'. Written as the comparator the range reader knows ('>=50'); only before a number, so no name
 * is touched.
 */
const ORDERED_AFTER_BOUND =
  /(?<![\d.,])(\d[\d.,]*)(?:\s+([^\s\d][^\s]{0,14}))?\s+or\s+(higher|more|above|greater|lower|less|below)\b/gi;

function withComparatorsAsSigns(line: string): string {
  return (
    line
      .replace(/([<>])\s*(?:or|\/)\s*=\s*(?=[-.\d])/gi, '$1=')
      .replace(/(^|\s)=\s*([<>])\s*(?=[-.\d])/g, '$1$2=')
      .replace(/(^|\s)([<>])\s*=\s+(?=[-.\d])/g, '$1$2=')
      .replace(
        /\b(?:less|lower|fewer)\s+than\s+or\s+equal\s+to\s*(?=\.?\d)|\b(?:up\s*to|not\s+more\s+than|not\s+above|no\s+more\s+than|at\s+most|max(?:imum)?\.?:?)\s*(?=\.?\d)/gi,
        '<=',
      )
      .replace(
        // 'min' after a number is minutes ('Glukose 60 min  9,4'), a time point's, no bound.
        /\b(?:greater|higher|more)\s+than\s+or\s+equal\s+to\s*(?=\.?\d)|\b(?:at\s+least|not\s+less\s+than|not\s+below|(?<!\d\s*)min(?:imum)?\.?:?)\s*(?=\.?\d)/gi,
        '>=',
      )
      .replace(/\b(?:less|lower|fewer)\s+than\s*(?=\.?\d)|\b(?:below|under)\s+(?=\.?\d)/gi, '<')
      .replace(/\b(?:greater|higher|more)\s+than\s*(?=\.?\d)|\b(?:above|over)\s+(?=\.?\d)/gi, '>')
      // A bound said after its number ('40 mg/dL or higher', '59 or above', '5 or less'), as
      // consumer labs' cards print a one-sided range.
      .replace(
        ORDERED_AFTER_BOUND,
        (_, bound: string, unit: string | undefined, word: string) =>
          `${/^(?:higher|more|above|greater)$/i.test(word) ? '>=' : '<='}${bound}${unit ? ` ${unit}` : ''}`,
      )
  );
}

const SEX_LABEL =
  '(?:m|f|h|w|d|u|male|female|males|females|men|women|manner|maenner|männer|frauen|uomini|donne|hommes|femmes|hombres|mujeres|varones|masc\\.?|fem\\.?|hom\\.?|muj\\.?)';
// A range with its dash or a bound with its sign: a lone number after a letter is a flagged
// result of a cumulative report ('5,8 H  5,2').
const SEX_RANGE = `${SEX_LABEL}\\s*:?\\s*(?:[<>]=?\\d[\\d.,]*|\\d[\\d.,]*\\s*-\\s*\\d[\\d.,]*)`;
/** Two ranges, each after a word for a sex, side by side. */
const SEX_RANGES = new RegExp(`(^|\\s)${SEX_RANGE}\\s*[,;/]?\\s+${SEX_RANGE}(?=\\s|$)`, 'gi');

/** Words that print an upper limit before its number, in the languages we read. */
const UPPER_LIMIT_WORDS =
  /(^|\s)(?:bis|up\s+to|less\s+than|jusqu['’]?\s*[àa]|inf(?:[ée]rieure?)?\.?\s+[àa]|hasta|menor\s+(?:de|que)|fino\s+a|inferiore\s+a|minore\s+di)\s*(?=\d)/gi;
/**
 * ...and a lower limit. Not German 'ab' ('ab 60'): it is also the antibody of a test's name ('TPO
 * Ab 12 IU/mL'), and read as a limit it took the name's last word and the value.
 */
const LOWER_LIMIT_WORDS =
  /(^|\s)(?:über|ueber|uber|[tli]{1,2}ber|greater\s+than|more\s+than|sup(?:[ée]rieure?)?\.?\s+[àa]|mayor\s+(?:de|que)|superiore\s+a|maggiore\s+di)\s*(?=\d)/gi;

/**
 * A '+' or '-' flag printed between the value and its unit and read glued to the unit ('3,3
 * -mmol/L', '36,9 +g/dL', '219 ++U/l', '81,0 +5%' with a speck before the percent sign): the flag,
 * then the unit. A '-' is dropped, as in a flag column (flagColumnToken): labs print it for 'low'
 * and for 'none', and the range tells which.
 */
function splitSignFlag(token: string): string[] {
  const glued = /^(\+{1,3}|[-−–]{1,2})(.+)$/.exec(token);
  if (!glued?.[1] || !glued[2]) return [token];
  const unit = /^\d%$/.test(glued[2]) ? '%' : glued[2];
  // '+1076/uL': a count's power of ten as a picture reads it (repairOcrUnit reads the rest).
  if (!isUnitShape(unit) && !/^[xX×*]?10\S{0,4}\/[a-zA-Zµμ1|]{1,4}$/.test(unit)) return [token];
  return glued[1].startsWith('+') ? [glued[1], unit] : [unit];
}

/**
 * A value printed against its unit in a narrow column ('8.4g/dL', '141mEq/L', '5,600cells/μL',
 * '<5mg/L') as two tokens. Only a unit's shape splits off (a '/' in it, or a bare unit such as
 * '%', 'fL', 'pg'): '5.7H' keeps its flag and '10^9/L' its power of ten.
 */
function splitGluedUnit(token: string): string[] {
  // A power of ten with no 'x' before it ('10E6/µL', '10E3/uL') is a count unit, not 10 and a unit.
  if (/^10[Ee]\d{1,2}\/[a-zA-Zµμ]/.test(token)) return [token];
  const power = POWER_UNIT_GLUED.exec(token);
  if (power?.[2] && power[3]) return [`${power[1] ?? ''}${power[2]}`, power[3]];
  // A star flag between them ('10,2*g/dL', '1,00**G/L'), or a star OCR read as a second '%'
  // ('75,6%%'): the value, the flag, the unit.
  const starred = /^(\d[\d.,]*)(\*{1,2})([a-zA-Zµμ%].*)$/.exec(token);
  if (starred?.[1] && starred[2] && starred[3] && isUnitShape(starred[3]))
    return [starred[1], starred[2], starred[3]];
  const doubledPercent = /^(\d[\d.,]*)%%$/.exec(token);
  if (doubledPercent?.[1]) return [doubledPercent[1], '*', '%'];
  // A count glued to its cubic millimetre ('4800/mm³', as West African reports print a count
  // whose groups were joined), or to German's nanolitre and picolitre ('6,8/nl', '4,08/pl', as a
  // portal sets a value against its unit): the count, then the unit. Not '/µl': OCR reads
  // '10^3/µl' as '1073/ul', a power of ten (POWER_UNIT_GLUED's pictures), no count.
  const perVolume = /^([<>]=?)?(\d[\d.,]*)(\/mm[³3]|\/[np]l)$/iu.exec(token);
  if (perVolume?.[2] && perVolume[3]) return [`${perVolume[1] ?? ''}${perVolume[2]}`, perVolume[3]];
  const glued = /^([<>]=?)?(\d[\d.,]*)([a-zA-Zµμ%][^\s]*)$/.exec(token);
  if (!glued?.[2] || !glued[3]) return [token];
  const unit = glued[3];
  return isUnitShape(unit) && !/^[xX]?10/.test(unit)
    ? [`${glued[1] ?? ''}${glued[2]}`, unit]
    : [token];
}

/**
 * A value set against a count unit ('22310^3/μL', '1,6110^3/μL', '5.33x10E12/L'): the unit is
 * the power of ten and what follows it, the number all before. No unit starts with a digit but a
 * power of ten. A picture reads the superscript's caret as a quote or a degree sign ('7,510"3/uL').
 */
const POWER_UNIT_GLUED =
  /^([<>]=?)?(\d[\d.,]*?)((?:[xX×])?10(?:\^|[Ee]|["°’'*])\d{1,2}\/[a-zA-Zµμ]{1,3})$/;

const isUnitShape = (text: string) =>
  (text.includes('/') && /^[a-zA-Zµμ]/.test(text)) ||
  /^[xX]?10(?:\^|[Ee])\d/.test(text) ||
  BARE_UNITS.has(text.toLowerCase());

/** Flags printed in words that a narrow column sets against the unit ('Altog/dL', 'Basso%'). */
const FLAG_WORDS =
  /^(high|low|alto|alta|bajo|baja|basso|bassa|elevato|hoch|niedrig|erhöht|erniedrigt|élevé|bas|haut)(.+)$/i;

/** 'Altog/dL', 'Alto10^3/μL', 'Bassomil/μL', '*umol/L': the flag, then the unit. */
function splitFlagFromUnit(token: string): string[] {
  const glued = FLAG_WORDS.exec(token) ?? /^(\*{1,2})(.+)$/.exec(token);
  return glued?.[1] && glued[2] && isUnitShape(glued[2]) ? [glued[1], glued[2]] : [token];
}

/**
 * A word a lab prints after a number to name what kind of number it is, an index or a
 * signal-to-cut-off ('0,12 index', '0.8 COI', '2.1 S/CO'): the number's unit, never a test's name
 * or a result of its own. Each reader adds the words its own place needs (a ratio, seconds).
 */
const INDEX_WORD = /^(?:index|indice|índice|coi|s\/co)$/iu;
export const isIndexWord = (word: string) => INDEX_WORD.test(word.normalize('NFC'));

/**
 * 'comma' when the text writes decimals with a comma more often than with a point ('5,4 mmol/L').
 * Each side counts only what can be nothing but a decimal: one or two digits after the mark, not
 * followed by another. A point before three digits may be a thousands point ('11.352 U/l'), and a
 * German date ('23.01.2024') has two points: a cumulative report's dated columns outvoted its
 * decimal commas, and '11.352' was read as eleven.
 */
export function detectNumberStyle(text: string): NumberStyle {
  const comma = text.match(/\d,\d{1,2}(?![\d,])/g)?.length ?? 0;
  const dot = text.match(/\d\.\d{1,2}(?![\d.])/g)?.length ?? 0;
  return comma > dot ? 'comma' : 'dot';
}

const NUMBER = /^(?:\d+(?:[.,]\d+)*|[.,]\d+)$/;

/**
 * A printed number in our notation ('5,4' → '5.4', '250,000' → '250000'), or null. OCR's 'O'/'o'
 * is read as 0 only inside a token that is otherwise a number and has at least one real digit
 * ('1O.2', 'O.5'), never in a word.
 */
export function normaliseNumberText(token: string, style: NumberStyle): string | null {
  let text = token;
  if (/[Oo]/.test(text) && /^[\dOo.,]+$/.test(text) && /\d|^[Oo][.,]\d/.test(text)) {
    text = text.replace(/[Oo]/g, '0');
  }
  if (!NUMBER.test(text)) return null;
  if (style === 'comma') {
    // '1.234,5' drops its thousands point; '5.730' and '250.000' (a point before each group of
    // three digits) are thousands too. Any other lone point stays a decimal, and so does '1.0xx',
    // the way a specific gravity is printed everywhere.
    if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
    else if (/^[1-9]\d{0,2}(?:\.\d{3})+$/.test(text) && !/^1\.0\d\d$/.test(text))
      text = text.replace(/\./g, '');
  } else if (/,\d{3}(?:\D|$)/.test(text) && !/^0,/.test(text)) {
    text = text.replace(/,/g, ''); // '250,000' is a thousands separator
  } else {
    text = text.replace(',', '.'); // '5,4': a lone comma with one or two digits is a decimal
  }
  if (text.startsWith('.')) text = `0${text}`;
  return /^\d+(?:\.\d+)?$/.test(text) ? text : null;
}

export function parseNumber(token: string, style: NumberStyle): number | null {
  const text = normaliseNumberText(token, style);
  return text === null ? null : Number(text);
}

export interface NumericValue {
  value: number;
  /** '<' / '>' / '<=' / '>=' for a censored result, '' otherwise. */
  comparator: string;
  /** The number as printed, with its comparator: '13.2', '<0.5'. */
  text: string;
  /** A flag printed against the number: '13.2L', '102*', '52**'. */
  flag: PrintedFlag | null;
  /** That flag as printed ('L', 'H*'). */
  flagText: string | null;
}

/** A result value token: '13.2', '<0.5', '>90', '5,4', '13.2L', '102H*'. */
export function readNumericValue(token: string, style: NumberStyle): NumericValue | null {
  // '*128', '**2,1', '↑5.7', '↑↑0,86': a flag printed before the number, glued to it.
  const lead = /^(\*{1,2}|[↑↓▲▼]{1,2})(?=[<>]?[\d.,])/.exec(token)?.[1] ?? null;
  const rest = lead ? token.slice(lead.length) : token;
  // German reports glue '+' (high) and '-' (low) to the value: '16,1+', '3,2-', '++'. A dipstick
  // grade ('1+' to '4+') is no number with a flag.
  if (/^[1-4]\+$/.test(rest)) return null;
  const match =
    /^([<>]=?)?([\dOo.,]+?)(H!{0,2}|L!{0,2}|HH|LL|\*{1,2}|H\*|L\*|\*H|\*L|A|!{1,2}|[↑↓▲▼]|\+{1,2}|-{1,2}|\[[HL]\]|\([HL]\))?$/.exec(
      rest,
    );
  if (!match?.[2]) return null;
  const text = normaliseNumberText(match[2], style);
  if (text === null) return null;
  const comparator = match[1] ?? '';
  const flagText = match[3] ?? lead;
  // A '-' glued to a number is a low flag; printed alone it may be an empty cell (readFlag).
  const flag = flagText ? (/^-{1,2}$/.test(flagText) ? 'L' : readFlag(flagText)) : null;
  return {
    value: Number(text),
    comparator,
    text: `${comparator}${text}`,
    flag,
    flagText,
  };
}

export interface PrintedRange {
  low: number | null;
  high: number | null;
  /** How many decimals the range is printed with (its most precise end), when read from text. */
  decimals?: number;
}

/** Decimals printed in a number token ('3.50' → 2, '3,5' → 1, '250,000' in dot style → 0). */
export function decimalsOf(token: string, style: NumberStyle): number {
  const text = normaliseNumberText(token, style);
  return text === null ? 0 : (text.split('.')[1]?.length ?? 0);
}

/** How far a number lies outside a range, as a ratio on a log scale (0 inside). */
export function distanceFromRange(value: number, low: number | null, high: number | null): number {
  if (value <= 0) return Infinity;
  if (high !== null && value > high && high > 0) return Math.log10(value / high);
  if (low !== null && value < low && low > 0) return Math.log10(low / value);
  return 0;
}

/** A printed reference range token (after tidyLine): '13.5-17.5', '<5.7', '>=60', '<=200'. */
export function readRange(token: string, style: NumberStyle): PrintedRange | null {
  const bound = /^([<>]=?)([\dOo.,]+)$/.exec(token);
  if (bound?.[1] && bound[2]) {
    const value = parseNumber(bound[2], style);
    if (value === null) return null;
    const decimals = decimalsOf(bound[2], style);
    return bound[1].startsWith('<')
      ? { low: null, high: value, decimals }
      : { low: value, high: null, decimals };
  }
  const span = /^(-?[\dOo.,]+)-(-?[\dOo.,]+)$/.exec(token);
  if (span?.[1] && span[2]) {
    const low = parseNumber(span[1].replace(/^-/, ''), style);
    const high = parseNumber(span[2].replace(/^-/, ''), style);
    if (low === null || high === null) return null;
    const signedLow = span[1].startsWith('-') ? -low : low;
    const signedHigh = span[2].startsWith('-') ? -high : high;
    const decimals = Math.max(
      decimalsOf(span[1].replace(/^-/, ''), style),
      decimalsOf(span[2].replace(/^-/, ''), style),
    );
    if (signedLow <= signedHigh) return { low: signedLow, high: signedHigh, decimals };
    // '40-6,0': the low end lost its decimal point (4,0-6,0). Put back as many places as the high
    // end prints, when that orders the range; a range read the other way round is not a range.
    const highDecimals = decimalsOf(span[2].replace(/^-/, ''), style);
    const lowDecimals = decimalsOf(span[1].replace(/^-/, ''), style);
    if (signedLow > 0 && lowDecimals === 0 && highDecimals >= 1) {
      const restoredLow = signedLow / 10 ** highDecimals;
      if (restoredLow <= signedHigh && restoredLow >= signedHigh / 10)
        return { low: restoredLow, high: signedHigh, decimals: highDecimals };
    }
    // '6,80-1,20': a picture's '0' read as '6', '8' or '9' before the point (INR 0,80-1,20, TSH
    // 0,40-4,00). With that digit a zero the range is in order and both ends print alike.
    const zeroMisread = /^[689]([.,]\d+)$/.exec(span[1]);
    if (zeroMisread?.[1] && lowDecimals === highDecimals) {
      const restoredLow = parseNumber(`0${zeroMisread[1]}`, style);
      if (restoredLow !== null && restoredLow < signedHigh)
        return { low: restoredLow, high: signedHigh, decimals: highDecimals };
    }
    return null;
  }
  // '3.55.2': a range whose dash was lost ('3.5-5.2' on a blurred picture). A number cannot have
  // two points, and a lab prints both ends with the same decimals: that fixes the one place the
  // dash can have been.
  const dashLost = style === 'dot' ? /^(\d+)\.(\d+)\.(\d+)$/.exec(token) : null;
  if (dashLost?.[1] && dashLost[2] && dashLost[3]) {
    const places = dashLost[3].length;
    const lowDecimals = dashLost[2].slice(0, places);
    const highWhole = dashLost[2].slice(places);
    if (lowDecimals.length === places && highWhole.length >= 1) {
      const low = Number(`${dashLost[1]}.${lowDecimals}`);
      const high = Number(`${highWhole}.${dashLost[3]}`);
      if (low < high) return { low, high, decimals: places };
    }
  }
  return null;
}

const FLAGS = wordTable<PrintedFlag>({
  h: 'H',
  hh: 'H',
  hi: 'H',
  high: 'H',
  'h*': 'H',
  '*h': 'H',
  'h!': 'H',
  // A critical value, as German emergency labs mark it ('5,9H!!').
  'h!!': 'H',
  l: 'L',
  ll: 'L',
  lo: 'L',
  low: 'L',
  'l*': 'L',
  '*l': 'L',
  'l!': 'L',
  'l!!': 'L',
  '*': '*',
  '**': '*',
  '!': '*',
  '!!': '*',
  abn: '*',
  abnormal: '*',
  a: '*',
  ab: '*',
  '↑': 'H',
  '▲': 'H',
  '↓': 'L',
  '▼': 'L',
  '↑↑': 'H',
  '↓↓': 'L',
  'h↑': 'H',
  'l↓': 'L',
  '+': 'H',
  '++': 'H',
  '+++': 'H',
  '*h*': 'H',
  '*l*': 'L',
  // The words labs in other languages print in a flag column.
  hoch: 'H',
  erhöht: 'H',
  erniedrigt: 'L',
  niedrig: 'L',
  // Swiss reports judge a result 'hoch' or 'tief'.
  tief: 'L',
  vermindert: 'L',
  élevé: 'H',
  elevé: 'H',
  élevée: 'H',
  haut: 'H',
  bas: 'L',
  basse: 'L',
  alto: 'H',
  alta: 'H',
  elevado: 'H',
  elevada: 'H',
  bajo: 'L',
  baja: 'L',
  elevato: 'H',
  elevata: 'H',
  basso: 'L',
  bassa: 'L',
  anormal: '*',
  anomalo: '*',
  critical: '*',
  // 'Above high reference limit', joined into one token by tidyLine.
  above_high_reference_limit: 'H',
  below_low_reference_limit: 'L',
  out_of_range: '*',
});

/** The lab's flag column: 'H', 'L', 'HH', 'High', 'Low', '*' (abnormal, direction unknown). */
export function readFlag(token: string): PrintedFlag | null {
  // '[H]', '(L)', '<H>': the brackets a layout prints around its flag column.
  const inBrackets = /^[([<]([^)\]>]{1,4})[)\]>]$/.exec(token)?.[1];
  // '(B)', low ('bajo', 'bas') as Argentine and French-speaking labs print it beside '(A)': in
  // brackets only, where it is no name's letter ('Vitamine B', 'Hépatite B').
  if (inBrackets?.toLowerCase() === 'b') return 'L';
  return FLAGS[(inBrackets ?? token).toLowerCase()] ?? null;
}

/** Bare units that carry no '/' ('%', 'fL', 'pg', 'sec'). */
const BARE_UNITS = new Set([
  '%',
  'fl',
  'pg',
  'sec',
  's',
  // Spanish 'seg' (segundos); a unit of a clotting time only (printed-unit.ts).
  'seg',
  'seg.',
  'secs',
  'ratio',
  'u',
  'iu',
  'mm/h',
  'mm',
  // A blood gas's partial pressures and oxygen content, tests we do not know but rows all the
  // same (blood-gas-names.ts).
  'mmhg',
  'kpa',
  'vol%',
]);

/**
 * Whether a token reads as a unit: one the reference knows (after its normalisation), a bare one
 * ('%', 'fL'), or anything shaped like 'letters/letters' ('mg/dL', 'mL/min/1.73m2', '/HPF').
 */
export function looksLikeUnit(
  token: string,
  knownUnits: ReadonlySet<string>,
  normalise: (raw: string) => string,
): boolean {
  // A power of ten opens a count unit ('10^9/l', '10E3/uL', '10⁶/mm³' with a superscript
  // exponent); any other digit opens a number.
  if ((/^\d/.test(token) && !/^10(?:\^|\*|e|[⁰¹²³⁴⁵⁶⁷⁸⁹])/i.test(token)) || token.length > 24)
    return false;
  if (knownUnits.has(normalise(token))) return true;
  // An analyser's index in the languages we read is a unit too (a serology's, index-results.ts).
  if (BARE_UNITS.has(token.toLowerCase()) || isIndexWord(token)) return true;
  // Two words with a slash ('Negative/Trace', 'seen/Few', a reference of words): a unit's parts
  // are a short quantity and a volume ('mg/dL', 'cells/µL'), not two words of four letters or more.
  if (/^\p{L}{4,}\/\p{L}{4,}$/u.test(token) && !/\/(?:litre|liter)$/i.test(token)) return false;
  return (
    /^(?:x10\^?\S{1,3}\/[a-zA-Zµμ]+\d?|[a-zA-Zµμ°%]{0,8}(?:\/[a-zA-Zµμ0-9.^²³]{1,12}){1,2})$/.test(
      token,
    ) && /[a-zA-Zµμ]/.test(token)
  );
}

const NO_KNOWN_UNITS: ReadonlySet<string> = new Set();

/** Whether a token reads as a unit by its shape alone, with no list of known units. */
export const looksLikeUnitByShape = (token: string): boolean =>
  looksLikeUnit(token, NO_KNOWN_UNITS, (raw) => raw);
