/**
 * Dipstick and descriptive urine results as printed ('Neg', '++', 'Tr', 'Small', 'Hazy', 'Straw')
 * brought onto the marker's own scale ('negative', '2+', 'trace', '1+', 'slightly cloudy', 'pale yellow').
 * Returns null when the value is not on that marker's scale, so nothing is guessed.
 */
import { wordTable } from '#server/lib/word-table';

/** Words labs and strips print, mapped to the one spelling our scales use. */
const WORDS = wordTable<string>({
  neg: 'negative',
  negative: 'negative',
  negativ: 'negative',
  '-': 'negative',
  '--': 'negative',
  nil: 'negative',
  none: 'negative',
  absent: 'negative',
  'not detected': 'negative',
  // A red cell antibody screen's answer as transfusion labs print it (ADR 161), read whole.
  'no antibodies detected': 'negative',
  'no antibody detected': 'negative',
  'no irregular antibodies detected': 'negative',
  'keine antikörper nachweisbar': 'negative',
  // A nucleic acid test's 'Target Not Detected' (ADR 160): the virus's genetic material was not found.
  'target not detected': 'negative',
  nd: 'negative',
  tr: 'trace',
  trace: 'trace',
  traces: 'trace',
  '+-': 'trace',
  '+/-': 'trace',
  '±': 'trace',
  '+': '1+',
  '1+': '1+',
  '+1': '1+',
  small: '1+',
  '++': '2+',
  '2+': '2+',
  '+2': '2+',
  moderate: '2+',
  mod: '2+',
  '+++': '3+',
  '3+': '3+',
  '+3': '3+',
  large: '3+',
  '++++': '4+',
  '4+': '4+',
  '+4': '4+',
  pos: 'positive',
  positive: 'positive',
  detected: 'positive',
  present: 'positive',
  // German, French, Spanish and Italian reports
  'nicht nachweisbar': 'negative',
  'n nachweisbar': 'negative',
  'n n': 'negative',
  nn: 'negative',
  spuren: 'trace',
  spur: 'trace',
  'in spuren': 'trace',
  positiv: 'positive',
  nachweisbar: 'positive',
  vorhanden: 'positive',
  négatif: 'negative',
  negatif: 'negative',
  // Quebec's and France's strips abbreviate it ('Nég', 'Nég.').
  nég: 'negative',
  'nég.': 'negative',
  'neg.': 'negative',
  négative: 'negative',
  absence: 'negative',
  absents: 'negative',
  'non détecté': 'negative',
  positif: 'positive',
  présence: 'positive',
  presence: 'positive',
  détecté: 'positive',
  negativo: 'negative',
  negativa: 'negative',
  ausente: 'negative',
  'no detectado': 'negative',
  'no contiene': 'negative', // Argentina's urine strip: 'does not contain'
  'no se observan': 'negative', // microscopy: 'none seen'
  'no se observa': 'negative',
  trazas: 'trace',
  indicios: 'trace',
  vestigios: 'trace', // Argentina's strip: 'traces'
  contiene: 'positive', // and 'contains', beside its 'no contiene'
  positivo: 'positive',
  positiva: 'positive',
  detectado: 'positive',
  assente: 'negative',
  assenti: 'negative',
  'non rilevato': 'negative',
  tracce: 'trace',
  presente: 'positive',
  presenti: 'positive',
  // Plurals, as a strip's nitrites are printed ('Nitriti  positivi', 'Nitritos  negativos').
  positivi: 'positive',
  negativi: 'negative',
  positivos: 'positive',
  negativos: 'negative',
  rilevato: 'positive',
  // Serology prints its screening answers as reactive or not (ADR 158), in every language we read;
  // a weak reaction is still a reaction.
  'non reactive': 'non-reactive',
  nonreactive: 'non-reactive',
  'not reactive': 'non-reactive',
  reactive: 'reactive',
  'weakly reactive': 'reactive',
  'nicht reaktiv': 'non-reactive',
  reaktiv: 'reactive',
  'schwach reaktiv': 'reactive',
  'non réactif': 'non-reactive',
  'non reactif': 'non-reactive',
  'non réactive': 'non-reactive',
  réactif: 'reactive',
  reactif: 'reactive',
  réactive: 'reactive',
  'faiblement réactif': 'reactive',
  'no reactivo': 'non-reactive',
  'no reactiva': 'non-reactive',
  'non reactivo': 'non-reactive',
  reactivo: 'reactive',
  reactiva: 'reactive',
  'débilmente reactivo': 'reactive',
  'non reattivo': 'non-reactive',
  'non reattiva': 'non-reactive',
  reattivo: 'reactive',
  reattiva: 'reactive',
  'debolmente reattivo': 'reactive',
  // A blood film for malaria parasites: what the microscope saw, or did not.
  'not seen': 'not seen',
  'none seen': 'not seen',
  seen: 'seen',
  'no parasites seen': 'not seen',
  'no parasite seen': 'not seen',
  'parasites not seen': 'not seen',
  'no malaria parasites seen': 'not seen',
  'no malaria parasite seen': 'not seen',
  'malaria parasites not seen': 'not seen',
  'no mps seen': 'not seen',
  'no mp seen': 'not seen',
  'mps not seen': 'not seen',
  'mp not seen': 'not seen',
  'mps seen': 'seen',
  'mp seen': 'seen',
  'keine plasmodien nachweisbar': 'not seen',
  'keine malariaparasiten nachweisbar': 'not seen',
  'plasmodien nachweisbar': 'seen',
  'absence de plasmodium': 'not seen',
  'absence de plasmodiums': 'not seen',
  'présence de plasmodium': 'seen',
  'no se observan parásitos': 'not seen',
  'no se observan plasmodios': 'not seen',
  'no se observan hemoparásitos': 'not seen',
  'se observan plasmodios': 'seen',
  'non si osservano plasmodi': 'not seen',
  'plasmodi assenti': 'not seen',
  'plasmodi presenti': 'seen',
  // Urine sediment under the microscope (ADR 159): how many were seen, on a scale of none, rare,
  // few, moderate and many. 'None' and its kin are the 'negative' words above.
  keine: 'negative',
  'keine nachweisbar': 'negative',
  'not found': 'negative',
  'non trouvé': 'negative',
  absentes: 'negative',
  absente: 'negative',
  ausentes: 'negative',
  'no se encontraron': 'negative',
  'non presenti': 'negative',
  rare: 'rare',
  rares: 'rare',
  rara: 'rare',
  raras: 'rare',
  raros: 'rare',
  rari: 'rare',
  occasional: 'rare',
  occ: 'rare',
  vereinzelt: 'rare',
  vereinzelte: 'rare',
  einzelne: 'rare',
  selten: 'rare',
  // 'Isolated' cells in a sediment: Spanish, Portuguese, Italian and French reports.
  aislados: 'rare',
  aisladas: 'rare',
  aislado: 'rare',
  aislada: 'rare',
  isolados: 'rare',
  isoladas: 'rare',
  isolati: 'rare',
  isolés: 'rare',
  isolées: 'rare',
  few: 'few',
  wenige: 'few',
  wenig: 'few',
  quelques: 'few',
  escasas: 'few',
  escasos: 'few',
  escasa: 'few',
  escaso: 'few',
  'escasa cantidad': 'few',
  algunas: 'few',
  algunos: 'few',
  alcune: 'few',
  alcuni: 'few',
  scarsi: 'few',
  scarse: 'few',
  'regular cantidad': 'moderate',
  'moderada cantidad': 'moderate',
  moderados: 'moderate',
  moderadas: 'moderate',
  'assez nombreuses': 'moderate',
  'assez nombreux': 'moderate',
  mäßig: 'moderate',
  // Swiss spelling, with no ß.
  mässig: 'moderate',
  'mäßig viele': 'moderate',
  discreti: 'moderate',
  discrete: 'moderate',
  many: 'many',
  numerous: 'many',
  plenty: 'many',
  abundant: 'many',
  'too numerous to count': 'many',
  tntc: 'many',
  zahlreich: 'many',
  zahlreiche: 'many',
  reichlich: 'many',
  massenhaft: 'many',
  massenhafte: 'many',
  viele: 'many',
  nombreux: 'many',
  nombreuses: 'many',
  abondants: 'many',
  abondantes: 'many',
  abondante: 'many',
  abundantes: 'many',
  abundante: 'many',
  'abundante cantidad': 'many',
  numerosi: 'many',
  numerose: 'many',
  abbondanti: 'many',
  // colours and clarity
  hellgelb: 'pale yellow',
  gelb: 'yellow',
  dunkelgelb: 'dark yellow',
  klar: 'clear',
  'leicht trüb': 'slightly cloudy',
  trüb: 'cloudy',
  'jaune pâle': 'pale yellow',
  'jaune paille': 'pale yellow',
  jaune: 'yellow',
  'jaune foncé': 'dark yellow',
  limpide: 'clear',
  clair: 'clear',
  claire: 'clear',
  'légèrement trouble': 'slightly cloudy',
  trouble: 'cloudy',
  amarillo: 'yellow',
  'amarillo claro': 'pale yellow',
  'amarillo pálido': 'pale yellow',
  'amarillo oscuro': 'dark yellow',
  transparente: 'clear',
  claro: 'clear',
  clara: 'clear',
  'ligeramente turbio': 'slightly cloudy',
  'ligeramente turbia': 'slightly cloudy',
  turbio: 'cloudy',
  turbia: 'cloudy',
  giallo: 'yellow',
  'giallo paglierino': 'pale yellow',
  // 'paglierino' alone is the same straw colour; 'pajizo' and 'paille' are its Spanish and French.
  paglierino: 'pale yellow',
  pajizo: 'pale yellow',
  'amarillo pajizo': 'pale yellow',
  paille: 'pale yellow',
  'giallo chiaro': 'pale yellow',
  'giallo scuro': 'dark yellow',
  'jaune clair': 'pale yellow',
  farblos: 'colorless',
  bernsteinfarben: 'amber',
  bernstein: 'amber',
  rot: 'red',
  braun: 'brown',
  incolore: 'colorless',
  ambré: 'amber',
  ambre: 'amber',
  orangé: 'orange',
  rouge: 'red',
  brun: 'brown',
  incoloro: 'colorless',
  ámbar: 'amber',
  naranja: 'orange',
  rojo: 'red',
  marrón: 'brown',
  ambra: 'amber',
  arancione: 'orange',
  rosso: 'red',
  marrone: 'brown',
  'leicht getrübt': 'slightly cloudy',
  getrübt: 'cloudy',
  'leggermente opalescente': 'slightly cloudy',
  opalescente: 'slightly cloudy',
  limpido: 'clear',
  límpido: 'clear',
  límpida: 'clear',
  'leggermente torbido': 'slightly cloudy',
  torbido: 'cloudy',
  norm: 'normal',
  normal: 'normal',
  normale: 'normal',
  // urine colour
  colourless: 'colorless',
  colorless: 'colorless',
  straw: 'pale yellow',
  'pale yellow': 'pale yellow',
  'light yellow': 'pale yellow',
  'lt yellow': 'pale yellow',
  'straw yellow': 'pale yellow',
  pale: 'pale yellow',
  yellow: 'yellow',
  'dark yellow': 'dark yellow',
  'dk yellow': 'dark yellow',
  'deep yellow': 'dark yellow',
  amber: 'amber',
  'dark amber': 'amber',
  orange: 'orange',
  red: 'red',
  pink: 'red',
  bloody: 'red',
  'red brown': 'brown',
  brown: 'brown',
  'dark brown': 'brown',
  'tea colored': 'brown',
  'cola colored': 'brown',
  green: 'green',
  blue: 'blue',
  // urine clarity
  clear: 'clear',
  transparent: 'clear',
  'sl cloudy': 'slightly cloudy',
  'slightly cloudy': 'slightly cloudy',
  'slightly hazy': 'slightly cloudy',
  'slightly turbid': 'slightly cloudy',
  'sl turbid': 'slightly cloudy',
  hazy: 'slightly cloudy',
  cloudy: 'cloudy',
  turbid: 'turbid',
  'very cloudy': 'turbid',
  'very turbid': 'turbid',
});

