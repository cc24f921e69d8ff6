/**
 * One normal form of a text for the crisis detector and the watched words (ADR 073, after ADR
 * 053), so a word hidden by markup, Unicode tricks, lookalike letters, leetspeak, repeated letters
 * or spacing is still seen, and both checks see the same text.
 *
 * `readingsOf(text)` gives the few readings matching should try (any match counts). Each reading
 * is lower-case Latin where a letter looked Latin, words separated by single spaces, and every
 * sentence break ('.', '!', '?', ';', ':', a new line) written as a ' . ' word so that a phrase
 * never spans two sentences. The steps, in order:
 *
 * 1. Markup out: HTML comments and tags (a tag inside a word joins it: `sc<b>a</b>m`), entities
 *    decoded after the tags (so `&lt;b&gt;` stays text), Markdown links and images read as their
 *    text (`sc[a](x)m` → scam), inline code, heading, quote and list markers.
 * 2. NFKC, then every default-ignorable or format character dropped (zero-width characters and
 *    joiners, the soft hyphen, bidi overrides and isolates, variation selectors, the tag block
 *    U+E0000–E007F, U+1D173–1D17A, Hangul fillers), then combining marks (accents and overlays).
 * 3. The TR39 confusables skeleton for Latin letters and digits (`confusables.ts`), lower case,
 *    then the lower-case lookalikes TR39 leaves out.
 * 4. Letters spelled out one by one rejoined (`k i l l`, `k.i.l.l`, `k-i-l-l`: three at least).
 * 5. Leetspeak inside a word only (0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t, @→a, $→s, ! and | between
 *    letters), never a number ('10 kms', 'B12', 'covid19' keep theirs); a lone 2 between words is
 *    'to'.
 * 6. Runs of three or more of one letter shortened (to one and, in a second reading, two:
 *    'diiiie' → 'die', 'killll' → 'kill').
 *
 * Markdown emphasis (`*`, `_`, `~`) is removed in one reading (`wo**rd`) and read as a break in
 * another (`**word**suffix`).
 */
import { EXTRA_LOWER, TR39_LOOKALIKES } from './confusables';
import { withRunsSplit } from './run-together';

function invert(table: Readonly<Record<string, string>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [target, chars] of Object.entries(table))
    for (const char of chars) if (!map.has(char)) map.set(char, target);
  return map;
}

const SKELETON = invert(TR39_LOOKALIKES);
const SKELETON_LOWER = invert(EXTRA_LOWER);

/**
 * Characters that do not show: Unicode's default-ignorable set (zero-width, joiners, bidi
 * controls, soft hyphen, variation selectors, tags, Hangul fillers, U+1D173–1D17A) and any other
 * format character.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  zwj: '',
  zwnj: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Tags that end a block: read as a break; any other tag joins what is on either side. */
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre|hr|table)\b[^>]*>/gi;

