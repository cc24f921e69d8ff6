/**
 * How a printed test name becomes a lookup key: the knowledge base's normal form (lower case, no
 * accents, punctuation as spaces), British spellings folded to American ('haemoglobin',
 * 'oestradiol', 'leucocytes'), then every space removed so 'Hb A1c', 'HbA1c' and 'HB-A1C' meet.
 *
 * A name is also tried without what labs print around it in English, German, French, Spanish and
 * Italian: a specimen word at either end ('Serum creatinine', 'Glucose, urine', 'U-Protein',
 * 'Kreatinin i.S.', 'Eiweiß im Urin', 'Fer sérique', 'Proteínas en orina', 'Proteine nelle urine'),
 * which is kept as a hint of where the sample came from; a method note at the end ('Kreatinin
 * enzymatisch', 'HbA1c IFCC', 'LDL berechnet', 'GFR CKD-EPI'); a fasting note ('Glucose à jeun',
 * 'Glukose nüchtern', 'Glucosa en ayunas', 'Glicemia a digiuno'); and LOINC's system and method
 * ('Creatinine [Mass/volume] in Serum or Plasma', 'pH of Urine by Test strip').
 */
import { normalizeName } from '../normalize-name';
import { wordTable } from '#server/lib/word-table';
import type { Specimen } from './biomarker.schema';

const SPELLINGS: [RegExp, string][] = [
  [/haem/g, 'hem'],
  [/oestr/g, 'estr'],
  [/leuco/g, 'leuko'],
  [/colour/g, 'color'],
  [/anaem/g, 'anem'],
  [/\bsulph/g, 'sulf'],
  // German prints the thyroid's words with 'thyreo' ('Anti-Thyreoglobulin', 'Thyreotropin').
  [/thyreo/g, 'thyro'],
  // An agent's two types joined by a word ('VIH 1 y 2', 'VIH 1 et 2', 'HIV 1 e 2', 'HIV 1 und 2'):
  // as 'HIV 1/2', whose slash the normal form drops.
  [/\b([12]) (?:y|et|e|und|and) ([12])\b/g, '$1 $2'],
];

/** Letters the normal form would drop (it keeps a-z only): 'Eiweiß', 'Œstradiol', 'γ-GT'. */
const LETTERS: [RegExp, string][] = [
  [/ß/g, 'ss'],
  [/[œŒ]/g, 'oe'],
  [/[æÆ]/g, 'ae'],
  [/[γΓ]/g, ' gamma '],
  [/[αΑ]/g, ' alpha '],
  [/[βΒ]/g, ' beta '],
];

/**
 * Specimen words as `fold` spells them, in every language we read. Words at the start of a name
 * ('Serum creatinine', 'S-Kreatinin', 'Urin-pH') and at its end ('Kreatinin im Serum', 'Fer
 * sérique'). Only whole words count: 'Harnstoff' (urea) and 'Harnsäure' (uric acid) are blood
 * tests, though they begin with 'Harn' (urine).
 */
const LEADING_SPECIMEN = wordTable<Specimen>({
  // The strip by its brand-like names ('Urinstix Glukose', 'U-Stix Protein', 'Stix Nitrit').
  urinstix: 'urine',
  'u stix': 'urine',
  stix: 'urine',
  serum: 'blood',
  plasma: 'blood',
  blood: 'blood',
  'whole blood': 'blood',
  venous: 'blood',
  vollblut: 'blood',
  s: 'blood',
  p: 'blood',
  b: 'blood',
  urine: 'urine',
  'random urine': 'urine',
  'spot urine': 'urine',
  urinary: 'urine',
  u: 'urine',
  ur: 'urine',
  // 'UA Protein', 'UA RBC': a urinalysis's tests as US hospital systems name them.
  ua: 'urine',
  urin: 'urine',
  harn: 'urine',
  spontanurin: 'urine',
  urines: 'urine',
  orina: 'urine',
  // Catalan and Spanish hospital systems print the specimen before the test with a dash
  // ('Sang-Leucocitos', 'Srm-Creatinina', 'Pla-Glucosa'); Nordic labs a fasting one ('fS-Gluk').
  sang: 'blood',
  sangre: 'blood',
  // ... the blood by where it was drawn ('Sangre venosa-pH', 'Sangre arterial-pO2') and the
  // urine by its letter ('O-Creatinina', 'O-Sodio': orina), as Spanish hospital systems print.
  'sangre venosa': 'blood',
  'sangre arterial': 'blood',
  'sangre capilar': 'blood',
  o: 'urine',
  sangue: 'blood',
  srm: 'blood',
  suero: 'blood',
  pla: 'blood',
  pl: 'blood',
  // Venous and arterial blood ('Sgv-pH', 'Sga-pO2'), urine ('Orn-Sodio'), as a Catalan system
  // abbreviates them.
  sgv: 'blood',
  sga: 'blood',
  orn: 'urine',
  fs: 'blood',
  fp: 'blood',
});

