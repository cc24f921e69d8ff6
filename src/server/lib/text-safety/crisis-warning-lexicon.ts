/**
 * The warning-sign families of ADR 112, as lexicons over the crisis detector's canonical words
 * (`canonicalWords` in `crisis.ts`: lower case, contractions and texting forms expanded, slips
 * forgiven, " , " and " . " as clause and sentence marks). Crisis-line guidance (988 Lifeline,
 * Samaritans, NIMH) describes risk as a combination of signs, so each concept here is only ever one
 * sign: `crisis-warning-signs.ts` decides when signs of different families meet.
 *
 * Each concept is written as a family of wordings (a verb with its inflections, its objects, its
 * complements), not as a sentence. A concept ends where its clause ends when what follows would
 * give it an ordinary complement ("done waiting" but not "done waiting for the bus").
 */

export type Family =
  | 'finality'
  | 'preparation'
  | 'means'
  | 'time'
  | 'farewell'
  | 'burden'
  | 'hopelessness'
  | 'resolve'
  | 'trapped'
  | 'pain'
  | 'withdrawal';

export interface Concept {
  family: Family;
  /** The wording, over canonical words. */
  pattern: RegExp;
  /** Said of the writer's own act or state: another subject before it, or a negation, clears it. */
  writer: boolean;
  /** A plan's detail that a time completes (the means kept, a plan fixed): a time pairs with it. */
  timed?: boolean;
}

/** Alternatives, one wording each, as one source. */
function alt(...wordings: string[]): string {
  return wordings.join('|');
}

/** A regular expression of whole canonical words. */
function words(source: string): RegExp {
  return new RegExp(`(?:^| )(?:${source})(?= |$)`);
}

/**
 * The end of a clause, or a word that only adds emphasis or time: a concept followed by it says
 * nothing more ("I'm ready now", "done waiting. tonight", "ok with that tbh").
 */
const BARE = `(?= (?:,|\\.)|$| (?:and|but|so|now|tbh|to be honest|tbf|i bet|probably|honestly|really|already|finally|anymore|any more|for real|for good|i think|i guess|i promise|promise|at last|too|though|either|tonight|soon|this time)(?: |$))`;

/** Things of one's own that are given away. */
const OWN_THINGS =
  'stuff|things|belongings|possessions|everything|games|xbox|playstation|ps5|switch|console|clothes|books|records|vinyl|guitar|jewellery|jewelry|savings|money|collection|art|plants|room|bike|car|laptop|phone|camera|watch|ring|bed|furniture|cds|comics|figures|lego|makeup|shoes|trainers|stuff away';
/** A pet one arranges for. */
const PET =
  'cat|cats|dog|dogs|puppy|kitten|pet|pets|hamster|rabbit|bunny|bird|parrot|fish|guinea pig|tortoise|snake|horse';
/** The lethal means: medicines, blades, a rope, a height, a train (ADR 112 reads them as one family). */
const MEANS_WORDS =
  'pills|prescriptions|tablets|sleeping pills|sleeping tablets|painkillers|paracetamol|tylenol|acetaminophen|insulin|meds|medication|medications|prescription|antidepressants|opioids|oxy|codeine|tramadol|morphine|diazepam|zopiclone|amitriptyline|sertraline|citalopram|fluoxetine|lithium|quetiapine|oxycodone|fentanyl|xanax|valium|benzos|razor|razors|blade|blades|knife|knives|rope|noose|belt|gun|bullets|charcoal|antifreeze|bleach';
const HEIGHT =
  'bridge|cliff|cliffs|ledge|edge|roof|rooftop|top floor|balcony|multi storey|car park roof|tracks|railway|railway line|train line|motorway bridge|overpass|viaduct|tower block|quarry|pier';
/** Whom a farewell is said to: everyone, friends, family, the world. */
const ADDRESSEE =
  'everyone|everybody|all|guys|you all|y all|forever|for good|friends|my friends|world|cruel world|mum|mom|dad|my family|my love|love|x|xx|xxx';
/** Time words: a day, a date, tonight, a week on. */
const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';

