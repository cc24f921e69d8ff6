/**
 * The header's open search field: the site search form and a close button. Loaded when the search
 * is first opened (header-search.tsx); it takes the cursor as it appears.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { X } from 'lucide-react';
import { SiteSearchForm } from '#client/components/search/site-search-form';
import { HEADER_SEARCH_ID } from './header-search-id';

export default function HeaderSearchField({
  onOpenChange,
}: {
  onOpenChange: (open: boolean) => void;
}): ReactElement {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const close = () => {
    onOpenChange(false);
    document.querySelector<HTMLElement>('[data-header-search-toggle]')?.focus();
  };
  return (
    <div
      id={HEADER_SEARCH_ID}
      className="absolute inset-x-0 top-full z-50 border-t border-slate-200 bg-white shadow-md"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3">
        <SiteSearchForm
          inputRef={inputRef}
          isLabelVisible={false}
          onSearched={() => onOpenChange(false)}
        />
        <button
          type="button"
          onClick={close}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <X className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">Close search</span>
        </button>
      </div>
    </div>
  );
}
