/**
 * The crisis detector's reading by concepts and clause structure (ADR 103): where the phrase rules
 * (`crisis.ts`) name word sequences, this names what a clause says. A clause (a sentence cut at
 * its commas and lone dashes) is read as a few concepts — the writer's death, life itself, a wish,
 * an intent, an aversion, a self-caused lethal act, the writer's absence, a burden lifted — and a
 * frame is met when two of them meet with only filler words between ("I'd be fine with never
 * waking up", "I pray every night that God takes me"). Each frame asks the same questions of its
 * match, so no sentence needs a rule of its own:
 *
 * - the subject: the nearest subject before the wish or intent is the writer ("I", or none, as
 *   texting drops it), not someone else ("a friend who told me she wants to die");
 * - the polarity: a wish for death counts, a wish for death negated does not ("I don't want to
 *   die"); a wish for life negated counts ("I don't want to be alive"), as does an aversion to
 *   life ("tired of being alive", "being alive feels like a punishment");
 * - the complement: life and death named as themselves, not as a verb with an object or a figure
 *   ("live with my parents", "tired of living paycheck to paycheck", "die my hair", "dead tired");
 * - what is in between: only filler words (adverbs, "to", "just", "every night that"), so a
 *   content verb ("want to see Paris before I die") or another person ("want him to die") breaks
 *   the frame.
 *
 * It reads the canonical words of one sentence (`canonicalWords` in `crisis.ts`) with its clause
 * marks (' , '), so spellings, slang and disguises are already undone.
 */

import {
  askedSafely,
  injuryTold,
  leisureAct,
  namesTask,
  painWithRemedy,
  takenAsPrescribed,
} from './crisis-context';

// ── Building blocks ─────────────────────────────────────────────────────────────────────────

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first words of the phrases each alternation was built from (for the quick check). */
const FIRST_WORDS = new Map<string, Set<string>>();

/** An alternation of phrases (words separated by spaces), the longest first. */
function oneOf(phrases: readonly string[]): string {
  const source = `(?:${[...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.split(' ').map(escape).join(' '))
    .join('|')})`;
  FIRST_WORDS.set(source, new Set(phrases.map((phrase) => phrase.split(' ')[0] ?? '')));
  return source;
}

/** The words a concept built by `oneOf` can start with: one of them must be in the sentence. */
const KEYS = new WeakMap<RegExp, ReadonlySet<string>>();

/** Whether a sentence's words hold a first word of every concept named (the quick check). */
function mayHold(present: ReadonlySet<string>, ...concepts: RegExp[]): boolean {
  return concepts.every((concept) => {
    const keys = KEYS.get(concept);
    if (!keys) return true;
    // A sentence has fewer words than a concept has first words: look each word up.
    for (const word of present) if (keys.has(word)) return true;
    return false;
  });
}

