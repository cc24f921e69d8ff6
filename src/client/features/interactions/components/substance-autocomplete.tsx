/**
 * A combobox for medicine, supplement, herb and food names (ARIA 1.2 combobox with a listbox):
 * it searches from the second letter, shows each match's kind and the name it matched
 * ('Tylenol → Acetaminophen'). Up/Down move, Enter picks the highlighted option or adds the
 * typed text as it is (unknown names are allowed: the check reports them), Escape closes.
 */
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Plus, Search } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import {
  CHECK_LIMITS,
  INTERACTION_MESSAGES,
  SUBSTANCE_KIND_LABELS,
  type SubstanceSearchResult,
} from '#shared/contracts/interactions.contract';
import { SEARCH_MIN_LETTERS, useSubstanceSearch } from '../api/search-substances';

export interface SubstanceAutocompleteProps {
  label: string;
  /** Called with the name to add: the matched name of a picked option, or the typed text. */
  onSelect: (name: string, option?: SubstanceSearchResult) => boolean | void;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name of the add button; it starts with its visible word, 'Add'. */
  addLabel?: string;
}

/**
 * The words an option shows: the matched name and, when it differs, the name it stands for; a
 * close match (a possible typo of the typed text) is offered as a question, not as the same thing.
 */
export function optionText(option: SubstanceSearchResult): string {
  const name = isSameName(option.matched, option.name)
    ? option.name
    : `${option.matched} → ${option.name}`;
  return option.close_match ? `Did you mean ${name}?` : name;
}

function isSameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function SubstanceAutocomplete({
  label,
  onSelect,
  hint,
  placeholder = 'e.g. ibuprofen, St. John’s wort, grapefruit',
  disabled,
  addLabel = 'Add to the list',
}: SubstanceAutocompleteProps): ReactElement {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const statusId = `${baseId}-status`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useSubstanceSearch(text);
  const trimmed = text.trim();
  const isSearchable = trimmed.length >= SEARCH_MIN_LETTERS;
  // Results for the current text only: a list kept from an older query is never offered.
  const isCurrent = search.query === trimmed && !search.isPlaceholderData;
  const options = isSearchable && search.data ? search.data : [];
  const isExpanded = isOpen && isSearchable && options.length > 0;
  const activeOption = isExpanded && activeIndex >= 0 ? options[activeIndex] : undefined;

  const reset = () => {
    setText('');
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const pick = (name: string, option?: SubstanceSearchResult) => {
    if (!name.trim()) return;
    const accepted = onSelect(name.trim(), option);
    if (accepted !== false) reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0) setActiveIndex((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (options.length > 0)
          setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        event.preventDefault(); // never submits a surrounding form
        if (activeOption) pick(activeOption.matched, activeOption);
        else pick(text);
        break;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  let status = '';
  if (trimmed.length === 1) status = INTERACTION_MESSAGES.queryRequired;
  else if (isSearchable && isCurrent && search.isSuccess)
    status =
      options.length === 0
        ? `No matches for “${trimmed}”. Press Enter to add it anyway.`
        : options.every((option) => option.close_match)
          ? `No matches for “${trimmed}”; ${options.length} close ${options.length === 1 ? 'name' : 'names'} to choose from with the up and down arrows, or press Enter to add it as typed.`
          : `${options.length} ${options.length === 1 ? 'match' : 'matches'}. Use the up and down arrows to choose.`;
  else if (isSearchable && search.isError)
    status = 'Search is not available right now. Press Enter to add the name as typed.';

  return (
    <div className="relative">
      <Label htmlFor={inputId}>{label}</Label>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            role="combobox"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeIndex}` : undefined}
            aria-describedby={[hint ? hintId : null, statusId].filter(Boolean).join(' ')}
            className="pl-9"
            value={text}
            placeholder={placeholder}
            maxLength={CHECK_LIMITS.maxNameLength}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setIsOpen(false)}
            onFocus={() => setIsOpen(true)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label}: suggestions`}
            hidden={!isExpanded}
            className="absolute right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={`${option.id}-${option.matched}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={cn(
                  'flex cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm',
                  index === activeIndex
                    ? 'bg-teal-50 text-slate-900'
                    : 'text-slate-800 hover:bg-slate-50',
                )}
                // Keeps focus in the input, so the click does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option.matched, option)}
                onMouseMove={() => setActiveIndex(index)}
              >
                <span className="font-medium">{optionText(option)}</span>
                <span className="text-xs text-slate-600">{SUBSTANCE_KIND_LABELS[option.kind]}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button
          variant="secondary"
          onClick={() => pick(text)}
          disabled={disabled || !trimmed}
          aria-label={addLabel}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span>Add</span>
        </Button>
      </div>
      <p id={statusId} aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