const FINALITY: RegExp[] = [
  // "I won't be here next year", "not going to be around much longer": absence, not a plan's time.
  words(
    `(?:will not|not going to|am not going to|will no longer|would not|will not still) be (?:here|around|alive|on this earth|in this world|there)(?= (?:,|\\.)|$| (?:any more|anymore|much longer|for long|long|soon|by|next|after|when|this time|in a|on \\w+day|then|to (?:use|see|enjoy|watch|need|read|hear|help them|worry)|for (?:it|christmas|her|his|their|my \\w+ birthday|next year|the kids|them|you))(?: |$))`,
  ),
  // After the writer is gone, or a bare "for after": letters, a pet, things "for after".
  words(
    alt(
      `(?:after|when|once|by the time) i am (?:gone|dead|not here|not around|no longer here|no more|not alive)(?! (?:for|on|to|at|in|into|away|out|shopping|home|back|off|abroad|travelling|camping|from|with|until|till|while|all)(?: |$))`,
      `before i go${BARE}`,
      `for after(?= ,| \\.|$)`,
      `(?:for|them|everyone|everybody) afterwards`,
      `(?:for|after) when (?:it is|its|this is|it has been) (?:done|over)`,
      `so (?:someone|somebody|they|she|he) (?:\\w+ ){0,2}(?:takes|take|has|have|keeps|looks after) (?:her|him|them|it) after`,
    ),
  ),
  // The last of something: "my last post", "this is my last day", "my final message".
  words(
    `(?:my|this is my|is my|it is my) (?:last|final|very last) (?:post|message|day|night|week|words|goodbye|entry|update|birthday|christmas|weekend|time posting|time writing|everything)(?! (?:at|of|in|on|before|was|about|got|for|with|here was|as|until|at work|of term|of the|i (?:made|wrote|posted)))`,
  ),
  // The last of a life: "my last week on earth".
  words(`(?:last|final) (?:\\w+ ){0,2}(?:on earth|alive|on this planet|in this world)`),
  // No need for one's things any more: "I won't need them", "won't need em where I'm going".
  words(
    `(?:will not|not going to|do not|no longer|am not going to) (?:need|be needing|have any use for) (?:them|it|em|these|those|this|any of (?:it|this|them|these|that)|anything|my (?:stuff|things|clothes|belongings)|them anymore)(?= (?:,|\\.)|$| (?:any more|anymore|where|after|soon|now|again|much longer)(?: |$))`,
  ),
  // "checked out for good", "gone for good", "disappear for good": the writer, for ever.
  words(
    alt(
      `(?:check|checked|checking|checks) out (?:for good|forever|permanently)`,
      `(?:i am|am) checking out${BARE}`,
      `(?:be )?(?:gone|go|going|disappear|disappearing|vanish|vanishing|sleep|rest) (?:for good|forever|permanently)`,
    ),
  ),
  // An end near: "soon I won't be anybody's problem" (the word of time alone, so the rest is read too).
  words(
    `(?:soon|shortly|before long|not long now)(?= (?:, )?i (?:will not|will no longer|am not going to) be )`,
  ),
  // Nothing will matter soon: "none of this will matter".
  words(
    `(?:none of (?:this|it)|nothing) (?:will|is going to) matter(?: (?:soon|anymore|any more|then))?${BARE}`,
  ),
  // Any of one's things not needed again: "not going to need his lead anymore".
  words(
    `(?:will not|not going to|am not going to) need (?:\\w+ ){1,3}(?:any more|anymore|where i am going|again)${BARE}`,
  ),
  // Things the writer will not use: "no sense paying for stuff I won't use".
  words(
    `(?:stuff|things|anything|something) i (?:will not|am not going to|will never) (?:use|need|wear|read)${BARE}`,
  ),
  // "the rest is up to them", "the flat will be empty and so will I".
  words(
    alt(
      `the rest is (?:up to|down to) (?:them|you|my \\w+)`,
      `(?:empty|gone|over|done|finished|quiet) and so (?:will|am) i`,
      `(?:the )?last time i (?:will|am going to) (?:log in|post|write|be here|be on here|see you|talk to you|say this)`,
      `if i am not(?: here| around| alive)?${BARE}`,
      `(?:that is|this is) it for me(?= (?:,|\\.)|$)`,
      `(?:i will|i am going to|i am finally going to|i will finally|i am going to finally) (?:finally )?be (?:at peace|at rest|free|with \\w+ again)(?: soon)?${BARE}`,
      `no more me`,
    ),
  ),
  // "it's nearly over".
  words(`(?:it|this|everything|it all) (?:is|will be) (?:nearly|almost|soon|all but) over${BARE}`),
  // "after that it won't be my problem": an end to one's part.
  words(
    `(?:it|this|that|none of (?:it|this)) (?:will not|would not|is not going to) be my (?:problem|concern|worry)`,
  ),
  // "I'll be gone before anyone wakes up."
  words(
    `i will be (?:gone|long gone|dead)(?= (?:before|by|soon|tomorrow|tonight|when)(?: |$)|${BARE})`,
  ),
  // "I don't think I'll be here for Christmas."
  words(
    `(?:do not|can not|could not) (?:think|see|imagine) (?:that )?i will (?:still )?be (?:here|around|alive|there)`,
  ),
  // No future with the writer in it: "no version of the future where I'm in it".
  words(
    alt(
      `no (?:\\w+ ){0,3}future (?:\\w+ ){0,3}(?:with me|where i am|i am in|for me|that has me|including me|i exist)`,
      `(?:can not|could not|do not|can never) (?:see|picture|imagine) (?:myself|me) (?:being |still )?(?:here|around|alive|in a year|next year|getting older|growing old|in the future|making it)(?! (?:in|at) (?:20|21)\\d\\d)`,
    ),
  ),
  // ADR 112 round 3: going and not coming back ("drive to the cliffs and not come back"), not logging on
  // again ("if I don't log on again"), a final post with nothing after it, others spared for good
  // ("you won't have to any more"). A complement ("not coming back to that restaurant") is a place.
  words(
    alt(
      `(?:and|to) (?:not|never) (?:come|coming) back${BARE}`,
      `(?:i am|am) (?:not|never) coming back(?: from this(?: one)?)?${BARE}`,
      `if i (?:do not|never|can not) (?:log on|log in|post|come back|reply|come online) again${BARE}`,
      `^(?:my )?(?:last|final|very last) (?:post|message|update)${BARE}`,
      `(?:will not|am not going to|never) hear from me (?:again|any more|anymore)${BARE}`,
      `(?:signing|logging) off (?:for good|for the last time|forever)`,
      `(?:you|they|nobody|no one|everyone) (?:will|would) not have to (?:\\w+ ){0,3}(?:any more|anymore)${BARE}`,
    ),
  ),
  // ADR 118: "this is where it ends for me", "no future for myself", "when it happens", "one last time".
  words(
    alt(
      `(?:the )?only (?:exit|escape|way out) (?:i can (?:see|think of) |left |i have left |left for me )?(?:is|would be) (?:a )?(?:permanent|final|not being here|death|dying|to not exist|to die|to end it|for me to)`,
      `(?:the )?only (?:exit|escape|way out) (?:i can (?:see|think of) |left |i have left |left for me )?is not (?:being here|existing|waking up)`,
      `this is me (?:signing|logging|checking) off${BARE}`,
      `(?:confusion|fuss|mess|arguing|arguments|fighting|questions) (?:after|afterwards)${BARE}`,
      `(?:one day|next time|someday|soon) i (?:will not|am not going to|might not) (?:step back|turn back|come back|stop myself|walk away)${BARE}`,
      `(?:want|wish|need) to stop (?:feeling|hurting|thinking)(?: ,)? (?:permanently|for good|forever)${BARE}`,
      `(?:this|that|here) is where (?:it|this|everything) ends(?: for me)?${BARE}`,
      `(?:can not|do not|could not) see (?:any |a )?future (?:for myself|for me)${BARE}`,
      `(?:when|once|after|before) it (?:happens|is done)${BARE}`,
      `(?:one|for the) last time${BARE}`,
      `(?:i do not|i will not|do not|will not) have (?:much|long|much time|long left|much time left|much longer)(?: left)?(?: anyway)?${BARE}`,
    ),
  ),
  // A message to be passed on in the past tense of a life: "tell my dog I loved him".
  words(
    `tell (?:my |him |her |them |everyone )?(?:\\w+ ){0,2}(?:that )?i loved (?:him|her|them|you|it|all of you|you all)${BARE}`,
  ),
];

/**
 * Others relieved with no cause named, or the writer's absence as their gain ("without me to look
 * after"): an absence implied. Others are its subject by design, so no subject is asked.
 */
const RELIEF: RegExp[] = [
  words(`(?:need|use) (?:it|them|the money) more than (?:me|i do|i will)`),
  // ADR 118: "she'll get more use out of it than me soon".
  words(
    `(?:get|have|make) more use (?:out )?of (?:it|them|these|those) than (?:me|i (?:will|would|do))`,
  ),
  words(
    `would (?:finally )?(?:get|have) (?:some )?(?:peace|peace and quiet|rest|a break|their lives back|their life back|freedom)${BARE}`,
  ),
  words(
    alt(
      `would (?:all )?be (?:better|happier|safer|fine) (?:off )?with (?:their|his|her|someone|a|another)`,
      `(?:no one|nobody|they|you|she|he|everyone) (?:will|would) (?:not )?(?:have|need) to (?:worry about|look after|deal with|put up with|take care of|carry|clean up after|pay for|support) me`,
    ),
  ),
  // What others will need after: "she'll need them after".
  words(
    `(?:will|would|is going to) (?:need|get|read|open|find|have) (?:them|it|this|these) after${BARE}`,
  ),
  words(
    alt(
      `(?:(?:they|everyone|everybody|people|my family|she|he|you all|my \\w+) would|theyd|they d) (?:all )?(?:be|feel) (?:so |much |really )?(?:relieved|lighter|freer|free)${BARE}`,
      `without me (?:around|here|there|to (?:look after|worry about|care for|deal with|pay for|support))`,
      `(?:everyone|everybody|they|my family|the kids|you all|people) (?:will|would) (?:all )?be better off${BARE}`,
      `(?:if|once|when) i (?:was|were|am) (?:gone|not around|not here|no longer here|dead)`,
    ),
  ),
];