// At the end only words no test name ends in: 'occult blood' and 'vitamin b' keep their last word.
const TRAILING_SPECIMEN = wordTable<Specimen>({
  serum: 'blood',
  plasma: 'blood',
  // German
  'im serum': 'blood',
  'im plasma': 'blood',
  'im blut': 'blood',
  'im vollblut': 'blood',
  vollblut: 'blood',
  is: 'blood', // 'i.S.' (im Serum)
  'i s': 'blood',
  ip: 'blood', // 'i.P.' (im Plasma)
  'i p': 'blood',
  // OCR reads the 'i' of 'i.S.' and 'i.P.' as '1' or 'l' ('Kalium 1.S').
  '1 s': 'blood',
  '1s': 'blood',
  'l s': 'blood',
  ls: 'blood',
  '1 p': 'blood',
  '1p': 'blood',
  'l p': 'blood',
  // French
  serique: 'blood',
  plasmatique: 'blood',
  // Agreeing with a plural name ('Folates sériques', 'Triglycérides plasmatiques').
  seriques: 'blood',
  plasmatiques: 'blood',
  sanguin: 'blood',
  sanguine: 'blood',
  'dans le sang': 'blood',
  'dans le serum': 'blood',
  'sur serum': 'blood',
  'sur plasma': 'blood',
  // Spanish
  'en sangre': 'blood',
  'en suero': 'blood',
  'en plasma': 'blood',
  serico: 'blood',
  serica: 'blood',
  plasmatico: 'blood',
  plasmatica: 'blood',
  sericos: 'blood',
  sericas: 'blood',
  plasmaticos: 'blood',
  plasmaticas: 'blood',
  // Italian
  'nel siero': 'blood',
  'nel sangue': 'blood',
  'nel plasma': 'blood',
  sierico: 'blood',
  sierica: 'blood',
  sierici: 'blood',
  sieriche: 'blood',
  siero: 'blood',
  // Urine, every language
  urine: 'urine',
  // US hospital records name a urinalysis line 'Glucose, UA' (UA alone is uric acid's name).
  ua: 'urine',
  urinalysis: 'urine',
  'random urine': 'urine',
  'spot urine': 'urine',
  urin: 'urine',
  'im urin': 'urine',
  // 'Albumin/Krea-Quot. i. U.': German practice software's 'im Urin', cut to its letters.
  'i u': 'urine',
  iu: 'urine', // 'Krea i.U.', its points gone as 'i.S.' goes to 'is'
  // 'Kreatinin i.H.', 'Osmolalität i.H.': 'im Harn', as an Austrian collected urine prints it.
  ih: 'urine',
  'i h': 'urine',
  harn: 'urine',
  'im harn': 'urine',
  'im spontanurin': 'urine',
  urinaire: 'urine',
  urinaires: 'urine',
  urines: 'urine',
  'des urines': 'urine',
  'dans les urines': 'urine',
  'dans urine': 'urine', // "dans l'urine"
  orina: 'urine',
  'en orina': 'urine',
  'de orina': 'urine',
  urinario: 'urine',
  urinaria: 'urine',
  'nelle urine': 'urine',
  'nell urina': 'urine',
  urinari: 'urine',
  urinarie: 'urine',
  // How a urine test was read: dipstick or microscopy ('Leukozyten (Sediment)', 'Sang (bandelette)').
  dipstick: 'urine',
  microscopy: 'urine',
  sediment: 'urine',
  'im sediment': 'urine',
  teststreifen: 'urine',
  streifen: 'urine',
  bandelette: 'urine',
  sedimento: 'urine',
  'en sedimento': 'urine',
  'nel sedimento': 'urine',
  'tira reactiva': 'urine',
  striscia: 'urine',
});

