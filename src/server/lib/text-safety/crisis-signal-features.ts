/**
 * The learned crisis signal's features (ADR 125, shipped by ADR 135): what a logistic regression
 * reads of a text's canonical words (`crisis.ts` undoes lookalike letters, leetspeak, spacing and
 * texting forms first). Words and word pairs with sentence bounds; letter 3- to 5-grams inside
 * each word; concept classes (a word of a class also counts as its class, and two classes near
 * each other in a sentence as their ordered pair, so a synonym the training sentences never used
 * shares its class's weight); a word shortly after a negation, marked; the first person a
 * sentence names. Hashed into 2^BITS buckets. `scripts/train-crisis-signal.ts` trains on these
 * and `crisis-signal.ts` scores with them, so both read a text the same way.
 */

/** Hashed feature buckets: 2^18. */
export const BITS = 18;

/** Sentences read together, as the warning-sign combination reads them. */
const WINDOW = 3;

/** How far apart (in words) two concept words of a sentence may be to count as a pair. */
const PAIR_SPAN = 6;

/** Words a negation reaches. */
const NEGATION_SPAN = 3;

export const CLASSES: Readonly<Record<string, string>> = {
  SELF: 'i|me|my|myself|mine|im|ive|id|ill',
  OTHER:
    'he|she|they|him|her|them|his|their|hers|friend|friends|mate|mum|mom|mother|dad|father|brother|sister|bro|sis|boyfriend|girlfriend|bf|gf|wife|husband|partner|son|daughter|kid|kids|cousin|neighbour|neighbor|colleague|coworker|boss|flatmate|roommate|classmate|teacher|nan|grandma|grandad|uncle|aunt|someone|somebody|everyone|everybody|people|family',
  DEATH:
    'die|dies|dying|died|dead|death|suicide|suicidal|kill|kills|killing|killed|unalive|unaliving|gone|grave|funeral|ground|heaven|exist|existing|existence|alive|living|live|life|breathing|wake|waking|sleep|asleep|disappear|disappearing|vanish|end|ending|ended|over|overdose|od',
  MEANS:
    'pills|pill|tablets|tablet|meds|medication|paracetamol|painkillers|insulin|dose|overdose|bottle|packet|packets|rope|noose|belt|cord|beam|hang|hanging|hanged|bridge|cliff|roof|ledge|edge|balcony|height|heights|jump|jumping|fall|drop|train|tracks|motorway|traffic|car|exhaust|charcoal|gun|bullet|bullets|knife|knives|blade|blades|razor|razors|bleach|drown|drowning|water|river|sea|gas|poison|cut|cutting',
  TIME: 'tonight|today|tomorrow|soon|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|midnight|morning|night|week|hour|hours|now|date|when|after|before|ready|finally',
  FAREWELL:
    'goodbye|goodbyes|bye|farewell|sorry|forgive|forgiven|apologise|apologize|love|miss|thank|thanks|letter|letters|note|notes|message|messages|remember|last|take care',
  FINAL:
    'forever|permanently|permanent|good|anymore|longer|never|final|done|enough|over|ending|end|quit|stop|stopped|leave|leaving|gone|away|out|escape|rest|peace|free|relief|quiet|silence',
  BURDEN:
    'burden|better|without|weight|drain|easier|fault|useless|worthless|waste|deserve|problem|trouble|mess|load',
  HOPELESS:
    'pointless|hopeless|point|nothing|empty|numb|tired|exhausted|trapped|stuck|cage|alone|lonely|dark|darkness|pain|hurt|hurts|unbearable|cant|can|anymore|worse|ruined|broken|lost|give|giving|gave|sinking',
  HARM: 'cut|cuts|cutting|scratch|scratched|scratching|burn|burned|burning|bleed|bleeding|bled|blood|scars|scar|hurt|harm|harming|wrists|wrist|arms|thighs|skin',
  GIVE: 'giving|gave|give|given|away|belongings|stuff|things|will|sorted|arranged|arrangements|plan|plans|planned|planning|method|way|ways|how',
  NEG: 'not|never|no|nobody|nothing|none|nor|without',
  ORDINARY:
    'gym|workout|game|games|level|boss|match|team|dinner|lunch|recipe|cake|meeting|deadline|deadlines|work|job|exam|exams|phone|battery|marathon|run|party|holiday|trip|move|moving|house|flat|lol|haha|lmao|funny|hilarious|cute|concert|film|movie|show|episode|book|plant|plants|garden|car|bus|traffic|shop|shopping',
};

