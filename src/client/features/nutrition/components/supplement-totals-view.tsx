/**
 * The cabinet's supplements with the nutrients in them, and each nutrient's day: from food plus
 * from supplements against the daily need and the upper limit. Over the limit is said in words,
 * with what counts toward that limit (each UL has its own basis: supplements only, preformed
 * vitamin A, folic acid itself...) and its source.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { OctagonAlert } from 'lucide-react';
import { SourceLinks } from '#client/components/ui/source-links';
import type { SupplementTotals } from '../api/get-supplement-totals';
import { formatAmount, nutrientInfo } from '../lib/nutrients';

export function overLimitSentence(nutrient: SupplementTotals['nutrients'][number]): string {
  return (
    nutrient.message ??
    `Too much ${nutrient.label.toLowerCase()}: ${formatAmount(nutrient.total)} ${nutrient.unit} today is over the upper limit of ${formatAmount(nutrient.upper_limit ?? 0)} ${nutrient.unit}.`
  );
}

type NutrientRow = SupplementTotals['nutrients'][number];

/** "Counts 500 mg: niacin from supplements..." when the limit counts less than the day's total. */
function countedNote(nutrient: NutrientRow): string | null {
  if (nutrient.upper_limit_basis === undefined || nutrient.counted_toward_limit === undefined)
    return null;
  if (nutrient.counted_toward_limit === nutrient.total) return null;
  return `Counts ${formatAmount(nutrient.counted_toward_limit)} ${nutrient.unit}: ${nutrient.upper_limit_basis}`;
}

export function SupplementTotalsView({ totals }: { totals: SupplementTotals }): ReactElement {
  const listId = useId();
  const nutrientsId = useId();
  const over = totals.nutrients.filter((nutrient) => nutrient.over_upper_limit);
  return (
    <div className="space-y-6">
      {over.length > 0 && (
        <div
          role="alert"
          className="space-y-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950"
        >
          <p className="flex items-center gap-2 font-semibold">
            <OctagonAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
            {over.length === 1
              ? 'One nutrient is over its upper limit today'
              : `${over.length} nutrients are over their upper limits today`}
          </p>
          <ul className="space-y-3">
            {over.map((nutrient) => (
              <li key={nutrient.key}>
                <p className="text-sm">{overLimitSentence(nutrient)}</p>
                {nutrient.upper_limit_basis && (
                  <p className="mt-1 text-xs">
                    What counts toward this limit: {nutrient.upper_limit_basis}.
                  </p>
                )}
                <SourceLinks sources={nutrient.sources} className="mt-1" />
              </li>
            ))}
          </ul>
        </div>
      )}

      <section
        aria-labelledby={listId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={listId} className="text-lg font-semibold text-slate-900">
          Supplements in your cabinet
        </h2>
        {totals.supplements.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Your cabinet has no supplements or vitamins.{' '}
            <Link to="/safety/cabinet" className="font-medium text-teal-800 underline">
              Add them in your medicine cabinet
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {totals.supplements.map((supplement) => (
              <li key={supplement.medication_id} className="py-2">
                <p className="font-medium text-slate-900">{supplement.name}</p>
                {supplement.known && supplement.nutrients.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    {supplement.nutrients
                      .map(
                        (nutrient) =>
                          `${nutrient.label ?? nutrientInfo(nutrient.key).label} ${formatAmount(nutrient.amount)} ${nutrient.unit}`,
                      )
                      .join(' · ')}
                  </p>
                ) : (
                  <p className="text-sm text-slate-700">
                    We could not read an amount from its dose. Add the amount per dose (for example
                    '1000 IU' or '25 mg') to the medicine in your cabinet.
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby={nutrientsId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={nutrientsId} className="text-lg font-semibold text-slate-900">
          Today's nutrients: food and supplements
        </h2>
        {totals.nutrients.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No nutrient figures for today yet.</p>
        ) : (
          <>
            {/* Phones: one line per nutrient, so the total and the limit are never off-screen. */}
            <ul className="mt-3 divide-y divide-slate-100 sm:hidden">
              {totals.nutrients.map((nutrient) => (
                <li key={nutrient.key} className="py-2 text-sm">
                  <p className="flex justify-between gap-3">
                    <span className="font-medium text-slate-900">{nutrient.label}</span>
                    <span
                      className={
                        nutrient.over_upper_limit ? 'font-semibold text-red-800' : 'text-slate-900'
                      }
                    >
                      {formatAmount(nutrient.total)} {nutrient.unit}
                    </span>
                  </p>
                  <p className="text-slate-700">
                    Food {nutrient.from_food_known ? formatAmount(nutrient.from_food) : 'not known'}
                    , supplements {formatAmount(nutrient.from_supplements)}. Need{' '}
                    {nutrient.target === null ? '—' : formatAmount(nutrient.target)}, upper limit{' '}
                    {nutrient.upper_limit === null
                      ? 'not set'
                      : `${formatAmount(nutrient.upper_limit)} ${nutrient.unit}`}
                    .
                  </p>
                  {countedNote(nutrient) && (
                    <p className="text-xs text-slate-600">{countedNote(nutrient)}</p>
                  )}
                  {nutrient.over_upper_limit && (
                    <p className="font-semibold text-red-800">Over the upper limit</p>
                  )}
                </li>
              ))}
            </ul>
            <div
              className="mt-3 hidden overflow-x-auto sm:block"
              tabIndex={0}
              role="region"
              aria-label="Today's nutrients, table"
            >
              <table className="w-full min-w-[30rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Nutrient
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      From food
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      From supplements
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Total
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Need / upper limit
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {totals.nutrients.map((nutrient) => (
                    <tr key={nutrient.key} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                        {nutrient.label}
                      </th>
                      <td className="py-2 pr-3 text-slate-800">
                        {nutrient.from_food_known
                          ? `${formatAmount(nutrient.from_food)} ${nutrient.unit}`
                          : 'Not known'}
                      </td>
                      <td className="py-2 pr-3 text-slate-800">
                        {formatAmount(nutrient.from_supplements)} {nutrient.unit}
                      </td>
                      <td
                        className={
                          nutrient.over_upper_limit
                            ? 'py-2 pr-3 font-semibold text-red-800'
                            : 'py-2 pr-3 text-slate-900'
                        }
                      >
                        {formatAmount(nutrient.total)} {nutrient.unit}
                        {nutrient.over_upper_limit && (
                          <span className="block text-xs">Over the upper limit</span>
                        )}
                      </td>
                      <td className="py-2 text-slate-700">
                        {nutrient.target === null ? '—' : `${formatAmount(nutrient.target)}`} /{' '}
                        {nutrient.upper_limit === null
                          ? 'no limit set'
                          : `${formatAmount(nutrient.upper_limit)} ${nutrient.unit}`}
                        {countedNote(nutrient) && (
                          <span className="block text-xs text-slate-600">
                            {countedNote(nutrient)}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <p className="mt-3 text-xs text-slate-600">
          Daily needs are the RDA or AI for your age and sex; upper limits are the National
          Academies' ULs
          {totals.upper_limits_for ? ` for ${totals.upper_limits_for}` : ' for your age'}, each
          counting what its own table counts (NIH Office of Dietary Supplements). Food figures come
          from today's food log; niacin, vitamin B6, selenium, iodine and the other nutrients food
          figures do not cover are counted from your supplements.
        </p>
      </section>
    </div>
  );
}
