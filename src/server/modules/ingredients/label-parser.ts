/**
 * Reads a label's ingredient list into ingredients (ADR 035). Pure: no knowledge, no I/O.
 *
 * What it understands: list prefixes in several languages ('Ingredients:', 'Zutaten:',
 * 'Ingrédients :', 'Other ingredients:'), the statements that follow a list ('Contains: milk',
 * 'May contain nuts', 'Made in a factory that handles peanuts', 'Allergens: see ingredients in
 * bold', storage and nutrition text), percentages, nested brackets of any kind and depth, class
 * words before additives ('colour (102)', 'preservative: 211', 'emulsifier (soy lecithin, 471)'),
 * E-numbers written every way, INCI slashes ('Aqua/Water/Eau'), CI numbers, supplement-facts rows
 * ('Vitamin C (as ascorbic acid) 500 mg 556%'), and line breaks or bullets as separators.
 *
 * Nothing in the list is dropped: every piece becomes an ingredient, recognised or not. A class
 * word before additives is not an ingredient itself: it becomes the function of what it names.
 */

export type LabelKind = 'food' | 'cosmetic' | 'supplement';

export interface ParsedIngredient {
  /** The piece as the label wrote it (trimmed). */
  text: string;
  /** The piece cleaned: no percentage, amount, statement words or brackets. */
  name: string;
  /** Other names the label gives for it: INCI slashes, '(as magnesium citrate)', '(E102)'. */
  alternatives: string[];
  /** The percentage the label gives ('sugar 32%', '(12 %)'); not a supplement's % Daily Value. */
  percent: number | null;
  /** A supplement row's amount ('500 mg'). */
  amount: string | null;
  /** From a 'may contain' / 'traces of' / 'made in a factory that handles' statement. */
  may_contain: boolean;
  /** From a 'Contains: milk, soy' allergen statement rather than the list itself. */
  declared: boolean;
  /** The name of the ingredient this one is part of, when nested. */
  parent: string | null;
  /** The E-number the label writes for it ('E102', 'E322(i)'), upper-case E, as written otherwise. */
  e_number: string | null;
  /** The class word the label puts before it ('colour', 'preservative'), lower case. */
  label_class: string | null;
}

export interface ParseOptions {
  kind?: LabelKind;
}

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────

/** Prefixes that start a list. Longer ones first. */
const LIST_START =
  /(?:^|[\s.;,])((?:other|inactive|non[- ]?medicinal|active|medicinal)\s+ingredients?|ingredients?\s+list|ingr[eé]dients?|zutaten|ingredienti|ingredientes|ingredi[eë]nten|ingredienser|sk[lł]adniki|inci|composition|sammansättning|ainesosat|koostisosad|összetevők|összetevöi|i̇çindekiler|içindekiler|sastojci|sestavine|složení|zloženie|ingrediente|sastāvdaļas|sudedamosios\s+dalys|συστατικά|съставки|ingredjenti|comhábhair|contains?\s+(?:less\s+than\s+)?\d+\s*%\s+(?:or\s+less\s+)?of(?:\s+each\s+of)?(?:\s+the\s+following)?)\s*:/giu;

/** Text that ends the list when a sentence or line starts with it (storage, nutrition, directions...). */
const TRAILING =
  /^(?:store\b|keep\b|best before|use by|once opened|nutrition|typical values|energy\b|per 100|average values|directions|suggested use|recommended (?:use|intake|daily)|how to use|warnings?\b|cautions?\b|do not\b|if pregnant|if you\b|consult\b|not suitable|suitable for|net (?:wt|weight|contents)|produced (?:in|for|by) (?!a )|made (?:in|for|by) (?!a )|manufactured (?:by|for)|distributed by|packed (?:in|for|by) (?!a )|imported by|serving suggestion|for external use|avoid contact|allerg\w*[^.]*?\b(?:see|in bold|highlighted|underlined|in capitals)\b|for allergens|allergy advice|these statements|contains? a source of|contains? no\b|high caffeine|not recommended|colou?rs? may have|may have an adverse effect|this product is not|\*\s*daily value|†|%\s*daily value|recycle|aufbewahren|kühl und trocken|mindestens haltbar|à conserver|conserver|a consommer|nährwert|valeurs nutritionnelles|voedingswaarde|näringsvärde|næringsindhold|næringsinnhold|ravintoarvo|valori nutrizionali|informaci[oó]n nutricional|valores nutricionales|warto[sś][cć] od[zż]ywcza|besin de[gğ]erleri|this pack|contains? \d+ servings?|serving size|servings per)/iu;

