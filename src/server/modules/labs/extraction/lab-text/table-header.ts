/**
 * A table's header row read from where its words stand: which column is the test name, the
 * result, the unit, the reference range, the flag, and which are earlier results (a "previous"
 * column, or the dated columns of a cumulative report), in the languages we read. Rows below are
 * then read cell by cell under these columns (table-row.ts), whatever order the lab prints them in.
 *
 * A cumulative report heads its result columns with dates: the newest is the current result and
 * the others are history. Two tables printed side by side (two results per line) repeat their
 * headings; each half is its own table.
 */
import { looksLikeUnitByShape } from '../lab-line-tokens';
import {
  COLUMN_GAP_HEIGHTS,
  RULING_CHARACTER,
  type PlacedLine,
  type PlacedWord,
} from '../placed-lines';
import { boundedMemo } from '#server/lib/bounded-memo';
import {
  isoOfSortKey,
  orderKey,
  readHeaderDate,
  timeOfDayColumn,
  TIME_OF_DAY,
  type HeaderDate,
} from './header-dates';

/**
 * 'other': a column whose heading could not be read (OCR's 'Resuitado'); its cells are read by
 * their shape, rather than taken into the column beside it.
 */
export type ColumnRole =
  | 'name'
  | 'value'
  | 'unit'
  | 'range'
  | 'flag'
  | 'previous'
  /**
   * A column that is no part of the result and is set aside: how the test was measured
   * ('TECHNOLOGY', 'Metodo') or a comment on it ('Comment', 'Kommentar', 'Observaciones').
   */
  | 'method'
  | 'other';

export interface TableColumn {
  role: ColumnRole;
  x0: number;
  x1: number;
  /** The date heading a result column (cumulative reports). */
  date?: HeaderDate;
  /** That date as 'YYYY-MM-DD' when the report says which way round it reads; else null. */
  on?: string | null;
  /** A result column headed 'In range' or 'Out of range': the result is in one of the two. */
  splitsByRange?: boolean;
  /** Its heading was printed against the one before with no space ('RésultatUnité'). */
  isGluedToPrevious?: boolean;
  /** A dated column whose date the header marks as the current result's ('20-Nov-25 (current)'). */
  isMarkedCurrent?: boolean;
  /** A result column's unit printed in its heading ('Result kUA/L', 'Ergebnis [mg/l]'). */
  unit?: string;
  /**
   * Where its cells begin in a table ruled with characters ('| CLAVE | ESTUDIO |'): just past the
   * ruling before its heading, which a centred heading stands well to the right of.
   */
  ruledFrom?: number;
}

export interface TableHalf {
  /** Left to right. */
  columns: TableColumn[];
  /** Where this half begins and ends across the page. */
  from: number;
  to: number;
}

export interface TableHeader {
  halves: TableHalf[];
  /**
   * Set when the current result had to be chosen among dated columns whose order is not certain
   * (dates that read either day-first or month-first): every row is then marked for review.
   */
  currentColumnDoubt: string | null;
}

/** Column headings stand at least this many text heights apart in a table. */
const MIN_COLUMN_GAP_HEIGHTS = 1.25;
/**
 * The words of one heading stand at most this many text heights apart (a word space, 0.5-0.65
 * measured on photos); two narrow two-up columns' headings can stand barely more than a text
 * height apart.
 */
const WORD_SPACE_HEIGHTS = 0.8;

/** Heading words by the column they name (lower case; matched whole-word, accents aside). */
/** A method column's own headings (lower case), before the other columns it sets aside. */
export const METHOD_HEADINGS: readonly string[] = [
  'method',
  'methods',
  'methodology',
  'technology',
  'technique',
  'méthode',
  'methode',
  'technik',
  'metodo',
  'método',
  'metodología',
];

/**
 * A Romance range heading in any of the ways labs cut it short: a word for the values or the
 * interval, in full or cut ('Valeurs', 'Val.', 'V.', 'Valores', 'Intervallo', 'Int.'), then 'de'
 * or 'di' or nothing, then the reference in full or cut ('référence', 'réf.', 'referencia',
 * 'riferimento', 'rif.') or its adjective ('referencial'): 'Val. de référence', 'Valeur de réf.',
 * 'Intervallo di rif.', 'Valor referencial'. Listing the forms seen one by one missed the next
 * lab's.
 */
function romanceRangeHeadings(): string[] {
  const firsts = ['valeur', 'valeurs', 'val.', 'val', 'v.', 'valor', 'valores', 'valore', 'valori'];
  const intervals = ['intervalle', 'intervalo', 'intervallo', 'int.', 'rango'];
  const links = ['de ', 'di ', ''];
  const references = [
    'référence',
    'réf.',
    'réf',
    'ref.',
    'ref',
    'referencia',
    'riferimento',
    'rif.',
    'rif',
  ];
  // Or the reference as an adjective, as Peru's and Chile's labs print it: 'Valor referencial',
  // 'Valores referenciales', 'Rango referencial'.
  const adjectives = ['referencial', 'referenciales'];
  return [...firsts, ...intervals].flatMap((first) => [
    ...links.flatMap((link) => references.map((reference) => `${first} ${link}${reference}`)),
    ...adjectives.map((adjective) => `${first} ${adjective}`),
  ]);
}

