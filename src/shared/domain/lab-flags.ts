/**
 * The flag rules for one lab result: the server's analysis and the client's review table
 * both call these, so a row the user edits shows the flag the analysis will give it. Pure: no DOM,
 * no Node APIs, no reference data (the caller passes the ranges).
 */
import type { LabFlag, LabPrintedFlag } from '../contracts/labs.contract';

export interface LabRange {
  low: number | null;
  high: number | null;
  source: 'lab' | 'reference';
}

/** The range a value is judged against: the lab's own printed range wins over ours. */
export function effectiveRange(
  lab: { low: number | null | undefined; high: number | null | undefined },
  reference: { low: number | null | undefined; high: number | null | undefined } | null,
): LabRange | null {
  if (lab.low != null || lab.high != null)
    return { low: lab.low ?? null, high: lab.high ?? null, source: 'lab' };
  if (reference && (reference.low != null || reference.high != null))
    return { low: reference.low ?? null, high: reference.high ?? null, source: 'reference' };
  return null;
}

export interface FlagInput {
  value: number | null | undefined;
  /** The printed value when not a plain number: 'negative', '1+', '<5', 'clear'. */
  valueText?: string | null;
  range: LabRange | null;
  /** Values beyond these advise prompt medical attention (our reference, in the row's unit). */
  criticalLow?: number | null;
  criticalHigh?: number | null;
  /** The normal results of a dipstick or text marker ('negative'). */
  normalValues?: readonly string[];
  /** An ordinal marker's scale from lowest to highest ('negative', 'trace', '1+', ...). */
  scale?: readonly string[];
  /**
   * A categorical marker (a serology, a screen, a colour): its answers have no order, so one that
   * is not normal is 'abnormal', never 'high' (ADR 158, ADR 081 item 435).
   */
  categorical?: boolean;
  /** The lab's H/L letter: used only when no range is known at all. */
  labFlag?: LabPrintedFlag | null;
}

/** Lower case, single spaces, and the common spellings of a dipstick result made one. */
export function normaliseResultText(text: string): string {
  const plain = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const aliases: Record<string, string> = {
    neg: 'negative',
    nil: 'negative',
    none: 'negative',
    'not detected': 'negative',
    absent: 'negative',
    normal: 'normal',
    tr: 'trace',
    '+': '1+',
    '++': '2+',
    '+++': '3+',
    '++++': '4+',
    pos: 'positive',
    present: 'positive',
    detected: 'positive',
  };
  return aliases[plain] ?? plain;
}

/** '<5', '> 90', '≤0.5' → the comparison and the number; null for anything else. */
export function parseBoundText(
  text: string,
): { direction: 'below' | 'above'; bound: number } | null {
  const match = /^\s*(<=?|≤|>=?|≥)\s*(-?\d+(?:[.,]\d+)?)\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const bound = Number(match[2].replace(',', '.'));
  if (!Number.isFinite(bound)) return null;
  return { direction: match[1].startsWith('<') || match[1] === '≤' ? 'below' : 'above', bound };
}

function flagNumber(value: number, input: FlagInput): LabFlag {
  if (input.criticalLow != null && value < input.criticalLow) return 'critical_low';
  if (input.criticalHigh != null && value > input.criticalHigh) return 'critical_high';
  const range = input.range;
  if (!range) return input.labFlag === 'H' ? 'high' : input.labFlag === 'L' ? 'low' : 'unknown';
  if (range.low != null && value < range.low) return 'low';
  if (range.high != null && value > range.high) return 'high';
  return 'normal';
}

/** A '<x' or '>x' result: normal only when the whole open interval lies inside the range. */
function flagBound(
  parsed: { direction: 'below' | 'above'; bound: number },
  input: FlagInput,
): LabFlag {
  const range = input.range;
  if (!range) return 'unknown';
  if (parsed.direction === 'below') {
    if (range.low != null && parsed.bound <= range.low) return 'low';
    if (range.low == null && (range.high == null || parsed.bound <= range.high)) return 'normal';
    return 'unknown';
  }
  if (range.high != null && parsed.bound >= range.high) return 'high';
  if (range.high == null && (range.low == null || parsed.bound >= range.low)) return 'normal';
  return 'unknown';
}