/** 'may contain' family: what follows is a may-contain entry. */
const MAY_CONTAIN =
  /^(?:\(?\s*\+\/-\s*\)?\s*:?|\[\s*\+\/-\s*\]\s*:?|(?:this product |it )?may (?:also )?contain(?: traces? of| small amounts of)?\s*:?|traces? of|(?:also )?(?:made|produced|manufactured|packed|prepared|processed) (?:in|on|using) (?:a |the same |shared |a shared )?(?:factory|facility|site|premises|kitchen|line|equipment|environment)s? (?:that|which|where|using) (?:also )?(?:handles?|process(?:es)?|uses?|packs?|contains?|(?:is|are) used (?:for|to process))|kann spuren von|kann (?=.* enthalten)|peut contenir(?: des traces)?(?: de| d'| du| des)?|traces possibles(?: de| d'| du| des)?|puede contener(?: trazas de)?|pu[oò] contenere(?: tracce di)?|kan (?:sporen van )?(?=.* bevatten)|kan innehålla(?: spår av)?|kan indeholde(?: spor af)?|kan inneholde(?: spor av)?|voi sisältää(?: pieniä määriä)?|może zawierać|może zawierać śladowe ilości|pode conter(?: vestígios de)?|může obsahovat|môže obsahovať|lahko vsebuje|može sadržavati|poate conține|nyomokban|eser miktarda(?= .* içerebilir))(?:\s*[([]\s*\+\s*\/\s*-\s*[)\]])?\s*:?\s*/iu;

/** Class words that introduce additives ('colour (102)', 'preservatives: E202, E211'). */
const CLASS_WORDS: Record<string, string> = {};
for (const [canonical, words] of Object.entries({
  colour:
    'colour colours color colors colouring colourings coloring colorings colorant colorants farbstoff farbstoffe colorants colorant',
  preservative:
    'preservative preservatives konservierungsstoff konservierungsstoffe conservateur conservateurs conservante conservantes',
  antioxidant:
    'antioxidant antioxidants antioxidans antioxidationsmittel antioxydant antioxydants antiossidante',
  emulsifier:
    'emulsifier emulsifiers emulsifying emulgator emulgatoren émulsifiant émulsifiants emulsionante emulsionantes emulsionanti',
  stabiliser:
    'stabiliser stabilisers stabilizer stabilizers stabilisator stabilisatoren stabilisant stabilisants stabilizzante',
  thickener:
    'thickener thickeners thickening verdickungsmittel épaississant épaississants espesante addensante',
  sweetener:
    'sweetener sweeteners süßungsmittel süssungsmittel édulcorant édulcorants edulcorante edulcoranti',
  acid: 'acid|acids|food acid|food acids|acidifier|acidifiers|säuerungsmittel|acidifiant|acidulant|acidulants|acidificante',
  'acidity regulator':
    'acidity regulator|acidity regulators|säureregulator|correcteur d acidité|correcteurs d acidité|regulador de acidez',
  'raising agent':
    'raising agent|raising agents|leavening|leavening agent|leavening agents|backtriebmittel|poudre à lever|agents levants|gasificante',
  'flavour enhancer':
    'flavour enhancer|flavour enhancers|flavor enhancer|flavor enhancers|geschmacksverstärker|exhausteur de goût|potenciador del sabor',
  'gelling agent': 'gelling agent|gelling agents|geliermittel|gélifiant|gélifiants|gelificante',
  humectant: 'humectant humectants feuchthaltemittel',
  'anti-caking agent':
    'anti caking agent|anti-caking agent|anti-caking agents|anticaking agent|trennmittel|antiagglomérant',
  'glazing agent': 'glazing agent|glazing agents|überzugsmittel|agent d enrobage',
  'firming agent': 'firming agent|firming agents',
  'flour treatment agent': 'flour treatment agent|flour treatment agents',
  'bulking agent': 'bulking agent|bulking agents',
  sequestrant: 'sequestrant sequestrants',
  'foaming agent': 'foaming agent|foaming agents',
  'anti-foaming agent': 'anti-foaming agent|anti foaming agent|antifoaming agent',
  'modified starch': 'modified starch|modified starches',
  propellant: 'propellant propellants',
})) {
  const list = words.includes('|') ? words.split('|') : words.split(' ');
  for (const word of list) CLASS_WORDS[foldWord(word)] = canonical;
}

/** Words that join ingredients ('salt and pepper'), in the languages the prefixes cover. */
const JOINERS = /\s+(?:and\/or|and|&|or|und|et|y)\s+/iu;

