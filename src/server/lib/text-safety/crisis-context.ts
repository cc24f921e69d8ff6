/**
 * What a sentence is about, for the crisis detector (ADR 099): the same words are a sign when the
 * writer says them of themselves now, and are not when the sentence tells of a recovery long past,
 * reports on the subject (news, study, prevention work, someone else's death) or quotes a line.
 * Each guard reads the canonical words (`crisis.ts`) of one sentence or of the whole text, and
 * each needs a marker of its own kind: a guard never clears a sentence for lacking something.
 *
 * ADR 112 round 2 reads two frames more widely: the time of the crisis clause (a recovery story told in the
 * past, cleared only while nothing in the text says the crisis is back, and read as a crisis when
 * it does) and its subject (another person's act or words, in a sentence the writer is not in).
 */

/**
 * Time long past (ADR 099, widened by ADR 112 round 2): "two years ago", "used to", "back in uni", "when I
 * was a teenager", "at 19", "at my lowest", "in my twenties", "in 2019", "my old self".
 */
const PAST =
  /(?:^| )(?:ago|used to|back in|back when|back then|back in the day|in the past|years since|since my last|(?:in|since|of|from|during|until|till|that was|was in) (?:\S+ )?(?:19|20)[0-9][0-9]|last (?:year|spring|summer|autumn|fall|winter)|a few years|years back|years before|once upon a time|there was a time|looking back|when i was (?:a|an|in|at|younger|little|young|[0-9]+|teen\S*)|(?:in|of|through|thru|throughout|during) (?:most of |all of )?my (?:early |late |mid )?(?:teens|twenties|thirties|forties|20s|30s|40s|youth|childhood|school years|(?:first|second|third|final|last) year)|in my (?:teens|twenties|thirties|youth|darkest)|at my (?:lowest|worst|darkest|lowest point|worst point)|my darkest (?:days|months|years|time|period)|as a (?:teen|teenager|kid|child|student)|at (?:age )?[0-9]{1,2}(?! ?(?:am|pm|o clock|oclock|:))|my old self|the old me|have since|(?:year|years|months|decade) (?:on|later) from|from [0-9]{1,2} (?:to|till|until) [0-9]{1,2})(?= |$)/;

/**
 * A recovery milestone that names the act it is counted from: "365 days clean from self harm",
 * "self-harm free", "since I last cut", "the anniversary of my attempt", "I survived two attempts".
 */
const MILESTONE =
  /(?:^| )(?:(?:day|days|week|weeks|month|months|year|years) (?:clean|free|sober)|(?:self harm|harm|cutting|sh|attempt) free|free (?:of|from) (?:self harm|cutting|sh)|since (?:my|i) last|the last time i|anniversary|my recovery|recovery (?:from|update|story|milestone)|survived (?:\S+ ){0,2}(?:attempt|attempts|overdose)|survivor of|(?:have|has) not (?:\S+ ){0,4}(?:in|for|since) (?:over |more than |almost |nearly )?(?:(?:a|an|one|two|three|four|five|six|several|many|[0-9]+|(?:19|20)[0-9][0-9])(?: year| years| month| months| decade)?|months|years|ages|a long time|a while)|(?:scars|scar|cuts) (?:\S+ ){0,4}(?:are|is|have|has) (?:old|faded|healed))(?= |$)/;

/** "free today", "clean today": the day a milestone is counted to, not a recent act (ADR 151). */
const MILESTONE_DAY = /(?<= (?:clean|free|sober)) today(?= |$)/g;

/** The writer's act or state in the past tense: "I tried", "I overdosed", "I was suicidal". */
const PAST_ACT =
  /(?:^| )i (?:(?:honestly|truly|really|just|once|first|nearly|almost|even|also|then|actually|genuinely|seriously) )?(?:(?!need|bleed|feed|proceed|succeed|exceed|speed)[a-z]+ed|was|were|had|took|thought|wrote|stood|spent|went|got|made|sat|felt|left|hid|found|would|could not)(?= |$)/;

/** A past event of the writer named as a noun: "my suicide attempt", "after my overdose". */
const PAST_EVENT =
  /(?:^| )(?:my (?:last |first |second |third |only )?(?:suicide )?(?:attempt|attempts|overdose)|(?:after|since) (?:my|an|a|the) (?:suicide )?(?:attempt|overdose)|survived|survivor|survivors)(?= |$)/;

/**
 * A recovery told (ADR 099, widened by ADR 112 round 2): "now I'm doing well", "three years clean",
 * "therapy saved my life", "it gets better", "the thoughts have quietened", "better days". A
 * present life told after the past ("today I ran 10k") is read by `presentLifeTold`.
 */
