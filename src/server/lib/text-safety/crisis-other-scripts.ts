/**
 * A wish to die or to kill oneself written in a script other than Latin (Russian, Ukrainian,
 * Greek, Hebrew, Arabic, Persian, Urdu, Hindi, Bengali, Thai, Chinese, Japanese, Korean), read as
 * the English the crisis rules know before anything else reads the text (ADR 141).
 *
 * It must run first: the normaliser's next step is the TR39 skeleton, which reads Cyrillic and
 * Greek letters as the Latin letters they look like (so that "kіll" with a Cyrillic "і" is "kill")
 * and leaves the other scripts as words no rule knows. A Russian "хочу умереть" came out as
 * Latin noise. Latin-script languages are read later, from the folded text, by
 * `crisis-other-languages.ts`.
 *
 * As in that file, only first-person wishes, acts and plans are read, from each language's grammar
 * (a verb of wanting, the first person, the reflexive), never from a test set's sentences. Left
 * alone: idioms of dying (Chinese 想死你了 "miss you to death" and 想死的心都有了 "half a mind to
 * die" after a bad exam; Japanese 死にたいくらい "so embarrassed I could die"; Korean 배고파
 * 죽겠다 "starving"); a third person's act or wish ("он покончил с собой", "ему хочется
 * умереть", "הוא רוצה למות"; Chinese "他想自杀" is read as someone's, as English reads it), so a
 * grief post or a friend's worry is not read as the writer's own wish; and the bare word for
 * suicide, whose context the rules can read only in English ("自杀预防热线" is a prevention line).
 */

/** [pattern over the folded text, the English it says] */
type ScriptPhrase = readonly [pattern: string, english: string];

const I_WANT_TO_DIE = 'i want to die';
const I_WANT_TO_KILL_MYSELF = 'i want to kill myself';
const I_DO_NOT_WANT_TO_LIVE = 'i do not want to live any more';
const I_WILL_KILL_MYSELF = 'i am going to kill myself';