/**
 * Method and calculation notes printed after a name; they do not change which test it is. Not
 * 'direct', 'hs', 'ionised' or 'free': those name other tests.
 */
const TRAILING_METHODS = new Set([
  // UK GP records print SNOMED CT's terms: 'Haemoglobin estimation', 'Monocyte count -
  // observation', 'Haemoglobin A1c level - IFCC standardised'.
  'observation',
  'estimation',
  // 'Amylase totale', 'Bilirubin gesamt': the whole of it, the test's own name.
  'total',
  'totale',
  'totales',
  'totali',
  'gesamt',
  'measurement',
  'standardised',
  'standardized',
  'enzymatisch',
  'enzymatique',
  'enzymatic',
  'enzimatico',
  'enzimatica',
  'jaffe',
  'kinetisch',
  'kinetique',
  'kinetic',
  'ifcc',
  'ngsp',
  'dcct',
  'dcct ngsp',
  'ngsp dcct',
  'ifcc ngsp',
  'hplc',
  'ckd epi',
  'ckd epi 2009',
  'ckd epi 2021',
  'mdrd',
  'calc',
  'calculated',
  'calcule',
  'calculee',
  'berechnet',
  'ber',
  'calculado',
  'calculada',
  'calcolato',
  'calcolata',
  // Dutch, on Brussels' bilingual reports ('Cholestérol LDL calculé / berekend').
  'berekend',
  'friedewald',
  'nach friedewald',
  'selon friedewald',
  'photometrisch',
  'photometrique',
  'immunologisch',
  'immunturbidimetrisch',
  'immunoturbidimetrique',
  // A clotting time's own reading beside its control's: 'Temps de Quick patient' (the control,
  // 'témoin', is no result of the patient's and keeps its word).
  'patient',
  'malade',
  'paziente',
  'paciente',
  // The hour a sedimentation rate is read at: 'BSG 1 Std.', 'VS 1re heure', 'ESR 1st hour'.
  '1h',
  '1 h',
  '1 hr',
  '1 hour',
  '1st hour',
  // 'Blutsenkung n. 1 h', 'BSG nach 1 Std.': after the first hour.
  'n 1 h',
  'nach 1 h',
  'n 1 std',
  'nach 1 std',
  'nach 1 stunde',
  'after 1 hour',
  '1 std',
  '1 stunde',
  '1 stde',
  '1re heure',
  '1ere heure',
  'prima ora',
  '1a hora',
  'primera hora',
  // How the strip or assay reports: 'Urobilinogen,Semi-Qn', 'hCG, Qualitative'.
  'semi qn',
  'semi quant',
  'semi quantitative',
  'semiquantitative',
  'qualitative',
  'quantitative',
  'qualitatif',
  'quantitatif',
  'qualitativ',
  'quantitativ',
  'cualitativo',
  'cuantitativo',
  'cualitativa',
  'cuantitativa',
  'qualitativo',
  'quantitativo',
  'qualitativa',
  'quantitativa',
  // A fourth-generation screen's way of saying it reads antigen and antibody at once:
  // 'HIV-1/2 antigen/antibody combo', 'VIH 1/2 Ag/Ac combiné'.
  'combo',
  'combined',
  'combine',
  'kombiniert',
  'combinado',
  'combinada',
  'combinato',
  'combinata',
  // The one-hour glucose challenge of pregnancy: 'Glucose, Gestational Screen'.
  'gestational screen',
  'gestational',
]);

