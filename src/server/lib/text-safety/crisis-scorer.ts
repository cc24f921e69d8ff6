/**
 * A clause-level reading of one sentence by concepts rather than phrases (ADR 099): the rules in
 * `crisis.ts` need their words in order and close together; this asks only whether one sentence
 * holds the writer, death or harm to themselves, and a wish, an intent, a time or a welcome, in
 * any order, and none of the things that make those words ordinary (someone else dying, a fear
 * of dying, a figure of speech, a game, a recipe, a flat battery). It reads the canonical words
 * of one sentence (`canonicalWords`), so spellings, slang and disguises are already undone.
 */

/**
 * Death or a lethal act for oneself. "dead" and "die" count; "killing" only with a reflexive
 * object; the ordinary senses are cleared by `FIGURE` below.
 */
const DEATH =
  /(?<=^| )(?:die|dying|dead|death|suicide|suicidal|unalive|overdose|kill myself|killing myself|end it|end it all|ending it|end my life|ending my life|take my own life|take my life|not be alive|not alive any more|not exist|not existing|stop existing|not wake up|never wake up|not waking up|never waking up|sleep forever|hang myself|hanging myself|drown myself|slit my|bleed out|my funeral|my grave|my own funeral|my death|my own death|be gone forever|gone for good|disappear forever|not be here any more|not be around any more)(?= |$)/g;

/**
 * What may follow death named for it to be the writer's own: the end of the sentence or a word
 * that carries on the wish ("die tonight", "die so badly", "end it and"). Anything else is how
 * the figures of speech go on: "die my hair", "rather die than", "end it with him", "sleep forever
 * on Sundays", "take my life back", "dead tired", "the death of me".
 */
const THEN =
  /^(?:$|(?:and|so|because|cos|but|tonight|today|tomorrow|now|right now|already|soon|honestly|fr|really|badly|so badly|so bad|any more|every|all|i|just|too$|anyway|sometimes|lately|again|forever|permanently|for good|for real|instead|quietly|painlessly|peacefully|alone|is|in my sleep)(?: |$))/;

/**
 * Before death named: "the dead", "like the dead", "a death"; or death as the time a wish is
 * bounded by, not what is wished ("see the Northern Lights before I die", ADR 103).
 */
const BEFORE =
  /(?:^| )(?:the|a|like|his|her|their|its|sudden|brain|cell|before i|until i|till i|after i|once i|when i|the day i|ever since i|before|until|till)$/;

/** Whether one occurrence of death named is the writer's (not a figure of speech). */
function ownDeath(sentence: string): boolean {
  for (const match of sentence.matchAll(DEATH)) {
    const end = match.index + match[0].length;
    if (BEFORE.test(sentence.slice(0, match.index).trimEnd())) continue;
    if (THEN.test(sentence.slice(end).trimStart())) return true;
  }
  return false;
}

/**
 * A wish, a decision, a welcome: what turns death named into death wanted. A prediction ("going
 * to die", "will die tomorrow") is not here: said of oneself it is mostly a figure ("this exam,
 * I'm going to die"), and the phrase rules take the intents that are not.
 */
const WANTING =
  /(?:^| )(?:hopefully|want|wanted|wanting|wants|wish|wished|wishing|hope|hoping|pray|praying|long|longing|crave|craving|ready|rather|prefer|welcome|tempted|urge|urges|plan|planning|planned|decided|deciding|can not wait|looking forward|dream about|dreaming about|fantasise|fantasize|fantasising|fantasizing|peaceful|peace|relief|escape|better off|easier|the only way|only option|way out|thinking about|think about|keep thinking|keep imagining|keep picturing|obsessed|considering|should just|might as well|may as well|deserve to|comfort|comforts|comforting)(?= |$)/;

/**
 * What makes the same words ordinary: a negated or feared death ("do not want to die", "scared of
 * dying"), someone or something else dying, a figure of speech ("dying to", "dead tired", "to die
 * for"), a game, a recipe, a device, a grief told.
 */
const FIGURE =
  /(?:^| )(?:(?:do|did|does|would) not (?:want|wish)|not ready to|never want|afraid|scared|terrified|frightened|fear|fears|worried|anxious about|dying to|dying for|dying of|die of|die for|to die for|die laughing|dying laughing|dead tired|dead set|dead end|dead good|dead easy|dead serious|dead on|dead meat|drop dead|dead heat|dead weight|dead line|dead lift|deadlift|dead ringer|dead air|dead battery|dead phone|battery|phone|laptop|plant|plants|game|level|boss|respawn|character|villain|hero|film|movie|book|novel|episode|series|show|story|song|lyrics|poem|recipe|oven|heat|sauce|dough|yeast|he|she|they|his|her|their|him|them|we|our|you|your|someone|somebody|friend|friends|mum|mom|dad|grandad|grandma|nan|brother|sister|son|daughter|uncle|aunt|cousin|dog|cat|pet|hamster|patient|patients|people|teenagers|teens|adolescents|poet|poets|writer|writers|singer|artist|narrator|speaker|poem|poems|news|article|documentary|prevention|awareness|hill|ripe old|of old age|surrounded|grandchildren|grandkids|old age|in my sleep when|when i am old|someday|some day|one day|eventually|everyone dies|we all die|everyone|everybody|nobody|no one|anyone|anybody|people)(?= |$)/;

/**
 * Whether one sentence speaks of the writer's own death as wanted, planned or welcome, in any
 * order: a death or lethal act, a wish or intent, and nothing that makes it ordinary. The writer
 * need not be named (texting drops the "I": "can't wait to die", "wanna be dead"); anyone else
 * named as the subject ("he", "my mum", "people", "no one") clears the sentence.
 */
export function clauseSpeaksOfDeath(sentence: string): boolean {
  return WANTING.test(sentence) && !FIGURE.test(sentence) && ownDeath(sentence);
}
