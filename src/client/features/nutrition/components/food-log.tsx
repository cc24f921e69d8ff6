/**
 * A day's food log: search foods and recipes (each recipe with what the person's rules find in it),
 * add one with its amount and meal, see each entry with the warnings the cabinet and the person's
 * own rules give it, and the day's totals against the targets. The whole day is saved at once
 * (PUT), and the server's answer (flags, totals) is what the page shows.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Search, Trash2, TriangleAlert } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { FORM_ERROR_KEY, useContractForm } from '#client/lib/use-contract-form';
import {
  MEAL_SLOTS,
  NUTRITION_MESSAGES,
  foodLogEntryInputSchema,
  type FoodLogResponse,
  type MealSlot,
  type PutFoodLogInput,
} from '#shared/contracts/nutrition.contract';
import { useFoodLog } from '../api/get-food-log';
import { useRecipes } from '../api/list-recipes';
import { nutritionErrorMessage } from '../api/nutrition-error-message';
import { useSaveFoodLog } from '../api/save-food-log';
import { useFoodSearch } from '../api/search-foods';
import { MACRO_KEYS, SLOT_LABELS, formatAmount } from '../lib/nutrients';
import { FoodFlagList } from './food-flag-list';
import { RecipeForYouNote } from './recipe-for-you';
import { TargetBars } from './target-bars';

type EntryInput = PutFoodLogInput['entries'][number];
type LoggedEntry = FoodLogResponse['entries'][number];
/** What the add form's fields hold: the amount as typed, and the meal. */
interface EntryFields {
  amount: string;
  meal: MealSlot;
}

interface Choice {
  kind: 'food' | 'recipe';
  id: string;
  name: string;
}

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/** What the log sends back for an entry already saved. */
export function toEntryInput(entry: LoggedEntry): EntryInput {
  return entry.recipe_id !== undefined
    ? { recipe_id: entry.recipe_id, servings: entry.servings, meal: entry.meal }
    : { food_id: entry.food_id, grams: entry.grams, meal: entry.meal };
}

/** The slot a meal at this hour most likely is. */
export function slotForHour(hour: number): MealSlot {
  if (hour < 11) return 'breakfast';
  if (hour < 15) return 'lunch';
  if (hour < 21) return 'dinner';
  return 'snack';
}

/** What the flags are about, in the log's alert: a medicine, or the person's own rules. */
const FLAG_REASON_PHRASES = {
  medicine: { one: 'a medicine in your cabinet', many: 'medicines in your cabinet' },
  allergy: { one: 'your allergies', many: 'your allergies' },
  diet: { one: 'your diet', many: 'your diet' },
  avoid_list: { one: 'your avoid-list', many: 'your avoid-list' },
} as const;

/** 'Almonds conflicts with your diet.', '3 foods in this log conflict with your diet or medicines in your cabinet.' */
export function flaggedSummary(flagged: readonly LoggedEntry[]): string {
  const reasons = new Set(
    flagged.flatMap((entry) => entry.flags.map((flag) => flag.reason ?? 'medicine')),
  );
  const order = ['allergy', 'diet', 'avoid_list', 'medicine'] as const;
  const count = flagged.length === 1 ? 'one' : 'many';
  const phrases = order
    .filter((reason) => reasons.has(reason))
    .map((reason) => FLAG_REASON_PHRASES[reason][count]);
  const joiner = flagged.length === 1 ? ' and ' : ' or ';
  const what =
    phrases.length <= 1
      ? (phrases[0] ?? FLAG_REASON_PHRASES.medicine[count])
      : `${phrases.slice(0, -1).join(', ')}${joiner}${phrases[phrases.length - 1]}`;
  return flagged.length === 1
    ? `${flagged[0]!.name} conflicts with ${what}.`
    : `${flagged.length} foods in this log conflict with ${what}.`;
}

function amountText(entry: LoggedEntry): string {
  if (entry.servings !== undefined)
    return `${formatAmount(entry.servings)} ${entry.servings === 1 ? 'serving' : 'servings'}`;
  return `${formatAmount(entry.grams ?? 0)} g`;
}