/**
 * Words labs shorten to fit a column, written out so the name meets the knowledge base's:
 * 'Mean Cell Hb Conc' is 'Mean cell hemoglobin concentration'. Only whole words: 'HbA1c' stays.
 */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\b(?:hb|hgb)\b/gi, 'hemoglobin'],
  [/\bconc\b\.?/gi, 'concentration'],
  [/\bstd\b\.?/gi, 'Stunde'],
  [/\best\.(?= )/gi, 'estimated'],
  [/\bconj\.(?= )/gi, 'conjugated'],
  // A laboratory system's short names in capitals ('S-BILI CONJ', 'S-BILI UNCONJ').
  [/\bbili\b\.?/gi, 'bilirubin'],
  [/\b(un)?conj\b(?!\.)/gi, '$1conjugated'],
  [/\balk\.(?= )/gi, 'alkaline'],
  // 'Phosph. alcalines' as a French column shortens 'Phosphatases alcalines'.
  [/\bphosph\.(?= alcalines?\b)/gi, 'phosphatases'],
  // 'VIT D 25-OH', 'Vit. B12'.
  [/\bvit\b\.?/gi, 'vitamin'],
  // German 'AK' for Antikörper after a test's name ('Transglutaminase-IgA-AK'), in capitals only.
  [/(?<=\S)[- ]AK(?![\p{L}\d])/gu, '-Antikörper'],
  [/\bhigh density lipoprotein\b/gi, 'HDL'],
  [/\blow density lipoprotein\b/gi, 'LDL'],
];

/** Fasting notes, at either end ('Glucose à jeun', 'Nüchtern-Glukose', 'TSH basal'). */
const FASTING = new Set([
  'fasting',
  // 'P-GLUCOSE FAST', as a laboratory system shortens it.
  'fast',
  'nuchtern',
  'a jeun',
  'en ayunas',
  'ayunas',
  'a digiuno',
  'basal',
  'basale',
  // Before a meal ('Glucosa pre-prandial'); after one is a test of its own (2-hour glucose).
  'pre prandial',
  'preprandial',
  'pre prandiale',
  'preprandiale',
]);

/** A urinalysis's part named before a test with a colon ('SEDIMENTO: LEUCOCITOS'). */
export const URINE_PART_PREFIX =
  /^(?:sedimento(?: urinario)?|sediment|s[ée]diment(?: urinaire)?|urinsediment|microscop[yí]a?|microscopie|mikroskopie|microscopic|urine microscopy)\s*:\s*(\p{L}.*)$/iu;

/** LOINC long common names: '<component> [property] in <system> by <method>'. */
const LOINC_SYSTEM =
  /^(.+?) (?:in|of) (serum or plasma|serum plasma or blood|serum or blood|blood|serum|plasma|urine)(?: by (.+))?$/;
const LOINC_SYSTEMS = wordTable<Specimen>({
  'serum or plasma': 'blood',
  'serum plasma or blood': 'blood',
  'serum or blood': 'blood',
  blood: 'blood',
  serum: 'blood',
  plasma: 'blood',
  urine: 'urine',
});
/** LOINC methods that do not change the test ('by High sensitivity method' does: hs-CRP). */
const LOINC_METHOD =
  /^(.+?) by (automated count|manual count|test strip|calculation|direct assay|westergren method|hplc|ifcc protocol|creatinine based formula.*)$/;

/** Words that add nothing to a test's identity when printed around its name. */
// 'HIV 1+2 - dépistage', 'VIH cribado': a screening's name in French and Spanish says only that
// it screens, as 'screening' does.
const NOISE =
  /\b(level|levels|test|result|conc|concentration|count|screening|depistage|cribado)\b/g;

/**
 * Words that mean the same across the languages we read, folded to one spelling so that a name
 * known in one language's word order meets its neighbour's: French and Spanish print the
 * hepatitis and HIV viruses' initials turned round ('VHC', 'VHB', 'VIH', 'VHA'), and every
 * language has its word for an antibody ('Anticorps anti-HCV' is 'Anticuerpos anti-HCV' and
 * 'HCV antibody'). Applied to the knowledge base's names and to printed names alike, so only the
 * spelling changes, never which test a name is.
 */
