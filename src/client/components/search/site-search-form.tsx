/**
 * A site search form: one labelled field that opens /search?q= (the results page), refusing a
 * query shorter or longer than the search accepts in the search's own words. Used in the header
 * and on the 404 page.
 */
import { useId, type ReactElement, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import { SEARCH_QUERY_MAX, searchQuerySchema } from '#shared/contracts/search.contract';

export const SEARCH_PATH = '/search';

export function searchHref(q: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: q.trim() }).toString()}`;
}

/** Hands the field to a ref the caller passed (the header focuses it when it opens). */
function setRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

export function SiteSearchForm({
  label = 'Search Wellnest',
  isLabelVisible = true,
  inputRef,
  onSearched,
  className,
}: {
  label?: string;
  /** Off where the field's place already says what it is (the header): the label stays for screen readers. */
  isLabelVisible?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** After a search is opened (the header closes its field). */
  onSearched?: () => void;
  className?: string;
}): ReactElement {
  const inputId = useId();
  const messageId = useId();
  const navigate = useNavigate();
  // The query as GET /api/search reads it: trimmed, in the search's own words when refused.
  const form = useContractForm({ schema: searchQuerySchema, defaultValues: { q: '' } });
  const message = form.error('q');
  const { ref: fieldRef, ...field } = form.register('q');

  const submit = form.handleSubmit(({ q }) => {
    void navigate(searchHref(q));
    form.reset();
    onSearched?.();
  });

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className={cn('w-full', className)}
    >
      <Label htmlFor={inputId} className={isLabelVisible ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={(element) => {
            fieldRef(element);
            setRef(inputRef, element);
          }}
          id={inputId}
          type="search"
          {...field}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX + 20}
          placeholder="warfarin, lavender, ferritin..."
          {...form.invalidProps('q', messageId)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0">
          <Search className="h-4 w-4" aria-hidden="true" />
          Search
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-800">
          {message}
        </p>
      )}
    </form>
  );
}
