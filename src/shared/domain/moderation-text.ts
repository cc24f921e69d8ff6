/**
 * One normal form of a text for moderation and crisis detection (ADR 053), used by the
 * community's watched words and crisis check and by the assistant's safety rails, so a word
 * hidden by Unicode tricks, lookalike letters, leetspeak or spacing is still seen.
 *
 * `moderationForms(text)` gives the few readings of a text that matching should try (any match
 * counts): each is lower-case Latin where a letter looked Latin, with NFKC applied; zero-width
 * characters and soft hyphens removed; accents dropped; Cyrillic and Greek lookalikes folded to
 * the Latin letter they imitate (a TR39-style skeleton, limited to letters that look alike in
 * lower case); Markdown emphasis markers removed (`wo**rd`) and, in a second reading, read as a
 * word break (`**word**suffix`); letters split by spaces or punctuation rejoined (`k i l l`,
 * `k.i.l.l`, `k-i-l-l`); leetspeak inside words folded (0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t, @→a,
 * $→s, ! and | between letters; a second reading takes 1 as l; a lone 2 between words is "to");
 * other punctuation read as a space.
 *
 * Matching on these forms stays by whole words (`\b`), so ordinary words that contain a watched
 * word ('Scunthorpe', 'skilled', 'scamper') do not match, and digits folded only inside a word
 * ("k1ll", "su1cide"), never a number ("10 kms", "B12", "covid19" keep theirs).
 */

/** Invisible characters that split a word without showing: zero-width, soft hyphen, joiners, marks. */
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/**
 * Lower-case Cyrillic, Greek and other lookalikes of Latin letters (after lower-casing and
 * dropping accents), after Unicode TR39's confusables, kept to those that pass for the letter.
 */
const CONFUSABLES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  б: 'b',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  є: 'e',
  з: '3',
  и: 'u',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  ф: 'f',
  х: 'x',
  ч: '4',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  һ: 'h',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  ς: 'c',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin variants NFKC keeps
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɩ: 'i',
  ʟ: 'l',
  ɪ: 'i',
  ᴀ: 'a',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ᴋ: 'k',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
};

const CONFUSABLE_CHARS = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/** Digits and symbols that stand for letters inside a word. */
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** What may separate the single letters of a spelled-out word ("k i l l", "k.i.l.l", "k-i-l-l"). */
const LETTER_SPLIT =
  /(?<![\p{L}\p{N}@$'])(?:[\p{L}\p{N}@$][ .\-_*·•~/+]{1,3}){2,}[\p{L}\p{N}@$](?![\p{L}\p{N}@$'])/gu;

/** A word as leetspeak writes it: letters, digits, @ and $. */
const TOKEN = /[\p{L}\p{N}@$]+/gu;

