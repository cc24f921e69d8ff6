/**
 * A product found by its barcode: its name and brand, where the data comes from and under what
 * licence (Open Food Facts: ODbL, community data), then the analysis of its ingredient list.
 */
import { useId, type ReactElement } from 'react';
import { INGREDIENT_MESSAGES, type ProductResponse } from '#shared/contracts/ingredients.contract';
import { LabelAnalysis } from './label-analysis';

function sourceLine(product: ProductResponse): string {
  if (product.source === 'open-food-facts') return INGREDIENT_MESSAGES.offSource;
  if (product.status === 'pending')
    return 'Added by you: only you see it until we review it. Check it against the pack.';
  return `From Wellnest's product list${product.licence ? ` (${product.licence})` : ''}.`;
}

export function ProductResult({
  product,
  visitorNote,
}: {
  product: ProductResponse;
  visitorNote?: ReactElement;
}): ReactElement {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {product.name}
        </h2>
        <p className="text-sm text-slate-700">
          {product.brand ? `${product.brand} · ` : ''}Barcode {product.barcode}
        </p>
        <p className="text-sm font-medium text-slate-800">
          Source: {sourceLine(product)}
          {product.source === 'open-food-facts' && (
            <>
              {' '}
              <a
                href={`https://world.openfoodfacts.org/product/${encodeURIComponent(product.barcode)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                See it on Open Food Facts
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      </header>
      <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">
          Ingredient list as recorded
        </summary>
        <p className="mt-2 break-words text-slate-800">
          {product.ingredients_text || 'No ingredient list recorded.'}
        </p>
      </details>
      <LabelAnalysis analysis={product.analysis} headingLevel={3} visitorNote={visitorNote} />
    </article>
  );
}