const GRADES = new Set(['1+', '2+', '3+', '4+']);

/**
 * The two answers of a yes/no test in the words each kind of test uses: a strip's negative and
 * positive, a serology's non-reactive and reactive, a blood film's not seen and seen (ADR 158). A
 * scale holds one word of each; a result printed in another test's words takes that scale's word
 * ('Negative' on a hepatitis B antigen is non-reactive, 'Non reactive' on a nitrite is negative).
 */
const ANSWERS = [
  ['negative', 'non-reactive', 'not seen', 'none'],
  ['positive', 'reactive', 'seen', 'present'],
] as const;

/** How much a microscope saw (ADR 159): the steps of a urine sediment's scale, none first. */
const AMOUNTS = new Set(['rare', 'few', 'moderate', 'many']);

/**
 * A grade on a sediment's scale of amounts ('+' few, '++' moderate, '+++' many), as labs grade what
 * the microscope shows; null on any other scale (a strip's grades are its own steps).
 */
function amountOfGrade(word: string | undefined, scale: readonly string[]): string | null {
  if (!scale.includes('few') || scale.includes('1+') || word === undefined) return null;
  const amount = { '1+': 'few', '2+': 'moderate', '3+': 'many', '4+': 'many' }[word];
  return amount !== undefined && scale.includes(amount) ? amount : null;
}

