/**
 * The daily timing plan: places every dose of every item at a time in the waking day that honours
 * each spacing rule of the knowledge base (levothyroxine on waking, calcium 4 h later, ...) and
 * each substance's own timing advice. A small backtracking search over 15-minute slots; when the
 * day is too short to keep every rule, the plan keeps as many as it can and says which it missed.
 */
import type { SourceRef, TimingResponse } from '#shared/contracts/interactions.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { TimingSlot } from '#server/knowledge/knowledge.schema';
import { resolveItems } from './check-interactions';

export interface TimingItem {
  name: string;
  doses_per_day: 1 | 2 | 3 | 4;
}

type Food = 'empty_stomach' | 'with_food' | 'either';
interface Preference {
  slot: TimingSlot;
  food: Food;
  note: string | null;
}
interface Rule {
  between: [number, number];
  minutes: number;
  summary: string;
  sources: SourceRef[];
}

const STEP = 15;
const MAX_SEARCH_STEPS = 40_000;

export function parseClock(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function formatClock(minutes: number): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes from midnight of the waking day; a bedtime after midnight counts as the next day. */
export function wakingDay(wakeTime: string, bedTime: string): { wake: number; bed: number } {
  const wake = parseClock(wakeTime);
  let bed = parseClock(bedTime);
  if (bed <= wake) bed += 1440;
  return { wake, bed };
}

function preferenceOf(index: KnowledgeIndex, substanceId: string | undefined): Preference {
  if (!substanceId) return { slot: 'any', food: 'either', note: null };
  const own = index.substances.get(substanceId)?.timing;
  if (own) return { slot: own.slot, food: own.food, note: own.note };
  for (const ingredient of index.activeIds(substanceId)) {
    const timing = index.substances.get(ingredient)?.timing;
    if (timing) return { slot: timing.slot, food: timing.food, note: timing.note };
  }
  return { slot: 'any', food: 'either', note: null };
}

function anchorsFor(slot: TimingSlot, doses: number, day: { wake: number; bed: number }): number[] {
  const breakfast = day.wake + 60;
  const bedtime = day.bed - 30;
  const single: Record<TimingSlot, number> = {
    waking: day.wake,
    breakfast,
    midday: day.wake + 330,
    dinner: day.bed - 240,
    bedtime,
    any: breakfast,
  };
  if (doses === 1) return [single[slot]];
  const start = slot === 'waking' ? day.wake : breakfast;
  const span = Math.min(bedtime - start, (1440 * (doses - 1)) / doses);
  return Array.from(
    { length: doses },
    (_, k) => Math.round((start + (k * span) / (doses - 1)) / STEP) * STEP,
  );
}

function spacingRules(index: KnowledgeIndex, resolvedIds: (string | undefined)[]): Rule[] {
  const rules: Rule[] = [];
  for (let i = 0; i < resolvedIds.length; i++) {
    for (let j = i + 1; j < resolvedIds.length; j++) {
      const a = resolvedIds[i];
      const b = resolvedIds[j];
      if (!a || !b || a === b) continue;
      let best: Rule | null = null;
      for (const x of index.activeIds(a)) {
        for (const y of index.activeIds(b)) {
          for (const record of index.interactionsBetween(x, y)) {
            if (record.separate_hours === null) continue;
            const minutes = record.separate_hours * 60;
            if (!best || minutes > best.minutes)
              best = { between: [i, j], minutes, summary: record.summary, sources: record.sources };
          }
        }
      }
      if (best) rules.push(best);
    }
  }
  return rules;
}

interface Dose {
  item: number;
  dose: number;
  candidates: number[];
}

export function planTiming(
  index: KnowledgeIndex,
  items: readonly TimingItem[],
  wakeTime: string,
  bedTime: string,
): TimingResponse {
  const day = wakingDay(wakeTime, bedTime);
  const checked = resolveItems(
    index,
    items.map((item) => item.name),
  );
  const ids = checked.map((item) => item.resolved?.id);
  const preferences = ids.map((id) => preferenceOf(index, id));
  const rules = spacingRules(index, ids);
  const ruleMinutes = new Map<string, number>();
  for (const rule of rules) ruleMinutes.set(`${rule.between[0]}|${rule.between[1]}`, rule.minutes);
  const constrainedness = (item: number) =>
    rules
      .filter((rule) => rule.between.includes(item))
      .reduce((sum, rule) => sum + rule.minutes, 0);

  const doses: Dose[] = [];
  items.forEach((item, position) => {
    const preference = preferences[position]!;
    anchorsFor(preference.slot, item.doses_per_day, day).forEach((anchor, dose) => {
      const candidates: number[] = [];
      for (let offset = 0; offset <= day.bed - day.wake; offset += STEP) {
        for (const time of offset === 0 ? [anchor] : [anchor + offset, anchor - offset]) {
          if (time >= day.wake && time <= day.bed) candidates.push(time);
        }
      }
      doses.push({ item: position, dose, candidates });
    });
  });
  // Waking-slot doses first (they are the least movable), then the most constrained items.
  doses.sort(
    (x, y) =>
      Number(preferences[y.item]!.slot === 'waking') -
        Number(preferences[x.item]!.slot === 'waking') ||
      constrainedness(y.item) - constrainedness(x.item) ||
      x.item - y.item ||
      x.dose - y.dose,
  );

  const sameItemGap = (item: number) => {
    const count = items[item]!.doses_per_day;
    return count === 1
      ? 0
      : Math.max(STEP, Math.floor((day.bed - day.wake - 90) / count / STEP) * STEP);
  };
  const placed = new Map<Dose, number>();
  const conflicts = (dose: Dose, time: number): number => {
    let violation = 0;
    for (const [other, otherTime] of placed) {
      const gap = Math.abs(time - otherTime);
      const need =
        other.item === dose.item
          ? sameItemGap(dose.item)
          : (ruleMinutes.get(
              `${Math.min(dose.item, other.item)}|${Math.max(dose.item, other.item)}`,
            ) ?? 0);
      if (gap < need) violation += need - gap;
    }
    return violation;
  };

  let steps = 0;
  const search = (position: number): boolean => {
    if (position === doses.length) return true;
    const dose = doses[position]!;
    for (const time of dose.candidates) {
      if (++steps > MAX_SEARCH_STEPS) return false;
      if (conflicts(dose, time) > 0) continue;
      placed.set(dose, time);
      if (search(position + 1)) return true;
      placed.delete(dose);
    }
    return false;
  };
  if (!search(0)) {
    // No plan keeps every rule: place each dose where it breaks the rules least, nearest its anchor.
    placed.clear();
    for (const dose of doses) {
      let bestTime = dose.candidates[0]!;
      let bestViolation = Number.POSITIVE_INFINITY;
      for (const time of dose.candidates) {
        const violation = conflicts(dose, time);
        if (violation < bestViolation) {
          bestViolation = violation;
          bestTime = time;
        }
        if (violation === 0) break;
      }
      placed.set(dose, bestTime);
    }
  }

  const timesOf = (item: number) =>
    [...placed].filter(([dose]) => dose.item === item).map(([, time]) => time);
  const ruleResults = rules.map((rule) => {
    let gap = Number.POSITIVE_INFINITY;
    for (const a of timesOf(rule.between[0]))
      for (const b of timesOf(rule.between[1])) gap = Math.min(gap, Math.abs(a - b));
    return {
      between: rule.between,
      hours: rule.minutes / 60,
      kept: gap >= rule.minutes,
      gap_hours: Math.round((gap / 60) * 100) / 100,
      summary: rule.summary,
      sources: rule.sources,
    };
  });

  const bySlot = new Map<number, TimingResponse['schedule'][number]['doses']>();
  for (const [dose, time] of [...placed].sort((x, y) => x[1] - y[1] || x[0].item - y[0].item)) {
    const preference = preferences[dose.item]!;
    const item = checked[dose.item]!;
    const spacing = ruleResults
      .filter((rule) => rule.between.includes(dose.item))
      .map((rule) => {
        const other = checked[rule.between[0] === dose.item ? rule.between[1] : rule.between[0]]!;
        return `Keep ${rule.hours} h from ${other.resolved?.name ?? other.query}.`;
      });
    const base = item.resolved
      ? (preference.note ??
        (preference.food === 'with_food' ? 'Take with food.' : 'Take at the same time each day.'))
      : 'We do not know this item, so no spacing rules could be applied to it.';
    const list = bySlot.get(time) ?? [];
    list.push({
      item: dose.item,
      name: item.resolved?.name ?? item.query,
      dose: dose.dose + 1,
      doses_per_day: items[dose.item]!.doses_per_day,
      note: [base, ...spacing].join(' '),
      food: preference.food,
    });
    bySlot.set(time, list);
  }

  return {
    items: checked,
    schedule: [...bySlot].map(([time, list]) => ({ time: formatClock(time), doses: list })),
    rules: ruleResults,
    all_rules_kept: ruleResults.every((rule) => rule.kept),
    wake_time: wakeTime,
    bed_time: bedTime,
  };
}
