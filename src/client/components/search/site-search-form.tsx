/**
 * A site search form: one labelled field that opens /search?q= (the results page), refusing a
 * query shorter or longer than the search accepts in the search's own words. Used in the header
 * and on the 404 page.
 */
import { useId, useState, type FormEvent, type ReactElement, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import {
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
} from '#shared/domain/search-query-rules';

export const SEARCH_PATH = '/search';

export function searchHref(q: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: q.trim() }).toString()}`;
}

/** Why a query cannot be searched, or null when it can. */
export function searchProblem(q: string): string | null {
  const length = q.trim().length;
  if (length < SEARCH_QUERY_MIN) return SEARCH_MESSAGES.tooShort;
  if (length > SEARCH_QUERY_MAX) return SEARCH_MESSAGES.tooLong;
  return null;
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
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchProblem(text);
    setMessage(problem);
    if (problem) return;
    void navigate(searchHref(text));
    setText('');
    onSearched?.();
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={cn('w-full', className)}>
      <Label htmlFor={inputId} className={isLabelVisible ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX + 20}
          placeholder="warfarin, lavender, ferritin..."
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(event) => setText(event.target.value)}
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