function answerOnScale(word: string | undefined, scale: readonly string[]): string | null {
  if (word === undefined) return null;
  const answer = ANSWERS.find((words) => (words as readonly string[]).includes(word));
  return answer?.find((candidate) => scale.includes(candidate)) ?? null;
}

/** The scale's word for 'found' on a yes/no scale (positive, reactive, seen), or null. */
function foundOnScale(scale: readonly string[]): string | null {
  if (scale.includes('1+')) return null;
  return answerOnScale('positive', scale);
}

/**
 * Words that turn a phrase into its opposite ('no', 'not', 'non', 'nicht', 'kein', 'pas', 'sin',
 * 'senza'): a phrase holding one is never read as a finding through one of its other words ('No
 * malarial parasites seen' is no sighting; 'Not reactive' no reaction).
 */
const NEGATION =
  /(?:^| )(?:no|not|non|nicht|kein|keine|keinen|pas|sans|sin|ningún|ninguno|senza|nessun|nessuno)(?: |$)/;

/** What a blood film is searched for, as a film's result names it ('haemoparasites', 'MPs'). */
const LOOKED_FOR = /^(?:(?:ha?emo)?parasites?|malari(?:a|al)|mps?|hemoparásitos|hématozoaires)$/;

function tidy(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-') // dashes and minus signs print alike
    .replace(/\(\+\)/g, '±') // German reports print a weak positive, a dipstick's trace, as '(+)'
    .replace(/[()]|(?<!\d)\.|\.(?!\d)/g, ' ') // brackets and abbreviation dots, not decimal points
    .replace(/-(?=[a-z])/g, ' ') // 'tea-colored'
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\d) \+/g, '$1+') // '2 +'
    .replace(/^\+ (\d)/, '+$1') // '+ 2'
    .replace(/\+ ?\/ ?-/g, '+/-');
}