const RECOVERY =
  /(?:^| )(?:now i am|i am now|i now|now a|doing (?:much |so |really |a lot |pretty )?(?:well|better|great|good|okay|ok|fine)|better days|good days|rebuilding|have since|i do not any more|(?:thoughts|urges|urge|feelings) (?:\S+ ){0,6}(?:quietened|quieted|faded|gone|stopped|eased|passed|lifted)|so glad|glad i|i am glad|grateful|thankful|got help|got the help|saved my life|saved me|(?:day|days|week|weeks|month|months|year|years) (?:clean|free|stable|well|sober)|self harm free|clean now|clean for|free now|recovered|recovery|in recovery|in remission|remission|been (?:well|okay|ok|fine|stable|good|clean)|well for|stable|healthy|happy|content|hopeful|hope|at peace|proud|not true|celebrating|life is (?:\S+ )?good|happy now|better now|in a (?:much |far |really )?(?:good|better|great|happier|healthier) place|much better now|doing fine|thriving|still here|i am alive|it (?:\S+ )?gets better|(?:helped|changed) (?:me|everything|more)|got me (?:through|out)|got through|pulled through|come back from|came back from|other side|no longer|not in danger|i was wrong|i am (?:fine|okay|ok|well|good|safe|better|stable)|(?:peer )?support worker|volunteer|my story|instead)(?= |$)/;

/**
 * The crisis back or present, said anywhere in the text: "again" (not "clean again", not "never
 * … again"), a relapse, another attempt, "next time", "still want", "the thoughts are back", new
 * cuts, "wish it had worked", "I'm not okay"; and "tonight" or "right now" said with distress.
 */
const BACK =
  /(?:^| )(?:relapse|relapsed|relapsing|another (?:one|attempt|try|go)|next time|this time|still (?:want|wish|think|feel|have the|cut|self harm|hurt)|lately|coming back|came back|are back|is back|back again|creeping back|starting to|(?:new|fresh) (?:ones|cuts|scars|wounds)|wish (?:it|that) (?:had )?worked|wish i had (?:not|never|died)|make sure it works|can not stop|i am not (?:okay|ok|fine|coping|safe)|do not want to (?:survive|be here|fight|live|be alive)|now i (?:\S+ )?(?:want|wish|feel like|am going|have (?:a|the))|feel the same (?:way )?(?:now|again)|going back to the same|(?:it is|it has|they have|they are|has|have|is) (?:\S+ )?come back(?! from)|i (?:keep thinking|am thinking|have been thinking|think|still think) about (?:it|suicide|dying|killing myself|ending it|death|doing it) (?:every day|every night|all the time|constantly|a lot|daily|non stop|again)|i am (?:\S+ )?(?:sitting|holding|looking at|staring at|standing|lying|here) (?:\S+ ){0,4}(?:razor|razors|blade|blades|knife|pills|tablets|rope|noose|gun|ledge|roof|lighter)|i have (?:the|a|my) (?:razor|blade|knife|rope|noose|gun))(?= |$)/;
const AGAIN = / again(?= |$)/;
const RECOVERED_AGAIN =
  /(?:^| )(?:(?:clean|well|better|happy|okay|ok|fine|myself|alive|live|living|laugh|laughing|smile|smiling|enjoy|enjoying|hopeful|trust|love|work|working|run|running|eat|eating|sleep|sleeping|normal|again) again|(?:never|not) (?:\S+ ){0,5}again)(?= |$)/;
const NOW = /(?:^| )(?:tonight|right now|at the moment|these days|recently|currently|today)(?= |$)/;
const DISTRESS =
  /(?:^| )(?:die|dead|death|dying|kill|killing|suicide|suicidal|cut|cutting|hurt|harm|end it|end my|pills|overdose|rope|blade|jump|bad place|dark place|urge|urges|can not|plan|scared|bridge|edge|not okay|do it|doing it|did it|go through with it|try|trying|attempt|again)(?= |$)/;

/** Whether a sentence says the crisis is back or present (see `BACK`). */
function saysItIsBack(sentence: string): boolean {
  if (BACK.test(sentence)) return true;
  if (AGAIN.test(sentence) && !RECOVERED_AGAIN.test(sentence)) return true;
  return NOW.test(timesOfNow(sentence)) && DISTRESS.test(sentence);
}

/** "two years ago tonight", "ten years ago today": an anniversary, not now. */
const ANNIVERSARY_TIME = /(?:^| )ago (?:today|tonight)(?= |$)/g;

/**
 * The sentence with the times that do not mean now taken out: an anniversary ("two years ago
 * tonight"), and "today" when a milestone is counted to it ("1000 days clean today").
 */
function timesOfNow(sentence: string): string {
  const times = sentence.replace(ANNIVERSARY_TIME, ' ');
  return MILESTONE.test(sentence) ? times.replace(/(?:^| )today(?= |$)/g, ' ') : times;
}

/** Now or just now: "last night", "an hour ago", "right now"; "today" unless a milestone is counted. */
const RECENT =
  /(?:^| )(?:last night|yesterday|this morning|this afternoon|this evening|tonight|today|right now|just now|at the moment|currently|this week|earlier|an hour ago|hours ago|minutes ago|(?:a|one|two|three|four|five|six|few|couple of|[1-6]) days? ago|the other day|just (?:did|tried|took|cut|relapsed|broke))(?= |$)/;