/** The first of these that matches a place wins, so a wish not to die is listed before a wish. */
const PHRASES: readonly ScriptPhrase[] = [
  // Russian (ё read as е) and Ukrainian.
  ['не (?:хочу|хочется) (?:умирать|умереть|помирати|померти)', 'i want to live'],
  [
    // 'хочется' is impersonal: not after 'ему', 'ей' or 'им' (he, she, they feel like).
    '(?<!(?:ему|ей|им) )(?:я )?(?:очень |просто |так )?(?:хочу|хочется|хотелось бы|хочеться) (?:просто )?(?:умереть|сдохнуть|помереть|померти|вмерти)',
    I_WANT_TO_DIE,
  ],
  [
    '(?:я )?(?:больше |уже )?(?:не хочу|не хочется|не хочу більше|не хочеться) (?:больше |більше )?(?:жить|жити)',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  ['жить (?:больше |уже )?не (?:хочу|хочется)', I_DO_NOT_WANT_TO_LIVE],
  [
    '(?:хочу|хочется|собираюсь|решил|решила|думаю) (?:покончить с собой|покончить с жизнью|убить себя|наложить на себя руки|покінчити з собою|вбити себе)',
    I_WANT_TO_KILL_MYSELF,
  ],
  [
    "(?:покончу с собой|покончу с жизнью|убью себя|наложу на себя руки|покінчу з собою|вб'ю себе)",
    I_WILL_KILL_MYSELF,
  ],
  ['не (?:хочу|хочется) (?:больше )?просыпаться', 'i do not want to wake up'],
  ['лучше бы я (?:умер|умерла|не родился|не родилась|сдох|сдохла)', 'i wish i was dead'],
  // Bulgarian and Serbian Cyrillic.
  ['(?:искам да умра|желим да умрем|хоћу да умрем)', I_WANT_TO_DIE],
  // Greek (accents read off).
  ['δεν θελω να (?:πεθανω|πεθαινω)', 'i want to live'],
  ['θελω να (?:πεθανω|πεθαινω)', I_WANT_TO_DIE],
  ['(?:θελω να|θα) αυτοκτονησω', I_WANT_TO_KILL_MYSELF],
  ['δε(?:ν)? θελω (?:αλλο )?να (?:ζω|ζησω)', I_DO_NOT_WANT_TO_LIVE],
  // Hebrew (points read off).
  // The present tense is one form for every person: not after 'he', 'she' or 'they'.
  ['(?<!(?:הוא|היא|הם|הן) )(?:אני )?רוצה למות', I_WANT_TO_DIE],
  ['(?:אני (?:רוצה|הולך|הולכת)|בא לי) להתאבד', I_WANT_TO_KILL_MYSELF],
  ['(?<!(?:הוא|היא|הם|הן) )(?:אני )?לא רוצה (?:יותר )?לחיות', I_DO_NOT_WANT_TO_LIVE],
  // Arabic (short vowels and the stretching mark read off; alef, ya and ta marbuta forms folded).
  [
    '(?:انا )?(?:اريد|بدي|ابغي|ابي|عايز|عايزه|اود|اتمني|نفسي) (?:ان )?(?:اموت|الموت)',
    I_WANT_TO_DIE,
  ],
  [
    // 'لم أعد أريد' / 'ما عدت أريد': no longer want.
    '(?:انا )?(?:ما|لا|مش|لم اعد|ما عدت|ما عدتش) (?:اريد|بدي|ابغي|ابي|عايز|عايزه) (?:ان )?(?:اعيش|العيش|عيش)',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  [
    '(?:(?:اريد|بدي|ابغي|ابي|عايز|عايزه) (?:ان )?(?:انتحر|اقتل نفسي)|سانتحر|هنتحر|راح انتحر|ساقتل نفسي|هقتل نفسي|راح اقتل نفسي)',
    I_WILL_KILL_MYSELF,
  ],
  // Persian and Urdu.
  ['(?:می ?خوام|می ?خواهم|میخوام|میخواهم) (?:بمیرم)', I_WANT_TO_DIE],
  [
    '(?:می ?خوام|می ?خواهم|میخوام|میخواهم) (?:خودکشی کنم|خودمو بکشم|خودم را بکشم)',
    I_WANT_TO_KILL_MYSELF,
  ],
  ['مرنا (?:چاہتا|چاہتی) (?:ہوں|ہو)', I_WANT_TO_DIE],
  // Hindi and Bengali in their own scripts.
  ['(?:मर जाना|मरना) चाहत[ाी] (?:हूँ|हूं|हू|हुं)', I_WANT_TO_DIE],
  ['मुझे (?:अब )?(?:मरना|मर जाना) है', I_WANT_TO_DIE],
  ['(?:जीना नहीं चाहत[ाी]|(?:मुझे )?(?:अब )?(?:और )?नहीं जीना(?: है)?)', I_DO_NOT_WANT_TO_LIVE],
  [
    '(?:खुद|ख़ुद|अपने आप) को (?:मार (?:दूँगा|दूंगा|दूँगी|दूंगी|डालूँगा|डालूंगा|लूँगा|लूंगा)|खत्म कर (?:दूँगा|दूंगा|दूँगी|दूंगी))',
    I_WILL_KILL_MYSELF,
  ],
  ['মরে যেতে চাই', I_WANT_TO_DIE],
  ['বাঁচতে চাই না', I_DO_NOT_WANT_TO_LIVE],
  // Thai.
  ['ไม่อยากตาย', 'i want to live'],
  ['อยากตาย', I_WANT_TO_DIE],
  ['ไม่อยาก(?:มีชีวิต(?:อยู่)?|อยู่)(?:แล้ว|ต่อ)?', I_DO_NOT_WANT_TO_LIVE],
  // Chinese (simplified and traditional). Not 想死你 ("miss you to death"), 想死的心 (a bad day's
  // hyperbole) or 笑死 (laughing).
  ['不想死', 'i want to live'],
  // The writer's wish: after 我 (I), or with no one named before it (Chinese drops the 'I');
  // after anyone else ('他想自杀', my friend ...) it is theirs, read as the English says it.
  [
    '(?:我(?:真的|好)?|(?<!\\p{Script=Han}))(?:真的|好)?想(?:要)?自(?:杀|殺)',
    I_WANT_TO_KILL_MYSELF,
  ],
  ['(?:我(?:真的|好)?|(?<!\\p{Script=Han}))(?:真的|好)?想死(?![你您他她它的])', I_WANT_TO_DIE],
  ['想(?:要)?自(?:杀|殺)', 'someone wants to kill themselves'],
  ['想死(?![你您他她它的])', 'someone wants to die'],
  ['不想(?:再)?活(?:了|下去)?', I_DO_NOT_WANT_TO_LIVE],
  ['活不下去', 'i can not go on living'],
  ['(?:结束|結束)(?:我的|自己的)?生命', 'end my life'],
  // Japanese. Not 死にたいくらい / 死にたいほど ("so much I could die").
  ['死にたく(?:ない|なかった)', 'i want to live'],
  ['死にたい(?!(?:くらい|ぐらい|ほど))', I_WANT_TO_DIE],
  // '消えてしまいたい', '消えちゃいたい': the wish with 'completely, for good'.
  ['消え(?:てしまい|ちゃい)?たい', 'i want to disappear forever'],
  ['死んで(?:しまい|しまえ|ちゃい)たい', I_WANT_TO_DIE],
  ['生き(?:てい)?たくない', I_DO_NOT_WANT_TO_LIVE],
  ['(?:もう)?生きていけない', 'i can not go on living'],
  ['自殺し(?:たい|ます|よう)', I_WANT_TO_KILL_MYSELF],
  // Korean. Not 죽을 만큼 / 죽겠다 ("starving to death", "so tired I could die").
  ['죽고 ?싶지 ?않', 'i want to live'],
  ['죽고 ?싶(?:다|어|어요|네|습니다|음)', I_WANT_TO_DIE],
  ['살고 ?싶지 ?않', I_DO_NOT_WANT_TO_LIVE],
  ['사라지고 ?싶(?:다|어|어요|네|습니다)', 'i want to disappear forever'],
  ['자살(?:하고 ?싶|할 ?거|할래|할게|하려고)', I_WANT_TO_KILL_MYSELF],
];

/** Letters of the scripts above: a text with none of them comes back as it was. */
const SCRIPTS =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0904-\u09ff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Marks that change no word here: Hebrew points, Arabic short vowels and tatweel, joiners. */
const DROPPED = /[\u0591-\u05c7\u064b-\u065f\u0670\u0640\u200c\u200d]/;

/** One letter read as another: Russian ё, Greek accented vowels, Arabic letter forms. */
const FOLDED: Record<string, string> = {
  ё: 'е',
  ά: 'α',
  έ: 'ε',
  ή: 'η',
  ί: 'ι',
  ϊ: 'ι',
  ΐ: 'ι',
  ό: 'ο',
  ύ: 'υ',
  ϋ: 'υ',
  ΰ: 'υ',
  ώ: 'ω',
  ς: 'σ',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ی: 'ي',
  ك: 'ک',
};

/** A pattern written as the text is read: compatibility forms, dropped marks and letters folded. */
const foldPattern = (phrase: string) =>
  [...phrase.normalize('NFKC')]
    .filter((char) => !DROPPED.test(char))
    .map((char) => FOLDED[char] ?? char)
    .join('');

/** Thai, Chinese and Japanese write no spaces between words; the other scripts here do. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]/;

// A spaced script's phrase stands between non-letters.
const PATTERN = new RegExp(
  PHRASES.map(([phrase]) => {
    const plain = foldPattern(phrase).replace(/\((?![?])/g, '(?:');
    return !UNSPACED.test(phrase)
      ? `((?<![\\p{L}\\p{M}])(?:${plain})(?![\\p{L}\\p{M}]))`
      : `(${plain})`;
  }).join('|'),
  'gu',
);

/**
 * The text folded for matching (lower case, marks dropped, letters folded), with the place in the
 * text of each folded character and, last, the text's length.
 */
function foldedWithPlaces(text: string): { folded: string; places: number[] } {
  let folded = '';
  const places: number[] = [];
  let at = 0;
  for (const char of text) {
    if (!DROPPED.test(char)) {
      const lower = char.toLowerCase();
      const mapped = FOLDED[lower] ?? lower;
      for (let unit = 0; unit < mapped.length; unit += 1) places.push(at);
      folded += mapped;
    }
    at += char.length;
  }
  places.push(at);
  return { folded, places };
}

/**
 * The text with each phrase above replaced by its English, spaced off so the rules read it as
 * words; a text with none of them comes back unchanged (and a text in none of these scripts is
 * not read at all).
 */
export function otherScriptsInEnglish(text: string): string {
  if (!SCRIPTS.test(text)) return text;
  const normal = text.normalize('NFKC');
  const { folded, places } = foldedWithPlaces(normal);
  let out = '';
  let from = 0;
  let matched = false;
  for (const match of folded.matchAll(PATTERN)) {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    const start = places[match.index] ?? 0;
    out += `${normal.slice(from, start)} ${PHRASES[index]?.[1] ?? ''} `;
    from = places[match.index + match[0].length] ?? normal.length;
    matched = true;
  }
  return matched ? out + normal.slice(from) : text;
}
