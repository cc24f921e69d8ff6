/**
 * The warning-sign combination reader of ADR 112, consulted by `detectCrisis` only when the rules
 * and frames find nothing. Crisis-line guidance (988 Lifeline, Samaritans, NIMH warning signs) says
 * risk shows as a combination of signs: finality, preparation, the means, a time, a farewell, being
 * a burden, hopelessness, resolve. Each family is a lexicon of concepts (`crisis-warning-lexicon.ts`)
 * read over the canonical words; a post is read in windows of sentences, and signs of two distinct
 * families meeting in one window, with the writer as their subject and no ordinary explanation
 * beside them, make a crisis. One family alone never does, however many of its signs there are.
 */
import { negatedBefore, someoneElseBefore } from './crisis-concepts';
import {
  aboutHelpingAnother,
  injuryTold,
  painWithRemedy,
  reportsOnSubject,
  saidOfAnother,
  toldAsPast,
  trappedLiterally,
} from './crisis-context';
import { CONCEPTS, type Family } from './crisis-warning-lexicon';

/** Sentences read together: a sign and its partner are rarely more than two sentences apart. */
const WINDOW = 3;

/**
 * Ordinary explanations, by kind. Any of them in the window reads the signs beside it as ordinary
 * life (ADR 112): the same words that make a farewell, a gift or a plan are said every day of a
 * move, a sale, a job or a holiday, and the tune sentences' ordinary twins name what explains them.
 */
const EXPLANATIONS: Readonly<Record<string, readonly string[]>> = {
  // A move, a trip, a stay away or a return announced.
  leaving: [
    'mov(?:e|es|ed|ing)',
    // "a new home" of a pet ("the cat has a new home") is the pet's, not a move.
    '(?<!(?:has|have|got|gets|needs|found|finds|cat|cats|dog|dogs|pet|pets|kitten|puppy|rabbit|hamster)(?: a| an)? )new (?:house|flat|place|home|job|phone|city|country|school|team|provider|deal|one|contract)',
    'trip|holiday|holidays|vacation|travel\\w*|flight|flights|abroad|airport|hotel|hostel|airbnb|checkout',
    'spain|france|italy|portugal|greece|scotland|wales|ireland|america|australia|canada|japan|thailand|mexico|dubai|paris|berlin|dublin|london|new york|the beach|the coast|the seaside',
    'see you (?:soon|later|there|next|then|on|in|at|all)|when i (?:get|am|come) back|be back|back (?:on|in|next|soon|home)',
    'while i am|whilst i am|while we are|until i (?:get|am|come) back',
    '(?:a|two|three|four|five|six|\\d+|few|couple of) (?:days|weeks|nights|months) (?:in|at|away|off|abroad)',
    'landlord|lease|tenancy|tenant|tenants',
    '(?:till|until) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|the weekend|tomorrow|i get back)',
  ],
  // Work, study and their calendar.
  work: [
    // "to see if it would work" is a verb, not a job (ADR 112 round 3).
    'job|jobs|(?<!(?:would|will|could|might|did|does|not|it) )work|office|shift|boss|promotion|interview|career|rota|nights|night shift|transferring|meeting',
    'deadline|deadlines|exam|exams|essay|assignment|uni|university|college|course|term|semester|graduat\\w*|retir\\w*',
  ],
  // A game, sport, an outing or a party.
  leisure: [
    'game|level|gaming|playing|raid|campaign|puzzle|sudoku|crossword|wordle',
    // ADR 118: a sport with a licence or a range.
    'clay|clays|shooting range|licence|license',
    'gym|workout|training|marathon|race|run|running|10k|5k|parkrun|jog|swim|hike|ride|climbing|fishing',
    // An occasion booked: a venue, a ceremony (not a date chosen by another's birthday).
    'venue|reception|ceremony|proposal|proposing|christening',
    'brunch|breakfast|lunch|dinner|chicken|veg|curry|takeaway|pancakes|pizza|bbq|barbecue|picnic|cinema|shopping|haircut|party|festival|concert|gig|match|season|team|surprise|fireworks|photo|photos|view|sunset',
  ],
  // Things sold, given to charity, replaced or cleared out.
  things: [
    'charity|donat\\w*|selling|sold(?! nothing)|sell|ebay|vinted|depop|marketplace|car boot|declutter\\w*|spring clean\\w*',
    'renovat\\w*|builders|decorating',
    // A thing replaced (never the means: "bought a rope" is not a replacement).
    '(?:getting|buying|ordering|bought|ordered|got myself) (?:a|an|the) (?:new )?(?!rope|noose|gun|knife|blade|razor|pills|tablets|charcoal)\\w+|(?:since|because|as) i (?:bought|got|am getting|have bought)|new one|replacement|upgrad\\w*|cheaper|switching|switch',
    'detox|break from|hacked|scam|spam|privacy|screen time',
    'cleaner|postman|flatmate|milkman|courier|delivery|parcel|future self|time capsule',
  ],
  // A joke.
  joke: ['lol|lmao|lmfao|haha|hahaha|jk|jokes|joking|kidding'],
  // Paperwork as routine: a will with a solicitor, a new baby, money sorted.
  routine: [
    // An operation or a recovery with its end in sight (ADR 112 round 3): a burden that passes.
    'op|operation|surgery|recovering|crutches|only (?:\\w+ )?(?:more )?(?:days|weeks)|each day|one a day|once a day|twice a day',
    'chemo|chemotherapy|radiotherapy|solicitor|lawyer|estate planning|mortgage|married|wedding|baby|pregnan\\w*|just in case|routine|every year|annual|debt free|payday',
    'allergic|allergy|allergies',
  ],
  // Medicine taken as medicine, and a knife in the kitchen.
  medicine: [
    'weekly|carer|organiser|organizer|dosette|blister|pharmacy|pharmacist|prescription|gp|dentist|appointment|dose|doses|missed',
    'migraine|migraines|headache|period|cramps|fever|chickenpox|flu|toddler',
    // ADR 118: an illness that keeps one in, and the weather one waits out.
    'covid|cough|sick|poorly|virus|tonsillitis|norovirus|bug',
    'heat|heatwave|humid|humidity|weather|rain|snow|winter|autumn|bring on',
    'roast|carve|carving|turkey|chopping|sharpen\\w*|cooking|recipe|cake',
  ],
  // Fiction and what is read or watched.
  fiction: ['film|movie|show|series|book|novel|story|character|song|lyrics|article|podcast'],
};

