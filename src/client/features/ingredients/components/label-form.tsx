/**
 * The label form: the ingredient list (pasted, typed, or read from a photo in the browser), a live
 * character count against the contract's maximum, and what kind of product it is. The contract's
 * messages refuse an empty or overlong list before anything is sent.
 */
import { useId, useRef, useState, type ReactElement } from 'react';
import { Camera, ScanSearch } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  INGREDIENT_KINDS,
  INGREDIENT_MESSAGES,
  MAX_LABEL_TEXT,
  analyzeRequestSchema,
  type AnalyzeRequest,
  type IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import { PRODUCT_KIND_LABELS } from '../lib/labels';
import { formatInteger } from '#shared/domain/en-us-format';

/**
 * An ingredient list as it may be sent: not blank, and at most MAX_LABEL_TEXT characters, in the
 * sentences the server answers with. The request contract takes the text as it is, because the
 * server's own check words the refusal; the text is sent untrimmed, as the label reads.
 */
export const labelTextField = analyzeRequestSchema.shape.text
  .refine((text) => text.trim() !== '', INGREDIENT_MESSAGES.emptyText)
  .refine((text) => text.length <= MAX_LABEL_TEXT, INGREDIENT_MESSAGES.textTooLong);

const labelFormSchema = analyzeRequestSchema.extend({ text: labelTextField });

type PhotoState =
  { status: 'idle' } | { status: 'reading'; share: number } | { status: 'error'; message: string };

const UNREADABLE_PHOTO =
  "We couldn't read that photo. Try a sharper, straight-on picture, or type the list.";
const NO_READER = 'Reading photos is not available in this browser. Type the list instead.';

function PhotoOption({ onText }: { onText: (text: string) => void }): ReactElement {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<PhotoState>({ status: 'idle' });
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700',
          state.status === 'reading' && 'pointer-events-none opacity-60',
        )}
      >
        <Camera className="h-5 w-5" aria-hidden="true" />
        Photograph the label
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby={hintId}
          className="sr-only"
          disabled={state.status === 'reading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setState({ status: 'reading', share: 0 });
            import('../lib/read-label-photo')
              .then(({ readLabelPhoto }) =>
                readLabelPhoto(file, (share) => setState({ status: 'reading', share })),
              )
              .then((text) => {
                setState({ status: 'idle' });
                onText(text);
              })
              .catch((error: unknown) =>
                setState({
                  status: 'error',
                  message:
                    error instanceof Error && error.message.startsWith('This page cannot')
                      ? NO_READER
                      : UNREADABLE_PHOTO,
                }),
              )
              .finally(() => {
                if (input.current) input.current.value = '';
              });
          }}
        />
      </label>
      <p id={hintId} className="mt-2 text-slate-700">
        The photo is read on this device and never uploaded. Check the text it finds before you
        analyse: small print and shiny packs can be misread.
      </p>
      <p role="status" className="mt-1 font-medium text-slate-800">
        {state.status === 'reading'
          ? `Reading the photo... ${Math.round(state.share * 100)}%`
          : state.status === 'error'
            ? state.message
            : ''}
      </p>
    </div>
  );
}

export function LabelForm({
  onAnalyze,
  isPending,
  initialKind = 'food',
}: {
  onAnalyze: (request: AnalyzeRequest) => void;
  isPending: boolean;
  initialKind?: IngredientProductKind;
}): ReactElement {
  const textId = useId();
  const countId = useId();
  const kindId = useId();
  const errorId = useId();
  const form = useContractForm({
    schema: labelFormSchema,
    defaultValues: { text: '', kind: initialKind },
  });
  const text = form.watch('text');
  const problem = form.error('text');
  const isOver = text.length > MAX_LABEL_TEXT;
  return (
    <form
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={form.handleSubmit((request) => onAnalyze(request))}
    >
      <div className="space-y-1.5">
        <Label htmlFor={textId}>Ingredient list, as printed on the label</Label>
        <textarea
          id={textId}
          rows={6}
          aria-describedby={`${countId}${problem ? ` ${errorId}` : ''}`}
          aria-invalid={problem !== undefined || isOver}
          {...form.register('text')}
          placeholder="e.g. Ingredients: water, sugar, peanut oil, E102, sodium benzoate, citric acid"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-700"
        />
        <p
          id={countId}
          className={cn('text-sm', isOver ? 'font-semibold text-red-800' : 'text-slate-700')}
        >
          {formatInteger(text.length)} of {formatInteger(MAX_LABEL_TEXT)} characters
        </p>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
      </div>
      <PhotoOption
        onText={(read) =>
          // Checked again only once a submit was refused, as typing is.
          form.setValue('text', read, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <div className="space-y-1.5">
        <Label htmlFor={kindId}>Kind of product</Label>
        <select
          id={kindId}
          {...form.register('kind')}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 sm:w-72"
        >
          {INGREDIENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {PRODUCT_KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isPending}>
        <ScanSearch className="h-5 w-5" aria-hidden="true" />
        {isPending ? 'Analysing...' : 'Analyse ingredients'}
      </Button>
    </form>
  );
}
