/**
 * One spelling for every unit a lab report prints, so a marker's unit list can be matched exactly:
 * 'mg/dl' → 'mg/dL', 'umol/L' / 'μmol/l' → 'µmol/L', 'x10E9/L' → '10^9/L', 'K/uL' → '10^3/µL',
 * 'IU/L' → 'U/L' (the same thing for enzymes). The spellings of German, French, Spanish and Italian
 * labs too: 'Tsd/µl' → '10^3/µL', 'Mio/µl' → '10^6/µL', '/nl' and 'Gpt/l' → '10^9/L', '/pl' and
 * 'T/L' → '10^12/L', 'UI/L' → 'U/L', 'mUI/L' → 'mIU/L', 'µUI/mL' → 'µIU/mL', 'mval/l' → 'mEq/L'.
 * Unknown units come back cleaned but otherwise as printed. 'G/L' stays grams per litre: as a cell
 * count it means 10^9/L, which only the marker can tell (`cellCountReading`).
 */
import { wordTable } from '#server/lib/word-table';

/** Every unit spelling the reference uses, in its canonical form. */
export const KNOWN_UNITS = [
  '',
  '%',
  'g/dL',
  'g/L',
  'mg/dL',
  'mg/L',
  'µg/dL',
  'µg/L',
  'µg/mL',
  'ng/mL',
  'ng/dL',
  'ng/L',
  'pg/mL',
  'mmol/L',
  'µmol/L',
  'nmol/L',
  'pmol/L',
  'mmol/mol',
  'mEq/L',
  'U/L',
  'kU/L',
  'U/mL',
  'µkat/L',
  'mU/L',
  'mIU/L',
  'µIU/mL',
  'µU/mL',
  'mIU/mL',
  'IU/mL',
  'copies/mL',
  'fL',
  'pg',
  // A cell's haemoglobin in moles, as German SI reports print the MCH (1 fmol is 16.11 pg).
  'fmol',
  'mm/h',
  'mL/min/1.73m²',
  'mg/g',
  // Stool tests' mass per mass (calprotectin, elastase, faecal haemoglobin): µg/g is mg/kg.
  'µg/g',
  'mg/kg',
  'mg/mmol',
  // A urine protein/creatinine ratio as some labs print it, a thousand times mg/g (ADR 162).
  'mg/mg',
  'g/g',
  'L/L',
  '10^9/L',
  '10^12/L',
  '10^3/µL',
  '10^6/µL',
  '10^5/µL',
  '/µL',
  '/HPF',
  'EU/dL',
  'µmol/mol',
  'sec',
  'mmHg',
  'kPa',
  // A blood gas's oxygen content: millilitres of oxygen per decilitre of blood (ADR 163).
  'mL/dL',
  'mOsm/kg',
] as const;

const MICRO = /[\u00b5\u03bc]/g; // micro sign and Greek mu print alike; we keep the micro sign
const SUPERSCRIPTS = wordTable<string>({
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
});

/** Lower-case, space-free lookup key for a unit already cleaned by `clean`. */
const keyOf = (unit: string) => unit.toLowerCase().replace(/\s+/g, '');

const BY_KEY = new Map<string, string>(KNOWN_UNITS.map((unit) => [keyOf(unit), unit]));

