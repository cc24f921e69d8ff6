/**
 * Words of a typed health claim, as the claim index compares them: normal form (normalizeName),
 * British spellings folded, a light stemmer (colds → cold, lowers → lower, cleanses → cleans),
 * function words dropped, and weak words (help, boost, prevent...) weighed less than the words
 * that say what the claim is about.
 */
import { normalizeName } from '../normalize-name';

const SPELLING: Record<string, string> = {
  diarrhoea: 'diarrhea',
  fibre: 'fiber',
  haemoglobin: 'hemoglobin',
  anaemia: 'anemia',
  oestrogen: 'estrogen',
  paediatric: 'pediatric',
  colour: 'color',
  alkalise: 'alkalize',
  ageing: 'aging',
  children: 'child',
  kids: 'child',
  kid: 'child',
  influenza: 'flu',
  tummy: 'stomach',
  memories: 'memory',
  utis: 'uti',
  teeth: 'tooth',
  feet: 'foot',
};

const STOPWORD_LIST = (
  'a an the and or but of to in on for with without from by at as about into onto over under ' +
  'is are was were be been being am it its it s this that these those there here their them they ' +
  'do does did doing done can could will would should may might must shall ' +
  'i me my mine we us our you your yours he she his her him who whom which what when where why how ' +
  'if then than so too very just really actually truly true false fact myth claim claims say says ' +
  'said heard hear read told tell believe think people everyone anyone someone thing things ' +
  'any some more most much many lot lots all every each other another such only also even ' +
  'not no yes get gets got give gives gave go goes going make makes made let lets use used using ' +
  'per day days week weeks daily one two'
).split(/\s+/);

/** Verbs and judgements every claim uses: they count, but far less than the subject words. */
const WEAK = [
  'help',
  'helps',
  'work',
  'works',
  'improve',
  'improves',
  'boost',
  'boosts',
  'prevent',
  'prevents',
  'stop',
  'stops',
  'cause',
  'causes',
  'reduce',
  'reduces',
  'lower',
  'lowers',
  'increase',
  'raise',
  'raises',
  'treat',
  'treats',
  'cure',
  'cures',
  'fight',
  'fights',
  'protect',
  'protects',
  'good',
  'bad',
  'health',
  'healthy',
  'healthier',
  'benefit',
  'benefits',
  'safe',
  'body',
  'take',
  'taking',
  'supplement',
  'supplements',
  'natural',
  'effect',
  'effects',
  'better',
  'best',
  'keep',
  'keeps',
  'eat',
  'eating',
  'drink',
  'drinking',
  'food',
  'foods',
  'risk',
  'way',
  'ways',
  'relieve',
  'relieves',
  'ease',
  'eases',
  'remove',
  'removes',
  'support',
  'supports',
  'need',
  'needs',
  'pill',
  'pills',
];

export function stem(word: string): string {
  let w = SPELLING[word] ?? word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return SPELLING[w] ?? w;
}

const WEAK_STEMS = new Set(WEAK.map(stem));

/** Function words, as written and as stemmed (claimWords yields stems: 'does' → 'doe'). */
export const STOPWORDS = new Set([...STOPWORD_LIST, ...STOPWORD_LIST.map(stem)]);

/** Every word of a text, stemmed, in order (function words kept: 'vitamin a' needs its 'a'). */
export function claimWords(text: string): string[] {
  const normal = normalizeName(text);
  return normal === '' ? [] : normal.split(' ').map(stem);
}

/** Whether a stemmed word carries meaning (not a function word, not a bare letter or number). */
export function isContentWord(word: string): boolean {
  return word.length >= 2 && !/^\d+$/.test(word) && !STOPWORDS.has(word);
}

/** How much a content word counts toward a match: 1, or 0.35 for the weak verbs and judgements. */
export function wordWeight(word: string): number {
  return WEAK_STEMS.has(word) ? 0.35 : 1;
}