/** A final word that makes 'X and Y <word>' one thing ('salt and vinegar flavour'). */
const COMPOUND_ENDINGS = new Set(
  'flavour flavor flavours flavors flavouring flavoring flavourings flavorings seasoning seasonings sauce dressing marinade glaze crisps chips mix topping filling coating crumb crumbs relish chutney pickle aroma aromen'.split(
    ' ',
  ),
);

/** A final word a left side may share ('sunflower and rapeseed oil' → sunflower oil, rapeseed oil). */
const SHARED_ENDINGS = new Set(
  'oil oils fat fats flour flours extract extracts starch starches fibre fibres fiber fibers juice juices powder powders protein proteins concentrate concentrates syrup syrups beeswax wax waxes'.split(
    ' ',
  ),
);

/** Supplement-facts rows that are nutrition, not ingredients. */
const NUTRITION_ROWS =
  /^(?:calories|energy|total fat|fat|saturated fat|trans fat|cholesterol|total carbohydrates?|carbohydrates?|dietary fib(?:er|re)|total sugars|sugars|added sugars|includes? \d+\s*g added sugars|protein|sodium|of which saturates|saturates|salt)\b/iu;

const UNIT =
  '(?:mcg dfe|mg dfe|mcg rae|mg ne|mg at|billion cfu|million cfu|cfu|mg|mcg|µg|ug|kg|g|iu|i\\.u\\.|ml|ppm|kcal|kj)';
const AMOUNT = new RegExp(
  `(?:^|\\s)(\\d+(?:[.,]\\d+)?(?:\\s*-\\s*\\d+(?:[.,]\\d+)?)?\\s*${UNIT})(?=$|[\\s*†,;)])`,
  'iu',
);
const PERCENT =
  /(?:^|\s|\()(?:min(?:imum)?\.?\s*|max(?:imum)?\.?\s*|approx\.?\s*|ca\.?\s*)?(\d+(?:[.,]\d+)?)\s*%(?:\s*(?:min(?:imum)?\.?|max(?:imum)?\.?))?(?=$|[\s)*†,;.])/iu;
const E_NUMBER = /^(?:e|ins)\s*-?\s*(\d{3,4}[a-z]?)(?:\s*\(?\s*([ivx]{1,4})\s*\)?)?$/iu;
const BARE_NUMBER = /^(\d{3,4}[a-z]?)(?:\s*\(?\s*([ivx]{1,4})\s*\)?)?$/iu;
const CI_NUMBER = /^c\.?\s?i\.?\s*(\d{5})$/iu;
const ABBREVIATIONS = new Set(
  'st dr no nr vit approx incl min max ca eg ie etc sp spp var ssp subsp conc fl oz wt vs mt ft'.split(
    ' ',
  ),
);

const OPEN = '([{';
const CLOSE = ')]}';

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────

function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The canonical class a text names ('Colours' → 'colour'), or null. */
export function classWordOf(text: string): string | null {
  return CLASS_WORDS[foldWord(text).replace(/\s*:$/, '')] ?? null;
}

function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\ue000/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
      .replace(/[，、]/g, ',')
      .replace(/；/g, ';')
      .replace(/[（]/g, '(')
      .replace(/[）]/g, ')')
      .replace(/[‐‑–—]/g, '-')
      // Bullets and middle dots are separators.
      .replace(/\s*[•·●▪◦■□►]\s*/g, '\n')
      .replace(/^\s*[-*]\s+/gm, '\n')
      .replace(/ {2,}/g, ' ')
      .replace(/ *\n */g, '\n')
  );
}

/** Sentence case for all-caps names ('SODIUM BENZOATE' → 'Sodium benzoate'); others as written. */
function tidyCase(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return name;
  if (/^(?:E|INS|CI)\s?\d/i.test(name)) return name;
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function cleanName(text: string): string {
  return text
    .replace(/[*†‡§¹²³]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, '')
    .replace(/\.+$/, '')
    .trim();
}

interface Segment {
  text: string;
  /** What ended it: a comma, a semicolon, a line break or a full stop (or the end). */
  end: ',' | ';' | '\n' | '.' | 'end';
}

/** Whether a '.' at `i` ends a sentence rather than an abbreviation or a decimal. */
function isFullStop(text: string, i: number): boolean {
  const next = text[i + 1];
  if (next !== undefined && next !== ' ' && next !== '\n') return false;
  if (/[)\]}%]/.test(text[i - 1] ?? '')) return true;
  const before = /([\p{L}\d]+)$/u.exec(text.slice(0, i))?.[1] ?? '';
  if (before.length <= 1) return false; // 'L. acidophilus', 'B. lactis'
  if (ABBREVIATIONS.has(before.toLowerCase())) return false;
  return true;
}

