/** Pieces the public lab guides share: a card list of sourced items and the lab-page links strip. */
import type { ReactElement } from 'react';
import { SourceLinks } from '#client/components/ui/source-links';
import type { GuideItem } from './lab-guide-content';
import { LabLinks } from './lab-links';

export function GuideItemList({ items }: { items: GuideItem[] }): ReactElement {
  return (
    <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.body}</p>
          <SourceLinks sources={item.sources} className="mt-3" />
        </li>
      ))}
    </ul>
  );
}

export function GuideLinks(): ReactElement {
  return (
    <div className="mt-6 flex justify-center">
      <LabLinks className="[&_ul]:justify-center" />
    </div>
  );
}