/** Each word, the classes it belongs to. */
const CLASS_OF = new Map<string, string[]>();
for (const [name, words] of Object.entries(CLASSES))
  for (const word of words.split('|')) CLASS_OF.set(word, [...(CLASS_OF.get(word) ?? []), name]);

const NEGATIONS = new Set(CLASSES.NEG?.split('|'));
const OTHERS = new Set(CLASSES.OTHER?.split('|'));
const SELVES = new Set(CLASSES.SELF?.split('|'));

/** The letter n-grams of one word, with its bounds marked. */
function letterGrams(word: string, out: string[]): void {
  const marked = `<${word}>`;
  for (let size = 3; size <= 5; size += 1)
    for (let at = 0; at + size <= marked.length; at += 1)
      out.push(`c:${marked.slice(at, at + size)}`);
}

/** The concept-class features of one sentence's words: each class, and near ordered pairs. */
function classFeatures(words: readonly string[], out: string[]): void {
  const seen: { at: number; name: string }[] = [];
  words.forEach((word, at) => {
    for (const name of CLASS_OF.get(word) ?? []) {
      out.push(`k:${name}`);
      for (let back = seen.length - 1; back >= 0; back -= 1) {
        const before = seen[back];
        if (!before || at - before.at > PAIR_SPAN) break;
        if (before.at < at) out.push(`kk:${before.name}>${name}`);
      }
      seen.push({ at, name });
    }
  });
}

/** The features of one sentence of canonical words (no sentence marks in it). */
function sentenceFeatures(sentence: string, out: string[]): void {
  const words = sentence.split(' ').filter((word) => word !== '' && word !== ',');
  if (words.length === 0) return;
  let negatedUntil = -1;
  let subject = '';
  words.forEach((word, at) => {
    out.push(`w:${word}`, `b:${at === 0 ? '^' : words[at - 1]} ${word}`);
    letterGrams(word, out);
    if (at <= negatedUntil) out.push(`n:${word}`);
    if (NEGATIONS.has(word)) negatedUntil = at + NEGATION_SPAN;
    if (!subject && SELVES.has(word)) subject = 'self';
    if (!subject && OTHERS.has(word)) subject = 'other';
  });
  out.push(`b:${words[words.length - 1]} $`, `s:${subject || 'none'}`);
  classFeatures(words, out);
}

/** The features of a few sentences read together (a window). */
export function learnedFeatures(sentences: readonly string[]): string[] {
  const out: string[] = ['bias'];
  for (const sentence of sentences) sentenceFeatures(sentence, out);
  return [...new Set(out)];
}

/** FNV-1a, 32 bits: a feature's bucket, the same on every machine. */
export function bucketOf(feature: string, bits: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < feature.length; at += 1) {
    hash ^= feature.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & ((1 << bits) - 1);
}

/** The windows of one reading's canonical words (sentences split at ' . '). */
export function windowsOf(words: string): string[][] {
  const sentences = words
    .split(/(?:^| )\.(?: |$)/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length <= WINDOW) return [sentences];
  const windows: string[][] = [];
  for (let start = 0; start + WINDOW <= sentences.length; start += 1)
    windows.push(sentences.slice(start, start + WINDOW));
  return windows;
}

/** A window's features as hashed buckets, each feature weighted 1/sqrt(count), summed by bucket. */
export function vectorOf(
  sentences: readonly string[],
  keep: (feature: string) => boolean = () => true,
): [Int32Array, Float64Array] {
  const features = learnedFeatures(sentences).filter((feature) => keep(feature));
  const value = 1 / Math.sqrt(features.length);
  const sums = new Map<number, number>();
  for (const feature of features) {
    const bucket = bucketOf(feature, BITS);
    sums.set(bucket, (sums.get(bucket) ?? 0) + value);
  }
  return [Int32Array.from(sums.keys()), Float64Array.from(sums.values())];
}