/** Other spellings worth naming one by one (keys as `keyOf` makes them). */
const SYNONYMS = wordTable<string>({
  // An enzyme's activity as East German laboratories still print the katal: micromoles of
  // substrate per second and litre ('µmol/l*s', 'µmol/(s·l)'), which is µkat/L.
  'µmol/l*s': 'µkat/L',
  'µmol/s*l': 'µkat/L',
  'µmol/(l*s)': 'µkat/L',
  'µmol/(s*l)': 'µkat/L',
  'µmol/l·s': 'µkat/L',
  'µmol/s·l': 'µkat/L',
  'µmol/(l·s)': 'µkat/L',
  'µmol/(s·l)': 'µkat/L',
  'µmol/s/l': 'µkat/L',
  'µkat/l': 'µkat/L',
  'iu/l': 'U/L',
  'u/l': 'U/L',
  'ui/l': 'U/L', // French, Spanish, Italian: unités / unidades / unità internazionali
  'u/i': 'U/L', // OCR reads the l as I
  'iu/i': 'U/L',
  'ui/i': 'U/L',
  'e/l': 'U/L', // German: Einheiten
  'ie/l': 'U/L',
  'mui/l': 'mIU/L',
  'mie/l': 'mIU/L',
  'me/l': 'mU/L',
  'mui/ml': 'mIU/mL',
  'µui/ml': 'µIU/mL',
  'uui/ml': 'µIU/mL',
  'µie/ml': 'µIU/mL',
  'µe/ml': 'µU/mL',
  'ui/ml': 'IU/mL',
  // A viral load's copies, in the languages we read: 'copias/ml', 'copie/ml', 'Kopien/ml'.
  'copias/ml': 'copies/mL',
  'copie/ml': 'copies/mL',
  'kopien/ml': 'copies/mL',
  'cp/ml': 'copies/mL',
  'units/l': 'U/L',
  'mu/ml': 'U/L',
  'mg/dl': 'mg/dL',
  'mg%': 'mg/dL',
  // Grams per 100 mL, as older and South Asian reports print haemoglobin and proteins ('13.5 g%').
  'g%': 'g/dL',
  'gm%': 'g/dL',
  'gms%': 'g/dL',
  'gm/dl': 'g/dL',
  'gms/dl': 'g/dL',
  'gm/l': 'g/L',
  'mmol/l': 'mmol/L',
  'meq/l': 'mEq/L',
  'mval/l': 'mEq/L',
  'uiu/ml': 'µIU/mL',
  'µlu/ml': 'µIU/mL', // OCR reads the I as l
  'miu/ml': 'mIU/mL',
  fl: 'fL',
  'fl.': 'fL',
  µ3: 'fL', // French VGM: cubic micrometres, 1 µm³ = 1 fL
  µm3: 'fL',
  femtoliters: 'fL',
  femtolitres: 'fL',
  'pg/cell': 'pg',
  'mm/hr': 'mm/h',
  'mm/1h': 'mm/h',
  'mm/1sthr': 'mm/h',
  mmin1sthr: 'mm/h', // 'mm in 1st hr'
  mmin1sthour: 'mm/h',
  'mm/1sthour': 'mm/h',
  'mm/hour': 'mm/h',
  'mm/std': 'mm/h',
  'mm/1.std': 'mm/h',
  'mm/1.stunde': 'mm/h',
  'mm/1reh': 'mm/h',
  'mm/1èreh': 'mm/h',
  'mm/hora': 'mm/h',
  'mm/1ahora': 'mm/h',
  'mm/1ah': 'mm/h', // 'mm/1ª h' (Spanish: primera hora)
  'mm/1a h': 'mm/h',
  'mm/1oh': 'mm/h', // 'mm/1º h'
  'mm/12h': 'mm/h', // a picture's 'mm/1ª h', its 'ª' read as a 2 (no test is read per 12 hours)
  'mm/ora': 'mm/h',
  'mm/1aora': 'mm/h',
  mm: 'mm/h',
  // Osmolality: milliosmoles per kilogram of water, as labs spell it ('mosmol/kg', 'mOsmol/kg H2O');
  // SI reports print the same number as 'mmol/kg' (ADR 157).
  'mosmol/kg': 'mOsm/kg',
  'mosm/kgh2o': 'mOsm/kg',
  'mosmol/kgh2o': 'mOsm/kg',
  'mmol/kg': 'mOsm/kg',
  percent: '%',
  pct: '%',
  // A blood gas's oxygen content as analysers print it: volumes of oxygen per 100 volumes of
  // blood, which is mL/dL (ADR 163).
  'vol%': 'mL/dL',
  'vol.%': 'mL/dL',
  'vol.-%': 'mL/dL',
  'ml/100ml': 'mL/dL',
  // Nucleated red cells per hundred white cells in the languages we read ('/100 GB', globuli
  // bianchi; '/100 Leukozyten').
  '/100wbc': '/100 WBC',
  '/100wbcs': '/100 WBC',
  '/100leukocytes': '/100 WBC',
  '/100gb': '/100 WBC',
  '/100leucociti': '/100 WBC',
  '/100leukozyten': '/100 WBC',
  '/100leukos': '/100 WBC',
  '/100leucocytes': '/100 WBC',
  '/100leucocitos': '/100 WBC',
  'l/l': 'L/L',
  'mmol/molhb': 'mmol/mol', // HbA1c (IFCC) per mol of haemoglobin
  '%hb': '%',
  // A haematocrit as a share of packed cells, as point-of-care analysers print it.
  '%pcv': '%',
  '%deshb': '%',
  ratio: '',
  index: '',
  '-': '',
  'n/a': '',
  'ug/g': 'µg/g',
  'mcg/g': 'µg/g',
  'µghb/g': 'µg/g', // faecal haemoglobin ('µg Hb/g', FIT)
  'ughb/g': 'µg/g',
  // ... per gram of what it was measured in ('µg Hb/g feci', 'µg/g Stuhl', 'µg Hb/g selles').
  ...Object.fromEntries(
    ['feci', 'feces', 'faeces', 'stool', 'stuhl', 'selles', 'heces'].flatMap((stool) => [
      [`µghb/g${stool}`, 'µg/g'],
      [`µg/g${stool}`, 'µg/g'],
    ]),
  ),
  'mg/gcreat': 'mg/g',
  'mg/gcr': 'mg/g',
  'mg/gcrt': 'mg/g', // 'MG/G CRT', a mainframe's abbreviation
  'mg/gcreatinine': 'mg/g',
  'mg/mmolcreat': 'mg/mmol',
  'mg/mmolcr': 'mg/mmol',
  'mg/mmolcrt': 'mg/mmol',
  'mg/mmolcreatinine': 'mg/mmol',
  // The creatinine named as German, French, Spanish and Italian labs print it ('mg/g Krea').
  'mg/gkrea': 'mg/g',
  'mg/gkreatinin': 'mg/g',
  'mg/gcrea': 'mg/g',
  'mg/gcréat': 'mg/g',
  'mg/gcréatinine': 'mg/g',
  'mg/gcreatinina': 'mg/g',
  'mg/mmolkrea': 'mg/mmol',
  'mg/mmolkreatinin': 'mg/mmol',
  'mg/mmolcrea': 'mg/mmol',
  'mg/mmolcréat': 'mg/mmol',
  'mg/mmolcréatinine': 'mg/mmol',
  'mg/mmolcreatinina': 'mg/mmol',
  'µg/mgcreat': 'mg/g', // 1 µg/mg = 1 mg/g
  'µg/mg': 'mg/g',
  'mg/mgcreat': 'mg/mg',
  'mg/mgcr': 'mg/mg',
  'g/gcreat': 'g/g',
  'g/gcreatinine': 'g/g',
  'g/gkrea': 'g/g',
  'g/gcrea': 'g/g',
  'g/gcréat': 'g/g',
  'µg/mgcr': 'mg/g',
  'cells/µl': '/µL',
  'cells/mm3': '/µL',
  'cells/cu.mm': '/µL', // Indian labs' cells per cubic millimetre
  '/cu.mm': '/µL',
  '/mm3': '/µL',
  '/mm³': '/µL',
  '/mm?': '/µL', // a picture's '³' read as '?'
  '/cumm': '/µL',
  'cells/cumm': '/µL',
  'per µl': '/µL',
  'k/µl': '10^3/µL',
  'k/mm3': '10^3/µL',
  'thou/µl': '10^3/µL',
  'thousand/µl': '10^3/µL',
  'thousand/mm3': '10^3/µL',
  'thousands/µl': '10^3/µL',
  'thou/mm3': '10^3/µL',
  'th/mm3': '10^3/µL',
  'k/cumm': '10^3/µL',
  'm/µl': '10^6/µL',
  'mil/µl': '10^6/µL',
  'mill/µl': '10^6/µL',
  'million/µl': '10^6/µL',
  'millions/µl': '10^6/µL',
  'million/mm3': '10^6/µL',
  'm/mm3': '10^6/µL',
  'mill/mm3': '10^6/µL',
  'mill/cumm': '10^6/µL',
  'million/cumm': '10^6/µL',
  'millions/cumm': '10^6/µL',
  'thousand/cumm': '10^3/µL',
  // German and Austrian counts: Tausend, Millionen per µl; Giga-, Tera-Partikel per litre.
  'tsd/µl': '10^3/µL',
  'tsd./µl': '10^3/µL',
  'tsd/mm3': '10^3/µL',
  'tausend/µl': '10^3/µL',
  'mio/µl': '10^6/µL',
  'mio./µl': '10^6/µL',
  'mill./µl': '10^6/µL',
  'millionen/µl': '10^6/µL',
  'mio/mm3': '10^6/µL',
  '/nl': '10^9/L',
  'pro nl': '10^9/L',
  'gpt/l': '10^9/L',
  'giga/l': '10^9/L',
  'mrd/l': '10^9/L',
  'g/l(cells)': '10^9/L',
  '/pl': '10^12/L',
  'pro pl': '10^12/L',
  'tpt/l': '10^12/L',
  'tera/l': '10^12/L',
  'téra/l': '10^12/L',
  't/l': '10^12/L', // no other unit is spelled so: French 'T/L' is tera per litre
  'bio/l': '10^12/L',
  'lakhs/cumm': '10^5/µL',
  'lakh/cumm': '10^5/µL',
  'lakhs/µl': '10^5/µL',
  'lakh/µl': '10^5/µL',
  'lakhs/mm3': '10^5/µL',
  'lakh/mm3': '10^5/µL',
  // Cells per microscope field in other languages: champ, Gesichtsfeld, campo.
  '/champ': '/HPF',
  parchamp: '/HPF',
  '/gf': '/HPF',
  progf: '/HPF',
  progesichtsfeld: '/HPF',
  '/gesichtsfeld': '/HPF',
  '/campo': '/HPF',
  'p/campo': '/HPF',
  xcampo: '/HPF',
  porcampo: '/HPF',
  percampo: '/HPF',
  // HbA1c as US labs print its unit.
  '%oftotalhgb': '%',
  '%oftotalhb': '%',
  // 'xc', 'x/c', 'p/c': 'x campo' and 'por campo' shortened, as Latin American reports print them.
  xc: '/HPF',
  'x/c': '/HPF',
  'p/c': '/HPF',
  '/cpo': '/HPF',
  // 'p.c.m.': per campo microscopico, as Italian urine sediments print it (ADR 081 item 768).
  'p.c.m.': '/HPF',
  'p.c.m': '/HPF',
  pcm: '/HPF',
  '/hpf': '/HPF',
  hpf: '/HPF',
  perhpf: '/HPF',
  'cells/hpf': '/HPF',
  'cells/hp': '/HPF',
  '/hp': '/HPF',
  'eu/dl': 'EU/dL',
  'ehrlichunits/dl': 'EU/dL',
  'e.u./dl': 'EU/dL', // as Clinitek printouts spell it
  'ml/min/1.73m2': 'mL/min/1.73m²',
  'ml/min/1.73m^2': 'mL/min/1.73m²',
  'ml/min/1,73m2': 'mL/min/1.73m²',
  'ml/min/1,73m^2': 'mL/min/1.73m²',
  'ml/min/1.73sqm': 'mL/min/1.73m²',
  'ml/min/1.73qm': 'mL/min/1.73m²', // German: Quadratmeter
  'ml/min/1,73qm': 'mL/min/1.73m²',
  'ml/min/1.73m²': 'mL/min/1.73m²',
  'ml/min/1,73m²': 'mL/min/1.73m²',
  'ml/min/1.73': 'mL/min/1.73m²',
  'ml/min/1,73': 'mL/min/1.73m²', // cut short as above, with a decimal comma (a German two-up column)
  'ml/min': 'mL/min/1.73m²', // eGFR is always reported per 1.73 m² even when the label is cut short
  // French labs write the minute 'mn' ('DFG (MDRD)  79  ml/mn/1,73m²').
  'ml/mn/1.73m2': 'mL/min/1.73m²',
  'ml/mn/1,73m2': 'mL/min/1.73m²',
  'ml/mn/1.73m²': 'mL/min/1.73m²',
  'ml/mn/1,73m²': 'mL/min/1.73m²',
  'ml/mn': 'mL/min/1.73m²',
  // kIU/L is IU/mL (antibodies, IgE); the French spell it kUI/L.
  'kiu/l': 'kU/L',
  'kui/l': 'kU/L',
  // Clotting times (PT, aPTT). A lone 's' is left as printed: it is also a name cut short before
  // its specimen word ('Creatinina s[uero]', 'Protein S'), and as a unit it would end the name there.
  'sec.': 'sec',
  secs: 'sec',
  second: 'sec',
  seconds: 'sec',
  sek: 'sec', // German Sekunden
  // D-dimer in fibrinogen-equivalent units, the scale its ranges are in ('µg/mL FEU', joined to
  // its unit by tidyLine). D-dimer units ('ng/mL DDU') are about half and vary by assay: they
  // stay a unit of their own that no test lists, so such a row is held for the member.
  'ng/ml_feu': 'ng/mL',
  'µg/ml_feu': 'µg/mL',
  'µg/l_feu': 'µg/L',
  'mg/l_feu': 'mg/L',
  'ng/mlfeu': 'ng/mL', // as printed, with its space
  'µg/mlfeu': 'µg/mL',
  'µg/lfeu': 'µg/L',
  'mg/lfeu': 'mg/L',
  segundos: 'sec',
  secondes: 'sec',
  secondi: 'sec',
  'sek.': 'sec',
});

