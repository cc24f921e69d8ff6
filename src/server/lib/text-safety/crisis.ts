/**
 * The one crisis detector (ADR 073): whether a text speaks of suicide or self-harm, for the
 * community's crisis check and the assistant's crisis lines alike.
 *
 * The text is read as the normaliser gives it (`normalize.ts`), then each word is brought to a
 * canonical spelling: contractions and texting forms written out ("im" → "i am", "wanna" → "want
 * to"), a word stretched or squeezed ("kil", "diie") brought back to the word the phrases name,
 * one slip in a long key word forgiven ("suicde", "sucide", "myslef": edit distance 1 for words of
 * five letters or more, against a short list of words that are not ordinary words' neighbours),
 * and words run together by spelling out letters split again ("killmyself").
 *
 * Then phrases of intent, not sentences, are matched: a first-person subject, an intent verb and
 * an object, with small gaps allowed, in the categories crisis lines and research on suicidal
 * language name (method, plan and means, farewell, burden, giving things away, no future,
 * self-harm, a wish to die). Figures of speech that share the words ("this workout is killing me",
 * "I could kill for a pizza", "I died 5 times in that boss fight", "cut the onions") are kept out
 * by what the phrase needs (a reflexive object, a wish rather than a prediction) and by guards on
 * what follows. Giving things away, a farewell or a plan with a time are only a crisis together
 * with finality ("I won't need them", "thank you for everything", the means at hand): each is a
 * weak sign, and two different signs make a crisis. A missed crisis costs more than an extra
 * panel, so where a phrase is ambiguous the rules lean towards asking.
 *
 * ADR 099 added, around the rules: a slip forgiven towards any phrase word of five letters or more
 * unless the word is an everyday word itself (`near-misses.ts`); a clause-level reading by
 * concepts in any order (`crisis-scorer.ts`); sentence-level guards (`crisis-context.ts`: a
 * recovery long past, a report on the subject, a cited quotation, a place one is stuck in); and a
 * quick check of each sentence's words against what each rule needs, so a long post runs only the
 * rules that can match.
 *
 * ADR 103 added a reading by concepts and clause structure (`crisis-concepts.ts`: a wish and the
 * writer's death, life refused or hated, an intent to a lethal act, a burden lifted, an absence by
 * a date, with only filler words between and the clause's subject and polarity asked), read on the
 * text with its commas kept as clause marks; and general guards on every rule's match: another
 * subject or a negation before the writer's act or wish, life named with a complement ("no reason to
 * live in London"), a sport, a costume or a dose taken as prescribed, an absence limited to a time,
 * an exasperation with its remedy after it. Two weak signs count only when they are two phrases.
 *
 * ADR 112 round 2 reads the time and the subject of the crisis clause more widely: a recovery story (the
 * act dated long past, counted from as a milestone, or told in the past tense in a story that
 * dates it, with the writer well now) is cleared unless the text says the crisis is back, and a
 * crisis history with the crisis said to be back is a crisis by itself (`crisisBackInStory`);
 * another person's act, wish or words, in a sentence the writer is not in, is theirs (`ofAnother`).
 */
import {
  aboutHelpingAnother,
  askedAndDenied,
  askedSafely,
  crisisBackInStory,
  griefForAnother,
  inARole,
  injuryTold,
  leisureAct,
  namesTask,
  painWithRemedy,
  remedied,
  reportedOfAnother,
  reportsOnSubject,
  saidOfAnother,
  takenAsPrescribed,
  toldAsPast,
  trappedLiterally,
  outlivedByTheFuture,
  withoutCitedQuotes,
} from './crisis-context';
import {
  type ConceptSign,
  conceptSigns,
  continuesSentence,
  endedWithSomeone,
  lifeWithComplement,
  ordinaryMeans,
  negatedBefore,
  someoneElseBefore,
} from './crisis-concepts';
import { FRAMES_120 } from './crisis-frames-120';
import { FRAMES_122 } from './crisis-frames-122';
import { FRAMES_133 } from './crisis-frames-133';
import { FRAMES_134, MEDICINE_NAMES } from './crisis-frames-134';
import { FRAMES_140 } from './crisis-frames-140';
import { FRAMES_143 } from './crisis-frames-143';
import { FRAMES_156 } from './crisis-frames-156';
import { FRAMES_158 } from './crisis-frames-158';
import { FRAMES_160 } from './crisis-frames-160';
import { FRAMES_166 } from './crisis-frames-166';
import { FRAMES_170 } from './crisis-frames-170';
import { FRAMES_172 } from './crisis-frames-172';
import { FRAMES_174 } from './crisis-frames-174';
import { FRAMES_176 } from './crisis-frames-176';
import { FRAMES_180 } from './crisis-frames-180';
import { withOtherLanguagesInEnglish } from './crisis-other-languages';
import { otherScriptsInEnglish } from './crisis-other-scripts';
import { crisisSignalFires } from './crisis-signal';
import { clauseSpeaksOfDeath } from './crisis-scorer';
import { ordinaryExplanation, warningSignCombination } from './crisis-warning-signs';
import { NEAR_MISSES } from './near-misses';
import { readingsOf, withoutClauseMarks } from './normalize';
import {
  compileRule,
  requiredWords,
  type CompiledRule,
  type Groups,
  type PhraseRule,
} from './phrase';

// ── Canonical words ─────────────────────────────────────────────────────────────────────────

/** Contractions and texting forms, written out (after apostrophes were kept or dropped). */
const EXPANSIONS: Record<string, string> = {
  "can't": 'can not',
  cant: 'can not',
  cannot: 'can not',
  "won't": 'will not',
  wont: 'will not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  ive: 'i have',
  "i'll": 'i will',
  "i'd": 'i would',
  "it's": 'it is',
  "that's": 'that is',
  thats: 'that is',
  "there's": 'there is',
  theres: 'there is',
  "what's": 'what is',
  whats: 'what is',
  "let's": 'let us',
  "you're": 'you are',
  youre: 'you are',
  "they're": 'they are',
  "we're": 'we are',
  "ain't": 'am not',
  aint: 'am not',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  kinda: 'kind of',
  dunno: 'do not know',
  u: 'you',
  ur: 'your',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2day': 'today',
  ppl: 'people',
  every1: 'everyone',
  evry1: 'everyone',
  some1: 'someone',
  no1: 'no one',
  noone: 'no one',
  nobody: 'no one',
  any1: 'anyone',
  // The same after leetspeak read the 1 as i or l.
  noi: 'no one',
  nol: 'no one',
  everyi: 'everyone',
  everyl: 'everyone',
  somei: 'someone',
  anyi: 'anyone',
  lyf: 'life',
  lyfe: 'life',
  lfe: 'life',
  // Key words with a letter dropped that no English word is spelt as.
  lif: 'life',
  hng: 'hang',
  cuting: 'cutting',
  mysef: 'myself',
  // More texting forms: "fr", "ngl", "idc", "wud", "wana b dead", "gunna od", "imma", "finna".
  ngl: 'not going to lie',
  tbh: 'to be honest',
  idc: 'i do not care',
  idk: 'i do not know',
  idgaf: 'i do not care',
  // Initialisms of a wish to die as texts spell them (ADR 155): "idw2l anymore".
  idwtl: 'i do not want to live',
  idw2l: 'i do not want to live',
  iwtd: 'i want to die',
  iw2d: 'i want to die',
  idwtbh: 'i do not want to be here',
  idwtba: 'i do not want to be alive',
  wud: 'would',
  wld: 'would',
  cud: 'could',
  shud: 'should',
  wana: 'want to',
  wna: 'want to',
  wnna: 'want to',
  wnt: 'want',
  wan: 'want',
  gunna: 'going to',
  gona: 'going to',
  gon: 'going to',
  finna: 'going to',
  imma: 'i am going to',
  ima: 'i am going to',
  b: 'be',
  r: 'are',
  n: 'and',
  wit: 'with',
  wiv: 'with',
  da: 'the',
  dis: 'this',
  dat: 'that',
  bout: 'about',
  abt: 'about',
  alot: 'a lot',
  rly: 'really',
  rlly: 'really',
  jus: 'just',
  juss: 'just',
  plz: 'please',
  pls: 'please',
  nobdy: 'no one',
  nobod: 'no one',
  noboby: 'no one',
  every1s: 'everyones',
  od: 'overdose',
  oding: 'overdosing',
  tho: 'though',
  nite: 'night',
  '2morrow': 'tomorrow',
  '4ever': 'forever',
  4: 'for',
  y: 'why',
  anymore: 'any more',
  anymoree: 'any more',
  oneself: 'myself',
  meself: 'myself',
  myslf: 'myself',
  goodbyes: 'goodbye',
  'good-bye': 'goodbye',
  bye: 'goodbye',
  byee: 'goodbye',
  cya: 'goodbye',
  sewerslide: 'suicide',
  sui: 'suicidal',
  suicde: 'suicide',
  selfharm: 'self harm',
  selfharming: 'self harming',
  unaliving: 'unalive',
  ded: 'dead',
  w: 'with',
  unalived: 'unalive',
  unalives: 'unalive',
  'un-alive': 'unalive',
};

/** "n't" on any verb: "don't" → "do not", "didnt" → "did not" (the form without the apostrophe too). */
const NOT_VERBS = new Set([
  'do',
  'does',
  'did',
  'is',
  'was',
  'are',
  'were',
  'would',
  'could',
  'should',
  'have',
  'has',
  'had',
  'must',
  'need',
]);