/** Splits at separators outside brackets; keeps brackets (and their separators) inside pieces. */
export function splitTopLevel(text: string): Segment[] {
  const segments: Segment[] = [];
  const stack: string[] = [];
  let start = 0;
  const push = (i: number, end: Segment['end']) => {
    const piece = text.slice(start, i).trim();
    // An empty piece (',\n', '.\n') keeps the separator before it.
    if (piece) segments.push({ text: piece, end });
    start = i + 1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const open = OPEN.indexOf(c);
    if (open >= 0) {
      stack.push(CLOSE[open]!);
      continue;
    }
    if (CLOSE.includes(c)) {
      // A stray closing bracket closes whatever is open (labels are not always balanced).
      if (stack.length > 0) stack.pop();
      continue;
    }
    if (stack.length > 0) continue;
    if (c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
    if (c === ',') push(i, ',');
    else if (c === ';') push(i, ';');
    else if (c === '\n') push(i, '\n');
    else if (c === '.' && isFullStop(text, i)) push(i, '.');
  }
  push(text.length, 'end');
  return segments;
}

interface Group {
  inner: string;
}

/** A piece's text outside brackets and its top-level bracket groups, in order. */
function bracketGroups(piece: string): { outside: string; tail: string; groups: Group[] } {
  const groups: Group[] = [];
  let outside = '';
  let tail = '';
  let depth = 0;
  let start = -1;
  let afterFirst = false;
  for (let i = 0; i < piece.length; i++) {
    const c = piece[i]!;
    if (OPEN.includes(c)) {
      if (depth === 0) start = i + 1;
      depth += 1;
      continue;
    }
    if (CLOSE.includes(c) && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        groups.push({ inner: piece.slice(start, i).trim() });
        afterFirst = true;
      }
      continue;
    }
    if (depth === 0) {
      if (afterFirst) tail += c;
      else outside += c;
    }
  }
  // An unclosed bracket: its content is still a group.
  if (depth > 0 && start >= 0) groups.push({ inner: piece.slice(start).trim() });
  return { outside: outside.trim(), tail: tail.trim(), groups };
}

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function eNumberOf(text: string, bare: boolean): string | null {
  const t = text.trim();
  const match = E_NUMBER.exec(t) ?? (bare ? BARE_NUMBER.exec(t) : null);
  if (!match) return null;
  const base = match[1]!.toLowerCase();
  return `E${base}${match[2] ? `(${match[2].toLowerCase()})` : ''}`;
}

function ciNumberOf(text: string): string | null {
  const match = CI_NUMBER.exec(text.trim());
  return match ? `CI ${match[1]}` : null;
}

const PERCENT_ONLY =
  /^(?:min(?:imum)?\.?\s*|max(?:imum)?\.?\s*|approx\.?\s*|ca\.?\s*)?\d+(?:[.,]\d+)?\s*%(?:\s*(?:min(?:imum)?\.?|max(?:imum)?\.?))?$/iu;
const AMOUNT_ONLY = new RegExp(`^\\d+(?:[.,]\\d+)?\\s*${UNIT}(?:\\s+\\p{L}{1,3})?$`, 'iu');

// ── The parser ──────────────────────────────────────────────────────────────────────────────

interface Context {
  parent: string | null;
  mayContain: boolean;
  declared: boolean;
  labelClass: string | null;
  kind: LabelKind;
  /** How many brackets deep this piece sits. */
  depth: number;
}

/** Deeper than this, brackets are read as plain text: real labels nest three or four deep. */
const MAX_DEPTH = 12;

function ingredient(
  text: string,
  name: string,
  context: Context,
  extra: Partial<ParsedIngredient> = {},
): ParsedIngredient {
  return {
    text,
    name,
    alternatives: [],
    percent: null,
    amount: null,
    may_contain: context.mayContain,
    declared: context.declared,
    parent: context.parent,
    e_number: null,
    label_class: context.labelClass,
    ...extra,
  };
}