const SAME_WORDS = wordTable<string>({
  vhc: 'hcv',
  vhb: 'hbv',
  vih: 'hiv',
  vha: 'hav',
  anticorps: 'antibody',
  anticuerpos: 'antibody',
  anticuerpo: 'antibody',
  anticorpi: 'antibody',
  anticorpo: 'antibody',
  antikorper: 'antibody',
  antibodies: 'antibody',
  // A clotting ratio's patient ('Rapport TCA malade/témoin', 'patient/témoin').
  malade: 'patient',
  paziente: 'patient',
  paciente: 'patient',
  // A Widal test's antigens by their germ's genus, written out or as its initial ('Salmonella
  // paratyphi AH', 'S. Paratyphi AH').
  salmonella: 's',
});

const sameWords = (normal: string) => normal.replace(/[a-z]+/g, (word) => SAME_WORDS[word] ?? word);

export function fold(text: string): string {
  // '%' and '#' tell a differential's percentage ('NEUT%') from its absolute count ('NEUT#').
  let prepared = text.replace(/%/g, ' pct ').replace(/#/g, ' abs ');
  for (const [pattern, replacement] of LETTERS) prepared = prepared.replace(pattern, replacement);
  // French and Italian elision: "d'hémoglobine", "l'urine" ('d' and 'l' alone would join the word).
  prepared = prepared.replace(/(^|[\s(/-])[dDlL]['’](?=\p{L})/gu, '$1');
  let normal = normalizeName(prepared);
  for (const [pattern, replacement] of SPELLINGS) normal = normal.replace(pattern, replacement);
  return sameWords(normal);
}

export function nameKey(text: string): string {
  return fold(text).replace(/\s+/g, '');
}

/**
 * Prepositions and articles that link a name's words in the languages we read ('Recuento de
 * eritrocitos', 'Coefficient de saturation', 'Numération des plaquettes'): a report may print the
 * name without them ('Recuento eritrocitos').
 */
const LINKING = [
  'de',
  'des',
  'du',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'di',
  'of',
  'the',
  'von',
  'der',
];
const LINKING_WORDS = new RegExp(`(?:^|\\s)(?:${LINKING.join('|')})(?=\\s|$)`, 'g');

/** Folded words ('recuento de eritrocitos') without their linking words. */
export const withoutLinkingWords = (folded: string) =>
  folded.replace(LINKING_WORDS, ' ').replace(/\s+/g, ' ').trim();

/** A name's key without its linking words; null when it has none. */
export function keyWithoutLinkingWords(text: string): string | null {
  const folded = fold(text);
  const without = withoutLinkingWords(folded);
  return without === folded.trim() ? null : without.replace(/\s+/g, '');
}

/** Linking words a name may print or leave out, 'en' and 'a' too ('Neutrófilos en cayado'). */
const LOOSE_LINKING = new Set([...LINKING, 'en', 'a', 'al', 'im']);

/**
 * A name as a set of words, each without a plural's 's', without linking words and in any order:
 * 'Neutrófilos cayados' and 'Neutrófilos en cayado' meet, as 'Bilirubin, direct' and 'Direct
 * bilirubin' do. Looser than a key, so it is asked last and only where one test alone has it.
 */
export function looseKey(text: string): string {
  const words = fold(text)
    .split(' ')
    .filter((word) => word !== '' && !LOOSE_LINKING.has(word))
    .map((word) => (word.length >= 4 && /[^s]s$/.test(word) ? word.slice(0, -1) : word));
  return [...new Set(words)].sort().join(' ');
}

export interface NameCandidates {
  /** Keys to try, most specific first. */
  keys: string[];
  /** The specimen the name itself points to ('urine protein'), if any. */
  specimenHint: Specimen | null;
}

/** Bracketed words that make another test of a name ('Bilirubin (indirect)', 'T4 (free)'). */
const QUALIFIER_INSIDE =
  /(?<![\p{L}-])(?:(?:in)?direct|micro|unconjugated|conjugated|free|ionised|ionized|bound|unbound|(?:albumin[- ]?)?(?:adjusted|corrected)|(?:albumin[- ]?)?(?:ajust[ée]e?|corrig[ée]e?|korrigiert|corretto|corregido))(?![\p{L}-])/iu;

/**
 * Assay methods printed in brackets after a name: 'HIV-1 Viral Load (PCR)', 'HbA1c (HPLC)'. They
 * say how the test was run, never which test it is; in English 'PCR' is the polymerase chain
 * reaction, though French and Spanish labs abbreviate C-reactive protein so (read from the name
 * itself, 'PCR 4,2 mg/l', never from brackets after another name).
 */
const METHOD_INSIDE =
  /^\s*(?:(?:rt-?)?q?pcr|naat|hplc|ifcc|dcct|ngsp|elisa|e?clia|cmia|eia|ria|irma|lc-?ms(?:\/ms)?|icp-?ms|ise)\s*$/i;
/**
 * An antibody's class in brackets ('Typhidot (IgM)', 'Dengue (IgG)'): the class of the named
 * test's antibodies, never the total immunoglobulin of that class.
 */
const ANTIBODY_CLASS = /^\s*ig[gamed]\s*$/i;

/** An immunoglobulin class alone ('IgG', ' IgM '): a class of antibodies, not a test's whole name. */
export const isAntibodyClass = (text: string) => ANTIBODY_CLASS.test(text);

/** The keys a printed name may be known by, with any specimen word it carries. */
/**
 * A haemoglobin fraction ('Hemoglobin A2', 'Hb F', 'Hemoglobin Variant'): a share of the
 * haemoglobin an electrophoresis separates, never the haemoglobin itself, though its name joined
 * up ('hemoglobina') is Spanish for it: the full name needs a space or a dash before the letter,
 * the short one may be glued ('HbA2'), but not 'HbE', the German reports' MCH (Hämoglobin pro
 * Erythrozyt). 'Hemoglobin A1c' is HbA1c, and stays.
 */
const HEMOGLOBIN_FRACTION =
  /^\s*(?:ha?emoglobin(?:\s+|\s*[-,]\s*)(?:a|a0|a2|a 2|f|s|c|e|d|h|variants?|fractions?)|(?:hb|hgb)\s*[-,]?\s*(?:a|a0|a2|a 2|f|s|c|variants?|fractions?))\s*$/i;

/** A serum protein electrophoresis's fraction: 'Alfa 1', 'Beta 2', 'Gamma', 'γ-Globuline'. */
const PROTEIN_FRACTION =
  /^\s*(?:alpha|alfa|α|beta|β|gamma|γ)(?:\s*-?\s*[12])?(?:\s*-?\s*glob\p{L}*)?\s*$/iu;

/**
 * Whether a printed name is a haemoglobin's or a serum protein's fraction, which no test we know
 * is, and no longer test's name cut short ('Hemoglobin A' of HbA1c, 'Gamma' of Gamma-GT).
 */
export function isFractionName(raw: string): boolean {
  return HEMOGLOBIN_FRACTION.test(raw) || PROTEIN_FRACTION.test(raw);
}

/**
 * A bracketed '%' or '#' is the row's unit ('Basophils (%)'), never a name of its own: read alone
 * it folds to 'pct', plateletcrit's abbreviation, and a name the knowledge base does not know
 * whole ('Basophils (%) EXPOSURE MONITORING', a heading run onto it) would become that test.
 */
const UNIT_SIGN_INSIDE = /^\s*[%#‰]\s*$/u;

/**
 * A Widal test's antigen printed after the test's name ('Widal: S. paratyphi \'AH\'',
 * 'Sérodiagnostic de Widal : TO'): the antigen alone names the row, and French labs' two letters
 * (the germ: T for Typhi, A and B for Paratyphi A and B; then the antigen, O or H) are written out.
 */
const WIDAL_PREFIX =
  /^(?:s[ée]ro[-\s]?diagn\p{L}*\s+(?:de\s+)?|(?:test|prueba|reacci[oó]n)\s+(?:de\s+)?)?widal(?:\s+test)?\s*[:\-–]?\s*(.+)$/iu;
const WIDAL_GERMS: Record<string, string> = { T: 'Typhi', A: 'Paratyphi A', B: 'Paratyphi B' };

function widalAntigenNames(raw: string): string[] {
  const antigen = WIDAL_PREFIX.exec(raw.trim())?.[1]?.trim();
  if (!antigen) return [];
  const [, germ, part] = /^([TAB])\s*['"‘’]?([OH])['"‘’]?$/iu.exec(antigen) ?? [];
  return germ && part
    ? [`Widal ${WIDAL_GERMS[germ.toUpperCase()]} ${part.toUpperCase()}`]
    : [antigen, `Widal ${antigen}`];
}

export function nameCandidates(raw: string): NameCandidates {
  if (isFractionName(raw)) return { keys: [], specimenHint: null };
  const variants = new Set<string>([raw]);
  const written = ABBREVIATIONS.reduce((text, [short, long]) => text.replace(short, long), raw);
  if (written !== raw) variants.add(written);
  // 'Hemoglobin (Hb)', 'ALT (SGPT)': the name outside and the name inside the brackets.
  const outside = raw.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').trim();
  // 'Bilirubin (indirect)' is not bilirubin: a bracketed word that names another test of the
  // same name stays with it ('indirect bilirubin', a test we may not know), never dropped.
  // The qualifier may stand among other notes ('Calcium (Total, Albumin-Corrected)'): it alone
  // goes before the name.
  const qualifier = [...raw.matchAll(/\(([^)]+)\)/g)]
    .map((inside) => QUALIFIER_INSIDE.exec(inside[1] ?? '')?.[0])
    .find((found) => found !== undefined);
  if (qualifier) variants.add(`${qualifier} ${outside}`);
  else if (outside && outside !== raw) variants.add(outside);
  for (const inside of raw.matchAll(/\(([^)]+)\)/g))
    if (
      inside[1] &&
      !METHOD_INSIDE.test(inside[1]) &&
      !isAntibodyClass(inside[1]) &&
      !UNIT_SIGN_INSIDE.test(inside[1])
    )
      variants.add(inside[1]);
  // 'eGFR using creatinine (CKD-EPI) per 1.73 square metres': what it was computed from and per.
  const unqualified = outside.replace(/\s+(?:using|per)\s.*$/i, '').trim();
  if (unqualified && unqualified !== outside) variants.add(unqualified);
  // 'Total Count of WBC' is also printed 'Total WBC count'.
  for (const variant of [...variants]) {
    const countOf = variant.replace(/\b(count|levels?|concentration) of (.+)$/i, '$2 $1');
    if (countOf !== variant) variants.add(countOf);
  }
  // 'Bilirubin, Total' and 'BILIRUBIN - TOTAL' are also printed 'Total Bilirubin'.
  for (const variant of [...variants]) {
    // 'TCA : ratio patient / témoin', 'Syphilis : Ac anti-tréponémiques': a colon parts them too.
    for (const separator of [',', / [-–] /, /\s+:\s+/]) {
      const parts = variant.split(separator).map((part) => part.trim());
      if (parts.length === 2 && parts[0] && parts[1]) variants.add(`${parts[1]} ${parts[0]}`);
    }
  }
  // 'MCV - Volume globulare medio', 'NEU% - Neutrofili': an analyser's abbreviation, then the
  // test written out; the abbreviation alone is the test's name. Tried last: a name the whole
  // or the turned-round form knows ('T4 - Free' as 'Free T4') wins over its first part.
  // A word in capitals is such a name too ('CHAGAS - Ac. anti T. cruzi').
  const abbreviated = /^([A-Z][A-Z0-9]{1,7}\s?[%#]?)\s+[-–]\s+\p{L}/u.exec(raw.trim());
  if (abbreviated?.[1]) variants.add(abbreviated[1]);
  // 'SEDIMENTO: LEUCOCITOS', 'Microscopy: RBC': a urinalysis's part named before the test, as
  // some reports print each sediment row; the test is what follows, a urine one.
  const sectioned = URINE_PART_PREFIX.exec(raw.trim());
  if (sectioned?.[1]) variants.add(`urine ${sectioned[1]}`).add(sectioned[1]);
  for (const antigen of widalAntigenNames(raw)) variants.add(antigen);

  const keys: string[] = [];
  let specimenHint: Specimen | null = null;
  const add = (words: string) => {
    const key = words.replace(/\s+/g, '');
    if (key && !keys.includes(key)) keys.push(key);
  };
  for (const variant of variants) {
    const words = fold(variant);
    add(words);
    const { forms, specimen } = shorterForms(words);
    specimenHint ??= specimen;
    for (const form of forms) add(form);
    for (const form of [words, ...forms]) add(form.replace(NOISE, ' ').replace(/\s+/g, ' ').trim());
  }
  // An English plural where the knowledge base names one ('TOTAL PROTEINS'): tried last, so a
  // name known in the plural keeps its own test. The last word's, of four letters or more: 'Protein
  // S' is another test, and 'Creatinina s' a specimen word cut short.
  for (const variant of variants) {
    const words = fold(variant);
    if (/(?:^|\s)\p{L}{3,}[^su\s]s$/u.test(words)) add(words.slice(0, -1));
  }
  // Without the words that link the name's ('Coeff. de saturation', 'Numération des leucocytes').
  for (const variant of variants) {
    const linked = keyWithoutLinkingWords(variant);
    if (linked) add(linked);
  }
  // German umlauts typed out, as plain-text prints and older systems do ('Harnsaeure',
  // 'Haemoglobin' aside, which the spellings fold): the umlaut's vowel alone, as fold leaves it.
  for (const key of [...keys]) {
    const plain = key.replace(/([aou])e/g, '$1');
    if (plain !== key) add(plain);
  }
  return { keys, specimenHint };
}

/**
 * A printed name folded, then without the specimen words, method and fasting notes around it, one
 * at a time ('ldl chol berechnet', 'ldl chol'): the forms a misread name is compared in.
 */
export function foldedNameForms(raw: string): string[] {
  const words = fold(raw);
  return [words, ...shorterForms(words).forms];
}

/**
 * The name without, one at a time, the specimen words, method notes and fasting notes around it,
 * each step shorter than the last; and the specimen the first specimen word named.
 */
function shorterForms(words: string): { forms: string[]; specimen: Specimen | null } {
  const forms: string[] = [];
  let specimen: Specimen | null = null;
  let current = words;
  for (let step = 0; step < 8; step++) {
    const next = stripOnce(current);
    if (!next) break;
    specimen ??= next.specimen;
    current = next.rest;
    // A urine word shortened or put last ('U ALBUMIN', 'Ur Creatinine', 'Albumin, urine') names
    // the urine test in full first: 'urine albumin' is the measured albumin, where 'albumin'
    // alone in a urinalysis is the strip's protein pad.
    if (next.specimen === 'urine' && current) forms.push(`urine ${current}`);
    forms.push(current);
  }
  return { forms, specimen };
}

function stripOnce(words: string): { rest: string; specimen: Specimen | null } | null {
  const loinc = LOINC_SYSTEM.exec(words);
  if (loinc?.[1] && loinc[2]) {
    // 'C reactive protein ... by High sensitivity method' is hs-CRP, not CRP.
    const sensitive = loinc[3]?.startsWith('high sensitivity') ? ' high sensitivity' : '';
    return { rest: loinc[1] + sensitive, specimen: LOINC_SYSTEMS[loinc[2]] ?? null };
  }
  const method = LOINC_METHOD.exec(words);
  if (method?.[1]) return { rest: method[1], specimen: null };

  const tokens = words.split(' ');
  for (const size of [3, 2, 1]) {
    if (tokens.length <= size) continue;
    const head = tokens.slice(0, size).join(' ');
    const tail = tokens.slice(-size).join(' ');
    // The specimen named last qualifies the name before it: 'Blood, UA' is blood in the urine
    // (a urinalysis line), where the leading 'Blood' is the test's own name.
    const tailSpecimen = TRAILING_SPECIMEN[tail];
    if (tailSpecimen) return { rest: tokens.slice(0, -size).join(' '), specimen: tailSpecimen };
    const headSpecimen = LEADING_SPECIMEN[head];
    if (headSpecimen) return { rest: tokens.slice(size).join(' '), specimen: headSpecimen };
    if (TRAILING_METHODS.has(tail) || FASTING.has(tail))
      return { rest: tokens.slice(0, -size).join(' '), specimen: null };
    if (FASTING.has(head)) return { rest: tokens.slice(size).join(' '), specimen: null };
  }
  return null;
}
