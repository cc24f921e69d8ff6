/**
 * A list the user builds from suggestion chips or free text: text is
 * trimmed, blank text is ignored and an entry already in the list (any case) is not added again.
 */
import { useState, type ReactElement } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { hasListItem } from '../../lib/section-rules';

interface TagListInputProps {
  id: string;
  label: string;
  hint?: string;
  options: readonly string[];
  value: readonly string[] | null | undefined;
  onAdd: (item: string) => void;
  onRemove: (item: string) => void;
  /** The free-text field's label, e.g. 'Other condition'. */
  customLabel: string;
  placeholder?: string;
}

export function TagListInput({
  id,
  label,
  hint,
  options,
  value,
  onAdd,
  onRemove,
  customLabel,
  placeholder,
}: TagListInputProps): ReactElement {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const items = value ?? [];
  const suggestions = options.filter((option) => !hasListItem(items, option));
  const legendId = `${id}-legend`;
  const inputId = `${id}-custom`;
  const hintId = `${id}-hint`;

  const addDraft = () => {
    const item = draft.trim();
    if (!item) return;
    if (hasListItem(items, item)) {
      setNotice(`“${item}” is already in the list.`);
    } else {
      onAdd(item);
      setNotice(null);
    }
    setDraft('');
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hint ? hintId : undefined}>
      <legend id={legendId} className="text-sm font-semibold text-slate-900">
        {label}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}

      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: your list`}>
          {items.map((item) => (
            <li
              key={item}
              className="flex max-w-full items-center gap-1 rounded-full bg-teal-700 py-1 pr-1 pl-3 text-sm text-white"
            >
              <span className="break-words">{item}</span>
              <button
                type="button"
                aria-label={`Remove ${item}`}
                onClick={() => onRemove(item)}
                className="rounded-full p-1 hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-900"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing added yet.</p>
      )}

      {suggestions.length > 0 && (
        <div role="group" aria-label={`Suggestions: ${label}`} className="flex flex-wrap gap-2">
          {suggestions.map((option) => (
            <button
              key={option}
              type="button"
              aria-label={`Add ${option}`}
              onClick={() => {
                onAdd(option);
                setNotice(null);
              }}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
              {option}
            </button>
          ))}
        </div>
      )}

      <div>
        <Label htmlFor={inputId}>{customLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            placeholder={placeholder}
            maxLength={200}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // never submit a surrounding form
              addDraft();
            }}
          />
          <Button
            variant="secondary"
            onClick={addDraft}
            disabled={!draft.trim()}
            aria-label={`Add ${customLabel.toLowerCase()}`}
          >
            Add
          </Button>
        </div>
        <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
          {notice}
        </p>
      </div>
    </fieldset>
  );
}