function expand(word: string): string {
  const known = EXPANSIONS[word];
  if (known !== undefined) return known;
  const not = /^(\w+?)(?:n't|nt)$/.exec(word);
  if (not?.[1] && NOT_VERBS.has(not[1])) return `${not[1]} not`;
  // A pronoun's contraction written out: "you'll" → "you will", "they'd" → "they would".
  const pronoun = /^(you|we|they|he|she|it|that|there|who|everyone)'(ll|d|ve|re)$/.exec(word);
  if (pronoun) return `${pronoun[1]} ${CONTRACTED[pronoun[2] ?? ''] ?? ''}`;
  // ADR 120: the same without the apostrophe where no word is spelled so ("theyll", "youll",
  // "itll"; not "well", "hell", "shell" or "wed").
  const bare = /^(you|they|it|that|there|everyone)(ll|ve|re)$/.exec(word);
  if (bare) return `${bare[1]} ${CONTRACTED[bare[2] ?? ''] ?? ''}`;
  if (/^\w+'(?:s|re|ve|ll|d|m)$/.test(word)) return word.replace(/'(s|re|ve|ll|d|m)$/, '$1');
  return word.replace(/'/g, '');
}

const CONTRACTED: Record<string, string> = { ll: 'will', d: 'would', ve: 'have', re: 'are' };

/** Every run of one letter as one letter: 'kill' → 'kil', 'sleeep' → 'slep'. */
function squeeze(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}

/**
 * Key words whose one-letter slips are forgiven. Only long words that no common word sits one
 * edit away from: 'killing' is not here ('willing'), nor 'pills' ('bills'), nor 'noose' ('loose'),
 * nor 'overdose' ('overdone').
 */
const FUZZY_KEYS = [
  'suicide',
  'suicidal',
  'myself',
  'unalive',
  'goodbye',
  'anymore',
  'burden',
  'hopeless',
  'everyone',
  'everybody',
  'without',
  'forever',
  'pointless',
  'worthless',
  'belongings',
  'tablets',
  'tired',
  'painkillers',
  'paracetamol',
  'tonight',
  'tomorrow',
  'nothing',
  'existing',
  'disappear',
  'painless',
  'deserve',
];

/** Edit distance of at most one, a swap of two neighbours counting as one edit. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// ── Phrase groups ───────────────────────────────────────────────────────────────────────────

const GROUPS: Groups = {
  I: ['i', 'i am', 'i have', 'i will', 'i would', 'i was', 'i had', 'me'],
  SELF: ['myself', 'my self'],
  /** Acts that end a life, with a reflexive object. */
  LETHAL: [
    'kill',
    'killing',
    'killed',
    'kills',
    'off',
    'offing',
    'unalive',
    'hang',
    'hanging',
    'hanged',
    'shoot',
    'shooting',
    'drown',
    'drowning',
    'poison',
    'poisoning',
    'delete',
    'deleting',
    'neck',
    'necking',
    'end',
    'ending',
    'suffocate',
    'suffocating',
    'gas',
    'gassing',
    'stab',
    'stabbing',
    'electrocute',
    'shot',
    'erase',
    'murder',
    'yeet',
    // ADR 120: the slang's inflections, as the other verbs have theirs.
    'yeeting',
    'yeeted',
    'unaliving',
  ],
  /** Acts of self-harm, with a reflexive object. */
  HARM: [
    'hurt',
    'hurting',
    'harm',
    'harming',
    'cut',
    'cutting',
    'burn',
    'burning',
    'burned',
    'burnt',
    'injure',
    'injuring',
    'punish',
    'punishing',
    'starve',
    'starving',
    'scratch',
    'scratching',
    'hit',
    'hitting',
    'bruise',
    'bruising',
    'carve',
    'carving',
    'beat',
    'beating',
    'choke',
    'choking',
    'bleed',
    'scar',
  ],
  /** A wish, not a prediction ("I'm going to die of boredom" is not a wish). */
  WISH: [
    'would give anything',
    'would give everything',
    'want',
    'wanted',
    'wanting',
    'wants',
    'wish',
    'wished',
    'wishing',
    'would rather',
    'ready',
    'longing',
    'long',
    'yearn',
    'yearning',
    'crave',
    'craving',
    'need',
    'needed',
    'prefer',
    'just want',
    'really want',
    'would like',
    'feel like',
    'felt like',
    'feeling like',
  ],
  /** An intention: the wish, a plan, a decision, being drawn to it. */
  INTEND: [
    '@WISH',
    'going',
    'plan',
    'planning',
    'planned',
    'decided',
    'deciding',
    'about',
    'tempted',
    'considering',
    'consider',
    'thinking about',
    'thinking of',
    'thought about',
    'thought of',
    'think about',
    'urge',
    'urges',
    'got',
    'trying',
    'try',
    'tried',
    'attempt',
    'attempted',
    'attempting',
    'will',
    'might',
    'intend',
    'figured out how',
    'figuring out how',
    'researching how',
    'looking up how',
    'googling how',
    'can not stop thinking about',
  ],
  /** The object of a wish to die. */
  DEATH: [
    'die',
    'be dead',
    'not be alive',
    'not be alive any more',
    'not exist',
    'not exist any more',
    'stop existing',
    'cease to exist',
    'not be here any more',
    'not be here',
    'not be around any more',
    'be gone',
    'be gone forever',
    'disappear forever',
    'disappear for good',
    'disappear permanently',
    'vanish forever',
    'never wake up',
    'be in the ground',
    'be six feet under',
    'be in my grave',
    'fade away forever|for_good|permanently',
    'slip away forever|for_good|permanently',
    'not wake up',
    'go to sleep and never wake up',
    'go to sleep and not wake up',
    'sleep and never wake up',
    'sleep forever',
    'fall asleep forever',
    'end it',
    'end it all',
    'end everything',
    'end things',
    'end my life',
    'end my own life',
    'take my life',
    'take my own life',
    'kill myself',
    'stop living',
    'stop being alive',
    'stop being here',
    'stop breathing forever',
    'not be born',
    'never have been born',
    'rest forever',
    'be with my ~2 in heaven',
    'leave this world',
    'leave this earth',
    'not be in this world',
    'go to sleep forever',
    'unalive myself',
    'be unalive',
    'dying',
    'killing myself',
    'ending it',
    'ending it all',
    'ending things',
    'ending my life',
    'end my existence',
    'not existing',
    'disappearing forever',
    'not waking up',
    'never waking up',
    'out of this|my life|world|existence',
  ],
  /** Acts that end a life, said without a reflexive object ("going to end things tonight"). */
  DEATH_ACT: [
    'end it all',
    'end everything',
    'end things',
    'end my life|existence',
    'take my own? life',
    'kill myself',
    'unalive myself',
    'stop existing',
    'not exist',
    'disappear forever',
    'ending it all|everything|things',
    'ending my life|existence',
    'killing myself',
    'taking my own? life',
  ],
  /** Figures of speech after "die": laughter, embarrassment, a coffee, a game, the hair dye. */
  DIE_FIGURE: [
    'of|from|with laughter|laughing|embarrassment|shame|boredom|cringe|envy|jealousy|happiness|excitement|curiosity|anticipation|thirst|hunger',
    // Tagalog's "mamatay sa kilig|hiya|tawa": to die of giddiness, shame, laughter (ADR 155).
    'sa kilig|hiya|tawa',
    'laughing',
    'for ~2',
    'in|on ~1 game|level|boss|round|match|hill',
    'on this|that hill',
    'my|her|his|your|the hair|shirt|clothes|jeans',
    'fabric|wool|cotton|cheese|eggs|easter_eggs|hair|clothes|jeans|shirt|denim|yarn|icing',
    'old|happy|peacefully|young|in_my_sleep_when',
    'a happy|peaceful|hero',
    'than',
    'when i am old',
    'every time|whenever i ~1 see|hear|watch|look_at|listen_to',
    'when i see|hear|watch|look_at|listen_to ~2 old|own|that|this|my_old|my_own',
    'this|next weekend|morning|afternoon|sunday|saturday',
    'until|till|til noon|lunch|monday|tomorrow|the_weekend|ten|eleven|midday',
    'at a ripe old age',
    'with|of the|this heat',
    'after|before ~3 workout|run|race|exam|deadline|meeting|class|session',
    'back|into|forward|to_the_next|in_a_new',
    'on ~2 coffee|caffeine|sugar|snacks|toast|noodles|takeaways|carbs|crisps|fumes|food',
    'your|her|his hair',
    'on ~1 sundays|saturdays|weekends|weekend|holiday|holidays|days_off|the_sofa|the_couch',
  ],
  /** After a wish to die or stop existing: the figures of speech, or a life taken back or on. */
  LIFE_FIGURE: [
    '@DIE_FIGURE',
    'back|to_the_next|into|forward|seriously|in_hand|on|as|like|from|off',
    // ADR 103: a relationship ended, a time after a task, a place, a deadline, a nap.
    'with her|him|them|my_boyfriend|my_girlfriend|my_partner|my_ex|my_husband|my_wife',
    'after|once this|that|the|my ~1 week|day|month|exam|exams|term|semester|shift|meeting|project|deadline|workout|run|race|trip|party|weekend',
    'in fear|denial|the_past|the_shadows|the_background|limbo|regret|shame|silence|hiding|survival_mode',
    'at work|school|uni|the_office',
    'by|before the time',
    'before|when he|she|they|you|we ~1 get|gets|come|comes|wake|wakes',
    'to the world',
  ],
  /** What follows "end it" when a relationship, a day or a session ends. */
  END_IT_FIGURE: [
    'with|between|early|here|there|at|after|before|for|on|by|off|now_and|properly|nicely|today|tonight_with',
  ],
  /** Finality: the words that make a farewell, a plan or a gift a crisis. */
  FINAL: [
    'where i am going',
    'when|after|once|if i am gone',
    'when|after|once|if i am not here|around',
    'if i am not here|around tomorrow|in_the_morning|next_week',
    'not be here much_longer|for_long',
    'for the last time',
    'one last time',
    'thank_you|thanks ~2 for everything',
    'for afterwards|after_i_am_gone|when_i_am_gone',
    'do not try to stop|find|save me',
    'none of this is|was ~1 your|their|anyones|his|her fault',
    'it is|was not ~1 your|their|anyones|his|her fault',
    'pain|it|everything|it_all|this|suffering will|is_going_to ~1 be over soon',
    'will not be able to any_more',
    'said|written|told_them|told_everyone what i needed|wanted|had to say',
    'for ~3 to find $|me',
    'explaining why|everything',
    'so no_one|nobody|they|you will_not|does_not|has|have|will_have to deal with ~2 after|afterwards|when|it $',
    'will not be here|around to ~1 see|read|use|wear|play|need|enjoy',
    'will not need|be_needing ~2 them|it|those|these|my_things|any_of_it $',
    'love you all',
    'i love you all',
    'sorry for everything',
    'please forgive me',
    'forgive me',
    'do not blame yourself|yourselves|anyone',
    'not your fault',
    'i have what i need',
    'not anyones fault',
    'take care of each_other|mum|mom|dad|yourselves|the_kids',
    'look after each_other|mum|mom|dad|yourselves|the_kids',
    'remember me',
    'do not be sad|cry',
    'i am at peace',
    'i have made my peace',
    'made peace with it',
    'made up my mind',
    'my mind is made up',
    'no going back',
    'no_one can stop me',
    'it is time $|now|for_me|to_end_it|to_do_it|to_end_this|to_go_now',
    'it is time to go|say_goodbye $',
    'my time has come',
    'before i go $',
    'by the time you|anyone|someone read|reads|find|finds this',
    'goodbye forever',
    'final goodbye',
    'last goodbye',
    'my goodbye',
    'it_was|has_been nice knowing',
    'you will not hear from me ~1 again',
  ],
  /** Things a person will not need: a gift's reason, or finality. */
  NO_NEED: [
    'will not need|be_needing ~3 any_more|where_i_am_going|after|soon',
    'will not be needing',
    'not going to need ~3 any_more|where_i_am_going|after|soon',
    'no use for ~3 any_more|where_i_am_going',
    'do not need ~3 where_i_am_going',
  ],
  /** Leaving for an ordinary reason: a move, a job, a holiday, another app. */
  ORDINARY_LEAVING: [
    'moving|move|moved',
    // ADR 120: a move by its other names.
    'relocating|relocate|relocated|relocation|emigrating|emigrate|emigrated',
    'new job|house|flat|place|city|country|school|team|platform|app|phone',
    'holiday|holidays|vacation|trip|travelling|traveling|abroad|retiring|retirement|graduating|graduation',
    'last day at|of ~1 work|school|uni|the_office|the_job',
    // ADR 151: a place of work or study left ("before I leave the school").
    'leave|leaving the|my|this school|job|company|office|firm|practice|ward|clinic|team',
    'last day at the|my ~1',
    'see you soon|later|around|there|next|then|again|in|on',
    'leaving the|this group|forum|team|company|app|server|chat|site|community',
    'switching|decluttering|declutter|charity|outgrown|grown_out_of|kondo|minimalist|minimalism',
    'spring_clean|spring_cleaning|garage_sale|yard_sale|car_boot|too_small|too_big|do_not_fit|does_not_fit|lost_weight|after_losing',
    'deleting this|the app',
    'logging off for the night',
    'while|whilst i am away|on_holiday|at_work|out|travelling|abroad|in_hospital|at_the_hospital',
    'working|on_shift|night_shift|working_nights|on_call|nights_this_week',
    'i am at|in|on ~1 a|the|my conference|meeting|course|wedding|appointment|shift|trip|retreat|camp|festival|exam|exams',
    'spain|france|italy|portugal|greece|scotland|wales|ireland|america|australia|the_beach|the_coast',
    // ADR 103: a stay with a fixed end (a contract, a lease, a visa, a placement).
    'contract|lease|tenancy|visa|placement|internship|secondment|deployment|residency|fellowship',
    'annual_leave|on_leave|day_off|days_off|off_work|off_sick|sick_leave|maternity|paternity|in_laws|my_parents_house|visiting',
  ],
  /** Things a person in crisis gives away. */
  THINGS: [
    'things',
    'stuff',
    'belongings',
    'possessions',
    'everything',
    'games',
    'console',
    'clothes',
    'books',
    'records',
    'guitar',
    'jewellery',
    'jewelry',
    'savings',
    'money',
    'collection',
    'pets|pet|cat|cats|dog|dogs|hamster|rabbit|bird|fish',
    'plants',
    'art',
    'stuff away',
    'most treasured|prized|favourite|favorite|precious ~1',
  ],
  MEANS: [
    'pills',
    'tablets',
    'meds',
    'medication',
    'medications',
    'painkillers',
    'sleeping pills',
    'paracetamol',
    'tylenol',
    'acetaminophen',
    'insulin',
    'opioids',
    'oxy',
    'razor|razors|blades|blade|razor_blades',
    'rope',
    'noose',
    'gun',
    'bullets',
    'charcoal',
    'antifreeze',
    'bleach',
    'lethal dose',
    'antidepressants|antidepressant',
    'sertraline|fluoxetine|citalopram|escitalopram|ibuprofen|aspirin|codeine|co_codamol|tramadol|morphine|diazepam|zopiclone|amitriptyline|lithium|quetiapine|oxycodone|fentanyl|benzos|xanax|valium',
    // ADR 134: any medicine by its own name, not only a dozen.
    MEDICINE_NAMES,
    'knife',
    'knives',
  ],
  /** The means, or a medicine however named, in a question of what it would take. */
  MEDICINES: [
    '@MEANS',
    'everything',
    'medicine|medicines|antidepressants|antidepressant|drugs|cabinet|medicine_cabinet',
  ],
  /** A height or a vehicle: one jumps off the first and in front of the second. */
  HIGH_PLACE: ['@HEIGHT', '@VEHICLE'],
  HEIGHT: [
    'bridge',
    'building',
    'roof',
    'rooftop',
    'cliff',
    'balcony',
    'tower',
    'overpass',
    'ledge',
    'window',
    'car park',
    'parking garage',
    'skyscraper',
    'top floor',
    // ADR 120: a car park's other name.
    'multistorey',
    'multi storey',
    'edge',
    'motorway',
    'highway',
    'tracks',
    'railway',
    // ADR 183: a viaduct, a flyover and a roof terrace are heights as a bridge is.
    'viaduct',
    'flyover',
    'terrace',
  ],
  /** ADR 103: off a train or a bus one gets off; in front of one, or under it, one dies. */
  VEHICLE: ['train', 'bus', 'car', 'lorry', 'truck', 'tube', 'traffic'],
  BODY: [
    'wrist',
    'wrists',
    'arm',
    'arms',
    'thigh',
    'thighs',
    'leg',
    'legs',
    'skin',
    'stomach',
    'hips',
    'hip',
    'forearm',
    'forearms',
    'throat',
  ],
  /** Harm done to oneself to cope, and what it is done to (read with what sets it off). */
  COPING_HARM: ['@HARM', 'bang|banging|slap|slapping|punch|punching'],
  COPING_HARMED: ['@SELF', 'my_head|my_arms|my_legs|my_wrists|my_thighs'],
  /** Accidents and figures of speech after a reflexive harm verb ("cut myself shaving"). */
  HARM_FIGURE: [
    'a|an|some|another|off|slack|short|free|up',
    'of|shaving|lifting|running|playing|training|cooking|chopping|slicing|doing|skiing|falling|climbing|gardening|opening|cleaning|fixing|moving|working',
    'in half',
    'on|with|against a|an|the|my|this|that|some|his|her|their|broken|hot|sharp|paper ~1',
    'while|when|during|by_accident|accidentally|on_accident|slightly|a_bit|a_little|at_the|at_work|at_home|at_training|at_practice',
    'in the ~1 gym|kitchen|garden|shower|foot|face|eye',
    'laughing',
    'with burpees|sprints|laps|cardio|extra|more|workouts|exercise|homework|coffee|chocolate|junk',
    'to sleep',
    'out|over',
  ],
  /** Figures of speech after "kill myself" or "killing myself". */
  LETHAL_FIGURE: [
    'laughing',
    // ADR 103: "hang myself a new shelf", "kill myself for forgetting my keys".
    'a|an|some new|couple|few|pair|shelf|picture|drink|coffee|tea|sandwich',
    'for *ing',
    'for not|being_so',
    'with laughter',
    'trying to ~2',
    'to get|finish|meet|make|keep|pay|please|hit|reach|impress|fit|prove ~1',
    'at_the_gym|at_work|at_the_office|at_training|in_the_gym|on_the_bike|on_the_treadmill',
    'at|in spin|pilates|yoga|crossfit|training|bootcamp|parkrun|football|netball|rugby|boxing|the_pool|the_gym|circuits|hiit|zumba|class',
    'working|training|studying|running|cycling|revising|practising|practicing',
    'with ~2 workout|workouts|training|work|burpees|cardio|homework|overtime|exams|revision|runs|sessions|shifts|hours|starts|early_starts|mornings|late_nights|nights|deadlines|commute|commutes|chores|stress|diet|diets|projects|classes|lessons',
    'for ~1 exam|exams|job|boss|team|grades|deadline|nothing|promotion',
    'in the foot',
    'a|an reminder|message|email|text|note',
    'upside down',
    'in coffee|tea|work|paperwork|emails|wine|chocolate|podcasts|music|books|study|revision',
    'with ~3 junk|sugar|fast_food|processed|takeaways|takeaway|caffeine|energy_drinks|food|coffee|alcohol|snacks|sweets|chocolate',
    'out_of|off_the|off_a|up|over_the|into_the_pool|into_the_lake|into_the_water',
  ],
  /**
   * After "without me" or "if I was gone": a time or a place (ADR 103): "without me at the
   * meeting", "if I was gone for the weekend".
   */
  ABSENCE_LIMIT: [
    'at|on|this|next|tonight|today|tomorrow|there|during|while|until|till',
    'for a|the|one|two|some|now|today|tonight|#',
  ],
  /**
   * After "by the time you read this": what is read (a review, a post) or where the writer will be
   * ("I'll be in Spain"), ADR 103.
   */
  READ_THIS_LATER: [
    'review|article|blog|newsletter|update|recipe|thread|book|chapter|post|email',
    'i|we will|am|are ~1 be? ~1 in|on|at|home|back|there|asleep|landed|arrived|travelling|away|abroad|flying|boarded',
  ],
  /** Others as the subject: "he wants to die", "my character wants to kill himself". */
  /** Subjects that are not a person or their people (for "better off without me"). */
  NOT_A_PERSON: [
    'team|plants|houseplants|ex|club|band|company|garden|plant|project|choir|office|squad|class|kitchen|boss',
    // ADR 103: an event or a thing made is not a person either.
    'party|game|match|meeting|film|show|event|trip|holiday|dinner|wedding|concert|photo|picture|song|album|recipe|cake|design|essay|presentation|quiz|rota|shift|night_out',
  ],
  OTHER_SUBJECT: [
    'legs|arms|feet|knees|muscles|lungs|calves|quads|hamstrings|glutes|shoulders|abs',
    'he',
    'she',
    'they',
    'we',
    'you',
    'who',
    'his',
    'her',
    'their',
    'character',
    'villain',
    'hero',
    'plant',
    'plants',
    'battery',
    'phone',
    'cells',
    'houseplants',
    'sourdough',
    'starter',
  ],
};

// ── Rules ───────────────────────────────────────────────────────────────────────────────────

/** A strong sign is a crisis on its own; a weak one needs a second, different sign. */
interface Rule extends PhraseRule {
  weak?: boolean;
  /**
   * The rule names the subject (suicide, self-harm) rather than the writer's own act or wish, so
   * it is not a sign in a sentence that reports on it: news, study, prevention work, someone else's
   * death or struggle (ADR 099, `crisis-context.ts`).
   */
  topic?: boolean;
}

const RULES: readonly Rule[] = [
  // Suicide named (the fitness drill, the film, the car door and prevention work apart).
  {
    category: 'suicide',
    topic: true,
    phrase: 'suicide|suicidal|suicidality|suicided',
    notAfter:
      'generis|sprint|sprints|drill|drills|run|runs|squat|squats|shuttle|shuttles|door|doors|knot|knots|squeeze|squad|seat|watch|rate|rates|statistics|stats|prevention|awareness|bomber|bombers|mission|room|blonde|king|burpees|lines_at_practice|training_at_work|warning_signs|risk_factors|bereavement|loss_support|survivors_of',
    notBefore:
      'run|ran|running|do|did|doing|film|movie|book|song|show|novel|episode|character|series|documentary|play|story|game|lyrics ~4',
  },
  {
    category: 'suicide',
    topic: true,
    phrase: 'commit|committing|committed suicide|sudoku|toaster_bath',
  },
  { category: 'suicide', topic: true, phrase: 'suicidal thoughts|thoughts_of_suicide|ideation' },
  { category: 'suicide', phrase: 'toaster bath' },
  { category: 'suicide', phrase: 'self delete|deleting|deletion' },
  { category: 'suicide', phrase: 'ctb' },
  {
    category: 'suicide',
    phrase: 'unalive',
    // "The heat is unaliving me" is "killing me"; "I'd unalive someone for that cake" is not of
    // the self.
    notBefore: 'say|saying|word|the word|use|using|why|is|are|was|were|it_is|this_is',
    // ADR 152: nor is "unalive the final boss", a game's enemy named by its article, nor "this
    // game unalived my whole squad" (ADR 155), another's possession.
    notAfter:
      'someone|somebody|him|her|them|everyone|everybody|people|you|my_boss|my_brother|the|a|an|this|that|these|those|his|their|its|every|all_the|your|our|my_whole|my_entire|my_team|my_squad|my_party|my_character|my_friends|my_plants|my_phone',
  },
  {
    category: 'suicide',
    phrase: 'kms|kys',
    notBefore:
      'few|couple|many|several|of|the|two|three|four|five|six|seven|eight|nine|ten|hundred|more|extra|last|first|#',
    notAfter:
      'run|ran|walk|walked|cycled|today|away|of|on|from|to|a|per|each|every|left|in|uphill|downhill|done|total|later|yesterday|this|last|if_i_have_to|if_i_hear|if_i_see|if_this|if_that|if_one_more',
  },
  // Killing oneself, any way it is put.
  { category: 'method', phrase: '@LETHAL @SELF', notAfter: '@LETHAL_FIGURE' },
  { category: 'method', phrase: '@INTEND to? ~2 @LETHAL @SELF', notAfter: '@LETHAL_FIGURE' },
  {
    category: 'method',
    phrase: 'end|ending|take|taking|took|ended my own? life',
    notAfter:
      'back|in|into|to_the_next|forward|as_i_know_it|as|story|savings|by_the_horns|seriously|and_start|and_begin',
  },
  { category: 'method', phrase: 'end|ending it all', notAfter: 'with|on|for|at|by' },
  {
    category: 'method',
    phrase: 'i ~3 @INTEND to? end it',
    notAfter: '@END_IT_FIGURE',
    notBefore: 'relationship|friendship|he|she|they',
  },
  // A wish to die.
  {
    category: 'wish',
    phrase: '@WISH to? ~2 @DEATH',
    notAfter: '@LIFE_FIGURE',
    notBefore: '@OTHER_SUBJECT ~2',
  },
  {
    category: 'wish',
    phrase:
      'i ~3 going to die|kill_myself|end_it_all|end_my_life tonight|today|tomorrow|soon|this_week|this_weekend|by_my_own_hand',
  },
  {
    category: 'wish',
    phrase:
      'wish|wished|hope i ~1 was|were|could_be|had_been|would_be dead|gone|never_born|not_alive|not_here|not_around',
    notAfter:
      'on|at|for|from|to|by|with|in|before|after|good|easy|tired|set|serious|right|keen|chuffed|proud|lucky|funny|excited',
  },
  {
    category: 'wish',
    phrase: 'wish i had|would never been born',
    notAfter: 'in|on|at|into|during|before|after|a|an|as|with|the|so|here|there',
  },
  { category: 'wish', phrase: 'should never have been born' },
  {
    category: 'wish',
    phrase: 'hope|hoping|hoped|wish|wishing|pray|praying|prayed ~3 i ~1 do|will? not|never wake up',
    notAfter:
      'the|my|him|her|them|you|anyone|everyone|early|late|before|at|in|with|on|too|until|again_with|hungover|this|so|that',
  },
  {
    category: 'wish',
    phrase: 'sleep|go_to_sleep|fall_asleep|close_my_eyes and never|not wake up',
    notAfter: 'until|till|before|early',
  },
  { category: 'wish', phrase: 'never wake up again|ever' },
  { category: 'wish', phrase: 'do|did not want ~1 to wake up $' },
  { category: 'wish', phrase: 'do|did not want ~1 to wake up tomorrow|any_more|ever_again|again' },
  {
    category: 'wish',
    phrase: 'do|did not want ~1 to live|exist|be_alive ~1 any_more|any_longer|ever_again|$',
  },
  {
    category: 'wish',
    phrase:
      'do|did not want ~1 to be here|around|on_this_earth|in_this_world any_more|any_longer|$',
    notAfter:
      'this|at|in|at_this|in_this|at_the|in_the ~1 party|job|meeting|city|town|class|school|country|house|flat|office|place|queue|team|group|chat|server|app|area|relationship|company|gym|club|course|hospital|room|pub|bar|wedding|event',
  },
  {
    category: 'wish',
    phrase:
      'do|did not want ~1 to go_on|keep_going|carry_on|continue|keep_living|do_this any_more|any_longer|$',
  },
  {
    category: 'wish',
    phrase: 'do|did not want to be alive|exist',
    notAfter: 'when|in|during|if|for_the|at_the|on_the',
  },
  {
    category: 'wish',
    phrase:
      'want|wish|ready|need for? it_all|everything|my_life|all_of_it|this_life to end|stop|be_over',
    notAfter:
      'for_a|for_one|until|soon|so|already|early|raining|snowing|for|at|when|before|after|hurting_my|being|being_so',
  },
  {
    category: 'wish',
    phrase: 'wish my_life|it_all|everything|this_life|life would ~1 end|stop|be_over',
    notAfter: 'for_a|for_one|until',
  },
  {
    category: 'wish',
    phrase:
      'want|need|make the pain|it|this|everything|it_all to? stop|end forever|for_good|permanently',
  },
  { category: 'wish', phrase: 'end my|the suffering|pain for_good|forever|permanently' },
  { category: 'wish', phrase: 'end my suffering', notAfter: 'with|from|in' },
  { category: 'wish', phrase: 'permanent|eternal|forever|endless|final sleep|nap|rest' },
  {
    category: 'wish',
    phrase: 'i ~2 deserve to die|suffer|be_dead|be_punished|hurt|be_hurt|not_exist|be_gone|pain',
  },
  {
    category: 'wish',
    phrase:
      'i ~1 am ready to die|go_now|go_for_good|leave_this_world|leave_this_life|leave_this_earth|leave_life|leave_the_world|leave_this_planet',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'wish',
    phrase: 'disappear and never come|be back|return|be found',
    notAfter: 'to_this_gym|to_this_place|to_that|here',
  },
  { category: 'wish', phrase: 'hope|pray|praying i ~1 die', notAfter: '@DIE_FIGURE' },
  {
    category: 'wish',
    phrase:
      'being|be dead|gone|not_alive would_be|is|seems|sounds|will_be ~1 easier|better|a_relief|peaceful|nicer',
  },
  { category: 'wish', phrase: 'dying would_be|is|seems|sounds ~1 easier|a_relief|peaceful' },
  {
    category: 'wish',
    phrase: 'can not stop thinking about dying|death|killing_myself|suicide|ending_it|my_death',
  },
  {
    category: 'wish',
    // ADR 103: a topic too: thinking about death since someone died is grief.
    topic: true,
    phrase:
      'thinking|think|thought about|of dying|death|my_death|my_own_death ~2 a_lot|all_the_time|every_day|constantly|again|lately|and_i_want_it|$',
  },
  {
    category: 'no_future',
    phrase:
      'death|dying|suicide|killing_myself|ending_it|ending_my_life seems|is|feels|looks ~2 only|best|easiest way_out|option|answer|choice|solution|escape',
  },
  // No future, hopelessness.
  {
    category: 'no_future',
    phrase:
      'no reason|point to|in|of live|living|my_life|my_existence|me_being_here|go_on|going_on|be_alive|being_alive|keep_going|keep_living|exist|existing|life|carry_on|carrying_on|stay|staying|wake_up|waking_up',
    notAfter:
      'in|at|with|near|on|without|for|like|off|to|the|a|this|that|my|holiday|trip|about|and_on',
  },
  {
    category: 'no_future',
    phrase: 'no point in|to? trying|anything|any_of_it|it_all|fighting|going_on ~1 any_more|$',
  },
  {
    category: 'no_future',
    phrase: 'nothing ~3 left? to live for',
    notAfter:
      'in|at|on|around|after|here_after|until|till|but|except|apart_from|other_than|besides',
  },
  { category: 'no_future', phrase: 'nothing left for me ~2 $|any_more|here|in_this_world' },
  {
    category: 'no_future',
    phrase: 'nothing to look forward to $|any_more|ever|in_life|in_my_life',
  },
  {
    category: 'no_future',
    phrase:
      'life|living|it is|is_not|isnt|is_no_longer|not|am_not no? ~1 worth living|it|going_on|the_pain|the_effort',
    notAfter: 'for|to|without|if|unless|in|on|just',
    notBefore: 'this_diet|this_job|the_gym|the_workout',
  },
  {
    category: 'no_future',
    phrase: 'life is not|no_longer worth living|it',
    notAfter: 'for|to|without|if|unless|in|on|just',
  },
  {
    category: 'no_future',
    phrase:
      'what is the point of|in living|life|being_alive|going_on|existing|it_all|anything|trying|carrying_on|waking_up|getting_up',
    notAfter:
      'in|at|with|on|for|if|when|before|after|to|the|a|my|this|early|late|so|every|without|as',
  },
  {
    category: 'no_future',
    phrase:
      'tired|sick|weary|exhausted of|with living|being_alive|life|existing|being_me|being_here|being_a_burden|waking_up|breathing',
    notAfter:
      'on|in|with|out|at|like_a|like_that|from|through|off|paycheck|pay_cheque|hand_to_mouth|alone|next|near|by|so|that|this|here|there|without',
  },
  {
    category: 'no_future',
    phrase: 'tired|sick|weary|exhausted of|with everything|fighting|trying $',
  },
  {
    category: 'no_future',
    phrase:
      'i ~3 done with life|living|it_all|being_alive|existing|this_life|this_world|the_world|everything|trying|fighting',
    notAfter:
      'on|in|at|for|the|this|my|that|today|now|from|before|so|since|until|and_ready_for|as|admin|cup|series|tour|war|map|level|building|of|paycheck|pay_cheque|hand_to_mouth|out_of',
  },
  {
    category: 'no_future',
    notAfter:
      'this|the|that|with|without|in|because_of|until|i_need_a_new|need_a_new|i_need_new|i_need_to_buy|i_need_to_get_a_new|i_need_to_find_a_new',
    phrase:
      'can|could not ~1 go_on|keep_going|do_this|take_it|take_this|cope|handle_it|handle_this|handle_life|live_like_this|keep_living|carry_on|live|survive_this|do_life|be_here|keep_fighting|fight_it|fight_this|bear_it|bear_this any_more|any_longer|like_this|much_longer',
  },
  { category: 'no_future', phrase: 'can|could not ~1 go_on|keep_living|carry_on $' },
  {
    category: 'no_future',
    phrase:
      'there is|i_see|i_have|i_can_see|i_can_not_see no|not_a|not_any way_out|hope_left|hope_for_me|future|light_at_the_end|point_any_more|reason_to_stay',
    notAfter: 'in|at|for_this|for_the|with|of_this|of_the|on|as|to|about',
  },
  {
    category: 'no_future',
    phrase:
      'can|could|do not see a|any way_out|way_forward|future|point|reason_to_live|light|tomorrow',
    notAfter: 'in|at|for_this|for_the|with|of_this|of_the|on|as|to|about|to_do|to_this',
  },
  { category: 'no_future', phrase: 'no way out but|except|other_than|apart_from' },
  { category: 'no_future', phrase: 'i have|there_is no future $|for_me|left|ahead|any_more' },
  {
    category: 'no_future',
    phrase:
      'it|things|life|nothing|everything will|is_going_to|is_never_going_to ~1 never|not|ever get_better|be_better|be_okay|change',
    notAfter: 'than|until|unless|if|for|with|at|in|on|by|before|after|the|this|tomorrow|next|soon',
  },
  {
    category: 'no_future',
    phrase:
      'i ~3 feel|am|been|feeling so|completely|totally|utterly|just|really|very|truly|deeply? hopeless|helpless_and_hopeless|empty_and_hopeless',
    notAfter:
      'at|with|about|when|in|on|for|as|because_i|cook|cooking|romantic|case|with_directions',
  },
  {
    category: 'no_future',
    phrase: 'everything|life|it_all|my_life is|feels|seems ~1 hopeless|pointless|meaningless $',
  },
  {
    category: 'no_future',
    phrase:
      'given|gave|give|giving|giving_up up? on life|living|myself|everything|being_alive|ever_getting_better|the_future|any_future|hope',
    notAfter:
      'for_a|for_one|for_the|for_this|for_today|until|till|at|in|on|for_now|admin|insurance|hacks|lessons|goals|as',
  },
  {
    category: 'no_future',
    phrase:
      'no one|people|anyone would|will|is_going_to ~1 care|notice|mind if|when i ~1 died|was_gone|were_gone|disappeared|was_dead|killed_myself|was_not_here|was_not_around|ended_it|stopped_existing',
  },
  {
    category: 'no_future',
    phrase:
      'no one|people|anyone would|will|is_going_to ~1 care|notice|mind if|when i am gone|dead',
    notAfter: 'for|on|to|from|at|in|away|out',
  },
  {
    category: 'no_future',
    phrase: 'no one would|will ~1 miss me',
    notAfter: 'at|if_i_skip|if_i_skipped|if_i_left|if_i_do_not_go|this|for|on|in',
  },
  // A burden.
  {
    category: 'burden',
    phrase: 'better off dead|without_me|six_feet_under|in_the_ground|in_my_grave|in_a_coffin',
    notBefore: '@NOT_A_PERSON ~3',
    notAfter:
      'taking|on|in|at|for|as|playing|cooking|singing|around|there|here|and_i_am_better|in_the|on_the',
  },
  {
    category: 'burden',
    phrase:
      'better|happier|relieved|glad|easier|happy|fine off? ~2 if|when i ~1 died|was_gone|were_gone|disappeared|never_existed|was_dead|were_dead|was_not_here|were_not_here|was_not_around|were_not_around|was_never_born|killed_myself|was_not_alive|just_went_away|was_not_in_the_picture',
  },
  {
    category: 'burden',
    phrase: '@I %3 a burden|burden_to_everyone|burden_on_everyone',
    notAfter:
      'to_no_one|to_nobody|to_anyone|on_no_one|on_my_knees|on_my_knee|on_my_back|on_my_joints|on_my_body|on_my_feet|on_my_legs|on_my_wallet|on_my_bank|on_my_budget|on_my_hips|on_my_neck|on_my_shoulders|of_proof|on_the_team|at_work|when|while|if|asking|to_ask|for_a_few|for_a_while|for_a_week|until',
  },
  {
    category: 'burden',
    phrase:
      'burden to|on|for everyone|everybody|my_family|them|people|others|my_kids|my_parents|my_friends|the_world|all',
  },
  { category: 'burden', phrase: 'everyone|everybody|they|world ~3 without me' },
  {
    category: 'burden',
    phrase:
      'i|me am|was|feel ~2 nothing but|only|just a burden|waste_of_space|waste_of_air|waste_of_oxygen|waste_of_life',
  },
  { category: 'burden', phrase: 'waste of space|air|oxygen', notAfter: 'in|on|at' },
  { category: 'burden', phrase: 'the world ~2 better place without me' },
  // Method, plan and means.
  {
    category: 'plan',
    phrase:
      'i ~2 have|made|got|came_up_with|worked_out|figured_out|wrote ~1 a|the|my plan to|for|on ~3 die|end_it|end_it_all|kill_myself|do_it|end_my_life|end_things|go|unalive_myself|take_my_life|overdose',
  },
  {
    category: 'plan',
    phrase: 'picked|chosen|set|chose a|the ~1 date|day|place|spot|bridge|method|time|night',
    weak: true,
  },
  {
    category: 'plan',
    phrase:
      'stockpiling|stockpiled|hoarding|hoarded|saving_up|saved_up|been_saving|collecting|collected|stashing|stashed|hiding|hid|saving ~3 @MEANS',
    notAfter:
      'for_flu|for_cold|for_winter|for_the_trip|for_travel|for_the_holiday|from_the_kids|from_my_kids|from_the_dog|for_emergencies',
  },
  {
    category: 'method',
    phrase:
      'take|taking|swallow|swallowing|down every|each pill|tablet ~2 i_have|in_the_house|i_own|i_can_find|i_have_got',
  },
  {
    category: 'method',
    phrase:
      'took|taken|swallowed|take|taking too many|much ~2 on purpose|deliberately|intentionally',
  },
  // A whole supply of a medicine, to be taken at once: "going to take my whole box of warfarin",
  // "will swallow the entire bottle of venlafaxine" (a dosing question has no intent before it).
  {
    category: 'method',
    phrase:
      'going|gonna|will|about|planning|plan|decided|ready to? take|swallow|down|neck|use my|the|a|an? whole|entire|full box|bottle|pack|packet|tub|strip|supply|stash|month|prescription of ~2 @MEDICINES',
    // A course finished as prescribed: "the whole pack of antibiotics over the week, as told".
    notAfter:
      'as_prescribed|as_directed|as_told|as_the|as_my|like_the|like_my|over|across|for|each|every|per|a_day|twice|once|with_food|course|to_finish|to_the_end',
  },
  {
    category: 'method',
    phrase:
      'going|gonna|will|about|planning|plan|decided|ready to? empty my|the @MEDICINES drawer|cabinet|box|bottle|tub|stash',
  },
  {
    category: 'plan',
    phrase: 'how much|many ~2 @MEANS ~4 kill me|to_die|to_kill_me|to_kill_myself|to_end_it',
  },
  { category: 'plan', phrase: 'lethal|fatal|deadly dose|amount ~3 for me|to_die|to_kill_myself' },
  {
    category: 'plan',
    phrase: 'enough @MEANS ~2 to ~1 die|kill|end|not_wake|do_it|overdose|go|never_wake|stop',
  },
  {
    category: 'plan',
    phrase:
      'how many ~2 @MEANS ~3 to_die|would_kill|will_kill|to_kill|to_overdose|is_lethal|to_end_it|to_not_wake_up|to_never_wake_up|to_go_to_sleep_forever|would_it_take_to_die|does_it_take_to_die|kill_you|kill_a_person|kill_someone|stop_my_heart',
  },
  { category: 'plan', phrase: 'how many ~3 @MEANS ~1 would|does|will it take $' },
  {
    category: 'plan',
    phrase: 'lethal|fatal|deadly dose|amount of? my|for_me|to_die|to_end|to_kill_myself',
  },
  { category: 'plan', phrase: 'lethal|fatal|deadly dose|amount of ~1 @MEANS' },
  {
    category: 'plan',
    phrase:
      'painless|easiest|quickest|best|surest|fastest|least_painful|quick|quiet|peaceful|simplest way|ways|method|methods to ~1 die|end_it|kill_myself|kill_yourself|end_my_life|end_your_life|commit|unalive|not_wake_up|go_to_sleep_forever|end_it_all',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'plan',
    phrase:
      'how to|do|can i ~1 kill myself|end_my_life|end_it_all|unalive_myself|die_painlessly|die_quickly',
  },
  {
    category: 'plan',
    phrase:
      'how high|tall ~5 bridge|building|jump|fall|roof|drop ~3 to_die|to_kill|to_be_sure|to_make_sure|to_make_certain|to_be_certain|for_sure|to_not_survive|to_end_it|kill_you|fatal|so_i_do_not_survive',
  },
  {
    category: 'plan',
    phrase: 'how long ~3 to_bleed_out|to_die|to_suffocate|to_drown|before_i_die',
    // ADR 103: "how long does it take to drown a tomato plant": an object is drowned, not me.
    notAfter: 'a|an|the|my|your|his|her|their|it|them|this|that|plants|plant|weeds|bugs|seedlings',
  },
  {
    category: 'method',
    phrase: 'tie|tying|tied|make|making|made|bought|buy|got ~1 a|the|my noose',
    notAfter: 'knot|knots|hitch',
  },
  {
    category: 'method',
    phrase: 'noose',
    notAfter: 'knot|knots|hitch',
    notBefore: 'tie_a|sailing|scout',
  },
  {
    category: 'method',
    phrase: 'rope|belt|cord|noose|cable ~2 around|round|over my neck',
    notAfter: '. no|not|nope|haha|lol|jk',
  },
  {
    category: 'method',
    phrase:
      'bought|got|have|tied|tying|tie|hung|hanging|checked ~2 a|the|some rope|belt|cord ~3 for_myself|for_me|ready|tonight|from_the|to_the_beam|to_the_ceiling|to_the_banister|to_hang|strong_enough|beam|ceiling|banister|loft|garage_beam',
    notAfter:
      'climb|climbing|swing|course|bag|ladder|for_the|for_a|for_my|for_our|for_tug|for_camping|for_the_boat|for_the_tent',
  },
  { category: 'method', phrase: '@INTEND to? rope $|tonight|myself|soon|today' },
  {
    category: 'method',
    phrase:
      '@INTEND to? ~2 jump|jumping|leap|leaping|throw_myself|yeet_myself|step|stepping|walk|walking|lie|lying|drive|driving|crash|swerve|swerving ~1 off|from|onto ~2 a|the|this|that|my ~1 @HEIGHT',
    notAfter:
      'into_the_water|into_the_lake|into_the_river|into_the_sea|into_the_pool|into_the_ocean|to_catch|to_get|for_fun|with_my|with_friends|station|stop|ride|home|to_work',
  },
  {
    category: 'method',
    phrase:
      '@INTEND to? ~2 jump|jumping|leap|leaping|throw_myself|yeet_myself|step|stepping|walk|walking|lie|lying|drive|driving|crash|swerve|swerving ~1 in_front_of|under ~2 a|the|this|that|my|oncoming? ~1 @HIGH_PLACE',
    notAfter:
      'into_the_water|into_the_lake|into_the_river|into_the_sea|into_the_pool|into_the_ocean|to_catch|to_get|for_fun|with_my|with_friends|station|stop|ride|home|to_work',
  },
  {
    category: 'method',
    phrase:
      'drive|driving|crash|crashing|swerve|swerving|steer|steering|plough|ploughing|plow|plowing my? car? into a|the|oncoming ~1 tree|wall|lorry|truck|traffic|river|bridge|pillar|barrier',
    notAfter: 'by_accident|accidentally|last|yesterday|when_i|while',
    notBefore: 'nearly|almost|accidentally|not|never|he|she|they|someone|who|driver',
  },
  {
    category: 'method',
    phrase:
      'standing|sitting|stood|sat on ~2 the|a edge|ledge|bridge|railing|tracks|roof_edge|edge_of_the_roof ~4 right_now|now|tonight|looking_down|about_to|want_to_jump|ready_to_jump|can_not_stop_thinking',
  },
  {
    category: 'method',
    phrase: 'on|at ~3 the|a|my @HEIGHT ~5 @INTEND to? jump|leap|fall',
  },
  {
    category: 'method',
    phrase:
      'step|stepping|walk|walking|jump|jumping in front of a|the ~1 train|bus|car|lorry|truck|tube',
    notAfter: 'photo|picture|selfie|camera',
  },
  {
    category: 'method',
    phrase:
      'slit|slitting|slice|slicing|sliced|slash|slashed|slashing|open|opening my wrists|wrist|throat|veins',
  },
  {
    category: 'method',
    phrase: 'cut|cutting|slice|slicing my|me wrists|wrist|veins|throat',
    notAfter: 'on|while|by_accident|accidentally|opening|chopping|with_paper',
  },
  {
    category: 'method',
    phrase:
      'put|putting|hold|holding|held a|the|my bullet|gun|barrel in|to|against my head|brain|mouth|temple',
  },
  { category: 'method', phrase: 'gun to my head|temple' },
  { category: 'method', phrase: 'eat|eating a|my bullet|gun' },
  {
    category: 'method',
    phrase: 'bleed out',
    notAfter: 'the_brakes|the_radiator|the_air|the_system|the_lines',
  },
  { category: 'method', phrase: 'in the bath with ~2 razor|blade|toaster|hairdryer' },
  {
    category: 'method',
    phrase: 'carbon monoxide|charcoal ~4 car|garage|room|tent ~4 myself|me|sleep|die',
    notBefore: 'alarm|detector',
  },
  // Overdose, taken or meant.
  { category: 'method', phrase: 'took|taken|take|taking|swallowed|swallow an|a overdose' },
  {
    category: 'method',
    phrase:
      'i|me ~2 will|going_to|want_to|about_to|might|planning_to|plan_to|tempted_to|thinking_about|thought_about|ready_to|urge_to|could|should|just overdose|od|overdosing',
    notAfter:
      'on_coffee|on_caffeine|on_sugar|on_sunshine|on_chocolate|on_netflix|on_tv|on_carbs|on_cake|on_vitamin|on_cardio|on_fruit|on_love',
  },
  {
    category: 'method',
    phrase: 'overdosed|overdosing on my? ~1 @MEANS',
  },
  {
    category: 'method',
    phrase:
      'take|taking|took|taken|swallow|swallowing|swallowed|down|downing|downed all ~1 my|the|of_my|of_the? ~2 @MEANS ~2 at_once|tonight|now|together|in_one_go|and_go_to_sleep|with_vodka|with_alcohol|with_wine|with_whisky|and_wait|$',
    notAfter:
      'with_food|with_water_in_the_morning|every|each|as_prescribed|in_the_morning|with ~1 breakfast|lunch|dinner|meal|meals|water|food',
  },
  {
    category: 'method',
    phrase:
      'swallowed|took|taken|take|taking|downed|down a whole|an_entire|a|the_whole ~1 bottle|packet|pack|box|handful|jar|strip|blister_pack of? ~2 @MEANS',
    notAfter: 'as_prescribed|with_food|every',
  },
  { category: 'method', phrase: 'swallowed|downed|took all ~1 my|the|of_my|of_the @MEANS' },
  // Self-harm.
  {
    category: 'self_harm',
    topic: true,
    phrase:
      'self harm|harming|harmed|harms|injury|injure|injuring|hurt|hurting|mutilation|mutilate|mutilating|destruct|destructing|inflicted',
    notAfter:
      'prevention|awareness|research|training|course|module|support|services|talk|lecture|policy',
  },
  {
    category: 'self_harm',
    phrase:
      '@HARM @SELF with a|the|my lighter|lighters|blade|blades|razor|razors|knife|compass|cigarette|scissors|glass|needle',
  },
  {
    category: 'self_harm',
    phrase: 'sh',
    // ADR 155: "1 yr no sh", "sh free since May": a time free of it, told as recovery.
    notBefore:
      'relapsed_on|relapse_on|urges_to|urge_to|into|from|about|with|my|stop|started|did|do|clean_from|clean_of|days_clean_from|no|free_of',
    notAfter: 'free',
  },
  {
    category: 'self_harm',
    phrase:
      'relapsed|relapse|urge|urges|started|did|been_clean_from|clean_from|stop|doing|do|scars|marks from|on|to|of? sh',
  },
  { category: 'self_harm', phrase: 'sh urges|scars|relapse|wounds|again|marks' },
  { category: 'self_harm', phrase: '@HARM @SELF', notAfter: '@HARM_FIGURE' },
  { category: 'self_harm', phrase: '@INTEND to? ~2 @HARM @SELF', notAfter: '@HARM_FIGURE' },
  { category: 'self_harm', phrase: '@HARM @SELF $' },
  // A cut gone too far ("I've already cut too deep"); a cut into a thing says what it cut.
  {
    category: 'self_harm',
    phrase: 'i ~2 cut|cuts too_deep|too_deeply|deeper_than_ever|deeper_than_before|deep_this_time',
    notAfter: 'into|in|on|the|with|while|when|a|an|my_finger|my_thumb|chopping|shaving',
  },
  // Harm as a way of coping, told by what sets it off ("I burn myself when I feel numb", "I hit
  // myself in the face when I mess up", "bang my head against the wall when it gets too much"): an
  // accident is told by what one was doing ("when I was cooking"), a habit by how one feels.
  {
    category: 'self_harm',
    phrase:
      '@COPING_HARM @COPING_HARMED ~5 when|whenever|every_time|each_time|if i|it|things|everything feel|feels|get|gets|am|mess_up|messed_up|fail|failed|panic|spiral|spiralling|overwhelmed|upset|angry|numb|too_much|bad|cannot_cope|can_not_cope|hate_myself',
  },
  {
    category: 'self_harm',
    phrase:
      'urge|urges|want|wanting|need|itch|craving|crave to? cut|burn|harm|hurt ~1 $|again|so_bad|so_badly|tonight|deeper|deep|myself|right_now|rn|the_pain_away',
  },
  {
    category: 'self_harm',
    phrase: 'urge|urges|want|wanting|need|itch|craving|crave to? cut|burn|carve my @BODY',
  },
  {
    category: 'self_harm',
    phrase:
      'been|started|start|keep|kept|back_to|went_back_to|am|was|caught_myself cutting|burning|scratching|hitting_myself again',
    notAfter: 'for|this|after|phase|season|to|down|back|carbs|calories',
  },
  {
    category: 'self_harm',
    phrase:
      'relapsed|relapse|slipped|slip ~4 cut|cutting|cuts|burned|burning|blade|blades|razor|self_harm|hurting_myself|sh',
    notBefore: 'knife|blade|razor|hand|foot|grip|it|saw|scissors|chisel|peeler|grater|mandoline',
    notAfter: 'my|myself ~1 finger|fingers|thumb|hand|palm|foot|toe|lip|chin|knee|on|while|shaving',
  },
  {
    category: 'self_harm',
    phrase:
      'fresh|new|deep|deeper|open|bleeding cuts|scars|wounds|marks on|across|along my ~1 @BODY',
  },
  {
    category: 'self_harm',
    phrase: 'cuts|scars|marks on|across|along my ~1 wrists|wrist|thighs|thigh|forearms|forearm',
    notBefore: 'paper|old_surgery',
  },
  {
    category: 'self_harm',
    phrase:
      'cut|cutting|carve|carving|carved|burn|burning|scratch|scratching ~3 into|open my ~1 @BODY',
  },
  {
    category: 'self_harm',
    phrase:
      'cut|cutting|carve|carving|carved|burned|burn|burning|scratched|scratching|hit|hitting|punched|punching my @BODY ~1 again|deeper|on_purpose|until_it_bled|until_they_bled|till_it_bled|tonight|with_a_blade|with_a_razor|with_a_lighter|to_feel',
  },
  {
    category: 'self_harm',
    phrase:
      'blade|blades|razor|razors|lighter|compass|knife|knives|scissors|glass to|on|against|across|into my ~1 @BODY',
  },
  {
    category: 'self_harm',
    phrase:
      'took|take|taking|used|use|using|held|hold|holding|pressed|pressing a|the|my blade|razor|lighter|knife ~2 to|on|against|across|into my ~1 @BODY',
  },
  { category: 'self_harm', phrase: 'make|made|making myself bleed|bruise|bleed_again' },
  {
    category: 'self_harm',
    phrase: 'until|till i bleed|bled',
    notBefore: 'flossed|brushed|floss|brush|scrub',
  },
  {
    category: 'self_harm',
    phrase: 'days|weeks|months clean from|of|without cutting|self_harm|hurting_myself|sh|the_blade',
  },
  {
    category: 'self_harm',
    phrase: 'hurt|hurting|harm|harming|punish|punishing myself on purpose|again|because',
  },
  // Farewell and giving things away: weak signs that need finality.
  { category: 'farewell', phrase: 'goodbye|farewell|bye cruel? world|life|earth $' },
  // ADR 103: "goodbye cruel world, hello weekend!" is a joke on the phrase.
  { category: 'farewell', phrase: 'goodbye cruel? world', notAfter: 'hello|hi|welcome' },
  { category: 'farewell', phrase: 'this is goodbye', notAfter: 'to|for_now|sugar|carbs' },
  {
    category: 'farewell',
    phrase: 'my final|last goodbye|words|note',
    notAfter: 'to_the|to_this|to_that|to_our|to_my_old|to_our_old|on_the|for_the_day|for_today',
  },
  { category: 'farewell', phrase: 'my final message' },
  { category: 'farewell', phrase: 'letter|letters|note|notes|messages ~4 to? say goodbye' },
  { category: 'farewell', weak: true, phrase: 'goodbye|farewell $' },
  {
    category: 'farewell',
    // ADR 103: "goodbye forever, braces!": a farewell to a thing names it after; to the world,
    // to everyone, or said alone, it is the writer's.
    phrase:
      'goodbye forever|for_good|for_the_last_time $|everyone|all|world|guys|friends|my_friends|my_loves|yall|you_all|cruel|mum|mom|dad',
  },
  {
    category: 'farewell',
    phrase:
      'suicide|goodbye|farewell|last note|notes|letter|letters|message|messages ~3 to|for ~1 my|everyone|you|family',
    notAfter:
      'sugar|smoking|cigarettes|alcohol|booze|carbs|junk|ex|caffeine|coffee|old|twenties|job|work|diet|dieting|anxiety|body|gym|colleagues|team|class|students|staff|customers|neighbours|landlord|boss|teacher|coworkers|manager|clients|pupils',
  },
  {
    category: 'farewell',
    phrase:
      'wrote|written|writing|write|left|leave|leaving|finished ~1 a|my|the suicide|goodbye|farewell note|notes|letter|letters',
    notAfter:
      'to_sugar|to_smoking|to_cigarettes|to_alcohol|to_booze|to_carbs|to_junk|to_my_ex|to_caffeine|to_coffee|to_my_old|to_my_twenties|to_my_job|to_work|to_my_diet|to_dieting|to_my_anxiety|to_my_body|to_the_gym|to_my_gym',
  },
  {
    category: 'farewell',
    phrase: 'by the time you|anyone|someone read|reads|find|finds|see|sees this',
    notAfter: '@READ_THIS_LATER',
  },
  {
    category: 'farewell',
    phrase: 'you|anyone|nobody will|wo not? never? hear|see from? me again|ever_again',
  },
  { category: 'farewell', phrase: 'last time you|anyone|any_of_you will? hear|see from? me' },
  {
    category: 'farewell',
    phrase:
      'will not be here|around much|for much longer|for_long|any_more|any_longer|after_tonight|after_this_weekend|by_morning',
    notAfter: 'at|in|on|because|as|since|for_work|this_summer|during',
  },
  {
    category: 'farewell',
    phrase:
      'my last night|day|hours|weekend|birthday|christmas alive|on_earth|on_this_earth|ever|here_on_earth',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'goodbye|farewell everyone|all|guys|friends|world|yall|you_all|my_friends|my_loves',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'saying|say|said my? goodbye|goodbyes to? ~2 everyone|all|you|family|friends|world',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'this is|will_be my last post|message|time_posting|night|day|birthday|christmas',
    // "my last post as mod of the running group", "my last day at work": a role or a place left.
    notAfter: 'as|at|in|on|with|of|here_as|before_the|before_my|for_the|for_this',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'it was|has_been|its_been nice knowing you|everyone|yall|you_all|all_of_you',
  },
  {
    category: 'absence',
    weak: true,
    phrase: 'will not be here|around tomorrow|next_week|next_month|next_year|much_longer',
  },
  {
    category: 'absence',
    weak: true,
    phrase: 'will not be here|around $|to|soon|after|for_long',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'tonight is the night|tonight_is_when|this_is_the_night',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'i ~2 know|decided|chosen|picked|worked_out|figured_out how|when|where|the_way ~1 i ~3 do|end it|this',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'going|decided|ready|planning|will|about to? do|doing it tonight|tomorrow|this_weekend|soon|when|after|on|while|once|today|$',
  },
  {
    category: 'means',
    weak: true,
    phrase: '@MEANS are|is lined_up|ready|counted|sorted|in_front_of_me|next_to_me',
  },
  { category: 'ready', weak: true, phrase: 'i am ready now? $' },
  {
    category: 'means',
    weak: true,
    phrase:
      'got|have|bought|got_hold_of the|my|enough|some|a ~1 @MEANS ~2 ready|now|here|in_my_bag|in_my_hand|in_front_of_me|sorted|lined_up|counted|next_to_me',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'wrote|written|writing|updated|update|made|sorted my will|affairs',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'giving|gave|give|given|handing|handed|left|leaving|donating|donated away? ~1 all? my|most_of_my|all_of_my ~2 @THINGS',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'found|finding|find new? homes|a_home|a_new_home|someone_to_take|someone_to_look_after for my ~1 pets|pet|cat|cats|dog|dogs|rabbit|hamster|bird|fish',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'make|made|making sure my|the ~1 pets|pet|cat|cats|dog|dogs|kids|children|plants|family will_be|are|is|get looked_after|taken_care_of|cared_for|okay|ok|fine',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'look_after|take_care_of|feed|walk|care_for my ~1 pets|pet|cat|cats|dog|dogs|kids|children|plants|rabbit|hamster',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase: 'who|someone ~2 take|have|get ~1 my|all_my things|stuff|belongings|cat|dog|pets',
  },
  // ADR 155: "Anyone want my cat?", a pet or a treasured thing offered to whoever will take it.
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'anyone|anybody|somebody|someone|who want|wants my ~1 cat|cats|dog|dogs|pet|pets|rabbit|hamster|guitar|bike|car|clothes|things|stuff|belongings',
  },
  { category: 'finality', weak: true, phrase: '@FINAL' },
  { category: 'no_need', weak: true, phrase: '@NO_NEED' },
  // ── Families added in ADR 085: intent said by what death would be, or what is left ──────
  // Death weighed as better: "I'd rather be dead than feel this", "death would be a relief".
  {
    category: 'wish',
    phrase:
      'rather|prefer to? be_dead|die|be_gone|not_exist|not_be_alive|not_be_here|not_wake_up than ~3 feel|feeling|live|living|be_like_this|be_alive|be_here|be_me|go_through|live_through|go_on|going_on|keep|suffer|suffering|exist|existing|wake|face|deal|carry_on|continue|spend',
  },
  {
    category: 'wish',
    phrase:
      'being|be dead|gone|not_alive|not_here|not_existing ~1 has_to_be|would_be|must_be|is|seems|feels|sounds|will_be|could_be|might_be|has_got_to_be ~2 better|easier|a_relief|relief|kinder|peaceful|preferable|welcome|nicer|best',
  },
  {
    category: 'wish',
    phrase:
      'death|dying|not_existing|not_waking_up|never_waking_up|suicide|ending_it|ending_it_all|ending_my_life|killing_myself would|has_to|must|will|could|might ~1 be ~2 better|easier|a_relief|relief|kinder|peaceful|preferable|welcome|a_mercy|a_blessing|freedom|an_escape|best',
  },
  {
    category: 'wish',
    phrase:
      'happy|happier|glad|relieved|fine|better|easier|okay|ok|grateful if|when i never|did_not|do_not|would_not|could_not woke|wake|wake_up|died|survived',
    notAfter: 'early|before|at|until|till|again_at|with|on_a|on_time|hungover|late',
  },
  {
    category: 'wish',
    phrase:
      'let|make|take me ~1 die|not_wake_up|never_wake_up|sleep_forever|go_in_my_sleep|in_my_sleep',
    notBefore: 'will_not|do_not|never|would_not|you|he|she|they|@OTHER_SUBJECT',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'wish',
    phrase:
      'i ~2 should|must|ought_to|might_as_well|may_as_well just? die|be_dead|kill_myself|end_it|end_it_all|not_exist|not_be_here|not_be_alive|disappear_forever',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'wish',
    phrase: 'i ~2 do|did not deserve to live|be_alive|exist|be_here|breathe|life|to_be_alive',
  },
  {
    category: 'no_future',
    phrase:
      'care|cares|caring|matter|matters whether|if i ~1 live|living|am_alive|survive ~1 or die|not',
  },
  { category: 'no_future', phrase: 'if|whether i live or die' },
  {
    category: 'no_future',
    phrase: 'i ~3 do not care|mind if|whether i die|am_dead|wake_up|live|survive|get_hurt',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'wish',
    phrase: '@I %3 @WISH to? ~3 @DEATH',
    notAfter: '@LIFE_FIGURE',
    notBefore: '@OTHER_SUBJECT ~2',
  },
  {
    category: 'wish',
    phrase:
      'do|did not want ~1 to breathe|wake_up|come_up_for_air|keep_breathing|be_alive|feel_anything|be_me any_more|again|ever_again',
  },
  {
    category: 'wish',
    phrase:
      'so|so_that i can|could|will|would|might die|be_dead|end_it|not_wake_up|stop_existing|disappear_forever',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'wish',
    phrase:
      'imagining|imagine|imagined|picture|picturing|pictured|fantasise|fantasize|fantasising|fantasizing|dream|dreaming|think|thinking about? ~1 my own? funeral|death|grave ~9 want|peaceful|relief|soon|happen|better|welcome|looking_forward|calm|comforting',
  },
  // What is left: the only way out, the one thing holding on.
  {
    category: 'no_future',
    phrase:
      'only|one|last way out|escape|option|answer|solution|choice|exit|thing_left ~5 die|death|dying|end_it|end_it_all|suicide|kill_myself|end_my_life|not_exist|not_be_here|overdose',
  },
  {
    category: 'no_future',
    phrase:
      'only|one thing|person|reason stopping|keeping|holding|that_stops|that_keeps me ~1 from|back|alive|here|going ~3 jump|jumping|doing_it|ending_it|killing_myself|suicide|going_through_with_it|ending_my_life|ending_things|dying|$',
  },
  {
    category: 'no_future',
    phrase: 'only|one thing|person|reason keeping me alive|here|going|breathing',
  },
  {
    category: 'no_future',
    phrase:
      'life|my_life|living|existence|being_alive has|holds no meaning|point|purpose|value ~3 any_more|for_me|$',
    notAfter: 'without|until|unless|when|if',
  },
  {
    category: 'no_future',
    phrase:
      'i ~2 never going to|ever_going_to get better|be_okay|be_ok|be_happy|feel_better|recover $|and|so|any_more',
  },
  {
    category: 'no_future',
    phrase:
      'can|could not ~1 keep|go_on|carry_on fighting|fighting_it|fighting_this|trying|living|going $|and|any_more|any_longer|so',
  },
  {
    category: 'no_future',
    phrase: 'can|could not live without her|him|them ~1 any_more|any_longer|$',
  },
  {
    category: 'no_future',
    phrase:
      'i ~2 feel|am|feeling trapped ~4 no_way_out|pain|die|death|end|hopeless|forever|unbearable',
  },
  {
    category: 'no_future',
    phrase: 'unbearable|unending|endless pain ~6 stop|end|over for_good|forever|permanently',
  },
  // A burden lifted: "soon you won't have to worry about me", "easier without me".
  {
    category: 'burden',
    phrase:
      'will not|do_not|never have to worry|deal|put_up|bother|think|care|look_after about|with|for me ~1 any_more|again|ever_again|much_longer|soon',
  },
  {
    category: 'burden',
    phrase:
      'will not|am_not_going_to be a|your|their|anyones problem|burden|bother|worry ~3 much_longer|for_long|any_more|any_longer|soon',
  },
  {
    category: 'burden',
    phrase: 'would|will be ~1 easier|better|happier|lighter|simpler|calmer without me|than_with_me',
  },
  { category: 'burden', phrase: 'better off|happier|easier ~6 than with me $' },
  // The world, or one's people, better with the writer out of it ("the world would be lighter
  // with me out of it", "my wife and kids would genuinely be better off", said and left there).
  {
    category: 'burden',
    phrase:
      'would|will be ~1 easier|better|happier|lighter|simpler|calmer|better_off with me out_of_it|out_of_the_way|out_of_the_picture|gone|not_in_it',
  },
  {
    category: 'burden',
    phrase:
      'wife|husband|kids|children|family|partner|parents|everyone|everybody would|will ~1 be better_off $',
  },
  // Who finds the body: a plan that spares one's people the finding ("so that it is someone else
  // who finds me and not my kids", "so my daughter never finds me").
  {
    category: 'plan',
    phrase:
      'who|whoever|someone|somebody|the_one|one|so|that|make_sure ~4 finds|find|found me|my_body and_not|not|first_and_not|instead|rather_than|$',
    notAfter: '@HARM_FIGURE',
  },
  // Told to be understood later ("she will understand when she is older why I had to go").
  {
    category: 'farewell',
    phrase: 'understand|forgive ~4 why i had_to|needed_to|did_it|did_this go|leave|do_it|do_this $',
  },
  {
    category: 'burden',
    phrase:
      'doing everyone|them|you|the_world|everybody|my_family ~1 a favour|favor by_dying|by_not_being_here|by_going|if_i_died|if_i_was_gone|by_disappearing|by_ending_it|by_killing_myself|by_leaving_for_good|if_i_disappeared',
  },
  // Method and means said another way.
  {
    category: 'method',
    phrase: 'use|using|turn|turning it|the_gun|a_gun|my_gun|the_rope|the_knife on myself',
  },
  {
    category: 'method',
    phrase:
      'took|swallowed|taken|downed a_load|loads|a_lot|a_bunch|a_handful|handfuls|too_many|a_whole_lot of? ~1 @MEANS',
    notAfter: 'for|this|over|since|in|during|as|when|with_food|after_my|after_the',
  },
  {
    category: 'method',
    phrase:
      'going|want|about|planning|ready|decided to? take|swallow|down them|all ~1 all|of_them|at_once',
    notAfter: 'to|back|with_food|in_the_morning|to_the',
  },
  {
    category: 'method',
    phrase: 'a|the train|bus|lorry|truck|car|tube to step|jump|walk|throw_myself in front of|under',
  },
  {
    category: 'method',
    phrase:
      '@INTEND to? ~1 walk|walking|wade|wading|swim|swimming into|out_into the ~1 sea|river|lake|ocean|water|waves ~3 tonight|and_keep|and_not|and_never|until|for_good|forever|$',
    notAfter: 'for|with|to_cool|up_to|to_swim',
  },
  {
    category: 'method',
    phrase:
      'stopped|stop|stopping|quit|skipping|skipped taking|using? my ~1 insulin|meds|medication|medicine|tablets|pills ~3 on_purpose|so_i_can_die|so_i_die|to_die|so_i_will_die|so_i_could_die',
  },
  {
    category: 'method',
    phrase: 'taken|swallowed|took everything in|from the ~1 medicine|bathroom cabinet|cupboard',
  },
  {
    category: 'self_harm',
    phrase:
      'bang|banging|banged|hit|hitting|smash|smashing|slam|slamming my head against|on|into ~4 to_make|until|till|on_purpose|to_feel|to_stop|to_punish|so_the|because_i_hate',
  },
  {
    category: 'self_harm',
    phrase:
      'scratch|scratching|scratched|pick|picking|cut|cutting|hit|hitting|punch|punching|pinch|pinching ~1 my @BODY until|till ~1 they|it|i bleed|bled|bleeds|bruise|bruised|bruises',
  },
  {
    category: 'self_harm',
    phrase: 'starve|starving|starved myself to punish|as_punishment|because_i_deserve|so_i|until',
  },
  {
    category: 'self_harm',
    phrase: 'cutting|cut|burning|hurting|harming myself ~3 to cope|every|each|again|when',
    notAfter: '@HARM_FIGURE',
  },
  // A plan in other words: a date, the means, the courage, a "this time".
  {
    category: 'plan',
    phrase:
      'plan|means ~4 the means|the_pills|the_rope|what_i_need|the_courage|the_nerve|a_date|the_date',
    notBefore: 'business|training|meal|diet|workout|marathon|holiday|lesson|savings|phone|data',
  },
  {
    category: 'plan',
    phrase:
      'need|needs|have|find|finding|get|getting|got|had|lack the courage|nerve|guts|balls to do|go_through_with|end it|this|with_it',
  },
  {
    category: 'plan',
    phrase: 'my plan is|was to do|end it|this',
  },
  {
    category: 'plan',
    phrase:
      'i ~3 end|ending it tonight|today|now|for_good|this_time|for_real|for_real_this_time|this_weekend|tomorrow',
    notAfter: 'with|between|early|at|after|before|for|on|by|off|properly|nicely|and|or|if|when',
    notBefore:
      'relationship|friendship|he|she|they|we|you|who|the_film|the_show|the_game|it|finally|can|could|should|must|have_to|need_to',
  },
  {
    category: 'plan',
    phrase: 'tonight|today|tomorrow|this_weekend is it|the_night|the_day|when $',
    weak: true,
  },
  {
    category: 'plan',
    phrase:
      'researching|looking_up|looked_up|googled|googling|read_about|reading_about|searching ~3 ways|way|how to die|kill_myself|end_it|end_my_life|overdose|hang_myself|to_die_that|to_die_without',
  },
  {
    category: 'plan',
    phrase:
      'painless|quickest|quick|easiest|fastest|surest|least_painful way|ways|method|methods to? ~1 die|kill_myself|go|end_it|end_my_life|suicide|commit',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'plan',
    phrase: 'tallest|highest|nearest bridge|building|cliff|car_park|roof ~6 jump|die|end_it|fall',
  },
  {
    category: 'plan',
    phrase: 'how many|much ~3 @MEANS ~1 it would|will|does|would take $|to',
  },
  {
    category: 'plan',
    phrase:
      'how much|many ~2 @MEANS ~3 fatal|lethal|deadly|kill_me|kill_a_person|to_die|enough_to_die',
  },
  {
    category: 'means',
    phrase: '@MEANS ~5 in front of me|lined_up|next_to_me|on_my_desk|on_the_table|by_my_bed',
    weak: true,
  },
  {
    category: 'means',
    phrase: 'i have|got what i need $|to_do_it|for_it|to_end_it|ready',
    weak: true,
  },
  // Farewell in other words: love and sorry left for others, the last post, a goodbye to all.
  {
    category: 'farewell',
    weak: true,
    phrase:
      'want|need|wanted everyone|you|you_all|them|my_family|my_friends ~1 to know ~1 i love|loved|am_sorry them|you|all|everyone',
  },
  { category: 'farewell', weak: true, phrase: 'know that i loved|love you|them|everyone|all' },
  {
    category: 'farewell',
    weak: true,
    phrase:
      'tell my ~1 mum|mom|dad|family|kids|children|wife|husband|partner|brother|sister|parents|friends|son|daughter i_am_sorry|i_love|i_loved|sorry|that_i_love|that_i_loved',
  },
  {
    category: 'farewell',
    weak: true,
    phrase:
      'written|wrote|writing|write|left|leaving letters|notes|a_letter|a_note to|for ~1 my|everyone|each|all|the',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'last time i will|am_going_to|am|ever post|write|be_on_here|be_here|talk|speak|message',
  },
  {
    category: 'farewell',
    phrase:
      'this is my goodbye|final_message|last_message|final_post|final_words ~1 to? all|everyone|you_all|all_of_you|the_world|$',
  },
  // Not the world of a game or of work ('goodbye to the world of Warcraft', ADR 154).
  { category: 'farewell', phrase: 'goodbye|farewell to this|the world|life|earth', notAfter: 'of' },
  {
    category: 'farewell',
    weak: true,
    phrase: 'said|say|saying|said_my goodbye|goodbyes ~1 to? everyone|all|the_people',
  },
  {
    category: 'absence',
    weak: true,
    phrase:
      'not going to|will_not be around|here for|at|on ~1 christmas|my_birthday|new_year|the_summer|next_year|much_longer|long|the_new_year',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'my ~1 pets|pet|cat|cats|dog|dogs|rabbit|hamster|bird|fish gets|get|has|finds|find a? good|new|loving? home|homes',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'leaving|left|leave|giving|gave my ~1 savings|money|car|flat|house|things|stuff|jacket|coat|guitar|collection|everything to',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'i have decided|chosen|worked_out|figured_out how|when|where? $',
  },
  { category: 'plan', weak: true, phrase: 'i am|feel ready to go|leave|leave_it|leave_this $' },
  {
    category: 'wish',
    phrase: '@I %3 @INTEND to? ~2 @DEATH_ACT',
    notAfter:
      'with|between|off|early|at_work|at_the|on_a_high|on_a_good|back|to_the_next|into|forward|seriously|in_hand|on|as|like|in|for|from|laughing|with_laughter|a|an|at_spin|at_pilates|at_yoga|at_crossfit|at_training|at_bootcamp|at_parkrun|at_football|at_boxing|at_circuits|at_class|trying|savings',
    notBefore: '@OTHER_SUBJECT ~2',
  },
  {
    category: 'wish',
    phrase:
      'going|want|ready|about|planning to end it for_real|fr|this_time|tonight|for_good|today|now|soon',
  },
  {
    category: 'method',
    phrase:
      'will|going_to|want_to|about_to|planning_to|ready_to overdose|od on ~1 my|all|the|all_my|all_the|of_my ~1 @MEANS',
  },
  {
    category: 'wish',
    phrase: 'i ~2 hate being_alive|existing|living|waking_up_every_day|my_existence|being_me',
    notAfter: 'at|on|in|with|when|before|without|after|during|on_mondays|like_this_at',
  },
  {
    category: 'wish',
    phrase:
      'want|wish|need|going|ready|decided to? end|stop the|my|this pain $|forever|for_good|permanently|once_and_for_all|now',
  },
  {
    category: 'no_future',
    phrase: 'can|could not ~3 another day|week|night $',
  },
  {
    category: 'no_future',
    phrase: 'can|could not ~3 another day|week|night of|like this|living|life $',
  },
  {
    category: 'method',
    phrase:
      'take|swallow|down|taking|swallowing the|a whole|entire bottle|packet|box|pack tonight|$|at_once|now|in_one_go',
  },
  {
    category: 'method',
    phrase:
      'bought|got|buy|get|have|found a|the|my ~1 gun|rope|knife|pills|blade|razor|noose to end|kill|do|use ~1 it|myself|me|$',
    notAfter: 'for|with|on_the|at',
  },
  {
    category: 'farewell',
    phrase:
      'last message|post|words|thing|text you|anyone will|are_going_to|ever get|hear|see|read|receive from me',
  },
  {
    category: 'method',
    phrase: '@MEANS ~2 in front of me $|and|right_now|now|tonight',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'no one|nobody needs|wants|loves|cares_about|likes me',
    notAfter: 'to|for|at|in|on|as|when|until|today|this|there|around|here',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'do not belong in|on|to this|the world|earth|life|planet $|any_more',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase:
      'the world|no_one|everyone|anyone|nobody does|do not? need|want me $|any_more|here|around|and',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase:
      'life|my_life|everything|it_all|existence is|feels|seems ~1 meaningless|pointless|hopeless|empty|over',
    notAfter: 'without|until|unless|when|if|at|in|on|for',
  },
  {
    category: 'escape',
    weak: true,
    phrase: 'i ~2 want|need out $',
  },
  { category: 'plan', weak: true, phrase: 'i should just go $' },
  { category: 'plan', weak: true, phrase: 'it is time for me to go $' },
  { category: 'plan', weak: true, phrase: 'going|about|ready to use it $|tonight|now|on_me' },
  { category: 'plan', weak: true, phrase: 'i am|feel ready to go|leave i' },
  {
    category: 'plan',
    weak: true,
    phrase:
      'sorting|sort|sorted|sorting_out|sort_out|sorted_out|putting|put|getting my affairs|affairs_in_order',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase: 'giving|gave|give|given|handing|handed my|all_my|most_of_my ~2 @THINGS away',
  },
  // ── Families added in ADR 085, second round (fresh phrasings, not the corpus) ───────────
  {
    category: 'wish',
    phrase:
      'would|will|might be|is ~2 easier|better|a_relief|kinder|simpler to ~1 not_be_here|not_exist|be_dead|be_gone|die|disappear_forever|not_wake_up|not_be_alive|end_it',
    notAfter: '@LIFE_FIGURE',
  },
  {
    category: 'burden',
    phrase:
      'if i ~1 died|was_gone|were_gone|was_dead|were_dead|disappeared|killed_myself|was_not_here ~5 relief|better|move_on|be_fine|be_okay|easier|not_care|not_notice|happier|forget_me|relieved|keep_spinning|go_on|carry_on|be_the_same|not_change|not_even_notice|not_miss_me',
  },
  {
    category: 'burden',
    phrase:
      'move on|be_fine|be_okay|forget_me|cope|be_happier|be_relieved|get_over_it ~2 if|when|once i ~1 was_gone|were_gone|died|was_dead|am_gone|disappeared|killed_myself|was_not_here|am_dead',
  },
  {
    category: 'burden',
    phrase: 'fine|okay|ok|happier|better|easier|alright off? without me',
    notBefore: '@NOT_A_PERSON ~3',
    notAfter:
      'while|for|on|at|this|next|when|today|tomorrow|until|there|here|in|if|during|taking|as|playing|and_i_am_better',
  },
  {
    category: 'wish',
    phrase:
      'not scared|afraid|frightened of dying|death ~4 looking_forward|want|ready|welcome|peaceful|soon',
  },
  {
    category: 'wish',
    phrase:
      'looking|look|looked forward to dying|my_death|death|being_dead|not_waking_up|the_end_of_my_life',
  },
  {
    category: 'plan',
    phrase:
      'which|what bridge|building|roof|pills|method|rope|tree|train|cliff|car_park|tablets ~3 going_to|will|am_going_to|would use|jump_from|jump_off|take|do_it_with',
  },
  {
    category: 'wish',
    phrase:
      'will_not|do_not_see_myself|can_not_see_myself|can_not_imagine_myself|am_not_going_to be|being alive ~1 next|for|by|in|much_longer|at|when|this_time',
    notAfter: 'at_work|at_the_office|for_the_meeting|for_the_start|for_the_6am',
  },
  {
    category: 'no_future',
    phrase:
      'what is ~1 the point of|in ~1 living|life|being_alive|going_on|existing|me_being_alive|me_being_here|me_existing|me|my_life|my_existence',
    notAfter:
      'in|at|with|on|for|if|when|before|after|to|the|a|this|early|late|so|every|going|doing|trying|coming|without|as',
  },
  {
    category: 'no_future',
    phrase:
      'why should|would|do|bother i ~1 keep|carry_on|go_on|bother|even_try living|going_on|existing|being_alive|staying_alive|going|fighting|trying|breathing',
    notAfter: 'to|at|with|for|on|in|this|that|the',
  },
  {
    category: 'no_future',
    phrase: 'pretending|pretend i want to live|be_alive|be_here|keep_going|exist',
  },
  { category: 'no_future', phrase: 'this is the end for me $' },
  {
    category: 'wish',
    phrase:
      'want|wish|hope|hoping|pray|praying|need someone|something|somebody|a_car|a_bus|a_truck|a_lorry|god|the_universe|the_cancer|cancer to? ~1 kill|kills|hit|hits|end|ends|take|takes me',
    notAfter: 'at|in|with|on|off|out|up|to_the|for_a|home|shopping',
  },
  {
    category: 'wish',
    phrase:
      'get|got|catch|have cancer|covid|ill|sick|hit_by_a_car ~1 so i can|could|would|will die|be_dead|not_be_here',
  },
  {
    category: 'wish',
    phrase:
      'want|wish|long|need|going|ready|just_want to join|be_with my ~1 mum|mom|dad|mother|father|brother|sister|wife|husband|partner|son|daughter|friend|grandad|grandma|nan|baby|family ~6 died|dead|gone|passed|passed_away|in_heaven|in_the_ground|go_too|go_as_well',
  },
  {
    category: 'wish',
    phrase:
      'i ~3 should_not|should_never|do_not_deserve_to|was_not_meant_to be_alive|exist|be_here|have_been_born|be_living|live',
    notAfter:
      'at|in|with|on|near|alone|without|today|tonight|yet|right_now|this|that|the|for|because|when|until',
  },
  {
    category: 'wish',
    phrase:
      'do not think i ~1 should|deserve_to|can|could be_alive|exist|be_here|live|keep_living|go_on',
    notAfter:
      'at|in|with|on|near|alone|without|today|tonight|yet|right_now|this|that|the|for|because|when|until',
  },
  {
    category: 'self_harm',
    phrase:
      'burning|burn|burned|burnt|scratching|cutting|carving|cut|scratched my|myself ~1 with ~1 cigarettes|cigarette|lighter|lighters|blade|blades|razor|knife|scissors|glass|a_lighter|a_blade|a_razor|a_knife',
  },
  {
    category: 'self_harm',
    phrase:
      'punching|punch|punched|hitting|hit walls|the_wall|a_wall|doors|myself ~3 until|till|to_feel|to_hurt|on_purpose|to_punish',
  },
  {
    category: 'self_harm',
    phrase: 'feel|use|get|hold the|my blade|razor|blades|razors again|tonight|on_my_skin|$',
    notAfter: 'to_shave|for_shaving',
  },
  {
    category: 'self_harm',
    phrase:
      'i miss cutting|self_harming|hurting_myself|the_blade|burning_myself $|so|and|again|sometimes',
  },
  {
    category: 'self_harm',
    phrase: '@BODY are|is covered in|full_of|all ~1 cuts|scars|burns|marks|slashes|wounds',
    notAfter: 'from|after|because_of',
  },
  {
    category: 'method',
    phrase:
      'took|swallowed|taken|downed|had|take|swallow ##|a_whole_pack_of|a_whole_box_of|a_whole_bottle_of @MEANS',
    notAfter: 'over|across|in_a_week|this_month|this_year|since|during',
  },
  {
    category: 'method',
    phrase:
      'drank|drink|drinking|swallowed|swallow|downed ~3 bleach|antifreeze|weedkiller|poison|drain_cleaner',
  },
  {
    category: 'method',
    phrase:
      'bottle|packet|box|pack of? ~1 @MEANS ~3 and a|some? bottle of ~1 vodka|whisky|gin|wine|rum|alcohol|booze',
  },
  {
    category: 'method',
    phrase:
      'think|thinking|thought|thinks about|of just? ending_it|ending_it_all|ending_things|ending_my_life',
    notAfter: '@END_IT_FIGURE',
  },
  {
    category: 'no_future',
    phrase: 'do not think i ~1 can|could ~3 another day|week|night',
  },
  // ── Families added in ADR 099 (a fresh set of phrasings; the tune split read, never the held-out) ──
  // A wish to die said with a gap, a softener ("just") or the writer's own words for it.
  {
    category: 'wish',
    phrase: 'sleep|asleep|go_to_sleep|fall_asleep|close_my_eyes and ~2 never|not wake up',
    notAfter: 'until|till|before|early|when|at',
  },
  {
    category: 'wish',
    phrase:
      'happy|happier|glad|relieved|fine|better|okay|ok|grateful|alright|easier if|when i ~2 never|did_not|do_not|would_not|could_not|will_not|did_not_even wake|wake_up|woke|woke_up|survive|survived',
    notAfter: 'early|before|at|until|till|again_at|with|on_a|on_time|hungover|late|in_time|for',
  },
  {
    category: 'wish',
    phrase:
      'hope|hoping|wish|pray|praying i ~1 do|will|would|did not|never survive|make_it_through|pull_through|come_round|wake_up_from',
    notAfter:
      'this|the|another ~1 week|exam|exams|meeting|day|shift|commute|workout|class|party|wedding|interview|date|holiday|flight|drive|trip|weekend|presentation|deadline',
  },
  {
    category: 'wish',
    phrase:
      'want|wish|hope|hoping|pray|praying|wishing someone|something|somebody|god|a_car|a_bus|a_truck|a_lorry|a_train|the_universe ~3 kill|kills|killed|hit|hits|run_over|runs_over|end|ends me',
    notAfter: 'up|back|with|in_the_face_with|out|at_this|off|for_a|home|shopping|over_with',
  },
  {
    category: 'wish',
    phrase:
      'death|dying|being_dead|not_existing|not_being_alive|non_existence|nonexistence|oblivion sounds|seems|feels|looks|is ~2 peaceful|appealing|tempting|comforting|inviting|welcoming|like_a_relief|like_relief|like_freedom|like_peace|like_an_escape|like_the_answer|so_good|nice|good|better|easier|calm|restful|like_bliss',
    notBefore: 'his|her|their|the|a|its|your|whose|sudden|cell|brain|heat|character|hero|villain',
    notAfter: 'in ~2 game|film|book|novel|story|show|painting|poem|song|scene',
  },
  {
    category: 'wish',
    phrase:
      'every|each day|night|morning|hour ~3 i ~2 think|thought|thinking|dream|fantasise|fantasize about|of dying|death|killing_myself|suicide|ending_it|ending_my_life|my_death|being_dead|not_being_here',
  },
  {
    category: 'wish',
    phrase:
      'i ~2 keep|kept|constantly|always|can_not_stop|often|obsessively thinking|think|thought|dreaming|fantasising|fantasizing about|of dying|killing_myself|ending_it|ending_my_life|my_death|being_dead|not_being_here|not_waking_up|not_existing',
  },
  {
    category: 'wish',
    phrase:
      'will_not|am_not_going_to|not_going_to be alive|breathing|here_alive ~2 tonight|tomorrow|after|by|next|much_longer|for_long|soon|this_time|in_the_morning|when|$',
    notBefore: 'he|she|they|we|you|it|who|dinosaurs|plant|plants',
  },
  {
    category: 'wish',
    phrase:
      'can|could not|do_not|can_not_imagine see|imagine|picture|picturing|seeing myself ~1 alive|still_alive|breathing|being_alive|living ~1 next|in|by|at|for|much_longer|a|another|$',
    notAfter: 'in_this|in_that|in_the|in_a|at_the|in_my_flat|in_london|in_the_city|with|without',
  },
  // The euphemism "do it" with how, when and where known: a plan, however plain.
  {
    category: 'plan',
    phrase:
      'i ~4 know|decided|picked|chosen|worked_out|figured_out|planned|thought_about|thought_of|thinking_about how|when|where|exactly_how|exactly_when ~1 i ~3 do|end it $|and_when|and_where|and_how|tonight|tomorrow|this_weekend',
  },
  { category: 'plan', phrase: 'i ~2 have|had picked|chosen|set|chose the|a ~1 date|day|night $' },
  {
    category: 'means',
    phrase:
      '@MEANS ~3 lined_up|counted_out|laid_out|all_ready|in_front_of_me|next_to_me|on_my_desk|by_my_bed|on_my_bed|on_the_table_in_front_of_me',
    notAfter:
      'for|in_my_organiser|in_the_organiser|in_my_pill_box|in_the_pill_box|with_breakfast|with_food|in_the_morning|each|every',
  },
  {
    category: 'means',
    weak: true,
    phrase:
      'look|looked|looking|staring|stare|stared|keep_looking at ~2 @MEANS ~3 again|all_day|all_night|for_hours|every_night|and_thinking|$',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'i ~2 might|will|could|going_to|am_going_to ~1 use it|them $|tonight|tomorrow|soon|this_time',
  },
  {
    category: 'method',
    phrase:
      'on|at|up ~3 the|a|my @HEIGHT ~6 @INTEND to? jumping|leaping|falling|jump|leap|throw_myself|letting_go|let_go',
    notAfter: 'into_the_water|into_the_pool|into_the_sea|into_the_lake|in_the_pool|for_fun|with',
  },
  {
    category: 'method',
    phrase:
      'in the|my garage|car with ~1 the engine running $|and_the_door|and_the_doors|with_the_door|with_the_doors|and_a_hose',
  },
  {
    category: 'method',
    phrase: 'hose|pipe|tube from|on|to|into the exhaust',
  },
  {
    category: 'plan',
    phrase:
      'carbon_monoxide|exhaust_fumes|car_fumes ~8 hurt|painful|painless|fall_asleep|asleep|quick|how_long|peaceful',
    notBefore: 'alarm|detector|alarms|detectors',
  },
  // A question of how much of a medicine, or which, would kill: the writer asking of their own means.
  {
    category: 'plan',
    phrase:
      'how_many|how_much|what_dose|what_amount|which|what_quantity ~9 lethal|fatal|deadly|kill_me|to_die|would_kill|will_kill|not_wake_up|never_wake_up|stop_my_heart|to_not_wake|enough_to_die|end_it|end_my_life',
    notAfter: 'a_dog|a_cat|a_child|a_kid|the_dog|the_cat|my_dog|my_cat|a_horse',
  },
  {
    category: 'plan',
    phrase:
      'if i ~1 take|took|swallow|swallowed|drink|drank ~5 @MEDICINES ~4 will|would|could|might i_die|i_be_dead|it_kill_me|i_wake_up|i_not_wake_up',
  },
  {
    category: 'plan',
    phrase:
      'dose|amount|overdose of ~2 my ~2 antidepressants|antidepressant|medicine|medication|meds|pills|tablets|insulin ~3 would|will|could kill|end ~1 me|it',
  },
  // What is left: death named as the only exit, in any order.
  {
    category: 'no_future',
    phrase:
      'death|dying|suicide|killing_myself|ending_it|ending_my_life|the_grave ~3 is|seems|feels|looks|remains ~2 the|my only|one|last|sole way_out|escape|exit|option|answer|solution|choice|thing_left',
    notBefore: 'his|her|their|the|character|hero|villain',
  },
  // No reason to live, however far the "not" stands from it.
  {
    category: 'no_future',
    phrase:
      'no|not|never|without|lost|nothing|what ~4 reason|reasons|point|purpose|motivation|will to|in|of|for ~1 live|living|stay_alive|staying_alive|be_alive|being_alive|keep_living|keep_going_on|exist|existing|stay_here|staying_here|be_here_any_more|wake_up_any_more',
    notAfter: 'in_this|in_that|in_the|in_a|at_the|with|without|for_the|near|here_for',
  },
  {
    category: 'no_future',
    phrase:
      'can|could not ~1 go_on_living|keep_living|carry_on_living|keep_existing|go_on_existing|go_on|keep_going|carry_on like_this|this_way|any_more|any_longer|no_more|no_longer|$',
    notAfter:
      'with|without|at|in_this_job|in_this_house|in_this_flat|at_work|i_need_a_new|need_a_new|i_need_new|i_need_to_buy|i_need_to_get_a_new|i_need_to_find_a_new',
  },
  // A burden lifted, with a softener ("if I just wasn't here").
  {
    category: 'burden',
    phrase:
      'better|happier|relieved|glad|easier|happy|fine|kinder|best|simpler|fairer|lighter|calmer off? ~2 if|when i ~2 died|was_gone|were_gone|was_not_here|were_not_here|was_dead|were_dead|disappeared|was_not_alive|were_not_alive|was_not_around|never_existed|killed_myself|did_not_exist|stopped_existing|was_never_born|never_came_home|did_not_come_home|never_came_back|did_not_come_back|never_woke_up|did_not_wake_up',
  },
  // A gift or a farewell in other words (weak: they need finality beside them).
  {
    category: 'giving_away',
    weak: true,
    phrase: 'gave|giving|give|given|handed|handing|handed_over my|all_my|most_of_my ~3 to',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'giving|gave|given|give things|stuff|everything|it_all|my_stuff|my_things|my_stuff|my_belongings|all_my_things away',
  },
  {
    category: 'farewell',
    weak: true,
    phrase:
      'saying|say my? goodbye|goodbyes now|while|before|$|tonight|to_you_all|to_everyone|to_all_of_you|to_all',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'when|after|once|if i am|have dead|died|gone_for_good',
  },
  // ADR 103: "when I'm gone" is an absence, which a message for afterwards makes final.
  { category: 'absence', weak: true, phrase: 'when|after|once i am gone $|for_good|forever' },
  {
    category: 'absence',
    weak: true,
    phrase: 'i am not going to|will_not|am_not_going_to be around|here $|for_much_longer',
  },
  {
    category: 'absence',
    weak: true,
    phrase:
      'do not think i ~1 will|am_going_to|would be here|around|alive ~2 at|for|on|by|next|much_longer|long|$',
  },
  {
    category: 'absence',
    weak: true,
    phrase:
      'will not|am_not_going_to make it|last|survive to|till|until|through|past my? next? birthday|christmas|new_year|next_year|the_new_year|the_summer|summer|spring',
    notAfter:
      'party|dinner|drinks|meal|celebration|lunch|do|event|because|due|as|if|unless|at_this_rate|without',
  },
  {
    category: 'wish',
    phrase:
      'will not|am_not_going_to make it|last|survive to|till|until|through|past my? next? birthday|christmas|new_year|next_year ~3 and i do not want to|do_not_care|do_not_want_to_anyway|am_glad|am_fine_with_that',
  },
  // Ending it, said before or after something else, or with no subject at all.
  {
    category: 'method',
    phrase: 'before|after|once|then|until i ~1 end it $|all',
  },
  {
    category: 'method',
    phrase: '@INTEND to end it $|all|tonight|now|soon|for_good|today|this_weekend|for_real',
    notBefore:
      'we|they|he|she|you|relationship|friendship|who|the|show|series|film|band|company|it|couple|both_of_us|my_boyfriend|my_girlfriend|my_partner|my_ex',
  },
  {
    category: 'method',
    phrase: '@INTEND ~1 an|my overdose',
    notBefore: 'he|she|they|we|you|who|friend|character|villain',
  },
  // A relapse counted against the days clean.
  { category: 'self_harm', phrase: 'relapsed|relapse|relapsing ~4 clean' },
  // ── ADR 099, second round (a probe set kept out of the corpus, tuned on) ──────────────────
  {
    category: 'farewell',
    phrase:
      'not going to be here|around much_longer|for_much_longer|for_long|any_more|any_longer|after_tonight|by_morning',
    notAfter: 'at|in|on|because|as|since|for_work|this_summer|during',
  },
  {
    category: 'wish',
    phrase:
      'dying|death|being_dead|suicide|killing_myself|ending_it would|will|could|might ~1 fix|solve|end|stop everything|it_all|all_of_this|this|my_problems|the_pain|the_problem',
    notBefore: 'his|her|their|the|a|character|hero|villain',
  },
  {
    category: 'no_future',
    phrase: 'had enough of life|living|being_alive|existing|everything|this_life $|and',
  },
  {
    category: 'plan',
    phrase:
      'how_high|what_height|how_tall|which_floor|how_many_floors|how_far_down|how_far ~8 die|to_die|kill_me|kill_you|fatal|be_dead|not_survive|instantly|for_sure',
    notBefore: 'he|she|they|character|villain',
  },
  {
    category: 'wish',
    phrase: 'let go|go for good|forever|permanently|of_life|of_this_life',
  },
  {
    category: 'farewell',
    phrase:
      'i will|am_going_to be gone|dead by morning|tonight|tomorrow|the_morning|sunrise|the_weekend $',
    notAfter: 'early|flight|for|on|to|because|as|so|since|with|at|and_back|till|until',
  },
  { category: 'finality', weak: true, phrase: 'i have made my decision|choice $|and' },
  { category: 'plan', weak: true, phrase: 'i am ending it|this $|now' },
  {
    category: 'method',
    phrase:
      'swallow|swallowing|take|taking|down|downing all ~1 my|the|of_my ~2 @MEANS with ~3 wine|vodka|alcohol|whisky|whiskey|gin|beer|booze|rum|cider',
  },
  {
    category: 'escape',
    phrase: 'want|need|wanted out permanently|for_good|forever|of_this_life|of_life',
  },
  {
    category: 'wish',
    phrase: 'i ~1 should|wish_i|should_just have|had died|been_killed|not_survived|never_woken_up',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'method',
    phrase:
      'stand|standing|stood|sit|sitting|sat|waiting at|on ~2 edge|platform|ledge|railing|bridge|roof|tracks ~8 think|thinking|thought|want|wanted|urge|tempted|imagine|imagining about|of|to? stepping|step|jump|jumping|fall|falling|lean|leaning|let_go|letting_go|throw_myself|throwing_myself',
    notAfter:
      'back|away|aside|into_the_pool|into_the_sea|into_the_water|with_joy|for_joy|onto_the_train',
  },
  {
    category: 'method',
    phrase:
      '@INTEND to? ~1 drive|driving|swerve|swerving|crash|crashing|steer|steering off the road|bridge|cliff|motorway|edge',
    notAfter: 'in|with|for|trip|track|tracks|and_into_a_field_for_fun',
  },
  {
    category: 'wish',
    phrase:
      'picture|picturing|pictured|imagine|imagining|imagined|see|seeing|visualise|visualize|visualising|visualizing myself ~2 jumping|falling|hanging|dead|dying|in_a_coffin|at_my_own_funeral|overdosing|stepping_off|stepping_in_front|under_a_train|bleeding_out',
    notAfter:
      'into_the_pool|into_the_sea|into_the_water|for_joy|with_joy|over_the_hurdle|my_hair|it|them|of_laughter|laughing|old|happy',
  },
  {
    category: 'wish',
    phrase:
      'if i ~1 got|get|was|were hit|run_over|knocked_down|killed|died ~6 grateful|glad|relieved|happy|fine|okay|would_not_mind|a_relief|better|at_peace|thankful',
    notAfter: 'because_of|thanks_to|that_i_had|with_insurance',
  },
  {
    category: 'self_harm',
    phrase:
      'cuts|wounds|burns|scratches|marks|gashes i ~1 made|make|did|gave_myself|have_made|had_made',
    notAfter: 'to|in|for|at_work|to_the|in_the|on_the_budget|on_the_film|on_the_wood',
  },
  {
    category: 'method',
    phrase:
      'writing|posting|typing|texting this from|on ~1 the|a|this bridge|roof|ledge|edge|cliff|tracks|railway|platform $|i_am_sorry|sorry|goodbye',
    notAfter: 'terrace|garden|bar|cafe|top_bar|of_my_hotel|tent|cafe|party',
  },
  // ── ADR 099, third round (a second probe set kept out of the corpus, tuned on) ────────────
  {
    category: 'farewell',
    phrase:
      'saying|said|say goodbye|goodbyes ~4 without them|anyone|people|everyone knowing|realising|realizing',
  },
  {
    category: 'wish',
    phrase:
      'would|will be ~2 easy|easier to just? stop|give_up|let_go|slip_away|not_wake_up|end_it|go_to_sleep_forever $',
  },
  {
    category: 'wish',
    phrase:
      'not|never have to deal_with|face|feel|go_through anything|life|everything|it|any_of_it|this_pain|the_pain ~1 ever_again|again|any_more',
  },
  {
    category: 'no_future',
    phrase:
      'how much longer i ~1 can|could|will hold_on|go_on|keep_going|do_this|take_this|take_it|cope|survive|keep_living|last|hang_on',
    notAfter: 'to|for|at|with|in|on|without|until|till|this_job|at_work',
  },
  {
    category: 'wish',
    phrase:
      'free|freed of|from this|my body|life|world|pain|existence|flesh forever|for_good|permanently',
  },
  {
    category: 'method',
    phrase: '@MEANS is|are ~1 in my hand|hands|pocket $|right_now|now',
  },
  {
    category: 'wish',
    phrase: 'not afraid|scared|frightened|fearful to|of die|dying|death any_more|now|$|any_longer',
  },
  {
    category: 'wish',
    phrase:
      'do not want to be rescued|saved|found|stopped|revived|resuscitated|helped|woken this_time|again|any_more|$',
  },
  {
    category: 'wish',
    phrase:
      'thought|idea|thinking of dying|death|not_existing|not_being_here|not_being_alive|not_waking_up|killing_myself|ending_it|ending_my_life|being_dead ~8 comfort|comforts|comforting|calms|soothes|keeps_me_going|helps_me|peace|relief',
  },
  {
    category: 'wish',
    phrase:
      'want|wish|need|hope|pray|praying|hoping my heart to? ~1 stop|stops|would_stop|gives_out|to_give_out',
    notAfter: 'racing|pounding|fluttering|beating_so_fast|skipping|hurting|aching|breaking|jumping',
  },
  {
    category: 'method',
    phrase:
      'stop|stopping|stopped eating|drinking|taking_my_meds|taking_my_insulin|taking_my_medication ~3 until|till|so i die|am_dead|starve|waste_away|disappear',
  },
  { category: 'method', phrase: 'i attempted again|yesterday|last_night|this_week|$' },
  { category: 'self_harm', phrase: 'how deep i ~1 can|could|should cut|go|cut_myself $|myself' },
  {
    category: 'self_harm',
    phrase:
      'punching|punched|punch|slapping|slapped|slap|kicking|kicked myself ~3 $|until|till|again|in_the_face|hard|because|when|to_feel',
  },
  {
    category: 'wish',
    phrase: 'let it all|everything|my_life|life end|be_over|stop $|forever|for_good|now',
  },
  {
    category: 'wish',
    phrase:
      'i ~2 waiting|wait to|for die|death|the_end|my_death|to_be_dead|it_all_to_end $|now|any_day',
  },
  {
    category: 'wish',
    phrase: 'death|the_end|dying can|could not come|happen soon|quick|fast enough|sooner',
  },
  {
    category: 'wish',
    phrase: '@WISH to? ~2 be six feet under|underground|in_the_ground|in_my_grave',
  },
  { category: 'apology', weak: true, phrase: 'i am so? sorry $|for_what_i_am_about_to_do' },
  { category: 'farewell', weak: true, phrase: 'i love you ~1 all|so_much? $' },
  { category: 'no_future', weak: true, phrase: 'could|can not do it any_more|any_longer $' },
  // ── ADR 099, fourth round (paraphrases of tune sentences by family, kept out of the corpus) ──
  {
    category: 'no_future',
    phrase:
      'i ~2 done|finished|through existing|living|being_alive|breathing|with_existing|with_being_alive',
    notAfter: 'in|at|with|like_this_in|here_in|on|there|here|abroad|alone|with_my|together',
  },
  {
    category: 'wish',
    phrase:
      'people|someone|somebody|things|a_person|freaks|losers like me should|deserve|ought_to ~1 die|be_dead|not_exist|not_be_alive|never_be_born|not_live|to_die',
  },
  {
    category: 'method',
    phrase:
      'fill|filling|filled the|my car|garage|room|tent|bedroom ~2 with exhaust|fumes|exhaust_fumes|carbon_monoxide|gas|charcoal_smoke',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'it is happening|it_happens|i_do_it|i_am_doing_it tonight|today|tomorrow $',
  },
  {
    category: 'self_harm',
    phrase:
      'back to|went_back_to|gone_back_to|going_back_to cutting|burning_myself|self_harming|hurting_myself|self_harm|sh $|and|again|now',
  },
  {
    category: 'wish',
    phrase:
      'hoping|hope|praying|pray|wishing|wish it is|will_be|was my last|final $|day|night|breath|morning|sleep',
    notAfter: 'at|of|in|on|before|for|with|as|ever_at',
  },
  {
    category: 'method',
    phrase:
      'scared|afraid|frightened|worried|terrified of what i ~2 might|could|will|would|am_going_to|am_capable_of do to myself',
  },
  {
    category: 'means',
    phrase: 'counted|counting|count|laid|laying out? the|my|all_my|all_the @MEANS $|and_i|ready',
  },
  {
    category: 'method',
    phrase:
      'i am on|at|standing_on|sitting_on|sat_on|stood_on|perched_on the|a ledge|edge_of_the_bridge|edge_of_the_roof|edge_of_the_cliff|edge_of_the_building $|now|right_now',
  },
  {
    category: 'no_future',
    phrase:
      'no one|nobody|people|anyone would|will ~2 care|notice|mind ~1 i was_gone|were_gone|died|was_dead|disappeared|had_gone $|forever|for_good',
  },
  { category: 'method', phrase: 'finish|finishing|finished myself off' },
  {
    category: 'wish',
    phrase:
      'want|need|wish|make the pain|it|this|everything|it_all to? be_over|go_away|end|stop forever|for_good|permanently|once_and_for_all',
  },
  {
    category: 'no_future',
    phrase:
      'living|live|life or dying|die|death ~4 do not care|does_not_matter|makes_no_difference|same_to_me',
  },
  // ── ADR 099, fifth round (a third probe set kept out of the corpus, tuned on) ──────────────
  {
    category: 'wish',
    phrase: 'do|did not want to be on|in this|the planet|earth|world any_more|any_longer|$',
  },
  {
    category: 'wish',
    phrase:
      'check|checking|clock|clocking out permanently|for_good|forever|of_life|of_this_life|of_this_world',
  },
  {
    category: 'wish',
    phrase: 'disappear|vanish and never come_back|return|be_found|be_seen_again|wake_up',
    notAfter: 'to|from|here|there',
  },
  {
    category: 'no_future',
    phrase:
      'nothing|not_one_thing ~1 worth living|staying_alive|being_alive|waking_up|going_on for',
  },
  {
    category: 'self_harm',
    phrase:
      'been|keep|started|start|kept|still cutting|burning|scratching|carving|slashing|hitting|punching my @BODY',
  },
  {
    category: 'self_harm',
    phrase:
      'feel pain|something|anything|better|real so|and|then i ~1 cut|burn|hurt_myself|hit_myself $|again|myself',
  },
  {
    category: 'method',
    phrase:
      '@INTEND to? ~1 throwing_myself|hurling_myself|flinging_myself|throw_myself|hurl_myself|fling_myself off|from|in_front_of|under|into ~2 @HIGH_PLACE',
    notAfter: 'into_the_water|into_the_pool|into_the_sea|for_fun|with',
  },
  {
    category: 'plan',
    phrase:
      'is|does|would|will it painful|painless|quick|hurt|hurts ~2 to? drown|hang|bleed_out|overdose|die|jump|suffocate|be_hanged|slit|od',
  },
  {
    category: 'wish',
    phrase:
      'i will|am_going_to be dead|gone_for_good|six_feet_under $|tomorrow|tonight|soon|by_morning|by_tomorrow|before_morning|before_christmas|by_the_weekend|next_week',
  },
  // ── ADR 099, sixth round (a fourth probe set kept out of the corpus, tuned on) ────────────
  {
    category: 'plan',
    phrase:
      'tonight|today|this|tomorrow might|could|will|is be? the night|day i ~1 do it|end_it|go $|finally',
  },
  { category: 'method', phrase: 'drink|drinking|starve|starving|drug|drugging ~1 myself to death' },
  {
    category: 'method',
    phrase: 'until|till i stop breathing|never_wake_up|am_dead|pass_out_for_good|do_not_wake_up',
  },
  { category: 'farewell', phrase: 'my body will|would|is_going_to be found' },
  {
    category: 'method',
    phrase: 'step|jump|throw_myself|walk|stepping|jumping in_front_of|under $|it|one',
  },
  {
    category: 'method',
    phrase:
      'bleach|antifreeze|weedkiller|poison|drain_cleaner ~6 @INTEND to drink|swallow|down|take it|them|the_lot|all',
  },
  {
    category: 'method',
    phrase:
      'i ~1 overdosed|od $|last_night|yesterday|today|this_morning|earlier|again|and|but|an_hour_ago|on_purpose',
  },
  {
    category: 'method',
    phrase:
      'took|taken|swallowed too many|much ~8 do not care|hope_it_is_enough|hope_it_works|want_to_die|so_i_die|hope_i_die',
  },
  {
    category: 'plan',
    phrase: 'enough @MEANS ~3 to finish_it|finish_me|finish_me_off|do_the_job|end_it|end_me|do_it',
  },
  {
    category: 'self_harm',
    phrase: 'cut|slice|slicing|carve|slit|tear|rip|cutting my @BODY open|up|apart',
    notAfter: 'on|in|at|falling|by_accident|accidentally|climbing',
  },
  {
    category: 'self_harm',
    phrase:
      'want|wanted|wish|deserve|deserving|deserves|need|needed to bleed|bleed_out $|again|tonight|more',
  },
  {
    category: 'wish',
    phrase:
      'disappointed|angry|annoyed|upset|gutted|sad|furious|devastated|frustrated ~2 i am|was still alive|breathing|here|alive',
  },
  {
    category: 'wish',
    phrase:
      'disappointed|angry|annoyed|upset|gutted|furious|devastated|frustrated ~1 i woke|survived|made_it|did_not_die $|up $|this_morning|again|up_again|up_this_morning',
  },
  { category: 'wish', phrase: 'why am i still alive|breathing' },
  {
    category: 'wish',
    phrase:
      'do not|can_not see|imagine|picture myself making_it|surviving|living|alive|lasting past|through|to|beyond|until this|the|next ~1 year|week|month|christmas|summer|birthday|weekend',
  },
  {
    category: 'no_future',
    phrase: 'future|world|life where|in_which i am|i_am_still alive|here|living|around',
    notBefore: 'a|the|imagine|picture|design|build|create|in',
  },
  {
    category: 'burden',
    phrase:
      'no one|nobody|not_one_person would|will ~1 even? come_to|go_to|cry_at|attend|turn_up_to my funeral',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'i have nothing and no_one|nothing_left|nobody|nothing_to_live_for $|any_more|left',
  },
  { category: 'wish', phrase: 'want|need it|this|everything|it_all over $|for_good|now|already' },
  { category: 'wish', phrase: 'do|please not save|rescue|resuscitate|revive me $|this_time' },
  {
    category: 'wish',
    phrase: 'want|wanna|wish|need|ready to dye $|so_bad|tonight|rn|right_now|already',
  },
  // ── ADR 099, last round (near misses of the families above, from a final probe set) ────────
  {
    category: 'wish',
    phrase:
      'do|did not want to survive|live_through|make_it_through|get_through this|it|the_night|tonight|$',
    notAfter: 'exam|exams|meeting|week|class|shift|heat|winter|commute|wedding|party',
  },
  {
    category: 'plan',
    phrase:
      'effective|reliable|certain|successful|foolproof|sure|guaranteed|best way|ways|method|methods to ~1 kill_yourself|kill_myself|die|end_it|end_your_life|end_my_life|commit_suicide',
    notAfter: '@DIE_FIGURE',
  },
  {
    category: 'self_harm',
    phrase:
      'hit|hitting|hurt|hurting|burn|burning|cut|cutting|punch|punching|scratch|scratching myself when|whenever|every_time|each_time i am|feel|get ~1 upset|angry|sad|low|stressed|anxious|overwhelmed|down|triggered',
  },
  {
    category: 'self_harm',
    phrase:
      '@HARM myself ~5 on purpose|deliberately|intentionally|to_punish_myself|to_feel_something|because_i_deserve',
  },
  {
    category: 'no_future',
    phrase:
      'no|not_any point|reason living|existing|being_alive|staying_alive|going_on|carrying_on any_more|$|now|any_longer',
  },
  {
    category: 'farewell',
    phrase:
      'not strong enough to stay|keep_going|go_on|carry_on|keep_living|stay_alive|keep_fighting $|alive|any_more|any_longer|here',
  },
  {
    category: 'suicide',
    phrase: 'about|of|bout kms|kys',
    notAfter:
      'today|yesterday|run|ran|walk|walked|this|last|a|each|per|every|left|done|of|on|in|total|uphill',
  },
  {
    category: 'wish',
    phrase:
      'want|need|wish it|this|everything|it_all|the_pain|life|my_life to? ~1 stop|end|be_over forever|for_good|permanently|once_and_for_all',
  },
  {
    category: 'wish',
    phrase:
      'i would|am|will be happier|better|calmer|freer|happy|relieved dead|gone_forever|in_the_ground|not_existing $|honestly|to_be_honest',
  },
  // ADR 120: intent frames (a lethal act asked about, a car driven off a bridge, a wish held for
  // weeks, death welcomed, others' feelings after one's death, the means made ready, ...).
  ...FRAMES_120,
  // The warning signs' frames: a passive wish, a burden lifted, no reason to stay, a last
  // message, the means counted or hidden, self-harm's marks, another person in danger now.
  ...FRAMES_122,
  // ADR 133: life refused as it is, self-harm that grows, an attempt told, the means kept back,
  // logging off for good, affairs settled before an end.
  ...FRAMES_133,
  // ADR 134: the means saved until enough, a medicine asked about as a death, an end set by a date,
  // a question about someone's death then owned, a place of death approached, an attempt
  // regretted for failing, a non-native speaker's own words.
  ...FRAMES_134,
  // ADR 140: a life wished to others and refused for oneself, death as a gift, waking refused, a
  // fall asked about as certain, the means made ready, a self-harm urge named.
  ...FRAMES_140,
  // ADR 143: possessions given away, not being around, a place chosen, the act under way,
  // treatment that keeps one alive stopped, self-harm hidden, no future pictured.
  ...FRAMES_143,
  // ADR 148: an overdose counted out of one's own medicine, "too many" asked and owned, a gun's key
  // got by a pretext, a room not to be left, self-harm returned to, peace made before a rest.
  ...FRAMES_156,
  // ADR 149: a lethal amount asked in the general "you", the last pills taken, a farewell
  // explained, a year not reached, calm after a decision, glass pressed into the skin.
  ...FRAMES_158,
  // ADR 150: a death that spares others, death preferred to living on, a past attempt with the
  // wish back, a death disguised, the means gathered, a near time past which one will not be.
  ...FRAMES_160,
  ...FRAMES_166,
  ...FRAMES_170,
  ...FRAMES_172,
  ...FRAMES_174,
  ...FRAMES_176,
  // ADR 183: the means named with a date or a secret purpose, a life resigned from, a pet handed
  // on for after.
  ...FRAMES_180,
];

