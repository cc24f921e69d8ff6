/** The plan's shopping list: every food once (merged across meals and days), grouped by aisle. */
import { useId, type ReactElement } from 'react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useGroceryList, type GroceryItem } from '../api/get-grocery-list';
import { formatAmount } from '../lib/nutrients';

/** Aisles in alphabetical order, foods by name within each. */
export function groupByAisle(items: readonly GroceryItem[]): [string, GroceryItem[]][] {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) {
    const aisle = item.aisle || 'Other';
    groups.set(aisle, [...(groups.get(aisle) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([aisle, list]) => [aisle, [...list].sort((a, b) => a.name.localeCompare(b.name))]);
}

function gramsText(grams: number): string {
  return grams >= 1000 ? `${formatAmount(grams / 1000)} kg` : `${Math.round(grams)} g`;
}

export function GroceryList({ planId }: { planId: string }): ReactElement {
  const headingId = useId();
  const list = useGroceryList(planId, true);
  return (
    <section
      aria-labelledby={headingId}
      className="break-before-page rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:shadow-none"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Grocery list
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every food in the plan once, added up across its meals and days.
      </p>
      {list.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading your grocery list...
        </p>
      ) : list.isError ? (
        <div className="mt-3">
          <SectionErrorCard onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">This plan has no foods to buy.</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {groupByAisle(list.data).map(([aisle, items]) => (
            <div key={aisle} className="break-inside-avoid">
              <h3 className="font-semibold text-slate-900">{aisle}</h3>
              <ul className="mt-1 space-y-1 text-sm" aria-label={`${aisle} aisle`}>
                {items.map((item) => (
                  <li
                    key={item.food_id}
                    className="flex justify-between gap-3 border-b border-slate-100 py-1"
                  >
                    <span className="text-slate-900">{item.name}</span>
                    <span className="shrink-0 text-slate-700">{gramsText(item.grams)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