const PREPARATION: RegExp[] = [
  // Giving one's things away, to whom they go: "gave my xbox to my bro", "my sister can have my clothes".
  words(
    alt(
      `(?:giv\\w*|gave|given|hand\\w*) (?:\\w+ ){0,4}away`,
      `(?:gave|giving|given|give|handed|handing) (?:away )?(?:all |most of |some of )?(?:my|all my) (?:\\w+ ){0,4}?(?:${OWN_THINGS}) (?:to|away)`,
      `(?:gave|giving|given|give|handed|handing) (?:my \\w+(?: \\w+)?|him|her|them|each of them) (?:all )?my (?:\\w+ )?(?:${OWN_THINGS})`,
      `who (?:it is|its|they are|each one is|everything is|each thing is) for`,
      `(?:boxed|bagged|labelled|labeled|tagged|marked) (?:up )?with (?:names|their names|who)`,
      `in labelled (?:bags|boxes)`,
      `(?:the rest|everything else) can (?:be binned|be thrown|go to)`,
      `put (?:all )?my (?:savings|house|car|money|flat) in (?:my|his|her|their) (?:[\\w']+ )?name`,
      `(?:gave|given|sent|told|texted) (?:\\w+ ){1,3}my (?:login|logins|password|passwords|pin|pins|bank details)`,
      `names on (?:it|them|everything)`,
      `(?:can|could|should|will|gets to|get to) (?:have|keep|take|get) (?:all )?(?:my (?:\\w+ ){0,1}(?:${OWN_THINGS})|the (?:flat|house|car|room|rest)|them|it all|em)`,
      `my (?:${OWN_THINGS}) (?:went|goes|is going|are going) to`,
      `(?:the |my )?(?:${PET}) (?:is going|going|goes|went|is going to go) to (?:my|a|the|her|his|our|someone|somebody)`,
      `found (?:my |the )?(?:${PET}) a (?:new )?home`,
      `found (?:a |someone |somebody )?(?:new )?(?:family|home|owner|someone|somebody) for (?:my|the) (?:${PET})`,
      `(?:the |my )?(?:${PET}) (?:is )?with (?:my|a|the|her|his) \\w+`,
      `(?:list of|all) (?:\\w+ ){0,2}(?:passwords|logins|pins)`,
      `(?:left|leaving|written down|wrote down|writing down|sent|given|gave) (?:\\w+ ){0,4}(?:passwords|pin|pins|bank details|logins|login details|codes) (?:for|to)`,
      `who gets what`,
      `(?:getting|got|get|gotten) rid of (?:almost |nearly |most of )?(?:everything|all my|my (?:stuff|things|belongings))`,
      `(?:want|would like|wanted) (?:my \\w+|him|her|them) to (?:have|keep|take|get) my`,
      `(?:leav\\w*|left) (?:all )?my (?:\\w+ )?(?:${OWN_THINGS}) to (?:my|him|her|them)`,
      `(?:pass\\w*|hand\\w*|sign\\w*|transferr?\\w*) (?:\\w+ ){0,3}(?:on|over) to`,
      `(?:empt\\w*|transferr?\\w*|mov\\w*) (?:all )?my (?:savings|money|account|accounts) (?:into|to)`,
      `(?:gets|will get|can have|can keep) (?:the rest|everything else|whatever is left)`,
      `(?:gets|will get|is getting|gets to keep) (?:all )?my (?:\\w+ ){0,3}?(?:${OWN_THINGS}|ps4|tv|house|flat)`,
      `(?:${PET}) (?:has|have) (?:a )?new (?:family|home|owner|owners)`,
      `(?:gave|took|taken|given) (?:the|my) (?:${PET}) to`,
    ),
  ),
  // A will and the loose ends: "sorted my will", "loose ends done", "affairs in order".
  words(
    alt(
      `(?:sort\\w*|wrote|written|writing|write|made|making|make|updat\\w*|finish\\w*|sign\\w*|did|done|redo\\w*|redid) (?:out |up )?(?:my|a) will`,
      `(?:the|my) (?:mortgage|house|flat|car|savings|accounts?|money) (?:is|are) (?:now )?(?:in|under) (?:her|his|their|my \\w+) names?`,
      `(?:savings|money|accounts?) (?:are|is|have been|has been) (?:moved|transferred|signed) (?:over|across)`,
      `my will (?:is |has been |was )?(?:sorted|done|written|signed|ready|updated|finished|in order)`,
      `paid (?:back|off) (?:everyone|everybody|all my debts|my debts|what i owe|my (?:overdraft|loan|loans|credit card|credit cards|car))`,
      `returned (?:all )?(?:the )?(?:stuff|things|everything) i borrowed`,
      `(?:all )?my bills are paid`,
      `my funeral`,
      `my (?:wake|memorial)`,
      `my (?:debts|accounts|bills) (?:are|have been) (?:cleared|closed|paid|settled|cancelled)`,
      `(?:pay|cover|covers|paid|covered|will cover|pay for|paid for) (?:for )?(?:the|my) funeral`,
      `funeral (?:playlist|plans|songs|arrangements|is planned)`,
      `(?:left|leaving|written|wrote|writing) (?:\\w+ )?instructions for (?:everything|everyone|after)`,
      `(?:tidying|tidied|tidy|sorting|sorted) (?:up |out )?(?:my life|my affairs)`,
      `loose ends`,
      `(?:affairs|everything|things|my life) (?:\\w+ ){0,2}in order`,
      `(?:tied|tying|tie) up (?:\\w+ ){0,2}(?:ends|things|everything)`,
    ),
  ),
  // Accounts and contracts closed: "cancelled my phone contract", "deleted all my socials".
  words(
    `(?:cancel\\w*|delet\\w*|clos\\w*|deactivat\\w*|wip\\w*|shut\\w* down|end\\w*) (?:all |all of |most of )?(?:my|of my|the|all the) (?:\\w+ ){0,2}(?:gym|netflix|spotify|appointments|contract|contracts|subscription|subscriptions|accounts|account|socials|social media|profiles|profile|instagram|facebook|twitter|tiktok|snapchat|direct debits|standing orders|insurance)`,
  ),
  // A pet provided for: "arrangements for my dog", "someone takes her", "rehomed the cat".
  words(
    alt(
      `(?:rehom\\w*|re hom\\w*) (?:my |the |our )?(?:\\w+ )?(?:${PET})`,
      `(?:new |a )?home for (?:my |the )?(?:${PET})`,
      `arrangements for (?:my |the )?(?:${PET})`,
      `(?:${PET}) (?:is |will be )?(?:sorted|taken care of|provided for)`,
      `(?:someone|somebody) (?:\\w+ ){0,2}(?:takes|take|will take|to take|looks after|look after|to look after|has|have) (?:her|him|my (?:${PET}))`,
      `(?:${PET}) (?:details|vet number|food and)`,
    ),
  ),
  // Letters or a note written for others, or "the note".
  words(
    alt(
      `(?:wr[io]t\\w*|written|left|leav\\w*|finish\\w*|tear\\w*|rewrit\\w*|record\\w*|seal\\w*|made|making) (?:\\w+ ){0,2}(?:letters|notes|videos|messages|letter|note|video) (?:for|to) (?:my|each|all|everyone|the kids|mum|dad|family|people|them)`,
      `(?:the|my) (?:suicide )?note is (?:written|done|ready|finished)`,
      `(?:wrote|writing|written|write|finished|finishing|tearing up|tore up|re writing|rewriting|keep writing|left) (?:the|my) note`,
      `(?:wrote|written|write|writing|left|leaving|recorded|made) (?:my \\w+|him|her|them|each of them|each of my \\w+|everyone|them each|them all) (?:each )?(?:a |an )?(?:letter|note|letters|notes|message|video|card|cards)`,
      `(?:left|leaving|written|wrote) (?:a|the|my) (?:letter|note) (?:on|in|under|by) (?:the|my) (?:table|bed|pillow|desk|drawer|kitchen|side)`,
      `(?:goodbye|last) (?:letters|letter|notes|note|video|message)`,
      `(?:goodbye|last) (?:messages|videos)`,
      `(?:the|my) note (?:is )?(?:on|in|under|by) (?:the|my) \\w+`,
      `(?:you will|they will|someone will|she will|he will|you) find (?:the|my) (?:letter|note|letters|notes)`,
    ),
  ),
];