const HEADINGS: [ColumnRole, string[]][] = [
  [
    'method',
    [
      ...METHOD_HEADINGS,
      // A comment column ('Slightly haemolysed sample', 'Target per CV risk' beside the result)
      // is no part of the result either, and is read as a method column is: set aside.
      'comment',
      'comments',
      'remark',
      'remarks',
      'kommentar',
      'kommentare',
      'bemerkung',
      'bemerkungen',
      'anmerkung',
      'anmerkungen',
      'commentaire',
      'commentaires',
      'comentario',
      'observación',
      'comentarios',
      'observaciones',
      'obs.',
      'obs',
      'commento',
      'commenti',
      'osservazioni',
      'annotazioni',
      // A clotting table's control plasma ('PATIENT  TÉMOIN  UNITÉS', 'Patient  Control  Units'):
      // the normal plasma run beside the member's, a reference for the clotting times and no
      // result of theirs. Set aside, the one heading left unread ('PATIENT') heads the results
      // (ADR 081 item 755).
      'témoin',
      'temoin',
      'control',
      'kontrolle',
      'testigo',
      'controllo',
      // A French report's 'Interprétation' is also headed 'Remarque', 'Note' or 'Appréciation'.
      'remarque',
      'remarques',
      'appréciation',
      'appreciation',
      'nota',
      'note',
      'notes',
      // ... and the interpretation written beside a result ('Commentaire / interprétation'),
      // whose sentences would otherwise be read as the row's cells.
      'interprétation',
      'interpretation',
      'interpretación',
      'interpretazione',
      // Whom a range is for, in a column of its own ('Interval applies to  M/F 2 y - 6 y', as a
      // children's hospital prints it): the range's qualifier, no result.
      'interval applies to',
      'range applies to',
      'applies to',
      'age band',
      'age group',
      // A clinic's own thresholds and what it does at them ('HF clinic threshold / action:
      // Review diuretic if < 130'), and notes: numbers that are no part of the result.
      'threshold',
      'thresholds',
      // A drug screen's concentrations a positive needs ('Screening cut-off', 'Confirmation
      // cut-off'): no result.
      'cut-off',
      'cutoff',
      'cut off',
      'screening cut-off',
      'confirmation cut-off',
      // A specific IgE's class (0 to 6) beside its result, and its bar: no result.
      'class',
      'class graph',
      'klasse',
      'classe',
      'clase',
      'soglia',
      'soglie',
      'schwelle',
      'schwellenwert',
      'seuil',
      'seuils',
      'umbral',
      'action',
      'actions',
      'note',
      'notes',
      // Where and when each row was done, as a laboratory network prints it per row ('Site  UHL',
      // 'Reported  11-Sep 13:48'): no part of the result.
      'site',
      'performing site',
      'performed at',
      'reported',
      'report time',
      'reported on',
      // A ward's change since the last draw, beside the newest column ('Dif.', 'Δ prev', 'Trend'):
      // a number or an arrow that is no result.
      'dif.',
      'diff.',
      'diferencia',
      'differenz',
      'différence',
      'differenza',
      'delta',
      'δ',
      'δ prev',
      'δ %',
      'change',
      'trend',
      'tendencia',
      'tendenz',
      'tendance',
      'tendenza',
      'veränderung',
      'variación',
      'variation',
      'variazione',
      // How a GP's system filed each row ('Date  Code  Term  Value ... Filed as', a practice's
      // record print). Not 'Date' alone: many a report heads its own dates so.
      'filed as',
      // A row's order or line number, when and by whom it was taken and released, in columns of
      // their own ('No requête  Prélevé  Analyse ... Statut', 'N°  Analyse ... Validé le').
      'n°',
      'nº',
      'n.º',
      'no.',
      'nr.',
      'pos.',
      'no requête',
      'n° de requête',
      'n° requête',
      'auftragsnr.',
      'auftragsnummer',
      'auftrag',
      'order no',
      'order no.',
      'order number',
      'accession',
      'accession no',
      'lab no',
      'lab no.',
      'specimen no',
      'sample no',
      'núm. orden',
      'n. richiesta',
      'prélevé',
      'prélevé le',
      'entnahmezeit',
      'validé le',
      'validé',
      'validation',
      'validiert',
      'validiert am',
      'freigabe',
      'validado',
      'validación',
      'validato',
      'validazione',
      'validated',
      'verified',
      'statut',
      // A test's code in a column of its own ('Cód.  H001', 'Kürzel  GLU', 'LOINC  2345-7'), and
      // the row's validation state ('Estado  Validado'): no part of the result either.
      'code',
      'test code',
      'loinc',
      'cód.',
      'cód',
      'cod.',
      'código',
      'codice',
      'clave',
      'kürzel',
      // The sample a row was measured in, in a column of its own ('MAT.  EB', 'Material  Serum').
      'mat.',
      'material',
      'matériel',
      'materiale',
      'specimen',
      'sample',
      'muestra',
      'camp.',
      'campione',
      'échantillon',
      'probenmaterial',
      'estado',
      'état',
      'stato',
      'hinweis',
      'anmerkung',
      'nota',
      'notas',
    ],
  ],
  [
    'previous',
    [
      'previous result',
      'previous results',
      'previous value',
      'previous',
      'prev',
      'prev.',
      'prev result',
      'prev. result',
      'prior result',
      'prior',
      'last result',
      'last value',
      'history',
      'historical',
      'historic',
      'earlier',
      'earlier result',
      'earlier results',
      'antérieur',
      'anterieur',
      'vorwert',
      'vorwerte',
      'vorbefund',
      // A Swiss lab's 'Resultat  Vorresultat', a Luxembourg lab's 'Vorheriges Erg.'.
      'vorresultat',
      'vorresultate',
      'vorheriges ergebnis',
      'vorheriges erg.',
      'vorheriger wert',
      'letzter wert',
      'antériorité',
      'antériorités',
      'anteriorite',
      'résultat antérieur',
      'résultats antérieurs',
      'précédent',
      'resultado anterior',
      'resultados anteriores',
      'anterior',
      'valore precedente',
      'risultato precedente',
      'risultati precedenti',
      'esito precedente',
      'precedente',
      'precedenti',
      'cumulative',
      // A discharge letter's table of two time points: the one at admission is the earlier
      // (ADR 081 item 319).
      'admission',
      'on admission',
      'at admission',
      'aufnahme',
      'bei aufnahme',
      'aufnahmewert',
      'aufnahmelabor',
      'entree',
      'a l entree',
      'ingreso',
      'al ingreso',
      'ingresso',
      'all ingresso',
      'ricovero',
      'al ricovero',
    ],
  ],
  [
    'range',
    [
      'reference range',
      'reference ranges',
      'reference interval',
      'reference intervals',
      'reference values',
      'reference value',
      'reference limits',
      // A one-sided limit (a semen analysis' 'Lower reference limit (5th centile)', WHO 2021).
      'reference limit',
      'lower reference limit',
      'lower reference limits',
      'upper reference limit',
      'upper reference limits',
      'lower limit',
      'upper limit',
      'grenzwert',
      'valor de corte',
      'ref range',
      'ref. range',
      'ref. interval',
      'ref interval',
      // Australian pathology's 'Ref Int' (reference interval), with or without its points.
      'ref int',
      'ref. int.',
      'ref.',
      'ref',
      'reference',
      'biological ref. interval',
      'biological reference interval',
      'bio. ref. interval',
      'bio. ref. range',
      'normal range',
      'normal values',
      'normal value',
      'expected range',
      'expected values',
      'target range',
      // A clinic's target in place of a range ('Unit target  >= 65', 'META  ≥ 1.2', 'Zielwert').
      'target',
      'unit target',
      'your target',
      'goal',
      'meta',
      'metas',
      'objetivo',
      'objectif',
      'cible',
      'obiettivo',
      'zielwert',
      'standard range',
      'range',
      'interval',
      'limits',
      'norm',
      'referenz',
      'referenzbereich',
      'referenzbereiche',
      'referenzwerte',
      'referenzwert',
      'referenzintervall',
      'normbereich',
      'normwerte',
      'normwert',
      'valeurs de référence',
      'valeurs de reference',
      'valeur de référence',
      'valeurs usuelles',
      'valeurs normales',
      'valeurs de réf.',
      'valeurs de réf',
      'val. réf.',
      'val. de réf.',
      'réf.',
      'intervalle de référence',
      'référence',
      'referencia',
      'riferimento',
      'normes',
      'valores de referencia',
      'valor de referencia',
      'valores normales',
      'intervalo de referencia',
      'rango de referencia',
      'valori di riferimento',
      'valore di riferimento',
      'intervallo di riferimento',
      'norme',
      'intervalo ref.',
      'intervalo de ref.',
      'intervallo rif.',
      'int. ref.',
      'valores ref.',
      'valor ref.',
      'val. ref.',
      'valeurs réf.',
      'valeurs de réf.',
      'v. ref.',
      'rif.',
      'val. rif.',
      'valori rif.',
      'valori normali',
      'v.r.',
      // Valori normali, valores normales, as Italian and Spanish urinalyses head the column.
      'v.n.',
      ...romanceRangeHeadings(),
    ],
  ],
  [
    'unit',
    [
      'units',
      'unit',
      'uom',
      'einheit',
      'einheiten',
      'einh.',
      'einh',
      'dimension',
      'unité',
      'unités',
      'unite',
      'unites',
      'unidad',
      'unidades',
      'unità',
      'unita',
      'u.m.',
      // Cut short in a narrow or two-up header ('Prueba  Result.  Unid.  V. Ref.').
      'unid.',
      'unid',
      'uds.',
    ],
  ],
  [
    'flag',
    [
      'flag',
      'flags',
      'abn',
      'abnormal',
      'abnormal flag',
      'h/l',
      'alert',
      'kennzeichen',
      'kennz.',
      'kz',
      'kz.',
      'kenn.',
      'markierung',
      'indicateur',
      'ind.',
      'signal',
      'indicador',
      'segnalazione',
      // A column of words that judge the result ('hoch', 'niedrig', 'High').
      'bewertung',
      'beurteilung',
      'status',
      'évaluation',
      'valutazione',
    ],
  ],
  [
    'value',
    [
      'result',
      'results',
      'your result',
      'your value',
      'value',
      'values',
      'current result',
      'current',
      // ... and the one at discharge the current.
      'discharge',
      'at discharge',
      'on discharge',
      'prior to discharge',
      'before discharge',
      'entlassung',
      'bei entlassung',
      'entlassungswert',
      'sortie',
      'a la sortie',
      'al alta',
      'dimissione',
      'alla dimissione',
      'latest',
      'latest result',
      'this result',
      'this visit',
      'actuel',
      'dernier',
      'dernier résultat',
      'résultat actuel',
      'último',
      'ultimo',
      'actual',
      'attuale',
      'ultimo valore',
      'observed value',
      'test result',
      'in range',
      'out of range',
      // A result printed in one of three columns by where it lies against its range.
      'below range',
      'within range',
      'above range',
      'unterhalb',
      'im bereich',
      'innerhalb',
      'oberhalb',
      'en dessous',
      'dans la norme',
      'au dessus',
      'por debajo',
      'dentro del rango',
      'por encima',
      'today',
      'ergebnis',
      'ergebnisse',
      'messwert',
      'wert',
      'befund',
      'aktuell',
      'aktueller wert',
      'résultat',
      'résultats',
      'resultat',
      'valeur',
      'resultado',
      'resultados',
      'valor',
      'risultato',
      'risultati',
      'esito',
      'valore',
      'result.',
      'res.',
      'résult.',
      'risult.',
      // A timed urine's two results of one test, each with its unit column: what one litre held
      // and what the day passed ('Konz.  Einheit  Ausscheid.  Einheit'; ADR 081 item 756).
      'konz.',
      'konzentration',
      'concentration',
      'conc.',
      'concentración',
      'concentrazione',
      'ausscheidung',
      'ausscheid.',
      'excretion',
      'excrétion',
      'excreción',
      'escrezione',
    ],
  ],
  [
    'name',
    [
      'test',
      'tests',
      'test name',
      'term',
      'test description',
      'investigation',
      'investigations',
      'analyte',
      'analytes',
      'component',
      'parameter',
      'parameters',
      'examination',
      'determination',
      'description',
      'name',
      'untersuchung',
      'untersuchungen',
      'analyse',
      'analysen',
      'analyt',
      'analyten',
      'bezeichnung',
      'analyses',
      'examen',
      'examens',
      'paramètre',
      'paramètres',
      'prueba',
      'pruebas',
      'determinación',
      'determinaciones',
      'estudio',
      'estudios',
      'análisis',
      'parámetro',
      'esame',
      'esami',
      'indagine',
      'analita',
      'analiti',
      'messgrösse',
      'messgröße',
      'kenngrösse',
      'analyte name',
      'analisi',
      'parametro',
      'parametri',
      // A toxicology screen's names: drugs by their classes ('Drug / Drug class'). Not 'Drug'
      // alone, nor 'Substance': a held-out report lost rows to one of them.
      'drug class',
      'drug / drug class',
      // ... and by what the screen detects of them ('Drug / Metabolite', as a workplace screen
      // heads its names): a drug with its metabolite is never a report's other column.
      'drug / metabolite',
      'drug/metabolite',
      'drug or metabolite',
      'droga / metabolito',
      'sustancia / metabolito',
      'substance / métabolite',
      'substanz / metabolit',
      'sostanza / metabolita',
      // An allergy panel's names ('Allergen'), each a specific IgE.
      'allergen',
      'allergens',
      'allergène',
      'allergènes',
      'alérgeno',
      'alérgenos',
      'allergene',
      'allergeni',
    ],
  ],
];

/**
 * Without its accents: OCR drops them from small bold print ('Analisis', 'Resultat', 'Valeurs de
 * reference'), and an unread heading cost a two-up table half of its columns.
 */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A heading word as OCR may read its letters: 'B10. REF. INTERVAL' for 'BIO. REF. INTERVAL',
 * 'Resuit' for 'Result'. Letters and the digits and letters OCR takes them for are one; a
 * word of digits alone stays itself (no heading is a number).
 */
const lookalikeSkeleton = (word: string) =>
  /\p{L}/u.test(word)
    ? word.replace(/[1l|]/g, 'i').replace(/0/g, 'o').replace(/5/g, 's').replace(/8/g, 'b')
    : word;

/**
 * A German heading as a print without umlauts spells it ('KUERZEL', 'MESSGROESSE'): mainframes,
 * fax headers and fixed-width LIS prints write 'ue' for 'ü' and 'ss' for 'ß'.
 */
const spelledWithoutUmlauts = (phrase: string) =>
  phrase.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

