/**
 * What OCR does to the characters of a lab report, and the repairs the parser may make safely:
 *
 * - Names: a test name with one OCR slip ('HbA1lc', 'Thyrod Stimulating Hormone', 'Pit' for 'Plt')
 *   is matched to the biomarker reference's names when it differs from exactly one of them by a
 *   slip OCR makes (a thin letter gained or lost, a look-alike letter), in one word long enough
 *   that a slip cannot turn it into another test ('Protein S' never becomes 'Protein C').
 * - Units: a unit with its '/' lost or read as 'l' ('umolL', 'mgdL', 'ull'), its 'l' read as '1'
 *   ('mmol/1') or its superscript exponent misread ('1079/1' for 10⁹/l) becomes one of the units
 *   the marker lists, and only one of those.
 * - Values (checkOcrValue): a decimal point lost ('45' for 4.5) is put back only when the printed
 *   range leaves one reading; an arrow flag read as a digit ('2311' for 231↑) is taken off only
 *   when the number is otherwise impossible. Anything less certain keeps the row for review with
 *   the value empty and the reason said: a wrong number is worse than a missing one.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
  Specimen,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { fold } from '#server/knowledge/biomarkers/name-key';
import { lookupNames } from '#server/knowledge/biomarkers/validate-biomarkers';
import type { PrintedFlag, PrintedRange } from './lab-line-tokens';

// ---------------------------------------------------------------------------------------------
// Names.

/** Letters OCR confuses, folded to one: the thin strokes, the round ones, 'rn' and 'm', 'ri' and 'n'. */
function skeleton(word: string): string {
  return (
    word
      // A blurred 'ri' closes into 'n' ('Transfernn' for 'Transferrin'); before 'rn' → 'm'.
      .replace(/ri/g, 'n')
      .replace(/rn/g, 'm')
      .replace(/[1il|!]/g, 'l')
      .replace(/0/g, 'o')
  );
}

/** Characters OCR adds or drops: thin strokes and specks. */
const THIN = new Set(['l', 't', 'f', 'r', 'j', '.', ',', "'", '-']);
/** Groups of characters OCR reads as one another (after skeleton()). */
const LOOK_ALIKE = ['ceoa', 'nuh', 'bh6', 'gq9', 's5', 'z2', 'ltfr'];

function isLookAlike(a: string, b: string): boolean {
  return LOOK_ALIKE.some((group) => group.includes(a) && group.includes(b));
}

/** True when `read` is `word` with one OCR slip: a thin character added or dropped, or a look-alike. */
function isOneSlip(read: string, word: string): boolean {
  if (read === word) return false;
  if (read.length === word.length) {
    let differences = 0;
    for (let i = 0; i < read.length; i++) {
      if (read[i] !== word[i]) {
        differences++;
        if (differences > 1 || !isLookAlike(read[i]!, word[i]!)) return false;
      }
    }
    return differences === 1;
  }
  const [longer, shorter] = read.length > word.length ? [read, word] : [word, read];
  if (longer.length !== shorter.length + 1) return false;
  for (let i = 0; i < longer.length; i++) {
    if (longer.slice(0, i) + longer.slice(i + 1) !== shorter) continue;
    // A thin stroke, or a letter doubled ('COo2').
    if (THIN.has(longer[i]!) || longer[i] === longer[i - 1] || longer[i] === longer[i + 1])
      return true;
  }
  return false;
}

/**
 * The shortest word a slip may be found in: shorter words are other tests a letter away. A
 * doubled letter ('COo2') is allowed from three letters, since no test name doubles a letter so.
 */
const MIN_SLIPPED_WORD = 4;
const MIN_DOUBLED_WORD = 3;

function isSlipAllowed(read: string, word: string): boolean {
  if (word.length >= MIN_SLIPPED_WORD) return isOneSlip(read, word);
  if (word.length < MIN_DOUBLED_WORD || read.length !== word.length + 1) return false;
  for (let i = 1; i < read.length; i++) {
    if (read[i] === read[i - 1] && read.slice(0, i) + read.slice(i + 1) === word) return true;
  }
  return false;
}

interface NameEntry {
  words: string[];
  marker: BiomarkerDefinition;
}

const entriesByReference = new WeakMap<BiomarkerReference, Map<string, NameEntry[]>>();

/**
 * Which names a printed name may be a slip of: as many words, and as many letters give or take
 * one (a slip changes one letter, or adds or drops one). The names are filed by both, so a name is
 * compared with the few that could match, not with every name the reference holds.
 */
const shapeKey = (words: string[], letters: number) => `${words.length} ${letters}`;
const letterCount = (words: string[]) => words.reduce((sum, word) => sum + word.length, 0);