/**
 * A lone 's' (or 's.'), or Spanish 'seg': the unit table leaves them as printed, since they also
 * end names cut short ('Protein S', 'Neutrófilos seg' for segmented); after a test measured in
 * seconds they are the second (printed-unit.ts).
 */
export const isLoneSecond = (unit: string): boolean => /^(?:s|seg)\.?$/i.test(unit.trim());

/**
 * Cell counts printed as a power of ten per volume: 'x10E9/L', '10*9/L', '×10^3/uL', '10 9/L',
 * and with the ten left out after the times sign ('x E9/L', as Canadian labs print it).
 */
const POWER_OF_TEN = /^(?:(?:x|\*)?10(?:\^|\*\*|\*|e|\s)?|x\s?e)(\d{1,2})\/(l|µl|mm3|mm\^3|cumm)$/;

function clean(raw: string): string {
  let unit = raw
    .normalize('NFKC')
    .replace(MICRO, 'µ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) =>
      digits
        .split('')
        .map((d) => SUPERSCRIPTS[d])
        .join(''),
    )
    .replace(/[×✕]/g, 'x')
    // UCUM as health records print it: the body surface '{1.73_m2}', other annotations in braces
    // that change nothing ('mg/g{creat}', '%{HbA1c}'; a D-dimer's FEU or DDU does), and the
    // international unit's brackets
    // ('m[IU]/L', 'u[IU]/mL').
    .replace(/\{1[.,]73_?m2\}/gi, '1.73m2')
    // A square written with a star, as a GP system prints the body surface: '1.73m*2'.
    .replace(/(1[.,]73\s*m)\*2$/i, '$12')
    .replace(/\{(?!FEU|DDU)[^{}]*\}/gi, '')
    .replace(/\[iU\]|\[IU\]/g, 'IU')
    .replace(/\s+/g, ' ')
    .trim();
  // NFKC turns the micro sign into Greek mu; bring it back. 'mcg', 'mcmol' are the same prefix.
  unit = unit.replace(MICRO, 'µ').replace(/\bmc(?=(g|mol|L|l|IU|U)\b)/g, 'µ');
  // 'u' directly before a base unit is a micro sign typed on a keyboard ('umol/L', 'ug/dL', 'uL').
  unit = unit.replace(/(^|[^a-zA-Z])u(?=(mol|g|l|L|IU|iu|U|kat)\b)/g, '$1µ');
  // ...and on a report typed in capitals ('UMOL/L', 'UG/DL', 'UIU/ML'), where the case says nothing.
  if (!/\p{Ll}/u.test(unit)) unit = unit.replace(/(^|[^A-Z])U(?=(MOL|G|L|IU|U|KAT)\b)/g, '$1µ');
  return unit;
}