/** 'sunflower and rapeseed oil' → ['sunflower oil', 'rapeseed oil']; 'salt and vinegar flavour' stays one. */
function splitJoined(name: string): string[] {
  if (!JOINERS.test(name)) return [name];
  const parts = name.split(JOINERS).map((part) => part.trim());
  if (parts.some((part) => part === '')) return [name];
  const lastPart = parts[parts.length - 1]!;
  const lastWord = /(\p{L}+)[^\p{L}]*$/u.exec(lastPart)?.[1] ?? '';
  const last = foldWord(lastWord);
  if (COMPOUND_ENDINGS.has(last)) return [name];
  if (SHARED_ENDINGS.has(last) && /\p{L}+\s+\p{L}+/u.test(lastPart))
    return parts.map((part, index) =>
      index < parts.length - 1 && !/\s/.test(part) ? `${part} ${lastWord}` : part,
    );
  return parts;
}

/** What a 'Head: ...' piece carries to the pieces after it. */
type Carry = { labelClass: string } | { parent: string } | null;

const STATEMENT_HEAD =
  /^(?:contains|allergens?|allergy information|may (?:also )?contain|traces? of|enthält|contient|contiene)$/iu;

/** Heads whose colon list is their parts ('Filling: sugar, palm oil'). */
const COMPOSITE_HEAD =
  /\b(?:filling|coating|topping|icing|sauce|base|crust|seasoning|dough|pastry|glaze|biscuit|sponge|marinade|dressing|crumb|batter|chocolate|cream|caramel)$/iu;

/** Containers a supplement's bracket describes the make of ('capsule (gelatin)'). */
const CONTAINER_HEAD = /\b(?:capsules?|softgels?|shells?|tablets?|coating|casing)$/iu;

/** Words that qualify an ingredient rather than name another ('Titanium Dioxide [nano]'). */
const QUALIFIERS =
  /^(?:nano|organic|bio|non[- ]gmo|fairtrade|powder|dried|fresh|leaf|root|seed|flower|herb|bark|fruit|aerial parts?|whole plant|rhizome)$/iu;

const VITAMIN_NAME = /^(?:vitamins?\s+)?(?:[a-k]\d{0,2}|b\d{1,2})$|^vitamin\s+\S+$/iu;

/** 'colour: E102', 'acid: citric acid', 'Filling: sugar, ...': an item with a head and a colon. */
function parseHeadedItem(
  text: string,
  head: string,
  rest: string,
  context: Context,
  carry: { next: Carry },
): ParsedIngredient[] {
  const labelClass = classWordOf(head);
  if (labelClass) {
    carry.next = { labelClass };
    return parseList(
      rest,
      { ...context, labelClass, depth: context.depth + 1 },
      { classScope: true },
    );
  }
  if (STATEMENT_HEAD.test(head.trim()))
    return parseList(rest, { ...context, depth: context.depth + 1 });
  const name = tidyCase(cleanName(head));
  if (PERCENT_ONLY.test(rest.trim()))
    return [ingredient(text, name, context, { percent: parseNumber(PERCENT.exec(rest)![1]!) })];
  if (COMPOSITE_HEAD.test(name)) carry.next = { parent: name };
  return [
    ingredient(head.trim(), name, context),
    ...parseList(rest, { ...context, parent: name, labelClass: null, depth: context.depth + 1 }),
  ];
}

/**
 * What a piece's bracketed groups say of it (its share, amount, code, class, qualifiers and other
 * names, written into `result`); the groups that are ingredients of their own are its children.
 */
function readBracketGroups(
  groups: ReturnType<typeof bracketGroups>['groups'],
  result: ParsedIngredient,
  context: Context,
  head: { name: string; outside: string; tailHasWords: boolean; tailWords: string },
): { name: string; children: string[]; qualifiers: string[] } {
  const { outside, tailHasWords, tailWords } = head;
  const children: string[] = [];
  const qualifiers: string[] = [];
  let name = head.name;
  for (const group of groups) {
    const inner = group.inner.replace(/\s+/g, ' ').trim();
    if (!inner) continue;
    if (PERCENT_ONLY.test(inner)) {
      result.percent = parseNumber(PERCENT.exec(inner)![1]!);
      continue;
    }
    if (AMOUNT_ONLY.test(inner)) {
      result.amount ??= inner;
      continue;
    }
    if (/^[ivx]{1,4}$/i.test(inner) && eNumberOf(name, true)) {
      name = `${name}(${inner.toLowerCase()})`;
      continue;
    }
    // In a food label a bare code in brackets is an additive number ('Sunset yellow (110)').
    const e = eNumberOf(inner, context.kind === 'food');
    if (e) {
      result.e_number ??= e;
      continue;
    }
    const ci = ciNumberOf(inner);
    if (ci) {
      result.alternatives.push(ci);
      continue;
    }
    const innerClass = classWordOf(inner);
    if (innerClass) {
      result.label_class = innerClass;
      continue;
    }
    if (QUALIFIERS.test(inner)) {
      qualifiers.push(inner);
      continue;
    }
    const as = /^(?:as|in the form of|als|sous forme de)\s+(.+)$/iu.exec(inner);
    if (as) {
      result.alternatives.push(
        ...as[1]!
          .split(JOINERS)
          .flatMap((part) => part.split(/\s*[,;]\s*/))
          .map((part) => cleanName(part))
          .filter(Boolean),
      );
      continue;
    }
    const single = !/[,;:]/.test(inner) && !MAY_CONTAIN.test(inner);
    // 'Niacin (B3)', 'Ascorbic acid (vitamin C)': the vitamin's other name.
    if (single && VITAMIN_NAME.test(inner)) {
      result.alternatives.push(cleanName(inner));
      continue;
    }
    // Cosmetics and supplements write other names in brackets: 'Aqua (Water)', 'Butyrospermum
    // Parkii (Shea) Butter', 'Valerian root extract (Valeriana officinalis)'.
    if (
      single &&
      (context.kind === 'cosmetic' ||
        (context.kind === 'supplement' && !CONTAINER_HEAD.test(outside)))
    ) {
      result.alternatives.push(cleanName(tailHasWords ? `${inner} ${tailWords}` : inner));
      continue;
    }
    children.push(inner);
  }
  return { name, children, qualifiers };
}