/** Urobilinogen in µmol/L (UK strips) → mg/dL: 1 mg/dL ≈ 16.9 µmol/L. */
const UROBILINOGEN_UMOL_PER_MG_DL = 16.9;

/**
 * A number on a scale of numeric steps ('normal', '2', '4', '8'): below three quarters of the first
 * step is the first (normal) entry, otherwise the nearest step on a log scale, since strips double.
 */
function numericStep(text: string, scale: readonly string[]): string | null {
  const steps = scale
    .map((entry) => ({ entry, value: Number(entry) }))
    .filter((step) => Number.isFinite(step.value) && step.value > 0);
  if (steps.length === 0) return null;
  const match = /^[<>≤≥=]*\s*(\d+(?:[.,]\d+)?)\s*(.*)$/.exec(text);
  if (!match?.[1]) return null;
  let value = Number(match[1].replace(',', '.'));
  const unit = (match[2] ?? '').replace(/\s+/g, '');
  if (/^(µ|μ|u)mol\/l$/.test(unit)) value /= UROBILINOGEN_UMOL_PER_MG_DL;
  else if (unit !== '' && !/^(mg\/dl|eu\/dl|e\.u\.\/dl)$/.test(unit)) return null;
  const first = steps[0]!;
  if (value < first.value * 0.75) return scale[0] ?? null;
  let best = first;
  for (const step of steps) {
    if (Math.abs(Math.log(value / step.value)) < Math.abs(Math.log(value / best.value)))
      best = step;
  }
  return best.entry;
}