export function normaliseUnit(raw: string): string {
  const cleaned = clean(raw);
  const found = lookup(cleaned);
  if (found !== null) return found;
  if (SEDIMENTATION_RATE.test(cleaned)) return 'mm/h';
  // '% (NGSP)', 'mmol/mol (IFCC)', 'mg/dL [fasting]': the bracket names a method, not the unit.
  const withoutNote = cleaned.replace(/\s*[([][^)\]]*[)\]]\s*/g, '').trim();
  if (withoutNote !== cleaned && withoutNote !== '') {
    const again = lookup(withoutNote);
    if (again !== null) return again;
  }
  // 'mg/g.' at the end of a letter's sentence ('… : 48 mg/g.'): the full stop is the sentence's.
  if (cleaned.endsWith('.')) return lookup(cleaned.slice(0, -1)) ?? cleaned;
  return cleaned;
}

/**
 * Millimetres in the first hour, as a sedimentation rate's unit is spelled in words, with or
 * without a slash: 'mm 1a hora' ('mm 1ª hora' with its ordinal folded), 'mm en la 1a hora', 'mm
 * 1st hr', 'mm 1re heure', 'mm in der 1. Stunde'. The listed spellings (SYNONYMS) hold those with
 * a slash only.
 */
const SEDIMENTATION_RATE =
  /^mm\s*(?:\/\s*|en\s+la\s+|in\s+(?:the\s+|der\s+)?|à\s+la\s+|nella\s+)?(?:1\s*(?:st|a|o|re|ère|ere|\.)?\s*)?(?:h|hr|hrs|hour|hora|heure|std\.?|stunde|ora)$/iu;

