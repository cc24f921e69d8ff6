/**
 * Blood gas analysers' names. A blood gas (an ABL, i-STAT, epoc, RAPIDPoint or GEM ticket, or a
 * hospital's emergency panel) names its tests by symbols: a leading 'c' for a concentration and
 * 'ct' for a total one ('cK+', 'ctHb'), an ion's charge ('Na+', 'Ca2+', 'Ca++', 'HCO3-'), a
 * trailing 'c' for a value the analyser calculated ('Hctc', 'cHCO3-(P)c') and the sample in
 * brackets ('(P)' plasma, '(B)' blood). Read as ordinary names they mislead: 'cK+' folds to 'ck',
 * creatine kinase. And a blood gas's own tests share names with others: its 'pH' is the blood's,
 * not a urine strip's, and its total CO2 ('TCO2', 'ctCO2') is bicarbonate plus the dissolved gas,
 * not the bicarbonate a chemistry panel reports under that name.
 */
import { wordTable } from '#server/lib/word-table';

/**
 * A partial pressure's name ('pCO2', 'PO2', 'pCO₂', 'pO2(T)'): printed by every blood gas and by
 * nothing else a member uploads.
 */
const PARTIAL_PRESSURE = /(?<![\p{L}\d])p\s?[av]?\s?C?O[2₂](?![\p{L}\d])/iu;

/** Whether a report's text holds a blood gas (alone or among other sections). */
export function printsBloodGas(text: string): boolean {
  return PARTIAL_PRESSURE.test(text);
}

/**
 * The analytes a blood gas analyser measures or calculates, by the symbols its tickets print,
 * and the name we know each by.
 */
const SYMBOLS = wordTable<string>({
  k: 'Potassium',
  na: 'Sodium',
  cl: 'Chloride',
  glu: 'Glucose',
  lac: 'Lactate',
  crea: 'Creatinine',
  urea: 'Urea',
  bun: 'BUN',
  hb: 'Hemoglobin',
  hgb: 'Hemoglobin',
  thb: 'Hemoglobin',
  hct: 'Hematocrit',
  hco3: 'Bicarbonate',
  bil: 'Bilirubin',
  li: 'Lithium',
  'anion gap': 'Anion gap',
  angap: 'Anion gap',
  agap: 'Anion gap',
  // Ionised calcium is the only calcium an analyser measures, but a chemistry panel beside the
  // gas prints the total as 'Ca': the ion ('Ca2+', 'Ca++') or the prefix ('cCa') says which.
  ica: 'Ionized calcium',
  ca: 'Ionized calcium',
});

/**
 * A symbol as a ticket prints it after its concentration prefix: the symbol, an ion's charge,
 * the sample in brackets ('(P)', '(B)', '(T)'), a note after a comma ('cAnion Gap,K+c': the gap
 * counted with potassium) and the calculated mark.
 */
const SYMBOL_NAME = new RegExp(
  `^(${Object.keys(SYMBOLS)
    .sort((a, b) => b.length - a.length)
    .join('|')})((?:\\d?[+-]|\\+\\+|--)?)(?:\\s?\\([^)]*\\))*(?:,[^,]*)?c?$`,
  'u',
);

/**
 * A bracket that says 'standard conditions' ('(P,st)', '(st)', '(std)'): the analyser's value
 * recalculated to a normal carbon dioxide pressure and full saturation at 37 °C.
 */
const STANDARD_CONDITIONS = /\([^)]*(?<![\p{L}])st(?:d|andard)?\.?(?![\p{L}])[^)]*\)/iu;

/**
 * The name a blood gas symbol stands for ('cK+' → 'Potassium', 'Hctc' → 'Hematocrit', 'Ca++' →
 * 'Ionized calcium'), or null when the name is no analyser symbol we know.
 */
export function analyserSymbolName(printed: string): string | null {
  const name = printed.trim().replace(/\s+/g, ' ');
  // A lowercase 'c' or 'ct' before the symbol's capital: a concentration ('cK+', 'ctHb').
  const prefix = /^ct?(?=[A-Z])/u.exec(name)?.[0] ?? '';
  const match = SYMBOL_NAME.exec(name.slice(prefix.length).toLowerCase());
  if (!match) return null;
  const [, symbol = '', charge = ''] = match;
  if (symbol === 'ca' && !prefix && !charge) return null;
  // 'cHCO3-(P,st)c', 'HCO3-(std)': bicarbonate at standard conditions, its own test (ADR 163).
  if (symbol === 'hco3' && STANDARD_CONDITIONS.test(name)) return 'Standard bicarbonate';
  return SYMBOLS[symbol] ?? null;
}

/**
 * A blood gas's own tests that share a name with a test of another kind: its pH (a bare 'pH' is
 * the urine strip's in the reference) and its total CO2 (a chemistry panel's 'TCO2' is its
 * bicarbonate). On a blood gas its pH is the blood's (ADR 156) and its total CO2 a test we do not
 * know.
 */
const BLOOD_GAS_OWN = /^(?:pH|ct?CO2|T\s?CO2|cTCO2)(?![\p{L}\d])/iu;
const BLOOD_GAS_PH = /^pH(?![\p{L}\d])/iu;
/** A name that says urine ('pH Urin', 'pH (orina)'): the strip's, whatever else the report holds. */
const URINE_WORD = /urin|orin|harn/iu;

export function isBloodGasOwnTest(printed: string): boolean {
  const name = printed.trim();
  return BLOOD_GAS_OWN.test(name) && !URINE_WORD.test(name);
}

/** On a blood gas, the blood's pH: a pH whose name does not say urine. */
export function isBloodGasPh(printed: string): boolean {
  return isBloodGasOwnTest(printed) && BLOOD_GAS_PH.test(printed.trim());
}