/**
 * Whether a phrase is one of the printed words or phrases above as a whole ('amarillo oscuro'),
 * not a reading of one of its words ('not detected not' through 'detected').
 */
export function isKnownOrdinalPhrase(raw: string): boolean {
  return Object.hasOwn(WORDS, tidy(raw));
}

export function normaliseOrdinalValue(raw: string, scale: readonly string[]): string | null {
  const text = tidy(raw);
  if (text === '') return null;
  const onScale = (value: string | undefined) =>
    value !== undefined && scale.includes(value) ? value : null;
  const direct =
    onScale(text) ??
    onScale(WORDS[text]) ??
    answerOnScale(WORDS[text] ?? text, scale) ??
    amountOfGrade(WORDS[text], scale);
  if (direct) return direct;
  // An answer in two languages ('Non-reactive / Non réactif', 'négatif / negatief'): one answer
  // when both halves mean the same, none when they differ.
  const halves = text.split(/\s*\/\s*/);
  if (halves.length === 2 && halves.every((half) => /\p{L}/u.test(half))) {
    const [one, other] = halves.map((half) => normaliseOrdinalValue(half, scale));
    if (one === other && one) return one;
    if (one && other) return null;
  }
  // 'Negative (neg)', 'Positive 2+', '1+ (30 mg/dL)': take the first word that lands on the scale.
  // A decimal comma ('16,1+') is no separator: that is a number with a flag, not '1+'.
  const found = foundOnScale(scale);
  const parts = text.split(/(?:\s|;|,(?!\d)|(?<!\d),)+/);
  for (const [at, part] of parts.entries()) {
    const reading =
      onScale(part) ??
      onScale(WORDS[part]) ??
      answerOnScale(WORDS[part], scale) ??
      amountOfGrade(WORDS[part], scale);
    if (!reading) continue;
    // 'No malarial parasites seen', 'Not reactive (see note)': no finding through a word after a
    // negation ('Positive, not quantified' is still a positive); nor an amount ('not many').
    const isFinding = reading === found || AMOUNTS.has(reading);
    if (isFinding && NEGATION.test(parts.slice(0, at).join(' '))) {
      // 'No haemoparasites seen', 'No malarial parasites seen': a film's negation, the parasites
      // looked for, and 'seen' last is none seen. Only parasites: 'No gametocytes seen' says
      // nothing of the other stages, and an amount denied ('not many') is no amount at all.
      const isNoneSeen =
        found === 'seen' &&
        reading === found &&
        at === parts.length - 1 &&
        parts.length <= 4 &&
        NEGATION.test(parts[0]!) &&
        parts.slice(1, -1).every((part) => LOOKED_FOR.test(part));
      if (isNoneSeen) return answerOnScale('negative', scale);
      continue;
    }
    return reading;
  }
  // A graded result ('+', '2+', 'small') on a yes/no scale such as nitrite is a positive; on a
  // blood film ('P. falciparum ++') parasites were seen.
  const word = WORDS[text];
  if (found && word && GRADES.has(word)) return found;
  // An amount alone ('Few', 'Escasos') on a scale of found or not (crystals): found.
  if (found === 'present' && word && AMOUNTS.has(word)) return found;
  if (found === 'seen' && !NEGATION.test(text)) {
    if (parts.some((part) => GRADES.has(WORDS[part] ?? ''))) return found;
  }
  // Strips that cannot read 'absent' (urobilinogen) print 'negative' for their lowest, normal step.
  const isNegative = (ANSWERS[0] as readonly string[]).includes(WORDS[text] ?? '');
  if (isNegative && scale.includes('normal')) return 'normal';
  return numericStep(text, scale);
}
