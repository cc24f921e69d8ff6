/** Vitamins and minerals: a daily average (or a day's total) against the daily need and the upper limit. */
import { useId, type ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { formatAmount, percentOfTarget } from '../lib/nutrients';

export interface MicronutrientRow {
  key: string;
  label: string;
  unit: string;
  average: number;
  target: number | null;
  upper_limit: number | null;
}

/**
 * Upper limits that count only supplements, fortified foods or preformed vitamin A (NIH ODS): a
 * day's food can pass them without harm, so the plan never calls food over them.
 */
export const SUPPLEMENT_ONLY_LIMITS: ReadonlySet<string> = new Set([
  'magnesium_mg',
  'folate_ug',
  'vitamin_a_ug',
]);

export function MicronutrientTable({
  rows,
  title = 'Vitamins and minerals (daily average)',
}: {
  rows: readonly MicronutrientRow[];
  title?: string;
}): ReactElement {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {/* A keyboard user can scroll the table sideways on a narrow screen. */}
      <div
        className="mt-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={`${title}, table`}
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Nutrient
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Daily need
              </th>
              <th scope="col" className="py-2 font-medium">
                Upper limit
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const over =
                !SUPPLEMENT_ONLY_LIMITS.has(row.key) &&
                row.upper_limit !== null &&
                row.average > row.upper_limit;
              return (
                <tr key={row.key} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {row.label}
                  </th>
                  <td
                    className={cn('py-2 pr-3 text-slate-800', over && 'font-semibold text-red-800')}
                  >
                    {formatAmount(row.average)} {row.unit}
                    {row.target !== null && ` (${percentOfTarget(row.average, row.target)}%)`}
                    {over && ' — over the upper limit'}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">
                    {row.target === null ? '—' : `${formatAmount(row.target)} ${row.unit}`}
                  </td>
                  <td className="py-2 text-slate-700">
                    {row.upper_limit === null
                      ? '—'
                      : `${formatAmount(row.upper_limit)} ${row.unit}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Daily needs are the RDA or AI for your age and sex; upper limits are the UL (NIH Office of
        Dietary Supplements). The limits for magnesium and folate count supplements and fortified
        foods only, and the limit for vitamin A counts preformed vitamin A only, so food alone is
        not held against them here.
      </p>
    </section>
  );
}