const PHRASES = HEADINGS.flatMap(([role, phrases]) =>
  [...new Set(phrases.flatMap((phrase) => [phrase, spelledWithoutUmlauts(phrase)]))].map(
    (phrase) => {
      const words = withoutAccents(phrase).split(' ');
      return { role, words, skeletons: words.map(lookalikeSkeleton) };
    },
  ),
).sort((a, b) => b.words.length - a.words.length);

const fold = (word: string) =>
  withoutAccents(word)
    .toLowerCase()
    // 'TEST(S)', 'VALUE(S)', 'RESULT(S)': a heading's plural in brackets.
    .replace(/\((?:s|es)\)(?=[:*]*$)/, '')
    .replace(/[:*]+$/, '')
    .replace(/^[([]|[)\]]$/g, '');

/**
 * The phrases by their first word's skeleton, longest first within each: a word is compared with
 * the few phrases that can start at it, not with all of them (every line of every report asks).
 */
const PHRASES_BY_FIRST = new Map<string, typeof PHRASES>();
for (const phrase of PHRASES) {
  const first = phrase.skeletons[0]!;
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), phrase]);
}

/** A printed word as the phrases' skeletons spell it, read once per word text. */
const skeletonOf = boundedMemo((text) => lookalikeSkeleton(fold(text)));

/** The role a run of words starting at `index` names, and how many words it takes. */
function headingAt(
  words: PlacedWord[],
  index: number,
  height: number,
): { role: ColumnRole; length: number } | null {
  const candidates = PHRASES_BY_FIRST.get(skeletonOf(words[index]?.text ?? ''));
  if (!candidates) return null;
  for (const phrase of candidates) {
    const slice = words.slice(index, index + phrase.words.length);
    if (slice.length !== phrase.words.length) continue;
    // The words of one heading stand together: 'Test  Result' across a gap is two headings.
    if (
      slice.some((word, at) => at > 0 && word.x0 - slice[at - 1]!.x1 > COLUMN_GAP_HEIGHTS * height)
    )
      continue;
    if (slice.every((word, at) => skeletonOf(word.text) === phrase.skeletons[at])) {
      return { role: phrase.role, length: phrase.words.length };
    }
  }
  return null;
}

const HEADING_WORDS = new Set(PHRASES.flatMap((phrase) => phrase.words));
const HEADING_SKELETONS = new Set(PHRASES.flatMap((phrase) => phrase.skeletons));

/** A word some column heading prints ('Parameter', 'Einheit', 'Referenz'), however OCR read it. */
export function isHeadingWord(text: string): boolean {
  const folded = fold(text);
  return (
    /\p{L}{3}/u.test(folded) &&
    (HEADING_WORDS.has(folded) || HEADING_SKELETONS.has(lookalikeSkeleton(folded)))
  );
}

/**
 * The column a label names when it is one column heading whole ('Method', 'Einheit', 'Unidades',
 * 'Reference range'), in any language the headers are read in; null otherwise.
 */
export function headingRoleOf(label: string): ColumnRole | null {
  const words = label
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(fold);
  const phrase = PHRASES.find(
    (candidate) =>
      candidate.words.length === words.length &&
      candidate.words.every((word, at) => word === words[at]),
  );
  return phrase?.role ?? null;
}

/** Heading words that some longer heading of the same column prints after other words. */
const TAIL_WORDS = new Set(
  PHRASES.flatMap((phrase) => phrase.words.slice(1).map((word) => `${phrase.role} ${word}`)),
);

/**
 * Whether an unread word just before this heading may be the start of it ('Yaur result',
 * 'Biologlcal ref. interval'): only when a longer heading of its column prints its first word
 * after others. 'Units' never does: an unread 'Your Resuit' a word's space before it (two-up
 * columns set tight) is the result's own heading, not part of the unit's.
 */
/**
 * An unread heading that a slash or a dash joins to the next at word spacing ('Proba / Prueba',
 * Basque then Spanish, on a bilingual Basque report): the same column's heading in the other
 * language, where the column starts. Read as a column of its own, the names' column began at
 * 'Prueba', and every name shorter than 'Proba /' was lost.
 */
function endsInTranslationJoiner(words: PlacedWord[], column: TableColumn): boolean {
  const last = words.find((word) => word.x1 === column.x1);
  return last !== undefined && last.x0 > column.x0 && /^[-–/]$/u.test(last.text);
}

function mayBeHeadingTail(words: PlacedWord[], column: TableColumn): boolean {
  const first = words.find((word) => word.x0 === column.x0);
  return first !== undefined && TAIL_WORDS.has(`${column.role} ${fold(first.text)}`);
}

/**
 * A narrow column's heading can run into the next one with no space between them, and the text
 * layer then holds one word ('RésultatUnité', 'resultUnits', 'intervalAnalyte'). Such a word,
 * when it is two heading words end to end, is read as both; the second begins where its letters would (widths in
 * proportion to letters), and `glued` remembers it so the gap between them is not asked for.
 */
function ungluedHeadings(word: PlacedWord, glued: Set<PlacedWord>): PlacedWord[] {
  const text = word.text;
  if (HEADING_WORDS.has(fold(text))) return [word];
  for (let cut = 3; cut <= text.length - 3; cut++) {
    const first = text.slice(0, cut);
    const second = text.slice(cut);
    // Headings are glued at a case change ('RésultatUnité'), never inside a lower-case word.
    if (!/\p{Lu}/u.test(second[0]!) || !HEADING_WORDS.has(fold(first))) continue;
    const at = word.x0 + ((word.x1 - word.x0) * cut) / text.length;
    const next: PlacedWord = { ...word, text: second, x0: at };
    // Three headings end to end ('ResultFlagUnits'): the rest is unglued the same way.
    const rest = HEADING_WORDS.has(fold(second)) ? [next] : ungluedHeadings(next, glued);
    if (rest.length === 1 && rest[0] === next && !HEADING_WORDS.has(fold(second))) continue;
    glued.add(next);
    return [{ ...word, text: first, x1: at }, ...rest];
  }
  return [word];
}

/** A numeric date as cumulative reports head their columns: '19/11/2022', '03.09.26', '2026-03-12'. */
const GLUED_DATE = /\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2}(?!\d))|\d{4}-\d{2}-\d{2}/g;
const IS_DATE = new RegExp(`^(?:${GLUED_DATE.source})$`);

/**
 * Dates a text layer joined to their neighbours with no space: 'Examination19/11/2022' (the
 * first heading and the first date), '25/11/202225/05/2023' (dates set edge to edge). Each date
 * becomes a word of its own, placed in proportion to its letters, and is remembered in `glued`
 * (no gap is asked of it). A word that is not letters and dates alone is left as it is.
 */
function ungluedDates(word: PlacedWord, glued: Set<PlacedWord>): PlacedWord[] {
  const dates = [...word.text.matchAll(GLUED_DATE)];
  if (dates.length === 0 || (dates.length === 1 && dates[0]![0] === word.text)) return [word];
  const parts: { text: string; from: number }[] = [];
  let at = 0;
  for (const date of dates) {
    if (date.index > at) parts.push({ text: word.text.slice(at, date.index), from: at });
    parts.push({ text: date[0], from: date.index });
    at = date.index + date[0].length;
  }
  if (at < word.text.length) parts.push({ text: word.text.slice(at), from: at });
  if (parts.some((part) => !IS_DATE.test(part.text) && !/^\p{L}+$/u.test(part.text))) return [word];
  withDaysFirstOneGivenBack(parts);
  const width = (word.x1 - word.x0) / word.text.length;
  return parts.map((part, index) => {
    const placed: PlacedWord = {
      ...word,
      text: part.text,
      x0: word.x0 + part.from * width,
      x1: word.x0 + (part.from + part.text.length) * width,
    };
    if (index > 0) glued.add(placed);
    return placed;
  });
}

/**
 * 'Determinacionli8/05/2023': on a picture the first '1' of a date glued to the heading before it
 * is read as a letter ('l', 'i', 'I') and taken into the heading, which then names no column and
 * swallows the date's column. Where the heading without that letter is one we know, the letter
 * leaves it, and where the date's day was left with one digit the '1' is given back to the day
 * ('référencel13/08/2024': a speck or a rule read as the letter, the day whole).
 */
function withDaysFirstOneGivenBack(parts: { text: string; from: number }[]): void {
  parts.forEach((part, at) => {
    const date = parts[at + 1];
    const oneAsLetter = /^(\p{L}+?)(?:li|[lIi])$/u.exec(part.text);
    if (!date || !oneAsLetter) return;
    const heading = oneAsLetter[1]!;
    if (!HEADING_WORDS.has(fold(heading)) || HEADING_WORDS.has(fold(part.text))) return;
    // A day of two digits kept them: the letter was a speck or a rule, and is dropped.
    if (/^\d[/.-]/.test(date.text)) {
      date.from -= part.text.length - heading.length;
      date.text = `1${date.text}`;
    }
    part.text = heading;
  });
}

/**
 * The words of a header, each ending before the next starts. OCR boxes a long glued run of dates
 * ('16/09/202216/01/2023…') wider than its ink on a picture, over the heading after it; its
 * dates, placed in proportion to their letters across that box, then drift right of their
 * columns (the fifth of five by a third of a column), and no row under them was read.
 */
function endingBeforeTheNext(words: readonly PlacedWord[]): PlacedWord[] {
  return words.map((word, at) => {
    const next = words[at + 1];
    return next && word.x1 > next.x0 && next.x0 > word.x0 ? { ...word, x1: next.x0 - 1 } : word;
  });
}

/** The widest space between `from` and `to` left by the words printed there. */
function widestGap(words: readonly PlacedWord[], from: number, to: number): number {
  let widest = 0;
  let edge = from;
  for (const word of words) {
    if (word.x1 <= from || word.x0 >= to) continue;
    widest = Math.max(widest, word.x0 - edge);
    edge = Math.max(edge, word.x1);
  }
  return Math.max(widest, to - edge);
}

/** Headings of one word, folded: what a heading broken at a hyphen may be the start of. */
const ONE_WORD_HEADINGS = PHRASES.filter((phrase) => phrase.words.length === 1).map(
  (phrase) => phrase.words[0]!,
);