/** Phrases written compactly: `a b|c` → ["a b", "c"], "_" kept as a space. */
function list(source: string): string[] {
  return source
    .split('|')
    .map((phrase) => phrase.trim().replace(/_/g, ' ').replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Whole words of a regular expression source, in a clause (a match may start with its space). */
function words(source: string, flags = 'g'): RegExp {
  const pattern = new RegExp(`(?:^| )(?:${source})(?= |$)`, flags);
  const keys = FIRST_WORDS.get(source);
  if (keys) KEYS.set(pattern, keys);
  return pattern;
}

interface Span {
  start: number;
  end: number;
}

/** Each pattern's sticky copy, to try it at every word (matches may overlap). */
const STICKY = new WeakMap<RegExp, RegExp>();

/**
 * Every match of a concept in a clause: those a left-to-right scan finds, and those that start
 * inside one of them ("no longer want to" and "to live" share "to"), so overlapping readings are
 * all seen while a long clause is scanned once.
 */
function spans(pattern: RegExp, clause: string): Span[] {
  let sticky = STICKY.get(pattern);
  if (!sticky) {
    sticky = new RegExp(pattern.source, 'y');
    STICKY.set(pattern, sticky);
  }
  const out: Span[] = [];
  pattern.lastIndex = 0;
  for (let found = pattern.exec(clause); found; found = pattern.exec(clause)) {
    const start = found.index + (found[0].startsWith(' ') ? 1 : 0);
    const end = found.index + found[0].length;
    out.push({ start, end });
    // The spaces inside the match: another reading may start after each.
    for (let space = clause.indexOf(' ', start); space >= 0 && space < end - 1;) {
      sticky.lastIndex = space;
      const inner = sticky.exec(clause);
      if (inner) out.push({ start: space + 1, end: space + inner[0].length });
      space = clause.indexOf(' ', space + 1);
    }
    pattern.lastIndex = end;
  }
  pattern.lastIndex = 0;
  return out;
}

/** The words between two spans (none when they touch). */
function between(clause: string, left: Span, right: Span): string[] {
  // No frame looks further than a dozen words: a long stretch is not split.
  if (right.start - left.end > 300) return TOO_FAR;
  const text = clause.slice(left.end, right.start).trim();
  return text ? text.split(' ') : [];
}

const TOO_FAR: string[] = new Array<string>(30).fill('');

/** The words before a span, nearest first. */
function before(clause: string, span: Span): string[] {
  const text = clause.slice(Math.max(0, span.start - 160), span.start).trim();
  return text ? text.split(' ').reverse() : [];
}

/** What follows a span, up to the end of the clause. */
function after(clause: string, span: Span): string {
  return clause.slice(span.end).trim();
}

// ── Subject, polarity, filler ───────────────────────────────────────────────────────────────

/** Words that make someone else the subject of what follows. */
const OTHERS = new Set(
  list(
    'he|she|they|we|you|it|who|someone|somebody|everyone|everybody|anyone|anybody|nobody|people|person|friend|friends|mum|mom|mother|dad|father|parents|brother|sister|son|daughter|child|children|kid|kids|husband|wife|partner|boyfriend|girlfriend|grandad|grandma|granny|nan|grandmother|grandfather|uncle|aunt|cousin|niece|nephew|colleague|boss|neighbour|neighbor|patient|patients|client|clients|student|students|character|villain|hero|heroine|narrator|author|protagonist|poet|writer|singer|artist|speaker|poem|song|book|film|novel|play|story|teenagers|teens|adolescents|students|veterans|soldiers|youngsters|man|woman|guy|girl|boy|dog|cat|pet|plant|plants|phone|battery|team|one|player|doctor|nurse|teen|teenager|baby|everyone|cancer|god',
  ),
);

/** The last `count` words of a text, nearest first (read from its end only: posts are long). */
function lastWords(text: string, count: number): string[] {
  return text
    .slice(-16 * count)
    .trim()
    .split(' ')
    .reverse()
    .slice(0, count);
}

/** Others whom a rule's match may follow without losing the writer: generic "you", "it", "one". */
const GENERIC = new Set(list('you|it|one|god|cancer'));

/**
 * Whether the words before a rule's match (nearest first) name someone else as its subject: "my
 * friend is tired of being alive", "nobody wants to die in a hospital bed". Generic "you" and
 * "it" ("it makes me want to die") do not count.
 */
export function someoneElseBefore(text: string, match: string): boolean {
  // The match names the writer itself: "i want to die", "if i live or die".
  if (/^ ?(?:[a-z']+ ){0,2}(?:i|me|my|myself)(?: |$)/.test(match)) return false;
  const near = lastWords(text, 8);
  for (const [index, word] of near.entries()) {
    if (word === 'i' || word === 'me' || word === 'myself' || word === ',') return false;
    // "no one" is how the canonical words write "nobody".
    if (word === 'one' && near[index + 1] === 'no') return true;
    if (GENERIC.has(word) || !OTHERS.has(word)) continue;
    // "I want someone to end my suffering": the other is the object of the writer's wish.
    if (isObject(near, index)) continue;
    // A pronoun is a subject wherever it stands; a noun ("my cat") only right before the verb.
    if (PRONOUNS.has(word) || index <= 2) return true;
  }
  return false;
}

const PRONOUNS = new Set(
  list(
    'he|she|they|we|who|someone|somebody|everyone|everybody|anyone|anybody|nobody|people|teenagers|teens|adolescents|students|veterans|soldiers|youngsters',
  ),
);

/** A "not" or "never" right before a rule's match: "I'm not tired of living", "I don't want to die". */
export function negatedBefore(text: string): boolean {
  const near = lastWords(text, 3);
  // "I don't trust myself not to hurt myself": the "not" of a fear, not of the act.
  if (near[0] === 'to' && near[1] === 'not' && (near[2] === 'myself' || near[2] === 'me'))
    return false;
  const negation = (word?: string) => word === 'not' || word === 'never';
  // The negation right before the match, or with an adverb between: "not really tired of it".
  if (negation(near[0]) || (ADVERB.has(near[0] ?? '') && negation(near[1]))) return true;
  // Or before an intent: "I'm not going to kill myself", "I've never wanted to hurt myself".
  const words = lastWords(text, 5);
  let at = words[0] === 'to' ? 1 : 0;
  while (at < words.length && INTENT_WORD.has(words[at] ?? '')) at += 1;
  if (at === 0) return false;
  return words[at] === 'never' || (words[at] === 'not' && words[at - 1] !== 'want');
}

const INTENT_WORD = new Set(
  list('going|gonna|about|planning|ever|really|actually|wanted|want|trying'),
);

const ADVERB = new Set(
  list('really|even|just|actually|exactly|necessarily|always|ever|totally|that'),
);

/** Whether the wish or intent at `span` is the writer's: the nearest subject before it is "I". */
function writerIsSubject(clause: string, span: Span): boolean {
  const near = before(clause, span).slice(0, 8);
  for (const [index, word] of near.entries()) {
    if (word === 'i' || word === 'me' || word === 'myself') return true;
    if (OTHERS.has(word) && !isObject(near, index)) return false;
  }
  return true;
}

/** Verbs whose object a person is: "want someone to", "ask my mum to", "let them". */
const OBJECT_VERBS = new Set(
  list(
    'want|wish|need|ask|asked|let|make|made|beg|begged|tell|told|get|got|pay|hire|hired|wanted|needed|expect|pray for|love|miss',
  ),
);

/** Whether the word at `index` (nearest first) is an object: a verb, or "my" after a verb, before it. */
function isObject(near: readonly string[], index: number): boolean {
  const previous = near[index + 1] ?? '';
  if (OBJECT_VERBS.has(previous)) return true;
  return (
    /^(?:my|the|a|his|her|our|their)$/.test(previous) && OBJECT_VERBS.has(near[index + 2] ?? '')
  );
}

/** A negation just before a span ("do not want", "never wished"). */
function negated(clause: string, span: Span): boolean {
  const near = before(clause, span).slice(0, 3);
  return near.some((word) => word === 'not' || word === 'never' || word === 'no');
}

/**
 * Words that may stand between a wish and what is wished without changing it: adverbs, "to",
 * "that", the writer again, how often ("every night that"), a softener ("part of me").
 */
const FILLER = new Set(
  list(
    'to|if|when|with|do|did|will|should|might|may|must|just|really|so|simply|finally|quietly|peacefully|all|honestly|literally|genuinely|actually|kind|sort|of|i|like|fr|lowkey|badly|desperately|truly|already|now|still|even|ever|sometimes|often|always|every|each|night|nights|day|days|morning|mornings|most|that|would|could|can|be|go|and|then|somehow|slowly|secretly|please|sincerely|seriously|tbh|ngl|at|least|deep|down|part|me|the|one|day|soon|could_just|only|get|got|to_just|too|much|more|than|anything|for|once',
  ),
);

function onlyFiller(gap: readonly string[], max: number): boolean {
  return gap.length <= max && gap.every((word) => FILLER.has(word));
}

// ── Concepts ────────────────────────────────────────────────────────────────────────────────

/** A wish or a welcome: what the writer would have happen. */
const WISH = words(
  oneOf(
    list(
      'want|wanted|wanting|wants|wish|wished|wishes|wishing|hope|hopes|hoping|hoped|pray|prays|praying|prayed|long|longing|yearn|yearning|crave|craving|need|needed|ready|would rather|would prefer|prefer|would like|would love|feel like|felt like|feeling like|tempted|urge|urges|can not wait|could not wait|looking forward|look forward|dream of|dream about|dreaming of|dreaming about|fantasise about|fantasize about|fantasising about|fantasizing about|would not mind|do not mind|would not care|envy|jealous of|deserve|welcome|would welcome|would be fine with|would be fine|would be okay with|would be ok with|would be happy|would be glad|would be relieved|would be grateful|am fine with|make sure|making sure|made sure|made up my mind to|have decided to|decided to|determined to|chosen to|choose to|choosing to|am okay with|am ok with|at peace with|made peace with|would be at peace|would be a relief|would be happier|wanna|would give anything to|would give anything|would do anything to|all i want is to|all i want is|my only wish is to|my only wish is|if only i could|desperate to|aching to|would love nothing more than to|would like nothing more than to|waiting to|just waiting to|waiting until i can',
    ),
  ),
);

/** An intent: a wish, a plan, a decision, or being drawn to the act. */
const INTEND = words(
  oneOf(
    list(
      'want|wanted|wanting|wish|need|ready|going|am going|gonna|will|how easy it would be to|how easy it would be|how easy it is to|easy it would be to|would be so easy to|it would be easy to|it would be so easy to|plan|planning|planned|plan on|planning on|decided|deciding|have decided|made up my mind|about|intend|intending|think|thinking|thought|thinking about|thinking of|thought about|thought of|think about|think of|considering|consider|contemplating|tempted|urge|urges|trying|try|tried|attempt|attempting|might|may|should just|could just|would rather|prefer|feel like|felt like|feel|close|come close|came close|almost|nearly|keep thinking|cannot stop thinking|can not stop thinking',
    ),
  ),
);

/**
 * The writer's death, as a wish takes it: a state ("be dead", "never wake up", "not exist"), an
 * act ("end it", "kill myself"), or an event that befalls them ("God takes me", "get hit by a
 * bus"). Open heads ("die", "dead", "gone") are ordinary words too; what follows them is checked.
 */
const DEATH_OPEN = list(
  'die|dying|dead|be dead|being dead|death|my death|be gone|being gone|gone|end it|ending it|go|leave|disappear|vanish|fade out|fade away|sleep|rest|let go|crash|i crash|i get in a crash|i have a crash|i have an accident|i get killed|sleep forever|sleep for ever|go to sleep forever|fall asleep forever|rest forever|all to be over|it all over|it all to end|it all to stop|it all to be over|everything to end|everything to stop',
);
const DEATH_CLOSED = list(
  `be dead already|not be alive|not being alive|not alive|not to be alive|not be alive any more|not exist|not existing|not to exist|to not exist|stop existing|stopped existing|cease to exist|ceasing to exist|stop living|not live|not wake up|not to wake up|never wake up|never wake again|not waking up|never waking up|never woken up|never woke up|not woken up|not woke up|never have woken up|never have to wake up|not have to wake up|never waking|not wake|not come up|never come up|not come back|never come back|never coming back|stop being a person|stop being me|stop being human|stop being anything|out of it for good|out of it all for good|out of this for good|out for good|out permanently|out forever|out of this body for good|out of my body for good|fall asleep and never wake|go to sleep and never wake|sleep and never wake|fall asleep and never wake up|go to sleep and never wake up|sleep and never wake up|sleep and not wake up|sleep and not wake|not be here|not being here|not to be here|not be around|not being around|not be here any more|be gone forever|be gone for good|gone forever|disappear forever|disappear for good|disappear permanently|vanish forever|stop breathing|not breathe|stop my heart|my heart to stop|my heart stops|my heart would stop|my heart stopped|end it all|ending it all|end things|ending things|end everything|end my life|ending my life|end my own life|finish my life|finish it all|take my life|take my own life|taking my own life|kill myself|killing myself|unalive|unalive myself|commit suicide|leave this world|leave this earth|leave this life|die in my sleep|go in my sleep|be taken|get hit by a|get hit by the|be hit by a|get run over|be run over|get killed|be killed|not make it|not survive|not to survive|never make it|not make it through|not pull through|get to die|got to die|god takes me|god would take me|god will take me|god to take me|god took me|god just takes me|god would just take me|death takes me|death to take me|the universe takes me|my end|the pain to stop forever|be with god|go home to god|go to god|meet my maker|meet god|go to heaven|be in heaven|join god|drift off forever|close my eyes forever|never open my eyes|not open my eyes|not see tomorrow|never see tomorrow|not see another day|never see another day|be six feet under|be in the ground|be in my grave|in my grave|in the ground|a bus hits me|a car hits me|a truck hits me|a lorry hits me|a train hits me|the cancer wins|cancer wins|the cancer takes me|cancer takes me|the illness wins|the disease wins|something kills me|someone kills me|something would kill me|stop waking up|stop waking|never open my eyes again|not open my eyes again|close my eyes and never open them|close my eyes and never open them again|close my eyes and not open them again|sleep and never open my eyes|sleep and not open my eyes|cease to be|ceased to be|ceasing to be|erase myself from existence|erase myself|fade away for good|fade away forever|fade away until there is nothing left of me|fading away until there is nothing left of me|fade into nothing|fading into nothing|fade to nothing|check out for good|check out permanently|check out of life|check out of this life|checking out for good|checking out permanently|let it take me|let the darkness take me|let the dark take me|top myself|topping myself|end myself|ending myself|no longer exist|no longer be here|no longer be around|no longer be alive|be no more|stop being alive|cease existing|end my existence|disappear off the face of the earth|disappear off the earth|sleep for good|go to sleep for good|fall asleep for good|switch off for good|switch off forever|shut down for good|shut down forever|log off for good|log off from life|be wiped from existence|be done with life|be done with living|be out of here for good|vanish for good|vanish permanently|not feel anything ever again|never feel anything again|never feel anything ever again|never feel again|feel nothing ever again|the pain to end for good|the pain to stop for good|the pain to end forever|the pain to end permanently|the pain to stop permanently|the suffering to end for good|the suffering to stop for good|the suffering to end forever|it all to end for good|it all to stop for good|everything to stop for good|everything to end for good|everything to go black|it all to go black|go black forever|be at rest forever|be free of this life|be out of this life|this all to be over for good|all of this to be over for good|it all to be over for good|everything to be over for good|not be in this world|not be on this earth|leave this planet`,
);
/** Something that kills the writer: a crash, an illness, a stranger ("this illness finally kills me"). */
const AGENT_KILLS = `(?:the|my|this|a|some|that) (?:plane|flight|car|bus|train|illness|disease|cancer|condition|virus|infection|tumour|tumor|heart attack|stroke|drunk driver|stranger|lorry|truck)(?: (?:just|finally|actually|eventually|would|will|to))? (?:kills|killed|kill|takes|took|take|ends|end|hits|hit|runs over|run over|gets|get|wins|win|crashes|crashed|crash|goes down|went down|go down|comes back|came back|come back|returns|spreads) ?(?:me)?`;
const DEATH = words(`${oneOf([...DEATH_OPEN, ...DEATH_CLOSED])}|${AGENT_KILLS}`);
const OPEN = new Set(DEATH_OPEN);

/**
 * What may follow an open death word for it to be the writer's own: the end of the clause or a
 * word that carries on the wish. Anything else is how an ordinary phrase goes on ("die my hair",
 * "rather die than", "end it with him", "go to the shops", "dead tired", "sleep in").
 */
const THEN = new RegExp(
  `^(?:$|(?:${oneOf(
    list(
      'and|so|because|cos|but|or|tonight|today|tomorrow|now|right now|already|soon|honestly|fr|really|badly|so badly|so bad|so much|any more|every day|every night|all the time|i|just|anyway|sometimes|lately|again|forever|for ever|permanently|for good|for real|instead|quietly|painlessly|peacefully|alone|in my sleep|in peace|this time|this year|this week|this weekend|to be honest|tbh|ngl|man|bro|at this point|yet|too|rn|please|already|more than anything|more than ever|most days|on the way home|on my way home|on the way to work|on my way to work|on the motorway|every single day|not even joking|no joke|seriously|literally|asap|one day soon|young|before i|before it|before anyone|quickly|fast|now please|for once|with me',
    ),
  )})(?: |$)|in (?:the|a|my|his|her|this)(?! (?:game|film|movie|book|story|level|match|show|episode|series|war|novel|play)(?: |$)) )`,
);
/**
 * After any death or act named, how a figure of speech goes on: "take my life back", "to the next
 * level", "sleep forever on Sundays", "stop existing on coffee", "let go of this sofa".
 */
const CLOSED_FIGURE =
  /^(?:(?:tomorrow |tonight |today )?at (?:[0-9]+|half|quarter)|(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of) (?:hours|hour|nights|night|days|minutes|weeks)|back|to the next|to a new|to new|into|forward|seriously|in hand|as|like a|like my|from|off|around|over|up|out|at|early|late|before|hungover|on(?! (?:the way|my way|the motorway|the road|purpose|the bridge|the tracks))|so i can|so that i can|so we can|then i can|and then i can|and enjoy|and move on|and relax|and start|to the|to my|to work|to class|to school|in time|on time|the(?! (?:night|week|day|weekend|year|month|operation|surgery|anaesthetic))|my|his|her|their|our|your|him|them|you|everyone|anyone|a|an|this(?! (?:time|year|week|weekend))|that(?! is)|these|those|it|in (?:fear|denial|the past|the shadows|the background|limbo|regret|shame|silence|hiding|my head|a bubble|a box|survival mode)|by the time|who|that(?! is)|which|when i die|when i am old|when my time comes|one day|someday|eventually|(?!nothing|anything|everything|something|morning|evening|spring|being)[a-z]+ing|for a|for the|for one|for an|for my|for this|for that|for some|until|till|of|about|with laughter|laughing|of laughter|with (?:my|a|the|him|her|them|it|this|that))(?: |$)/;

/** Before an open death word: "the dead", "like the dead", "a death", "his death". */
const BEFORE_OPEN = /(?:^| )(?:the|a|like|his|her|their|its|your|sudden|brain|cell|to see|watch)$/;

/** Life itself, as the object of a wish, a refusal or an aversion. */
const LIFE = words(
  oneOf(
    list(
      'live|living|to live|be alive|being alive|stay alive|staying alive|keep living|go on living|going on living|carry on living|exist|existing|be here|being here|be around|being around|still be here|still here|wake up|waking up|go on|going on|carry on|carrying on|keep going|keep on going|survive|surviving|breathe|breathing|keep breathing|be in this world|be on this earth|this life|my life|life|live any more|see tomorrow|see another day|face another day|face tomorrow|face life|get up tomorrow|get up every day|get up again|try to stay alive|trying to stay alive|to stay alive|stay here any more|fighting it|fighting this|be me|being me',
    ),
  ),
);

/**
 * What may follow life named for it to be life itself: the end of the clause, a time, a manner
 * of living, or "without" someone. "live in this flat", "tired of living paycheck to paycheck",
 * "go on holiday", "survive the meeting" are something else.
 */
const LIFE_THEN = new RegExp(
  `^(?:$|(?:${oneOf(
    list(
      'any more|any longer|no more|no longer|like this (?=$|any more|any longer|and|but|so|i|honestly|now)|like that (?=$|any more|any longer|and|but|so|i)|this way (?=$|any more|any longer|and|but|so|i)|in this world|on this earth|in this body|in this life|in pain|with this pain|with the pain|with it any more|with it any longer|with this any more|with myself|another day|another week|another year|much longer|for much longer|for long|past|to see|tomorrow|anyway|now|tbh|honestly|and|but|so|because|cos|i|at all|ever again|again|really|just|either|here|in this state|this life|day to day|every day|without her|without him|without them|without you|every morning|each day|for anyone|for anything|for what|for nothing|for this|for it|forever|at this point|left|right now|rn|fr|lol|smh|lmao|ugh|man|bro|atp|tbh|ngl|is|was|feels|seems|has|had|to be honest|since|after|ngl|more|one more day|one more',
    ),
  )})(?: |$))`,
);

/** Being here or around, which a place or an event named in the sentence makes literal. */
const HERE = /(?:here|around|stay|staying)$/;
const PLACE_CONTEXT =
  /(?:^| )(?:party|meeting|class|lesson|job|city|town|school|country|house|flat|office|place|queue|team|group|chat|server|app|area|relationship|marriage|company|gym|club|course|hospital|ward|room|pub|bar|wedding|event|lecture|uni|university|college|work|forum|site|website|shop|store|restaurant|village|street|neighbourhood|family|household|church|band|choir|league|game|match|concert|festival|conference|trip|holiday|hotel|airport|station|island|county|area|estate|dorm|halls|course)(?= |$)/;

/** What may stand between an aversion and life: "done with everything and with being alive". */
const WITH_ALL = new Set(
  list(
    'everything|it|all|this|and|with|of|even|any|everyone|people|trying|pretending|fighting|struggling|for|me',
  ),
);

/** What the idiom "losing the will to live" is said of: a queue, a meeting, a film. */
const BOREDOM =
  /(?:^| )(?:meeting|meetings|queue|queues|lecture|film|movie|call|webinar|training|traffic|hold|on hold|waiting room|form|forms|spreadsheet|admin|paperwork|this game|speech|presentation|sermon|assembly|lol|haha)(?= |$)/;

/** Life as the last words of a rule's match. */
const LIFE_END =
  /(?:^| )(?:live|living|exist|existing|be here|being here|be around|being around|wake up|waking up|go on|going on|carry on|carrying on|keep going|stay|staying|survive|surviving|breathe|breathing|be alive|being alive|stay alive|staying alive|keep living)$/;

/**
 * Whether a rule's match ends with life named and what follows gives it a complement: "no reason
 * to live in London", "sick of waking up to the dog barking", "survive the spice challenge".
 */
export function lifeWithComplement(match: string, after: string): boolean {
  return LIFE_END.test(match) && !LIFE_THEN.test(after.trim());
}

/** A refusal of life: not wanting it, no reason or point to it, not planning on it. */
const REFUSE = words(
  oneOf(
    list(
      'pointless to|meaningless to|not worth it to|no use to|futile to|can not|could not|can no longer|so i do not have to|so i will not have to|never have to|not have to|lost the will to|losing the will to|lost all will to|lost my will to|zero desire to|no desire to|no interest in|no wish to|do not feel like|no longer feel like|do not feel like i should|do not feel i should|do not think i should|i should not|should not|do not think i can|do not think i could|not sure i can|not sure how much longer i can|do not know how much longer i can|do not know how long i can|no reason for me to|no point in me|no point me|do not want|did not want|does not want|do not wanna|do not wish|do not plan on|do not plan to|not planning on|not planning to|not plan on|not planning|do not intend to|do not expect to|do not care to|do not deserve to|did not deserve to|do not see the point in|do not see the point of|do not see the point to|do not see any point in|do not see a reason to|do not see why i should|can not see the point in|can not see any reason to|no reason to|no reasons to|no point in|no point to|no point|not any point in|no will to|no desire to|no wish to|no motivation to|no purpose in|nothing to|nothing left to|nothing worth|never want to|no longer want to|not want to|not wanting to|why should i|why would i|why bother|why do i|why keep|why even|what is the point of|what is the point in|what is the point|whats the point of|not strong enough to|can not keep|can not go on|could not go on|can not carry on|can not bring myself to|do not have the strength to|have no strength to|no strength to|not worth|not worth it to',
    ),
  ),
);

/** An aversion to life: tired of it, done with it, hating it, unable to stand it. */
const AVERSE = words(
  oneOf(
    list(
      'tired of|tired to|tired with|so tired of|sick of|sick and tired of|weary of|exhausted of|exhausted by|exhausted from|done with|done|i am done|finished with|through with|fed up with|fed up of|over|hate|hating|hate being|hate living|can not stand|can not bear|can not face|can not handle|can not do|can not take|give up on|giving up on|given up on|gave up on|done trying to|stop trying to|stopped trying to|quit|quitting|quit trying to|no longer trying to|not trying to|give up|gave up|given up|giving up',
    ),
  ),
);

/** Life as a subject, and what is said of it: a punishment, too painful, with no meaning. */
const LIFE_SUBJECT = words(
  oneOf(
    list(
      'being alive|living|life|my life|existing|existence|my existence|being here|being me|waking up|every day|each day|staying alive|this life|being born',
    ),
  ),
);
const LIFE_VERDICT = words(
  oneOf(
    list(
      'a punishment|punishment|torture|a torture|too painful|so painful|unbearable|pointless|meaningless|no meaning|without meaning|without any meaning|no point|no purpose|no value|not worth it|not worth living|worthless|a curse|a burden|a mistake|not worth the pain|not worth the effort|hopeless|nothing but pain|only pain|just pain|hurts too much|hurts so much|hurts|too much to bear|exhausting',
    ),
  ),
);

/** What follows a verdict on life when it is about a patch or a thing: "without coffee", "at work". */
const VERDICT_REASON =
  /^(?:without|at|with|since|because|until|till|when|this|these|today|on|in|for|if|unless|whenever|during|before|after|compared)(?: |$)/;

/** Link between life as a subject and its verdict: "is", "feels like", "has become". */
const LINK = new Set(
  list(
    'is|feels|feel|seems|has|have|become|became|been|like|just|so|really|literally|honestly|only|nothing|but|a|has_become|has_been|is_just|turned|into|now|to|me|for|always|getting|more|and|more_and_more|of',
  ),
);

/**
 * Acts that end one's own life, as an intent takes them. The object or place is part of the act
 * ("jump off the roof", "step in front of a train", "take everything in the medicine cabinet").
 */
const PLACE =
  'bridge|building|roof|rooftop|cliff|cliffs|bridges|balcony|tower|overpass|flyover|ledge|window|car park|parking garage|multi storey|skyscraper|top floor|edge|block of flats|motorway bridge|viaduct|platform|tracks|railway|crane|pier|dam|car park roof|roof of the car park|the top';
const VEHICLE =
  'train|trains|bus|buses|car|cars|lorry|lorries|truck|trucks|tube|tram|van|traffic|oncoming traffic|a train|a bus';
/** Acts named with their object: "kill myself", "end my life", "jump off the roof". */
const NAMED_ACT = `(?:${oneOf(
  list(
    'kill myself|killing myself|end my life|ending my life|end my own life|take my life|take my own life|taking my own life|end it all|ending it all|end it|ending it|end things|ending things|end everything|finish my life|finish myself off|unalive myself|unalive|off myself|offing myself|commit suicide|committing suicide|hang myself|hanging myself|drown myself|drowning myself|shoot myself|shooting myself|gas myself|poison myself|overdose|overdosing|od|overdoes|slit my wrists|slit my throat|cut my wrists|cut my throat|slit my wrist|bleed out|bleed myself out|starve myself to death|drink myself to death|throw myself off|throw myself under|throw myself in front|yeet myself|go under and not come up|go under and never come up|let go|walk into the sea|walk into the water|walk into the river|walk into the lake|walk into the ocean|walk into the waves|wade into the sea|wade into the water|wade into the river|walking into the sea|walking into the water|walk into traffic|step into traffic|walking into traffic|stepping into traffic|drive into a tree|drive my car into a tree|drive into a wall|drive into oncoming traffic|drive off a cliff|drive off the bridge|drive off the road|crash my car|crash the car|swerve into a lorry|swerve into traffic|swerve into oncoming traffic|drive into a lorry|drive into the river|step off|stepping off|jump|jumping|leap|leaping|swerve|swerving|swerve off|crashing my car|letting go',
  ),
)})(?: ${oneOf(list('off|from|off of'))} (?:(?:the|a|my|this|that|our|an) )?(?:[a-z]+ ){0,2}?${oneOf(list(PLACE))})?`;
/** In front of or under a vehicle: "step in front of a train", "lie down on the tracks". */
const VEHICLE_ACT = `${oneOf(
  list(
    'step|stepping|step out|stepping out|jump|jumping|walk|walking|throw myself|throwing myself|lie down|lying down|lie|lay',
  ),
)} ${oneOf(list('in front of|in front|under|onto|on to|into'))}(?: (?:the|a|an|some|oncoming|next|first|passing|speeding))*(?: ${oneOf(list(VEHICLE))})?|${oneOf(list('lie|lie down|lay|lay down|lying|lying down'))} ${oneOf(list('on|across'))} the ${oneOf(list('tracks|railway|railway line|line|road|motorway'))}`;
/** The vehicle's acts first, so "jump in front of trains" is not read as a bare "jump". */
const LETHAL_ACT = words(`${VEHICLE_ACT}|${NAMED_ACT}`);
/** A height or finality, which a bare "jump", "step off" or "let go" needs beside it. */
const HEIGHT = words(
  oneOf(list(`${PLACE}|for good|forever|and end it|and die|oncoming|lorry|motorway|into traffic`)),
  '',
);

/** Words one of which every lethal act named holds (the quick check for `intendsAct`). */
const ACT_WORDS = [
  ...new Set(
    'kill killing end ending take taking took taken finish unalive off offing commit committing hang hanging drown drowning shoot shooting gas poison overdose overdosing od overdoes slit cut bleed starve drink throw yeet go let letting walk walking step stepping drive crash crashing swerve swerving jump jumping leap leaping lie lay lying swallow swallowing swallowed down downing downed neck necking necked'.split(
      ' ',
    ),
  ),
];

/** Take or swallow all of the means at once. */
const TAKE_ALL = words(
  `${oneOf(list('take|taking|took|taken|swallow|swallowing|swallowed|down|downing|downed|neck|necking|necked'))}(?: [a-z']+){0,5}? ${oneOf(
    list(
      'all|every|everything|all of|every single|the whole|a whole|the lot|all the|all my|every pill|every tablet|everything in|them all|all of them',
    ),
  )}(?: [a-z]+){0,4}? ${oneOf(
    list(
      'pills|tablets|meds|medication|medicine|medicines|painkillers|sleeping pills|paracetamol|insulin|antidepressants|cabinet|medicine cabinet|bottle of pills|packet of pills|box of pills',
    ),
  )}|${oneOf(list('take|taking|swallow|swallowing|down|downing'))} (?:them all|all of them|the lot|every one of them|every last one)|${oneOf(list('take|taking|swallow|swallowing|swallowed|down|downing|neck|necking'))}(?: [a-z']+){0,3}? (?:every|every single|every last) (?:pill|tablet|capsule)`,
);
/** After a lethal act named: how an ordinary jump, step, dose or ending goes on. */
const ACT_FIGURE =
  /^(?:in$|in (?!my sleep|the bath|the garage|my car|the car|the woods|the river|the sea|my room|my bedroom|front)|back|to the next|to a new|to new|forward|seriously|in hand|as|like a|like my|off|around|up|out|over|of|about|a |an |some |laughing|with laughter|on (?!(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the anniversary|purpose|the way|my way|the motorway|the road|the highway|the bridge|the tracks)\b)|at (?:work|school|the gym|the office|uni|spin|pilates|yoga|crossfit|training|bootcamp|parkrun|football|netball|rugby|boxing|the pool|circuits|hiit|zumba|class)|savings|admin|insurance|for (?!good|real|ever|sure\b)|into (?:the )?(?:water|pool|sea|lake|river|ocean|waves)|to (?:the|a|my|work|school|class|bed)|with (?:my|friends|mates|the|me|us|you|him|her|them|his|a|an)\b|with (?:these|those|this|that|all (?:these|the|this|my))(?! (?:pills|tablets|meds|painkillers|knives|knife|blades|razor))|trying|working|training|studying|revising|at the chance|in (?:the )?(?:queue|pool|shower|car)|ship|start|scare|rope|to conclusions|through hoops|the gun|the queue|ahead|in line|out of (?:bed|the way)|a photo|selfie|camera|photo|picture)/;
/** Where all of the means are kept, after taking them all: "every pill in the box". */
const CONTAINER_AFTER =
  /^(?:in|from|out of) (?:the|my|that|this) (?:box|packet|pack|bottle|tub|jar|drawer|cabinet|medicine cabinet|cupboard|blister pack|house)(?= |$)/;
/** The means named after an overdose ("on my pills", "on all the insulin I have"). */
const MEANS_AFTER = new RegExp(
  `^on (?:[a-z]+ ){0,3}?${oneOf(list('pills|tablets|meds|medication|medicine|medicines|painkillers|sleeping pills|paracetamol|insulin|antidepressants|sertraline|fluoxetine|citalopram|amitriptyline|codeine|tramadol|morphine|heroin|fentanyl|opioids|oxy|xanax|benzos|diazepam|everything|them|it'))}(?: |$)`,
);

/** A time that makes an act an intent without an intent verb ("ctb tonight"). */
const WHEN = words(
  oneOf(
    list(
      'tonight|today|tomorrow|right now|this weekend|this week|on friday|on saturday|on sunday|on monday|on tuesday|on wednesday|on thursday|after my shift|after work|after school|once|when|soon|this time|in a few hours|in an hour|at midnight|before morning|by morning',
    ),
  ),
);

// ── Frames ──────────────────────────────────────────────────────────────────────────────────

/** A frame met: its category, and whether it is a weak sign that needs another beside it. */
export interface ConceptSign {
  category: string;
  weak: boolean;
  /** For a weak sign, the words it was read from (two weak signs must not be one phrase). */
  words?: string;
}

/** A death in old age, wished as a good end: "die peacefully at 95", "of old age". */
const OLD_AGE =
  /(?:^| )(?:at (?:[5-9][0-9]|1[0-9][0-9])|of old age|old age|when i am old|when i am older|when i am [5-9][0-9]|ripe old|surrounded by|grandchildren|great grandchildren|a long life|a good innings)(?= |$)/;

/** A wish for the writer's death, with only filler between: "I'd be fine with never waking up". */
function wishesDeath(clause: string, sentence = clause): boolean {
  const deaths = spans(DEATH, clause);
  if (deaths.length === 0 || OLD_AGE.test(clause)) return false;
  for (const wish of spans(WISH, clause)) {
    if (negated(clause, wish) || !writerIsSubject(clause, wish)) continue;
    for (const death of deaths) {
      if (death.start < wish.end) continue;
      if (!onlyFiller(between(clause, wish, death), 6)) continue;
      const head = clause.slice(death.start, death.end);
      // "I need it all to be over, the house sale is so stressful": the task is what ends.
      if (/^(?:it all|everything|all)/.test(head) && namesTask(sentence)) continue;
      const next = after(clause, death);
      // "I want the pain to end for good, so I'm having the tooth out": a remedy, not death.
      if (/^(?:the pain|the suffering)/.test(head) && painWithRemedy(sentence)) continue;
      // "never woke up from the operation" is still death; "take my life back from" is not.
      if (CLOSED_FIGURE.test(next) && !(/wake|woke|woken/.test(head) && /^from /.test(next)))
        continue;
      if (OPEN.has(head)) {
        if (BEFORE_OPEN.test(clause.slice(0, death.start).trimEnd())) continue;
        if (!THEN.test(after(clause, death))) continue;
        // "want to go", "ready to leave", "need to rest" are death only with finality after.
        if (/^(?:go|leave|disappear|vanish|sleep|rest|gone|be gone)$/.test(head)) {
          if (PLACE_CONTEXT.test(clause)) continue;
          if (
            !/^(?:away )?(?:forever|for ever|for good|permanently|and never wake|and not wake|and never come back|and not come back|and (?:never|not) open my eyes(?: again)?$|and (?:stay|remain) asleep(?: forever| for good)?$)/.test(
              after(clause, death),
            )
          )
            continue;
        }
      }
      return true;
    }
  }
  return false;
}

/** Life refused or hated, or said to be a punishment: "I don't plan on being around next year". */
function refusesLife(clause: string, sentence: string): boolean {
  const lives = spans(LIFE, clause);
  if (lives.length === 0) return false;
  const lifeItself = (life: Span) =>
    LIFE_THEN.test(after(clause, life)) &&
    !(HERE.test(clause.slice(life.start, life.end)) && PLACE_CONTEXT.test(sentence));
  for (const refusal of [...spans(REFUSE, clause), ...spans(AVERSE, clause)]) {
    if (!writerIsSubject(clause, refusal)) continue;
    // "I'm not tired of living" reverses it.
    if (
      negated(clause, refusal) &&
      !/^(?:no|not|do not|did not|does not)/.test(clause.slice(refusal.start))
    )
      continue;
    for (const life of lives) {
      if (life.start < refusal.end) continue;
      const gap = between(clause, refusal, life);
      if (gap.length > 4 || !gap.every((word) => FILLER.has(word) || WITH_ALL.has(word))) continue;
      if (!lifeItself(life)) continue;
      const word = clause.slice(life.start, life.end);
      const refusalWords = clause.slice(refusal.start, refusal.end);
      // "I can't breathe" is a body, "I can't be here" a place: "can not" takes living itself.
      if (
        /^(?:can not|could not|can no longer)$/.test(refusalWords) &&
        !/^(?:live|living|exist|existing|go on living|keep living|carry on living|be alive|keep going|go on|carry on)$/.test(
          word,
        )
      )
        continue;
      // "over", "give up" alone are too open for the verbs of going on; hating life or mornings
      // is a complaint: hating needs being alive or existing named.
      if (
        /^(?:go on|going on|carry on|carrying on|life|my life|this life|wake up|waking up|survive|surviving|breathe|breathing)$/.test(
          word,
        ) &&
        /^(?:over|quit|quitting|give up|gave up|given up|giving up|can not do|can not take|hate|hating|hate being|hate living|can not stand|can not bear|can not face|can not handle)$/.test(
          refusalWords,
        )
      )
        continue;
      if (
        /^(?:hate|hating|can not stand|can not bear|can not handle)$/.test(refusalWords) &&
        !/(?:alive|existing|exist|being me|being here)$/.test(word)
      )
        continue;
      // "losing the will to live, this meeting is so long": the idiom of boredom.
      if (/will to$/.test(refusalWords) && (namesTask(sentence) || BOREDOM.test(sentence)))
        continue;
      return true;
    }
  }
  const verdicts = spans(LIFE_VERDICT, clause);
  for (const subject of verdicts.length > 0 ? spans(LIFE_SUBJECT, clause) : []) {
    // "living in this flat is too expensive": life must be the whole subject, then a link.
    const verdict = verdicts.find((span) => {
      if (span.start < subject.end) return false;
      const link = between(clause, subject, span);
      return link.length <= 5 && link.every((word) => LINK.has(word));
    });
    if (!verdict) continue;
    // "life is pointless without coffee", "every day is torture at work": a hard patch, a reason.
    if (VERDICT_REASON.test(after(clause, verdict))) continue;
    return true;
  }
  return false;
}

/** An intent to a self-caused lethal act, or the act with a time: "I've picked the bridge, I'm going on Friday" aside, "i think to jump from my balcony". */
/** After "end it", a few words and then "with" and what it is ended with (ADR 118). */
const END_WITH_REST = /^(?:[a-z']+ ){0,3}with ((?:[a-z']+ ?){1,4})/;
const END_MEANS =
  /(?:^| )(?:rope|noose|knife|knives|pills|tablets|meds|gun|blade|blades|razor|overdose|bottle|belt|cord|bag|car|train|life|painkillers|insulin|paracetamol|vodka|bleach|charcoal|fumes|one shot|a jump|everything i have)(?= |$)/;

/**
 * Whether what follows "end it" or "ending it all" ends it with a person or a contract ("end it
 * soon I think with him", "ending it all with my phone contract"), not with the means (ADR 118).
 */
export function endedWithSomeone(rest: string): boolean {
  const found = END_WITH_REST.exec(rest);
  return found !== null && !END_MEANS.test(found[1] ?? '');
}

/** Whether "end it" is ended with the means: "end it all with my dad's gun" (ADR 118). */
function endedWithMeans(rest: string): boolean {
  const found = /^(?:all )?with ((?:[a-z']+ ?){1,4})/.exec(rest);
  return found !== null && END_MEANS.test(found[1] ?? '');
}

function intendsAct(clause: string): boolean {
  const acts = [...spans(LETHAL_ACT, clause), ...spans(TAKE_ALL, clause)];
  if (acts.length === 0) return false;
  for (const act of acts) {
    const head = clause.slice(act.start, act.end);
    const rest = after(clause, act);
    const dose = /^(?:od|overdose|overdosing|overdoes)$/.test(head);
    // "every pill in the box": where all the means are kept is not a figure of the act.
    const container = /(?:all|every|lot) /.test(head) && CONTAINER_AFTER.test(rest);
    // "end it all with my dad's gun": with the means after it, the act is no figure (ADR 118).
    if (
      ACT_FIGURE.test(rest) &&
      !(dose && MEANS_AFTER.test(rest)) &&
      !container &&
      !endedWithMeans(rest)
    )
      continue;
    if (leisureAct(clause) || takenAsPrescribed(clause)) continue;
    // "walk into the office": into, onto or under is lethal only with a vehicle.
    if (
      /(?:into|onto|on to|under)(?: (?:the|a|an|some|oncoming|next|first|passing|speeding))*$/.test(
        head,
      )
    )
      continue;
    const bare =
      /^(?:jump|jumping|leap|leaping|let go|step off|stepping off|not come up|end it|ending it|finish it|od|overdose|overdosing)$/.test(
        head,
      );
    // "end it soon I think with him": an ending with a person or a contract (ADR 118).
    if (/^(?:end it|ending it|finish it)$/.test(head) && endedWithSomeone(rest)) continue;
    if (
      bare &&
      /^(?:end it|ending it|finish it)$/.test(head) &&
      // "end it with the pills": with the means it is the act itself (ADR 118).
      !endedWithMeans(rest) &&
      /^(?:with|between|early|here|there|at|after|before|for|on|by|off|now and|properly|nicely|today with)(?: |$)/.test(
        rest,
      )
    )
      continue;
    // A bare jump or "let go" needs a height or finality in the clause, or a time right after
    // it with nothing else ("I'm going to jump tonight", "letting go tonight").
    const timed = /^(?:tonight|today|right now|now|forever|for good)(?: [a-z]+)?$|^$/.test(rest);
    if (
      /^(?:jump|jumping|leap|leaping|let go|letting go|step off|stepping off|swerve|swerving|swerve off)$/.test(
        head,
      ) &&
      !HEIGHT.test(clause) &&
      !(timed && rest !== '')
    )
      continue;
    // Taken already: "I've taken all my pills", "I just downed a bottle of vodka and all my pills".
    if (/^(?:took|taken|swallowed|downed|necked)(?= )/.test(head) && writerIsSubject(clause, act))
      return true;
    // Doing it now: "I'm ending it", "I am killing myself".
    if (
      /(?:^| )(?:i am|am|i am just|i am finally)$/.test(clause.slice(0, act.start).trimEnd()) &&
      /ing(?: |$)/.test(head)
    )
      return true;
    // "overdosing on Christmas films": an overdose is on the means.
    if (
      /^(?:od|overdose|overdosing|overdoes)$/.test(head) &&
      /^on /.test(rest) &&
      !MEANS_AFTER.test(rest)
    )
      continue;
    // "overdoes" is an everyday word; it is an overdose only with the means after it.
    if (head === 'overdoes' && !MEANS_AFTER.test(rest)) continue;
    for (const intent of spans(INTEND, clause)) {
      if (intent.end > act.start) continue;
      if (negated(clause, intent) || !writerIsSubject(clause, intent)) continue;
      if (onlyFiller(between(clause, intent, act), 4)) return true;
    }
    if (!writerIsSubject(clause, act) || negated(clause, act)) continue;
    const near = (when: Span) =>
      when.start >= act.end
        ? between(clause, act, when).length <= 4
        : between(clause, when, act).length <= 3;
    if (spans(WHEN, clause).some(near)) return true;
  }
  return false;
}

/** Better for others without the writer, in any order: "is better for my family if I am not exist". */
const BETTER = words(
  oneOf(
    list(
      'better off|be better|is better|would be better|better|easier|lighter|happier|cope better|manage better|more money|more money for|the kindest thing|the best thing for everyone|kindest|kinder|relieved|a relief|relief|a favour|a favor|move on|be fine|be okay|be ok|richer|freer|simpler|calmer|get over it|be free|thank me|cheaper|one less problem|one less thing to worry about|one less mouth to feed|have peace|have some peace|be at peace|finally rest|rest easy|have her life back|have his life back|have their life back|have their lives back|get her life back|get his life back|get their life back|get their lives back|life back|spared|be spared|save them|save everyone|save them all|save my family|the hassle|no one would have to|nobody would have to|would not have to worry|not have to worry|go on fine|go on just fine|carry on fine|keep turning|keep spinning',
    ),
  ),
);
const MY_ABSENCE = words(
  oneOf(
    list(
      'without a dad like me|without a mum like me|without a mother like me|without a father like me|without a son like me|without a daughter like me|without a friend like me|without a wife like me|without a husband like me|without a partner like me|without someone like me|without a person like me|without a failure like me|without me|without me in them|without me in it|without me around|without me here|if i just was not here|if i just was not around|if i just was gone|if i just died|if i just did not exist|if i just stopped existing|if i just was not alive|with a different mum|with a different dad|with a different mother|with a different father|with a different parent|with a better mum|with a better dad|with another mum|with another dad|with someone else as their mum|with someone else as their dad|if i was not here|if i were not here|if i was not around|if i were not around|if i was gone|if i were gone|if i am gone|when i am gone|once i am gone|after i am gone|if i was dead|if i were dead|if i died|if i disappeared|if i just disappeared|if i was not alive|if i am not exist|if i am not here|if i not exist|if i do not exist|if i did not exist|if i never existed|if i was never born|if i had never been born|with me gone|me gone|me not here|me not around|me not being here|me not being around|by leaving for good|collecting the life insurance|collecting my life insurance|cash in my life insurance|cash in on my life insurance|get my life insurance|the payout from my life insurance|if i stopped existing|if i killed myself|if i was not in the picture|if i did not wake up|if i never woke up|if i never came home|if i left for good|if i just went away|if i went away for good|if i would never been born|if i had not been born|if i was not born|if i am not here any more|if i was not here any more|if i just was not here any more|if i was not in it|if i were not in it|if i was not in it any more|if i were not in it any more|if i was not in their lives|if i was not in their life|if i took myself out of the picture|if i take myself out of the picture|if i just took myself out of the picture|if i just ended it|if i ended it|if i ended it all|if i just ended it all|if i ended my life|if i took my life|if i killed myself|if i was dead and gone|when i am dead|once i am dead|without having to deal with me|without having to look after me|not having to deal with me|without me to deal with|for me to disappear|for me to be gone|for me to die|for me to not be here|for me to not exist|me disappearing|me being gone|if i just stopped|if i stopped',
    ),
  ),
);
/** A time-limited absence or a place: "without me at the meeting", "if I was not here tonight". */
const ABSENCE_LIMIT =
  /^(?:at|for|on|this|next|tonight|today|tomorrow|there|in|during|while|until|till|when|at the|to(?! (?:feed|look after|pay for|worry about|care for|support|deal with|clean up after))|the|and i am better|taking|playing|cooking|singing|driving|doing|(?!(?:being|existing|living|breathing|anything|nothing|something|everything|morning|evening)(?: |$))(?!(?:ruining|messing|screwing|wrecking|destroying|hurting|disappointing|burdening|worrying|stressing|draining|costing|causing|making|holding|letting|weighing|failing|complicating|spoiling|upsetting|bothering|troubling|dragging|pulling|bringing|taking)(?: |$))[a-z]+ing(?! (?:[a-z]+ )?(?:down|back|up)(?: |$)))(?: |$)/;
const NOT_PEOPLE =
  /(?:^| )(?:team|plants|houseplants|club|band|company|garden|plant|project|choir|office|squad|class|kitchen|boss|game|match|meeting|party|trip|shift|group chat|pub quiz|quiz|rota)(?= |$)/;

function burdenLifted(sentence: string): boolean {
  const absences = spans(MY_ABSENCE, sentence);
  if (absences.length === 0) return false;
  const betters = spans(BETTER, sentence);
  if (betters.length === 0) return false;
  if (NOT_PEOPLE.test(sentence)) return false;
  for (const absence of absences) {
    if (ABSENCE_LIMIT.test(after(sentence, absence))) continue;
    for (const better of betters) {
      const gap =
        better.start >= absence.end
          ? between(sentence, absence, better)
          : between(sentence, better, absence);
      if (gap.length <= 8 && !gap.includes('not') && !gap.includes('never')) return true;
    }
  }
  return false;
}

/**
 * The writer not here by a date or for long: "I won't be here by Christmas", "I don't plan on
 * being around next year". An ordinary leaving (a move, a holiday) in the text explains it; so
 * the detector treats it as strong unless one does.
 */
const AWAY = words(
  oneOf(
    list(
      'will not be|am not going to be|not going to be|do not plan on being|do not plan to be|not planning on being|do not expect to be|do not think i will be|do not think i will still be|do not see myself|can not see myself|can not imagine myself|will not still be|probably will not be|might not be|may not be|am not gonna be|will be gone|will not make it|am not going to make it|not going to make it|do not want to be|do not wanna be|would rather not be|do not think i will make it|do not think i am going to make it|doubt i will make it|not sure i will make it|do not think i will last|doubt i will last',
    ),
  ),
);
const AWAY_WHERE =
  /^(?:being |be )?(?:still )?(?:here|around|alive|on this earth|in this world|breathing)?(?: still)? ?(?:by|next|to see|past|in a (?:week|month|year)|this time next|by the time|to celebrate|to watch|to meet|for(?= (?:christmas|new year|next year|my birthday|the summer|summer|much longer|long))|much longer|for much longer|for long|long now|to(?= (?:christmas|new year|the new year|next|my birthday|summer|spring|autumn|winter|the end of|[0-9])))(?: |$)/;
const AWAY_TIME =
  /(?:^| )(?:christmas|new year|next year|next month|next week|my birthday(?! (?:party|meal|dinner|drinks|do|bash|lunch|celebration|trip|weekend))|much longer|for long|long now|the summer|summer|spring|autumn|winter|the end of|results|the results|graduation|the wedding|the birth|this time next|a year|a month|the new year|her birthday|his birthday|their birthday|the kids grow up|grow up|40|30|21|18)(?= |$)/;

function absentByDate(clause: string): boolean {
  for (const away of spans(AWAY, clause)) {
    if (!writerIsSubject(clause, away)) continue;
    const rest = after(clause, away);
    if (!AWAY_WHERE.test(rest)) continue;
    const verb = clause.slice(away.start, away.end);
    if (/make it$|last$/.test(verb)) {
      if (!/^(?:to|till|until|through|past) /.test(rest)) continue;
      // "the parcel will not make it to Christmas": only the writer's own making it is an absence.
      if (
        /^to /.test(rest) &&
        !/(?:^| )i /.test(`${lastWords(clause.slice(0, away.start), 1)[0] ?? ''} ${verb}`)
      )
        continue;
    } else if (
      !/^(?:still )?(?:here|around|alive|on this earth|in this world|breathing)/.test(rest) &&
      !/see myself|imagine myself/.test(verb)
    )
      continue;
    // "much longer" is a lifespan only when the writer projects it: "I don't see myself being
    // around much longer", not "I won't be around for long, just popping in".
    const span = AWAY_TIME.exec(rest)?.[0].trim();
    if (
      span &&
      (!/^(?:much longer|for long|long now)$/.test(span) || /see myself|imagine myself/.test(verb))
    )
      return true;
  }
  return false;
}

/** Afraid of oneself near the means: "I don't trust myself around the knives", "hide my pills". */
const MEANS_WORD =
  'pills|tablets|meds|medication|medicine|medicines|painkillers|knife|knives|blade|blades|razor|razors|rope|gun|guns|belt|insulin|paracetamol|sleeping pills|antidepressants|car keys|keys|bleach|lighter';
const MEANS_END = new RegExp(`(?:${MEANS_WORD})$`);
const UNSAFE = [
  words(
    `${oneOf(list('do not|can not|no longer'))} trust myself (?:${oneOf(list('around|with|near|alone with|to be alone with|alone|tonight|right now|any more'))})(?: (?:the|my|all the|all my))?(?: ${oneOf(list(MEANS_WORD))})?`,
  ),
  words(
    `${oneOf(list('do not|can not|no longer|not'))} (?:feel )?safe ${oneOf(list('with|around|near|alone with|having'))} ${oneOf(list(`myself|them|it|the ${MEANS_WORD}|my ${MEANS_WORD}|${MEANS_WORD}`))}`,
  ),
  words(
    `${oneOf(list('hide|lock away|lock up|take away|take|put away|keep'))} ${oneOf(list('my|the|all my|all the'))} ${oneOf(list(MEANS_WORD))} ${oneOf(list('from me|away from me|so i do not|so i can not|before i|i do not trust|i can not trust|i do not feel safe|i am not safe'))}`,
  ),
  words(
    `${oneOf(list('hide|lock away|lock up|take away|put away'))} ${oneOf(list('my|the|all my|all the'))} ${oneOf(list(MEANS_WORD))}$`,
  ),
];

function unsafeWithMeans(sentence: string): boolean {
  for (const trust of spans(UNSAFE[0] ?? /$^/g, sentence)) {
    const said = sentence.slice(trust.start, trust.end);
    // "I don't trust myself around cake": alone, tonight, or near the means.
    if (/(?:alone|tonight|right now|any more)$/.test(said) || MEANS_END.test(said)) return true;
  }
  if (spans(UNSAFE[1] ?? /$^/g, sentence).length > 0) return true;
  // "please hide my pills" is a crisis when the writer says they are not safe with them.
  return (
    UNSAFE.slice(2).some((pattern) => spans(pattern, sentence).length > 0) &&
    /(?:^| )(?:do not|can not|not) (?:feel )?(?:safe|trust myself)(?= |$)/.test(sentence)
  );
}

/** Resolve: "this is it", "I'm not backing out", "no going back", "not going to stop this time". */
const RESOLVE = words(
  oneOf(
    list(
      'this is it|then it is over|and then it is over|it will be over|it is all over soon|it ends tonight|it ends today|it ends here|not backing out|am not backing out|not backing down|no backing out|no going back|not going to stop this time|not stopping this time|am not going to stop this time|will not stop this time|not turning back|nothing can stop me|nothing will stop me|no one can stop me|nobody can stop me|not getting out|am not getting out|i am not coming back|not coming back|not coming home|will not be coming back|will not be coming home|i have made my decision|my mind is made up|i am sure this time|for real this time',
    ),
  ),
);

/** The means at hand and ready: "I have the blade ready", "it is hanging in the garage". */
const MEANS_READY = words(
  `(?:${oneOf(list(`${MEANS_WORD}|noose|the knot|knot`))})(?: [a-z]+){0,5}? ${oneOf(
    list(
      'ready|lined up|counted|counted out|laid out|set up|all set|in my hand|in my hands|in my pocket|in my bag|hanging|tied|is tied|waiting|next to me|in front of me|here with me|on the table|by my bed|all here|sorted|running|enough',
    ),
  )}`,
);
const MEANS_READY_BEFORE = words(
  `${oneOf(list('tied|got hold of|stockpiled|stockpiling|saved up|saving up|collected|hoarded|hoarding|stashed'))}(?: [a-z]+){0,4}? ${oneOf(list(`${MEANS_WORD}|noose|the knot|sleeping pills`))}|${oneOf(list('got|have|have got|bought|found'))} ${oneOf(list('the|a|some|my'))} ${oneOf(list('rope|noose|gun'))}`,
);
/** The ordinary sense of having the means: a recipe, a kitchen, a prescription, a shave. */
const MEANS_ORDINARY =
  /(?:^| )(?:pandemic|lockdown|shortage|shortages|shops|ran out|in case|just in case|emergency|emergencies|flu season|covid|supply|supplies|stock up|stocking up|carve|carving|turkey|roast|meat|bread|veg|vegetables|slice|slicing|dice|steak|fish|onion|onions|climb|climbing|kitchen|recipe|cook|cooking|chop|chopping|dinner|shave|shaving|prescription|pharmacy|pharmacist|doctor|gp|organiser|organizer|pill box|as prescribed|with food|breakfast|camping|climbing|boat|tent|sharpen|sharpened|blunt|holiday|trip|for the|vitamins|vitamin|hay fever|allergy|headache|migraine|period|cramps|cold|flu)(?= |$)/;

/** Alcohol and pills together, in either order: "a bottle of vodka and my nan's sleeping pills". */
const DRINK = '(?:vodka|whisky|whiskey|gin|rum|wine|alcohol|booze|tequila)';
const PILLS =
  '(?:pills|tablets|sleeping pills|painkillers|paracetamol|meds|medication|antidepressants|insulin)';
const DRINK_AND_PILLS = new RegExp(
  `(?:^| )(?:${DRINK}(?: [a-z']+){0,6} ${PILLS}|${PILLS}(?: [a-z']+){0,6} ${DRINK})(?= |$)`,
);
/** Advice or a question about mixing them is not having them: "don't mix alcohol and pills". */
const MIXING_ADVICE =
  /(?:^| )(?:mix|mixing|mixed|with|while|interact|interacts|interaction|safe|safely|can i|should i|is it (?:safe|okay|ok|bad|dangerous)|drink on|dangerous|warning|avoid|do not)(?= |$)/;

/** An engine running in a closed space: the car in the garage with the door shut. */
const ENGINE = /(?:^| )(?:engine|car|motor) (?:is )?(?:running|on)(?= |$)/;
const ENCLOSED =
  /(?:^| )(?:garage|door shut|doors shut|door closed|doors closed|door down|hose|hosepipe|exhaust|windows up|sealed|taped)(?= |$)/;

/** A sentence that names an ordinary reason for having the means (a recipe, a shortage, a trip). */
export function ordinaryMeans(sentence: string): boolean {
  return STOCK_REASON.test(sentence);
}

/** A reason for having or stocking the means, for the rules (narrower than `MEANS_ORDINARY`). */
const STOCK_REASON =
  /(?:^| )(?:pandemic|lockdown|shortage|shortages|the shops|ran out|just in case|emergency|emergencies|flu season|covid|holiday|trip|prescription|pharmacy|pharmacist|organiser|organizer|recipe|kitchen|cooking|climbing|camping|boat|sailing)(?= |$)/;

/** A note or letters left: weak, as notes are written for many reasons. */
const NOTES = words(
  `${oneOf(list('wrote|written|writing|write|left|leaving|finished|sealed|signed'))} (?:${oneOf(list('a|the|my|all the|some|all my'))} )?${oneOf(list('note|notes|letter|letters|goodbye letters|last letters'))}(?! (?:to|for) (?:the|my|our|a|an) (?!family|kids|children|parents|mum|mom|dad|husband|wife|partner|son|daughter|sister|brother|friends|loved)| (?:to|for) (?:him|her|them|myself|my future self|the future|santa)| about| on| in the| for (?:the|a) (?:meeting|exam|lecture|class|test|course))`,
);
/** Finality after a note or a farewell: "for after", "in the drawer for after". */
const FOR_AFTER =
  /(?:^| )(?:for after(?= ,|$)|for afterwards|for after i am gone|for when i am gone|for them to find|for you to find|for after tonight)(?= |$)/;

/** Being gone as the reader reads: "if you're reading this I'm already gone". */
const READING_GONE =
  /(?:^| )(?:if|when|by the time) (?:you|anyone|someone|somebody) (?:are |is )?(?:reading|read|reads|find|finds|see|sees) this(?: ,)? (?:i am|i will be|i have|i) (?:already |probably |likely )?(?:gone|dead|not here|not alive|no longer here|no longer alive|not around|passed|died)(?= |$)/;

/** A cut or a burn again, or deeper: the writer's self-harm, recent or repeated. */
const HARM_AGAIN =
  /(?:^| )i (?:have |just )?(?:cut (?:again|deeper)|(?:cut|burned|burnt|hurt|harmed|scratched|hit|punched|carved|sliced|slashed) myself (?:again|deeper|last night|tonight|this morning|today))(?= |$)/;

/**
 * The same said tersely: the subject dropped as texting drops it ("cut again last night"), the
 * community's abbreviation ("i sh'd again"), or the body named as what was cut or slashed.
 */
const HARM_TERSE =
  /(?:^cut (?:again|deeper) (?=last night|tonight|today|this morning|yesterday)|(?:^| )i (?:have |just )?(?:sh'?d|sh ed)(?= again| last night| tonight| today|$)|(?:^| )i (?:have |just )?(?:slashed|sliced|slit|gouged|scored|carved into) (?:my|both my) (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hips)(?! (?:on|by|with the|when|while|chopping|cooking|shaving|at work|falling|in the garden)(?: |$))|^(?:just |have )?(?:slashed|sliced|slit|gouged|carved into) (?:my|both my) (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hips)(?: open)?(?= again| last night| tonight| today| ,|$))/;
/** Thoughts or feelings of a past attempt come back: "I attempted last year and I feel the same way now". */
const ATTEMPT_BACK =
  /(?:^| )(?:attempted|tried to kill myself|tried to end it|tried to end my life|overdosed|tried suicide|attempted suicide)(?: [a-z]+){0,8} (?:feel|feeling|am feeling) (?:the same|that way|like that|like i did)(?: way)? (?:now|again|lately|these days|right now)(?= |$)/;

/** Envying the dead: "I envy people who get to die", "jealous of the dead". */
const ENVY_DEAD =
  /(?:^| )(?:envy|envious of|jealous of)(?: (?:people|those|anyone|everyone|the ones|others|the people|folk))?(?: (?:who|that))?(?: (?:get to|got to|can|could|are allowed to|are able to|managed to|got))? (?:die|died|are dead|the dead|dead people|who died)(?= |$)/;

/** The only way, answer or escape, and death or a lethal act after it. */
const ONLY_WAY = words(
  oneOf(
    list(
      'only way|only way out|only option|only answer|only solution|only escape|only thing left|only choice|one way out|last resort|only exit|only cure|only relief',
    ),
  ),
);

function onlyWayIsDeath(clause: string): boolean {
  for (const only of spans(ONLY_WAY, clause)) {
    if (
      !writerIsSubject(clause, only) &&
      !/(?:^| )(?:the|my)$/.test(clause.slice(0, only.start).trimEnd())
    )
      continue;
    const rest = { start: only.end, end: clause.length };
    const target = [...spans(DEATH, clause), ...spans(LETHAL_ACT, clause)].find(
      (span) => span.start >= rest.start && between(clause, only, span).length <= 9,
    );
    if (!target) continue;
    const head = clause.slice(target.start, target.end);
    if (OPEN.has(head) && !THEN.test(after(clause, target))) continue;
    if (CLOSED_FIGURE.test(after(clause, target)) && !OPEN.has(head)) continue;
    if (/(?:^| )(?:not|never)(?= |$)/.test(clause.slice(only.end, target.start))) continue;
    return true;
  }
  return false;
}

/** The courage to do it: "wish I had the guts to just end things", "I lack the nerve to jump". */
const COURAGE = words(oneOf(list('guts|courage|nerve|balls|bottle|strength|willpower')) + ' to');

function courageForAct(clause: string): boolean {
  for (const courage of spans(COURAGE, clause)) {
    if (!writerIsSubject(clause, courage)) continue;
    for (const act of [...spans(LETHAL_ACT, clause), ...spans(DEATH, clause)]) {
      if (act.start < courage.end || !onlyFiller(between(clause, courage, act), 3)) continue;
      const head = clause.slice(act.start, act.end);
      const rest = after(clause, act);
      if (OPEN.has(head) ? !THEN.test(rest) : ACT_FIGURE.test(rest)) continue;
      return true;
    }
  }
  return false;
}

/**
 * A refusal said with its verb left out, read with the verb before it: "I don't think I'll
 * survive this week and honestly I don't want to" (to survive).
 */
const ELLIPSIS = /(?:^| )(?:do|did|does) not (?:want|wish|care|need) to$/;
const ELLIPSIS_TAIL = / not (?:want|wish|care|need) to(?: [.,])?$/;
const ANTECEDENT =
  /(?:^| )(survive|live|wake up|go on|carry on|keep going|make it|be here|be around|exist|keep living|be alive|see (?:my next birthday|tomorrow|christmas|another day|another year|next year|the new year))(?: (?:this week|the week|the night|tonight|the weekend|another day|another week|much longer|long|the year|this year))?(?= (?:and|but|so|,)|$)/;

function refusesByEllipsis(sentence: string): boolean {
  if (!ELLIPSIS_TAIL.test(sentence)) return false;
  const clauses = sentence.split(' , ');
  const last = clauses.map((clause) => clause.split(/ (?:and|but|so) /)).flat();
  const tail = last[last.length - 1] ?? '';
  if (!ELLIPSIS.test(tail)) return false;
  const head = sentence.slice(0, sentence.length - tail.length);
  const antecedent = ANTECEDENT.exec(head.replace(/ ,/g, '').trim());
  return antecedent !== null && writerIsSubject(tail, { start: tail.length, end: tail.length });
}

/**
 * A pain question on a method, and the means had: "does an overdose of X hurt, I have 60". Hurt
 * with an object is a side effect asked about ("would it hurt my stomach to take ibuprofen
 * without food", ADR 134), not the pain of a death.
 */
const PAIN_QUESTION =
  /(?:^| )(?:overdose|overdosing|od|hanging|drowning|bleeding out|jumping|suffocating|slitting)(?: [a-z]+){0,4} (?:hurt|hurts|painful|painless|quick|take long|take)(?= |$)|(?:^| )(?:does|would|will|is) (?:it|an overdose|overdosing|hanging|drowning)(?: [a-z]+){0,3} (?:hurt(?! (?:my|your|the|his|her|their|a|an|me|you|him|them|us) )|painful|painless|quick)(?= |$)/;
const HAVE_MEANS =
  /(?:^| )i (?:have|have got|got|am holding|am sitting with|saved|kept|collected) (?:[0-9]+|enough|loads|lots|a lot|dozens|hundreds|a box|boxes|a bottle|bottles|a stash)(?: of (?:them|these|those|it|my))?(?= |$)/;

/** A plan's euphemism at a clause end: "decided how I'm going to do it", "know when I'll do it". */
const DO_IT_PLAN =
  /(?:^| )(?:decided|know|worked out|figured out|planned|chosen|picked|sorted|settled on)(?: exactly)? (?:how|when|where) (?:i am going to|i will|i would|i will be going to|to|i am gonna|i can) (?:do it|end it|do this|go through with it)$/;
/** Waiting for the people around to be away: a plan's time. */
const WAITING_ALONE =
  /(?:^| )(?:waiting|wait) (?:for|until|till) (?:the kids|everyone|my family|my partner|my wife|my husband|my parents|them|the house|my flatmate|my flatmates|my roommate)(?: [a-z']+){0,6} (?:be out|be away|go out|leave|are out|are away|are asleep|be asleep|fall asleep|go to sleep|be at|at|gone|is empty|to go|away)(?= |$)/;

/** Gone from the platform for good: "I won't be logging in again". */
const NOT_AGAIN =
  /(?:^| )(?:will not|am not going to|not going to) be (?:logging in|logging on|posting|online|on here|around here|back on here|coming back here|replying)(?: [a-z]+){0,2} (?:again|any more|any longer|after (?:today|tonight))(?= |$)/;
const HONOUR =
  /(?:^| )(?:it has been|it was|it is been|has been) (?:an honour|an honor|a privilege|a pleasure)(?= |$)/;

/** Sorry to be alive: "every morning I'm disappointed to wake up", "why am I still here". */
const REGRET_ALIVE =
  /(?:^| )(?:disappointed|gutted|annoyed|angry|upset|sad|devastated|frustrated|furious|pissed off|sorry) (?:to|that i|when i|i) (?:wake up|woke up|am still alive|still alive|am still here|still here|survived|made it|am alive|wake)(?= ,|$| again| every| each| in the morning| this morning| another)/;
/** ADR 118: waking disappointed to be alive, the verb first: "every morning I wake up disappointed that I did". */
const WAKE_REGRET =
  /(?:^| )(?:wake|woke|waking|wakes) up (?:[a-z]+ )?(?:disappointed|gutted|annoyed|angry|upset|sad|devastated|frustrated|furious) (?:that i did|i did|to be alive|to still be here|to still be alive|(?:that )?i am still (?:here|alive)|(?:that )?i (?:survived|made it))(?= ,|$| again| every| each)/;
/** ADR 118: death weighed as the only relief or way out: "dying feels like the only relief". */
const DEATH_RELIEF =
  /(?:^| )(?:dead|death|dying|being dead|not existing|not being here|not waking up|never waking up) (?:is|would be|seems|sounds|feels|feels like|seems like|looks like|is starting to feel like) (?:the only |my only |a |such a |like a |like the only |the )?(?:relief|escape|way out|option|answer|release|mercy|solution|exit)(?= ,|$| now| to me| at this point| left| i have)/;
const REGRET_SURVIVING =
  /(?:^| )(?:regret|regretting|resent|wish i had not|wish i did not) (?:surviving|waking up|being saved|being found|being resuscitated|living through)(?= |$)|(?:^| )survived(?: [a-z]+){0,3} (?:and|but) (?:i )?(?:wish i (?:had not|did not|was dead|had died)|should not have)(?= |$)/;
const WHY_ALIVE =
  /(?:^| )why (?:am i|i am|do i|i|the hell am i|on earth am i) (?:still )?(?:here|alive|breathing|around|living|bothering|even here|even alive)(?= |$)/;
/** Afraid of oneself: "scared I'm going to do something to myself tonight", "I'll cut too deep". */
const FEAR_SELF =
  /(?:^| )(?:scared|afraid|worried|frightened|terrified|fear) (?:that )?(?:i am going to|i will|i might|i could|i would|i am gonna|of what i will|of what i might|i am about to) (?:do something (?:to myself|stupid|i can not take back)|hurt myself|harm myself|do it|end up (?:killing|hurting) myself|kill myself|cut too deep|go too far|not stop|act on it|do something tonight|jump|take them all|take all|overdose|od)(?= |$)/;
/** Nobody would care, said with the writer's absence, in either order. */
const NOBODY =
  /(?:^| )(?:no one|nobody|not a single person|not one person|none of them|no one at all|not even my family)(?: would| will| is going to| is gonna)? (?:even )?(?:care|notice|miss me|mind|cry|come|realise|realize)(?= |$)/;
const MY_DEATH_EVENT =
  /(?:^| )(?:if|when|once) i (?:died|was gone|were gone|disappeared|killed myself|was dead|were dead|was not here|were not here|was not around|did not wake up|never woke up|just disappeared|just died|vanished|ended it|stopped existing|jumped)(?! for| at| on| this| next| tonight| today| tomorrow| from| to)(?= |$)/;
/** A place and a day both chosen, with no event to explain them. */
const CHOSEN =
  /(?:^| )(?:chosen|chose|picked|decided on|set|worked out|sorted) (?:the|a) (?:place|spot|location|bridge|method|way) and (?:the|a) (?:day|date|time|night)(?= |$)|(?:^| )(?:chosen|chose|picked|decided on|set) (?:the|a) (?:day|date|time|night) and (?:the|a) (?:place|spot|location|method|way)(?= |$)/;
const EVENT =
  /(?:^| )(?:wedding|party|meeting|trip|holiday|date night|interview|launch|ceremony|event|reunion|birthday|match|picnic|venue|shoot|gig|concert|barbecue|bbq|funeral|christening|race|game|exam|appointment|move|viewing)(?= |$)/;
/** Going to a height or a wild place with the means: "going to the woods tonight with a rope". */
const GOING_PLACE =
  /(?:^| )(?:going|go|heading|head|walking|driving|off|taking myself) (?:to|up to|down to|out to|into) (?:the|a) (?:bridge|cliff|cliffs|roof|tracks|railway|car park|top floor|woods|forest|river|sea|beach|lake|quarry|tower|viaduct|motorway)(?= |$)/;
const WITH_MEANS =
  /(?:^| )with (?:a|the|my|some|all my|all the) (?:rope|noose|pills|tablets|knife|blade|razor|gun|belt|cord|bottle of pills|bag of pills)(?= |$)/;
/**
 * ADR 118: going to a height or water and the act there: "go to the cliffs and jump", "drive to
 * the coast tonight and walk into the water".
 */
const GO_AND_ACT =
  /(?:^| )(?:going|go|heading|head|walking|walk|driving|drive|get|getting) (?:[a-z]+ ){0,2}(?:to|up to|down to|out to|onto) (?:the|a) (?:[a-z]+ ){0,2}(?:bridge|cliff|cliffs|roof|rooftop|tracks|railway|car park|top floor|river|sea|coast|beach|lake|quarry|tower|viaduct|pier|overpass|ledge)(?: [a-z]+){0,2} and (?:jump|jump off|step off|let go|throw myself off|walk into the (?:water|sea|river|waves|lake)|not come back|end it)(?=$| ,| tonight| now| for good)/;
/** ADR 118: asked to be killed, and meant: "kill me now please, I mean it", "end me pls im serious". */
const KILL_ME_MEANT =
  /(?:^| )(?:kill|end|unalive) me(?: now)?(?: please)?(?: ,)? (?:i mean it|i am serious|i am not joking|not joking|no joke|i am being serious|for real)(?= |$)/;
/** Looking at the means or a drop: "looking at the train tracks every morning". */
const STARE =
  /(?:^| )(?:looking|staring|stare|look|looked|stared|gazing) (?:at|down at|over) (?:the|my|all the|all my)(?: train)? (?:tracks|railway|bridge|edge|drop|pills|tablets|knife|knives|blade|razor|rope|water below|road below|traffic|gun)(?= |$)/;
/** Wondering whether it would hurt, with no method named: a question of a method's pain. */
const WONDER_HURT =
  /(?:^| )(?:wondering|wonder|wondered|thinking about|think about|imagining|imagine) (?:if|whether|how much|how badly) it (?:would|will|is going to|might) (?:hurt|be painful|be quick|be fast|hurt much)(?= |$)/;
/** Not knowing what to do, or how much longer: helpless, weak. */
const HELPLESS =
  /(?:^| )(?:do not know what to do|do not know what else to do|can not stop myself|i am losing control|out of options|i have run out of options|nothing left to try|i have tried everything)(?= |$)/;
/** Going through with it, being close to it: the euphemism of an act (weak). */
const GO_THROUGH =
  /(?:^| )(?:go|going|went) through with it(?= |$)|(?:^| )(?:so close to|this close to|close to|about to|ready to) (?:doing it|do it|going through with it|ending it)(?= |$)/;
const DECIDED =
  /(?:^| )i (?:have|have now|have finally) (?:decided|made up my mind|made my decision)$/;
/** A wish to be with the dead in heaven: weak, as grief says it too. */
const HEAVEN =
  /(?:^| )(?:want|wish|wanna|long|ready|need|going|can not wait) to (?:be|see|join|go)(?: [a-z']+){0,5} (?:in heaven|to heaven|up there|on the other side)(?= |$)/;
/** "I'm going to do it" at a clause's end: the euphemism with no object (weak). */
const PLAN_DO_IT = /(?:^| )(?:going to|will|about to|ready to|gonna|finally going to) do it$/;
/** The euphemism with a time: "so close to doing it tonight", "going through with it tonight". */
const GO_THROUGH_NOW =
  /(?:^| )(?:(?:go|going) through with it|(?:so|this) close to (?:doing it|going through with it|ending it)) (?:tonight|today|right now|now|this time|this weekend|tomorrow)(?= |$)/;

/** The means counted and put by: "I've got 40 tablets saved up". */
const STOCKPILE =
  /(?:^| )(?:[0-9]+|a lot of|loads of|lots of|enough|months of|weeks of|a stash of|boxes of) (?:my )?(?:pills|tablets|meds|painkillers|sleeping pills|paracetamol|insulin|antidepressants|oxycodone|codeine|tramadol|co codamol) (?:saved|saved up|stockpiled|stashed|hidden|hoarded|put away|put aside|squirrelled away)(?= |$)/;
/** A height weighed for its lethality: "which bridge is high enough to jump from". */
const HIGH_ENOUGH =
  /(?:^| )(?:high|tall|far|deep) enough (?:to|for me to|so i) (?:jump|die|kill|not survive|be sure|make sure|end it|drown|do it)(?= |$)/;
/** Not seeing the next day or date: "I won't see tomorrow". */
const NOT_SEE =
  /(?:^| )i (?:will not|am not going to|probably will not|do not think i will|doubt i will) (?:see|live to see|wake up to see|be alive to see|be around to see) (?:tomorrow|the morning|morning|another day|the weekend|next week|my next birthday|my birthday|christmas|the new year|next year|sunrise)(?= ,|$)/;
/** The last thing ever written or said: "this is the last thing I'll ever write". */
const LAST_EVER =
  /(?:^| )(?:the|my) last (?:thing|words|message|post|text) (?:i will|i am going to|you will) ever (?:write|say|post|send|hear from me|read from me|get from me)(?= ,|$)/;
/** Things will never get better (weak): hopelessness about what comes. */
const NEVER_BETTER =
  /(?:^| )(?:it|things|life|nothing|my life|this|everything) (?:is|will|are)? ?(?:never|not) (?:going to )?(?:ever )?(?:get|be|feel) (?:better|okay|ok|any better|easier|good again)(?= |$)/;
/** "What's the point" with nothing after it: pointlessness itself (weak). */
const BARE_POINT =
  /(?:^| )(?:so )?what is (?:even )?the point(?: of it all| of anything| any more| of it)?$/;

const MEANS_NAMED =
  /(?:^| )(?:pills|tablets|meds|medication|painkillers|sleeping pills|paracetamol|insulin|antidepressants|the bottle|a bottle of pills)(?= |$)/;
/** Cut too deep: "I cut so deep I needed stitches", "scared I'll cut too deep". */
const HARM_DEPTH =
  /(?:^| )i (?:cut|cutting|slashed|sliced|went) (?:myself )?(?:so|too|really|way|even)? ?deep(?:er)?(?! into (?:the|a|an))(?= |$)/;
/** Dreaming of one's own death: "I daydream about my own death". */
const FANTASY =
  /(?:^| )(?:i )?(?:daydream|daydreaming|daydreamed|fantasise|fantasize|fantasising|fantasizing|fantasised|fantasized) (?:about|of) (?:my own |my )?(?:death|dying|funeral|being dead|not existing|not being here|killing myself|ending it|ending my life|suicide)(?= |$)/;
/** A goodbye or suicide letter of the writer's, with no ordinary recipient. */
const GOODBYE_LETTER =
  /(?:^| )my (?:goodbye|farewell|suicide) (?:letter|letters|note|notes)(?! (?:to|for) (?:the|my) (?:team|class|colleagues|staff|students|club|customers|readers|followers))(?= |$)/;
/** A dose worked out: "I've worked out how many pills I need". */
const COUNTED_DOSE =
  /(?:^| )(?:worked out|figured out|calculated|counted|looked up|googled|researched|know) how (?:many|much) (?:of )?(?:my )?(?:pills|tablets|paracetamol|insulin|painkillers|sleeping pills|meds|antidepressants)(?: [a-z]+)? (?:i need|i would need|it would take|it takes|would kill|to take|will do it|is enough)(?= |$)/;
/** A method researched: "I've researched the most painless method". */
const RESEARCHED =
  /(?:^| )(?:researched|researching|looked up|looking up|googled|googling|read about|reading about|found|picked|chosen) (?:the )?(?:most painless|least painful|painless|quickest|easiest|best|surest|fastest) (?:method|way|ways|methods)(?! (?:of|for|to) (?!die|kill|end|do it|go))(?= |$)/;
/** On the railway: "I'm on the train tracks". */
const ON_TRACKS =
  /(?:^| )i am (?:on|lying on|standing on|sitting on|sat on|walking on|walking along) (?:the )?(?:train tracks|railway tracks|railway line|tracks|railway)(?= |$)/;
/** Death weighed better than this: "dead is better than this". */
const DEAD_BETTER =
  /(?:^| )(?:dead|death|dying|being dead|not existing|nothingness) (?:is|would be|seems|sounds|feels|has to be|must be) (?:so much |much |far |way )?(?:better|easier|preferable|nicer|kinder)(?: than (?:this|living|life|being alive|going on|this pain|this life|the pain|feeling like this))?(?= ,|$)/;
/** Alive only for someone: "I'm only staying alive for my mum". */
const ONLY_ALIVE_FOR =
  /(?:^| )(?:only|just) (?:staying|still|being|keeping myself|kept) alive (?:for|because of)(?= |$)|(?:^| )only reason i am (?:still )?(?:alive|here|breathing)(?= |$)/;
/** Another attempt meant: "I attempted last week and I'm going to try again". */
const ATTEMPT_AGAIN =
  /(?:^| )(?:attempted|my attempt|tried to kill myself|tried to end it|tried to end my life|overdosed)(?: [a-z']+){0,8} (?:try again|going to try again|do it again|try it again|get it right this time|make it work this time)(?= |$)/;
/** Not lasting: "I don't think I'll last that long". */
const LAST_LONG =
  /(?:^| )i (?:will not|am not going to|do not think i will|doubt i will|can not) last (?:that long|much longer|long|another (?:day|week|month)|the week|the night|the month|till|until)(?= ,|$| and| but| so)/;
/** The place picked out with the means: "the rope and the tree picked out". */
const PICKED_OUT =
  /(?:^| )(?:the|a) (?:tree|beam|bridge|spot|place|building|cliff|roof)(?: [a-z]+){0,2} (?:picked out|picked|chosen|sorted|found|ready)(?= |$)/;
/** Wondering whether to: "sat here with a handful of pills wondering if I should". */
const WONDER_SHOULD =
  /(?:^| )wondering (?:if|whether) i should(?: do it| go through with it| take them)?$/;
/** Alone at a time: "when everyone's asleep", "this weekend when I'm alone". */
const ALONE_TIME =
  /(?:^| )(?:when|while|once|after) (?:i am alone|i am on my own|everyone is asleep|everyone is out|everyone goes to bed|everyone has gone to bed|the house is empty|no one is home|nobody is home|no one is around|nobody is around|they are asleep|they are out|they are away|my flatmate is away|my partner is away|my parents are away)(?= |$)/;
/** The euphemism with a time: "I'm going to do it this weekend". */
const DO_IT_WHEN =
  /(?:^| )(?:going to|will|gonna|about to|planning to) do it (?:tonight|tomorrow|this weekend|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|when)(?= |$)/;
/** "I'm done." alone (weak). */
const DONE_BARE = /^(?:and )?i am (?:so |just |really )?done$/;

/** The writer's own death as a condition: "if I don't wake up tomorrow". */
const IF_I_DIE =
  /(?:^| )(?:if|in case) i (?:do not wake up|never wake up|die|die tonight|am dead|am not alive|do not make it)(?= |$)(?! (?:of|from|laughing|before|at))/;

/** Needing a place for the means: "I just need to find somewhere". */
const WHERE_TO =
  /(?:^| )(?:need|needed|have|looking|look|trying) to (?:find|pick|choose) (?:somewhere|a place|a spot|the right place|a tree|a beam|a high place|somewhere high|somewhere quiet|somewhere to do it)(?= |$)/;
/** Where the note is: "it's in my desk", "you'll find it in the drawer". */
const WHERE_FOUND =
  /(?:^| )(?:it is|they are|you will find it|you will find them|it will be|they will be|left it|left them) (?:in|on|under|inside) (?:my|the) (?:desk|drawer|bed|pillow|room|bedroom|dresser|bedside|bedside table|diary|laptop|phone|car|wallet)(?= |$)/;

/** One sentence as the frames read it: its clauses, its words joined, the words it holds. */
interface Reading {
  sentence: string;
  clauses: string[];
  whole: string;
  present: ReadonlySet<string>;
}

/**
 * A frame: the category of the sign it gives, whether that sign is weak, the words one of which
 * the sentence must hold for the frame to be tried (a quick check: every way the frame can be met
 * holds one of them), and the reading itself, which gives the words it was read from (or true)
 * when the frame is met.
 */
interface Frame {
  category: string;
  weak?: boolean;
  needs: readonly string[];
  read: (reading: Reading) => string | boolean;
}

/** A frame that is one pattern, found in the sentence (clause marks dropped) or in each clause. */
function pattern(
  category: string,
  needs: string,
  regex: RegExp,
  options: { weak?: boolean; clauses?: boolean; unless?: (reading: Reading) => boolean } = {},
): Frame {
  return {
    category,
    weak: options.weak,
    needs: needs.split('|'),
    read: (reading) => {
      if (options.unless?.(reading)) return false;
      for (const text of options.clauses ? reading.clauses : [reading.whole]) {
        regex.lastIndex = 0;
        const found = regex.exec(text);
        regex.lastIndex = 0;
        if (found) return found[0].trim() || true;
      }
      return false;
    },
  };
}

/** Pieces of the words of the means, for the quick check of the means frames. */
const MEANS_NEEDS =
  'pills|pill|tablets|tablet|meds|medication|medicine|medicines|knife|knives|blade|blades|razor|razors|rope|gun|guns|belt|insulin|paracetamol|keys|bleach|lighter|lighters|noose|knot|sleeping';
const TAKE_THEM_ALL =
  /(?:^| )(?:taking|take|swallow|swallowing|down) (?:them all|all of them|the lot|every one of them)(?= |$)/;
const ENGINE_ORDINARY =
  /(?:^| )(?:mechanic|fix|fixing|warm|warming|defrost|defrosting|alarm|detector|test|testing|charge|charging|service|mot)(?= |$)/;

const ordinaryContext = ({ whole }: Reading) => MEANS_ORDINARY.test(whole);

/** The means looked at again and again: "sleeping tablets in the cupboard and I keep looking at it". */
const KEEP_LOOKING =
  /(?:^| )(?:keep|kept|can not stop|could not stop|been) (?:looking|staring|glancing) at (?:it|them|the bottle|the pills|the tablets|the knife|the rope|the gun|the blade|the razor)(?= |$)/;
const MEANS_OR_HEIGHT =
  /(?:^| )(?:pills|tablets|sleeping tablets|sleeping pills|painkillers|meds|knife|rope|gun|blade|razor|bridge|ledge|edge|tracks)(?= |$)/;
/** "Let this be my last week": a wish for the end, said as a prayer. */
const LET_LAST =
  /(?:^| )let (?:this|it|today|tonight|this week|this year) be my (?:last|final)(?: week| day| night| breath| birthday| christmas| one)?(?=$| ,| please)/;
/** Thinking about the means: "thinking about the razor" (weak). */
const THINK_MEANS =
  /(?:^| )(?:thinking|think|thought) (?:about|of) (?:the|my) (?:razor|razors|blade|blades|pills|tablets|rope|knife|gun|bridge|edge|tracks|noose)(?= |$)/;
const BATH_BLADE = /(?:^| )bath(?: [a-z']+){0,12} (?:razor|blade|toaster|hairdryer)(?= |$)/;
/** Arrangements made for a pet or a child (weak): "made arrangements for my dog". */
const ARRANGEMENTS =
  /(?:^| )(?:made|make|making|sorted|sorting) (?:arrangements|plans) for (?:my|the) (?:dog|cat|pets|pet|kids|children|rabbit|hamster|fish|bird|plants)(?= |$)/;
/** "Going to do something stupid tonight": the euphemism of an act, with a time or alone. */
const SOMETHING_STUPID =
  /(?:^| )(?:going to|gonna|about to|might|will|think i am going to|scared i will|afraid i will) do something (?:stupid|drastic|to myself|i will regret|i can not take back|permanent)(?: (?:tonight|today|now|right now|soon|this time))?(?=$| ,)/;
/** The means wished for and used: "if I had a gun I'd have used it already". */
const IF_I_HAD =
  /(?:^| )if i had (?:a|the|some|more|enough) (?:gun|rope|pills|tablets|knife|way) i would (?:have used it|use it|have done it|do it|be dead|be gone|have ended it|end it)(?= |$)/;
/** Too many taken: "I took way too many of my anxiety pills" (not by mistake). */
const TOO_MANY =
  /(?:^| )i (?:have )?(?:took|taken|swallowed|had) (?:way |far )?too many(?: of)?(?: my)?(?: [a-z]+)? (?:pills|tablets|meds|painkillers|sleeping pills|paracetamol|antidepressants)(?= |$)/;
const BY_MISTAKE =
  /(?:^| )(?:by accident|accidentally|by mistake|twice|double dose|doubled up|forgot|forgotten|vitamin|vitamins)(?= |$)/;
/** Goodbye messages written: "I keep writing goodbye messages". */
const GOODBYE_WRITING =
  /(?:^| )(?:writing|wrote|written|write|drafting|drafted) (?:my )?(?:goodbye|farewell|suicide) (?:messages|message|notes|note|letters|letter|texts|posts)(?! (?:to|for) (?:the|my|our) (?:team|class|colleagues|staff|students|club|customers|neighbours|landlord))(?= |$)/;
/** A dose weighed after it is named: "Is 40 sertraline enough to not wake up". */
const DOSE_ENOUGH =
  /(?:^| )(?:[0-9]+|all|all my|all of my|the whole box of|a bottle of|a box of)(?: [a-z]+)? (?:pills|tablets|sertraline|paracetamol|insulin|painkillers|sleeping pills|amitriptyline|codeine|tramadol|antidepressants|meds|of them|of these) (?:be )?enough to (?:not wake up|never wake up|die|kill me|end it|do it|stop my heart|not survive)(?= |$)/;
/** Help refused and the end wanted (weak each). */
const NO_HELP =
  /(?:^| )i do not want (?:any )?help(?= ,|$)|(?:^| )no one can help me(?= |$)|(?:^| )nothing can help me(?= |$)/;
const WANT_IT_OVER =
  /(?:^| )(?:just )?want (?:it|this|it all) (?:to be )?over(?= ,|$| now| already)/;
/** A danger to oneself: "I think I'm a danger to myself right now". */
const DANGER_SELF =
  /(?:^| )(?:a danger|a risk|dangerous|not safe) to myself(?! (?:in the|at|with|when|on|around the|in a))(?= |$)/;
/** On the edge of a height: "I've been on the edge of the multi-storey for twenty minutes". */
const ON_EDGE =
  /(?:^| )(?:i am|i have been|i was|been|standing|sitting|sat|stood|i am standing|i am sitting) (?:on|at) the edge of (?:the|a|this) (?:multi storey|car park|roof|bridge|cliff|building|tower|balcony|viaduct|quarry)(?= |$)/;
/** Alone at last (weak): "my parents are away this weekend", "it's my chance". */
const OTHERS_AWAY =
  /(?:^| )(?:my )?(?:parents|mum|mom|dad|flatmate|flatmates|partner|husband|wife|family|roommate|housemates) (?:are|is) (?:away|out|gone|on holiday)(?= |$)/;
const MY_CHANCE = /(?:^| )(?:it is|this is) my (?:chance|only chance|opportunity)$/;
/** The act done, said by its cause: "it's because I did it". */
const BECAUSE_DID_IT =
  /(?:^| )(?:it is because|it means|it will be because|that means|it is cos) i (?:did it|went through with it|have done it|ended it|finally did it)(?=$| ,)/;

/**
 * ADR 112 round 3: an intent or wish and checking out with its finality, the idiom of leaving life ("I'm
 * going to check out soon for good", "ready to check out of life"); a hotel's check-out has no
 * finality after it ("check out early from the conference").
 */
const CHECK_OUT =
  /(?:^| )(?:going to|gonna|about to|ready to|want to|wanna|will|decided to|thinking of|thinking about|plan to|planning to|need to|just want to) (?:just )?(?:check|checking) out(?: (?:soon|now|early|tonight|today|already))? (?:for good|permanently|forever|for ever|of life|of this life|of everything|of it all|of this world|of existence)(?= |$)/;
/** No future with the writer in it, said of the writer: "there is no version of next year with me in it". */
const NO_FUTURE_ME =
  /(?:^| )(?:(?:there is no|i see no|i can see no|no version of) (?:version of |future |)(?:[a-z]+ ){0,3}(?:with me in it|where i am (?:in it|still here|still alive|alive|around)|that has me in it|that includes me)|my future (?:does not exist|is gone|is over|is dead|is empty|is nothing)(?= ,|$)|there is no future for me(?= ,|$)|i (?:have|have got|got) no future(?= ,|$)|(?:can not|could not|do not|can never) (?:see|picture|imagine) (?:a|any) future (?:where i am|with me|that has me|that includes me)(?: (?:alive|in it|still here|here|around))?(?= ,|$))/;
const ROLE_FUTURE =
  /(?:^| )(?:band|team|squad|club|football|season|league|company|job|career|firm|project|show|series|relationship|marriage|business|course|degree|industry|sport|role)(?= |$)/;
/** The pain's end wished at the writer's own cost: "I want the pain to stop, even if that means I stop too". */
const EVEN_IF_I_STOP =
  /(?:^| )even if (?:that|it|this) means (?:i|me) (?:stop|stopping|die|dying|do not wake up|not waking up|never wake up|not being here|am not here|go|going|am gone|stop too|stop as well|stop living|stop existing|end too)(?= |$)/;
/** A plan with its date or place, said as had: "I have a plan and a date". */
const PLAN_AND_DATE =
  /(?:^| )i (?:have|have got|got|now have|finally have) (?:a|my|the) plan and (?:a|the|my) (?:date|day|time|place|method|way)(?= ,|$| now| already| this time)/;
/** Counting down to being gone: "counting down the days until I'm gone". */
const COUNTDOWN =
  /(?:^| )(?:counting|count) down (?:the days |the hours |the weeks )?(?:until|till|to when|to the day) i am (?:gone|dead|not here|no longer here|free of (?:this|it all|all this))(?= ,|$| for good| forever)/;
/** The writer's not existing welcomed as an idea: "I find the idea of never waking up comforting". */
const WELCOME_IDEA =
  /(?:^| )(?:the )?(?:idea|thought) of (?:just )?(?:never waking up|not waking up|never waking|not existing|being dead|not being alive|not being here|sleeping forever|disappearing forever|dying)(?: (?:is|feels|sounds|seems|so|really|quite|kind of|sort of|weirdly|strangely|oddly|very|more|most))* (?:comforting|appealing|a relief|peaceful|tempting|nice|lovely|good|a comfort|calming|soothing|like relief|like a relief)(?= |$)/;
/** The lethal dose of the writer's own medicine looked up: a method researched. */
const LETHAL_DOSE =
  /(?:^| )(?:googl[a-z]*|research[a-z]*|looking up|looked up|look up|searched|searching|reading about|read up on|checking|checked|worked out) (?:the )?(?:lethal|fatal|deadly) (?:dose|doses|amount|amounts|level) (?:of )?(?:my|all my|of my)(?= |$)/;
/** A height weighed for its drop with nothing ordinary to see from it: "which building is tall enough". */
const TALL_ENOUGH =
  /(?:^| )(?:which|what|a|the) (?:building|bridge|car park|multi storey|tower|block|cliff|roof|balcony|floor|tree)s? (?:near me |near my home |round here )?(?:is |are |would be |was )?(?:high|tall) enough(?! (?:to|for|so) (?!jump|die|do it|end it|not survive|make sure))(?= |$)/;
const VIEWING =
  /(?:^| )(?:view|views|fireworks|photo|photos|sunset|picture|pictures|drone|telescope|signal|aerial|antenna|satellite|camera|kite|stars)(?= |$)/;

const FRAMES: readonly Frame[] = [
  // The frames of concepts met in one clause, in any order.
  {
    category: 'wish',
    needs: [],
    read: ({ clauses, whole, present }) =>
      mayHold(present, WISH) && clauses.some((clause) => wishesDeath(clause, whole)),
  },
  {
    category: 'life',
    needs: [],
    read: ({ clauses, whole, present }) =>
      ((mayHold(present, LIFE) && (mayHold(present, REFUSE) || mayHold(present, AVERSE))) ||
        mayHold(present, LIFE_SUBJECT, LIFE_VERDICT)) &&
      clauses.some((clause) => refusesLife(clause, whole)),
  },
  {
    category: 'method',
    needs: [],
    read: ({ clauses, present }) =>
      ACT_WORDS.some((word) => present.has(word)) && clauses.some(intendsAct),
  },
  {
    category: 'burden',
    needs: [],
    read: ({ whole, present }) => mayHold(present, MY_ABSENCE, BETTER) && burdenLifted(whole),
  },
  {
    category: 'away',
    needs: [],
    read: ({ clauses, present }) => mayHold(present, AWAY) && clauses.some(absentByDate),
  },
  {
    category: 'no_future',
    needs: ['only', 'one', 'last'],
    read: ({ clauses }) => clauses.some(onlyWayIsDeath),
  },
  {
    category: 'plan',
    needs: ['guts', 'courage', 'nerve', 'balls', 'bottle', 'strength', 'willpower'],
    read: ({ clauses }) => clauses.some(courageForAct),
  },
  {
    category: 'life',
    needs: ['want', 'wish', 'care', 'need'],
    read: ({ sentence }) => refusesByEllipsis(sentence),
  },
  {
    category: 'means',
    needs: ['trust', 'safe', 'hide', 'lock', 'away'],
    read: ({ whole }) => unsafeWithMeans(whole),
  },
  {
    category: 'burden',
    needs: ['one', 'nobody', 'single', 'none', 'even'],
    read: ({ whole }) => NOBODY.test(whole) && MY_DEATH_EVENT.test(whole),
  },
  {
    category: 'plan',
    needs: ['chose', 'chosen', 'picked', 'decided', 'set', 'worked', 'sorted'],
    read: ({ whole }) => CHOSEN.test(whole) && !EVENT.test(whole),
  },
  {
    category: 'method',
    needs: ['engine', 'car', 'motor'],
    read: ({ whole }) => ENGINE.test(whole) && ENCLOSED.test(whole) && !ENGINE_ORDINARY.test(whole),
  },
  {
    category: 'method',
    needs: ['with'],
    read: ({ whole }) => GOING_PLACE.test(whole) && WITH_MEANS.test(whole) && !leisureAct(whole),
  },
  {
    category: 'method',
    needs: ['all', 'lot', 'every'],
    read: ({ whole }) =>
      TAKE_THEM_ALL.test(whole) &&
      MEANS_NAMED.test(whole) &&
      !MEANS_ORDINARY.test(whole) &&
      !takenAsPrescribed(whole),
  },
  {
    category: 'plan',
    needs: ['through', 'close'],
    read: ({ clauses, whole }) =>
      clauses.some((clause) => GO_THROUGH_NOW.test(clause)) && !namesTask(whole),
  },
  {
    category: 'means',
    weak: true,
    needs: ['looking', 'staring', 'glancing'],
    read: ({ whole }) => KEEP_LOOKING.test(whole) && MEANS_OR_HEIGHT.test(whole) && 'keep looking',
  },
  {
    category: 'method',
    needs: ['many'],
    read: ({ whole }) => TOO_MANY.test(whole) && !BY_MISTAKE.test(whole) && !askedSafely(whole),
  },
  // The frames of one pattern: strong.
  pattern('wish', 'let', LET_LAST),
  pattern('plan', 'something', SOMETHING_STUPID, { unless: ({ whole }) => / like /.test(whole) }),
  pattern('method', 'had', IF_I_HAD),
  pattern('farewell', 'goodbye|farewell|suicide', GOODBYE_WRITING),
  pattern('plan', 'enough', DOSE_ENOUGH),
  pattern('self_harm', 'myself', DANGER_SELF),
  pattern('method', 'edge', ON_EDGE, {
    unless: ({ whole }) =>
      /(?:^| )(?:we|fixing|repair|repairing|gutter|tiles|photo|photos|picture|pictures|view|views|sunset|selfie)(?= |$)/.test(
        whole,
      ),
  }),
  pattern('farewell', 'did|done|ended|through', BECAUSE_DID_IT),
  pattern('farewell', 'this', READING_GONE),
  pattern('self_harm', 'cut|myself', HARM_AGAIN, { unless: ({ whole }) => injuryTold(whole) }),
  pattern('self_harm', "cut|sh'd|sh|slashed|sliced|slit|gouged|scored|carved", HARM_TERSE, {
    unless: ({ whole }) => /(?:^| )(?:accident|accidentally|by mistake)(?= |$)/.test(whole),
  }),
  pattern('wish', 'check|checking', CHECK_OUT),
  pattern('wish', 'even', EVEN_IF_I_STOP),
  pattern('plan', 'plan', PLAN_AND_DATE),
  pattern('wish', 'counting|count', COUNTDOWN),
  pattern('no_future', 'no|future', NO_FUTURE_ME, {
    // A future in a band, a team or a job is not the writer's life.
    unless: ({ whole }) => ROLE_FUTURE.test(whole),
  }),
  pattern('wish', 'idea|thought', WELCOME_IDEA),
  pattern('plan', 'lethal|fatal|deadly', LETHAL_DOSE, {
    unless: ({ whole }) =>
      /(?:^| )(?:exam|exams|course|nursing|pharmacology|patient|patients|dog|cat|kids|child|son|daughter|baby)(?= |$)/.test(
        whole,
      ),
  }),
  pattern('plan', 'enough', TALL_ENOUGH, {
    unless: ({ whole }) => leisureAct(whole) || VIEWING.test(whole),
  }),
  pattern('wish', 'attempted|tried|overdosed', ATTEMPT_BACK),
  pattern('wish', 'envy|envious|jealous', ENVY_DEAD),
  pattern('self_harm', 'deep|deeper', HARM_DEPTH, { unless: ordinaryContext }),
  pattern(
    'wish',
    'daydream|daydreaming|daydreamed|fantasise|fantasize|fantasising|fantasizing|fantasised|fantasized',
    FANTASY,
  ),
  pattern('farewell', 'goodbye|farewell|suicide', GOODBYE_LETTER),
  pattern('plan', 'many|much', COUNTED_DOSE, {
    unless: (reading) => ordinaryContext(reading) || takenAsPrescribed(reading.whole),
  }),
  pattern('plan', 'painless|painful|quickest|easiest|best|surest|fastest', RESEARCHED),
  pattern('method', 'tracks|railway', ON_TRACKS, { unless: ({ whole }) => leisureAct(whole) }),
  pattern('wish', 'better|easier|preferable|nicer|kinder', DEAD_BETTER),
  pattern('no_future', 'alive|reason', ONLY_ALIVE_FOR),
  pattern('method', 'again|time', ATTEMPT_AGAIN),
  pattern('no_future', 'last', LAST_LONG),
  pattern('wish', 'wake|woke|alive|still|survived|made', REGRET_ALIVE),
  pattern('wish', 'why', WHY_ALIVE),
  pattern('method', 'and', GO_AND_ACT, { unless: ({ whole }) => leisureAct(whole) }),
  pattern('wish', 'mean|serious|joking|joke|real', KILL_ME_MEANT, {
    unless: ({ whole }) => namesTask(whole),
  }),
  pattern('wish', 'wake|woke|waking|wakes', WAKE_REGRET),
  pattern('wish', 'relief|escape|out|option|answer|release|mercy|solution|exit', DEATH_RELIEF),
  pattern('wish', 'surviving|survived|waking|saved|found|resuscitated|living', REGRET_SURVIVING),
  pattern('plan', 'saved|stockpiled|stashed|hidden|hoarded|put|squirrelled', STOCKPILE, {
    unless: ordinaryContext,
  }),
  pattern('plan', 'enough', HIGH_ENOUGH, { unless: ({ whole }) => leisureAct(whole) }),
  pattern('wish', 'see', NOT_SEE),
  pattern('farewell', 'ever', LAST_EVER),
  pattern('self_harm', 'scared|afraid|worried|frightened|terrified|fear', FEAR_SELF),
  // Said at the end of the sentence the euphemism is a plan; with more after it, it may be a cake.
  {
    category: 'plan',
    needs: [
      'decided',
      'know',
      'worked',
      'figured',
      'planned',
      'chosen',
      'picked',
      'sorted',
      'settled',
    ],
    read: ({ clauses }) => DO_IT_PLAN.test(clauses[clauses.length - 1] ?? ''),
  },
  pattern('plan', 'decided|know|worked|figured|planned|chosen|picked|sorted|settled', DO_IT_PLAN, {
    weak: true,
    clauses: true,
  }),
  // Weak: each needs another sign of another kind beside it.
  pattern('means_thought', 'thinking|think|thought', THINK_MEANS, { weak: true }),
  pattern('means', 'bath', BATH_BLADE, { weak: true }),
  pattern('giving_away', 'arrangements|plans', ARRANGEMENTS, { weak: true }),
  pattern('hopeless', 'help', NO_HELP, { weak: true }),
  pattern('ending', 'over', WANT_IT_OVER, { weak: true }),
  pattern('alone', 'away|out|gone|holiday', OTHERS_AWAY, { weak: true }),
  pattern('opportunity', 'chance|opportunity', MY_CHANCE, { weak: true, clauses: true }),
  pattern('plan', 'picked|chosen|sorted|found|ready', PICKED_OUT, { weak: true }),
  pattern('finality', 'if|case', IF_I_DIE, { weak: true }),
  pattern('plan', 'wondering', WONDER_SHOULD, { weak: true }),
  pattern('alone', 'alone|own|asleep|out|away|empty|home|around|bed', ALONE_TIME, {
    weak: true,
  }),
  pattern('plan', 'do', DO_IT_WHEN, { weak: true }),
  pattern('finality', 'done', DONE_BARE, { weak: true, clauses: true }),
  pattern('plan', 'hurt|hurts|painful|painless|quick|take', PAIN_QUESTION, { weak: true }),
  pattern('reunion', 'heaven|there|side', HEAVEN, { weak: true }),
  pattern('plan', 'do', PLAN_DO_IT, { weak: true, clauses: true }),
  pattern('plan', 'wondering|wonder|wondered|thinking|think|imagining|imagine', WONDER_HURT, {
    weak: true,
  }),
  pattern('means', 'looking|staring|stare|look|looked|stared|gazing', STARE, { weak: true }),
  pattern('hopeless', 'know|stop|losing|control|options|tried|nothing', HELPLESS, {
    weak: true,
  }),
  pattern('plan', 'through|close|about|ready', GO_THROUGH, { weak: true }),
  pattern('plan', 'find|pick|choose', WHERE_TO, { weak: true }),
  pattern(
    'finality',
    'desk|drawer|bed|pillow|room|bedroom|dresser|bedside|diary|laptop|phone|car|wallet',
    WHERE_FOUND,
    { weak: true },
  ),
  pattern('finality', 'decided|made|decision', DECIDED, { weak: true, clauses: true }),
  pattern('hopeless', 'better|okay|ok|easier|good', NEVER_BETTER, { weak: true }),
  pattern('pointless', 'point', BARE_POINT, { weak: true, clauses: true }),
  pattern(
    'plan',
    'bridge|cliff|cliffs|roof|tracks|railway|park|floor|woods|forest|river|sea|beach|lake|quarry|tower|viaduct|motorway',
    GOING_PLACE,
    { weak: true },
  ),
  pattern('means', 'have|got|holding|sitting|saved|kept|collected', HAVE_MEANS, {
    weak: true,
  }),
  pattern('alone', 'waiting|wait', WAITING_ALONE, { weak: true }),
  pattern('absence', 'logging|posting|online|here|coming|replying', NOT_AGAIN, {
    weak: true,
  }),
  pattern('finality', 'honour|honor|privilege|pleasure', HONOUR, { weak: true }),
  pattern(
    'finality',
    'it|over|out|back|down|stop|stopping|turning|coming|home|decision|made|sure|real',
    RESOLVE,
    { weak: true },
  ),
  pattern('means', MEANS_NEEDS, MEANS_READY, { weak: true, unless: ordinaryContext }),
  pattern('means', MEANS_NEEDS, MEANS_READY_BEFORE, { weak: true, unless: ordinaryContext }),
  pattern('means', 'vodka|whisky|whiskey|gin|rum|wine|alcohol|booze|tequila', DRINK_AND_PILLS, {
    weak: true,
    unless: ({ whole }) => MIXING_ADVICE.test(whole),
  }),
  pattern('farewell', 'note|notes|letter|letters', NOTES, { weak: true }),
  pattern('finality', 'after|afterwards|find', FOR_AFTER, { weak: true }),
];

/**
 * The frames one sentence meets (clause marks kept, a fragment already read with the sentence it
 * goes on from: "I'm done. With everything. With being alive.").
 */
export function conceptSigns(sentence: string): ConceptSign[] {
  let trimmed = sentence;
  if (trimmed.startsWith('. ') || trimmed.startsWith(', ')) trimmed = trimmed.slice(2);
  if (trimmed.endsWith(' .') || trimmed.endsWith(' ,')) trimmed = trimmed.slice(0, -2);
  const clauses = trimmed.split(' , ');
  const whole = clauses.join(' ');
  const present = new Set(whole.split(' '));
  const reading: Reading = { sentence, clauses, whole, present };
  // The frames the sentence's words can meet (the quick check), in their order.
  const tried = new Set<number>(ALWAYS_TRIED);
  for (const word of present) for (const frame of FRAMES_BY_WORD.get(word) ?? []) tried.add(frame);
  const signs: ConceptSign[] = [];
  for (const index of [...tried].sort((a, b) => a - b)) {
    const frame = FRAMES[index];
    const read = frame?.read(reading);
    if (!frame || !read) continue;
    const weak = frame.weak ?? false;
    signs.push(
      weak
        ? { category: frame.category, weak, words: String(read) }
        : { category: frame.category, weak },
    );
  }
  return signs;
}

/** Each word, the frames that need it; the frames that need none are always tried. */
const FRAMES_BY_WORD = new Map<string, number[]>();
const ALWAYS_TRIED: number[] = [];
FRAMES.forEach((frame, index) => {
  if (frame.needs.length === 0) ALWAYS_TRIED.push(index);
  for (const word of frame.needs)
    FRAMES_BY_WORD.set(word, [...(FRAMES_BY_WORD.get(word) ?? []), index]);
});

/** A sentence that only goes on from the one before ("With being alive."), to be read with it. */
export function continuesSentence(sentence: string): boolean {
  // "I'm going to check out soon. For good this time.": a bare finality goes on from it too.
  return (
    /^(?:with|and|or|because|cos|but|like|especially|including|from|of|by) /.test(sentence) ||
    /^(?:for good|for ever|forever|permanently)(?: this time| now| i mean)?(?: [.,])?$/.test(
      sentence,
    )
  );
}
