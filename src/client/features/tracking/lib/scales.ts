/**
 * The words and faces behind every number a user taps: mood and energy 1-5, symptom severity 1-10.
 * Each level has a face (an icon: emoji fonts are missing on some systems) and a word, so meaning
 * never rests on colour alone.
 */
import {
  Annoyed,
  Battery,
  BatteryFull,
  BatteryLow,
  BatteryMedium,
  Frown,
  Laugh,
  Meh,
  Smile,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export interface ScaleLevel {
  value: number;
  icon: LucideIcon;
  label: string;
}

export const MOOD_LEVELS: readonly ScaleLevel[] = [
  { value: 1, icon: Frown, label: 'Very low' },
  { value: 2, icon: Annoyed, label: 'Low' },
  { value: 3, icon: Meh, label: 'Okay' },
  { value: 4, icon: Smile, label: 'Good' },
  { value: 5, icon: Laugh, label: 'Great' },
];

export const ENERGY_LEVELS: readonly ScaleLevel[] = [
  { value: 1, icon: Battery, label: 'Drained' },
  { value: 2, icon: BatteryLow, label: 'Tired' },
  { value: 3, icon: BatteryMedium, label: 'Steady' },
  { value: 4, icon: BatteryFull, label: 'Energised' },
  { value: 5, icon: Zap, label: 'Full of energy' },
];

export function moodLabel(value: number): string {
  return MOOD_LEVELS.find((level) => level.value === value)?.label ?? String(value);
}

/** Year-in-pixels colours, one per mood level; the legend repeats each with its word. */
export const MOOD_COLOURS: Record<number, string> = {
  1: 'bg-rose-600',
  2: 'bg-orange-400',
  3: 'bg-amber-200',
  4: 'bg-lime-400',
  5: 'bg-emerald-600',
};

export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 10;

/** Severity in words: 1-3 mild, 4-6 moderate, 7-8 severe, 9-10 very severe. */
export function severityWord(severity: number): string {
  if (severity <= 3) return 'Mild';
  if (severity <= 6) return 'Moderate';
  if (severity <= 8) return 'Severe';
  return 'Very severe';
}

/** Calendar shading for the worst severity of a day; the cell's name says the number too. */
export function severityColour(severity: number): string {
  if (severity <= 3) return 'bg-amber-100 text-slate-900';
  if (severity <= 6) return 'bg-orange-200 text-slate-900';
  if (severity <= 8) return 'bg-red-200 text-slate-900';
  return 'bg-red-700 text-white';
}
