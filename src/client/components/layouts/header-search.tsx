/**
 * The header's site search: an icon button that opens a search field under the header, on every
 * page and at every width. '/' (outside a field) or Ctrl+K / Cmd+K opens it from anywhere and puts
 * the cursor in it; Escape or the close button shuts it and gives focus back to the button.
 */
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Search } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { HEADER_SEARCH_ID } from './header-search-id';

export { HEADER_SEARCH_ID };

// The open field (with the search form) loads on first open: every page's first load carries the
// header, and the landing page's JavaScript budget has no room for a form nobody has opened.
const HeaderSearchField = lazy(() => import('./header-search-field'));

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K or Cmd+K anywhere; '/' only where it would not be typed into a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isEditable(event.target)
  );
}

export function HeaderSearchButton({
  isOpen,
  onOpenChange,
  className,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
}): ReactElement {
  return (
    <button
      type="button"
      data-header-search-toggle=""
      aria-expanded={isOpen}
      aria-controls={HEADER_SEARCH_ID}
      aria-keyshortcuts="/ Control+K Meta+K"
      title="Search (/ or Ctrl+K)"
      onClick={() => onOpenChange(!isOpen)}
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:h-9 xl:w-9',
        isOpen && 'bg-teal-50 text-teal-800',
        className,
      )}
    >
      <Search className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">Site search</span>
    </button>
  );
}

/** The field under the header while open, and the keyboard shortcuts that open it. */
export function HeaderSearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactElement | null {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (isOpen) document.getElementById(HEADER_SEARCH_ID)?.querySelector('input')?.focus();
      else onOpenChange(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpenChange]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearchField onOpenChange={onOpenChange} />
    </Suspense>
  );
}