/**
 * Preparation told by what others will know or be spared ("my sister knows where the will is",
 * "so nobody has to do it later"): others are its subject by design.
 */
const PROVIDED: RegExp[] = [
  words(
    alt(
      `(?:knows|know|told (?:\\w+ ){1,2}) where (?:the|my) (?:will|papers|documents|passwords) (?:is|are)`,
      `made sure (?:the kids|my \\w+|they|she|he|mum|dad|everyone) (?:has|have|will have|gets|get|will get) (?:their|a|the|my) (?:dad|mum|mom|father|mother|family|home|money|inheritance|savings|house|things)`,
      `(?:no one|nobody) (?:has|will have|needs) to (?:fight over|argue over|sort out|deal with|worry about|clear)`,
      `(?:will not|would not) be left with (?:anything|nothing|bills|debts|the bill|a bill|my debts)`,
      `so (?:nobody|no one|they|she|he|my \\w+|mum|dad) (?:has|have|will have|would have|does not have|do not have|will not have|will not need) to(?: (?:do it|deal with|sort|clear|clean|go through)|${BARE})`,
    ),
  ),
];

/** Preparation a time completes: the means kept, a plan fixed (ADR 112). */
const PLANNED: RegExp[] = [
  // The means kept, saved, counted: "saving my meds up", "the pills are counted".
  words(
    alt(
      `(?:sav\\w*|stockpil\\w*|stash\\w*|hoard\\w*|collect\\w*|count\\w*|hid|hide|hiding|hidden|gather\\w*|built up|building up|squirrel\\w*|stocked up) (?:\\w+ ){0,5}(?:${MEANS_WORDS})`,
      `(?:${MEANS_WORDS}) (?:\\w+ ){0,3}(?:saved|saved up|counted|counted out|stockpiled|stashed|hidden|lined up|set out|laid out|ready)(?! (?:for|to))`,
      `saving (?:them|it|those|these) up`,
      // ADR 112 round 3: the means put by for the act ("saving them since March for this", "enough for tonight").
      `(?:saving|saved|been saving|collecting|hoarding|keeping) (?:them|it|those|these)(?: up)? (?:since \\w+ )?for (?:this|it|the day|when)${BARE}`,
      `enough (?:\\w+ ){0,2}(?:${MEANS_WORDS}) for (?:tonight|tomorrow|it|this|the night|what i need)${BARE}`,
      `counted (?:them|it) (?:twice|again|out|up)`,
      `enough (?:\\w+ ){0,3}(?:${MEANS_WORDS}) (?:saved|stored|hidden|stockpiled|to)`,
      `(?:${MEANS_WORDS}) (?:\\w+ ){0,3}(?:saved|kept|hidden|put aside|stored) for (?:when the time comes|the right (?:time|moment|day)|the day|when i am ready)`,
    ),
  ),
  // A plan with its details fixed: "my plan is set", "picked the bridge", "it's planned".
  words(
    alt(
      `(?:my |the )?plan (?:is|was|has been) (?:set|made|ready|in place|sorted|final|finalised|fixed|all set)`,
      `(?:i have|i have got|got) (?:it|everything) (?:all )?(?:worked out|planned|figured out|planned out)`,
      `(?:picked|chose|chosen|choosing|picking|settled on|worked out|set) (?:the|a|my) (?:date|day|spot|place|bridge|method|way|time and place|tree|beam|building|location|${HEIGHT})(?! (?:for|of|with|to))`,
      // ADR 112 round 3: the place known or named as the plan, a spot still to find, the how and when.
      `i know (?:which|what) (?:${HEIGHT}|building|spot|place|one|tree|car park)${BARE}`,
      `(?:my|the) plan is (?:the|a|to go to the) (?:${HEIGHT}|building|car park|woods|river|sea)(?! (?:for|walk|run|route|race|trip)(?: |$))`,
      `(?:need|needs|have|got) to find (?:a |the )?(?:quiet |right |good |private )?(?:spot|place|somewhere)(?: quiet| private)?${BARE}`,
      // ADR 118: a height researched for its drop: "which bridge is highest near me".
      `(?:which|what) (?:${HEIGHT}|building|car park|multi storey|tower|block) (?:near me |round here |nearby )?is (?:the )?(?:highest|tallest|biggest drop)`,
      `(?:research\\w*|googl\\w*|looking up|looked up|checking|checked|measur\\w*) (?:the )?(?:highest|tallest|height of (?:the|a)) (?:${HEIGHT}|building|car park|multi storey|tower|block)`,
      `when , where , (?:and )?how|where , when , (?:and )?how|(?:the )?(?:how|when|where) and (?:the )?(?:how|when|where)${BARE}`,
    ),
  ),
];