/** One piece of a list (it may hold nested pieces) → its ingredients, parent first. */
function parsePiece(
  raw: string,
  context: Context,
  carry: { next: Carry } = { next: null },
): ParsedIngredient[] {
  const text = (context.depth >= MAX_DEPTH ? raw.replace(/[()[\]{}:]/g, ' ') : raw)
    .replace(/^[\s\-*•]+/, '')
    .replace(/^(?:and\/or|and|or|&|und|et|from|in an?|contains?)\s+/iu, '')
    .replace(/[\s.]+$/, '')
    .trim();
  if (!text) return [];

  // 'Milk chocolate contains cocoa solids 30% minimum': the share, not a new ingredient.
  const solids = /^.+?\s+contains?\s+(.+?\d+(?:[.,]\d+)?\s*%.*)$/iu.exec(text);
  if (solids && !/[(),]/.test(text) && context.depth < MAX_DEPTH)
    return parsePiece(solids[1]!, { ...context, depth: context.depth + 1 });

  // '300 mg extract equivalent to 1.5 g St. John's wort herb': what it is equivalent to.
  const equivalent = /^(.*?)\bequivalent to\s+(.+)$/iu.exec(text);
  if (equivalent && context.depth < MAX_DEPTH) {
    const [item] = parsePiece(equivalent[2]!.replace(AMOUNT, ' '), {
      ...context,
      depth: context.depth + 1,
    });
    const amount = AMOUNT.exec(equivalent[1]!)?.[1]?.trim() ?? null;
    return item ? [{ ...item, text, amount: amount ?? item.amount }] : [];
  }

  // 'colour: E102', 'acid: citric acid', 'Filling: sugar, ...' at item level.
  const colon = /^([^():[\]{}]{2,40}?)\s*:\s*(.*)$/su.exec(text);
  if (colon) return parseHeadedItem(text, colon[1]!, colon[2]!, context, carry);

  const { outside, tail, groups } = bracketGroups(text);
  // The words after the brackets, without an amount or share ('Shea) Butter', not ') 650 mg').
  const tailWords = cleanName(tail.replace(AMOUNT, ' ').replace(/\d+(?:[.,]\d+)?\s*%/g, ' '));
  const tailHasWords = /\p{L}/u.test(tailWords);

  // 'Natural flavourings including caffeine': the second is part of the first.
  const including = /^(.+?)\s+(?:including|incl\.?|inkl\.?|dont)\s+(.+)$/iu.exec(text);
  if (groups.length === 0 && including && context.depth < MAX_DEPTH)
    return parsePiece(`${including[1]} (${including[2]})`, context, carry);

  // 'Salt and pepper', 'sunflower and rapeseed oil 20%': each is one ingredient.
  if (groups.length === 0) {
    const parts = splitJoined(text);
    if (parts.length > 1) return parts.flatMap((part) => parsePiece(part, context));
  }

  const headText = tail ? `${outside} ${tail}` : outside;
  const headClass = classWordOf(outside);

  // A class word before brackets: 'colour (102)', 'emulsifier (soy lecithin, 471)'.
  if (headClass && groups.length > 0 && !tailHasWords) {
    return groups.flatMap((group) =>
      parseList(
        group.inner,
        { ...context, labelClass: headClass, depth: context.depth + 1 },
        { classScope: true },
      ),
    );
  }

  const result: ParsedIngredient = ingredient(text, '', context);
  const read = readBracketGroups(groups, result, context, {
    name: headText,
    outside,
    tailHasWords,
    tailWords,
  });
  const { children, qualifiers } = read;
  let name = read.name;

  name = name.replace(/\b[wv]\/[wv]\b/giu, ' ');
  // Percentages and amounts outside brackets.
  const amount = AMOUNT.exec(name);
  if (amount) {
    result.amount = amount[1]!.trim();
    // A supplement row's trailing percentage is its % Daily Value, not its share.
    name = `${name.slice(0, amount.index)} ${name
      .slice(amount.index + amount[0].length)
      .replace(/\d+(?:[.,]\d+)?\s*%/g, ' ')}`;
  }
  if (!amount || context.kind !== 'supplement') {
    const percent = PERCENT.exec(name);
    if (percent) {
      result.percent ??= parseNumber(percent[1]!);
      name = name.replace(PERCENT, ' ');
    }
  }
  name = cleanName(name.replace(/\b(?:min(?:imum)?|max(?:imum)?)\.?\s*$/i, ''));

  // 'Caramel E150d': a name with its code after it.
  const trailingCode = /^(.*\p{L})\s+((?:e|ins)\s?-?\d{3,4}[a-z]?)$/iu.exec(name);
  if (trailingCode && eNumberOf(trailingCode[2]!, false)) {
    result.e_number ??= eNumberOf(trailingCode[2]!, false);
    name = trailingCode[1]!;
  }
  const ownE = eNumberOf(name, context.labelClass !== null);
  if (ownE) {
    result.e_number = ownE;
    name = ownE;
  }
  const ownCi = ciNumberOf(name);
  if (ownCi) name = ownCi;

  // INCI slashes: 'Aqua/Water/Eau' is one ingredient with its other names; 'Caprylic/Capric
  // Triglyceride' is one name sharing its last word.
  if (
    !ownCi &&
    /\p{L}\s*\/\s*\p{L}/u.test(name) &&
    !/\b(?:and|und|et)\/(?:or|oder|ou)\b/i.test(name)
  ) {
    const slashParts = name
      .split(/\s*\/\s*/)
      .map(cleanName)
      .filter(Boolean);
    const words = (part: string) => part.split(/\s+/).length;
    const shared = slashParts.length === 2 && words(slashParts[0]!) < words(slashParts[1]!);
    if (!shared) {
      name = slashParts[0] ?? name;
      result.alternatives.unshift(...slashParts.slice(1));
    }
  }

  if (!name && children.length === 0) {
    if (result.alternatives.length === 0) return [];
    name = result.alternatives.shift()!;
  }

  result.name = tidyCase(name || cleanName(outside) || cleanName(text));
  if (qualifiers.length > 0) {
    result.alternatives.unshift(result.name);
    result.name = `${result.name} (${qualifiers.join(', ')})`;
  }
  result.alternatives = [...new Set(result.alternatives)].filter(
    (alt) => foldWord(alt) !== foldWord(result.name),
  );
  const nested = children.flatMap((inner) =>
    parseList(inner, {
      ...context,
      parent: result.name,
      labelClass: null,
      depth: context.depth + 1,
    }),
  );
  return [result, ...nested];
}

