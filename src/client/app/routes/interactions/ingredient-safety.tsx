/**
 * /ingredient-safety: paste a product's ingredient list; it is split into names (amounts and
 * notes removed), shown for correction, and checked. A signed-in user may include the active
 * medicines from their cabinet. Prerendered signed-out.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/input';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useCabinetNames } from '#client/features/interactions/api/get-cabinet-names';
import { CheckForm } from '#client/features/interactions/components/check-form';
import { ProfileUseNote } from '#client/features/interactions/components/profile-use-note';
import {
  useInteractionCheck,
  type InteractionCheck,
} from '#client/features/interactions/hooks/use-interaction-check';
import { parseIngredientList } from '#client/features/interactions/lib/parse-ingredient-list';
import { CHECK_LIMITS, INTERACTION_MESSAGES } from '#shared/contracts/interactions.contract';
import { CheckerPage } from './checker-page';

const NOTHING_FOUND =
  'We found no ingredient names in that text. Paste the list as it appears on the label.';

/**
 * The hook point for the user's cabinet: signed in, they may include its active medicines in the
 * check. Answers the names to add (none unless chosen and loaded).
 */
function useCabinetChoice() {
  const { user } = useAuth();
  const [isChosen, setIsChosen] = useState(false);
  const cabinet = useCabinetNames(isChosen);
  const names = isChosen && cabinet.data ? cabinet.data.map((entry) => entry.name) : [];
  return { isAvailable: user !== null, isChosen, setIsChosen, cabinet, names };
}

function CabinetOption({
  choice,
}: {
  choice: ReturnType<typeof useCabinetChoice>;
}): ReactElement | null {
  const checkboxId = useId();
  if (!choice.isAvailable) return null;
  const { cabinet } = choice;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
          checked={choice.isChosen}
          onChange={(event) => choice.setIsChosen(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="font-medium text-slate-900">
          Also check against the active medicines in my cabinet
        </label>
      </div>
      {choice.isChosen && (
        <p className="mt-2 text-slate-700" role="status">
          {cabinet.isPending
            ? 'Reading your cabinet...'
            : cabinet.isError
              ? "We couldn't read your cabinet just now; the ingredients are checked on their own."
              : cabinet.data.length === 0
                ? 'Your cabinet has no active medicines.'
                : `Included: ${cabinet.data.map((entry) => entry.name).join(', ')}.`}{' '}
          <Link
            to="/safety/cabinet"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Open your cabinet
          </Link>
        </p>
      )}
    </div>
  );
}

function PasteForm({
  check,
  extraItems,
  children,
}: {
  check: InteractionCheck;
  extraItems: string[];
  children?: ReactNode;
}): ReactElement {
  const textId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={`${textId}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={`${textId}-heading`} className="text-lg font-semibold text-slate-900">
        Paste the ingredient list
      </h2>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const names = parseIngredientList(text);
          if (names.length === 0) {
            setNotice(NOTHING_FOUND);
            return;
          }
          const kept = names.slice(0, CHECK_LIMITS.maxItems);
          setNotice(
            names.length > kept.length
              ? `${INTERACTION_MESSAGES.tooManyItems} We kept the first ${kept.length} of the ${names.length} ingredients found.`
              : `We found ${kept.length} ${kept.length === 1 ? 'ingredient' : 'ingredients'}. Correct the list below if needed.`,
          );
          check.setItems(kept);
          void check.run(kept, extraItems);
        }}
      >
        <Label htmlFor={textId}>Ingredients, as printed on the label</Label>
        <p id={hintId} className="text-sm text-slate-600">
          Separate them with commas, semicolons or new lines. Amounts such as “500 mg” and notes in
          brackets are ignored.
        </p>
        <textarea
          id={textId}
          aria-describedby={hintId}
          rows={6}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(null);
          }}
          placeholder="e.g. Vitamin C (as ascorbic acid) 500 mg, Zinc 15 mg, St. John's wort extract 300 mg"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        {children}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={check.isChecking || !text.trim()}
        >
          <ListChecks className="h-5 w-5" aria-hidden="true" />
          {check.isChecking ? 'Checking...' : 'Check these ingredients'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {notice ?? ''}
        </p>
      </form>
    </section>
  );
}

export default function IngredientSafetyPage(): ReactElement {
  usePageMeta('/ingredient-safety');
  const check = useInteractionCheck();
  const cabinet = useCabinetChoice();
  return (
    <CheckerPage
      eyebrow="Ingredient safety"
      title="Check a product's ingredients"
      lead="Paste the ingredient list from a supplement, tea or food label. We find each ingredient and check them against each other, with the source for every warning."
      check={check}
    >
      <PasteForm check={check} extraItems={cabinet.names}>
        <CabinetOption choice={cabinet} />
      </PasteForm>
      {check.items.length > 0 && (
        <CheckForm
          check={check}
          title="Ingredients to check"
          intro={<ProfileUseNote />}
          extraItems={cabinet.names}
          submitLabel="Check again"
        />
      )}
    </CheckerPage>
  );
}