/**
 * ADR 118: the means acquired (bought, ordered, got hold of), bought in small lots or from several
 * shops, or more than one needs, and kept from others: a plan's detail, which a time completes.
 */
const ACQUIRED: RegExp[] = [
  words(
    alt(
      `(?:bought|buying|buy|ordered|ordering|order|got|getting|picked up|got hold of|getting hold of|get hold of|got my hands on|sourced|found) (?:a |an |the |some |more |enough |extra |another |my )?(?:\\w+ ){0,2}?(?:rope|noose|gun|shotgun|rifle|pistol|bullets|charcoal|helium|hosepipe|hose|ligature|razor blades|(?:packs|boxes|packets|bottles|loads|lots|hundreds|dozens|a stack|a pile|a load|extra|enough) of (?:\\w+ )?(?:${MEANS_WORDS}))(?! (?:licence|license|licences|permit|safe|cabinet|club|range|show|shop|course|lesson|lessons|ladder|swing|bridge|burner|grill|bbq|barbecue))(?!(?: \\w+){0,2} (?:for (?!(?:it|this|tonight|myself|me|when|later|after)(?: |$))|from the (?:pharmacy|chemist|doctor|gp)))`,
      `(?:from|at|in) (?:different|several|multiple|two|three|four|five|various|separate|lots of) (?:shops|pharmacies|chemists|supermarkets|stores|places|garages)`,
      `(?:a|one) (?:box|pack|packet|bottle|strip) at a time`,
      `more (?:\\w+ )?(?:pills|tablets|meds|sleeping pills|sleeping tablets|painkillers|medication|medicine|insulin) than i (?:need|take|use|should have)`,
    ),
  ),
  // Kept from others: "so no one asks questions", "so nobody notices".
  words(
    `so (?:no one|nobody|they|my \\w+|mum|dad|people|nobody would|no one would|they would not|they do not) (?:would |will |does |did )?(?:not )?(?:notice|notices|noticed|ask|asks|asked|questions|question|find out|finds out|suspect|suspects|know|knows|see|sees|stop me|stops me|worry)(?: any questions| anything| questions| a thing)?${BARE}`,
  ),
];

/** Going back to the means, again and again. */
const REHEARSAL: RegExp[] = [
  // Going back to the means: "I keep looking at the knife", "standing at the edge of the platform".
  words(
    alt(
      `(?:keep|kept|been|keeps|always) (?:\\w+ ){0,2}(?:looking at|staring at|holding|touching|checking) (?:it|them|the (?:${MEANS_WORDS}|${HEIGHT}))`,
      `(?:keep|been|kept) (?:going|walking|driving|visiting) (?:back )?(?:to )?the (?:\\w+ ){0,2}?(?:${HEIGHT})`,
      `to get used to (?:it|the height|the drop)`,
      `(?:tested|testing|test|checked|checking|tried) (?:the|a|my) (?:beam|hook|knot|noose|ligature|banister|loft hatch|rail)`,
      `to see if it (?:would|will|could|can) (?:work|hold|take my weight)${BARE}`,
      `(?:standing|stood|stand|sitting|sat) (?:(?:at|on)|(?:too |right )?(?:close to|near)) the (?:edge|ledge|tracks|bridge|roof)`,
      // ADR 118: rehearsal named: "practised tying the knot", "taped the windows to check it works".
      `(?:practi[sc]\\w*|rehears\\w*) (?:\\w+ ){0,2}(?:tying|the knot|a knot|the noose|a noose|the rope|it|how|with the (?:belt|rope|cord|knife|blade|razor|noose))`,
      `to (?:check|test|make sure|see) (?:if |that )?(?:it|that it) (?:works|will work|would work|holds|would hold)${BARE}`,
    ),
  ),
];

const MEANS: RegExp[] = [
  words(
    `(?:the|my|these|those|a|some|all|of|enough|handful of|bottle of|box of|boxes of|packs of|packet of) (?:\\w+ ){0,2}(?:${MEANS_WORDS})`,
  ),
  // A height as a place one is at, goes to or goes off, not as a thing mended or seen.
  words(
    alt(
      `(?:^(?:the |a )?|(?:on|off|from|at|to|up to|onto|top of|edge of|over|by) (?:the|a|that|this) )(?:${HEIGHT})`,
      `edge of (?:the )?(?:platform|roof|bridge|cliff)`,
      `(?:front of|under) (?:a|the) (?:train|lorry|truck|bus)`,
    ),
  ),
];

const TIME: RegExp[] = [
  words(
    alt(
      `tonight`,
      `tomorrow night`,
      `this weekend`,
      `(?:on |this |next )?(?:${DAY})(?: night| morning| evening)?`,
      `the \\d+(?:st|nd|rd|th)`,
      `\\d+(?:st|nd|rd|th) of \\w+`,
      `this time next (?:week|month|year)`,
      `next week`,
      `by (?:the )?(?:weekend|morning|christmas|new year|\\w+day)`,
      `when (?:everyone|everybody|they|the house|mum|my \\w+) (?:is|are|goes|go|has gone|have gone) (?:asleep|to sleep|out|away|at church|at work|to bed)`,
      `when (?:the|my) (?:house|flat) is empty`,
      `at (?:\\d+|midnight)(?: am| pm)?`,
      `after (?:my |the )?(?:exams|christmas|my birthday|the holidays|results) (?:are |is )?(?:over|done|finished)`,
    ),
  ),
];

