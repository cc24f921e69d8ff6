/**
 * The additives as the ingredient module looks them up (`knowledge.additives`), built once at
 * start. An E-number is found however a label writes it ('E102', 'e-102', 'E 102', 'INS 102',
 * '(E102)', 'Tartrazine (E102)', 'E160a(ii)' → E160a); a bare '102' only when asked. A name is
 * found by its folded form ('Tartrazine', 'FD&C Yellow No. 5', 'sodium metabisulfite'), or, for a
 * label that names the function first ('colour: tartrazine', 'preservative (sodium benzoate)'),
 * by the part after the colon or inside the brackets. No match is null: never a near miss.
 */
import type { AdditiveEntry, AdditiveIndex } from '../label-indexes';
import type { Additive } from './additive.schema';
import { foldLabelName } from './label-names';

// E or INS, then the number, an optional letter, and an optional sub-index such as (ii).
// Not 'vitamin E 400 IU' on a supplement label.
const CODED =
  /(?:^|[^a-z0-9])(?<!vitamin\s*)(e|ins)\s*[-‐‑–.]?\s*(\d{3,4})\s*([a-g])?(?:\s*\(\s*(?:[ivx]+|\d)\s*\))?(?![a-z0-9])/i;
const BARE = /^\(?\s*(\d{3,4})\s*([a-g])?(?:\s*\(\s*(?:[ivx]+|\d)\s*\))?\s*\)?$/i;

/** The E-number a text names ('e160a'), or null. */
export function codeIn(text: string, bareNumber = false): string | null {
  const coded = CODED.exec(text);
  if (coded) return `e${coded[2]}${(coded[3] ?? '').toLowerCase()}`;
  if (!bareNumber) return null;
  const bare = BARE.exec(text.trim());
  return bare ? `e${bare[1]}${(bare[2] ?? '').toLowerCase()}` : null;
}

export function buildAdditiveIndex(additives: readonly Additive[]): AdditiveIndex {
  const sorted = [...additives].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map<string, AdditiveEntry>(sorted.map((additive) => [additive.id, additive]));
  const byCode = new Map<string, AdditiveEntry>();
  const byName = new Map<string, AdditiveEntry>();
  for (const additive of sorted) {
    byCode.set(additive.id, additive);
    for (const name of [additive.name, ...additive.synonyms]) {
      // A synonym that is itself a code ('E960a', 'INS 960') finds the additive as codes do.
      const code = /^(e|ins)\s*\d/i.test(name) ? codeIn(name) : null;
      if (code && !byCode.has(code)) byCode.set(code, additive);
      const key = foldLabelName(name);
      if (!byName.has(key)) byName.set(key, additive);
    }
  }

  const byFoldedName = (text: string): AdditiveEntry | null =>
    byName.get(foldLabelName(text)) ?? null;

  return {
    all: () => sorted,
    byId: (id) => byId.get(id.toLowerCase()) ?? null,
    lookup(text, options = {}) {
      const code = codeIn(text, options.bareNumber ?? false);
      if (code) return byCode.get(code) ?? null;
      const named = byFoldedName(text);
      if (named) return named;
      // 'Colour: tartrazine', 'preservative (sodium benzoate)': the name after the function.
      const afterColon = /:\s*(.+)$/.exec(text)?.[1];
      const inBrackets = /\(([^()]+)\)\s*$/.exec(text)?.[1];
      for (const part of [afterColon, inBrackets])
        if (part) {
          const found = byFoldedName(part);
          if (found) return found;
        }
      return null;
    },
  };
}