function AddEntryForm({
  onAdd,
  isSaving,
}: {
  onAdd: (entry: EntryInput) => Promise<boolean>;
  isSaving: boolean;
}): ReactElement {
  const ids = {
    search: useId(),
    results: useId(),
    amount: useId(),
    amountError: useId(),
    meal: useId(),
  };
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<Choice | null>(null);
  // The amount and the meal are the fields; the chosen food or recipe says which amount the
  // contract reads (grams of a food, servings of a recipe).
  const form = useContractForm<typeof foodLogEntryInputSchema, EntryFields>({
    schema: foodLogEntryInputSchema,
    defaultValues: { amount: '', meal: slotForHour(new Date().getHours()) },
    toInput: ({ amount, meal }) => {
      const value = amount.trim() === '' ? undefined : Number(amount);
      return choice?.kind === 'recipe'
        ? { recipe_id: choice.id, servings: value, meal }
        : { food_id: choice?.id, grams: value, meal };
    },
    messages: {
      grams: { invalid_type: NUTRITION_MESSAGES.grams },
      servings: { invalid_type: NUTRITION_MESSAGES.servings },
    },
  });
  const error =
    form.error('grams') ??
    form.error('servings') ??
    form.error('meal') ??
    form.error('food_id') ??
    form.error('recipe_id') ??
    (form.formState.errors as Record<string, { message?: string }>)[FORM_ERROR_KEY]?.message;
  const text = query.trim();
  const foods = useFoodSearch(text);
  const recipes = useRecipes({ q: text }, text.length >= 2);
  const isFood = choice?.kind !== 'recipe';

  const choose = (next: Choice) => {
    setChoice(next);
    form.setValue('amount', next.kind === 'food' ? '100' : '1');
    form.clearErrors();
  };

  const add = form.handleSubmit(async (entry) => {
    if (await onAdd(entry)) {
      setChoice(null);
      setQuery('');
      form.setValue('amount', '');
    }
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in the search box before anything is chosen adds nothing.
    if (choice) await add(event);
  };

  const foodResults = text.length >= 2 ? (foods.data ?? []).slice(0, 8) : [];
  const recipeResults = text.length >= 2 ? (recipes.data ?? []).slice(0, 5) : [];
  const hasSearched = text.length >= 2 && !foods.isPending && !recipes.isPending;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <Label htmlFor={ids.search}>Search foods and recipes</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={ids.search}
            type="search"
            value={query}
            maxLength={100}
            placeholder="e.g. oats, grapefruit juice, lentil soup"
            className="pl-9"
            aria-controls={ids.results}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <div id={ids.results} aria-live="polite">
        {text.length >= 2 && (foods.isError || recipes.isError) && (
          <p role="alert" className="text-sm text-red-800">
            {nutritionErrorMessage(foods.error ?? recipes.error)}
          </p>
        )}
        {hasSearched && foodResults.length === 0 && recipeResults.length === 0 && (
          <p className="text-sm text-slate-700">Nothing found for '{text}'. Try another word.</p>
        )}
        {(foodResults.length > 0 || recipeResults.length > 0) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {[
              { title: 'Foods', kind: 'food' as const, items: foodResults },
              { title: 'Recipes', kind: 'recipe' as const, items: recipeResults },
            ]
              .filter((group) => group.items.length > 0)
              .map((group) => (
                <div key={group.kind}>
                  <h3 className="text-sm font-semibold text-slate-900">{group.title}</h3>
                  <ul className="mt-1 space-y-1">
                    {group.items.map((item) => {
                      const isChosen = choice?.kind === group.kind && choice.id === item.id;
                      const forYou = 'for_you' in item ? item.for_you : undefined;
                      const noteId = `${ids.results}-${group.kind}-${item.id}`;
                      const hasNote = forYou !== undefined && forYou.length > 0;
                      return (
                        <li key={item.id}>
                          <button
                            type="button"
                            aria-pressed={isChosen}
                            aria-describedby={hasNote ? noteId : undefined}
                            onClick={() =>
                              choose({ kind: group.kind, id: item.id, name: item.name })
                            }
                            className={
                              isChosen
                                ? 'min-h-10 w-full rounded-lg bg-teal-700 px-3 py-2 text-left text-sm font-medium text-white'
                                : 'min-h-10 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-50'
                            }
                          >
                            {item.name}
                            {'category' in item && (
                              <span
                                className={
                                  isChosen
                                    ? 'block text-xs text-teal-50'
                                    : 'block text-xs text-slate-600'
                                }
                              >
                                {item.category}
                              </span>
                            )}
                          </button>
                          <RecipeForYouNote findings={forYou} id={noteId} />
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
          </div>
        )}
      </div>
      {choice && (
        <div className="space-y-3 rounded-xl bg-slate-50 p-3">
          <p className="text-sm text-slate-900">
            Adding <span className="font-semibold">{choice.name}</span>
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <Label htmlFor={ids.amount}>{isFood ? 'Grams' : 'Servings'}</Label>
              <Input
                id={ids.amount}
                type="number"
                inputMode="decimal"
                min={isFood ? 1 : 0.5}
                step={isFood ? 1 : 0.5}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.amountError : undefined}
                {...form.register('amount')}
              />
              {error && (
                <p id={ids.amountError} className="mt-1 text-sm text-red-800">
                  {error}
                </p>
              )}
            </div>
            <div>
              <Label htmlFor={ids.meal}>Meal</Label>
              <select id={ids.meal} {...form.register('meal')} className={selectClass}>
                {MEAL_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {SLOT_LABELS[slot]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-end gap-2">
              <Button type="submit" disabled={isSaving}>
                {isSaving ? 'Adding...' : 'Add to log'}
              </Button>
              <Button variant="ghost" onClick={() => setChoice(null)}>
                Cancel
              </Button>
            </div>
          </div>
        </div>
      )}
    </form>
  );
}

export function FoodLog({ date }: { date: string }): ReactElement {
  const addHeadingId = useId();
  const entriesHeadingId = useId();
  const totalsHeadingId = useId();
  const log = useFoodLog(date);
  const save = useSaveFoodLog();
  const [saveError, setSaveError] = useState<string | null>(null);

  const saveEntries = async (entries: EntryInput[]): Promise<boolean> => {
    setSaveError(null);
    try {
      await save.mutateAsync({ date, entries });
      return true;
    } catch (error) {
      setSaveError(
        nutritionErrorMessage(error, 'Your food log could not be saved. Please try again.'),
      );
      return false;
    }
  };

  const entries = log.data?.entries ?? [];
  const flagged = entries.filter((entry) => entry.flags.length > 0);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby={addHeadingId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={addHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
          Add what you ate
        </h2>
        <AddEntryForm
          isSaving={save.isPending}
          onAdd={(entry) => saveEntries([...entries.map(toEntryInput), entry])}
        />
        {saveError && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {saveError}
          </p>
        )}
      </section>

      {log.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your food log...
        </p>
      ) : log.isError ? (
        <SectionErrorCard onRetry={() => void log.refetch()} />
      ) : (
        <>
          {flagged.length > 0 && (
            <div
              role="alert"
              className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950"
            >
              <p className="flex items-center gap-2 font-semibold">
                <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
                {flaggedSummary(flagged)}
              </p>
              <p className="mt-1 text-sm">
                See the warning under each food below, with its source.
              </p>
            </div>
          )}
          <section aria-labelledby={entriesHeadingId} className="space-y-3">
            <h2 id={entriesHeadingId} className="text-lg font-semibold text-slate-900">
              What you logged
            </h2>
            {entries.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
                Nothing logged for this day yet.
              </p>
            ) : (
              MEAL_SLOTS.filter((slot) => entries.some((entry) => entry.meal === slot)).map(
                (slot) => (
                  <div
                    key={slot}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <h3 className="font-semibold text-slate-900">{SLOT_LABELS[slot]}</h3>
                    <ul className="mt-2 divide-y divide-slate-100">
                      {entries.map((entry, index) =>
                        entry.meal !== slot ? null : (
                          <li key={`${index}-${entry.name}`} className="py-2">
                            <div className="flex flex-wrap items-start justify-between gap-2">
                              <div className="min-w-0">
                                <p className="font-medium break-words text-slate-900">
                                  {entry.recipe_id ? (
                                    <Link
                                      to={`/recipes/${encodeURIComponent(entry.recipe_id)}`}
                                      className="underline-offset-2 hover:underline"
                                    >
                                      {entry.name}
                                    </Link>
                                  ) : (
                                    entry.name
                                  )}
                                </p>
                                <p className="text-sm text-slate-700">
                                  {amountText(entry)} · {formatAmount(entry.nutrients.energy_kcal)}{' '}
                                  kcal
                                </p>
                              </div>
                              <Button
                                variant="ghost"
                                size="sm"
                                disabled={save.isPending}
                                aria-label={`Remove ${entry.name}`}
                                onClick={() =>
                                  void saveEntries(
                                    entries.filter((_, at) => at !== index).map(toEntryInput),
                                  )
                                }
                              >
                                <Trash2 className="h-4 w-4" aria-hidden="true" />
                                Remove
                              </Button>
                            </div>
                            <FoodFlagList flags={entry.flags} foodName={entry.name} />
                          </li>
                        ),
                      )}
                    </ul>
                  </div>
                ),
              )
            )}
          </section>
          <section
            aria-labelledby={totalsHeadingId}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id={totalsHeadingId} className="text-lg font-semibold text-slate-900">
              The day against your targets
            </h2>
            {log.data.targets ? (
              <TargetBars
                className="mt-3"
                rows={MACRO_KEYS.map((key) => ({
                  key,
                  value: log.data.totals[key],
                  target: log.data.targets![key],
                }))}
              />
            ) : (
              <>
                <TargetBars
                  className="mt-3"
                  rows={MACRO_KEYS.map((key) => ({
                    key,
                    value: log.data.totals[key],
                    target: null,
                  }))}
                />
                <p className="mt-3 text-sm text-slate-700">
                  Add your age, sex, height and weight to your profile to see your targets.{' '}
                  <Link to="/profile" className="font-medium text-teal-800 underline">
                    Complete your profile
                  </Link>
                </p>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