/**
 * A present or future clause of the writer in the sentence: "I want", "I'm going to", "now I",
 * "I have been planning", "tomorrow". Wanting to share or to tell others is not one.
 */
const PRESENT_INTENT =
  /(?:^| )(?:i (?:still|again)|now i (?:\S+ )?(?:want|wish|feel like|am going|will|plan|have (?:a|the)|am ready|know (?:where|how|when))|i (?:want|wish)(?: to)?(?! (?:share|say|tell|thank|let|post|put|give|remind|add|offer|encourage|help|people|anyone|you|everyone|others)(?: |$))|i (?:will|am going to|am planning|plan|am ready|am about|have decided|have a plan|need to|keep (?:thinking|wanting)|am thinking|have been (?:thinking|planning|saving|cutting|wanting|looking|feeling|hurting))|(?<!not )going to(?! pretend)|tomorrow|tonight|right now|feel the same)(?= |$)/;

/**
 * A sentence of a recovery story (ADR 099, widened by ADR 112 round 2): the sign is told in the past —
 * under a time long past ("two years ago I wanted to die"), as a past act in a story that names
 * when ("I tried to kill myself … that was 2012"), or as the act a milestone is counted from ("365
 * days clean from self harm") — in a text that tells the recovery, and nothing in the text says
 * the crisis is back, and the sentence holds no recent time or present intent of its own.
 */
export function toldAsPast(sentence: string, words: string): boolean {
  const now = timesOfNow(withoutPresentLifeClause(sentence)).replace(MILESTONE_DAY, '');
  if (RECENT.test(now) || PRESENT_INTENT.test(now)) return false;
  const story = storyOf(words);
  if (!MILESTONE.test(sentence)) {
    const pastTime = PAST.test(sentence);
    // The writer's age now tells the recovery only of an act the sentence dates ("at 15 … I'm 27").
    if (!story.recovered && !(pastTime && story.ageNow)) return false;
    if (!pastTime && !PAST_EVENT.test(sentence) && !pastActTold(sentence, story)) return false;
  }
  return !story.back;
}

/** What a whole text tells, read once per text: every sentence of a long post asks it. */
interface Story {
  recovered: boolean;
  back: boolean;
  past: boolean;
  ageNow: boolean;
}

let lastText = '';
let lastStory: Story = { recovered: false, back: false, past: false, ageNow: false };

function storyOf(words: string): Story {
  if (words === lastText) return lastStory;
  const sentences = words.split(' . ');
  lastText = words;
  lastStory = {
    recovered: RECOVERY.test(words) || sentences.some(tellsPresentLife),
    back: sentences.some((sentence) => saysItIsBack(withoutPresentLifeClause(sentence))),
    past: PAST.test(words) || PAST_EVENT.test(words),
    ageNow: AGE_NOW.test(words),
  };
  return lastStory;
}

/** How long a past act went on: "for two years", "for years", "every day for months". */
const SPAN = /(?:^| )for (?:\S+ ){0,2}(?:years|months|a year|a decade)(?= |$)/;
/** The writer's age now: "I'm 29 now", "I turned 30". */
const AGE_NOW =
  /(?:^| )(?:i am [0-9]{1,2}(?: now)?|turned [0-9]{1,2}|i am in my [0-9]+s now)(?= |$)/;

/**
 * A past act in the simple past ("I tried", "I self harmed") placed in the past by its own span
 * or by the story: a time long past, a past event or the writer's age now named elsewhere.
 */
function pastActTold(sentence: string, story: Story): boolean {
  if (!PAST_ACT.test(sentence)) return false;
  return SPAN.test(sentence) || story.past || story.ageNow;
}

/** A present time the writer's life is told in: "now", "today", "these days", "this year". */
const PRESENT_TIME =
  /(?:^| )(?:now|today|tonight|these days|nowadays|this (?:week|year|month|summer|spring|autumn|winter)|since then|any more)(?= |$)/;
/** An intent or a plan, which a present life told does not hold. */
const INTENT =
  /(?:^| )(?:i (?:want|wish|will|am going to|plan|am planning|am ready|have decided|have a plan|need to)|going to(?! pretend)|know (?:where|how|when))(?= |$)/;

/**
 * A present life told after the past ("today I helped my niece with her homework", "now I teach
 * secondary school", "these days it's rare"): a present time, the writer, and no distress, intent
 * or return of the crisis in the sentence.
 */
function presentLifeTold(sentence: string): boolean {
  return (
    PRESENT_TIME.test(sentence) &&
    /(?:^| )(?:i|my|me)(?= |$)/.test(sentence) &&
    !DISTRESS.test(sentence) &&
    !INTENT.test(sentence) &&
    !saysItIsBack(sentence)
  );
}

/**
 * A clause joined on at a present time: "… and today I ran my first 10k", or after a comma the
 * canonical words no longer hold, "…, today I ran my first 5k".
 */
const PRESENT_CLAUSE =
  /(?:^| )(?:(?:and|but|so) (?=(?:now|today|these days|nowadays|this (?:week|year|month)) )|(?=(?:now|today|these days|nowadays) i ))/;