const FAREWELL: RegExp[] = [
  words(
    alt(
      `(?:(?:saying|say|said|this is) )?(?:my )?goodbye(?:${BARE}|(?= (?:today|tonight|now|x+)(?: |$))| (?:${ADDRESSEE})(?= |$)| to (?:${ADDRESSEE}|my \\w+|all of you|the people|the ones|you|him|her|them|people)(?= |$))`,
      `bye (?:everyone|all|guys|forever)`,
      `farewell`,
      `see you on the other side`,
      `it (?:was|has been) nice knowing`,
    ),
  ),
  words(
    alt(
      `(?:it|this) (?:was|is) not (?:your|their|anyone's|anyones|anyone|his|her|my \\w+) fault${BARE}`,
      `(?:said|say|saying) sorry to (?:my|everyone|everybody|him|her|them)`,
      `(?:say|to say|saying) thank you`,
      `apologi[sz]\\w* to (?:everyone|everybody|all|the people|people)(?! for (?!everything|all of it|it all))`,
      // Thanks with an ordinary reason named ("thank you all for the tips") is not a farewell.
      `(?:thank you|thanks)(?: (?:all|everyone|everybody|guys|so much|all so much|for everything))*(?: for (?:always )?(?:being|putting up|listening|trying|caring|loving|making me|everything|the years|all (?:you have|you did|of it)|(?:all )?the (?:good )?(?:times|laughs|memories|years)))?${BARE}`,
      `(?:thank you|thanks)(?: (?:all|everyone|everybody|guys|so much))* for (?:always )?(?:being|putting up|listening|trying|caring|loving|making me|everything|the years|all (?:you have|you did|of it)|(?:all )?the (?:good )?(?:times|laughs|memories|years))`,
      `i love you (?:all|guys|so much)`,
      `tell (?:my |him |her |them |everyone )?(?:\\w+ ){0,2}(?:that )?i (?:love|am sorry)`,
      `(?:please )?forgive me`,
      `i am (?:so )?sorry(?: for everything| to everyone| for all of it| for this)?${BARE}`,
      `(?:^|, )sorry (?:mum|mom|dad|everyone|guys|all|love)${BARE}`,
      `^(?:i am )?(?:so )?sorry for (?:everything|all of it|it all|all the pain|being this way)(?: i (?:have )?(?:put|done|did|caused)(?: \\w+){0,3})?${BARE}`,
      `(?:remember me|take care of yourselves|look after (?:each other|yourselves|mum|dad|my \\w+) for me|so long (?:everyone|all|guys))${BARE}`,
      `remember me as`,
      `(?:please )?(?:do not|do not try to|please do not try to) (?:look for|find|come looking for|search for) me${BARE}`,
      // ADR 118: "love you all", "don't be sad", "don't blame yourselves".
      `(?:^|, )love you (?:all|guys|so much|all so much)${BARE}`,
      `(?:please )?(?:do not|try not to) (?:be sad|cry for me|grieve|miss me|blame yourselves|blame yourself|feel guilty)${BARE}`,
      `i am (?:so |really )?sorry (?:mum|mom|dad|everyone|guys|all|love|to everyone)(?= \\.|$)`,
      `(?:to )?thank (?:this|the|my) (?:group|forum|community|sub|server|chat)(?= before|${BARE})`,
      `(?:take care of|look after) (?:my |each other|mum|dad|him|her|them|the (?:${PET}))`,
    ),
  ),
];

const BURDEN: RegExp[] = [
  words(
    `being (?:such )?(?:everyone's|everybody's|anyone's|everyone|everybody|anyone|a|an|the|my family's|my family|their|your) (?:problem|pain|drain|weight|nuisance|burden|bother|worry)`,
  ),
  words(
    `(?:i am|i have become|i feel like|just|such|i am only|i am just|i am nothing but|i have been) (?:just |such |a |an |the |only |nothing but |huge |massive |constant |)*(?:weight|burden|drain|problem|waste of space|waste of oxygen|waste of air|nuisance|liability|dead weight|bother) (?:on|to|for) (?:everyone|everybody|anyone|my family|them|you all|people|you|the people|all of you|my \\w+)`,
  ),
  words(
    `(?:will not|would not|not going to) be (?:anybody|anyone|anybody's|anyone's|a|your|their|everyone's|everybody's|my \\w+) (?:\\w+ )?(?:problem|burden|bother|worry|responsibility)`,
  ),
  words(
    alt(
      `(?:would|could) (?:all )?(?:save|spend) (?:so much |a lot of |much |more |loads of )?(?:money|time|a fortune|thousands|so much|loads)`,
      `(?:would|will) be (?:so much |much |a lot )?(?:easier|cheaper|simpler|happier|better off) (?:for|without) (?:everyone|everybody|them|you|my \\w+|all of you)`,
      `(?:it is|it will be|this is|that is) (?:better|easier|best) (?:this way )?for (?:everyone|everybody|them|all of you|all of them)${BARE}`,
      `(?:no one|nobody) (?:really |even )?(?:needs|wants|would miss|will miss|would notice|will notice|cares about) me${BARE}`,
    ),
  ),
];

const HOPELESSNESS: RegExp[] = [
  words(
    alt(
      `no point(?: in (?:anything|trying|living|any of it|going on|carrying on))?(?: any more| anymore)?${BARE}`,
      `what is the point${BARE}`,
      `nothing (?:is )?(?:ever )?(?:will|is going to|is ever going to|going to|is|ever) (?:get|getting|be|change|changing) (?:any )?better`,
      `(?:give|gave|giving) up on (?:me|myself|everything|all of it|life|it all|all of this)`,
      `(?:nobody|no one) is (?:coming|going) to (?:save|help|rescue) me${BARE}`,
      `no (?:hope|way out|light)(?: left| for me)?${BARE}`,
      `no light at the end of (?:the|my|this) tunnel(?: for me)?${BARE}`,
      `(?:i am |am )?done (?:trying|fighting|pretending|struggling)${BARE}`,
      `(?:it|this|things) will never (?:get better|end|change)`,
      `(?:it|this|things|life) (?:is|are) never going to (?:get better|change|end|improve)${BARE}`,
      `(?:i have )?had enough(?: of (?:life|everything|it all|all of it|living|being alive))?${BARE}`,
      `i have (?:nothing|no one|nobody)(?: and (?:no one|nobody|nothing))?(?: left)?${BARE}`,
      `(?:nothing|no one|nobody) (?:is )?(?:keeping|holding|tying) me (?:here|back|down|to this world|going)`,
      `^i (?:tried|really tried|did try|have tried)${BARE}`,
      `can not (?:keep doing this|do this any more|go on|keep going|keep living like this|take (?:it|this|any more))${BARE}`,
      `(?:can not|could not|can no longer|could no longer) (?:hold on|keep holding on|hang on|fight (?:it|this)?|cope)(?: any longer| any more| anymore)?${BARE}`,
      `nothing left (?:for me|to live for|to \\w+)${BARE}`,
      `(?:even that|nothing) (?:is not|is) (?:working|helping) (?:any more|anymore)`,
      // ADR 118: no reason left, and wanting out.
      `(?:running out of|run out of|out of|no more|no|not a single|can not think of a|can not think of any|can not find a|can not find any|can not come up with a) (?:single )?reasons? (?:left )?(?:to (?:keep going|stay|go on|carry on|live|be here|stay alive|keep living|keep trying|get up|keep fighting|hold on|still be (?:here|alive))|for me to stay)${BARE}`,
      `(?:i )?(?:just )?want out${BARE}`,
      `nothing left (?:in me|inside me|of me)${BARE}`,
      `(?:no|not any|lost all|lost any|have lost all) hope (?:left )?(?:that|of) (?:things|it|anything|life|i) (?:will|would|could|can|ever) (?:get|getting|improve|change|be)`,
      `nothing to live for`,
      `(?:i feel like i am|i am|feel like i am) drowning(?= (?:,|\\.)|$| (?:and|but|so|here|inside)(?: |$))`,
      `(?:do not|can not) see (?:a way|how|any way) (?:this|it|things|anything|my life) (?:will |is going to |could |can )?(?:ever )?(?:gets?|getting|be) better`,
      `(?:i )?(?:need|want) (?:it|this|it all|everything|all of it) to (?:end|stop|be over)(?: , all of it| for good| forever)?${BARE}`,
      `(?:life|this life|my life) has nothing (?:left )?(?:for me|to offer me)${BARE}`,
      `(?:i have done|done) (?:all |everything |what )?i (?:can|could) and i am (?:finished|done)${BARE}`,
    ),
  ),
  words(
    `the only (?:thing|one|reason) (?:that |who )?(?:stops|stopping|keeps|keeping|holds|holding) me(?: here| going| back)?${BARE}`,
  ),
];

