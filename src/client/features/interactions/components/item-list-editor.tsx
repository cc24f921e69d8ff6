/**
 * The list of names being checked: add through the autocomplete, remove one, or clear them all.
 * Up to CHECK_LIMITS.maxItems; the messages are the contract's INTERACTION_MESSAGES.
 */
import { useId, type ReactElement } from 'react';
import { Trash2, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { CHECK_LIMITS, INTERACTION_MESSAGES } from '#shared/contracts/interactions.contract';
import { SubstanceAutocomplete } from './substance-autocomplete';

export interface ItemListEditorProps {
  items: readonly string[];
  /** Adds a name; false when it was refused (the reason then shows in `problem`). */
  onAdd: (name: string) => boolean;
  onRemove: (index: number) => void;
  onClear: () => void;
  /** A message about the list or the last check. */
  problem?: string | null;
  label?: string;
  hint?: string;
}

export function ItemListEditor({
  items,
  onAdd,
  onRemove,
  onClear,
  problem,
  label = 'Add a medicine, supplement, herb or food',
  hint = 'Type two letters to see matches. Brand names and UK names work too.',
}: ItemListEditorProps): ReactElement {
  const listHeadingId = useId();
  const isFull = items.length >= CHECK_LIMITS.maxItems;
  return (
    <div className="space-y-4">
      <SubstanceAutocomplete
        label={label}
        hint={hint}
        onSelect={(name) => onAdd(name)}
        disabled={isFull}
      />
      {isFull && (
        <p className="text-sm font-medium text-amber-900">{INTERACTION_MESSAGES.tooManyItems}</p>
      )}

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={listHeadingId} className="text-sm font-semibold text-slate-900">
            Your list ({items.length} of {CHECK_LIMITS.maxItems})
          </h3>
          {items.length > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear} className="print:hidden">
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Clear list
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{INTERACTION_MESSAGES.emptyList}</p>
        ) : (
          <ul aria-labelledby={listHeadingId} className="mt-2 flex flex-wrap gap-2">
            {items.map((item, index) => (
              <li
                key={`${item}-${index}`}
                className="flex max-w-full items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-1 pr-1 pl-3 text-sm text-slate-900"
              >
                <span className="min-w-0 break-words">{item}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item}`}
                  onClick={() => onRemove(index)}
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-teal-100 print:hidden"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p role="alert" className="min-h-0 text-sm font-medium text-red-800 empty:hidden">
        {problem ?? ''}
      </p>
    </div>
  );
}