/**
 * The sentence without a present life told in its last clause (ADR 149): "two years ago I tried
 * to kill myself and today I ran my first 10k" tells the attempt in the past, and its "today"
 * belongs to the 10k, not to the attempt. Only a clause that is a present life told (no distress,
 * intent or return in it) is taken off.
 */
function withoutPresentLifeClause(sentence: string): string {
  const joint = PRESENT_CLAUSE.exec(sentence);
  if (!joint || joint.index === 0) return sentence;
  return presentLifeTold(sentence.slice(joint.index)) ? sentence.slice(0, joint.index) : sentence;
}

/** Whether a sentence, or its last clause, tells a present life (see presentLifeTold). */
function tellsPresentLife(sentence: string): boolean {
  return presentLifeTold(sentence) || withoutPresentLifeClause(sentence) !== sentence;
}

/** Writing, teaching or news about the subject. */
const REPORTING =
  /(?:^| )(?:essay|essays|article|articles|research|study|studies|report|reports|paper|papers|journal|chapter|review|survey|risk|risks|screening|talk|talks|lecture|lectures|course|module|training|campaign|charity|awareness|prevention|statistics|stats|rates|documentary|podcast|news|workshop|helpline|hotline|guidelines|guideline|reporting|more likely|less likely|times more|photos of|pictures of|images of|triggering|mods|moderators|check on your|check in on your|volunteer|volunteering|leaflet|webinar|assembly|seminar|textbook|dissertation|thesis|as a (?:paramedic|gp|doctor|nurse|teacher|counsellor|counselor|therapist|psychologist|psychiatrist|social worker|youth worker|carer|police officer|firefighter|chaplain|pharmacist|midwife)|support group|sessions? on|every patient|patients|pupils|suicide loss|loss survivors|short story|story|stories|memoir|memoirs|autobiography|blog post|novel|novels|book club|plot|plot hole|storyline|screenplay|detective|fiction)(?= |$)/;

/** Someone else's death or struggle: "died by suicide", "lost my mum to suicide", "a friend who". */
const OTHERS =
  /(?:^| )(?:died by|died from|death by|deaths by|lost (?:\S+ ){0,3}to|(?:mum|mom|dad|grandad|grandpa|grandma|granny|nan|friend|brother|sister|uncle|aunt|wife|husband|son|daughter|dog|cat|partner|cousin) (?:died|passed|passed away|was killed)|(?!i )\S+ (?:committed|attempted) suicide|help (?:a |my )?(?:friend|someone|people|others|loved one|person|teenagers|students)|(?:worried|concerned|scared|afraid) (?:that |about )?(?:my|a|her|his|our) |my (?:son|daughter|child|kid|friend|partner|brother|sister|mum|mom|dad|wife|husband|boyfriend|girlfriend|student|teen|teenager) (?:is|has been|was|keeps|might be)|talked about|spoke about|discussed|warning signs|signs of|(?:friend|someone|person|people|anyone|teenagers|students|patients) who)(?= |$)/;

/** The writer's own state, which a report of the subject does not clear. */
const OWN =
  /(?:^| )(?:myself|i (?:feel|felt|am feeling|have been feeling|want|wanted|keep|need|wish|think about|am thinking|have been thinking|am suicidal|am having|have had|self harm|cut))(?= |$)/;

/** A sentence that reports on the subject (suicide, self-harm) rather than the writer's own. */
export function reportsOnSubject(sentence: string): boolean {
  return (REPORTING.test(sentence) || OTHERS.test(sentence)) && !OWN.test(sentence);
}

/** Not being alive or here named of a time, and a time decades away: the sentence's own span. */
const NOT_ALIVE_THEN = /(?:^| )(?:not|never) (?:be |being )?(?:alive|here|around)(?= |$)/;
const FAR_FUTURE =
  /(?:^| )(?:decades|century|centuries|millennia|generations|(?:thirty|forty|fifty|sixty|seventy|eighty|hundred|a hundred) years|(?:in|by|until) (?:20[5-9]\d|2[1-9]\d\d)|the sun (?:swallows|swallow|burns out|explodes|dies)|heat death|my grandchildren|my grandkids|my great grandchildren)(?= |$)/;

/**
 * Not being alive by a time decades away: "I won't be alive when they finish that railway, it'll
 * take fifty years" is a life's length, not an end planned (ADR 153).
 */
export function outlivedByTheFuture(sentence: string): boolean {
  return NOT_ALIVE_THEN.test(sentence) && FAR_FUTURE.test(sentence);
}

/**
 * Trapped in a place, not a life: traffic, a lift, a queue, snow, a game's maze; or worn down by
 * a nuisance named in the sentence (the heat, the noise, the neighbours), not by life (ADR 103).
 */