const LEXICON = new Set<string>();
interface Compiled extends CompiledRule {
  weak: boolean;
  topic: boolean;
  /** How many required items the rule has (see `requiredWords`). */
  items: number;
}
const COMPILED: Compiled[] = RULES.map((rule) => ({
  ...compileRule(rule, GROUPS, LEXICON),
  weak: rule.weak ?? false,
  topic: rule.topic ?? false,
  items: 0,
}));

/**
 * For the quick check: each word, the rules and required items it can stand for; rules with no
 * required word are tried on every sentence. Items that everyday words can fill ("i", "to", "my")
 * are left to the regular expression when the rule has a rarer item, so the check stays cheap.
 */
const BY_WORD = new Map<string, number[]>();
const ALWAYS: number[] = [];
const EVERYDAY = new Set(
  'i me my to the a an and is am are was be it of not do did in on at for with so just have had will would this that'.split(
    ' ',
  ),
);
RULES.forEach((rule, index) => {
  const all = requiredWords(rule.phrase, GROUPS);
  const rare = all.filter((words) => !words.some((word) => EVERYDAY.has(word)));
  const required = (rare.length > 0 ? rare : all).slice(0, 30);
  const compiled = COMPILED[index];
  if (compiled) compiled.items = required.length;
  if (required.length === 0) ALWAYS.push(index);
  required.forEach((words, item) => {
    for (const word of new Set(words)) {
      const list = BY_WORD.get(word) ?? [];
      list.push(index * 32 + item);
      BY_WORD.set(word, list);
    }
  });
});
const FULL_MASK = COMPILED.map((rule) => 2 ** rule.items - 1);
const MASKS = new Int32Array(COMPILED.length);