/** The text with NFKC, invisibles out, lower case, no accents, lookalikes folded to Latin. */
function foldLetters(text: string): string {
  return Array.from(text.normalize('NFKC'))
    .filter((char) => !isInvisible(char))
    .join('')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(CONFUSABLE_CHARS, (char) => CONFUSABLES[char] ?? char)
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

/** Leetspeak inside one word: only a word with a letter, and not a number stuck to it. */
function foldToken(token: string, one: 'i' | 'l'): string {
  if (!/\p{L}/u.test(token)) return token;
  return token.replace(/[0-9@$]+/g, (run, offset: number) => {
    // Only runs of leet digits: "b12", "covid19", "ps5" keep theirs.
    if (!/^[0134578@$]+$/.test(run)) return run;
    // "10kms", "10k": a number in front of a word stays a number.
    if (offset === 0 && run.length > 1 && /[0-9]/.test(run)) return run;
    return [...run].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');
  });
}

function finish(text: string, one: 'i' | 'l'): string {
  return (
    text
      .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
      .replace(/(?<=\p{L})\|(?=\p{L})/gu, 'l')
      // Texting's "want 2 die": a lone 2 between words reads as "to".
      .replace(/(?<=\p{L} )2(?= \p{L})/gu, 'to')
      .replace(LETTER_SPLIT, (run) => run.replace(/[ .\-_*·•~/+]/g, ''))
      .replace(TOKEN, (token) => foldToken(token, one))
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The readings of a text to match against (at most four, deduplicated): emphasis markers removed
 * or read as a break, and a `1` read as i or as l. Every reading is lower-case, single-spaced, with
 * only letters, digits, apostrophes and spaces.
 */
export function moderationForms(text: string): string[] {
  const letters = foldLetters(text);
  const emphasis = /[*_~]/.test(letters)
    ? [letters.replace(/[*_~]+/g, ''), letters.replace(/[*_~]+/g, ' ')]
    : [letters];
  const ones: ('i' | 'l')[] = letters.includes('1') ? ['i', 'l'] : ['i'];
  const forms = new Set<string>();
  for (const base of emphasis) for (const one of ones) forms.add(finish(base, one));
  return [...forms];
}

/** The main reading of a text (emphasis removed, 1 as i): for display in tests and logs. */
export function foldForModeration(text: string): string {
  return moderationForms(text)[0] ?? '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for a watched word or phrase on the folded forms: whole words only, spaces between
 * the phrase's words optional or repeated, and a simple plural ("scams", "scammes" not needed:
 * -s and -es).
 */
export function wordMatcher(word: string): RegExp | null {
  const folded = moderationForms(word);
  const alternatives = folded.filter(Boolean).map((form) =>
    form
      .split(' ')
      .map((part) => escapeRegExp(part))
      .join(' ?'),
  );
  if (alternatives.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`,
    'u',
  );
}

/** Whether any reading of the text matches any of the patterns. */
export function matchesFolded(text: string, patterns: readonly RegExp[]): boolean {
  const forms = moderationForms(text);
  return forms.some((form) => patterns.some((pattern) => pattern.test(form)));
}

// ── Self-harm and suicide: one rule set for the community and the assistant ─────────────────

const ME = '(?:my ?self|me ?self|myseif)';
const DONT = "(?:don'?t|do not|dont|didn'?t)";
const CANT = "(?:can'?t|cannot|can not|could ?n'?t|unable to)";
const I =
  "(?:i|i'?m|i am|im|i'?ve|i have|ive|i'?d|id|i just|i really|i still|i kinda|i kind of|i sometimes|i often|i honestly)";
/** Wanting, not predicting: "I'm going to die of boredom" is not a wish. */
const WISH =
  "(?:want|wanted|wanting|wanna|wish|wished|just want|really want|just wanna|kinda want|would rather|'?d rather|ready)";
const INTEND =
  '(?:want|wanted|wanting|wanna|wish|need|going|gonna|planning|plan|ready|about|tempted|thinking about|thinking of|thought about|urge|urges)';
/** Dying of laughter, of shame or of boredom is a figure of speech. */
const NOT_LITERAL =
  '(?! (?:of|from|with) (?:laughter|laughing|embarrassment|shame|boredom|cringe)| laughing)';
/** An accident, a slice of cake or a haircut, not self-harm ("cut myself shaving"). */
const NOT_SELF_HARM =
  '(?! (?:a|an|some|another|off|shaving|slack|short|free|in half|on (?:a|the|my)|while|when|by accident|accidentally|at (?:the|work|home)|lifting|running|playing|training|cooking|chopping|doing|during|skiing|falling|slightly|on accident)\\b)';

/**
 * First-person or act phrases of suicide and self-harm, drawn from the warning signs the 988
 * Lifeline and NIMH list (talking about wanting to die, being a burden, having no reason to live,
 * looking for a way, saying goodbye) and the euphemisms people use to get past filters. Written
 * for the folded text (lower case, letters, digits, apostrophes, single spaces).
 */
const SELF_HARM_SOURCES: readonly string[] = [
  // Suicide, not the fitness drill, the knot, the door or the film.
  '\\bsuicid(?:e|es|al|ality|ally)\\b(?! (?:sprints?|drills?|runs?|squats?|shuttles?|doors?|knots?|squeeze|squad|watch|seat|blonde|king))',
  `\\b(?:kill|killing|killed|hang|hanging|hanged|shoot|shooting|drown|drowning|poison|poisoning|off|offing|unalive|unaliving|end|ending) ${ME}\\b(?! (?:laughing|with laughter|at the gym|on the bike|training|working out))`,
  '\\bunaliv(?:e|ed|es|ing)\\b',
  '(?<!(?:\\d|few|couple|many|several|of|the|two|three|four|five|ten|hundred) )\\bkms\\b(?! (?:run|ran|walk|walked|cycled|today|away|of|on|from|to|a day|per|each|every|left|in|uphill)\\b)',
  '\\b(?:end|ending|take|taking|took) my (?:own )?life\\b',
  '\\bend(?:ing)? (?:it all|everything)\\b',
  `\\b(?:${WISH}|going|gonna|planning|plan) (?:to )?end it\\b(?! (?:with|between|early|here|there|at|after|before|for the day)\\b)`,
  `\\b${I} ?${WISH} (?:to )?(?:die|be dead|not be alive|not exist|stop existing|disappear forever|not be here any ?more|never wake up)\\b${NOT_LITERAL}`,
  `\\b(?:want|wanna|wanted|wanting|wish|ready) (?:to )?die\\b${NOT_LITERAL}`,
  '\\b(?:wish|wished) i (?:was|were|could be|had been) (?:dead|gone|never born)\\b',
  "\\bwish i(?:'?d| had) never been born\\b",
  "\\bbetter off (?:dead|without me|(?:if|when) i (?:just )?(?:died|disappeared|never existed|killed myself|(?:was|were|wasn'?t|weren'?t|was not|were not) (?:dead|gone|here|around|never born|alive)))\\b",
  "\\b(?:everyone|everybody|they|you all|my family|the world|people) (?:would|will|'?d) be (?:better|happier) (?:off )?(?:without me|if i (?:was|were|wasn'?t|weren'?t) (?:gone|dead|here|around))\\b",
  "\\b(?:i'?m|i am|im|i feel like|feel like) (?:such |just |only |nothing but )?a burden (?:to|on|for) (?:everyone|everybody|my family|them|you|the people|all)\\b",
  '\\bnothing (?:left )?to live for\\b',
  '\\b(?:see|find) (?:the |any )?point (?:in|of) (?:living|life|going on|being alive|existing)\\b',
  "\\blife (?:isn'?t|is not|ain'?t|is no longer) worth (?:living|it)\\b",
  '\\b(?:tired|sick|weary) of (?:living|being alive|life|existing)\\b(?! (?:on|in|with|off|like|out|at|from|through)\\b)',
  "\\b(?:i'?m|i am|im) (?:so |just |completely )?done with (?:life|living|being alive|it all)\\b",
  "\\b(?:nobody|no one|noone) (?:would|will|'?d|is going to) (?:even )?(?:miss me|care if i (?:died|was gone|were gone|disappeared)|notice if i (?:died|was gone|were gone|disappeared))\\b",
  `\\b${WISH} (?:to )?sleep forever\\b(?! (?:on|after|at|in|with|this|today|tomorrow)\\b)`,
  `\\b(?:${WISH}|going|gonna|planning|plan|have a plan) (?:to )?end (?:things|everything|my pain for good)\\b(?! (?:with|between)\\b)`,
  '\\bno (?:reason|point) (?:to|in|of) (?:live|living|go on|going on|be alive|being alive|keep going|keep living|exist|existing)\\b',
  "\\bwhat'?s the point (?:of|in) (?:living|being alive|going on|life any ?more|existing)\\b",
  `\\b${DONT} want to (?:live|be alive|exist|keep living) ?(?:any ?more)?\\b(?! (?:in|at|with|near|on|without|for|if|until|unless|there|here|off|next|by|alone|together)\\b)`,
  `\\b${DONT} want to (?:be here|wake up|go on) (?:any ?more|ever again|again)\\b`,
  `\\b${DONT} want to (?:be here|wake up)(?: tomorrow)?$`,
  `\\b${CANT} (?:go on|live|keep living|keep going|do this|do life|take (?:it|this|the pain)) ?(?:like this )?any ?more\\b`,
  `\\b${CANT} (?:go on|keep living) (?:like this|living)\\b`,
  "\\b(?:hope|wish|pray|praying) (?:i|that i) (?:don'?t|do not|never|won'?t|will not|wouldn'?t|dont|wont) wake up\\b(?! (?:the|my|him|her|them|you|anyone|everyone|early|late|before|at|in|with|on|too|until)\\b)",
  '\\b(?:sleep|go to sleep|fall asleep|close my eyes) and (?:never|not|just not) wake up\\b',
  '\\bnever wake up (?:again|ever)\\b',
  '\\b(?:the pain|it|everything|it all) to (?:stop|end) (?:forever|for good|permanently)\\b',
  '\\b(?:goodbye|farewell|suicide) (?:letters?|notes?)\\b',
  '\\b(?:letters?|notes?|messages?) (?:\\w+ ){0,4}(?:saying|to say) (?:goodbye|my goodbyes)\\b',
  "\\bbecause i (?:won'?t|will not|wont) (?:need|be needing) (?:it|them|any of it|my \\w+)(?: any ?more)?$",
  "\\bi(?:'?m| am| will|'?ll|'?m going to|'?m gonna)? end(?:ing)? it\\b(?! (?:with|between|early|here|there|at|after|before|for|by|on|off)\\b)",
  `\\b(?:${INTEND}|think about|thinking) (?:to )?(?:driving|drive|crash|crashing|swerve|swerving) (?:my car |the car )?into (?:a|the|oncoming) (?:tree|wall|lorry|truck|traffic|river|bridge)\\b`,
  '\\b(?:wish i could|want to|wanna|just want to) (?:just )?disappear (?:forever|for good|and never (?:come back|return|be found))\\b',
  `\\b(?:${INTEND}) (?:to )?(?:take|swallow) (?:every|all the|all of the|all my) (?:\\w+ )?(?:pills?|tablets?|meds)\\b(?! (?:with|as|on|every|each|in the morning)\\b)`,
  `\\b${CANT} see (?:a|any) way out\\b`,
  '\\bno way out (?:but|except|other than|apart from)\\b',
  '\\b(?:want|wish|ready) (?:for )?(?:it all|everything|my life|all of it) to (?:end|stop|be over)\\b',
  // Self-harm.
  '\\bself[- ]?harm(?:ing|ed|s)?\\b',
  '\\bself[- ]?injur(?:y|e|ing|ed)\\b',
  `\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing|starve|starving) ${ME}\\b${NOT_SELF_HARM}`,
  '\\bslit(?:ting)? my (?:wrists?|throat)\\b',
  '\\b(?:put|putting) a (?:bullet|gun) (?:in|to) my (?:head|brain|mouth)\\b',
  '\\bgun to my head\\b',
  `\\b${INTEND} (?:to )?(?:jump|throw ${ME}) (?:off|from|in front of|under)\\b`,
  `\\bthrow(?:ing)? ${ME} (?:off|in front of|under)\\b`,
  '\\b(?:step|walk|jump)(?:ing)? in front of a (?:train|bus|car|truck|lorry)\\b',
  '\\bhow many (?:pills|tablets|of my \\w+|paracetamol|sleeping pills) (?:would it take|does it take|to die|would kill|will kill|to kill)\\b',
  '\\b(?:painless|easiest|quickest|best) ways? to (?:die|end it|kill)\\b',
  `\\bways to (?:die|end it|kill ${ME})\\b`,
  '\\bgoodbye cruel world\\b',
  '\\b(?:writing|wrote|written|leave|left|leaving) (?:a |my )?suicide note\\b',
  // An overdose taken or meant, as a way out.
  '\\b(?:took|taken|take|taking|swallowed) (?:an |a )?overdose\\b',
  "\\b(?:i|i'?ve|i have|i'?m going to|going to|gonna|want to|wanna|about to|might|will|planning to|plan to) (?:overdose|od)\\b(?! on (?:coffee|caffeine|sugar|sunshine|chocolate|netflix|tv)\\b)",
  '\\boverdos(?:ed|ing) on (?:my |all my |all the |a bottle of |some )?(?:pills|tablets|meds|medication|medications|medicine|medicines|painkillers|paracetamol|acetaminophen|tylenol|insulin|opioids|heroin|fentanyl|sleeping pills|antidepressants)\\b',
  `\\b(?:${INTEND}) (?:to )?(?:overdose|overdosing|od)\\b`,
  '\\b(?:take|taking|swallow|swallowing) all (?:of )?my (?:sleeping |\\w+ )?(?:pills|tablets|meds|painkillers) (?:at once|tonight|now|together)\\b',
  '\\b(?:swallowed|took|taken|take|taking) (?:a whole bottle of|a bottle of|a handful of|the whole pack of|all (?:of )?(?:my |the )?(?:pills|tablets|meds|painkillers|medication|sleeping pills) at once)\\b',
  '\\bswallowed all (?:of )?(?:my |the )?(?:pills|tablets|meds|painkillers|medication|sleeping pills)\\b',
];

/** Spaces in a phrase may be missing ("killmyself", "k i l l m y s e l f" rejoined). */
const SELF_HARM_PATTERNS: readonly RegExp[] = SELF_HARM_SOURCES.map(
  (source) => new RegExp(source.replace(/ (?![?*+{])/g, ' ?')),
);

/** Whether the text speaks of suicide or self-harm, however it is spelled or disguised. */
export function mentionsSelfHarm(text: string): boolean {
  return matchesFolded(text, SELF_HARM_PATTERNS);
}