function lookup(cleaned: string): string | null {
  const key = keyOf(cleaned);
  const known = BY_KEY.get(key) ?? SYNONYMS[key];
  if (known !== undefined) return known;
  const power = POWER_OF_TEN.exec(key) ?? POWER_OF_TEN.exec(cleaned.toLowerCase().trim());
  if (power) {
    const exponent = power[1];
    return power[2] === 'l' ? `10^${exponent}/L` : `10^${exponent}/µL`;
  }
  return null;
}

/** A count per volume, as normaliseUnit spells it. */
const COUNT_UNIT = /^(?:10\^\d{1,2}\/(?:L|µL)|\/µL)$/;

/**
 * The unit read as a cell count: French and German labs print 10⁹/L as 'G/L' (giga per litre)
 * and 10¹²/L as 'T/L' (tera), which look like grams per litre and tonnes. Only the marker tells
 * ('Leucocytes 6,2 G/L' is a count, 'Albumine 42 g/L' a mass), so the parser asks this for a
 * cell-count marker and normaliseUnit for any other. Returns the count unit ('10^9/L', '10^12/L',
 * '10^3/µL', '/µL' ...), or null when the unit cannot be a count.
 */
export function cellCountReading(raw: string): string | null {
  const key = keyOf(clean(raw)).replace(/\(cells\)$/, '');
  if (key === 'g/l' || key === 'giga/l') return '10^9/L';
  if (key === 't/l' || key === 'tera/l') return '10^12/L';
  const unit = normaliseUnit(raw);
  return COUNT_UNIT.test(unit) ? unit : null;
}