/**
 * A heading word broken at a hyphen, its end on the line below ('Referenz-' over 'bereich'), read
 * as the one-word heading it starts; any other word as it is.
 */
function withBrokenHeadingWhole(word: PlacedWord): PlacedWord {
  const start = /^(\p{L}{4,})-$/u.exec(word.text)?.[1];
  if (!start) return word;
  const folded = fold(start);
  const whole = ONE_WORD_HEADINGS.find((heading) => heading.startsWith(folded));
  return whole ? { ...word, text: whole } : word;
}

/**
 * A patient block's line: a label and its date ('Geburtsdatum: 02.07.1990  Probeneingang:
 * 06.03.2024 10:05'). Its two dates head no columns: a heading is never a label with a colon
 * followed by a date of its own.
 */
function isLabelledDateLine(line: PlacedLine): boolean {
  const isDateAfter = (index: number) => readHeaderDate(line.words, index + 1) !== null;
  if (
    line.words.some(
      (word, index) =>
        (/\p{L}:$/u.test(word.text) || DATE_NAMED.test(word.text)) && isDateAfter(index),
    )
  )
    return true;
  // 'Sample collected 21-Nov-2025 08:40  Received 21-Nov-2025 13:02  Reported 22-Nov-2025': a
  // sample's steps, each with its date, are a field line, not a header of dated columns.
  const steps = line.words.filter(
    (word, index) => SAMPLE_STEP.test(word.text) && isDateAfter(index),
  );
  return steps.length >= 2;
}

/** A step of a sample's way through the laboratory, as a report dates it. */
const SAMPLE_STEP =
  /^(?:collected|received|reported|printed|requested|registered|verified|authori[sz]ed|validated|eingang|ausgang|befundet|gedruckt|re[çc]u|[ée]dit[ée]|pr[ée]lev[ée]|recibido|impreso|validado|stampato|accettato|refertato)$/iu;

/**
 * A word that names one date of the patient block, the date a word's space after it
 * ('Befunddatum 13.02.2025', 'Birthdate 03/04/1961'): a label, without its colon. Not the dates'
 * own label of a cumulative header ('Datum  05.02.24  14.06.24'), which is the word alone.
 */
const DATE_NAMED = /^\p{L}{3,}(?:datum|date)$/iu;

/**
 * A heading of a column set aside that is a label with its value a word's space after its colon
 * ('Material: Serum' beside the headings): said once for the table, it heads no column.
 */
function isLabelledNote(
  words: PlacedWord[],
  index: number,
  heading: { role: ColumnRole; length: number },
  height: number,
): boolean {
  const last = index + heading.length - 1;
  const label = words[last];
  const value = words[last + 1];
  return (
    heading.role === 'method' &&
    label !== undefined &&
    value !== undefined &&
    label.text.endsWith(':') &&
    value.x0 - label.x1 < WORD_SPACE_HEIGHTS * height &&
    headingAt(words, last + 1, height) === null
  );
}

/**
 * A bracketed note after a date heading that marks its column as the current result's, in the
 * languages we read ('(current)', '(aktuell)', '(actuel)', '(actual)', '(attuale)').
 */
const CURRENT_NOTE =
  /^[([](?:current|latest|this|today|aktuell|heute|actuel|actuelle|actual|hoy|attuale|oggi)[)\]]$/iu;

/** A vertical ruling drawn with characters, ASCII or box drawing. */
const RULING = new RegExp(`^${RULING_CHARACTER.source}+$`);

/** Whether a word is a ruling drawn with characters ('|', '│'), no word of a heading or a cell. */
export const isRuling = (word: { text: string }) => RULING.test(word.text);

/**
 * Each column's cells start at the ruling printed between its heading and the heading before,
 * when the header line rules its columns: names printed from the left edge of a wide column
 * with a centred heading ('|  ESTUDIO  |' over '| NITROGENO UREICO (BUN) |') are that column's,
 * not the column before's.
 */
function setRuledStarts(columns: TableColumn[], lineWords: readonly PlacedWord[]): void {
  const rulings = lineWords.filter((word) => RULING.test(word.text));
  if (rulings.length < 2) return;
  columns.forEach((column, index) => {
    const previousEnd = index > 0 ? columns[index - 1]!.x1 : -Infinity;
    const ruling = rulings.findLast((word) => word.x1 <= column.x0 && word.x0 >= previousEnd);
    if (ruling) column.ruledFrom = ruling.x1;
  });
}

/** A word that labels the dates after it ('Date', 'Datum', 'Fecha', 'Collected'). */
const DATES_LABEL =
  /^(?:dates?|datum|fecha|data|collected|collection|entnahme|abnahme|prélèvement|prelievo|extracción):?$/iu;