function nameEntries(reference: BiomarkerReference): Map<string, NameEntry[]> {
  let byShape = entriesByReference.get(reference);
  if (!byShape) {
    byShape = new Map();
    for (const marker of reference.list()) {
      for (const name of lookupNames(marker)) {
        const words = fold(name).split(' ').filter(Boolean).map(skeleton);
        if (words.length === 0) continue;
        const key = shapeKey(words, letterCount(words));
        const list = byShape.get(key) ?? [];
        list.push({ words, marker });
        byShape.set(key, list);
      }
    }
    entriesByReference.set(reference, byShape);
  }
  return byShape;
}

/** The names of the shapes a printed name's slip may have (see `shapeKey`). */
function entriesNear(words: string[], reference: BiomarkerReference): NameEntry[] {
  const letters = letterCount(words);
  const byShape = nameEntries(reference);
  return [letters - 1, letters, letters + 1].flatMap(
    (count) => byShape.get(shapeKey(words, count)) ?? [],
  );
}

/**
 * The marker a printed name means when it is one OCR slip away from one of the reference's names
 * (or spells one with look-alike letters: 'Pit' for 'Plt'), and from one marker only; else null.
 * Tried only after the exact lookups failed.
 */
export function markerForMisreadName(
  printedName: string,
  specimen: Specimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const words = fold(printedName).split(' ').filter(Boolean).map(skeleton);
  if (words.length === 0 || words.length > 6) return null;
  const found = new Set<BiomarkerDefinition>();
  for (const entry of entriesNear(words, reference)) {
    let slips = 0;
    let isMatch = true;
    for (let i = 0; i < words.length && isMatch; i++) {
      const read = words[i]!;
      const word = entry.words[i]!;
      if (read === word) continue;
      slips++;
      isMatch = slips === 1 && isSlipAllowed(read, word);
    }
    // Spelled the same after folding look-alikes (slips 0) counts too: 'Pit' is 'Plt'.
    if (isMatch) found.add(entry.marker);
  }
  if (found.size === 0) return null;
  const markers = [...found];
  const inSpecimen = markers.filter((marker) => marker.specimen === specimen);
  const pool = inSpecimen.length > 0 ? inSpecimen : markers;
  return pool.length === 1 ? pool[0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Units.

/** A unit compared as OCR sees it: case, the micro sign, '/' and the thin strokes folded. */
function unitSkeleton(unit: string, slash: '' | 'l'): string {
  return (
    unit
      .toLowerCase()
      // OCR reads the micro sign as 'u', 'p' or 'w' ('wmol/L'), or as two glyphs, its tail a 'p'
      // and its bowl a 'u' ('pumol/L' for µmol/L, 'pug/L' for µg/L).
      .replace(/(^|\/)pu(?=mol|g)/g, '$1u')
      .replace(/[µμpw]/g, 'u')
      // A 'g' whose tail is lost or blurred reads as 'a', 'q' or '9' ('ma/L', 'P9' for pg).
      .replace(/[aq9]/g, 'g')
      // A superscript OCR could not read: 'm?' for 'm²'.
      .replace(/[²?]/g, '2')
      // A slash at the start of a count per field read as a bracket ('[HPF').
      .replace(/^\[/, '/')
      .replace(/\//g, slash)
      // An 'l' read as '1', 'i', a bar, an exclamation mark or a backslash ('mg/d!', 'mmol/\').
      .replace(/[1i|!\\]/g, 'l')
      .replace(/0/g, 'o')
      .replace(/,/g, '.')
  );
}

/** Levenshtein distance (units are short: a plain table is cheap). */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A power-of-ten count unit as OCR reads it: '1079/1', 'x10"3/ulL', 'x10°3/uL', '10^9/1',
 * '10"°12/L', its '0' read as 'o' or '6' ('16"3/uL'); and with its slash lost after a misread
 * exponent ('x10°L').
 */
const POWER_UNIT = /^(?:[x×*])?1[0o6]([^/\s]{0,4})\/([a-zA-Zµμ1|]{1,4})$/;
const POWER_UNIT_NO_SLASH = /^(?:[x×*])?10([^/\sa-zA-Zµμ]{1,3})([a-zA-Zµμ|]{1,3})$/;

/**
 * The unit, of those the marker lists, that an OCR-damaged unit token stands for; null when the
 * token is none of them or could be more than one.
 */
/**
 * A count's 'per microlitre', 'per cubic millimetre' or 'per litre' as a picture misreads it, put
 * back: 'Tsd/pl', 'K/pL', '/puL' for '/µl' (no lab counts per picolitre); the litre of 'Gpt/l'
 * read as '1', 'i' or '!'; the slash read as a 'J' or an 'f' or lost ('Jul', 'ful', 'Kul', 'ul'
 * for '/µL', 'K/µL'); the superscript 3 of '/mm³' and 'µm³' read as a quote or a question mark,
 * or their micro sign as 'u' or 'p' ('/mm?', 'pm3'). The token as it was when none applies.
 */
function perVolumeRead(token: string): string {
  const lostSlash = /^(K|M|G|T|Tsd|Gpt|Mio|Tpt)?[Jf]?(?:pu|[puµμ]|ul)[lL1|!]$/.exec(token);
  if (lostSlash && !token.includes('/')) return `${lostSlash[1] ?? ''}/µL`;
  const cubic = /^(\/mm|[uµμp]m)[3³?’'"]{1,2}$/.exec(token);
  if (cubic) return cubic[1] === '/mm' ? '/mm3' : 'µm3';
  return token.replace(/\/(?:pu|[pu]|ul)([lL])$/, '/µ$1').replace(/\/[1|!i]$/, '/l');
}

/**
 * The 'mol' of a unit with its 'l' read as 'u', 'v' or 't' ('mmov/L', 'umou/L', 'mot'), its 'm'
 * perhaps read as 'n' ('unou/L'): no unit is spelled so.
 */
const MOL_MISREAD = /([mn])o[uvt](?=\/|$)/i;

/** The unit token with a misread 'mol' put back; the token as it was when there is none. */
export function withMolRead(token: string): string {
  return token.replace(MOL_MISREAD, '$1ol');
}

export function repairOcrUnit(
  token: string,
  marker: BiomarkerDefinition,
  reference: BiomarkerReference,
): string | null {
  if (marker.kind !== 'quantitative' || token.length > 24) return null;
  const listed = [...new Set(marker.units.map((definition) => definition.unit))];
  if (listed.length === 0) return null;
  const power = POWER_UNIT.exec(token) ?? POWER_UNIT_NO_SLASH.exec(token);
  if (power) {
    const misread = power[1] ?? '';
    // What it is per: litres or microlitres, however the 'l' and the 'µ' were read ('1', 'ulL').
    const perRead = (power[2] ?? '')
      .toLowerCase()
      .replace(/[µμp]/g, 'u')
      .replace(/[1|i]/g, 'l')
      .replace(/l+/g, 'l')
      // The micro sign read as 'pu' ('x1073/puL'), now 'uu'.
      .replace(/^u+/, 'u');
    const per = perRead === 'l' ? 'L' : perRead === 'ul' ? 'µL' : null;
    if (!per) return null;
    // The exponent whose last digit the misreading ends with first ('79' → 9, '72' → 12).
    const exponents = ['9', '12', '3', '6'].sort(
      (a, b) => Number(misread.endsWith(b.at(-1)!)) - Number(misread.endsWith(a.at(-1)!)),
    );
    for (const exponent of exponents) {
      const unit = reference.normaliseUnit(`10^${exponent}/${per}`);
      if (listed.includes(unit)) return unit;
    }
    return null;
  }
  // A count's volume misread (perVolumeRead); the report's own spelling then says the unit.
  // 'M/ulL' for 'M/µL': the micro sign read as 'ul' before the litre.
  const perVolume = perVolumeRead(token);
  if (perVolume !== token) {
    const unit = reference.normaliseUnit(perVolume);
    if (listed.includes(unit)) return unit;
  }
  // '9%': a percent sign with a speck read as a digit before it, where the marker is in percent.
  if (/^\d%$/.test(token)) return listed.includes('%') ? '%' : null;
  // 'mmol', 'umol', 'mmol]', 'pkat)' for 'mmol/L', 'µmol/L', 'µkat/L': a blurred '/L' lost at the
  // unit's end, or left as one bracket-like glyph.
  const perLitreLost = /^([a-zµμ]{0,2}(?:mol|kat))[\])|]?$/i.exec(token);
  if (perLitreLost) token = `${perLitreLost[1]}/L`;
  // '9/1', '9/dl' for 'g/l', 'g/dl': a gram's 'g' read as a 9 before the slash.
  if (/^9\/[a-zA-Z1|]/.test(token)) token = `g${token.slice(1)}`;
  // Letters and the separators of a unit only; a number or a word of a sentence is not a unit.
  if (!/^\[?[a-zA-Zµμ%/.,0-9²?|!\\]+$/.test(token) || !/[a-zA-Zµμ]/.test(token)) return null;
  if (/^\d+(?:[.,]\d+)?$/.test(token)) return null;
  const read = [unitSkeleton(token, ''), unitSkeleton(token, 'l')];
  // 'Hg/dL' for 'µg/dL', 'HIU/mL' for 'µIU/mL', 'Ha/L' for 'µg/L': the micro sign read as 'H'.
  if (/^H(?:[gmaq9]|IU)/.test(token)) read.push(unitSkeleton(`u${token.slice(1)}`, ''));
  // 'aq/L' for 'g/L': a blurred 'g' read as two glyphs before the slash.
  if (/a[gq]\//.test(token)) read.push(unitSkeleton(token.replace(/a[gq]\//, 'g/'), ''));
  // 'ma/d' for 'mg/dL': the decilitre's 'L' lost at the unit's end (a unit per day, where the test
  // has one, matches as read too, and two matches take neither).
  if (/\/d$/i.test(token)) read.push(unitSkeleton(`${token}L`, ''));
  // 'HiU/mL': the micro sign read as 'H' and the 'I' after it as a lower-case 'i'.
  if (/^H[il1]U\//.test(token)) read.push(unitSkeleton(`uIU${token.slice(3)}`, ''));
  // 'Un' for 'U/L': a blurred '/L' closes into 'n' at the end of a short unit.
  if (token.length <= 3 && /n$/i.test(token)) read.push(unitSkeleton(token.slice(0, -1), '') + 'l');
  // 'mmolA', 'mmoiA', 'uA', 'mmoin' for 'mmol/l' and 'U/l' on a soft picture: a blurred '/l' at a
  // unit's end closes into one wide glyph, read as a capital 'A' or an 'n', and the slash is gone.
  if (!token.includes('/') && /[a-zµμ][An]$/.test(token))
    read.push(unitSkeleton(token.slice(0, -1), '') + 'l');
  // 'mmal/L', 'nmal/L': the 'o' of mol read as 'a' (no unit is spelled 'mal').
  if (/mal\//i.test(token)) read.push(unitSkeleton(token.replace(/mal\//i, 'mol/'), ''));
  // 'mmov/L', 'mmot/L', 'umou/L' for 'mmol/L' and 'µmol/L': the 'l' of mol read as 'u', 'v' or
  // 't' (no unit is spelled so). A prefix misread beside it ('nmou/L') is left to
  // unitByOcrLikeness, which holds its guess for review: 'nmol/L' is a unit of its own.
  if (MOL_MISREAD.test(token)) read.push(unitSkeleton(withMolRead(token), ''));
  // 'u' for 'U/l': a blurred '/l' lost altogether after the U of an enzyme's unit.
  if (/^u$/i.test(token)) read.push(unitSkeleton('U/L', ''));
  const matches = listed.filter((unit) => {
    const spellings = [unitSkeleton(unit, ''), unitSkeleton(unit, 'l')];
    if (spellings.some((spelling) => read.includes(spelling))) return true;
    // A longer unit ('mL/min/1.73m²') survives a slip ('mUmin/1.73m2'), a long one two.
    return spellings.some((spelling) =>
      read.some(
        (form) =>
          (spelling.length >= 7 && editDistance(form, spelling) <= 1) ||
          (spelling.length >= 10 && editDistance(form, spelling) <= 2),
      ),
    );
  });
  return matches.length === 1 ? matches[0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Values.

/** An arrow flag as OCR reads it on its own: the arrow, or 't', '1', '†' (one or two of them). */
const ARROW_READ_AS_FLAG = /^(?:[↑↓]{1,2}|[1tT†]{1,2})$/;

/** What a row is held for when its first '1' may be an arrow (ocr-leading-arrows.ts reads it). */
export const LEADING_ONE_DOUBT = "the first '1' may be an arrow (↑ or ↓) printed before the value";

export interface OcrValueCheck {
  value: number | null;
  valueText: string;
  /** Set when the value was repaired or left empty: what the user should check. */
  reviewReason: string | null;
  /** A flag read back from an arrow OCR turned into a digit. */
  flag: 'H' | 'L' | null;
}

const format = (value: number, decimals: number) => value.toFixed(decimals);

function rangeText(range: PrintedRange, decimals: number): string {
  const end = (value: number | null) => (value === null ? '' : format(value, decimals));
  if (range.low !== null && range.high !== null) return `${end(range.low)}-${end(range.high)}`;
  return range.low !== null ? `>${end(range.low)}` : `<${end(range.high)}`;
}

/**
 * Whether a number is believable for the marker in this unit: within a factor of `slack` of our
 * own adult range (a very abnormal result is real; a tenfold one is a misread).
 */
function isBelievable(
  value: number,
  marker: BiomarkerDefinition | null,
  unit: string | null,
  reference: BiomarkerReference,
  slack: number,
): boolean | null {
  if (!marker) return null;
  // A unit OCR could not read: believable only as all of the marker's units judge it alike
  // (TSH in mU/L, mIU/L and µIU/mL is one scale; glucose in mmol/L and mg/dL is not).
  const listed = [...new Set(marker.units.map((entry) => entry.unit))];
  const units = unit && listed.includes(unit) ? [unit] : listed;
  const verdicts = units.map((candidate) => {
    const ours = reference.widestRange(marker.id, candidate);
    // Only a test held within both bounds (sodium, potassium, haemoglobin, HbA1c) says what is
    // impossible; a count or an enzyme with no lower bound can be very high.
    if (!ours || ours.low === null || ours.high === null || ours.low <= 0) return null;
    return value <= ours.high * slack && value >= ours.low / slack;
  });
  const first = verdicts[0];
  return first !== undefined && verdicts.every((verdict) => verdict === first) ? first : null;
}

/**
 * Whether a number is possible for the test: believable by our reference range (isBelievable),
 * or, where that range has an open end (eGFR '>60', an enzyme), by the test's physiologically
 * possible span (an eGFR of 421 is not). Null where neither can tell, or the units disagree.
 */
function possibleAsRead(
  value: number,
  marker: BiomarkerDefinition | null,
  unit: string | null,
  reference: BiomarkerReference,
): boolean | null {
  const believable = isBelievable(value, marker, unit, reference, 4);
  if (believable !== null || !marker) return believable;
  const listed = [...new Set(marker.units.map((entry) => entry.unit))];
  const units = unit && listed.includes(unit) ? [unit] : listed;
  const verdicts = units.map((candidate) => reference.plausibility(marker.id, value, candidate));
  const first = verdicts[0];
  if (first === undefined || first === 'unknown' || verdicts.some((v) => v !== first)) return null;
  return first === 'plausible';
}

/**
 * A value read by OCR checked against the printed range and our reference, for the two misreads
 * that change a number: a lost decimal point and an arrow read as a trailing '1'/'t'. Only a whole
 * number with no comparator is checked (a value printed with its point was read with it).
 */
export function checkOcrValue(
  read: { value: number; text: string; comparator: string },
  range: OcrRange,
  marker: BiomarkerDefinition | null,
  unit: string | null,
  reference: BiomarkerReference,
  printedFlag: PrintedFlag | null = null,
  flagText: string | null = null,
): OcrValueCheck | null {
  if (marker && marker.kind !== 'quantitative') return null;
  const zeroPadded = restoreLeadingZero(read.text, range);
  if (zeroPadded) return zeroPadded;
  if (read.comparator !== '') return null;
  const { value, text } = read;
  const checked: CheckedRead = {
    value,
    text,
    range,
    decimals: range?.decimals ?? 0,
    low: range?.low ?? null,
    high: range?.high ?? null,
    asRead: `Read as '${text}'`,
    marker,
    unit,
    reference,
    printedFlag,
    flagIsArrow: flagText !== null && ARROW_READ_AS_FLAG.test(flagText),
  };
  const arrow =
    checkArrowReadAsOneAndMark(checked, flagText) ??
    checkGluedArrow(checked) ??
    checkLeadingOne(checked);
  if (arrow) return arrow;
  if (!/^\d{2,5}$/.test(text)) return null;
  return (
    checkLostPoint(checked) ??
    checkFlaggedPointLost(checked) ??
    checkLowerLimitOnly(checked) ??
    checkTrailingArrow(checked) ??
    checkUnbelievable(checked) ??
    checkTenfoldWithoutRange(checked)
  );
}

type OcrRange = (PrintedRange & { decimals?: number }) | null;

/** A number read by OCR with no comparator, and what checkOcrValue checks it against. */
interface CheckedRead {
  value: number;
  text: string;
  range: OcrRange;
  decimals: number;
  low: number | null;
  high: number | null;
  /** "Read as '…'", the start of every review reason. */
  asRead: string;
  marker: BiomarkerDefinition | null;
  unit: string | null;
  reference: BiomarkerReference;
  printedFlag: PrintedFlag | null;
  /** Whether the printed flag was read from an arrow ('↑', or OCR's 't', '1', '†' for one). */
  flagIsArrow: boolean;
}

/** The side of the printed range a number lies on, or null when it is inside (or unbounded). */
function outsideRange({ low, high }: CheckedRead, candidate: number): 'H' | 'L' | null {
  return high !== null && candidate > high ? 'H' : low !== null && candidate < low ? 'L' : null;
}

function restoreLeadingZero(text: string, range: OcrRange): OcrValueCheck | null {
  // '<05' under a range printed with decimals ('<0,5'): 0.5 with its point lost. Some labs pad
  // whole numbers with a zero ('06' %, eosinophils under 1-6), so only a range with decimals says.
  const leadingZero = /^([<>]=?)?0(\d{1,3})$/.exec(text);
  if (leadingZero?.[2] && (range?.decimals ?? 0) >= 1) {
    const restoredText = `0.${leadingZero[2]}`;
    return {
      value: Number(restoredText),
      valueText: `${leadingZero[1] ?? ''}${restoredText}`,
      flag: null,
      reviewReason: `Read as '${text}': a number printed with a leading zero, so its decimal point was restored. Please check the value.`,
    };
  }
  // Under a range without decimals the picture cannot tell a padded whole number from one whose
  // point OCR lost: a blurred eosinophils '0.3' % read '03' would show as 3 %. Kept, and held.
  if (leadingZero?.[2]) {
    return {
      value: Number(leadingZero[2]),
      valueText: text,
      flag: null,
      reviewReason: `Read as '${text}': a number printed with a leading zero, which may be a decimal point lost (0.${leadingZero[2]}). Please check the value.`,
    };
  }
  return null;
}

/**
 * What OCR makes of an arrow flag set against the value's last digit, as seen on photographed
 * reports: '↑' and '↓' as '1', '↓' as '4', '14' or '41', a doubled '↑↑' as '11'. Longest first.
 */
const ARROW_READINGS = ['11', '14', '41', '1', '4'] as const;

function checkGluedArrow(read: CheckedRead): OcrValueCheck | null {
  const { text, decimals, asRead } = read;
  // '41.21' where the range prints one decimal ('42.0-52.0'): the last '1' is an arrow flag when
  // the number without it lies outside the range. The range's decimals say where the number ends,
  // so at most one reading fits ('1.54' under '2.5-7.8' is 1.5 with a '↓' read as '4').
  if (decimals < 1) return null;
  for (const arrow of ARROW_READINGS) {
    const kept = text.slice(0, -arrow.length);
    if (!text.endsWith(arrow) || kept.split('.')[1]?.length !== decimals || !/^\d/.test(kept))
      continue;
    const stripped = Number(kept);
    const direction = outsideRange(read, stripped);
    if (!direction) continue;
    return {
      value: stripped,
      valueText: kept,
      flag: direction,
      reviewReason: `${asRead}: the last '${arrow}' was taken for the printed ${direction === 'H' ? '↑' : '↓'} flag. Please check the value.`,
    };
  }
  return null;
}

/**
 * An arrow read as a '1' and a '!' after the value ('8,4↓' → '8,41!'): its stroke and its head.
 * The '1' is taken off when what is left lies outside the printed range, on the side the arrow
 * then points, and the row is held: '!' is a flag few labs print, and a '1' before it is the
 * arrow's stroke more often than a digit.
 */
function checkArrowReadAsOneAndMark(
  read: CheckedRead,
  flagText: string | null,
): OcrValueCheck | null {
  const { text } = read;
  if (flagText !== '!' || !/^\d+(?:\.\d+)?1$/.test(text) || text.length < 2) return null;
  const kept = text.slice(0, -1).replace(/\.$/, '');
  const stripped = Number(kept);
  const direction = outsideRange(read, stripped);
  if (!direction) return null;
  return {
    value: stripped,
    valueText: kept,
    flag: direction,
    reviewReason: `Read as '${text}!': the last '1!' was taken for the printed ${direction === 'H' ? '↑' : '↓'} flag. Please check the value.`,
  };
}

function checkLeadingOne(read: CheckedRead): OcrValueCheck | null {
  const {
    value,
    text,
    range,
    decimals,
    asRead,
    marker,
    unit,
    reference,
    printedFlag,
    flagIsArrow,
  } = read;
  // '↓83' read as '183', '↑5.4' as '15.4': an arrow printed before the value reads as a first
  // '1'. When the number as read and the number without its first '1' both lie outside the
  // printed range (an arrow marks an abnormal result) and both are believable, which one was
  // printed cannot be told: the row is held for the member, the value kept as read.
  // A whole number under a range printed with decimals is left to the lost-point rules below.
  const leadingOne = /^1(\d+(?:\.\d+)?)$/.exec(text);
  // A flag the lab printed beside the number says the report marks results in a column of their
  // own, not with an arrow before them; unless that flag is an arrow itself, the first of a double
  // arrow ('↑↑53.5' read as 't153.5').
  if (
    leadingOne?.[1] &&
    range &&
    (printedFlag === null || flagIsArrow) &&
    outsideRange(read, value) &&
    (text.includes('.') || decimals === 0)
  ) {
    const stripped = Number(leadingOne[1]);
    if (
      outsideRange(read, stripped) &&
      isBelievable(stripped, marker, unit, reference, 4) !== false &&
      !/^0\d/.test(leadingOne[1])
    ) {
      return {
        value,
        valueText: text,
        flag: null,
        reviewReason: `${asRead}: ${LEADING_ONE_DOUBT}, which would make it ${leadingOne[1]}. Please check the value.`,
      };
    }
  }
  return null;
}

function checkLostPoint(read: CheckedRead): OcrValueCheck | null {
  const { value, text, range, decimals, low, high, asRead, marker, unit, reference, printedFlag } =
    read;
  // A lost decimal point: the range is printed with decimals, the number is far above it, and
  // exactly one placing of the point puts it inside the range. An upper limit alone ('<6.0')
  // bounds the range from 0, and the number must then be more than three times over it.
  const isUpperLimit = low === null && high !== null && value > high * 3;
  if (high !== null && decimals >= 1 && value > high * 2 && (low !== null || isUpperLimit)) {
    const floor = low ?? 0;
    const inside: number[] = [];
    const near: number[] = [];
    for (let places = 1; places <= Math.min(decimals, text.length - 1); places++) {
      const candidate = value / 10 ** places;
      if (candidate >= floor && candidate <= high) inside.push(places);
      else if (candidate <= high + (high - floor) && candidate >= floor - (high - floor))
        near.push(places);
    }
    // One placing inside the range and none near it. A placing just outside the range (an
    // abnormal result, '116' for 11.6 g/dL under 12.0-15.4) is not certain enough on its own:
    // reviewed below, unless the lab's own H or L flag printed beside it says that the result
    // lies on that side of the range ('39H' under '<3.5' is 3.9, above it).
    // Further out than 'near' the flag is enough when our own range says the number as read is
    // impossible for the test and the placed one is not ('78 H' glucose under 3.9-5.6 is 7.8).
    const maxPlaces = Math.min(decimals, text.length - 1);
    const farPlacing =
      inside.length === 0 && near.length === 0 && maxPlaces === 1 && value / 10 >= floor ? [1] : [];
    const flaggedPlacing = near.length === 1 ? near : farPlacing;
    const flagged =
      inside.length === 0 &&
      flaggedPlacing.length === 1 &&
      (printedFlag === 'H' || printedFlag === 'L') &&
      outsideRange(read, value / 10 ** flaggedPlacing[0]!) === printedFlag &&
      (near.length === 1 ||
        (isBelievable(value, marker, unit, reference, 4) === false &&
          isBelievable(value / 10, marker, unit, reference, 4) === true));
    // A placing inside the range while the lab flagged the result H or L contradicts the lab:
    // 'CRP 39H (<5.0)' is a raised 39, not 3.9.
    const contradicted = printedFlag === 'H' || printedFlag === 'L';
    if ((inside.length === 1 && near.length === 0 && !contradicted) || flagged) {
      const places = flagged ? flaggedPlacing[0]! : inside[0]!;
      const restored = Number((value / 10 ** places).toFixed(places));
      return {
        value: restored,
        valueText: format(restored, places),
        flag: null,
        reviewReason: `${asRead}: the decimal point was restored from the printed range ${rangeText(range!, decimals)}. Please check the value.`,
      };
    }
    if (inside.length + near.length > 0) {
      return {
        value: null,
        valueText: '',
        flag: null,
        reviewReason: `${asRead}, ten times outside the printed range ${rangeText(range!, decimals)}: a decimal point may have been lost. Please enter the value.`,
      };
    }
    // Far above a range printed with decimals, and no placing of the point decided ('S30H' for
    // CRP 53.0 under 'up to 5.0': 530 and 53.0 are both high, both possible): the number may be
    // right, so it is kept, but never shown as read.
    if (farPlacing.length === 1 && value >= high * 10) {
      return {
        value,
        valueText: text,
        flag: null,
        reviewReason: `${asRead}, more than ten times the printed range ${rangeText(range!, decimals)}, which is printed with decimals: a decimal point may have been lost (${format(value / 10, 1)}). Please check the value.`,
      };
    }
  }
  return null;
}

/**
 * A whole number on the other side of its range from the flag the lab printed beside it ('13 L'
 * monocytes under 2.0-10.0): a point lost on a picture (1.3). When exactly one placing of the
 * point, with no more places than the range prints, puts the number on the flagged side and is
 * believable for the test, that is the reading, held for the member to check.
 */
function checkFlaggedPointLost(read: CheckedRead): OcrValueCheck | null {
  const { value, text, range, decimals, asRead, marker, unit, reference, printedFlag } = read;
  if (printedFlag !== 'H' && printedFlag !== 'L') return null;
  if (decimals < 1 || outsideRange(read, value) === printedFlag) return null;
  const placings: number[] = [];
  for (let places = 1; places <= Math.min(decimals, text.length - 1); places++) {
    const candidate = value / 10 ** places;
    if (
      outsideRange(read, candidate) === printedFlag &&
      isBelievable(candidate, marker, unit, reference, 4) !== false
    )
      placings.push(places);
  }
  if (placings.length !== 1) return null;
  const places = placings[0]!;
  const restored = Number((value / 10 ** places).toFixed(places));
  return {
    value: restored,
    valueText: format(restored, places),
    flag: null,
    reviewReason: `${asRead}, but the report marks it ${printedFlag === 'H' ? 'high' : 'low'}: the decimal point was restored from the printed range ${rangeText(range!, decimals)}. Please check the value.`,
  };
}

function checkLowerLimitOnly(read: CheckedRead): OcrValueCheck | null {
  const { value, range, decimals, low, high, asRead } = read;
  // A lower limit alone printed with decimals ('>1.0') and a whole number ten times over it
  // ('13' HDL): the point may have been lost (1.3) or the result may be high; neither is certain.
  if (low !== null && high === null && decimals >= 1 && value >= low * 10 && low > 0) {
    return {
      value: null,
      valueText: '',
      flag: null,
      reviewReason: `${asRead}, ten times the printed lower limit ${rangeText(range!, decimals)}: a decimal point may have been lost. Please enter the value.`,
    };
  }
  return null;
}

function checkTrailingArrow(read: CheckedRead): OcrValueCheck | null {
  const { value, text, decimals, asRead, marker, unit, reference } = read;
  // An arrow flag read as the last digits ('231↑' → '2311', '127↓' → '12714'): the number as
  // read is impossible for the marker, the number without them is believable and lies outside
  // the printed range. Only when one reading fits: '11211' may be 112 ↑↑ or 1121 ↑.
  if (decimals !== 0 || possibleAsRead(value, marker, unit, reference) !== false) return null;
  const fits = ARROW_READINGS.flatMap((arrow) => {
    if (!text.endsWith(arrow) || text.length - arrow.length < 2) return [];
    const stripped = Number(text.slice(0, -arrow.length));
    const direction = outsideRange(read, stripped);
    return direction && possibleAsRead(stripped, marker, unit, reference)
      ? [{ arrow, stripped, direction }]
      : [];
  });
  if (fits.length !== 1) return null;
  const { arrow, stripped, direction } = fits[0]!;
  return {
    value: stripped,
    valueText: String(stripped),
    flag: direction,
    reviewReason: `${asRead}: the last '${arrow}' was taken for the printed ${direction === 'H' ? '↑' : '↓'} flag. Please check the value.`,
  };
}

function checkUnbelievable(read: CheckedRead): OcrValueCheck | null {
  const { value, asRead, marker, unit, reference } = read;
  // Neither repair is certain, but the number as read is not believable: kept for review, empty.
  if (isBelievable(value, marker, unit, reference, 4) === false && value / 10 > 0) {
    const tenth = isBelievable(value / 10, marker, unit, reference, 4);
    if (tenth) {
      return {
        value: null,
        valueText: '',
        flag: null,
        reviewReason: `${asRead}, which is not a believable result for this test in this unit: a decimal point or a flag may have been misread. Please enter the value.`,
      };
    }
  }
  return null;
}

/**
 * A whole number read with no printed range beside it, over three times our own upper limit for
 * the test, whose tenth lies inside that limit: a blurred '1.9' % basophils read '19', where the
 * printed range that would have shown the lost point (0.0-1.5) was not read either. A result that
 * high may be real (an enzyme at ten times its limit), so the number is kept, and held.
 */
function checkTenfoldWithoutRange(read: CheckedRead): OcrValueCheck | null {
  const { value, text, range, asRead, marker, unit, reference } = read;
  if (!marker || (range && (range.low !== null || range.high !== null))) return null;
  const units = unit ? [unit] : [...new Set(marker.units.map((entry) => entry.unit))];
  const isTenfold = units.some((candidate) => {
    const ours = reference.widestRange(marker.id, candidate);
    if (!ours || ours.high === null || ours.high <= 0) return false;
    const tenth = value / 10;
    return value > ours.high * 3 && tenth <= ours.high && tenth >= (ours.low ?? 0);
  });
  if (!isTenfold) return null;
  return {
    value,
    valueText: text,
    flag: null,
    reviewReason: `${asRead}, with no printed range beside it and ten times the usual result for this test: a decimal point may have been lost. Please check the value.`,
  };
}
