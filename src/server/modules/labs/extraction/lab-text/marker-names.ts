/**
 * Printed test names: whether the words before a result can be a name at all, and which
 * biomarker a name means (as printed, without its method note or qualifiers, or through one OCR
 * slip), in the section's specimen first.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { boundedMemo } from '#server/lib/bounded-memo';
import { twinIn } from '#server/knowledge/biomarkers/biomarker-reference';
import { URINE_PART_PREFIX, withoutLinkingWords } from '#server/knowledge/biomarkers/name-key';
import type { LabSpecimen } from '../extraction.types';
import { BODY_SURFACE_WORD, readFlag } from '../lab-line-tokens';
import { markerForMisreadName } from '../ocr-misreads';
import type { ParseContext } from './parse-context';
import { sentenceWordCount } from './sentence-words';
import { analyserSymbolName, isBloodGasOwnTest, isBloodGasPh } from './blood-gas-names';
import { BLOOD_PH } from './blood-ph';
import { countOfShareAbove } from './count-after-share';
import { fractionName } from './electrophoresis-fractions';
import { markerByRatioParts } from './ratio-names';

/** A name that ends in the words of an empty range column has taken them from that column. */
const NO_RANGE_AT_END =
  /\s(?:not estab\.?|not established|see note|see comment|see below|n\/a|(?:voir|cf\.?) commentaire|siehe kommentar|ver nota|vedi nota)$/i;

/**
 * A sample's date printed at the start of each row ('08-Mar-2024  Serum sodium level  139', a GP
 * record's list): a picture's line holds it before the name, with its time or the time alone
 * ('07:15 Leucocytes', the end of a sampling column). No test's name starts with a date or time.
 */
const LEADING_DATE =
  /^(?:(?:\d{1,2}[-/. ](?:\p{L}{3,9}|\d{1,2})[-/. ](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})\s+)?(?:\d{1,2}:\d{2}(?::\d{2})?\s+)?(?=\p{L})/u;

/**
 * A LOINC code printed in a column before the name ('718-7  Hemoglobin [Mass/volume] in Blood', as
 * a health information exchange prints a C-CDA's results): digits, a dash and the check digit.
 * No test's name starts so ('25-OH', '17-OH' hold letters).
 */
const LEADING_LOINC = /^\d{3,7}-\d\s+(?=\p{L})/u;

/**
 * A laboratory system's own test number before the name ('0125 GLUCOSE, FASTING', '0171 25-OH
 * VITAMINA D'), as mainframe and fixed-width prints set it in the name's column. No test's name
 * starts with a number of three digits or more.
 */
const LEADING_TEST_NUMBER = /^\d{3,6}\s+(?=\p{L}|\d{1,2}-\p{L})/u;

/**
 * An allergen's code before its name ('d1 Dermatophagoides pteronyssinus', 'f13 Peanut', 't224
 * rOle e 1'), as specific IgE reports print the ImmunoCAP code in a column of its own: a lower-case
 * letter of the allergen's group (mites, epidermals, foods, grasses, insects, moulds, trees,
 * weeds...) and one to three digits. No test's name starts so.
 */
const LEADING_ALLERGEN_CODE = /^[cdefgikmoptwx]\d{1,3}\s+(?=\p{L})/u;

/**
 * A name without a footnote's number in brackets after it ('Cholestérol LDL calculé (2)', the
 * note under the table saying how it was calculated): read before tidyLine, which unwraps the
 * number and leaves it as a word of the name.
 */
export const withoutFootnoteNumber = (name: string) =>
  name.replace(/(?<=[\p{L})\]])\s+\([1-9]\)$/u, '');

export function cleanName(raw: string): string {
  return (
    withoutFootnoteNumber(raw)
      .replace(/^[•·\-–*>#]+\s*/, '')
      .replace(LEADING_DATE, '')
      .replace(LEADING_LOINC, '')
      .replace(LEADING_TEST_NUMBER, '')
      .replace(LEADING_ALLERGEN_CODE, '')
      // A footnote's mark after the name ('Albumin²', 'LDL Chol Calc (NIH)³', 'eGFR†', 'eGFR
      // (CKD-EPI) ¹'); not a unit's square ('per 1.73 m²').
      .replace(/(?<=[\p{L})\]])(?<![mM])\s*[⁰¹²³⁴⁵⁶⁷⁸⁹†‡§¶◆]+$/u, '')
      // A footnote's number bare after a bracket, as tidyLine leaves '(1)' ('DFG estimé (CKD-EPI) 1').
      .replace(/(?<=\))\s+[1-9]$/u, '')
      .replace(/[\s:;.,=_]+$/, '')
      .trim()
  );
}