const RESOLVE: RegExp[] = [
  words(
    alt(
      `(?:(?:i have|i am|i have now|have) )?(?:finally )?(?:decided|made up my mind|made (?:my )?peace(?: with (?:it|that|this|everything))?)${BARE}`,
      `(?:i am|am) (?:ok|okay|fine|at peace|calm|content|alright|good) with (?:that|it|this)${BARE}`,
      `(?:i am|am|i feel|i think i am|i am finally|i am so) ready(?: now| to go)?${BARE}`,
      `(?:^|, )ready now`,
      `(?:i am|i feel|feel|am) (?:so |really |very |strangely |weirdly |finally |oddly )?(?:calm|at peace|peaceful|content|settled|at ease|light|lighter)(?: about (?:it|this|everything)| with (?:it|it all|that|this|everything)| now)?${BARE}`,
      `(?:today|tomorrow|tonight|this|${DAY}) is the (?:day|night|week)${BARE}`,
      `(?:i am|am) not (?:scared|afraid|frightened) (?:any more|anymore)${BARE}`,
      `(?:it is|this is|its) (?:the )?right (?:decision|thing|choice|time)${BARE}`,
      `(?:it is|its) for the best${BARE}`,
      `so why wait`,
      `(?:i have |i )?made my (?:choice|decision)${BARE}`,
      `(?:i am|am) (?:finally )?free${BARE}`,
      `i know (?:when|where|how)(?: and (?:when|where|how))?${BARE}`,
      `(?:it is|its) (?:all )?(?:planned|decided|settled|sorted)(?: out)?${BARE}`,
      `its time${BARE}`,
      `(?:that is|and that is|which is) (?:ok|okay|fine|alright)${BARE}`,
      `(?:feels|feel|felt) like (?:a )?(?:relief|closure|freedom|release|peace)${BARE}`,
      `i know (?:when|how|where) i am (?:doing|going to do) it`,
      `(?:i am )?not telling (?:anyone|anybody)${BARE}`,
      `(?:she|he|they|nobody|no one) (?:does not|do not|will not|did not) know why${BARE}`,
      `^(?:all )?done${BARE}`,
      `(?:it )?feels right${BARE}`,
      `it is (?:planned|decided|settled|happening|sorted|time)${BARE}`,
      `its planned`,
      `(?:i am|am) (?:just )?(?:giving up|done fighting|done trying)${BARE}`,
      `(?:the )?only thing (?:left|left to do) is (?:doing it|to do it|going through with it|to go through with it)${BARE}`,
      `(?:my|an|the) (?:exit|exit plan|way out) (?:is )?(?:sorted|planned|ready|figured out|worked out)${BARE}`,
      `(?:i am|am) (?:just )?letting go(?= (?:,|\\.)|$| (?:now|tonight|soon|for good)(?: |$))`,
      `i know how to do it${BARE}`,
      `(?:nearly|almost|just about) ready${BARE}`,
      `(?:^|, )(?:i )?(?:just )?want to go(?= (?:,|\\.)|$| now(?: |$))`,
      `(?:getting|got|get) closer (?:each|every) time${BARE}`,
      `for when i (?:decide|finally decide|am ready|choose to|make up my mind)${BARE}`,
      `not saying why${BARE}`,
      `(?:so )?tired of waiting(?: for (?:it|things|anything|life) to(?: (?:change|get better|improve))?)?${BARE}`,
      `(?:my mind is made up|no going back|not backing out|i know what i (?:have|need) to do|i have accepted it|at peace with (?:it|my decision|the decision))`,
    ),
  ),
  words(
    alt(
      `(?:i am |am )?done (?:waiting|hoping)(?: for (?:things|it|anything|life) to (?:change|get better|improve))?${BARE}`,
      `(?:it is|its) time(?= (?:i|for me to) (?:go|went|left|checked|check|leave|disappear))`,
      `(?<=(?:loose ends|everything|it all|all|things|arrangements|preparations|plans|affairs) (?:is |are |all |now )?)(?:done|sorted|taken care of|in place|arranged|ready)${BARE}`,
      `(?:i am )?not going to fight (?:it|this|anything|them)?(?: any more| any longer)${BARE}`,
      // ADR 118: the crisis hidden from those who check: "my therapist thinks I'm improving but".
      `(?:thinks|think|thought|believes|believe) i am (?:improving|better|fine|okay|ok|safe|doing (?:well|better|great|fine))(?: now)?(?: ,)? but`,
      `(?:i|and i) lied${BARE}`,
    ),
  ),
];

/**
 * ADR 118: feeling trapped, with no escape from one's life or head (entrapment, which the
 * warning-sign lists of 988 Lifeline, AFSP and NIMH name beside hopelessness). A place, a contract
 * or a nuisance one is stuck in is cleared by the reader (`trappedLiterally`).
 */
const TRAPPED: RegExp[] = [
  words(
    alt(
      `(?:feel|feeling|felt|am|i am|so|completely|totally|utterly|just|been|so so) (?:so |completely |totally |utterly |really |absolutely |just )?(?:trapped|cornered|caged)(?! (?:in|behind|under|inside|at|by|on) (?:the|a|an|this|that|traffic|my (?:car|house|flat|job|contract|lease|room|office)))`,
      `(?:no|not any|never any) (?:escape|way to escape)(?: from (?:this|it|myself|my (?:own )?(?:head|mind|life|thoughts|brain)))?${BARE}`,
      `(?:can not|could not|can never|will never|no way to) (?:escape|get out of|get away from) (?:this|it|myself|my (?:own )?(?:head|mind|life|thoughts|brain|body)|this life|this body|(?:the|this) (?:hell|nightmare|darkness))(?! (?:at|until|till|before|for|because|by|on|in) )`,
      `(?:stuck|trapped|locked|imprisoned|prisoner) (?:in|inside) (?:a life|my (?:own )?(?:life|head|mind|body|brain|thoughts)|this (?:life|body|existence|head|hell|nightmare))${BARE}`,
      `(?:stuck|trapped|locked|imprisoned) (?:in|inside) (?:a life|my (?:own )?(?:life|head|mind|body|brain|thoughts)|this (?:life|body|existence|head|hell|nightmare)) (?:i|that i) (?:can not|could not) (?:escape|get out of|leave)`,
      `(?:in|like) a (?:box|cage|hole|pit|room|prison) with no (?:door|doors|way out|exit|exits|bottom|windows|light)`,
      `(?:no|not a|can not see a|can not see any|do not see a|do not see any) (?:way|exit|escape) out(?: that does not (?:involve|mean) me)?${BARE}`,
      `(?:way|exit|escape) out that does not (?:involve|mean) (?:me|my) (?:being gone|dying|not being here|death)`,
    ),
  ),
];

