/**
 * What a sentence is about, for the crisis detector (ADR 099): the same words are a sign when the
 * writer says them of themselves now, and are not when the sentence tells of a recovery long past,
 * reports on the subject (news, study, prevention work, someone else's death) or quotes a line.
 * Each guard reads the canonical words (`crisis.ts`) of one sentence or of the whole text, and
 * each needs a marker of its own kind: a guard never clears a sentence for lacking something.
 */

/** Time long past: "two years ago", "used to", "back in uni", "when I was a teenager". */
const PAST =
  /(?:^| )(?:ago|used to|back in|back when|back then|in the past|years since|since my last|in (?:19|20)[0-9][0-9]|last year|a few years|years back|when i was (?:a|an|in|at|younger|little|young|[0-9]+|teen\S*)|in my (?:teens|twenties|thirties|youth)|as a (?:teen|teenager|kid|child|student))(?= |$)/;

/** A recovery told: "now I'm doing well", "three years clean", "therapy saved my life". */
const RECOVERY =
  /(?:^| )(?:now i am|i am now|doing (?:well|better|great|good|okay|ok|fine)|so glad|glad i|grateful|got help|got the help|saved my life|(?:days|weeks|months|years|year) clean|clean now|clean for|recovered|in recovery|survivor|been well|well for|not true|celebrating|life is good|happy now|better now|in a (?:much |far |really )?(?:good|better|great|happier|healthier) place|much better now|doing fine|thriving|still here and)(?= |$)/;

/** The crisis again now: "again", "lately", "relapsed", "still want". */
const PRESENT =
  /(?:^| )(?:again|lately|these days|right now|tonight|recently|coming back|came back|relapse|relapsed|relapsing|still (?:want|wish|think|feel|have the)|now i (?:want|wish|feel like)|starting to)(?= |$)/;

/**
 * A sentence of a recovery story: the sign is told in the past ("two years ago I wanted to die"),
 * the text tells the recovery, and nothing in it says the crisis is back.
 */
export function toldAsPast(sentence: string, words: string): boolean {
  return PAST.test(sentence) && RECOVERY.test(words) && !PRESENT.test(words);
}

/** Writing, teaching or news about the subject. */
const REPORTING =
  /(?:^| )(?:essay|essays|article|articles|research|study|studies|report|reports|paper|papers|journal|chapter|review|survey|risk|risks|screening|talk|talks|lecture|lectures|course|module|training|campaign|charity|awareness|prevention|statistics|stats|rates|documentary|podcast|news|workshop|helpline|hotline|volunteer|volunteering|leaflet|webinar|assembly|seminar|textbook|dissertation|thesis)(?= |$)/;

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
  /\b(?:line|lines|lyric|lyrics|song|songs|quote|quoted|quotes|says|said|sings|sang|film|movie|book|novel|poem|character|scene|episode|show|meme|title|caption|tweet|chorus|verse)\b/i;

/** Spans in double or curly quotes, or in single quotes that open and close at word boundaries. */
const QUOTED =
  /"[^"\n]{3,}"|\u201c[^\u201d\n]{3,}\u201d|\u2018[^\u2019\n]{3,}\u2019|(?<![\p{L}\p{N}])'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){3,}'(?![\p{L}\p{N}])/gu;

/**
 * The text without the lines it quotes, when what is left cites them (a lyric, a film's line,
 * someone's words); otherwise the text as it is. Quoted words the writer takes as their own
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

/** A dose taken as a medicine is: prescribed, with food, at its hour, packed, or cleared out. */
const AS_PRESCRIBED =
  /(?:^| )(?:as prescribed|this morning|for today|with my breakfast|(?:like|as) (?:the|my) (?:doctor|gp|pharmacist) (?:said|says|told me)|(?:doctor|gp|pharmacist) told me to|with food|with breakfast|before bed|every morning|every night|every day|in the morning|as usual|for disposal|dispose of|to the pharmacy|back to the pharmacy|in my bag|in my luggage|with me on holiday|on holiday|organiser|organizer|pill box|dosette)(?= |$)/;
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

/**
 * A bounded task or event named with a wish for "it all" to be over ("I need it all to be over, the
 * house sale is so stressful"): the wish is for the task to end.
 */
const TASK =
  /(?:^| )(?:sale|house sale|move|moving|exams|exam|wedding|renovation|renovations|building work|project|deadline|interview|flight|shift|term|semester|assignment|dissertation|thesis|tax return|audit|inspection|revision|essay|course|commute|heatwave|cold|flu|hangover|toothache|labour|pregnancy|jet lag|rota|marathon|season|tournament|paperwork)(?= |$)/;

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