/** A decimal number or a known unit cannot be part of a name: the result has begun. */
export function holdsResultToken(words: string[], context: ParseContext): boolean {
  return words.some(
    (word) =>
      // A flag glued before it counts too ('*6,1', '↑4.2').
      /^(?:\*{1,2}|[↑↓])?[<>]?\d+[.,]\d+$/.test(word) ||
      // A bracketed flag before the result: 'Potassium (L) 3.1'.
      (/^[([]/.test(word) && readFlag(word) !== null) ||
      // A grade in pluses ('Leukozyten  ++  negativ'): no name holds one.
      /^(?:\+{1,4}|[1-4]\+)$/.test(word) ||
      // '%' and '#' end differential names ('Neutrophils %', 'NEUT #').
      (word !== '%' && context.knownUnits.has(context.reference.normaliseUnit(word))),
  );
}

/** A page's label ('Seite', 'Blatt/Foglio', 'Página'): its number is no result. */
const PAGE_LABEL =
  /^(?:(?:page|pages|seite|blatt|foglio|pagina|página|feuille|hoja|folio|pag\.?|p\.)[\s/]*)+$/i;

/**
 * Words that make a condition of a sentence, in the languages we read; in lower case, or capital
 * first, as a sentence sets them ('HbA1c (IF' is IFCC cut short).
 */
const CONDITION_WORDS =
  /(?<![\p{L}(])(?:[Ww]hen|[Ii]f|[Uu]nless|[Ww]hereas|[Ss]hould|[Ii]nvalid|not valid|[Ww]enn|[Ff]alls|[Ll]orsque|[Qq]uand|[Cc]uando|[Qq]uando)(?!\p{L})/u;

/**
 * 'Tests' in the plural names a group or a form's field, never one test ('Confirmatory tests:
 * None' on an analyser's ticket, 'Liver Function Tests'), in the languages we read.
 */
const TESTS_IN_THE_PLURAL = /(?<!\p{L})(?:tests|examens|pruebas|untersuchungen|esami)(?!\p{L})/iu;

/**
 * A vital sign or a body measure, which an examination form or a letter prints beside the labs
 * ('Pulse  68 /min', 'BMI  29.4 kg/m²'): a clinic's measurement, no laboratory test's result.
 */
const VITAL_SIGN =
  /^(?:pulse(?: rate)?|heart rate|hr|blood pressure|bp|bmi|body mass index|weight|height|waist(?: circumference)?|hip(?: circumference)?|temperature|temp|respiratory rate|resp(?:iratory)? rate|puls|herzfrequenz|blutdruck|gewicht|körpergewicht|körpergrösse|körpergröße|grösse|größe|bauchumfang|taillenumfang|pouls|fréquence cardiaque|tension(?: artérielle)?|pression artérielle|poids|taille|tour de taille|imc|température|pulso|frecuencia cardiaca|presión arterial|tensión arterial|peso|talla|altura|estatura|cintura|perímetro abdominal|temperatura|polso|frequenza cardiaca|pressione arteriosa|pressione|altezza|circonferenza vita|circonferenza addominale)$/iu;

/**
 * A unit ('mg/dL', 'µmol/L', 'IU/mL') with no words after it where a name would be, as a card
 * prints it on a line of its own under its value, before its bar's bounds ('mg/dL  125'): an
 * amount over a volume, a weight or a time, no name. A unit before a name ('mmol/L  Sodium', the
 * left table's last cell) leaves the name to the split of the line.
 */
const UNIT_ALONE =
  /^(?:[mµμunpk]?(?:g|mol|eq|iu|ui|u)|m?iu|mu|kui)\/(?:[mµμd]?l|kg|g|h|24 ?h|min)$/iu;

/** A band of risk as a goals' table names it, in the languages we read. */
const RISK_BAND =
  /^(?:(?:very|sehr)\s+)?(?:low|moderate|intermediate|high|niedrig\p{L}*|mittler\p{L}*|hoh\p{L}*|erhöht\p{L}*)\s+(?:risk|risiko)$|^(?:rischio|risque|riesgo)\s+(?:(?:molto|très|tres|muy)\s+)?\p{L}+$/iu;

/** A verb of advice, which no test's name holds. */
const ADVICE_WORD =
  /(?<!\p{L})(?:recommend(?:s|ed)?|recommand[ée]e?|recommande|recomienda|recomendad[oa]|raccomandat[oa]|si raccomanda|empfohlen|empfiehlt)(?!\p{L})/iu;

export function isPlausibleName(name: string): boolean {
  if (PAGE_LABEL.test(name) || TESTS_IN_THE_PLURAL.test(name)) return false;
  const [firstWord = '', ...restOfName] = name.trim().split(/\s+/);
  if (UNIT_ALONE.test(firstWord) && !restOfName.some((word) => /\p{L}/u.test(word))) return false;
  if (VITAL_SIGN.test(name.replace(/\s*:$/, '').trim())) return false;
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  // Potassium and phosphorus print as their element symbols ('K', 'P'): the only one-letter names;
  // a blood gas prints potassium's ion ('K+', 'K⁺').
  if (/^(?:[KP]|K[+⁺])$/u.test(name)) return true;
  // A letter and a number is a name of its own: 'B12', 'T3', 'T4', 'D3'.
  if (/^[A-Z]\d{1,2}$/.test(name)) return true;
  // A risk band's label ('Rischio molto alto', 'High risk') over its goal in a table of goals,
  // or advice ('En mujeres con deseo gestacional se recomienda TSH < 2,5').
  if (RISK_BAND.test(name.trim()) || ADVICE_WORD.test(name)) return false;
  if (letters < 2 || /^[<>]/.test(name) || /^\d+(?:[.,]\d+)?$/.test(name)) return false;
  // 'Immature Granulocytes  Not Estab.': the range column's words are no part of the name.
  if (NO_RANGE_AT_END.test(name)) return false;
  // A comment or interpretation line: 'Deficiency: <20 ng/mL', 'Note: TSH ...', 'A; B', or a
  // name that holds a range or a comparison ('Insufficiency 25-75').
  // A urinalysis's part before the test ('SEDIMENTO: LEUCOCITOS') is a name's prefix, not a label.
  if ((/\p{L}\s*:\s+\S/u.test(name) && !URINE_PART_PREFIX.test(name)) || /;/.test(name))
    return false;
  // A sentence ('Free/total PSA ratio below 25% in the 4-10 range increases...', a comment
  // between rows): a test's name holds a word such as 'to' or 'in' at most once or twice.
  if (sentenceWordCount(name) >= 3) return false;
  // A condition no test's name states ('Friedewald equation not valid when TG', a note before
  // its limit '>4.5 mmol/L').
  if (CONDITION_WORDS.test(name)) return false;
  // A locant's hydroxy read with a zero for its O ('25-0H', '25-0OH-Vitamin') is a name's word,
  // not a range.
  return !name
    .split(' ')
    .some((word) => /^[<>]=?\d/.test(word) || /^\d+(?:[.,]\d+)?-(?!0O?H(?!\p{L}))\d/u.test(word));
}

/**
 * A name its punctuation makes look like a note, that still names a test we know: a name printed
 * with its synonym after a semicolon ('Vitamin B12; Cyanocobalamin, Serum', as some US records
 * print LOINC's names), whose part before it names the test; or a panel's name before a colon
 * ('Widal: S. Typhi O', 'Hepatitis B: HBsAg'), the whole a test's name. Only where a test we know
 * is named so, so a comment ('Deficiency; see note', 'Note: TSH') stays no name.
 */
export function isTestDespitePunctuation(name: string, context: ParseContext): boolean {
  const before = beforeSemicolon(name);
  if (before !== null) return isPlausibleName(before) && resolveMarkers(before, context).length > 0;
  // A peptide's residues in brackets ('Parathormone (PTH 1-84)', 'Intact PTH (1-84)'): a span
  // of the name's own, no range, when the name is a test we know.
  // So too an agent's types ('HIV 1-2 Ab + Ag p24', 'HSV 1-2 IgG'): both types, no range.
  const residues = name.replace(RESIDUE_SPAN, ')').replace(AGENT_TYPES, '$1 $2/$3');
  if (residues !== name)
    return isPlausibleName(residues) && resolveMarkers(name, context).length > 0;
  return (
    PANEL_BEFORE_COLON.test(name) &&
    isPlausibleName(name.replace(':', '')) &&
    resolveMarkers(name, context).length > 0
  );
}

/** A virus named by its capitals and its two types joined by a dash ('HIV 1-2', 'VIH 1-2'). */
const AGENT_TYPES = /\b(\p{Lu}{2,5})\s?([12])-([12])\b/u;

/** Whole numbers joined by a dash at a bracket's end: a peptide's residues ('1-84)'). */
const RESIDUE_SPAN = /\s*\(?\b\d{1,3}-\d{1,3}\)/u;

/** A panel's name of letters, a colon and the test's name after it ('Widal: S. Typhi O'). */
const PANEL_BEFORE_COLON = /^[\p{L}][\p{L} .-]{1,30}:\s+\p{L}[^:]*$/u;

const beforeSemicolon = (name: string): string | null =>
  /^([^;]+?)\s*;\s*\S/u.exec(name)?.[1] ?? null;

/**
 * Qualifiers printed around a name that do not change which test it is ('Glucose Lvl', 'Total RBC
 * Count', 'Neutrophils abs.', 'TSH - Ultrasensitive', 'Transaminasi GOT', 'Urea pre-HD' before
 * dialysis, 'Glucose, fingerstick' or 'capillary' as the sample was taken, an assay's generation:
 * 'TSH 3e génération', 'TSH 3rd generation', 'TSH de 3ª generación'; a US order's reflex and
 * its diagnostic tag: 'RPR (DX) W/REFL TITER', 'HIV 1/2 AG/AB, 4TH GEN W/RFL'); tried only when
 * the name as printed is unknown. The dialysis words with any letter where an accent goes: a
 * picture's English model reads 'pre-diálisis' as 'pre-diélisis', and the pre-dialysis urea was
 * then no test at all while the post-dialysis one was shown as the urea.
 */
const QUALIFIERS =
  /(?<![\p{L}-])(?:fasting|random|non-fasting|calculated|calc|quantitative|screen|lvl|level|total|direct|absolute|abs|absolut[aeo]?s?|absolue?s?|assolut[io]|ass|berechnet|calcul[ée]e?|calculad[ao]|calcolat[ao]|finger-?stick|finger-?prick|capillary|capillaire|kapillär|capilar|capillare|poct?|point[- ]of[- ]care|ultrasensitive|high[- ]sensitiv(?:e|ity)|highly sensitive|hochsensitiv|haute sensibilit[ée]|alta sensibilidad|alta sensibilit[àa]|ultra-sensitive|count|transaminas[ei]s?|transaminasas|w\/\s?(?:rfl|refl|reflex)(?:\s+(?:titer|titre|to\s+[\p{L}\d-]+))?|\(dx\)|(?:pr\p{L}|post?)-?(?:hd|dialysis|di\p{L}lisis|dialyse|dialisi)|(?:[1-4](?:st|nd|rd|th|e|[èe]me|ª|a|°|º|\.)?|first|second|third|fourth|troisi[èe]me|quatri[èe]me|tercera|cuarta|terza|quarta|dritte|vierte|III|IV)\s*(?:generation|g[ée]n[ée]ration|generaci[óo]n|generazione|gen\.?))(?![\p{L}-])/giu;

/** How the languages we read say 'in the stool', after a test's name ('Sangre oculta en heces'). */
const IN_STOOL = [' in stool', ' en heces', ' im Stuhl', ' dans les selles', ' nelle feci'];

/**
 * A stool exam's row by its short name, the stool being the heading's ('Sangre oculta' under
 * 'EXAMEN DE HECES' is 'Sangre oculta en heces'): the test the name with 'in the stool' names.
 * Asked only of a name that is no test of its own ('Hämoglobin im Stuhl (iFOBT)' is the faecal
 * haemoglobin by its whole name, though its bracket alone names the screening test).
 */
function resolveInStool(
  printedName: string,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  for (const words of IN_STOOL) {
    const marker = reference.resolveName(cleanName(printedName) + words, 'blood');
    if (marker) return marker;
  }
  return null;
}

/**
 * The markers a printed name can mean: the section's specimen first, then the other one (a
 * dipstick test with no heading, 'Protein  Trace' in a section the report did not call urine).
 */
export function resolveMarkers(printedName: string, context: ParseContext): BiomarkerDefinition[] {
  if (context.isSemen) return [];
  if (context.hasBloodGas && context.specimen === 'blood') {
    if (isBloodGasOwnTest(printedName)) {
      const ph = isBloodGasPh(printedName) ? context.reference.markers.get(BLOOD_PH) : undefined;
      return ph ? [ph] : [];
    }
    const symbol = analyserSymbolName(printedName);
    const marker = symbol ? resolveIn(symbol, 'blood', context.reference) : null;
    if (marker) return [marker];
  }
  const fraction = context.isElectrophoresis ? fractionName(printedName) : null;
  const band = fraction ? resolveIn(fraction, 'blood', context.reference) : null;
  if (band) return [band];
  const inStool =
    context.isStool && !context.reference.resolveName(printedName, 'blood')
      ? resolveInStool(printedName, context.reference)
      : null;
  if (inStool) return [inStool];
  const count = countOfShareAbove(printedName, context);
  if (count) return [count];
  const other: LabSpecimen = context.specimen === 'blood' ? 'urine' : 'blood';
  const found: BiomarkerDefinition[] = [];
  for (const specimen of [context.specimen, other]) {
    const marker = resolveIn(printedName, specimen, context.reference);
    // A stool exam's row is no urine test: a microscope's finding ('Levaduras', 'Moco') is the
    // stool's, not a urine sediment's (ADR 159), and its colour or its blood ('Color  Marrón',
    // 'Sangre oculta') no urine strip's (ADR 081 item 570).
    if (marker && context.isStool && marker.specimen === 'urine') continue;
    // Nor a blood count's: white and red cells seen under a stool's microscope ('Leucociti
    // 5-10 per campo', 'Emazie assenti') are no count per litre of blood.
    if (marker && context.isStool && marker.system === 'blood_count') continue;
    // Only when the section's specimen knew no test of that name ('Kreatinin i.S.' names its own).
    const twin =
      marker && specimen !== context.specimen && found.length === 0
        ? urineTwinUnderHeading(marker, context)
        : null;
    if (twin && !found.includes(twin)) found.push(twin);
    if (marker && !found.includes(marker)) found.push(marker);
    // 'Conc. Hb corpuscolare media (MCHC)': the words before the brackets name a near test (the
    // MCH's 'Hb corpuscolare media'), the abbreviation in them the test itself. Both are options;
    // the result's unit and range choose (readWithBestMarker), the name's test first.
    const abbreviation = /\(([^()]+)\)\s*$/u.exec(printedName)?.[1]?.trim();
    const named = abbreviation ? context.reference.resolveName(abbreviation, specimen) : null;
    if (marker && named && !found.includes(named)) found.push(named);
  }
  return found;
}

/**
 * Under a urine heading, a blood test's name is its urine twin's where the knowledge base has one
 * ('Natrium', 'Kalium', 'Kreatinin i.H.' under '24-STUNDEN-SAMMELHARN'): a timed collection
 * prints the plain names, which we list for the blood. Only under a heading the report printed;
 * a specimen only inferred from the rows before may have ended unmarked. The blood test stays an
 * option after it, for the unit and range to choose.
 */
function urineTwinUnderHeading(
  marker: BiomarkerDefinition,
  context: ParseContext,
): BiomarkerDefinition | null {
  if (context.specimen !== 'urine' || !context.isSpecimenKnown || context.isSpecimenInferred)
    return null;
  return marker.specimen === 'blood' ? twinIn(context.reference.markers, marker, 'urine') : null;
}

/**
 * What a name means in a specimen, read once per reference: a report asks of the same name again
 * and again (each reading of a line tries its cuts), and a name's meaning depends on nothing
 * else.
 */
const resolvers = new WeakMap<BiomarkerReference, (key: string) => BiomarkerDefinition | null>();

function resolveIn(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  let resolve = resolvers.get(reference);
  if (!resolve) {
    resolve = boundedMemo((key) => {
      const [where, ...name] = key.split(' ');
      return resolveInFresh(name.join(' '), where as LabSpecimen, reference);
    });
    resolvers.set(reference, resolve);
  }
  return resolve(`${specimen} ${printedName}`);
}

/**
 * A flag printed before the name, in a column left of the names ('H Glucose à jeun', 'B DFG
 * estimé', a French lab's H for haut and B for bas): the name after it. Only when the name as
 * printed names nothing; never before B cells' own names ('B lymphocytes', 'B-Zellen').
 */
export const FLAG_BEFORE_NAME = /^(H|L|B|HH|LL)\s+(?![Ll]ymph|[Cc]ell|[Zz]ell|[Cc]él)(\S.*)$/u;

function resolveInFresh(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  if (namesTwoAnswers(printedName, specimen, reference)) return null;
  // 'HBV DNA, QN PCR (LOG)': the same count on a log scale is another result (3.37 for 2,340);
  // only a name the reference gives it as printed names it.
  if (LOG_SCALE_NOTE.test(printedName)) return reference.resolveName(printedName, specimen);
  const measured = measureAfterDash(printedName, specimen, reference);
  if (measured) return measured;
  const tried = new Set<string>();
  // The name as printed and as OCR meant it ('HbAlc'), then each without its notes
  // ('HbAlc (IFCC)').
  const bases = [printedName, ...ocrNameVariants(printedName)];
  const synonymFree = beforeSemicolon(printedName);
  if (synonymFree) bases.push(synonymFree);
  // '% SATURACIÓN DE TRANSFERRINA': a share's sign before its name, which names it already.
  const signFree = /^%\s+(\p{L}.*)$/u.exec(printedName)?.[1];
  if (signFree) bases.push(signFree);
  const flagFree = FLAG_BEFORE_NAME.exec(printedName)?.[2];
  if (flagFree) bases.push(flagFree);
  const forms = (base: string) => {
    const withoutMethod = withoutBracketedNote(base);
    return [
      withoutMethod,
      withoutNamedMethod(base),
      withoutQualifiers(base),
      withoutQualifiers(withoutMethod),
      withoutCommaNotes(base),
      withoutQualifiers(withoutCommaNotes(base)),
      // 'Glucose (Hexokinase), NaF-Plasma': a method in brackets and a specimen after a comma.
      withoutQualifiers(withoutBracketedNote(withoutCommaNotes(base))),
      // 'eGFR, Female (CKD-EPI 2021)': the method in brackets after the comma's note.
      withoutCommaNotes(withoutMethod),
      withBasisBracketed(base),
      withoutTimePoint(base),
      withoutQualifiers(withoutTimePoint(base)),
      withoutUnitNamed(base),
      withoutSpecimenWords(base),
      withoutBracketedNote(withoutSpecimenWords(base)),
      ...bracketedAlternatives(base),
      withoutAntibodyWord(withoutCommaNotes(base) || base),
      withoutTotalAntibodiesWords(base),
    ];
  };
  // 'Protein, Urine (dipstick)', 'White Blood Cells, Urine Microscopy': in the urine, the name
  // without the words that say so.
  const urineFree = specimen === 'urine' ? withoutUrineNotes(printedName) : '';
  if (urineFree) bases.push(urineFree);
  const spelled = [...bases, ...bases.flatMap(forms)];
  for (const name of [...spelled, ...spelled.map(otherNumber)]) {
    if (name === '' || tried.has(name)) continue;
    tried.add(name);
    const marker = reference.resolveName(name, specimen);
    if (marker) return marker;
  }
  // A share named by its test and '%' ('Neutrófilos segmentados %', a share set apart from its
  // amount): the test's percentage, where the reference has one.
  // 'Lymphocytes Relative', as US systems name the share, is the same.
  const share = /^(.*\S)\s*(?:%|\s(?:relative|rel\.?|relativ[eao]?|relatif))$/iu.exec(
    printedName,
  )?.[1];
  const counted = share ? resolveIn(share, specimen, reference) : null;
  const percent = counted ? reference.markers.get(`${counted.id}-percent`) : undefined;
  if (percent) return percent;
  const named = markerNamedByEveryPart(printedName, specimen, reference);
  if (named) return named;
  // 'Filtrado glom. (CKD-EPI)': the cut word's name with its method in brackets.
  const abbreviated =
    markerByAbbreviatedWords(printedName, specimen, reference) ??
    markerByAbbreviatedWords(withoutBracketedNote(printedName), specimen, reference);
  if (abbreviated) return abbreviated;
  const reordered = markerByWordsInAnyOrder(printedName, specimen, reference);
  if (reordered) return reordered;
  const abbreviation = trailingAbbreviation(printedName);
  // Only the abbreviation as the reference spells it: no misreading of 'ID' as 'LD'.
  const byAbbreviation = abbreviation ? reference.resolveName(abbreviation.last, specimen) : null;
  // Only where the name before it names the same test: a name run into the next row's
  // ('Immature Grans (Abs)' over 'TSH') or a heading ('Estimated Average Glucose TSH') is none.
  const before = abbreviation ? resolveIn(abbreviation.before, specimen, reference) : null;
  if (byAbbreviation && before === byAbbreviation) return byAbbreviation;
  // 'Albumin/Kreatinin-Quot.': the ratio whose own name divides the same two tests.
  const ratio = markerByRatioParts(printedName, specimen, reference, (name, where) =>
    resolveIn(name, where, reference),
  );
  if (ratio) return ratio;
  const withoutMethod = withoutBracketedNote(printedName);
  // One OCR slip in the name ('HbA1lc', 'Thyrod'), matched to one marker only.
  for (const name of [printedName, withoutMethod]) {
    const marker = name ? markerForMisreadName(name, specimen, reference) : null;
    if (marker) return marker;
  }
  return null;
}

/** A word cut short with a point ('Transglut.', 'Sat.'): three letters at least. */
const ABBREVIATED_WORD = /^(\p{L}{3,})\.$/u;

const foldLetters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A name with words cut short by a point ('Tissue Transglut. IgA' for tissue transglutaminase
 * IgA): the test one of whose names it is, each cut word standing for a word it starts, every
 * other word as printed. Only when exactly one test of the specimen has such a name.
 */
/** Two words of one name in another form ('eritrocitos' for 'eritrocitaria') share this much. */
const SHARED_STEM = 7;

/** Whether a printed word stands for a word of a test's name: itself, cut short, or its kin. */
function standsFor(printed: string, word: string): boolean {
  if (printed === word) return true;
  const stem = ABBREVIATED_WORD.exec(printed)?.[1];
  if (stem) return word.startsWith(stem);
  return (
    printed.length >= SHARED_STEM &&
    word.length >= SHARED_STEM &&
    printed.slice(0, SHARED_STEM) === word.slice(0, SHARED_STEM)
  );
}

/** Whether each printed word stands for a different word of the name, every word once. */
function isSameWordsInAnyOrder(printed: string[], name: string[]): boolean {
  if (printed.length !== name.length) return false;
  const left = [...name];
  for (const word of printed) {
    const at = left.findIndex((other) => standsFor(word, other));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * A name of three words or more printed in another order than any we hold, or with a word in
 * another form ('CONC. MEDIA HB CORPUSCULAR' for 'Conc. Hb corpuscular media', 'ANCHO
 * DISTRIBUCIÓN ERITROCITOS' for 'Ancho de distribución eritrocitaria'), as Spanish and Italian
 * reports order a name's adjectives: the test whose name has the same words, when exactly one of
 * the specimen's tests has.
 */
function markerByWordsInAnyOrder(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const words = withoutLinkingWords(foldLetters(printedName)).split(/\s+/).filter(Boolean);
  if (words.length < 3) return null;
  const found = new Set<BiomarkerDefinition>();
  for (const { marker, words: nameWords } of namesInWords(reference).byCount.get(words.length) ??
    []) {
    if (marker.specimen !== specimen || found.has(marker)) continue;
    if (isSameWordsInAnyOrder(words, nameWords)) found.add(marker);
  }
  return found.size === 1 ? [...found][0]! : null;
}

interface NameInWords {
  marker: BiomarkerDefinition;
  words: string[];
  /** The words joined by one space: the name as `markerByAbbreviatedWords` matches it. */
  spaced: string;
}

const namesInWordsByReference = new WeakMap<
  BiomarkerReference,
  { all: NameInWords[]; byCount: Map<number, NameInWords[]> }
>();

/**
 * Every test's names as words (letters folded, linking words aside), split once per reference,
 * and filed by their number of words: a name in another order has as many words as the test's.
 * A report asks this of thousands of candidate names, most of them no test's.
 */
function namesInWords(reference: BiomarkerReference) {
  let names = namesInWordsByReference.get(reference);
  if (!names) {
    const all = [...reference.markers.values()].flatMap((marker) =>
      [marker.name, ...marker.aliases].map((name) => {
        const words = withoutLinkingWords(foldLetters(name)).split(/\s+/);
        return { marker, words, spaced: words.join(' ') };
      }),
    );
    const byCount = new Map<number, NameInWords[]>();
    for (const name of all)
      byCount.set(name.words.length, [...(byCount.get(name.words.length) ?? []), name]);
    names = { all, byCount };
    namesInWordsByReference.set(reference, names);
  }
  return names;
}

function markerByAbbreviatedWords(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  // Linking words aside on both sides: 'Índ. saturación de transferrina' for 'Índice de
  // saturación de transferrina'.
  const words = withoutLinkingWords(foldLetters(printedName)).split(/\s+/);
  if (!words.some((word) => ABBREVIATED_WORD.test(word))) return null;
  const pattern = new RegExp(
    `^${words
      .map((word) => {
        const stem = ABBREVIATED_WORD.exec(word)?.[1];
        return stem ? `${stem}\\p{L}*` : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('\\s+')}$`,
    'u',
  );
  const found = new Set<BiomarkerDefinition>();
  // The pattern's words stand apart by any spacing, so the name's words joined by one space
  // match it as the name itself would.
  for (const { marker, spaced } of namesInWords(reference).all) {
    if (marker.specimen === specimen && !found.has(marker) && pattern.test(spaced))
      found.add(marker);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A test named, a spaced dash, and the measure of it reported ('Tempo di protrombina (PT) - INR',
 * 'Cholesterol - HDL'): when the two parts name different tests, the measure after the dash is
 * the row's.
 */
function measureAfterDash(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const parts = printedName.split(/\s+[-–—]\s+/u);
  if (parts.length !== 2 || !parts.every((part) => /\p{L}{2}/u.test(part))) return null;
  // The measure is an abbreviation ('INR', 'HDL'): in 'HDL - Cholesterol' the word after the
  // dash is the test the abbreviation before it narrows.
  if (!/^[\p{Lu}\d%]{2,5}$/u.test(parts[1]!.trim())) return null;
  const measure = resolveIn(parts[1]!.trim(), specimen, reference);
  const test = measure ? resolveIn(parts[0]!.trim(), specimen, reference) : null;
  return measure && test && measure !== test ? measure : null;
}

/**
 * Whether a name is two tests that each answer in words, printed as one line with one answer
 * ('SYPHILIS TPHA - VDRL  NEGATIF', 'HBsAg / HCV  Non reactive'): the answer is both tests',
 * so it is no one test's. Read as either, the other would be lost and the one shown would be a
 * guess; left as a test we do not know, it is held with its answer (ADR 081 item 436). A measure
 * after a dash ('Cholesterol - HDL', 'PT - INR') is a number and is no such pair.
 */
function namesTwoAnswers(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): boolean {
  const parts = printedName.split(NAME_PARTS).map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => /\p{L}{2}/u.test(part))) return false;
  const [left, right] = parts.map((part) => resolveIn(part, specimen, reference));
  return (
    left != null &&
    right != null &&
    left !== right &&
    left.kind !== 'quantitative' &&
    right.kind !== 'quantitative'
  );
}

/**
 * The abbreviation printed after a long name without brackets ('Emoglobina glicata HbA1c'), and
 * the name before it: two words of name before it at least, the last of them in small letters,
 * and it is an abbreviation (capitals, three to eight long).
 */
function trailingAbbreviation(name: string): { before: string; last: string } | null {
  const words = name.trim().split(/\s+/u);
  const last = words.at(-1) ?? '';
  // A heading in capitals run into the name ('Non-HDL Cholesterol HEMOGLOBIN A1C') is no name.
  if (!/\p{Ll}/u.test(words.at(-2) ?? '')) return null;
  const isAbbreviation =
    /^(?=.*\p{Lu})[\p{L}\d-]{3,8}$/u.test(last) && /\p{Lu}.*[\p{Lu}\d]/u.test(last);
  return words.length >= 3 && isAbbreviation
    ? { before: words.slice(0, -1).join(' '), last }
    : null;
}

/** Where a name is two names of a test, a spaced dash or a slash between them. */
const NAME_PARTS = /\s+[-–—]\s+|\//u;

/**
 * A name printed as the test's names side by side ('WBC – Globuli bianchi', 'HGB - Emoglobina',
 * 'GOT/AST', as Italian and other labs print an abbreviation beside the local name): the test
 * every part that names one names, when at least two do and none names another. One part alone
 * is not enough: in 'Col. tot./HDL' or 'Cholesterol - HDL' a part names a different test than
 * the whole.
 */
function markerNamedByEveryPart(
  printedName: string,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const name = withoutQualifiers(withoutBracketedNote(printedName)) || printedName;
  const parts = name.split(NAME_PARTS).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => !/\p{L}{2}/u.test(part))) return null;
  const named = parts.map((part) => resolveIn(part, specimen, reference));
  const found = named.filter((marker): marker is BiomarkerDefinition => marker !== null);
  const [first] = found;
  if (first && found.length >= 2 && found.every((marker) => marker === first)) return first;
  // One language's name whole, the other's cut short ('Gesamtcholesterin / Colesterolo tot.'):
  // the cut one starts a name of the same test, word by word.
  const other = parts.length === 2 && found.length === 1 ? parts[named.indexOf(null)] : undefined;
  if (first && other && startsNameOf(other, first)) return first;
  // A name that holds a slash of its own, in each language ('Albumin/Kreatinin /
  // Albumina/creatinina'): its two halves, each a name of the same test.
  if (parts.length !== 4) return null;
  const halves = [parts.slice(0, 2).join('/'), parts.slice(2).join('/')];
  const [left, right] = halves.map((half) => resolveIn(half, specimen, reference));
  return left && left === right ? left : null;
}

/**
 * Whether a name cut short ('Colesterolo tot') starts one of the test's names word by word, each
 * printed word the start of the name's word (three letters at least), as many words as it has.
 */
function startsNameOf(printed: string, marker: BiomarkerDefinition): boolean {
  const words = foldLetters(printed).replace(/\./g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.some((word) => word.length < 3)) return false;
  return [marker.name, ...marker.aliases].some((name) => {
    const nameWords = foldLetters(name).split(/\s+/);
    return (
      nameWords.length === words.length &&
      words.every((word, at) => nameWords[at]!.startsWith(word))
    );
  });
}

/**
 * The name with its last word in the other number ('Absolute Monocyte Count' without its
 * qualifiers is 'Monocyte', the test is 'Monocytes'; 'Platelet' / 'Platelets'). Only a word of
 * five letters or more: 'Protein S' is not 'Protein'.
 */
function otherNumber(name: string): string {
  const match = /^(.*?)(\p{L}{5,})$/u.exec(name);
  if (!match) return '';
  const [, before = '', last = ''] = match;
  return last.endsWith('s') ? `${before}${last.slice(0, -1)}` : `${before}${last}s`;
}

/**
 * A method named after the test with a word for 'by' ('DFG estimé selon CKD-EPI', 'eGFR nach
 * CKD-EPI', 'BSG n. Westergren', 'FG estimado según MDRD', 'eGFR secondo CKD-EPI', 'LDL by Friedewald').
 */
function withoutNamedMethod(name: string): string {
  return name
    .replace(/\s+(?:selon|nach|n\.|según|segun|secondo|by|according to)\s+\S.*$/iu, '')
    .replace(DASHED_METHOD, '')
    .trim();
}

/**
 * An assay's method after a spaced dash ('HIV 1/2 (Ag p24 + Ac) - CLIA', 'Chagas - ELISA',
 * 'Ferritin – ECLIA', 'Chagas - Hemaglutinación indirecta'), as Latin American and some European reports print it after the name.
 */
const DASHED_METHOD =
  /\s+[-–]\s+(?:elisa|eia|clia|eclia|cmia|elfa|cleia|ifi|ifa|iif|hai|pcr|rt-pcr|nat|ict|ic|quimioluminiscencia|chemilumineszenz|chimiluminescence|chemiluminescence|chemiluminescenza|immunoassay|inmunoensayo|immunoturbidimetr\p{L}*|turbidimetr\p{L}*|nephelometr\p{L}*|nefelometr\p{L}*|(?:hemaglutinaci[oó]n|h[ée]magglutination|h[äa]magglutination|emoagglutinazione)(?:\s+(?:indirecta|indirecte|indirekte|indiretta|indirect|passiva|pasiva))?|(?:inmuno|immuno)fluorescen\p{L}*(?:\s+indirect\p{L}*)?)$/iu;

/**
 * A filtration rate with what it was estimated from after it ('eGFR Krea (CKD-EPI 2021)', 'eGFR
 * Cys'), as it reads with the basis in brackets ('eGFR (Krea)').
 */
function withBasisBracketed(name: string): string {
  const match =
    /^(e?GFR|DFG|FG|TFG|VFG)\s+(krea|kreatinin|crea|creat|créat|cr|cys|cystatin(?:\s?c)?)(?!\p{L})/iu.exec(
      name,
    );
  return match ? withoutBracketedNote(`${match[1]} (${match[2]})`) : '';
}

/**
 * 'Ac. totales anti-VHA', 'Anticorps totaux anti-HBc', 'Virus varicela-zóster IgG': the words for
 * total antibodies before an antibody's own name, and a virus's word before its name, which the
 * reference's names leave out ('anti-VHA', 'Varicela-zóster IgG').
 */
function withoutTotalAntibodiesWords(name: string): string {
  const without = name
    .replace(
      /^(?:ac|ak|ab|anticuerpos|anticorps|anticorpi|antikörper)\.?\s+(?:totales|totaux|totali|total|gesamt)\s+(?=anti)/iu,
      '',
    )
    .replace(/^(?:virus|virus de la|virus del|virus de l'|virus della)\s+(?=\p{L})/iu, '');
  return without === name ? '' : without;
}

/**
 * The blood sample named after the test in words ('Glucose (nüchtern) i. Plasma', 'Kalium i.S.',
 * 'Natrium im Serum', 'Glucosa en suero', 'Glucosio nel siero'): the test, whichever sample.
 */
const SPECIMEN_WORDS =
  /\s+(?:(?:i\.|im|in|en|nel|dans\s+le)\s*(?:plasma|serum|vollblut|blut|suero|sangre|siero|sangue|sérum|sang)|i\.\s?[SP]\.?)$/iu;

function withoutSpecimenWords(name: string): string {
  const without = name.replace(SPECIMEN_WORDS, '').trim();
  return without === name ? '' : without;
}

/**
 * The urine named after a test, as portals print it ('Albumin, Urine (random)', 'pH, Urine',
 * 'Nitrite, Urine (dipstick)', 'Red Blood Cells, Urine Microscopy'), with how it was taken.
 */
const URINE_NOTE =
  /,\s*(?:urine|urin|harn|orina|urina)(?:\s+(?:microscopy|sediment|dipstick|strip))?(?:\s*\((?:random|spot|dipstick|strip|first morning|24\s?h(?:ours?|r)?|timed)\))?$/iu;

function withoutUrineNotes(name: string): string {
  const without = name.replace(URINE_NOTE, '').trim();
  return without === name ? '' : without;
}

/** A log-scale note on a count's name: '(LOG)', ', log10', 'Log IU'. */
const LOG_SCALE_NOTE = /(?:^|[\s,(])log(?:10)?(?:[\s,)]|$)/iu;

/** An antibody's word ('Ab', 'antibody', 'Ak', 'Ac') in a name that names its class (IgM, IgG). */
const ANTIBODY_WORD =
  /(?<!\p{L})(?:ab|abs|antibod(?:y|ies)|ak|ac|ack|antikörper|anticorps|anticuerpos?|anticorpi)(?!\p{L})/giu;
const IMMUNOGLOBULIN_CLASS = /(?<!\p{L})ig[gmae](?!\p{L})/iu;

/**
 * 'HEPATITIS A AB, IGM', 'Toxoplasma Ab IgG': the class says it is an antibody, and the reference
 * names it by the class ('Hepatitis A IgM'); the word for antibody added nothing.
 */
function withoutAntibodyWord(name: string): string {
  if (!IMMUNOGLOBULIN_CLASS.test(name)) return '';
  const without = name.replace(ANTIBODY_WORD, ' ').replace(/\s+/g, ' ').trim();
  return without === name ? '' : without;
}

/**
 * 'Vancomycin (pre-dose / trough)': a bracket of alternatives that each say which test it is, as
 * the reference names it ('Vancomycin trough'); the bare 'Vancomycin' names none (trough or peak).
 */
function bracketedAlternatives(name: string): string[] {
  const match = /^(.*\S)\s*\(([^()]*\/[^()]*)\)$/u.exec(name);
  if (!match) return [];
  return match[2]!
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `${match[1]} ${part}`);
}

/** 'HbA1c (DCCT/NGSP)', '25-OH Vitamin D (D2+D3)', 'eAG (calc)': a method or abbreviation note. */
function withoutBracketedNote(name: string): string {
  return name
    .replace(/\s*[([][^()[\]]*[)\]]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Assay methods and specimens as US systems append them after commas ('VITAMIN D,25-OH,TOTAL,IA',
 * 'Creatinine, enzymatic', 'Sodium, Serum'), or the sex a calculation took ('eGFR, Female'): no
 * part of which test it is.
 */
const COMMA_NOTES =
  /^(?:ia|eia|clia|eclia|cmia|icma|ria|fpia|lc\/?ms(?:\/ms)?|hplc|immunoassay|enzymatic|enzymatisch|enzymatique|jaffe|jaffé|ifcc|ngsp|dcct|serum|plasma|s|p|ser\/plas|whole blood|wb|(?:naf|edta|citrat|li-?hep(?:arin)?|heparin)-?(?:plasma|blut|vollblut)|vollblut|sérum|suero|siero|sang total|sangre total|sangue intero|female|male|women|men|femme|homme|frau|mann|mujer|hombre|donna|uomo)$/i;

/** A count's assay words after a comma ('HBV DNA, QN PCR', 'HIV-1 RNA, Quantitative, RT-PCR'). */
const ASSAY_WORD =
  /^(?:qn|quant\.?|quantitative|qual\.?|qualitative|qualitativ|qualitatif|cualitativ[oa]|qualitativ[oa]|quantitativ|quantitatif|cuantitativ[oa]|quantitativ[oa]|pcr|real-?time|rt-?pcr|naat|taqman)$/i;

const isCommaNote = (part: string) =>
  COMMA_NOTES.test(part) || part.split(/\s+/).every((word) => ASSAY_WORD.test(word));

/** A name's comma-separated parts without the method and specimen notes, joined by spaces. */
function withoutCommaNotes(name: string): string {
  if (!name.includes(',')) return '';
  return name
    .split(/\s*,\s*/)
    .filter((part) => part !== '' && !isCommaNote(part))
    .join(' ')
    .trim();
}

/**
 * A time point of a tolerance test, a suppression test or a day curve after the test's name
 * ('Glicemia T30'', 'Glukose 60 min', '2 Hour Glucose', 'GLUCOSE, 2 HOUR', 'Glucose 1 h post 75
 * g', 'Glucosa a los 120 min', 'Glicemia 60' dopo carico', 'Cortisol post-dexametasona'): the
 * same test, measured then. The rows of one series are held for the member to check
 * (row-doubts.ts), since one test is read more than once.
 */
const TIME_POINT =
  /(?:\b(?:a los|nach|après|apres|dopo|after|at)\s+)?(?:\bT\s?\d{1,3}\s?['’′]?(?!\p{L})|\b\d{1,3}\s?(?:min|mins|minutes?|minuti|minutos|mn)\b|\b\d{1,3}\s?['’′](?!\p{L})|\b\d\s?(?:h|hr|hrs|hours?|heures?|std|stunden?|ora|ore|horas?)\b|\b(?:post|after|nach|après|apres|dopo|tras)[- ](?:la |il )?(?:dexamethasone?|dexametasona|dexaméthasone|desametasone|dex)\b)(?:\s*post\s*\d{2,3}\s?g\b)?(?:\s*(?:dopo (?:il )?carico|post[- ]?carga|post[- ]?load|after (?:the )?load|nach belastung|après charge|apres charge))?/giu;

/**
 * The unit named after the test, in words ('aPTT - secondi', 'PT (seconds)', 'Quick, Sekunden'):
 * the test reported in that unit, which the unit column says again.
 */
const UNIT_NAMED =
  /\s*(?:[-–—,]\s*|\(\s*)(?:in\s+)?(?:secondi|seconds?|secs?|sekunden|sek\.?|secondes|segundos|seg\.?)\s*\)?$/iu;

function withoutUnitNamed(name: string): string {
  const without = name.replace(UNIT_NAMED, '').trim();
  return without === name ? '' : without;
}

function withoutTimePoint(name: string): string {
  const without = name.replace(TIME_POINT, ' ');
  return without === name ? '' : withoutQualifiers(without);
}

/**
 * The temperature an enzyme's activity was measured at ('Gamma GT à 37°C', 'ALAT bei 37 °C', 'CK
 * (37°C)'): the same test at any temperature the lab chose.
 */
const MEASURED_AT = /(?:(?<!\p{L})(?:à|a|at|bei|en)\s+)?\(?\s*(?:25|30|37)\s*[°º]\s*C\s*\)?/giu;

function withoutQualifiers(name: string): string {
  return (
    name
      .replace(QUALIFIERS, ' ')
      .replace(MEASURED_AT, ' ')
      // The body surface an eGFR is given per ('eGFR per 1.73 square metres', tidied so).
      .split(BODY_SURFACE_WORD)
      .join(' ')
      // 'Neutrophile abs.': the abbreviation's point goes with it.
      .replace(/(?<=\s)\.(?=\s|$)/g, ' ')
      .replace(/[,()\s-]+$/g, '')
      .replace(/^[,()\s-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * What OCR makes of names with digits: 'HbAlc' (l for 1), 'Vitamin Bl2', 'C02' (0 for O), and
 * the thyroid hormones' 'T' read as a '7' ('Free 73', 'F74'): no test is named by a number in
 * the seventies; a hydroxy's 'OH' read '0H' ('25-0H'); the Greek gamma read as a 'y' ('y-GT').
 */
export function ocrNameVariants(name: string): string[] {
  return [
    name.replace(/(?<=[A-Za-z])[lI|](?=c\b|\d)/g, '1'),
    name.replace(/(?<=[A-Z])0(?=\d|\b)/g, 'O'),
    name.replace(/(?<=^|[\sF])7(?=[34]\b)/g, 'T'),
    // A hydroxy's 'OH' after its locant read with a zero for the O, or a zero and an O:
    // '25-0H', '25-0OH', '25(0H)', '17-0H-'.
    name.replace(/(?<=\d[-(])0O?(?=H(?!\p{L}))/gu, 'O'),
    // The Greek gamma read as a 'y' before a capital ('y-GT', 'yGT' for γ-GT).
    name.replace(/(?<!\p{L})y(?=-?\p{Lu})/gu, 'γ'),
  ].filter((variant) => variant !== name);
}
