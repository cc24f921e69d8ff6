/**
 * How a flag looks: always a word, a colour and an icon together, so it never rests on colour
 * alone. Critical values say what to do, not just 'critical'.
 */
import type { LabFlag } from '#shared/contracts/labs.contract';
import { LAB_FLAG_LABELS } from '#shared/domain/lab-flags';

export const PROMPT_ADVICE_LABEL = 'Seek prompt medical advice';

export type FlagTone = 'normal' | 'low' | 'high' | 'critical' | 'abnormal' | 'unknown';

export function flagTone(flag: LabFlag): FlagTone {
  switch (flag) {
    case 'normal':
      return 'normal';
    case 'low':
      return 'low';
    case 'high':
      return 'high';
    case 'critical_low':
    case 'critical_high':
      return 'critical';
    case 'abnormal':
      return 'abnormal';
    case 'unknown':
      return 'unknown';
  }
}

/** The words shown on the badge. */
export function flagLabel(flag: LabFlag): string {
  if (flag === 'critical_low' || flag === 'critical_high') return PROMPT_ADVICE_LABEL;
  return LAB_FLAG_LABELS[flag];
}

export const FLAG_TONE_CLASSES: Record<FlagTone, string> = {
  normal: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  low: 'border-sky-200 bg-sky-50 text-sky-800',
  high: 'border-amber-200 bg-amber-50 text-amber-900',
  critical: 'border-red-700 bg-red-700 text-white',
  abnormal: 'border-amber-200 bg-amber-50 text-amber-900',
  unknown: 'border-slate-200 bg-slate-50 text-slate-700',
};