const LITERAL_TRAP =
  /(?:^| )(?:traffic|lift|elevator|queue|jam|snowed|snow|maze|escape room|game|level|meeting|lecture|toilet|bathroom|car park|tunnel|cave|dead end|job|lease|contract|mortgage|queue|heatwave|weather|humidity|(?:this|the|a|my) (?:heat|rain|cold|flu|noise|wind)|noise|neighbours|neighbors|builders|roadworks|drilling|commute|hay fever|itching|itch|mosquitoes|wifi|internet|printer|landlord|dentist|toothache)(?= |$)/;

/** A "no way out", "trapped" or "can't take it" said of a place or a nuisance, not of a life. */
export function trappedLiterally(sentence: string): boolean {
  return LITERAL_TRAP.test(sentence);
}

/** What cites a quotation: a song's line, a film, a book, someone saying it. */
const CITES =
  /\b(?:line|lines|lyric|lyrics|song|songs|quote|quoted|quotes|say|says|said|keyword|keywords|sings|sang|film|movie|book|novel|poem|character|scene|episode|show|meme|title|caption|tweet|chorus|verse|word|words|term|terms|means|stands for|slang|algospeak|acronym|abbreviation|euphemism|euphemisms)\b/i;

/** Spans in double or curly quotes, or in single quotes that open and close at word boundaries. */
const QUOTED =
  /"[^"\n]{3,}"|\u201c[^\u201d\n]{3,}\u201d|\u2018[^\u2019\n]{3,}\u2019|(?<![\p{L}\p{N}])'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){3,}'(?![\p{L}\p{N}])/gu;

/**
 * The text without the lines it quotes, when what is left cites them (a lyric, a film's line,
 * someone's words, or a word talked about as a word: "why do creators say 'unalive'", "'ctb' in
 * our chat means 'call the boss'"); otherwise the text as it is. Quoted words the writer takes as their own
 * ("I feel like 'why bother'") are not cited, so they stay.
 */