const ORDINARY_LEAVING = compileRule(
  { category: 'leaving', phrase: '@ORDINARY_LEAVING' },
  GROUPS,
  new Set(),
).pattern;
const MEANS = compileRule({ category: 'means', phrase: '@MEANS' }, GROUPS, new Set()).pattern;
/** What follows an absence that limits it to a time or a place ("without me at the meeting"). */
const ABSENCE_LIMITED = new RegExp(
  `^ ${compileRule({ category: 'limit', phrase: '@ABSENCE_LIMIT' }, GROUPS, new Set()).pattern.source.replace(/^\(\?:\^\| \)/, '')}`,
);

/** Each word of the lexicon by its squeezed spelling: 'kil' → 'kill', 'slep' → 'sleep'. */
const BY_SQUEEZED = new Map<string, string>();
for (const word of LEXICON) {
  const key = squeeze(word);
  if (!BY_SQUEEZED.has(key) || word.length < (BY_SQUEEZED.get(key) ?? '').length)
    BY_SQUEEZED.set(key, word);
}
for (const word of FUZZY_KEYS) LEXICON.add(word);

/** Words that may join another without a space in a spelled-out run ("killmyself"). */
const JOINABLE = [
  'kill',
  'myself',
  'die',
  'end',
  'my',
  'life',
  'want',
  'to',
  'hurt',
  'cut',
  'self',
  'harm',
  'i',
  'am',
  'it',
  'all',
  'suicide',
  'unalive',
  'wanna',
  'me',
  'be',
  'dead',
  'off',
  'gonna',
];