/** Whether a piece looks like an additive code (so it stays under a 'preservatives:' class). */
function looksLikeAdditive(piece: string): boolean {
  const t = piece.trim();
  return E_NUMBER.test(t) || BARE_NUMBER.test(t);
}

/** Segments of one list → ingredients, carrying 'Colours: E102, E129' and 'Filling: a, b' along. */
function parseSegments(
  segments: readonly Segment[],
  context: Context,
  options: { classScope?: boolean } = {},
): ParsedIngredient[] {
  const out: ParsedIngredient[] = [];
  let carried: Carry = options.classScope ? { labelClass: context.labelClass ?? '' } : null;
  segments.forEach((segment, index) => {
    let here = context;
    if (carried && 'labelClass' in carried) {
      // The class covers the codes after a name ('preservatives: potassium sorbate, 211'); a
      // plain name after the first ends it.
      if (index === 0 || looksLikeAdditive(segment.text))
        here = { ...context, labelClass: carried.labelClass || context.labelClass };
      else carried = null;
    } else if (carried && 'parent' in carried) here = { ...context, parent: carried.parent };
    const carry = { next: null as Carry };
    out.push(...parsePiece(segment.text, here, carry));
    if (carry.next) carried = carry.next;
    if (segment.end !== ',' && carried && 'parent' in carried) carried = null;
  });
  return out;
}