/** Words that sit in a header without naming a column: times under dates, 'of', '(SI)'. */
const FILLER =
  /^(?:\d{1,2}[:.h]\d{2}|[-–/|&]|of|the|de|du|des|der|die|del|di|\(si\)|si|\(conv\)|#)$/i;
/**
 * Fillers that join the words of one heading ('Leber / Pankreas'): inside an unread heading they
 * carry it on. Measured from the word before the slash, the next word stood a column gap away and
 * headed a column of its own, a two-up table's names, and the right table lost its rows. A bar or
 * a time stands between columns.
 */
const JOINING_FILLER = /^(?:[-–/&]|of|the|de|du|des|der|die|del|di)$/i;

/**
 * A column a header needs beside its results and names. Not one set aside (a code, a status,
 * when it was validated): with it alone a line of a labelled date ('Verified  15-Mar-2025 16:58',
 * a patient block's) would read as a header.
 */
const isOtherThanResultOrName = (role: ColumnRole) =>
  role !== 'value' && role !== 'name' && role !== 'method';

/** The most words a heading's note in brackets holds. */
const MAX_NOTE_WORDS = 6;

/**
 * Past a note in brackets of two words or more set right after a heading ('Test (LOINC long
 * common name)'): it explains the heading, and its words head no column of their own ('LOINC' had
 * split the table in three). The column then ends where the note does.
 */
function pastBracketedNote(
  words: PlacedWord[],
  index: number,
  column: TableColumn,
  height: number,
): number {
  const first = words[index];
  if (!first?.text.startsWith('(') || first.text.endsWith(')')) return index;
  if (first.x0 - column.x1 >= MIN_COLUMN_GAP_HEIGHTS * height) return index;
  for (let at = index; at < words.length && at - index < MAX_NOTE_WORDS; at++) {
    if (!words[at]!.text.endsWith(')')) continue;
    column.x1 = words[at]!.x1;
    return at + 1;
  }
  return index;
}

/**
 * Headings a few spaces apart ('Test   Result   Flag') head no columns: the rows under them are
 * words in sequence, not cells under their headings, and are read by their shape. A title that
 * holds two heading words ('Résultats des analyses de biologie médicale') is a phrase: its words
 * follow each other at word spacing, with no column gap anywhere between. A narrow table may still
 * print a pair of its headings a word apart ('Resultados Unidades') as long as most of its
 * headings stand a column gap apart (headings glued with no space at all are a table's), or it
 * is a wide table (isWideTable). Dated columns are a table's whatever their spacing: no title
 * holds two dates among its headings ('Análisis 04/05/2024 04/12/2024 Actual Marca Unidad', a
 * word apart).
 */
function areHeadingsTooClose(columns: TableColumn[], words: PlacedWord[], height: number): boolean {
  const minGap = MIN_COLUMN_GAP_HEIGHTS * height;
  const tight = columns.filter(
    (column, at) =>
      at > 0 &&
      !column.isGluedToPrevious &&
      widestGap(words, columns[at - 1]!.x1, column.x0) < minGap,
  ).length;
  const datedColumns = columns.filter((column) => column.date).length;
  return (
    tight > 0 &&
    2 * tight >= columns.length - 1 &&
    datedColumns < 2 &&
    !(datedColumns === 0 && isWideTable(columns, words, minGap))
  );
}

/**
 * Four headings we read or more, two of them set twice a column gap apart, none dated: a narrow
 * table's header whatever the spacing of the others ('Magnitud  Resultado Unidades  Intervalo de
 * referencia Método', a Spanish hospital's, its last heading set against the range's). No
 * phrase or title holds four headings, and none sets two of its words that far apart. The
 * caller asks it only of headings with no date among them: a cumulative report's header set
 * close ('Prec. 14/02/2025' after an Italian blood count's) was refused before, its rows read
 * well by their shape, and read by its columns they were all held.
 */
function isWideTable(columns: TableColumn[], words: PlacedWord[], minGap: number): boolean {
  return (
    columns.length >= 4 &&
    columns.some(
      (column, at) => at > 0 && widestGap(words, columns[at - 1]!.x1, column.x0) >= 2 * minGap,
    )
  );
}

/**
 * An earlier result's column numbered in its heading ('Vorwert 1  Vorwert 2', 'Previous 1',
 * 'Antériorité 2'): the number is the heading's, less than a column gap after it. Read as a word
 * of its own, a number among the headings made the line no header, and a line of dates under it
 * ('16.11.25  14.11.25', the earlier results' dates) was read as the table's header instead:
 * the first earlier result was shown as the current one.
 */
const COLUMN_NUMBER = /^(?:\(?#?[1-9]\)?|[1-9]\.)$/u;

/** Past a bracketed note after a heading, or past an earlier result's column number. */
function pastNoteOrNumber(
  words: PlacedWord[],
  index: number,
  column: TableColumn,
  height: number,
): number {
  const next = words[index];
  if (
    column.role === 'previous' &&
    next !== undefined &&
    COLUMN_NUMBER.test(next.text) &&
    next.x0 - column.x1 < MIN_COLUMN_GAP_HEIGHTS * height
  ) {
    column.x1 = next.x1;
    return index + 1;
  }
  return pastBracketedNote(words, index, column, height);
}

/**
 * Past a unit set right after a result's heading ('Result kUA/L', 'Ergebnis (mg/l)'), which is
 * every row's unit where a row prints none: an allergy panel prints its results as bare numbers.
 */
function pastHeadingUnit(
  words: PlacedWord[],
  index: number,
  column: TableColumn,
  height: number,
): number {
  const word = words[index];
  if (!word || word.x0 - column.x1 >= MIN_COLUMN_GAP_HEIGHTS * height) return index;
  const unit = word.text.replace(/^[([]|[)\]]$/g, '');
  // A unit with a slash ('kUA/L', 'mg/l'): a word such as 'Flag' or 'H/L' is a heading.
  if (!/\p{L}{2}.*\/|\/.*\p{L}{2}/u.test(unit) || !looksLikeUnitByShape(unit)) return index;
  column.unit = unit;
  column.x1 = word.x1;
  return index + 1;
}

/**
 * A header line's words to read headings from: dates and headings printed against each other
 * apart (those noted in `glued`), a heading broken at a hyphen whole, and no ruling (a table's
 * rulings between headings, '│ Code │ Analyse │', are no words: the gaps they stand in are the
 * columns' gaps).
 */
function headerWords(line: PlacedLine, glued: Set<PlacedWord>): PlacedWord[] {
  return endingBeforeTheNext(line.words)
    .filter((word) => !RULING.test(word.text))
    .flatMap((word) => ungluedDates(word, glued))
    .flatMap((word) => ungluedHeadings(word, glued))
    .map(withBrokenHeadingWhole);
}

/**
 * The header of a table when the line is one, else null: at least a result column (or two dated
 * ones) and one other column named, and hardly any word that names nothing.
 */
/**
 * A sentence that happens to hold two heading words ('the result is out of range') is no header:
 * many words we cannot read, in runs between the headings. A header's own unread headings of
 * several words stand in few runs ('Lage im Ref.-Bereich  Bew.' after four headings read: counted
 * by their words alone, that Austrian header was taken for a sentence and every row was lost).
 */
function isSentenceOfHeadingWords(
  unreadWords: number,
  unreadRuns: number,
  columns: TableColumn[],
): boolean {
  if (unreadWords <= Math.max(2, columns.length - 1)) return false;
  // Only a header that heads names and results with two headings more, undated: a labelled line
  // of dates and words ('Collected on 3/4/2025  Resulted on …  Status: Final result') is none.
  const roles = new Set(columns.map((column) => column.role));
  const isTable = roles.has('name') && roles.has('value') && !columns.some((column) => column.date);
  return !(isTable && columns.length >= 4 && unreadRuns <= 2);
}

/**
 * 'Lab Test' over a flowsheet's names (a Cerner print's): one heading, the names'. Read word by
 * word, 'Lab' is a performing lab's column (as 'Labor' is), and the names that began under it,
 * the short ones wholly ('CO2', 'BUN', 'INR'), fell in that column and were lost. As a heading
 * phrase of its own, 'test' after another word would be taken for an unread start of it, and a
 * record's dated title ('12-Feb-2025  Thyroid function test') for a header.
 */
function withLabTestAsOne(words: PlacedWord[], height: number): PlacedWord[] {
  const at = words.findIndex(
    (word, index) =>
      /^lab(?:oratory)?$/iu.test(word.text) &&
      /^tests?$/iu.test(words[index + 1]?.text ?? '') &&
      words[index + 1]!.x0 - word.x1 < MIN_COLUMN_GAP_HEIGHTS * height,
  );
  if (at === -1) return words;
  const [lab, test] = [words[at]!, words[at + 1]!];
  return [...words.slice(0, at), { ...test, x0: lab.x0 }, ...words.slice(at + 2)];
}

export function readTableHeader(line: PlacedLine, today: Date = new Date()): TableHeader | null {
  if (line.words.length === 0 || line.words.length > 24) return null;
  if (isLabelledDateLine(line)) return null;
  // Headings laid out with spaces in one text item have no real positions to read columns by.
  if (line.words.some((word) => word.isPlaceEstimated)) return null;
  const glued = new Set<PlacedWord>();
  const words = withLabTestAsOne(headerWords(line, glued), line.height);
  const columns: TableColumn[] = [];
  // Headings we could not read, as columns: a run of such words, a column gap from the next.
  const unread: TableColumn[] = [];
  let reading: TableColumn | null = null;
  const endUnread = () => {
    if (reading) unread.push(reading);
    reading = null;
  };
  let unnamed = 0;
  let unnamedAmongDates = false;
  const timesHeadColumns = timesAloneHeadColumns(words);
  for (let index = 0; index < words.length;) {
    const word = words[index]!;
    const time = timesHeadColumns ? timeOfDayColumn(word.text) : null;
    const date = readHeaderDate(words, index) ?? (time ? { date: time, length: 1 } : null);
    if (date && isPerDuration(words, index, date.date, line.height)) {
      index += date.length;
      continue;
    }
    if (date || headingAt(words, index, line.height)) endUnread();
    if (date) {
      index += addDatedColumn(columns, words, index, date, line.height);
      continue;
    }
    const heading = headingAt(words, index, line.height);
    if (heading && isLabelledNote(words, index, heading, line.height)) {
      index += heading.length + 1;
      continue;
    }
    if (heading) {
      addHeading(columns, words.slice(index, index + heading.length), heading.role, {
        isGlued: glued.has(word),
        height: line.height,
        isNameGoingOn:
          (heading.role === 'name' && continuesName(words, index, columns, line.height)) ||
          isTranslatedHeading(words, index, heading.role, columns, line.height),
        isJoinedToName: joinedToName(words, index, columns, line.height),
      });
      index = pastNoteOrNumber(words, index + heading.length, columns.at(-1)!, line.height);
      if (heading.role === 'value')
        index = pastHeadingUnit(words, index, columns.at(-1)!, line.height);
      continue;
    }
    // 'Date  05/02/24  14/06/24': the dates' own label, no column.
    if (DATES_LABEL.test(word.text) && readHeaderDate(words, index + 1)) {
      index++;
      continue;
    }
    if (/\d/.test(word.text) && !FILLER.test(word.text) && !MISREAD_DATE.test(word.text))
      return null;
    const current = reading as TableColumn | null;
    const isNear = current !== null && word.x0 - current.x1 < MIN_COLUMN_GAP_HEIGHTS * line.height;
    if (!FILLER.test(word.text)) {
      unnamed++;
      // A heading we cannot read among the dated columns may be the one that says which is current.
      if (columns.some((column) => column.date)) unnamedAmongDates = true;
      if (isNear) {
        current.x1 = word.x1;
      } else {
        endUnread();
        reading = { role: 'other', x0: word.x0, x1: word.x1 };
      }
    } else if (isNear && JOINING_FILLER.test(word.text)) current.x1 = word.x1;
    index++;
  }
  endUnread();
  // An unread word set a word's space from a heading is part of it ('Your result' read 'Yaur
  // result'): before the heading it widens it to where the column starts; after one it is left
  // out, as before ('intervaéinalyte', a heading run into the next table's). Only words a
  // column gap from every heading head a column of their own.
  const gap = WORD_SPACE_HEIGHTS * line.height;
  const widened = new Map<TableColumn, TableColumn>();
  for (const column of unread) {
    const before = columns.find(
      (c) =>
        c.x0 >= column.x1 &&
        ((c.x0 - column.x1 < gap && (c.date !== undefined || mayBeHeadingTail(words, c))) ||
          (c.x0 - column.x1 < MIN_COLUMN_GAP_HEIGHTS * line.height &&
            endsInTranslationJoiner(words, column))),
    );
    const after = columns.find((c) => c.x1 <= column.x0 && column.x0 - c.x1 < gap);
    if (before) widened.set(column, before);
    else if (after) widened.set(column, column);
  }
  for (const [column] of widened) unread.splice(unread.indexOf(column), 1);
  if (isTitleWithHeadingWord(columns, unread, words, line.height)) return null;
  namesUnderTitle(columns, unread, line.height);
  // A table always has a result column: a header that names the test column and another, with
  // one heading we could not read and no result heading, has its result under that heading.
  const isResultUnread =
    unread.length === 1 &&
    !columns.some((column) => column.role === 'value') &&
    columns.some((column) => column.role === 'name') &&
    columns.some((column) => column.role === 'unit' || column.role === 'range');
  if (isResultUnread) {
    columns.push({ ...unread[0]!, role: 'value' });
    columns.sort((a, b) => a.x0 - b.x0);
    unread.length = 0;
    unnamed -= 1;
  }
  const roles = columns.map((column) => column.role);
  // A day's columns of times are a table's only beside its names' heading: a line of times alone
  // is the times under a dated header (stacked-headings.ts), or a patient block's.
  if (timesHeadColumns && !roles.includes('name')) return null;
  const results = roles.filter((role) => role === 'value').length;
  const others = roles.filter(isOtherThanResultOrName).length;
  const named = roles.includes('name') ? 1 : 0;
  if (results === 0 || others + named + (results > 1 ? 1 : 0) === 0) return null;
  if (isSentenceOfHeadingWords(unnamed, unread.length, columns)) return null;
  const tooClose = areHeadingsTooClose(columns, words, line.height);
  namesUnderResultHeading(columns);
  if (tooClose) return null;
  for (const [column, into] of widened) {
    if (into !== column) into.x0 = Math.min(into.x0, column.x0);
  }
  const all = [...columns, ...unread].sort((a, b) => a.x0 - b.x0);
  setRuledStarts(all, line.words);
  const header = settleHalves(all, line.height, today);
  // An unread heading of its own before the dates may be the one that says which is current
  // ('Actual' misread): the newest date is then no sure current result either.
  const isUnreadColumnAmongResults = unread.some((column) => column.role === 'other');
  const isDated = columns.some((column) => column.date);
  if ((unnamedAmongDates || isUnreadColumnAmongResults) && isDated) {
    header.currentColumnDoubt ??=
      'This report prints results from several dates under headings we could not all read; ' +
      'check that this is the latest result.';
  }
  return header;
}

/**
 * A line whose one heading word runs on from words we cannot read, less than a column gap after
 * them, is a title holding that word: '11-Mar-2025  Thyroid function test', a record's dated
 * section title, is no header with a names' column headed 'test'. Only words count (a mark before
 * the headings, '> Test  Result' in an e-mail's quote, is none), and only a line with no other
 * heading: a header may hold a heading we cannot read before one we can ('Datum Vorwert').
 */
function isTitleWithHeadingWord(
  columns: TableColumn[],
  unread: TableColumn[],
  words: PlacedWord[],
  height: number,
): boolean {
  const undated = columns.filter((column) => !column.date);
  if (undated.length !== 1) return false;
  const heading = undated[0]!;
  const holdsWords = (other: TableColumn) =>
    words.some((word) => word.x0 >= other.x0 && word.x1 <= other.x1 && /\p{L}{3}/u.test(word.text));
  return unread.some(
    (other) =>
      heading.x0 >= other.x1 &&
      heading.x0 - other.x1 < MIN_COLUMN_GAP_HEIGHTS * height &&
      holdsWords(other),
  );
}

/**
 * 'Result  Units  06:00  02:00  22:00': a flowsheet that heads its tests' names 'Result' (as an
 * EHR calls each row) and its results by when they were drawn. With no names' heading, the
 * leftmost column undated headed as a result, before dated result columns, holds the names.
 */
function namesUnderResultHeading(columns: TableColumn[]): void {
  const [first] = columns;
  if (!first || first.role !== 'value' || first.date) return;
  if (columns.some((column) => column.role === 'name')) return;
  if (columns.filter((column) => column.date).length < 2) return;
  first.role = 'name';
}

/**
 * 'Blood results  Admission  Discharge  Units': a title ending in a result's word, its words less
 * than a column gap apart, over the names of a table whose results have headings of their own (a
 * discharge letter's). With no names' heading, the first heading and the unread words just before
 * it head the names: a table prints its results right of its names, never on both sides of them.
 */
function namesUnderTitle(columns: TableColumn[], unread: TableColumn[], height: number): void {
  const [first] = columns;
  if (!first || first.role !== 'value' || first.date) return;
  if (columns.some((column) => column.role === 'name')) return;
  const title = unread.find(
    (column) => column.x1 <= first.x0 && first.x0 - column.x1 < MIN_COLUMN_GAP_HEIGHTS * height,
  );
  if (!title || unread.some((column) => column.x0 < title.x0)) return;
  const laterResults = columns
    .slice(1)
    .filter((column) => column.role === 'value' || column.role === 'previous');
  if (laterResults.length === 0) return;
  first.role = 'name';
  first.x0 = title.x0;
  unread.splice(unread.indexOf(title), 1);
}

/**
 * 'Referenz / 24 h', 'Norm pro 24 h': a span of time after '/' or 'per' qualifies the heading
 * before it (a timed urine's range per day), and heads no column of its own as '2 h' of a glucose
 * curve does (ADR 081 item 756).
 */
function isPerDuration(
  words: PlacedWord[],
  index: number,
  date: HeaderDate,
  height: number,
): boolean {
  const before = words[index - 1];
  return (
    date.isTimeOnly === true &&
    before !== undefined &&
    /^(?:\/|per|pro|par)$/iu.test(before.text) &&
    words[index]!.x0 - before.x1 < MIN_COLUMN_GAP_HEIGHTS * height
  );
}

/** Times alone, two or more and no date among them, head a day's columns ('Esame  06:00  12:00'). */
const timesAloneHeadColumns = (words: PlacedWord[]) =>
  words.filter((word) => TIME_OF_DAY.test(word.text)).length >= 2 &&
  !words.some((_, at) => readHeaderDate(words, at) !== null);

/**
 * A date's words as the column it dates. 'Result 20.11.2026', 'Vorwert 12.03.2026': a date just
 * after a result heading dates that column. A date set close after any other heading
 * ('Intervallo di riferimento 21/02/2025') heads a column of its own: a range, a unit or a flag is
 * never dated. Returns how many words it read: the date's, and a note after it marking its column
 * the current result's ('(current)', ADR 081 item 577).
 */
function addDatedColumn(
  columns: TableColumn[],
  words: PlacedWord[],
  index: number,
  { date, length }: { date: HeaderDate; length: number },
  height: number,
): number {
  const dateWords = words.slice(index, index + length);
  const last = columns.at(-1);
  const [first] = dateWords;
  const x1 = dateWords.at(-1)!.x1;
  const dates = last?.role === 'value' || last?.role === 'previous';
  if (last && dates && !last.date && first!.x0 - last.x1 < 1.5 * height) {
    last.date = date;
    last.x1 = x1;
  } else columns.push({ role: 'value', x0: first!.x0, x1, date });
  // '20-Nov-25  (current)': the note names this date's column the current result's.
  if (!CURRENT_NOTE.test(words[index + length]?.text ?? '')) return length;
  columns.at(-1)!.isMarkedCurrent = true;
  return length + 1;
}

/**
 * A heading's words as the column they head. 'TEST (UNITS)', a unit heading in brackets just
 * after the name's, heads no column: the units are printed in brackets after each name, in the
 * name's column (row-candidates.ts reads them from there), which it widens.
 */
function addHeading(
  columns: TableColumn[],
  heading: PlacedWord[],
  role: ColumnRole,
  {
    isGlued,
    height,
    isNameGoingOn,
    isJoinedToName,
  }: { isGlued: boolean; height: number; isNameGoingOn: boolean; isJoinedToName: boolean },
): void {
  const first = heading[0]!;
  const last = heading.at(-1)!;
  const before = columns.at(-1);
  if (isNameGoingOn && before) {
    before.x1 = last.x1;
    return;
  }
  const isUnitsInName =
    role === 'unit' &&
    before?.role === 'name' &&
    first.text.startsWith('(') &&
    first.x0 - before.x1 < MIN_COLUMN_GAP_HEIGHTS * height;
  if (isUnitsInName) {
    before.x1 = last.x1;
    return;
  }
  // 'Test / Method', 'Investigation & Method': the method named with the test, a slash or a word
  // apart, is printed with its name (on the line under it), in the name's column; as a column of
  // its own it would cut 'Direct' off 'Bilirubin Direct'.
  const isMethodOfName = role === 'method' && before?.role === 'name' && isJoinedToName;
  if (isMethodOfName) {
    before.x1 = last.x1;
    return;
  }
  const phrase = heading.map((part) => fold(part.text)).join(' ');
  columns.push({
    role,
    x0: first.x0,
    x1: last.x1,
    ...(SPLITS_BY_RANGE.test(phrase) ? { splitsByRange: true } : {}),
    ...(isGlued ? { isGluedToPrevious: true } : {}),
  });
}

/**
 * A heading in a second language after the first, a dash or a slash between them at word spacing
 * ('Analyse - Analyse', 'Résultat - Resultaat', 'Unità / Einheit'), as bilingual reports print
 * them: one column's heading. As two columns, the second would take the column's cells from where
 * it starts ('Globules blancs -' cut off 'Witte bloedcellen').
 */
function isTranslatedHeading(
  words: readonly PlacedWord[],
  index: number,
  role: ColumnRole,
  columns: readonly TableColumn[],
  height: number,
): boolean {
  const before = columns.at(-1);
  const joiner = words[index - 1];
  const word = words[index]!;
  return (
    before !== undefined &&
    before.role === role &&
    before.date === undefined &&
    joiner !== undefined &&
    /^[-–/]$/.test(joiner.text) &&
    joiner.x0 - before.x1 < MIN_COLUMN_GAP_HEIGHTS * height &&
    word.x0 - joiner.x1 < MIN_COLUMN_GAP_HEIGHTS * height
  );
}

/** The headings of a result printed in the column that says where it lies against its range. */
const SPLITS_BY_RANGE =
  /^(?:(?:in|out of|below|within|above) range|unterhalb|im bereich|innerhalb|oberhalb|en dessous|dans la norme|au dessus|por debajo|dentro del rango|por encima)$/;

/** A slash, an ampersand or 'and' between two headings of one column. */
const JOINER = /^(?:[/&+]|and|und|et|y|e)$/i;

/**
 * Whether the heading at `index` follows the name's heading joined to it by a slash, '&' or 'and'
 * at word spacing ('Test / Method').
 */
function joinedToName(
  words: PlacedWord[],
  index: number,
  columns: TableColumn[],
  height: number,
): boolean {
  const joiner = words[index - 1];
  const name = words[index - 2];
  if (columns.at(-1)?.role !== 'name' || !joiner || !name || name.x1 !== columns.at(-1)!.x1)
    return false;
  const gap = MIN_COLUMN_GAP_HEIGHTS * height;
  return (
    JOINER.test(joiner.text) && joiner.x0 - name.x1 < gap && words[index]!.x0 - joiner.x1 < gap
  );
}

/**
 * Whether a name heading goes on the one just before it, joined by small words only ('of',
 * 'de'): 'Name of Test' is one column, not a 'Name' column whose names lose their words left of 'Test'.
 */
function continuesName(
  words: PlacedWord[],
  index: number,
  columns: TableColumn[],
  height: number,
): boolean {
  const before = columns.at(-1);
  if (before?.role !== 'name') return false;
  for (let at = index - 1; at >= 0; at--) {
    const word = words[at]!;
    if (words[at + 1]!.x0 - word.x1 > MIN_COLUMN_GAP_HEIGHTS * height) return false;
    if (word.x1 === before.x1) return true;
    // A dash or slash between them is two languages' names for one column ('Untersuchung –
    // Esame'), which the halves read as such.
    if (!FILLER.test(word.text) || !/^\p{L}+$/u.test(word.text)) return false;
  }
  return false;
}

/**
 * A date column's heading a picture misread ('12/1123' for 12/11/23): digits and one or two
 * separators, no date. It heads an unread column, so the header holds and, its date unknown, no
 * column is surely the current one (currentColumnDoubt).
 */
const MISREAD_DATE = /^(?=(?:\D*\d){4})\d{1,4}[/.-]\d{1,4}(?:[/.-]\d{0,4})?$/;

/**
 * A heading we could not read before the names' ('LOINC  Test (LOINC long common name)', a code
 * of the system's): its cells are codes, no part of the result ('6690-2' read as a range).
 */
function setAsideBeforeNames(half: TableColumn[]): void {
  const names = half.findIndex((column) => column.role === 'name');
  for (const column of half.slice(0, Math.max(names, 0)))
    if (column.role === 'other') column.role = 'method';
}

/**
 * Two tables side by side repeat their headings: a heading already seen in this half (undated)
 * starts the next half. A half that does not name its test column begins a little after the
 * previous half's last heading, where its names are printed.
 */
function settleHalves(columns: TableColumn[], height: number, today: Date): TableHeader {
  // The test name is a table's first column: an unread heading first, before any name heading,
  // heads it.
  const first = columns[0];
  if (first?.role === 'other' && !columns.some((column) => column.role === 'name')) {
    first.role = 'name';
    // A section's title over the names ('CHEMICAL PATHOLOGY  Result  Unit'): its words, set wide
    // in capitals, may stand a little more than a column gap apart, yet head one column; the
    // second word heading a column of its own took the names' last words ('Fasting Blood' of
    // 'Fasting Blood Sugar (FBS)') into it.
    while (
      columns[1]?.role === 'other' &&
      columns[1].x0 - first.x1 < TITLE_WORD_GAP_HEIGHTS * height
    ) {
      first.x1 = columns[1].x1;
      columns.splice(1, 1);
    }
  }
  const halves: TableColumn[][] = [[]];
  for (const [at, column] of columns.entries()) {
    const half = halves.at(-1)!;
    // 'In range' and 'Out of range' are one result printed in one of two columns.
    const isRangeSplit = column.role === 'value' && column.splitsByRange === true;
    const repeats =
      !column.date &&
      !isRangeSplit &&
      (column.role === 'name' || column.role === 'value' || column.role === 'unit') &&
      half.some((seen) => seen.role === column.role && !seen.date);
    // The test name is a table's first column: a name heading after others starts the next
    // table, even when OCR lost the first table's own name heading.
    // Not after columns set aside alone ('Code  Analyse', 'Datum  Zeit  Kürzel  Analyse'): they
    // are the same table's, printed before its names (a code is read as a method column is).
    // Nor after a flag column printed first ('Ind.  Prueba  Resultado', a Costa Rican lab's A and
    // B before each name). Nor after dated results alone: a cumulative summary may print the
    // newest result first, before the names ('11/24/25  TEST  REF RANGE  UNITS  11/22/25
    // 11/20/25'); a table of its own there, it left the newest date out of the others' choice,
    // and the day before's result was shown as current.
    // Nor after a result and its unit alone, when no result follows the names: one table that
    // prints its results before the names ('RESULTADO  UNIDADES  EXAMEN  VALORES REFERENCIALES',
    // a Peruvian lab's), each cell then read by its column.
    const startsTable =
      column.role === 'name' &&
      half.some(
        (seen) =>
          seen.role !== 'other' && seen.role !== 'method' && seen.role !== 'flag' && !seen.date,
      ) &&
      !isNameAfterItsResults(half, columns.slice(at + 1));
    if (repeats || startsTable) halves.push([column]);
    else half.push(column);
  }
  splitAtRepeatedRange(halves, height);
  if (halves.length > 1) {
    halves.forEach((half, index) => {
      // The next half's name heading unread: the unread heading this half ends with is it.
      const previous = halves[index - 1];
      const hasName = half.some((column) => column.role === 'name');
      const endsUnread = previous?.at(-1)?.role === 'other';
      if (!hasName && endsUnread && !endsWithTwinColumn(previous!, half, height))
        half.unshift(previous!.pop()!);
      if (half[0]?.role === 'other' && !hasName) half[0].role = 'name';
      takeResultFromUnread(half);
    });
    fillFromTwin(halves, height);
  }
  for (const half of halves) setAsideBeforeNames(half);
  const settled: TableHalf[] = halves.map((half, index) => {
    if (index === 0) return { columns: half, from: -Infinity, to: Infinity };
    const previousEnd = halves[index - 1]!.at(-1)!.x1;
    const first = half[0]!;
    const from = first.role === 'name' ? (previousEnd + first.x0) / 2 : previousEnd + 2 * height;
    return { columns: half, from, to: Infinity };
  });
  for (let index = 0; index < settled.length - 1; index++)
    settled[index]!.to = settled[index + 1]!.from;
  let doubt: string | null = null;
  for (const half of settled) doubt = chooseCurrentColumn(half.columns, today) ?? doubt;
  return { halves: settled, currentColumnDoubt: doubt };
}

/**
 * A name heading after the columns of a table without one, with no result heading after it: the
 * same table's names, printed after its results. Two tables side by side repeat the result
 * heading after their names (or the first prints names too).
 */
function isNameAfterItsResults(before: TableColumn[], after: TableColumn[]): boolean {
  const hasResult = (columns: TableColumn[]) =>
    columns.some((column) => column.role === 'value' && !column.date);
  const hasName = before.some((column) => column.role === 'name');
  return !hasName && hasResult(before) && !hasResult(after);
}

/** The words of a title over the names stand less than this many heights apart. */
const TITLE_WORD_GAP_HEIGHTS = 2;

/** Columns of two side-by-side tables stand at the same offsets within each, to this many heights. */
const TWIN_OFFSET_HEIGHTS = 1.5;
/** Roles a half may take from its twin: one result per row, as every two-up print has. */
const TWIN_ROLES: ColumnRole[] = ['value', 'unit', 'range', 'flag'];

/**
 * Two tables printed side by side are one layout printed twice: when OCR misread a heading of one
 * half ('Resuitados'), that half had no result column, its results fell into the name's zone, and
 * every row of it was lost ('Results' unread on one side of a tune two-up photo: F1 0.92 → 0.57).
 * A half missing a column its twin has takes it, at the twin's offset from a heading both read.
 * Only between halves whose shared headings (two at least, undated) stand at the same offsets:
 * that is what shows they are twins.
 */
function fillFromTwin(halves: TableColumn[][], height: number): void {
  for (const half of halves) {
    for (const twin of halves) {
      if (twin === half) continue;
      const shift = twinShift(half, twin, height);
      if (shift === null) continue;
      const roles = new Set(half.map((column) => column.role));
      for (const other of twin) {
        if (roles.has(other.role) || !TWIN_ROLES.includes(other.role)) continue;
        const x0 = other.x0 + shift;
        // A heading of ours we could not read stands there: it is that column.
        const unreadThere = half.findIndex(
          (column) =>
            column.role === 'other' && Math.abs(column.x0 - x0) <= TWIN_OFFSET_HEIGHTS * height,
        );
        if (unreadThere !== -1) half.splice(unreadThere, 1);
        half.push({ role: other.role, x0, x1: other.x1 + shift });
        roles.add(other.role);
      }
      half.sort((a, b) => a.x0 - b.x0);
    }
  }
}

/**
 * How far `half` stands from `twin` when it is a copy of its layout, else null: both undated, and
 * their shared headings (two at least) at the same offsets. Every heading this half read, but its
 * name (which the twin's OCR may have lost), must stand in the twin too.
 */
function twinShift(half: TableColumn[], twin: TableColumn[], height: number): number | null {
  const isDated = (columns: TableColumn[]) => columns.some((column) => column.date);
  if (isDated(twin) || isDated(half)) return null;
  const read = half.filter((column) => column.role !== 'other');
  const shared = read.filter((column) => twin.some((other) => other.role === column.role));
  const roles = new Set(read.map((column) => column.role));
  const named = roles.has('name') && !twin.some((other) => other.role === 'name') ? 1 : 0;
  if (shared.length < 2 || shared.length + named !== roles.size) return null;
  const counterpart = (column: TableColumn) => twin.find((other) => other.role === column.role)!;
  const shift = shared[0]!.x0 - counterpart(shared[0]!).x0;
  const isTwin = shared.every(
    (column) =>
      Math.abs(column.x0 - counterpart(column).x0 - shift) <= TWIN_OFFSET_HEIGHTS * height,
  );
  return isTwin ? shift : null;
}

/**
 * The unread heading a half ends with, before a half with no name heading read, was taken for the
 * next table's name. It may as well be this table's last column with the next name run into it
 * ('Biological rel. interviinalyte' on a tune two-up photo: the left ranges were read as the right
 * names, and the right table lost its rows). It is this table's when, read as a column the next
 * half has and this one lacks, it stands where the next half's does and the two are one layout
 * (twinShift); the next half's name column then begins at the twin's offset, within that word.
 */
function endsWithTwinColumn(previous: TableColumn[], half: TableColumn[], height: number): boolean {
  const name = previous.find((column) => column.role === 'name');
  const last = previous.at(-1)!;
  if (!name) return false;
  for (const role of TWIN_ROLES) {
    const isMissing = !previous.some((column) => column.role === role);
    if (!isMissing || !half.some((column) => column.role === role)) continue;
    const trial = previous.map((column) => (column === last ? { ...column, role } : column));
    const shift = twinShift(half, trial, height);
    if (shift === null) continue;
    const nameAt = name.x0 + shift;
    if (nameAt <= last.x0 + height || nameAt > last.x1) continue;
    last.role = role;
    last.x1 = nameAt - height;
    half.unshift({ role: 'name', x0: nameAt, x1: name.x1 + shift });
    return true;
  }
  return false;
}

/**
 * A range heading never starts a half by itself (a table may print two ranges), so when OCR lost
 * the headings that would have ('Your resultUnits' unread on the left, the right table's name run
 * into the left's last heading, 'intervalAnalyte'), both tables were read as one and the left
 * half lost every row. A half holding two range columns is two tables when, cut after the first,
 * the two parts are one layout (twinShift); an unread heading first in the second part is its
 * name, or else its result, whichever makes them so, and the first part's one unread heading is
 * its result when it has none.
 */
function splitAtRepeatedRange(halves: TableColumn[][], height: number): void {
  for (let index = 0; index < halves.length; index++) {
    const half = halves[index]!;
    const ranges = half.flatMap((column, at) => (column.role === 'range' ? [at] : []));
    if (ranges.length !== 2) continue;
    const firstPart = half.slice(0, ranges[0]! + 1).map((column) => ({ ...column }));
    takeResultFromUnread(firstPart);
    const lead = half[ranges[0]! + 1]!;
    for (const role of ['name', 'value'] as const) {
      const second = half.slice(ranges[0]! + 1).map((column) => ({ ...column }));
      if (lead.role === 'other' && !second.some((column) => column.role === role))
        second[0]!.role = role;
      if (role === 'name') takeResultFromUnread(second);
      const isTwin =
        twinShift(firstPart, second, height) !== null ||
        twinShift(second, firstPart, height) !== null;
      if (!isTwin) continue;
      halves.splice(index, 1, firstPart, second);
      index++;
      break;
    }
  }
}

/**
 * One half of side-by-side tables with no result heading read and one heading we could not read:
 * that is its result column, as for a table alone (readTableHeader).
 */
function takeResultFromUnread(half: TableColumn[]): void {
  const unread = half.filter((column) => column.role === 'other');
  const hasResult = half.some((column) => column.role === 'value');
  const hasOthers = half.some((column) => column.role === 'unit' || column.role === 'range');
  if (unread.length === 1 && !hasResult && hasOthers) unread[0]!.role = 'value';
}

/**
 * In a cumulative table the newest dated column is the current result and the rest are history.
 * A column labelled current ('Result', 'Aktuell') keeps its place. Returns why the choice is
 * uncertain, or null.
 */
function chooseCurrentColumn(columns: TableColumn[], today: Date): string | null {
  const dated = columns.filter((column) => column.role === 'value' && column.date);
  dateColumns(dated);
  if (dated.some((column) => column.isMarkedCurrent)) {
    for (const column of dated) column.role = column.isMarkedCurrent ? 'value' : 'previous';
    return null;
  }
  const undatedResult = columns.some((column) => column.role === 'value' && !column.date);
  if (undatedResult) {
    for (const column of dated) column.role = 'previous';
    return null;
  }
  if (dated.length < 2) return null;
  const wrapped = newestPastMidnight(dated.map((column) => column.date!));
  if (wrapped !== null) {
    dated.forEach((column, index) => {
      column.role = index === wrapped ? 'value' : 'previous';
    });
    return 'This report prints results at times of day that run past midnight; check that this is the latest result.';
  }
  const newest = newestOf(dated.map((column) => column.date!));
  dated.forEach((column, index) => {
    column.role = index === newest.index ? 'value' : 'previous';
  });
  // No result is dated after the day the report is read: a heading that is has been misread (OCR
  // took a year's '5' for an '8', '02.07.2025' as '02.07.2028'), and being the newest it would
  // have made an earlier column the current result.
  if (dated.some((column) => isAfter(column.date!, today)))
    return (
      'This report prints results from several dates, one of which could not be read; ' +
      'check that this is the latest result.'
    );
  // A cumulative report prints its dates in order across the page, newest first or last. Dates
  // out of that order hold a misread one ('2024' read as '2021'): the column taken as the newest
  // may be an earlier result's.
  if (!runsOneWay(dated.map((column) => column.date!)))
    return (
      'This report prints results from several dates whose headings are not in order, so one ' +
      'was probably misread; check that this is the latest result.'
    );
  return newest.isCertain
    ? null
    : 'This report prints results from several dates whose order could not be told for certain; ' +
        'check that this is the latest result.';
}

/**
 * The date is after `today` whichever way round it reads, by more than the day a lab in a time
 * zone ahead of ours may already be in.
 */
function isAfter(date: HeaderDate, today: Date): boolean {
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
  const latest =
    tomorrow.getFullYear() * 10000 + (tomorrow.getMonth() + 1) * 100 + tomorrow.getDate();
  return Math.min(date.sortKey(true), date.sortKey(false)) > latest;
}

/**
 * Each dated column's day, for the earlier results it heads: read day-first or month-first as
 * some date of the header forces ('20/11/26'), or alike both ways ('05/05/26', '2026-05-14');
 * null when the header leaves it open.
 */
function dateColumns(dated: TableColumn[]): void {
  const forcedDayFirst = dated.some((column) => column.date!.mustBeDayFirst);
  const forcedMonthFirst = dated.some((column) => column.date!.mustBeMonthFirst);
  const dayFirst = forcedDayFirst === forcedMonthFirst ? null : forcedDayFirst;
  for (const column of dated) {
    const date = column.date!;
    const key =
      dayFirst !== null
        ? date.sortKey(dayFirst)
        : date.sortKey(true) === date.sortKey(false)
          ? date.sortKey(true)
          : null;
    // A date printed without its year dates no earlier result: we do not know which year it was.
    column.on = key === null || date.isYearless ? null : isoOfSortKey(key);
  }
}

/**
 * Whether the dates, left to right, only rise or only fall, in a reading (day-first or
 * month-first) that the header allows.
 */
export function runsOneWay(dates: HeaderDate[]): boolean {
  const forcedDayFirst = dates.some((date) => date.mustBeDayFirst);
  const forcedMonthFirst = dates.some((date) => date.mustBeMonthFirst);
  const readings =
    forcedDayFirst === forcedMonthFirst ? [true, false] : forcedDayFirst ? [true] : [false];
  return readings.some((dayFirst) => {
    const keys = dates.map((date) => orderKey(date, dayFirst));
    const rising = keys.every((key, at) => at === 0 || key >= keys[at - 1]!);
    const falling = keys.every((key, at) => at === 0 || key <= keys[at - 1]!);
    return rising || falling;
  });
}

/**
 * A ward's times alone that turn past midnight ('22:00  02:00  06:00', or newest first '06:00
 * 02:00  22:00'): printed in the order they were taken, the last (or the first) is the newest,
 * not the latest hour. The order is the one that spans less time, forward or back across the
 * page. Null unless every column is a time alone and their hours do not run one way.
 */
function newestPastMidnight(dates: HeaderDate[]): number | null {
  if (!dates.every((date) => date.isTimeOnly) || runsOneWay(dates)) return null;
  const minutes = dates.map((date) => date.minutes ?? 0);
  const DAY = 24 * 60;
  const span = (direction: 1 | -1) =>
    minutes
      .slice(1)
      .reduce((sum, value, at) => sum + ((direction * (value - minutes[at]!) + DAY) % DAY), 0);
  const forward = span(1);
  const back = span(-1);
  if (forward === back) return null;
  return forward < back ? dates.length - 1 : 0;
}

function newestOf(dates: HeaderDate[]): { index: number; isCertain: boolean } {
  const order = (dayFirst: boolean) => {
    let best = 0;
    dates.forEach((date, index) => {
      if (orderKey(date, dayFirst) > orderKey(dates[best]!, dayFirst)) best = index;
    });
    return best;
  };
  // Two columns of the newest day and time (a ward's results of one day headed by its date alone,
  // their times unread) leave the current one untold: the first of them is taken, not surely.
  const isTied = (index: number, dayFirst: boolean) =>
    dates.filter((date) => orderKey(date, dayFirst) === orderKey(dates[index]!, dayFirst)).length >
    1;
  const forcedDayFirst = dates.some((date) => date.mustBeDayFirst);
  const forcedMonthFirst = dates.some((date) => date.mustBeMonthFirst);
  if (forcedDayFirst !== forcedMonthFirst) {
    const index = order(forcedDayFirst);
    return { index, isCertain: !isTied(index, forcedDayFirst) };
  }
  const dayFirst = order(true);
  return { index: dayFirst, isCertain: dayFirst === order(false) && !isTied(dayFirst, true) };
}

/**
 * The header in force with the dates of a line under it ('Vorwert  Vorwert  AKTUELL' over
 * 'Untersuchung  Einheit  Referenzbereich', then '08.11.25  10.11.25  12.11.25' under the three
 * result columns): the dates head the columns already read, not a table of their own, which
 * had lost the unit and the range columns. Null when the line is no such line of dates.
 */
export function withDatesUnder(current: TableHeader, next: TableHeader): TableHeader | null {
  const [half] = current.halves;
  const [datedHalf] = next.halves;
  if (current.halves.length !== 1 || next.halves.length !== 1 || !half || !datedHalf) return null;
  const dated = datedHalf.columns.filter((column) => column.role !== 'name');
  if (dated.length === 0 || !dated.every((column) => column.date)) return null;
  const results = half.columns.filter((c) => c.role === 'value' || c.role === 'previous');
  const under = dated.map((date) =>
    results.find((column) => Math.min(column.x1, date.x1) - Math.max(column.x0, date.x0) > 0),
  );
  if (under.some((column) => !column) || new Set(under).size !== dated.length) return null;
  // Only beside columns with more than results: a header of dates alone stands for itself.
  if (half.columns.every((column) => column.role !== 'unit' && column.role !== 'range'))
    return null;
  return {
    ...current,
    halves: [
      {
        ...half,
        columns: half.columns.map((column) => {
          const at = under.indexOf(column);
          return at < 0 ? column : { ...column, date: dated[at]!.date, on: dated[at]!.on };
        }),
      },
    ],
  };
}

/**
 * The table a new header leaves in force. A header whose columns all stand in a later half of the
 * table in force ('Risultato  U.M.  Rif.' over the right half only, as a page of tables side by
 * side repeats a header for its next right-hand table) heads that half and the ones after it; the
 * halves before it keep their columns, so the left table's rows that follow are still read.
 */
export function withHalfReheaded(current: TableHeader, next: TableHeader): TableHeader {
  const starts = next.halves.flatMap((half) => half.columns.map((column) => column.x0));
  const firstX = Math.min(...starts);
  const index = current.halves.findLastIndex((half, at) => at > 0 && half.from <= firstX);
  if (index < 1) return next;
  const from = current.halves[index]!.from;
  const [first, ...rest] = next.halves;
  if (!first) return next;
  return {
    ...next,
    halves: [
      ...current.halves.slice(0, index),
      { ...first, from: Math.max(first.from, from) },
      ...rest,
    ],
  };
}