/** Markdown and HTML out, so only the words a reader sees are left (emphasis is done later). */
export function stripMarkup(text: string): string {
  const plain = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK_TAG, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    // Images and links read as their text; reference links too.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`+/g, '')
    .replace(/^[ \t]*(?:#{1,6}|>+|[-+*]|\d+[.)])[ \t]+/gm, '');
  return decodeEntities(plain);
}

/** Characters already folded (a text repeats its letters; the table stays small). */
const FOLDED = new Map<string, string>();

/** One character's skeleton, lower case, and its extra lookalike. */
function foldChar(char: string): string {
  let out = FOLDED.get(char);
  if (out === undefined) {
    // Scripts with their own case (Cherokee) are in the table by their capitals.
    // A lower-case letter listed for its looks is read by its looks, not by its capital's
    // skeleton (Greek η passes for n, though its capital Η passes for H).
    const byCapital = SKELETON_LOWER.has(char) ? undefined : SKELETON.get(char.toUpperCase());
    const latin = (SKELETON.get(char) ?? byCapital ?? char).toLowerCase();
    out = SKELETON_LOWER.get(latin) ?? latin;
    if (FOLDED.size > 5_000) FOLDED.clear();
    FOLDED.set(char, out);
  }
  return out;
}

/**
 * Where a lookalike's skeleton is "l" in `readingsOf`'s readings: TR39 folds the capital I of
 * other scripts (Greek Ι, Cyrillic І, Coptic Ⲓ, whose small ⲓ is in the table by its capital) to
 * "l", as it does ASCII "I", but in running text they stand for "i" as often ("dⲓe"). Such a letter
 * is marked and read as i in one reading and l in another, as a leet "1" is (ADR 120).
 */
const AMBIGUOUS_L = '\uE001';

/**
 * NFKC, invisibles and marks out, the TR39 skeleton, lower case, and the extra lookalikes. With
 * `markAmbiguousL`, another script's letter whose skeleton is "l" is left as a mark for i or l.
 */
export function foldLetters(text: string, markAmbiguousL = false): string {
  const visible = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  let out = '';
  for (const char of visible) {
    const folded = foldChar(char);
    out += markAmbiguousL && folded === 'l' && char > '\u007f' ? AMBIGUOUS_L : folded;
  }
  return out
    .replace(/[\u2018\u2019\u02bc\u00b4`]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/ß/g, 'ss');
}

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

/** What may follow a number as its unit or ordinal ("10kms", "5k", "2nd", "500mg", "7am"). */
const UNIT =
  /^(?:k|km|kms|kg|kgs|g|mg|mcg|ml|l|x|st|nd|rd|th|s|am|pm|min|mins|h|hr|hrs|lb|lbs|m|cm|mm|k?cal|kcals?|iu|oz|yo|d|w|y|mo|sec|secs)$/;

const leetRun = (run: string, one: 'i' | 'l') =>
  [...run].map((char) => (char === '1' ? one : (LEET[char] ?? char))).join('');

/** Whether a number's ordinal ending is the one it takes (1st, 2nd, 3rd, 11th); any other unit agrees. */
function ordinalAgrees(number: string, unit: string): boolean {
  if (!/^(?:st|nd|rd|th)$/.test(unit) || !/^[0-9]+$/.test(number)) return true;
  const tens = Number(number.slice(-2));
  const last = tens % 10;
  const wanted =
    tens >= 11 && tens <= 13
      ? 'th'
      : last === 1
        ? 'st'
        : last === 2
          ? 'nd'
          : last === 3
            ? 'rd'
            : 'th';
  return unit === wanted;
}

/** Leetspeak inside one word: only a word with a letter, and not a number stuck to it. */
function foldToken(token: string, one: 'i' | 'l'): string {
  if (!/\p{L}/u.test(token)) return token;
  return token.replace(/[0-9@$]+/g, (run, offset: number) => {
    // Only runs of leet digits: "b12", "covid19", "ps5" keep theirs.
    if (!/^[0134578@$]+$/.test(run)) return run;
    // "10kms", "5k", "2nd": a number in front of its unit stays a number; an ordinal only when
    // its ending agrees with it ("3rd" is a number, "3nd" is "end" in leetspeak: ADR 120).
    const unit = token.slice(run.length);
    if (offset === 0 && /[0-9]/.test(run) && UNIT.test(unit) && ordinalAgrees(run, unit))
      return run;
    return leetRun(run, one);
  });
}

/**
 * In a text written in leetspeak (two words or more mixing letters and leet digits), a short run
 * of leet digits alone is a word too ("g01ng 70 3nd 17" → "going to end it"); elsewhere "10" and
 * "2024" stay numbers.
 */
function foldLeetText(text: string, one: 'i' | 'l'): string {
  const mixed =
    text.match(/(?=[\p{L}\p{N}@$]*\p{L})(?=[\p{L}\p{N}@$]*[0134578@$])[\p{L}\p{N}@$]+/gu) ?? [];
  const leety = mixed.filter((word) => !UNIT.test(word.replace(/^[0-9]+/, '')));
  const folded = text.replace(TOKEN, (token) => foldToken(token, one));
  if (leety.length < 2) return folded;
  return folded
    .replace(/(?<![\p{L}\p{N}])[0134578]{1,3}(?![\p{L}\p{N}])/gu, (run) => leetRun(run, one))
    .replace(/(?<![\p{L}\p{N}])[0134578]+(?=\p{L}+(?![\p{L}\p{N}]))/gu, (run) => leetRun(run, one));
}

/** A sentence break, kept as its own word so phrases do not run across sentences. */
const BREAK = /[.!?;:\n\r\u2026]+/g;

/**
 * A clause mark: a comma (not inside a number) or a dash standing alone, kept as a ' , ' word in
 * the readings that ask for it (the crisis detector's clause reading, ADR 103).
 */
const CLAUSE_MARK = /([^0-9]),|,(?=[^0-9]|$)|^,|(\s)-+(?=\s)/g;

/** A spelled-out "I" joined to the verb after it ("iwant", "iwill", "icant"). */
const SPELLED_I_VERB =
  /^i(want|wanna|will|wish|need|am|m|cant|can|dont|hate|feel|plan|just|really|have|should|would|must|deserve)$/;

/**
 * Letters spelled out one by one, rejoined. Where the gaps between them are of two widths ("e n d
 * i n g  i t"), the wider gaps are the word breaks, unless they stand between single letters.
 */
function joinSpelledOut(run: string): string {
  const gaps = run.match(/[ .\-_*·•~/+]{1,3}/g) ?? [];
  // A full stop then a space where the letters are not all spelled that way ends a sentence
  // ("d i e. i mean it"): each sentence is rejoined on its own.
  const stop = /\. +/;
  if (gaps.some((gap) => stop.test(gap)) && !gaps.every((gap) => stop.test(gap)))
    return run.split(/\. +/).map(joinSpelledOut).join(' . ');
  const narrow = Math.min(...gaps.map((gap) => gap.length));
  // Letters joined by a mark with plain spaces between some of them ("h.a.n.g m.y.s.e.l.f"): the
  // spaces are the word breaks, as wider gaps are below.
  const marked = gaps.some((gap) => !/^ +$/.test(gap)) && gaps.some((gap) => /^ +$/.test(gap));
  const words = marked
    ? run.split(/ +(?=[^ .\-_*·•~/+])/)
    : gaps.some((gap) => gap.length > narrow && /^ +$/.test(gap))
      ? run.split(new RegExp(` {${narrow + 1},}`))
      : [run];
  // Single letters side by side after the split were one word spaced wider ("k  i  l  l").
  return (
    words
      .map((word) => word.replace(/[ .\-_*·•~/+]/g, ''))
      // "i w a n t   t o   d i e": the writer's "I", spaced as narrowly as the verb's letters, is
      // a word of its own before a verb the first person takes.
      .map((word) => word.replace(SPELLED_I_VERB, 'i $1'))
      .join(' ')
      .replace(/(?<![^ ])[^ ](?: [^ ](?![^ ]))+/g, (letters) => letters.replaceAll(' ', ''))
  );
}

function finish(text: string, one: 'i' | 'l', runsTo: 1 | 2, clauses: boolean): string {
  const runs = runsTo === 1 ? '$1' : '$1$1';
  const read = foldLeetText(
    text
      .replaceAll(AMBIGUOUS_L, one)
      .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
      .replace(/(?<=\p{L})\|(?=\p{L})/gu, 'l')
      // Texting's "want 2 die": a lone 2 between words reads as "to".
      .replace(/(?<=\p{L} )2(?= \p{L})/gu, 'to')
      .replace(LETTER_SPLIT, joinSpelledOut),
    one,
  )
    .replace(/(\p{L})\1{2,}/gu, runs)
    .replace(BREAK, ' . ');
  return (clauses ? read.replace(CLAUSE_MARK, '$1$2 \uE000 ') : read)
    .replace(/[^\p{L}\p{N}'. \uE000]+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/(?:^|\s)\.(?:\s\.)+(?=\s|$)/g, ' .')
    .trim()
    .replace(/\uE000/g, ',');
}

/** A reading with clause marks, as it reads without them (the reading `readingsOf` gives). */
export function withoutClauseMarks(reading: string): string {
  return reading
    .replace(/(?:^|\s),(?=\s|$)/g, '')
    .replace(/(?:^|\s)\.(?:\s\.)+(?=\s|$)/g, ' .')
    .trim();
}

/**
 * Emoji that stand for a means or a death ("ready for the 🪦", "picked out the 🌉 and the day",
 * ADR 134), read as their words; every other symbol is dropped with the punctuation. Not the
 * skull: "im dead 💀" is laughter.
 */
const EMOJI_WORDS: Readonly<Record<string, string>> = {
  '\u{1FAA6}': 'grave',
  '\u26B0': 'coffin',
  '\u{1F52B}': 'gun',
  '\u{1F48A}': 'pills',
  '\u{1F309}': 'bridge',
  '\u{1F52A}': 'knife',
  '\u{1FAA2}': 'rope',
  '\u{1FA78}': 'blood',
  '\u{1F9E0}': 'brain',
};
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');

function withEmojiWords(text: string): string {
  return text.replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji]} `);
}

/** A line break with no sentence mark before it, and a letter after it. */
const BARE_LINE_BREAK = /(?<=[\p{L}\p{N}'"’)])[ \t]*\r?\n[ \t\r\n]*(?=\p{L})/gu;

/**
 * A text whose sentences run on across line breaks ("tonight i'm going to\nj u m p\noff the
 * bridge"), read once more with those breaks as spaces (the first reading keeps every break as the
 * end of a sentence, as a list or a poem needs), and a lone letter that ends a line joined to the
 * word it was cut from ("k\nill myself").
 */
function withLinesJoined(text: string): string[] {
  if (!text.includes('\n')) return [];
  const joined = text
    .replace(/(?<=\p{L}{2} )([b-hj-z])[ \t]*\r?\n(?=\p{L}{2})/gu, '$1')
    .replace(BARE_LINE_BREAK, ' ');
  return joined === text ? [] : [joined];
}
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

/**
 * The text as a screen shows it: what follows a right-to-left override, up to its pop (U+202C) or
 * the line's end, in reverse order. Only the override reverses Latin letters; embeddings and
 * isolates (U+202B, U+2067) set a direction without reordering them, so they are left to the
 * invisible characters' removal.
 */
function asDisplayed(text: string): string {
  return text.replace(/\u202e([^\u202c\n]*)(?:\u202c)?/gu, (_, span: string) =>
    [...span].reverse().join(''),
  );
}

/**
 * The readings of a text to match against (deduplicated): emphasis markers removed or read as a
 * break, a `1` read as i or as l, and long runs of a letter shortened to one or two. Every reading
 * is lower case, single-spaced, with only letters, digits, apostrophes, spaces and ' . ' breaks;
 * with `clauses`, commas and lone dashes are kept too, as ' , ' words (`withoutClauseMarks` gives
 * the reading without them).
 */
export function readingsOf(text: string, clauses = false): string[] {
  // A right-to-left override shows the letters after it in reverse ('\u202Emacs' is seen as
  // 'scam'): read the text as stored and as seen.
  if (text.includes(RIGHT_TO_LEFT_OVERRIDE))
    return [
      ...new Set([
        ...readingsOf(text.replaceAll(RIGHT_TO_LEFT_OVERRIDE, ''), clauses),
        ...readingsOf(asDisplayed(text), clauses),
      ]),
    ];
  const letters = foldLetters(withEmojiWords(stripMarkup(text)), true);
  // Words run together ("iwanttodisappear...") are read split as well (ADR 143).
  const split = withRunsSplit(letters);
  const lines = [letters, ...withLinesJoined(letters), ...(split ? [split] : [])];
  const emphasis = lines.flatMap((form) =>
    /[*_~]/.test(form) ? [form.replace(/[*_~]+/g, ''), form.replace(/[*_~]+/g, ' ')] : [form],
  );
  const ones: ('i' | 'l')[] =
    letters.includes('1') || letters.includes(AMBIGUOUS_L) ? ['i', 'l'] : ['i'];
  const runs: (1 | 2)[] = /(\p{L})\1{2,}/u.test(letters) ? [2, 1] : [2];
  const forms = new Set<string>();
  for (const base of emphasis)
    for (const one of ones)
      for (const runsTo of runs) forms.add(finish(base, one, runsTo, clauses));
  return [...forms];
}
