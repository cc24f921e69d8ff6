import type { ReactElement } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '#client/config/faq';

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly, and they open
 * without JavaScript on the prerendered page.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }): ReactElement {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span className="text-base">{item.question}</span>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 text-sm leading-6 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
