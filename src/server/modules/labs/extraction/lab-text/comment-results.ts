/**
 * Results a table refers to its comment for ('Ferritin  See comment  13 - 150', 'Plaquettes
 * voir commentaire', 'Thrombozyten  siehe Kommentar'): the lab wrote the value into the comment
 * under the table ('Ferritin: 9 ug/L. Result confirmed on repeat analysis.', 'Plaquettes = 196
 * 10³/mm³', 'Kommentar: … Zählung im Citratblut: 168 G/l.'), or wrote why there is none ('campione
 * emolizzato', 'analyse ajoutée … délai dépassé'). Each referral is answered by the first number
 * with a unit that comes after the test's name in a later line, or, in a comment's own line just
 * under the row, anywhere in it; the caller keeps it only when the row reader reads that number and
 * unit as the test's result, so a time, a date or an index in the comment is no result.
 */

/** A row whose result cell sends the reader to a comment or a note, in the languages we read. */
const REFERRAL =
  /^(.+?)\s+((?:see (?:the )?(?:comment|note|below)|refer to (?:the )?(?:comment|note)|siehe (?:kommentar|bemerkung|befundbericht)|voir (?:le )?(?:commentaire|note|ci-dessous)|vedi (?:nota|commento)|ver (?:comentario|nota|observaci[oó]n))\b(?:\s?[¹²³*])?)/iu;

/** A line that is a comment by its first word ('Kommentar:', 'Note:', 'Remarque :'). */
const COMMENT_LABEL =
  /^(?:[¹²³*]\s*)?(?:comments?|notes?|kommentar|bemerkung|hinweis|commentaires?|remarques?|nota|commento|comentarios?|observaci[oó]n(?:es)?)\s*:/iu;

/** How many lines under the row a comment of its own may stand and still be the row's. */
const COMMENT_REACH = 3;

/** A number that may be a result (a comparator allowed) and the unit printed after it. */
const VALUE_AND_UNIT =
  /(?:^|[\s:=(])([<>≤≥]?\s?\d+(?:[.,]\d+)?)\s+([^\s\d,.;()][^\s,;()]*|10\S*)/gu;

export interface CommentResult {
  /** The name as the table prints it. */
  name: string;
  /** The number as printed, with its comparator. */
  value: string;
  unit: string;
  /** The row's own line with the number where the referral stood, to read its range and unit. */
  tableLine: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value and unit pairs of a piece of text, in order, the unit's trailing stop left off. */
function valuesWithUnits(text: string): { value: string; unit: string }[] {
  return [...text.matchAll(VALUE_AND_UNIT)].map((match) => ({
    value: match[1]!.replace(/\s+/g, ''),
    unit: match[2]!.replace(/[.:]+$/u, ''),
  }));
}

/**
 * The candidates for one referral: after the name in a later line that names the test, then
 * anywhere in a comment's line just under the row. The caller tries them in order.
 */
function answersFor(name: string, at: number, lines: string[]): Omit<CommentResult, 'tableLine'>[] {
  const named = new RegExp(`(?:^|[\\s:(])${escaped(name)}(?![\\p{L}\\d])`, 'iu');
  const found: Omit<CommentResult, 'tableLine'>[] = [];
  for (let next = at + 1; next < lines.length; next++) {
    const line = lines[next]!;
    if (REFERRAL.test(line)) continue;
    const mention = named.exec(line);
    if (mention) {
      const after = line.slice(mention.index + mention[0].length);
      const first = valuesWithUnits(after)[0];
      if (first && /^\s*[:=]?\s*[<>≤≥]?\s?\d/u.test(after)) found.push({ name, ...first });
    } else if (next - at <= COMMENT_REACH && COMMENT_LABEL.test(line)) {
      found.push(...valuesWithUnits(line).map((pair) => ({ name, ...pair })));
    }
  }
  return found;
}

/**
 * For each row of `lines` that refers to a comment and whose name `isTestName` knows, the
 * candidate results its comment gives, in the order they should be tried.
 */
export function commentResults(
  lines: string[],
  isTestName: (name: string) => boolean,
): CommentResult[][] {
  const referrals: CommentResult[][] = [];
  lines.forEach((line, at) => {
    const referral = REFERRAL.exec(line);
    const name = referral?.[1]?.trim();
    if (!referral || !name || !isTestName(name)) return;
    const answers = answersFor(name, at, lines).map((answer) => ({
      ...answer,
      tableLine: line.replace(referral[2]!, answer.value),
    }));
    referrals.push(answers);
  });
  return referrals;
}
