/**
 * A portal's controls printed with its results when a member prints the page ('Show more' at
 * the end of a test's name line, 'Ver histórico ›' under a card, 'Mehr anzeigen'): words of the
 * screen, no part of a result. Left in, a control beside a name became part of the card and the
 * card was no row. Only a cell that is a control as a whole is taken off. And the bar a portal
 * draws in text to place the value in its range ('Low |----●--| High', '·····[━━●━━]·····'), with
 * the ends' words: drawn, it says nothing a member checks; read, its 'Low' and 'High' were two
 * flags against the value, and the row was none.
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { isBarWord } from './drawn-bars';
import { cellsApart } from './side-by-side';

const CONTROL =
  /^(?:show (?:more|less|all|details)|see (?:more|all|details)|view (?:more|details|trend|history)|read more|mehr anzeigen|weniger anzeigen|details anzeigen|verlauf anzeigen|voir (?:plus|moins|l'historique|le détail)|afficher plus|ver (?:más|menos|histórico|detalle)|mostrar más|mostra (?:altro|meno|storico)|vedi (?:dettagli|storico))\s*[›>»]?$/iu;

/** The words at a bar's ends. */
const BAR_END = /^(?:low|high|niedrig|hoch|bas|haut|élevé|bajo|alto|basso)$/iu;

function barWords(line: PlacedLine): Set<PlacedWord> {
  const at = line.words.flatMap((word, index) => (isBarWord(word.text) ? [index] : []));
  if (at.length === 0) return new Set();
  const first = at[0]!;
  const last = at.at(-1)!;
  const before = line.words[first - 1];
  const after = line.words[last + 1];
  return new Set([
    ...line.words.slice(first, last + 1).filter((word) => isBarWord(word.text)),
    ...(before && BAR_END.test(before.text) ? [before] : []),
    ...(after && BAR_END.test(after.text) ? [after] : []),
  ]);
}

/** The lines without their portal controls and drawn bars; a line of nothing else is dropped. */
export function withoutPortalControls(input: readonly PlacedLine[]): PlacedLine[] {
  return input
    .map((line) => {
      const controls = cellsApart(line, 1.5).filter((cell) => CONTROL.test(cell.text));
      const dropped = new Set([...controls.flatMap((cell) => cell.words), ...barWords(line)]);
      if (dropped.size === 0) return line;
      return { ...line, words: line.words.filter((word) => !dropped.has(word)) };
    })
    .filter((line) => line.words.length > 0);
}