function flagText(text: string, input: FlagInput): LabFlag {
  const normals = (input.normalValues ?? []).map(normaliseResultText);
  if (normals.length === 0) return 'unknown';
  const result = normaliseResultText(text);
  if (normals.includes(result)) return 'normal';
  const scale = (input.scale ?? []).map(normaliseResultText);
  const position = scale.indexOf(result);
  const highestNormal = Math.max(...normals.map((n) => scale.indexOf(n)));
  if (position >= 0 && highestNormal >= 0) return position > highestNormal ? 'high' : 'normal';
  // Positive-style words on a dipstick-like marker whose normal is negative mean "more than none".
  if (
    !input.categorical &&
    normals.includes('negative') &&
    /^(positive|trace|\d\+|small|moderate|large)$/.test(result)
  )
    return 'high';
  return 'abnormal';
}

/**
 * The flag of one result: critical beyond the critical limits, low/high outside the range (the
 * lab's own when printed), ordinal and text results against the normal values, 'unknown' when
 * there is nothing to judge by. Never guessed.
 */
export function flagLabValue(input: FlagInput): LabFlag {
  const text = input.valueText?.trim();
  if (input.categorical && isNumberResult(input.value, text)) return indexFlag(input.labFlag);
  // A censored result ('<0.5') may also carry its bound as the value: the sign decides.
  const bound = text ? parseBoundText(text) : null;
  if (bound) return flagBound(bound, input);
  if (input.value != null && Number.isFinite(input.value)) return flagNumber(input.value, input);
  if (!text) return 'unknown';
  const asNumber = Number(text.replace(',', '.'));
  if (/^-?\d+(?:[.,]\d+)?$/.test(text) && Number.isFinite(asNumber))
    return flagNumber(asNumber, input);
  return flagText(text, input);
}

/** A number, as the value or as the printed text ('0.31', '<0.5'). */
const isNumberResult = (value: number | null | undefined, text: string | undefined) =>
  (value != null && Number.isFinite(value)) || /^[<>≤≥]?=?\s*\d+(?:[.,]\d+)?$/.test(text ?? '');

/**
 * A test known by its answer, printed as its analyser's index ('HBsAg 0.39 S/CO'): no range
 * judges it. Most assays react above their cut-off, competitive ones below it, and the printed
 * cut-off may be the reactive side's ('réactif si ≥ 1,00') as often as the normal side's, so a
 * comparison could call a non-reactive result low or a reactive one normal (ADR 081 item 749).
 * The lab's own mark says it is out of the normal; without one, nothing is claimed.
 */
function indexFlag(labFlag: LabPrintedFlag | null | undefined): LabFlag {
  return labFlag === 'H' || labFlag === 'L' ? 'abnormal' : 'unknown';
}

export const LAB_FLAG_LABELS: Readonly<Record<LabFlag, string>> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  critical_low: 'Critical low',
  critical_high: 'Critical high',
  abnormal: 'Abnormal',
  unknown: 'No range',
};

/** Out of range or not normal, i.e. worth showing among the findings. */
export function isFlagged(flag: LabFlag): boolean {
  return flag !== 'normal' && flag !== 'unknown';
}

export function isCriticalFlag(flag: LabFlag): boolean {
  return flag === 'critical_low' || flag === 'critical_high';
}

/** Which causes apply: a low-side flag reads the low causes, a high-side flag the high ones. */
export function flagDirection(flag: LabFlag): 'low' | 'high' | null {
  if (flag === 'low' || flag === 'critical_low') return 'low';
  if (flag === 'high' || flag === 'critical_high' || flag === 'abnormal') return 'high';
  return null;
}