/** A list (or a bracket's content) → its ingredients. */
function parseList(
  text: string,
  context: Context,
  options: { classScope?: boolean } = {},
): ParsedIngredient[] {
  return parseSegments(splitTopLevel(text), context, options);
}

type Mode = 'list' | 'contains' | 'may' | 'stop';

/** Supplement-facts rows (with an amount) from text that is not the list itself. */
function factsRows(text: string, context: Context): ParsedIngredient[] {
  const rows = text
    .split('\n')
    .map((line) => line.replace(/^each\s+\p{L}+(?:\s+\p{L}+)?\s+contains?\s*:?/iu, '').trim())
    .filter((row) => row && !NUTRITION_ROWS.test(row) && !TRAILING.test(row) && AMOUNT.test(row));
  // A product name with its weight ('Milk Chocolate Bar 100 g') is not a facts panel.
  if (context.kind !== 'supplement' && rows.length < 2) return [];
  return rows.flatMap((row) => parsePiece(row, context));
}

const CONTAINS_AT_START =
  /^(?:contains\s*:|contains\s+(?!live\b|active\b|a\s|an\s|no\s|added\b|naturally\b|less\b|more\b|\d)|(?:allergens?|allergy information|enthält|contient|contiene)\s*:)\s*(?!\d)/iu;

/** Reads a whole label's text into its ingredients, in label order (parents before their parts). */
export function parseLabel(input: string, options: ParseOptions = {}): ParsedIngredient[] {
  const kind = options.kind ?? 'food';
  const base: Context = {
    parent: null,
    mayContain: false,
    declared: false,
    labelClass: null,
    kind,
    depth: 0,
  };
  const text = normaliseText(input).trim();

  // The list starts at its first prefix; before it is a product name or a supplement-facts panel.
  LIST_START.lastIndex = 0;
  const first = LIST_START.exec(text);
  const out: ParsedIngredient[] = [];
  let body = text;
  if (first) {
    out.push(...factsRows(text.slice(0, first.index + 1), base));
    body = text.slice(first.index + first[0].length);
  } else if (text.split('\n').filter((line) => AMOUNT.test(line)).length >= 2) {
    // A facts panel alone: its rows are the ingredients.
    return factsRows(text, base);
  }
  // Later prefixes ('Other ingredients:') start the list again.
  body = body.replace(LIST_START, (match) => `${/^[\s.;,]/.test(match) ? '\n' : ''}\ue000`);

  let mode: Mode = 'list';
  let carried: Carry = null;
  for (const segment of splitTopLevel(body)) {
    let piece = segment.text;
    if (piece.startsWith('\ue000')) {
      mode = 'list';
      piece = piece.slice(1).trim();
    }
    piece = piece.replace(/\ue000/g, ' ').trim();
    const may = MAY_CONTAIN.exec(piece);
    const contains = CONTAINS_AT_START.exec(piece);
    if (may && may[0].trim()) {
      mode = 'may';
      carried = null;
      piece = piece
        .slice(may[0].length)
        .replace(/\s*(?:enthalten|bevatten|içerebilir|tartalmazhat)\s*$/iu, '');
    } else if (TRAILING.test(piece) || (mode === 'stop' && !contains)) {
      mode = 'stop';
      piece = '';
    } else if (contains && mode !== 'may') {
      mode = 'contains';
      carried = null;
      piece = piece.slice(contains[0].length);
    }
    if (piece) {
      if (mode === 'list') {
        let context = base;
        if (carried && 'labelClass' in carried) {
          if (looksLikeAdditive(piece)) context = { ...base, labelClass: carried.labelClass };
          else carried = null;
        } else if (carried && 'parent' in carried) context = { ...base, parent: carried.parent };
        const carry = { next: null as Carry };
        out.push(...parsePiece(piece, context, carry));
        if (carry.next) carried = carry.next;
      } else {
        // Statements name allergens plainly: 'peanuts and tree nuts' is two.
        const context = { ...base, mayContain: mode === 'may', declared: mode === 'contains' };
        for (const part of piece.split(JOINERS).map((p) => p.trim()))
          if (part) out.push(...parsePiece(part, context));
      }
    }
    // A statement ends with its sentence or line; so does 'Filling: ...'.
    if (segment.end !== ',') {
      if (mode === 'may' || mode === 'contains') mode = 'list';
      if (carried && 'parent' in carried) carried = null;
    }
  }
  return out;
}
