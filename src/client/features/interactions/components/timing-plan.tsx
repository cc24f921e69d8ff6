/**
 * A day plan from the timing planner: each time with its doses, their food advice and why they
 * sit there; then every spacing rule, whether the plan keeps it and the shortest gap it leaves.
 */
import { useId, type ReactElement } from 'react';
import { CircleCheck, CircleX, Clock, TriangleAlert, Utensils } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { TimingResponse } from '#shared/contracts/interactions.contract';
import { SourceLinks } from '#client/components/ui/source-links';

type Dose = TimingResponse['schedule'][number]['doses'][number];

export const FOOD_LABELS: Record<Dose['food'], string> = {
  empty_stomach: 'On an empty stomach',
  with_food: 'With food',
  either: 'With or without food',
};

const hours = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)} ${value === 1 ? 'hour' : 'hours'}`;

function itemName(plan: TimingResponse, index: number): string {
  const item = plan.items[index];
  if (!item) return 'Unknown item';
  return item.resolved && item.resolved.name.toLowerCase() !== item.query.toLowerCase()
    ? `${item.query} (${item.resolved.name})`
    : item.query;
}

function DoseEntry({ dose }: { dose: Dose }): ReactElement {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold text-slate-900">
        {dose.name}
        {dose.doses_per_day > 1 && (
          <span className="font-normal text-slate-700">
            {' '}
            · dose {dose.dose} of {dose.doses_per_day}
          </span>
        )}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-slate-800">
        <Utensils className="h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
        {FOOD_LABELS[dose.food]}
      </p>
      {dose.note && <p className="mt-1 text-slate-700">{dose.note}</p>}
    </li>
  );
}

export function TimingPlan({ plan }: { plan: TimingResponse }): ReactElement {
  const headingId = useId();
  const rulesId = useId();
  const unknown = plan.items.filter((item) => item.resolved === null);
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Your day plan
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          From waking at <time dateTime={plan.wake_time}>{plan.wake_time}</time> to bed at{' '}
          <time dateTime={plan.bed_time}>{plan.bed_time}</time>.
        </p>
      </div>

      {!plan.all_rules_kept && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Your waking day is too short to keep every gap. The rules this plan does not keep are
          marked below: ask your pharmacist how to fit them in.
        </p>
      )}

      {plan.schedule.length === 0 ? (
        <p className="text-sm text-slate-700">There is nothing to plan for this list.</p>
      ) : (
        <ol
          className="relative space-y-4 border-l-2 border-teal-200 pl-5"
          aria-label="Times of day"
        >
          {plan.schedule.map((slot) => (
            <li key={slot.time} className="relative">
              <span
                className="absolute top-1 -left-[1.72rem] h-3 w-3 rounded-full bg-teal-700 ring-4 ring-white"
                aria-hidden="true"
              />
              <p className="flex items-center gap-1.5 text-base font-bold text-slate-900">
                <Clock className="h-4 w-4 text-teal-700" aria-hidden="true" />
                <time dateTime={slot.time}>{slot.time}</time>
              </p>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {slot.doses.map((dose) => (
                  <DoseEntry key={`${dose.item}-${dose.dose}`} dose={dose} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      {plan.rules.length > 0 && (
        <section aria-labelledby={rulesId} className="space-y-3">
          <h3 id={rulesId} className="text-lg font-semibold text-slate-900">
            Spacing rules
          </h3>
          <ul className="space-y-3">
            {plan.rules.map((rule) => {
              const Icon = rule.kept ? CircleCheck : CircleX;
              return (
                <li
                  key={`${rule.between.join('-')}-${rule.hours}`}
                  className={cn(
                    'rounded-xl border p-4 text-sm',
                    rule.kept ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50',
                  )}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      {itemName(plan, rule.between[0])} and {itemName(plan, rule.between[1])}: keep{' '}
                      {hours(rule.hours)} apart
                    </p>
                    <span
                      className={cn(
                        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                        rule.kept
                          ? 'bg-teal-50 text-teal-900 ring-teal-300'
                          : 'bg-amber-100 text-amber-950 ring-amber-400',
                      )}
                    >
                      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                      {rule.kept ? 'Kept' : 'Not kept'}
                    </span>
                  </div>
                  <p className="mt-1 text-slate-800">
                    {rule.kept ? 'The plan leaves at least' : 'The plan leaves only'}{' '}
                    {hours(rule.gap_hours)} between them.
                  </p>
                  <p className="mt-1 text-slate-700">{rule.summary}</p>
                  <SourceLinks sources={rule.sources} className="mt-2" />
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {unknown.length > 0 && (
        <p className="text-sm text-slate-700">
          We don&apos;t know {unknown.map((item) => `“${item.query}”`).join(', ')} yet, so{' '}
          {unknown.length === 1 ? 'it was' : 'they were'} planned without timing advice.
        </p>
      )}
      <p className="text-xs text-slate-600">
        Educational only — not medical advice. Your pharmacist can tailor these times to you.
      </p>
    </section>
  );
}