/** A run of joined words split back ("killmyself" → "kill myself"), when it splits wholly. */
function splitJoined(word: string): string | null {
  if (word.length < 6) return null;
  const best: (string[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
  best[0] = [];
  for (let end = 1; end <= word.length; end += 1)
    for (const part of JOINABLE) {
      const start = end - part.length;
      const before = start >= 0 ? best[start] : null;
      if (before && word.slice(start, end) === part && !best[end]) best[end] = [...before, part];
    }
  const parts = best[word.length];
  return parts && parts.length >= 2 && parts.some((part) => part.length >= 4)
    ? parts.join(' ')
    : null;
}

/**
 * Ordinary words that are a key word's squeezed spelling ('nose' of 'noose', 'god' of 'good'):
 * written as they are, they are themselves, not a slip.
 */
const SQUEEZED_WORDS = new Set([
  'nose',
  'god',
  'son',
  'met',
  'yet',
  'fed',
  'shot',
  'of',
  'to',
  'til',
]);

/** Words whose "'s" is "is" rather than a possessive. */
const IS_CONTRACTED = new Set([
  'tonight',
  'today',
  'tomorrow',
  'life',
  'death',
  'everything',
  'nothing',
  'here',
  'now',
  'time',
  'this',
  'who',
  'where',
  'when',
  'how',
]);

function canonicalWord(word: string): string {
  if (word === '.') return word;
  const expanded = expand(word);
  if (expanded !== word.replace(/'/g, '') || expanded.includes(' ')) return expanded;
  // A possessive of a key word is the word: "everyone's life" → "everyone life".
  const possessive = /^(\w+)'s$/.exec(word)?.[1];
  // After a time or a state, "'s" is "is": "tonight's the night", "death's the only way".
  if (possessive && IS_CONTRACTED.has(possessive)) return `${possessive} is`;
  if (possessive && LEXICON.has(possessive)) return possessive;
  if (LEXICON.has(expanded)) return expanded;
  // A dropped g: "endin", "thinkin", "killin".
  if (/in$/.test(expanded) && LEXICON.has(`${expanded}g`)) return `${expanded}g`;
  if (SQUEEZED_WORDS.has(expanded)) return expanded;
  const squeezed = BY_SQUEEZED.get(squeeze(expanded));
  if (squeezed) return squeezed;
  const again = EXPANSIONS[squeeze(word)];
  if (again) return again;
  const near = nearestKeyWord(expanded);
  if (near) return near;
  const swapped = SWAPPED.get(expanded);
  if (swapped) return swapped;
  return splitJoined(word) ?? word;
}

/**
 * Words of five letters or more the phrases name (and the fuzzy keys): a word one slip away from
 * one of them ("overdoes", "suicde", "thinkng") is read as it, unless it is an everyday word itself
 * (`NEAR_MISSES`: "overdone", "willing", "bills" stay themselves).
 */
const FUZZY_TARGETS = [...LEXICON].filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));

/** Each target by itself and by every spelling with one letter left out (symmetric deletion). */
const BY_DELETION = new Map<string, string[]>();
for (const target of FUZZY_TARGETS)
  for (const key of new Set([target, ...deletions(target)])) {
    const list = BY_DELETION.get(key) ?? [];
    list.push(target);
    BY_DELETION.set(key, list);
  }

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** The key word one edit from `word` (the first of the phrases' order), if `word` is no word. */
function nearestKeyWord(word: string): string | undefined {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || NEAR_MISSES.has(word)) return undefined;
  for (const key of [word, ...deletions(word)])
    for (const target of BY_DELETION.get(key) ?? [])
      if (target !== word && withinOneEdit(word, target)) return target;
  return undefined;
}

/**
 * Short key words, whose two neighbouring letters swapped are a slip too ("dei", "wnat", "klil":
 * ADR 103), unless the swapped spelling is an everyday word ("lief", in `NEAR_MISSES`).
 */
const SHORT_KEYS = ['die', 'dead', 'want', 'kill', 'life', 'live', 'hurt', 'cut'];

function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1)
    out.push(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
  return out.filter((swap) => swap !== word);
}

const SWAPPED = new Map<string, string>();
for (const key of SHORT_KEYS)
  for (const swap of swaps(key))
    if (!NEAR_MISSES.has(swap) && !LEXICON.has(swap)) SWAPPED.set(swap, key);

/** The short key words' swapped spellings, for the test that keeps `NEAR_MISSES` complete. */
export function swappedSpellings(): readonly string[] {
  return SHORT_KEYS.flatMap(swaps);
}

/** The words a slip is forgiven towards, for the test that keeps `NEAR_MISSES` complete. */
export function fuzzyTargets(): readonly string[] {
  return FUZZY_TARGETS;
}

/** Canonical words already worked out (a post repeats its words). */
const CANONICAL = new Map<string, string>();

function canonicalCached(word: string): string {
  let out = CANONICAL.get(word);
  if (out === undefined) {
    out = canonicalWord(word);
    if (CANONICAL.size > 20_000) CANONICAL.clear();
    CANONICAL.set(word, out);
  }
  return out;
}

/** The canonical words of one reading, single-spaced. */
export function canonicalWords(reading: string): string {
  const english = withOtherLanguagesInEnglish(reading);
  return secondPass(english.split(' ').map(canonicalCached).join(' '));
}

/**
 * The canonical words of a reading with clause marks, with and without them (ADR 103): each word
 * is worked out once, and the marks, being words of their own, come out after.
 */
function canonicalPair(reading: string): { words: string; clauseWords: string } {
  const english = withOtherLanguagesInEnglish(reading);
  const first = english.split(' ').map(canonicalCached).join(' ');
  return { words: secondPass(withoutClauseMarks(first)), clauseWords: secondPass(first) };
}

/** The writer in the third person at a sentence's start: "yours truly is", "your girl is". */
const SELF_IN_THIRD =
  /(?<=^|\. |, )(?:yours truly|your (?:girl|boy|guy|gal|lad|man|mans|boi|gurl|sis|bro)) (is|was|has|will|would|can not|does not|is not)\b/g;
const FIRST_PERSON: Record<string, string> = {
  is: 'am',
  has: 'have',
  does: 'do',
  'does not': 'do not',
  'is not': 'am not',
};

/** A second pass: an expansion can make a phrase a longer word belongs to ("any more"). */
function secondPass(words: string): string {
  return (
    words
      .replace(/\bany more\b/g, 'any more')
      .replace(/\bmy self\b/g, 'myself')
      .replace(/\bno one\b/g, 'no one')
      .replace(/\bsewer slide\b/g, 'suicide')
      // ADR 120: an elided wish in a sentence of its own ("… next year. I don't even want to")
      // completes the sentence before it, as a comma would.
      .replace(/ \. ((?:and )?(?:i )?(?:do|did) not (?:even |really )?want to)(?= \.|$)/g, ' $1')
      // ADR 120: "want to dye" with no object after it is "die" misspelt (hair and fabric are dyed).
      .replace(
        /\bto dye(?= ,| \.|$| (?:i|can not|tonight|soon|now|today|already|so|right now|any more)(?= |$))/g,
        'to die',
      )
      // "w/o" (the slash read as a space) is "without".
      .replace(/\bwith o\b/g, 'without')
      // "can't do this no more": after a "not", "no more" and "no longer" are "any".
      .replace(/\b(not|never)((?: [a-z']+){0,3}) no (more|longer)\b/g, '$1$2 any $3')
      .replace(/\bself-?delete\b/g, 'self delete')
      // The writer in the third person (ADR 118): "yours truly is", "your girl is" at a sentence's
      // start, "someone like me" — the writer said of themselves, read as "i".
      .replace(SELF_IN_THIRD, (_, verb: string) => `i ${FIRST_PERSON[verb] ?? verb}`)
      .replace(/\b(?:someone|somebody|a person) like me\b/g, 'i')
      // "I is tired", "someone like me does not deserve": the writer's verb in the first person.
      .replace(/\bi (is|does|has)\b/g, (_, verb: string) => `i ${FIRST_PERSON[verb] ?? verb}`)
  );
}

export interface CrisisVerdict {
  crisis: boolean;
  /**
   * The categories of the signs found (method, plan, farewell, ...), for logs and tests: the first
   * strong sign alone when there is one (the text is not read further), else the weak ones.
   */
  categories: string[];
}

/** The rules whose every required item has a word in the sentence (the rest cannot match). */
function candidates(sentence: string): number[] {
  const touched: number[] = [];
  for (const word of new Set(sentence.split(' '))) {
    const entries = BY_WORD.get(word);
    if (!entries) continue;
    for (const entry of entries) {
      const rule = entry >> 5;
      if (MASKS[rule] === 0) touched.push(rule);
      MASKS[rule] = (MASKS[rule] ?? 0) | (1 << (entry & 31));
    }
  }
  const out = [...ALWAYS];
  for (const rule of touched) {
    if (MASKS[rule] === FULL_MASK[rule]) out.push(rule);
    MASKS[rule] = 0;
  }
  return out;
}

/**
 * Categories whose rules speak of the writer's own act or wish, so that another subject ("my
 * friend is tired of being alive") or a negation ("I'm not tired of living") before the match
 * clears it (ADR 103). Burden and farewell are said of others by design ("everyone would be
 * better off", "nobody will miss me").
 */
const WRITER_CATEGORIES = new Set(['wish', 'no_future', 'method', 'self_harm', 'suicide']);

/** A sign found: its rule's category and strength, and the sentence it was found in. */
interface Sign {
  category: string;
  weak: boolean;
  topic: boolean;
  sentence: string;
  /** The rule's phrase, for `explainCrisis`. */
  phrase: string;
  /** The words a weak sign was read from: two weak signs must be two phrases (ADR 103). */
  words?: string;
}

/** A noun after "life" that makes a compound of it: "life admin", "life savings", "life goals". */
const LIFE_COMPOUND =
  /^ (?:admin|insurance|coach|coaching|hacks|hack|goals|goal|lessons|lesson|skills|story|stories|savings|jacket|jackets|drawing|expectancy|span|cycle|support|sciences|partner|choices|style|event|events|update|updates|plan|plans|raft|sentence|member|membership|changing|long|size|force|time|saver)(?= |$)/;

/** What the slang "kms" is said of in jest: a game's level, homework, a song, the traffic. */
const TRIVIAL_CAUSE =
  /(?:^| )(?:level|game|boss|homework|maths|math|exam|meme|song|traffic|wifi|printer|queue|spelling|lecture|meeting|this class|lmao|lmfao)(?= |$)/;

/** ADR 118: a wish whose state is absence ("not be here", "be gone", "go"), which a leaving explains. */
const ABSENCE_WISHED =
  /(?:^| )(?:not be here|not being here|not to be here|not be around|not being around|be gone|being gone|not be here any more|ready to go|want to go|to leave)(?= |$)/;
/** ADR 118: waking at a clock time is about sleep: "not wake up tomorrow at 5 for the school run". */
const WAKE_CLOCK =
  /(?:^| )(?:wake|waking|woke|get|getting) up (?:tomorrow |today |early )?at (?:[0-9]+|half|quarter|dawn|silly o clock)(?= |$)/;
/**
 * ADR 118: sleep named with its ordinary occasion in the sentence or the next: a lie-in, a shift.
 * Not an occasion denied ("not a nap, I mean permanently", ADR 135): that says the sleep is not one.
 */
const SLEEP_WORD = /(?:^| )(?:wake|waking|woke|sleep|sleeping|asleep)(?= |$)/;
const SLEEP_OCCASION =
  /(?:^| )(?<!(?:^| )not(?: just)? an? )(?:slept so well|slept well|so comfy|comfy|cosy|cozy|so comfortable|good sleep|best sleep|great sleep|lie in|lay in|alarm|alarms|snooze|early start|shift|night shift|school run|bank holiday|day off|this weekend|long week|nap|hangover|hungover|jet lag|jetlag|lie ins)(?= |$)/;
/** ADR 118: checking out of a place: a hotel, a hostel, a library, a shop. */
const CHECK_OUT_PLACE =
  /(?:^| )check(?:ing|ed|s)? out(?: [a-z]+){0,4} (?:hotel|hostel|airbnb|library|conference|shop|till|room|b and b|resort|campsite)(?= |$)/;

/** Sleep at a clock time, or for an occasion named in the sentence or the next one (ADR 118). */
function asleepForAnOccasion(sentence: string, next: string): boolean {
  if (WAKE_CLOCK.test(sentence)) return true;
  return SLEEP_WORD.test(sentence) && SLEEP_OCCASION.test(`${sentence} . ${next}`);
}

/**
 * Whether a frame's or a clause's sign is meant as it is said (ADR 118): the sentence-level readings
 * of `literalSense`, for the readers that give no match to look at.
 */
function conceptMeant(category: string, sentence: string, next = ''): boolean {
  if (SAID_NO_ONE_EVER.test(sentence)) return false;
  if ((category === 'wish' || category === 'clause') && TRIVIAL_WISH.test(sentence)) return false;
  if ((category === 'plan' || category === 'means') && MEANS_PURPOSE.test(sentence)) return false;
  if (category === 'plan' && definedAsTask(sentence)) return false;
  if (['wish', 'clause', 'life'].includes(category) && asleepForAnOccasion(sentence, next))
    return false;
  if (category === 'wish' && CHECK_OUT_PLACE.test(sentence)) return false;
  // A wish not to be here, beside an ordinary leaving or outing in its sentence, is the leaving.
  if (category === 'wish' && ABSENCE_WISHED.test(sentence) && ordinaryAbsence(sentence))
    return false;
  return true;
}

/** A leaving or an outing named in the sentence, which explains an absence wished (ADR 118). */
function ordinaryAbsence(sentence: string): boolean {
  return ORDINARY_LEAVING.test(sentence) || ordinaryExplanation(sentence);
}
/** ADR 118: "dead" as an intensifier: "dead still for the MRI", "dead asleep by ten". */
const DEAD_AS_ADVERB =
  /^ (?:still|asleep|tired|set|serious|centre|center|on time|lucky|cute|boring|funny|straight|ahead|against|certain|sure|keen)(?= |$)/;
/** ADR 118: what the burden is lifted of is an activity of the writer's: "without me nagging them". */
const WITHOUT_ME_DOING =
  /^ (?!(?:being|existing|living|breathing|around|here|alive|anything|nothing|something|everything|morning|evening)(?= |$))[a-z]+ing(?= |$)/;
/** ADR 118: the means kept or counted for an ordinary purpose: a child's illness, a trip, a toddler's reach. */
const MEANS_PURPOSE =
  /(?:^| )(?:chickenpox|dentist|flight|flights|fly|flying|travel|travelling|traveling|jet lag|time zones|toddler|out of reach|reach them|childproof|child proof|for my (?:dad|mum|mom|nan|grandad|gran|grandma|son|daughter|kids|husband|wife|partner))(?= |$)/;
/** ADR 118: a wish to die said of a trivial cause in its sentence: a spicy dish, a joke, a cute thing. */
const TRIVIAL_WISH =
  /(?:^| )(?:spicy|ramen|curry|chilli|chili|hot sauce|wasabi|hilarious|so funny|adorable|so cute)(?= |$)/;
/** ADR 120: a rope or a cord bought or tied for a purpose it names ("for the boat", not "for me"). */
const MEANS_FOR_A_THING = /(?:^| )(?:rope|belt|cord)(?: [a-z]+){0,2} for (?!me(?: |$)|myself)/;
/** ADR 120: an urge to cut or burn a thing ("cut carbs", "cut my hair"), not the self or the skin. */
const HARM_OBJECT = /(?:^| )to (?:cut|burn|harm|hurt) ([a-z']+)/;
const HARM_FILLER =
  /^(?:myself|so|really|badly|bad|again|tonight|deeper|deep|now|rn|wrist|wrists|arm|arms|thigh|thighs|leg|legs|skin|stomach|hips|hip|forearm|forearms)$/;
/** ADR 120: "a waste of space" said of a thing: "that sofa is", "what a waste of space that cupboard is". */
const THING_WASTED =
  /(?:^| )(?:that|this|the|those|these|what a|such a|it is a) (?!i |me |my )[a-z]+ (?:is|was|are|were|has been)(?= |$)|waste of space (?:that|this|the) [a-z]+ (?:is|was)(?= |$)/;
const WRITER_WORD = /(?:^| )(?:i|me|my|myself)(?= |$)/;
/** ADR 120: a burden feared for old age or illness to come: "when I'm older, so I'm saving". */
const BURDEN_TO_COME =
  /(?:^| )(?:when i am (?:old|older|elderly|frail|ill|sick|retired)|in (?:my )?old age|as i (?:get|grow) older|if i (?:get|become) (?:ill|sick|frail))(?= |$)/;
/** ADR 120: a lethal act as the subject of a general claim: "drinking bleach does not cure covid". */
const GENERAL_CLAIM =
  /^(?:drinking|taking|swallowing|eating|injecting) (?:[a-z]+ ){1,2}(?:does|do|will|can|would|is|is not|does not|will not|can not|would not)(?: not)? (?:cure|cures|help|helps|work|works|prevent|prevents|treat|treats|kill the virus|kill germs|make you)(?= |$)/;
/** ADR 120: an "it" a colon defines as an ordinary task ("how I'm going to do it: meal prep"). */
const IT_DEFINED = /(?:^| )(?:it|this) namely /;

/** ADR 118: sarcasm that says nobody ever said it: "said no project manager ever". */
const SAID_NO_ONE_EVER = /(?:^| )said no (?:one|[a-z]+(?: [a-z]+)?) ever(?= |$)/;
/** ADR 118: "no way out" limited by a time, or said of someone else: "until June", "for her". */
const WAY_OUT_LIMITED =
  /^(?: [a-z']+){0,3} (?:until (?!i |me |my )|till (?!i |me |my )|for (?:her|him|them|it|the (?!rest))(?= |$))/;

/**
 * ADR 120: readings of a match that make it ordinary: a rope for a named thing, an urge to cut a
 * thing, a waste of space that is a thing, a burden feared for old age, a method as a general
 * claim's subject, and an "it" a colon defines as a task that names no means.
 */
function ordinaryMatch(category: string, sentence: string, match: string): boolean {
  const trimmed = match.trimEnd();
  if (['method', 'plan', 'means'].includes(category) && MEANS_FOR_A_THING.test(trimmed))
    return false;
  if (category === 'self_harm') {
    const object = HARM_OBJECT.exec(trimmed)?.[1];
    if (object && !HARM_FILLER.test(object)) return false;
  }
  if (category === 'burden' && /waste of (?:space|air|oxygen)/.test(trimmed)) {
    if (!WRITER_WORD.test(sentence) && THING_WASTED.test(sentence)) return false;
  }
  if (category === 'burden' && BURDEN_TO_COME.test(sentence)) return false;
  if (category === 'method' && GENERAL_CLAIM.test(sentence)) return false;
  return !(category === 'plan' && definedAsTask(sentence));
}

/** An "it" a colon defines, as a task: what follows names no means and no height (ADR 120). */
function definedAsTask(sentence: string): boolean {
  const defined = IT_DEFINED.exec(sentence);
  if (!defined) return false;
  const rest = sentence.slice(defined.index + defined[0].length);
  return (
    !MEANS.test(rest) && !/(?:^| )(?:jump|bridge|roof|cliff|train|tracks|overdose|hang)/.test(rest)
  );
}

/**
 * Whether a rule's match is meant as it is said (ADR 118): an ending with a person or a contract,
 * "dead" as an intensifier, a burden lifted of an activity, the means kept for an ordinary purpose,
 * a wish to die over a trivial cause, sarcasm, a way out that only waits for a date, or burning
 * oneself out.
 */
function literalSense(
  category: string,
  sentence: string,
  match: string,
  own: string,
  next = '',
): boolean {
  if (SAID_NO_ONE_EVER.test(sentence)) return false;
  const ending = /(?:^| )(?:end|ending|ended) (?:it|things)(?: all)?(?= |$)/.exec(sentence);
  if (ending && /(?:^| )(?:end|ending|ended) (?:it|things)/.test(match)) {
    if (endedWithSomeone(sentence.slice(ending.index + ending[0].length).trim())) return false;
  }
  if (/(?:^| )dead$/.test(match.trimEnd()) && DEAD_AS_ADVERB.test(own)) return false;
  if (category === 'burden' && /(?:^| )without me$/.test(match.trimEnd()))
    return !WITHOUT_ME_DOING.test(own);
  if ((category === 'plan' || category === 'means') && MEANS_PURPOSE.test(sentence)) return false;
  if (!ordinaryMatch(category, sentence, match)) return false;
  if (category === 'wish' && TRIVIAL_WISH.test(sentence)) return false;
  if (['wish', 'life', 'clause'].includes(category) && asleepForAnOccasion(sentence, next))
    return false;
  if (category === 'wish' && CHECK_OUT_PLACE.test(sentence)) return false;
  if (category === 'wish' && ABSENCE_WISHED.test(match) && ordinaryAbsence(sentence)) return false;
  if (category === 'no_future' && /(?:^| )way out$/.test(match.trimEnd()))
    return !WAY_OUT_LIMITED.test(own);
  if (
    category === 'self_harm' &&
    /(?:^| )(?:burn|burning|burned|burnt) myself out(?= |$)/.test(sentence)
  )
    return false;
  return true;
}

/**
 * The guards ADR 103 puts on a rule's match, each a general reading of the sentence: another
 * subject or a negation before the writer's act or wish; life named with a complement ("no reason
 * to live in London"); a sport, a dose as prescribed; an absence limited to a time or a place; an
 * exasperation with its remedy after it; "it all" over when a task is named.
 */
/** The sentence-level readings the guards ask for, each worked out once per sentence. */
class SentenceGuards {
  private readonly memo = new Map<string, boolean>();

  constructor(readonly sentence: string) {}

  private once(name: string, read: (sentence: string) => boolean): boolean {
    let value = this.memo.get(name);
    if (value === undefined) {
      value = read(this.sentence);
      this.memo.set(name, value);
    }
    return value;
  }

  grief = () => this.once('grief', griefForAnother);
  ordinaryMeans = () => this.once('means', ordinaryMeans);
  prescribed = () => this.once('prescribed', takenAsPrescribed);
  denied = () => this.once('denied', askedAndDenied);
  leisure = () => this.once('leisure', leisureAct);
  task = () => this.once('task', namesTask);
  safe = () => this.once('safe', askedSafely);
}

function stillASign(
  category: string,
  guards: SentenceGuards,
  chunk: string,
  match: RegExpExecArray,
): boolean {
  const end = match.index + match[0].length;
  const before = chunk.slice(Math.max(0, match.index - 160), match.index);
  const after = chunk.slice(end, end + 160);
  const own = (after.split(' . ')[0] ?? '').replace(/ \.$/, '');
  const writer = WRITER_CATEGORIES.has(category);
  const following = (after.split(' . ')[1] ?? '').trim();
  if (!literalSense(category, guards.sentence, match[0], own, following)) return false;
  if (category === 'wish' && /(?:^| )death(?= |$)/.test(match[0]) && guards.grief()) return false;
  // "life admin", "my life savings": life as the first half of a compound noun.
  if (/(?:^| )life$/.test(match[0]) && LIFE_COMPOUND.test(own)) return false;
  // "I think I took too many ibuprofen, what should I do?": a dose asked about safely.
  if (/(?:^| )too (?:many|much)(?= |$)/.test(match[0]) && guards.safe()) return false;
  // "I want to kms lmao this level is impossible": the slang said of a game or a chore.
  if (/(?:^| )(?:kms|kys)(?= |$)/.test(match[0]) && TRIVIAL_CAUSE.test(guards.sentence))
    return false;
  if (
    (category === 'plan' || category === 'means') &&
    (guards.ordinaryMeans() || guards.prescribed())
  )
    return false;
  if ((writer || category === 'no_future') && guards.denied()) return false;
  if (writer) {
    if (someoneElseBefore(before, match[0]) || negatedBefore(before)) return false;
    if (lifeWithComplement(match[0], own)) return false;
  }
  if ((category === 'method' || category === 'plan') && (guards.leisure() || guards.prescribed()))
    return false;
  // "...if I'm not here at all": 'at all' strengthens the absence; it limits it to nothing.
  if (category === 'burden' && ABSENCE_LIMITED.test(after) && !/^ at all\b/.test(after))
    return false;
  if (category === 'no_future' && (remedied(own) || inARole(own.trim()))) return false;
  // "I hurt myself again tonight at football": an injury told with its sport or its kitchen.
  if (category === 'self_harm' && injuryTold(guards.sentence)) return false;
  // "I want the pain to end for good, so I'm having the tooth out": a body's pain and its remedy.
  if (
    (category === 'wish' || category === 'life') &&
    /(?:^| )(?:the pain|the suffering|it|live with (?:it|this|the pain))(?= |$)/.test(match[0]) &&
    /(?:^| )(?:pain|painful|hurts|agony|aching|ache)(?= |$)/.test(guards.sentence) &&
    painWithRemedy(guards.sentence)
  )
    return false;
  if (
    category === 'wish' &&
    /(?:^| )(?:it all|everything|this|it) (?:to )?(?:end|stop|be over|over)/.test(match[0]) &&
    guards.task()
  )
    return false;
  return true;
}

/**
 * The signs in one reading, sentence by sentence. A phrase never spans a sentence break, but a
 * guard may look into the next sentence ("rope around my neck. lol"), so each sentence is tried
 * with the next one after it and a match counts only where it starts in the sentence.
 */
function* signsIn(
  words: string,
  clauseWords: string,
  read?: Map<string, ConceptSign[]>,
): Generator<Sign> {
  const sentences = words.split(' . ');
  const clauseSentences = clauseWords.split(' . ');
  let running = '';
  for (const [index, sentence] of sentences.entries()) {
    const following = sentences[index + 1] ?? '';
    if (clauseSpeaksOfDeath(sentence) && conceptMeant('clause', sentence, following))
      yield { category: 'clause', weak: false, topic: false, sentence, phrase: '(clause)' };
    // The reading by concepts (ADR 103), a fragment read with the sentence it goes on from.
    const clauses = clauseSentences[index] ?? sentence;
    running = index > 0 && continuesSentence(clauses) ? `${running} ${clauses}` : clauses;
    let concepts = read?.get(running);
    if (!concepts) {
      concepts = conceptSigns(running);
      read?.set(running, concepts);
    }
    for (const sign of concepts) {
      if (!conceptMeant(sign.category, sentence, following)) continue;
      yield { ...sign, topic: false, sentence, phrase: `(concept: ${sign.category})` };
    }
    const sentenceEnd = sentence.length;
    const next = sentences[index + 1];
    const chunk = next === undefined ? sentence : `${sentence} . ${next}`;
    const guards = new SentenceGuards(sentence);
    for (const rule of candidates(sentence)) {
      const compiled = COMPILED[rule];
      if (!compiled) continue;
      const match = compiled.pattern.exec(chunk);
      if (!match || match.index >= sentenceEnd) continue;
      if (!stillASign(compiled.category, guards, chunk, match)) continue;
      yield {
        category: compiled.category,
        weak: compiled.weak,
        topic: compiled.topic,
        sentence,
        phrase: RULES[rule]?.phrase ?? '',
        words: match[0].trim(),
      };
    }
  }
}

/**
 * Whether the text speaks of suicide or self-harm: a strong sign, or two weak signs of different
 * kinds (a farewell and finality, a gift and a farewell, a plan with a time and the means at
 * hand), unless a weak pair is explained by an ordinary leaving (a move, a new job, a holiday).
 * When the rules find nothing, the warning-sign families of ADR 112 are read for a combination.
 */
export function detectCrisis(text: string): CrisisVerdict {
  const verdict = detectCrisisBySigns(text);
  if (verdict.crisis) return verdict;
  // ADR 135: what the rules and the warning signs pass, the learned signal may still call a
  // crisis (it only adds: a missed crisis costs more than a crisis line shown to someone safe).
  return crisisSignalFires(signalReadings(text))
    ? { crisis: true, categories: ['learned'] }
    : verdict;
}

/**
 * The rules and the warning signs, without the learned signal: what the signal was trained
 * beside (`scripts/train-crisis-signal.ts` marks the texts they pass).
 */
export function detectCrisisBySigns(text: string): CrisisVerdict {
  const read: Reading[] = [];
  const verdict = byRules(text, read);
  if (verdict.crisis) return verdict;
  // Nothing the rules name: the warning signs may still meet (ADR 112).
  for (const { words, clauseWords } of read) {
    const families = warningSignCombination(clauseWords, words);
    if (families.length > 0)
      return { crisis: true, categories: families.map((family) => `sign:${family}`) };
  }
  return verdict;
}

/** The readings the learned signal reads: each reading's canonical words, as it was trained. */
export function signalReadings(text: string): string[] {
  const readings = readingsOf(withoutCitedQuotes(otherScriptsInEnglish(text)), true).map(
    (reading) => canonicalWords(withoutClauseMarks(reading)),
  );
  return [...new Set(readings)];
}

/** The verdict of the rules and frames alone, without the warning signs: for the figures script. */
export function detectCrisisByRules(text: string): CrisisVerdict {
  return byRules(text, []);
}

/** One reading's canonical words, with and without clause marks. */
interface Reading {
  words: string;
  clauseWords: string;
}

/**
 * ADR 120: "it" or "this" before a colon on one line is defined by what follows ("how I'm going to
 * do it: meal prep on Sundays"), so the two are read as one sentence, marked for `definedAsTask`.
 */
function colonDefines(text: string): string {
  return text.replace(/\b(it|this)[ \t]*:[ \t]+(?=\S)/gi, '$1 namely ');
}

/** The verdict of the rules and frames (ADR 073–103), with the readings they read put in `out`. */
function byRules(text: string, out: Reading[]): CrisisVerdict {
  const strong = new Set<string>();
  const weakSigns: Sign[] = [];
  // The readings of a text share most sentences: each is read by concepts once.
  const concepts = new Map<string, ConceptSign[]>();
  let ordinaryLeaving = false;
  let means = false;
  const read = new Set<string>();
  for (const reading of readingsOf(
    colonDefines(withoutCitedQuotes(otherScriptsInEnglish(text))),
    true,
  )) {
    const { words, clauseWords } = canonicalPair(reading);
    if (read.has(words)) continue;
    read.add(words);
    out.push({ words, clauseWords });
    // A leaving others are told of as a cover ('she thinks I'm going travelling') is no
    // ordinary leaving (ADR 154).
    if (ORDINARY_LEAVING.test(words) && !LEAVING_AS_COVER.test(words)) ordinaryLeaving = true;
    if (MEANS.test(words)) means = true;
    // A crisis history with the crisis said to be back is the verdict (ADR 112 round 2).
    if (crisisBackInStory(words)) return { crisis: true, categories: ['relapse'] };
    const past = new Map<string, boolean>();
    for (const sign of signsIn(words, clauseWords, concepts)) {
      // A recovery long past, or a report on the subject, is not a sign (ADR 099).
      let toldPast = past.get(sign.sentence);
      if (toldPast === undefined) {
        toldPast = toldAsPast(sign.sentence, words);
        past.set(sign.sentence, toldPast);
      }
      // Another person in danger now is a crisis for the writer to act on, told or not.
      // ADR 151: another's signs ('another_…') are read as such, never as the writer's.
      const another = isAnotherSign(sign);
      if (toldPast && !another) continue;
      if (sign.topic && reportsOnSubject(sign.sentence)) continue;
      if (!another && ofAnother(sign, words)) continue;
      if (sign.category === 'no_future' && trappedLiterally(sign.sentence)) continue;
      if (OUTLIVED_CATEGORIES.has(sign.category) && outlivedByTheFuture(sign.sentence)) continue;
      if (sign.weak) weakSigns.push(sign);
      // A strong sign no leaving explains is the verdict: the rest need not be read.
      else if (sign.category !== 'away') return { crisis: true, categories: [sign.category] };
      else strong.add(sign.category);
    }
  }
  // Not being here by a date is a crisis unless an ordinary leaving explains it (ADR 103).
  if (strong.has('away') && ordinaryLeaving) strong.delete('away');
  // A move or a trip explains goodbyes, things given away, an absence and its date, never a
  // height looked up or a life one is tired of (ADR 152): those weak signs still pair.
  const unexplained = ordinaryLeaving
    ? weakSigns.filter((sign) => !LEAVING_EXPLAINS.has(sign.category))
    : weakSigns;
  // Another person's danger is told by two signs of theirs, the writer's by two of the writer's:
  // a grandad's "I won't be needing these" is not the writer's own no-need (ADR 152).
  const weak = new Set([
    ...pairedWeakSigns(unexplained.filter((sign) => !isAnotherSign(sign))),
    ...pairedWeakSigns(unexplained.filter(isAnotherSign)),
  ]);
  if (strong.size > 0) return { crisis: true, categories: [...strong, ...weak] };
  // A plan with a time, or being ready, counts with the means named anywhere in the text.
  const single = new Set(weakSigns.map((sign) => sign.category));
  if ((single.has('plan') || single.has('ready')) && means) {
    weak.add('means');
    for (const category of ['plan', 'ready']) if (single.has(category)) weak.add(category);
  }
  const crisis = weak.size >= 2;
  return { crisis, categories: crisis ? [...weak] : [] };
}

/** The signs of not being alive by a time that a span of decades makes a life's length (ADR 153). */
const OUTLIVED_CATEGORIES = new Set(['wish', 'away', 'finality', 'no_future']);

/** A leaving someone else is said to believe in: the writer's cover for another end (ADR 154). */
const LEAVING_AS_COVER =
  /(?:^| )(?:she|he|they|everyone|everybody|my \S+) (?:thinks|think|believes|believe) (?:i am|that i am) (?:going|moving|off)(?= |$)/;

/** A sign of another person in danger ('another_in_danger', 'another_parting', …): ADR 151. */
const isAnotherSign = (sign: Sign) => sign.category.startsWith('another_');

/** The weak signs an ordinary leaving (a move, a trip, a new job) can explain. */
const LEAVING_EXPLAINS = new Set([
  'away',
  'absence',
  'finality',
  'farewell',
  'giving_away',
  'plan',
  'ready',
  'no_need',
  'affairs',
  'calm',
  'letter',
  'leaving',
  'apology',
]);

/** Categories that name a person's own act or state, which may be someone else's (ADR 112 round 2). */
const OWN_ACT_CATEGORIES = new Set([
  ...WRITER_CATEGORIES,
  'clause',
  'life',
  'escape',
  'hopeless',
  'limit',
]);

/**
 * A sign told of someone else (ADR 112 round 2): another person's act, wish or state in a sentence the
 * writer is not in ("my flatmate took an overdose"); a burden only when it reports what they say
 * of themselves ("my mum keeps saying she'd be better off dead"), as the writer may speak of
 * themselves in the third person ("the kids would be better off without their mum"); any other
 * sign (a goodbye, giving things away) only in a post that asks how to help them.
 */
function ofAnother(sign: Sign, words: string): boolean {
  if (OWN_ACT_CATEGORIES.has(sign.category)) return saidOfAnother(sign.sentence);
  if (sign.category === 'burden') return reportedOfAnother(sign.sentence);
  return saidOfAnother(sign.sentence) && aboutHelpingAnother(words);
}

/** Where a weak sign's words stand in its sentence, in characters (none when not found). */
function placeOf(sign: Sign): [number, number] | null {
  const at = sign.words ? sign.sentence.indexOf(sign.words) : -1;
  return at < 0 ? null : [at, at + (sign.words?.length ?? 0)];
}

/**
 * Whether one of two overlapping places holds the other and two words more: "not going to need
 * these things where I'm going" holds "where I'm going" and says more (no need and finality).
 */
function containsMore(a: [number, number], b: [number, number], sentence: string): boolean {
  const extra = (outer: [number, number], inner: [number, number]) =>
    outer[0] <= inner[0] &&
    inner[1] <= outer[1] &&
    `${sentence.slice(outer[0], inner[0])} ${sentence.slice(inner[1], outer[1])}`
      .trim()
      .split(/ +/)
      .filter(Boolean).length >= 2;
  return extra(a, b) || extra(b, a);
}

/**
 * The categories of weak signs that pair with a sign of another category read from other words:
 * one phrase two rules both name ("tonight is the night") is one sign, not two (ADR 103).
 */
function pairedWeakSigns(signs: readonly Sign[]): Set<string> {
  const paired = new Set<string>();
  signs.forEach((a, i) => {
    for (const b of signs.slice(i + 1)) {
      if (a.category === b.category) continue;
      if (a.sentence === b.sentence) {
        const pa = placeOf(a);
        const pb = placeOf(b);
        if (pa && pb && pa[0] < pb[1] && pb[0] < pa[1] && !containsMore(pa, pb, a.sentence))
          continue;
      }
      paired.add(a.category).add(b.category);
    }
  });
  return paired;
}

/** The signs each reading of the text shows, guards not applied: for tests and for tuning. */
export function explainCrisis(text: string): { sentence: string; phrase: string }[] {
  return readingsOf(withoutCitedQuotes(otherScriptsInEnglish(text)), true).flatMap((reading) => {
    const { words, clauseWords } = canonicalPair(reading);
    return [...signsIn(words, clauseWords)].map(({ sentence, phrase }) => ({ sentence, phrase }));
  });
}
