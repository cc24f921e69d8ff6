/**
 * The user's own avoid-list: any ingredient they choose, checked on every label. Reading it is
 * free (nothing saved is lost after a downgrade); changing it is paid, so a free user sees it
 * read-only with the upgrade prompt the page passes in.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  MAX_AVOID_ITEMS,
  MAX_AVOID_NAME,
  avoidListUpdateSchema,
  type AvoidItem,
} from '#shared/contracts/ingredients.contract';

/** The form's own words for an empty or overlong name (the rules are the server's). */
const AVOID_NAME_MESSAGES = {
  name: {
    too_small: 'Type an ingredient to add.',
    too_big: `An ingredient name has ${MAX_AVOID_NAME} characters at most.`,
  },
};

const avoidEntrySchema = avoidListUpdateSchema.shape.items.element;

/**
 * One name to add to the list: trimmed, not blank, at most MAX_AVOID_NAME characters, while the
 * list as edited (not yet saved) has room and does not hold it already, in any case. The list is
 * saved as a whole; each name is checked here as it is added.
 */
function avoidNameSchema(names: readonly string[]) {
  const taken = new Set(names.map((other) => other.toLowerCase()));
  return avoidEntrySchema.pick({ name: true }).extend({
    name: avoidEntrySchema.shape.name
      .trim()
      .min(1)
      .max(MAX_AVOID_NAME)
      .refine(
        () => names.length < MAX_AVOID_ITEMS,
        `Your avoid-list holds ${MAX_AVOID_ITEMS} ingredients at most.`,
      )
      .refine((name) => !taken.has(name.toLowerCase()), {
        error: (issue) => `${String(issue.input)} is already on your list.`,
      }),
  });
}

export function AvoidListEditor({
  items,
  canEdit,
  onSave,
  isSaving,
  saveError,
  upgradePrompt,
}: {
  items: readonly AvoidItem[];
  canEdit: boolean;
  /** Resolves once saved; the edits are kept if it fails. */
  onSave: (names: string[]) => Promise<unknown>;
  isSaving: boolean;
  saveError: string | null;
  upgradePrompt?: ReactNode;
}): ReactElement {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string[] | null>(null);
  const names = draft ?? items.map((item) => item.name);
  const isChanged = draft !== null;
  const form = useContractForm({
    schema: avoidNameSchema(names),
    defaultValues: { name: '' },
    messages: AVOID_NAME_MESSAGES,
  });
  const problem = form.error('name');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Your avoid-list
      </h2>
      <p className="text-sm text-slate-700">
        Ingredients you choose to avoid for any reason (palm oil, a sweetener, a fragrance...).
        Every label you check warns you about them.
      </p>
      {names.length === 0 ? (
        <p className="text-sm text-slate-800">Your avoid-list is empty.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Ingredients you avoid">
          {names.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              {item}
              {canEdit && (
                <button
                  type="button"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
                  onClick={() => setDraft(names.filter((other) => other !== item))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">Remove {item}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={form.handleSubmit(({ name }) => {
            setDraft([...names, name]);
            form.reset();
          })}
        >
          <Label htmlFor={inputId}>Ingredient to avoid</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              {...form.invalidProps('name', errorId)}
              {...form.register('name')}
              className="min-w-0 flex-1 sm:max-w-xs"
            />
            <Button type="submit" variant="secondary">
              <Plus className="h-5 w-5" aria-hidden="true" />
              Add
            </Button>
          </div>
          {(problem ?? saveError) && (
            <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
              {problem ?? saveError}
            </p>
          )}
          <Button
            type="button"
            disabled={!isChanged || isSaving}
            onClick={() => {
              onSave(names).then(
                () => setDraft(null),
                () => undefined,
              );
            }}
          >
            {isSaving ? 'Saving...' : 'Save my avoid-list'}
          </Button>
        </form>
      ) : (
        upgradePrompt
      )}
    </section>
  );
}
