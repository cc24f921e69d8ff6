/**
 * What a sentence is about, for the crisis detector (ADR 099): the same words are a sign when the
 * writer says them of themselves now, and are not when the sentence tells of a recovery long past,
 * reports on the subject (news, study, prevention work, someone else's death) or quotes a line.
 * Each guard reads the canonical words (`crisis.ts`) of one sentence or of the whole text, and
 * each needs a marker of its own kind: a guard never clears a sentence for lacking something.
 */

/** Time long past: "two years ago", "used to", "back in uni", "when I was a teenager". */
const PAST =
  /(?:^| )(?:ago|used to|back in|back when|back then|in the past|years since|since my last|when i was (?:a|an|in|at|younger|little|young|[0-9]+|teen\S*)|in my (?:teens|twenties|thirties|youth)|as a (?:teen|teenager|kid|child|student))(?= |$)/;

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
  /(?:^| )(?:essay|essays|article|articles|research|study|studies|report|reports|talk|talks|lecture|lectures|course|module|training|campaign|charity|awareness|prevention|statistics|stats|rates|documentary|podcast|news|workshop|helpline|hotline|volunteer|volunteering|leaflet|webinar|assembly|seminar|textbook|dissertation|thesis)(?= |$)/;

/** Someone else's death or struggle: "died by suicide", "lost my mum to suicide", "a friend who". */
const OTHERS =
  /(?:^| )(?:died by|died from|death by|deaths by|lost (?:\S+ ){0,3}to|(?!i )\S+ (?:committed|attempted) suicide|help (?:a |my )?(?:friend|someone|people|others|loved one|person|teenagers|students)|(?:worried|concerned|scared|afraid) (?:that |about )?(?:my|a|her|his|our) |my (?:son|daughter|child|kid|friend|partner|brother|sister|mum|mom|dad|wife|husband|boyfriend|girlfriend|student|teen|teenager) (?:is|has been|was|keeps|might be)|talked about|spoke about|discussed|warning signs|signs of|(?:friend|someone|person|people|anyone|teenagers|students|patients) who)(?= |$)/;

/** The writer's own state, which a report of the subject does not clear. */
const OWN =
  /(?:^| )(?:myself|i (?:feel|felt|am feeling|have been feeling|want|wanted|keep|need|wish|think about|am thinking|have been thinking|am suicidal|am having|have had|self harm|cut))(?= |$)/;

/** A sentence that reports on the subject (suicide, self-harm) rather than the writer's own. */
export function reportsOnSubject(sentence: string): boolean {
  return (REPORTING.test(sentence) || OTHERS.test(sentence)) && !OWN.test(sentence);
}

/** Trapped in a place, not a life: traffic, a lift, a queue, snow, a game's maze. */
const LITERAL_TRAP =
  /(?:^| )(?:traffic|lift|elevator|queue|jam|snowed|snow|maze|escape room|game|level|meeting|lecture|toilet|bathroom|car park|tunnel|cave|dead end|job|lease|contract|mortgage|queue)(?= |$)/;

/** A "no way out" or "trapped" said of a place rather than of a life. */
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