const ORDINARY = new RegExp(`(?:^| )(?:${Object.values(EXPLANATIONS).flat().join('|')})(?= |$)`);

/** Whether a sentence names an ordinary explanation (a trip, work, a game, a sale, ...): ADR 118. */
export function ordinaryExplanation(sentence: string): boolean {
  return ORDINARY.test(sentence);
}

/** A sign found: its family, the sentence (index) and the characters it was read from. */
interface Found {
  family: Family;
  timed: boolean;
  sentence: number;
  start: number;
  end: number;
}

/** The clause a match stands in, up to it: the words after the last clause mark or conjunction. */
function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(0, index);
  let from = 0;
  for (const mark of [' , ', ' and ', ' but ']) {
    const at = before.lastIndexOf(mark);
    if (at >= 0) from = Math.max(from, at + mark.length - 1);
  }
  return before.slice(from);
}

/**
 * Whether a sign of entrapment or pain is the self's (ADR 118): being trapped in a place, a
 * contract or by a nuisance (`trappedLiterally`), or a body's pain told with its remedy or its
 * injury, is not.
 */
function ofTheSelf(family: Family, sentence: string): boolean {
  if (family === 'trapped') return !trappedLiterally(sentence);
  if (family === 'pain') return !painWithRemedy(sentence) && !injuryTold(sentence);
  return true;
}

/** The signs one sentence holds, each said by the writer where it must be. */
function signsOf(sentence: string, index: number): Found[] {
  const found: Found[] = [];
  for (const concept of CONCEPTS) {
    const match = concept.pattern.exec(sentence);
    if (!match) continue;
    if (concept.writer) {
      const before = clauseBefore(sentence, match.index);
      if (someoneElseBefore(before, match[0]) || negatedBefore(before)) continue;
    }
    if (!ofTheSelf(concept.family, sentence)) continue;
    found.push({
      family: concept.family,
      timed: concept.timed === true,
      sentence: index,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/** Families that are signs of their own; the means and a time only complete another. */
const CORE = new Set<Family>([
  'finality',
  'preparation',
  'farewell',
  'burden',
  'hopelessness',
  'resolve',
  // ADR 118: entrapment, unbearable pain and withdrawal from people.
  'trapped',
  'pain',
  'withdrawal',
]);
/**
 * What the means complete: a plan needs its means, an end or a farewell may name them, and so may
 * unbearable pain or feeling trapped (ADR 118).
 */
const WITH_MEANS = new Set<Family>([
  'finality',
  'preparation',
  'resolve',
  'farewell',
  'pain',
  'trapped',
]);

/**
 * Whether two signs are two signs: of different families, and read from different words. One
 * phrase two lexicons both name ("the pills are counted": the means and their keeping, "my final
 * goodbye": the last and a farewell) is one sign.
 */
function apart(a: Found, b: Found): boolean {
  if (a.family === b.family) return false;
  return a.sentence !== b.sentence || a.end <= b.start || b.end <= a.start;
}

/** Whether two signs make a crisis together (ADR 112): the combination rule. */
function pairs(a: Found, b: Found): boolean {
  if (!apart(a, b)) return false;
  if (CORE.has(a.family) && CORE.has(b.family)) return true;
  const [other, completing] = CORE.has(a.family) ? [a, b] : [b, a];
  if (completing.family === 'means') return WITH_MEANS.has(other.family);
  // A time completes a plan's detail: the means kept, a plan fixed.
  return completing.family === 'time' && other.timed;
}

/** Whether any two signs of a window make a crisis. */
function combination(signs: readonly Found[]): boolean {
  return signs.some((a, i) => signs.slice(i + 1).some((b) => pairs(a, b)));
}

/**
 * The warning-sign families that meet in one window of the text, or none. `clauseWords` is one
 * reading's canonical words with clause marks, `words` the same without them (for the past).
 */
export function warningSignCombination(clauseWords: string, words: string): Family[] {
  const sentences = clauseWords.split(' . ');
  const found: Found[] = [];
  sentences.forEach((sentence, index) => {
    // A recovery long past, or a report on the subject, is not the writer's sign now (ADR 099);
    // nor is what another person does, in a post asking how to help them (ADR 112 round 2).
    if (toldAsPast(sentence, words) || reportsOnSubject(sentence)) return;
    if (saidOfAnother(sentence) && aboutHelpingAnother(words)) return;
    found.push(...signsOf(sentence, index));
  });
  if (found.length < 2) return [];
  for (let start = 0; start < Math.max(1, sentences.length - WINDOW + 1); start += 1) {
    const inWindow = found.filter(
      (sign) => sign.sentence >= start && sign.sentence < start + WINDOW,
    );
    if (!combination(inWindow)) continue;
    if (ORDINARY.test(sentences.slice(start, start + WINDOW).join(' . '))) continue;
    return [...new Set(inWindow.map((sign) => sign.family))];
  }
  return [];
}