/**
 * ADR 118: pain said to be unbearable, of the self rather than the body (psychological pain, which
 * the warning-sign lists name as "unbearable pain"). A body's pain with its remedy or injury named
 * is cleared by the reader (`painWithRemedy`, `injuryTold`).
 */
const PAIN: RegExp[] = [
  words(
    alt(
      `(?:the|this|my) (?:pain|hurt|hurting|agony|suffering|feeling) (?:\\w+ ){0,3}?(?:is|feels|has become|is just) (?:so |too |just )?(?:unbearable|too much|too big|too heavy|never ending|endless|constant|everywhere|all there is|too much to (?:carry|bear|take|live with))`,
      `(?:can not|could not|can no longer|could no longer|not able to) (?:take|bear|stand|handle|cope with|live with|carry|deal with) (?:this|the|my|all this|all the) (?:pain|hurt|hurting|agony|suffering|way i feel|feeling|feelings)(?: (?:any more|any longer|much longer))?${BARE}`,
      `(?:can not|could not|can no longer) bear (?:another day|another night|another minute|to be me|being me|being alive|to be alive|to wake up|feeling like this|to feel like this|it any longer|it any more|this any longer|this any more)`,
      `(?:it )?(?:hurts|hurt) (?:so much |too much |so bad |so badly )?to (?:be alive|exist|breathe|live|be me|wake up|be here|keep going)`,
      `(?:in )?(?:so much|too much|unbearable|constant|endless) (?:emotional |mental )?(?:pain|agony|hurt|suffering)(?= (?:,|\\.)|$| (?:that|and|i|inside|all the time|every day)(?: |$))`,
      `(?:too tired|too exhausted|too worn out) to (?:keep )?(?:carrying|fighting|going on|carry on|carry it|fight|keep going|keep fighting)`,
      `(?:the )?hurt (?:never|does not ever|will never) (?:goes|go) away`,
    ),
  ),
];

/**
 * ADR 118: withdrawing from people (pulling away, cutting everyone off, not answering, shutting
 * oneself in), a warning sign on every public list. Alone it is never a crisis; beside finality,
 * a burden, hopelessness or a farewell it is one.
 */
const WITHDRAWAL: RegExp[] = [
  words(
    alt(
      `(?:pulled|pulling|pull|pulls|withdrawn|withdrawing|withdrew|distanced|distancing|distance|drifted|drifting) (?:myself )?(?:away )?from (?:everyone|everybody|all my friends|all of my friends|my friends|my family|people|everything|the people i love|all of them|them all)`,
      `(?:cut|cutting|cuts) (?:everyone|everybody|all my friends|my friends|my family|people|them all|all of them|contact with everyone) off`,
      `(?:cut|cutting|cuts) off (?:everyone|everybody|all my friends|my friends|my family|contact with (?:everyone|everybody|my friends|my family))`,
      `(?:stopped|stop|stopping|have stopped) (?:replying|answering|responding|talking|speaking|texting|messaging|reaching out)(?: to (?:everyone|everybody|anyone|anybody|people|my friends|my family|them all))?(?= (?:,|\\.)|$| (?:to (?:everyone|everybody|anyone|anybody|people|my friends|my family|them all)|and|now|any more|completely)(?: |$))`,
      `(?:isolating|isolated|isolate|shutting|shut|locking|locked) myself (?:away|off|in|from (?:everyone|everybody|people|the world))`,
      `(?:have not|have not really|barely|never) (?:left|been out of|got out of) (?:my|the) (?:room|bed|house|flat) (?:in|for) (?:a|days|weeks|\\w+ (?:days|weeks))`,
      `(?:do not|please do not|no need to) (?:text|call|message|contact|ring) me (?:any more|again)`,
      `(?:will not|am not going to|not going to) be (?:answering|replying|responding|reachable)${BARE}`,
      `(?:do not|did not|so they do not|so no one|so nobody) (?:want (?:anyone|anybody|them|people) to )?(?:get|gets|getting) (?:attached|close|too close)`,
      `easier for (?:them|everyone|people|my friends|my family) (?:not to|to not) (?:be close to|have me|see me|know me)`,
      `(?:have not|have not really|barely|not) (?:spoken|talked|seen|messaged|texted) (?:to )?(?:anyone|anybody|a soul|my friends|my family|a single person) (?:in|for) (?:days|weeks|months|a week|a month|\\w+ (?:days|weeks|months))`,
      `(?:unfollowed|blocked|muted|unfriended|removed|ghosted) (?:everyone|everybody|all my friends|all of them|them all|all my contacts)`,
    ),
  ),
];

export const CONCEPTS: readonly Concept[] = [
  ...FINALITY.map((pattern) => ({ family: 'finality' as const, pattern, writer: true })),
  ...RELIEF.map((pattern) => ({ family: 'finality' as const, pattern, writer: false })),
  ...PREPARATION.map((pattern) => ({ family: 'preparation' as const, pattern, writer: true })),
  ...PROVIDED.map((pattern) => ({ family: 'preparation' as const, pattern, writer: false })),
  ...PLANNED.map((pattern) => ({
    family: 'preparation' as const,
    pattern,
    writer: true,
    timed: true,
  })),
  ...REHEARSAL.map((pattern) => ({ family: 'preparation' as const, pattern, writer: true })),
  ...ACQUIRED.map((pattern) => ({
    family: 'preparation' as const,
    pattern,
    writer: true,
    timed: true,
  })),
  ...MEANS.map((pattern) => ({ family: 'means' as const, pattern, writer: false })),
  ...TIME.map((pattern) => ({ family: 'time' as const, pattern, writer: false })),
  ...FAREWELL.map((pattern) => ({ family: 'farewell' as const, pattern, writer: false })),
  ...BURDEN.map((pattern) => ({ family: 'burden' as const, pattern, writer: false })),
  ...HOPELESSNESS.map((pattern) => ({ family: 'hopelessness' as const, pattern, writer: true })),
  ...RESOLVE.map((pattern) => ({ family: 'resolve' as const, pattern, writer: true })),
  ...TRAPPED.map((pattern) => ({ family: 'trapped' as const, pattern, writer: true })),
  ...PAIN.map((pattern) => ({ family: 'pain' as const, pattern, writer: true })),
  ...WITHDRAWAL.map((pattern) => ({ family: 'withdrawal' as const, pattern, writer: true })),
];
