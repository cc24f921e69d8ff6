/**
 * Dot leaders as OCR reads them. A report that joins each name to its result with a row of dots
 * ('Hémoglobine ............ 14,2') comes back from a picture with the dots read as letters
 * ('...............c.......', '........cccccuvnee', 'iii,'), and the name then holds words no test
 * has: the row was not matched. Such words are dropped from the picture's lines before they are
 * read: a run of three dots or more, or a word of small round letters and dots alone in which one
 * letter comes three times over (no test's name has 'ccc' or 'iii'). Longer runs, whatever
 * letters they were read as, are dropped earlier by their boxes (word-rows.ts, withoutLeaderRuns):
 * this catches the short ones and those OCR boxed together with a letter.
 */
import type { PlacedLine } from './placed-lines';

const LEADER_LETTERS = /^[.,:;'`ceinouvarsw]+$/;

export function isDotLeader(text: string): boolean {
  if (/\.{3,}/.test(text)) return true;
  return text.length >= 3 && LEADER_LETTERS.test(text) && /([a-z.])\1\1/.test(text);
}

export function withoutDotLeaders(lines: PlacedLine[]): PlacedLine[] {
  return lines.map((line) => {
    const words = line.words.filter((word) => !isDotLeader(word.text));
    return words.length === line.words.length || words.length === 0 ? line : { ...line, words };
  });
}