export function withoutCitedQuotes(text: string): string {
  if (!/["\u201c\u2018']/.test(text)) return text;
  const rest = text.replace(QUOTED, ' ');
  return rest !== text && CITES.test(rest) ? rest : text;
}

/** A jump, a leap or a dive for sport, a stunt, a dare, a photo, or to fetch something (ADR 103). */
const LEISURE =
  /(?:^| )(?:costume|halloween|fancy dress|prop|props|rehearsal|on stage|film set|for fun|bungee|abseil|abseiling|zip ?line|skydive|skydiving|parachute|paragliding|cliff diving|tombstoning|diving board|high dive|parkour|stunt|trampoline|pool|dare|charity|sponsored|photo|photos|camera|selfie|queue|ticket|with (?:my )?(?:mates|friends|the lads|the girls|the kids)|to (?:get|grab|fetch|reach|catch|save|rescue) (?:the|a|my|it|him|her))(?= |$)/;
const JUMPING =
  /(?:^| )(?:jump|jumping|jumped|leap|leaping|dive|diving|step|stepping|throw|throwing|rope|noose|neck)(?= |$)/;

/** A jump, a step or a rope named in a sentence of sport, a stunt, a costume, company or an errand. */
export function leisureAct(sentence: string): boolean {
  return JUMPING.test(sentence) && LEISURE.test(sentence);
}

/**
 * A dose taken as a medicine is: prescribed, with food, at its hour, packed, or cleared out; or a
 * course finished as a pharmacist tells it ('take all the pills in the pack even when you feel
 * better').
 */
const AS_PRESCRIBED =
  /(?:^| )(?:as prescribed|even (?:when|if|though) (?:you|i|we|he|she|they) (?:feel|feels|felt|start to feel|are feeling|am feeling) better|(?:finish|finishing|finished|complete|completing|completed) (?:the|my|your|his|her|their) (?:whole |full |entire )?(?:course|antibiotics)|(?:the|a|your|my) (?:whole|full|entire) course|this morning|for today|with my breakfast|(?:like|as) (?:the|my) (?:doctor|gp|pharmacist) (?:said|says|told me)|(?:doctor|gp|pharmacist) told me to|with food|with breakfast|before bed|every morning|every night|every day|in the morning|as usual|for disposal|dispose of|to the pharmacy|back to the pharmacy|in my bag|in my luggage|with me on holiday|on holiday|organiser|organizer|pill box|dosette)(?= |$)/;
const TAKING =
  /(?:^| )(?:take|taking|took|swallow|swallowing|down|downing|od|overdose|overdosing)(?= |$)/;

/** A sentence that tells of taking a medicine as it is taken, not of an overdose. */
export function takenAsPrescribed(sentence: string): boolean {
  return TAKING.test(sentence) && AS_PRESCRIBED.test(sentence);
}

/**
 * A remedy after an exasperation ("I can't do this anymore, I'm switching to decaf"): what follows
 * the sign in its sentence is a practical change, so the sign was about a thing (ADR 103).
 */
const REMEDY =
  /^(?: [a-z']+){0,3} (?:i am |i will |i need to |need to |time to |going to |i am going to )?(?:switching to|switch to|buying a|buy a|getting a new|get a new|calling the|call the|booking a|book a|looking for a new|find a new|moving out|moving house|quitting my|quit my|cancelling my|cancel my|ordering a|order a|handing in my|hand in my|complaining to|complain to|reporting it|report it|going to bed|off to bed|making a cup|putting the kettle|turning the heating|opening a window|going for a walk)(?= |$)/;

export function remedied(after: string): boolean {
  return REMEDY.test(after);
}

/** A treatment or an injury named beside pain: the pain is a body's, with its remedy (ADR 112 round 3). */
const PAIN_REMEDY =
  /(?:^| )(?:tooth|teeth|dentist|knee|knees|back|hip|shoulder|ankle|wrist|neck|foot|leg|surgery|operation|op|physio|injection|painkillers|ibuprofen|treatment|appointment|doctor|gp|referral|hay fever|migraine|period|cramps|sciatica|injury|sprain|broken|fracture|stitches|filling|root canal)(?= |$)/;

/** Pain wished to end for good beside a treatment or an injury: "… so I'm having the tooth out". */
export function painWithRemedy(sentence: string): boolean {
  return PAIN_REMEDY.test(sentence);
}

/**
 * A future, or a hurt, that the sentence places in a role or a sport (ADR 112 round 3): "no future for
 * myself at this company", "hurt myself again tonight at football, same ankle".
 */
const IN_A_ROLE =
  /^(?:[a-z]+ ){0,2}?(?:at|in|with|on) (?:this|the|my|our|that) (?:company|job|team|band|club|firm|school|uni|course|relationship|industry|career|sport|league|business)(?= |$)/;
const INJURY =
  /(?:^| )(?:football|rugby|netball|hockey|skiing|skating|climbing|ankle|knee|hamstring|tripped|slipped|by accident|accidentally|chopping|cooking|shaving|oven|kettle|cupboard|cupboards|doorframe|door frame|shelf|kitchen|kitchens|car door|boot lid|fringe|haircut|bangs|hedge|lawn|climb|bouldering|sauna|cold plunge|ice bath)(?= |$)/;

export function inARole(after: string): boolean {
  return IN_A_ROLE.test(after);
}

/**
 * A hurt done again and again or until it bled is not an accident, whatever it was done against
 * ("smashed my fist into the door frame till it bled", ADR 151).
 */
const DELIBERATE =
  /(?:^| )(?:over and over|again and again|till it bled|until it bled|till i bled|until i bled)(?= |$)/;

export function injuryTold(sentence: string): boolean {
  return INJURY.test(sentence) && !DELIBERATE.test(sentence);
}

/**
 * A bounded task or event named with a wish for "it all" to be over ("I need it all to be over, the
 * house sale is so stressful"): the wish is for the task to end.
 */
const TASK =
  /(?:^| )(?:sale|house sale|move|moving|exams|exam|wedding|renovation|renovations|building work|project|deadline|interview|flight|shift|term|semester|assignment|dissertation|thesis|tax return|audit|inspection|revision|essay|course|commute|heatwave|heat|humidity|cold|flu|hangover|toothache|labour|pregnancy|jet lag|rota|marathon|season|tournament|paperwork)(?= |$)/;

export function namesTask(sentence: string): boolean {
  return TASK.test(sentence);
}

/** Someone else's death told: "since grandad died", "after we lost mum" (ADR 103). */
const GRIEF =
  /(?:^| )(?:(?:mum|mom|dad|grandad|grandpa|grandma|granny|nan|friend|brother|sister|uncle|aunt|wife|husband|son|daughter|partner|cousin|baby|dog|cat|father|mother) (?:died|passed|passed away|was killed)|lost (?:my|our) (?:mum|mom|dad|grandad|grandpa|grandma|granny|nan|friend|brother|sister|uncle|aunt|wife|husband|son|daughter|partner|cousin|baby|father|mother)|grief|grieving|bereavement|bereaved|funeral)(?= |$)/;

/** A sentence that tells of grief for someone else, where death is thought of as theirs. */
export function griefForAnother(sentence: string): boolean {
  return GRIEF.test(sentence);
}

/** A question someone asked the writer, answered no: "my therapist asked if I feel suicidal, I said no". */
const ASKED = /(?:^| )(?:asked|asks|asking|ask) (?:me )?(?:if|whether) i(?= |$)/;
const DENIED =
  /(?:^| )(?:i said no|said no|i answered no|answered no|i told (?:her|him|them) no|and no|the answer is no|i am not(?: suicidal)?|not at all)(?= |$)/;

export function askedAndDenied(sentence: string): boolean {
  return ASKED.test(sentence) && DENIED.test(sentence);
}

/** A dose asked about safely: "should I call 111?", "is that dangerous?" (ADR 103). */
const SAFETY_QUESTION =
  /(?:^| )(?:should i|what should i do|what do i do|is that (?:dangerous|bad|ok|okay|safe|normal)|is it (?:safe|dangerous|bad|ok|okay)|call 111|call 999|call my gp|a and e|poison control|poisons line|go to hospital)(?= |$)/;

export function askedSafely(sentence: string): boolean {
  return SAFETY_QUESTION.test(sentence);
}

// ── Someone else's crisis (ADR 112 round 2) ─────────────────────────────────────────────────────────

/** People a post tells of: relatives, friends, partners, pupils, patients, characters. */
const PERSON =
  'friend|friends|mate|mates|bestie|bff|bf|gf|flatmate|roommate|housemate|mum|mom|mother|dad|father|parent|parents|stepdad|stepmum|stepmom|brother|sister|sibling|son|daughter|child|kid|kids|teen|teenager|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|grandad|grandpa|grandma|granny|nan|grandmother|grandfather|uncle|aunt|auntie|cousin|niece|nephew|colleague|coworker|boss|neighbour|neighbor|patient|patients|client|clients|student|students|pupil|pupils|classmate|character|villain|hero|heroine|narrator|protagonist|man|woman|guy|girl|boy|person|father in law|mother in law|brother in law|sister in law|[0-9]+ year old|year [0-9]+s|year [0-9]+';

/** Another person named as the one the sentence tells of: "my sister", "a friend", "she". */
const ANOTHER = new RegExp(
  `(?:^| )(?:(?:my|our|his|her|their|a|an|the|one of my|one of our|this|that) (?:(?:best|older|younger|little|big|baby|teenage|teen|elderly|close|oldest|youngest|ex|autistic|[0-9]+ year old) )*(?:${PERSON})|he|she|they|someone|somebody)(?= |$)`,
);

/** Verbs after which "me" is the one told or asked, not the one the act is done to. */
const TOLD =
  /(?:^| )(?:told|telling|tells|tell|texted|texting|texts|messaged|messaging|asked|asking|asks|showed|shows|sent|called|rang|warned|promised|made|wrote|emailed|dm|dmed|for) me(?= |$)/g;

/** An intent with no subject at the start of a sentence: "going to", "want to", "about to". */
const SUBJECTLESS_INTENT =
  /^(?:(?:just|honestly|seriously|lowkey|really) )?(?:going to|am going to|about to|want to|planning to|plan to|gonna|need to|ready to|thinking of|thinking about|decided to)(?= )/;

/**
 * The writer as an onlooker: asking how to help, not knowing, worried. "my friend told me she wants
 * to die, how do i help her", "she talks about it a lot and i do not know if it is a joke": the
 * "i" of these words watches another's act and does not do it (ADR 149).
 */
const ONLOOKER =
  /(?:^| )(?:how (?:do|can|should|would) i (?:help|support|talk to|approach|reach|respond to|handle|deal with)(?: (?:him|her|them))?|what (?:do|should|can|would) i (?:do|say) (?:if|when)|i (?:do not|did not) know (?:if|whether|what|how)|i am (?:worried|scared|concerned|terrified|afraid)(?: (?:about|for|that))?)(?= |$)/g;

/** The writer in a sentence: "I", "myself", "my life", or "me" other than as the one told. */
function writerIn(sentence: string): boolean {
  // A sentence that opens on an intent with its subject dropped, as texting does ("going to end it
  // all when he's at work"), is the writer's (ADR 118).
  if (SUBJECTLESS_INTENT.test(sentence)) return true;
  const acting = sentence.replace(ONLOOKER, ' ');
  if (/(?:^| )(?:i|myself|we|us)(?= |$)|(?:^| )my (?:own )?(?:life|death)(?= |$)/.test(acting))
    return true;
  return /(?:^| )me(?= |$)/.test(acting.replace(TOLD, ' '));
}

/**
 * A sentence that tells of another person's crisis, not the writer's (ADR 112 round 2): "my sister keeps
 * telling me she wants to die", "my flatmate took an overdose", "my daughter has been writing poems
 * about wanting to die". Another person is named and the writer is nowhere in the sentence (only
 * as the one told or asked), so the act, the wish or the words are theirs.
 */
export function saidOfAnother(sentence: string): boolean {
  return ANOTHER.test(sentence) && !writerIn(sentence);
}

/** Words that report what someone says or writes. */
const REPORTED =
  /(?:^| )(?:says|saying|said|say|tells|telling|told|talks|talking|talked|keeps|wrote|writes|writing|posted|texted|messaged|thinks|believes|feels|mentioned|mentions)(?= |$)/;

/**
 * Whether another's sentence reports what they say of themselves ("my mum keeps saying she'd be
 * better off dead"), which a burden said of a family ("the kids would be better off without their
 * mum", the writer in the third person) is not.
 */
export function reportedOfAnother(sentence: string): boolean {
  return saidOfAnother(sentence) && REPORTED.test(sentence);
}

/**
 * A post about helping someone else (ADR 112 round 2): the writer asks how to help, support, talk to or
 * reach them, or is worried about them — "How do I ask him?", "what should I say to her?".
 */
const HELPING =
  /(?:^| )(?:how (?:do|can|should) i (?:help|support|ask|talk to|approach|reach|respond|explain|keep|make|get|tell)|what (?:do|should|can) i (?:say|do)|how do we|what can we do|any advice|advice for|tips|is it okay to tell|should i (?:say|tell|call|ask)|(?:worried|scared|concerned|terrified) (?:about|for) (?:him|her|them|my|our)|(?:worried|scared|concerned|terrified|afraid) (?:that )?(?:(?:he|she|they) (?:is|are|was|has|have|might|may|will|could|would)|hes|shes|theyre)|help (?:him|her|them))(?= |$)/;

export function aboutHelpingAnother(words: string): boolean {
  return HELPING.test(words);
}

// ── The crisis back in a story (ADR 112 round 2) ────────────────────────────────────────────────────

/** The writer's crisis history named in a post: an attempt, an overdose, self-harm, being clean. */
const HISTORY =
  /(?:^| )(?:suicide|suicidal|self harm|self harmed|self harming|cut myself|cutting myself|hurt myself|harm myself|overdose|overdosed|attempted suicide|suicide attempt|tried to (?:kill|hang) myself|tried to end (?:my life|it)|survived (?:an|a|my|the|two|three|[0-9]+) (?:suicide )?attempts?|(?:after|since) (?:my|an) attempt(?! at)|(?:my|the) attempt anniversary|anniversary of my attempt)(?= |$)/;

/**
 * ADR 118: an intent said by euphemism ("I'm going to do it tonight", "I have a plan for Sunday",
 * "planning my own", "I want to join him"), which a post anchors to suicide or self-harm by
 * naming it elsewhere: `crisisBackInStory` reads it only in a text that names that history.
 */
/** What an intent is about when it is an event: a walk, a run, a training, with the family. */
const NOT_AN_EVENT = String.raw`(?!.* (?:with (?:my|the|our|a) |walk|run|fundraiser|fundraising|training|course|event|charity|sponsored|raffle|bake|marathon|class|session|talk|volunteer|next year|every year))`;

const ANCHORED_INTENT = `(?:${[
  String.raw`(?:going to|gonna|will|want to|plan to|planning to|about to|ready to|to finally|going to finally) (?:finally )?(?:do it|do mine|try it|go through with it|do the same)(?: again)?(?= (?:tonight|tomorrow|soon|this weekend|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|when|now|properly|this time|too)(?: |$)|$)`,
  String.raw`(?:i have|i have got|i have made|i now have|now i have) (?:a|my) (?:plan|date)(?: again| for (?:tonight|tomorrow|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?= ,| \.|$| night| morning| evening)| picked| set|$| \.)`,
  String.raw`(?:planning|plan|to plan) (?:mine|my own)`,
  String.raw`(?:want|going|ready|wanted) to (?:join|be with) (?:him|her|them)(?= soon| now| again|$)`,
  String.raw`(?:go|going|to go) the same way`,
  String.raw`(?:make it|do it on|do it) the same (?:date|day)`,
  String.raw`(?:trying|try|going to try|will try) again (?:on|this|next|tonight|tomorrow|soon)`,
  String.raw`it is happening (?:this|tonight|tomorrow|on)`,
].join('|')})${NOT_AN_EVENT}`;

/**
 * A return said by the writer: another attempt, the act "again", a relapse, "next time", a wish
 * that the attempt had worked, the thoughts back, new cuts, a streak broken, the same place again.
 */
const RETURN = new RegExp(
  String.raw`(?:^| )(?:another (?:one|attempt|try|go)|(?:try|trying|attempt|do it|cut myself|self harm|self harmed|hurt myself|burn myself|burned myself) again${NOT_AN_EVENT}|try again|survive next time|this time (?:i|it)|make sure it works|wish (?:it|that) (?:had )?worked|wish i had (?:not|never|died)|(?:angry|sorry|upset|hate) (?:that )?i survived|relapsed|relapsing|(?:thoughts|urges|feelings) are back|(?:it is|it has|they have|they are) (?:\S+ )?come back(?! from)|i (?:cut|burned|hurt) (?:myself )?(?:tonight|last night|yesterday|today|this week|twice)|broke (?:it|my streak)|back to day (?:one|zero|0|1)|day zero|going back to the same|(?:new|fresh) (?:ones|cuts|scars)|${ANCHORED_INTENT})(?= |$)`,
);

/**
 * The crisis back in a story (ADR 112 round 2): a post that names the writer's crisis history and says,
 * in a sentence of the writer's own that is not dated long past, that it is back ("I survived an
 * attempt in 2019 and I'm planning another one", "I was clean for a year, I cut again tonight").
 * A relapse told as past ("I relapsed once in 2022"), another's relapse, or "never again" is not.
 */
export function crisisBackInStory(words: string): boolean {
  if (!HISTORY.test(words)) return false;
  return words.split(' . ').some((sentence) => {
    if (!RETURN.test(sentence) || saidOfAnother(sentence)) return false;
    if (RECOVERED_AGAIN.test(sentence) && !/ another | next time | this time /.test(sentence))
      return false;
    const now = timesOfNow(sentence);
    return !PAST.test(sentence) || RECENT.test(now) || PRESENT_INTENT.test(now);
  });
}
