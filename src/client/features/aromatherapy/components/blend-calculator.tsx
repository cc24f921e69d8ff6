/**
 * The blend calculator: oils with their drops, the carrier in ml and how the blend is used; the
 * dilution, each oil against its maximum, the phototoxic load and the warnings come back live from
 * POST /api/oils/blend (a signed-in user's profile and cabinet add theirs). The fields are a form
 * on useContractForm over the request's contract, checked as they change, so 0 or 201 drops, or 0
 * or 1,001 ml of carrier, get the same sentence the API would answer and nothing is sent; saving
 * the blend under a name is a form of its own. 20 drops = 1 ml.
 */
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useFieldArray, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { CheckCircle2, Plus, Sun, TriangleAlert, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  BLEND_APPLICATIONS,
  blendRequestSchema,
  DROPS_PER_ML,
  MAX_BLEND_OILS,
  saveBlendSchema,
  type BlendApplication,
  type BlendRequest,
  type BlendResult,
  type OilSummary,
} from '#shared/contracts/aromatherapy.contract';
import { aromatherapyErrorMessage } from '../api/aromatherapy-error-message';
import { useBlendEvaluation } from '../api/evaluate-blend';
import { useOils } from '../api/list-oils';
import { useSaveBlend } from '../api/save-blend';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { APPLICATION_LABELS, formatPercent } from '../lib/labels';
import { WarningList } from './warning-list';
import { formatCount } from '#shared/domain/plural';

export interface InitialBlend {
  oils: { id: string; drops: number }[];
  carrierMl?: number;
  application?: BlendApplication;
}

/** What the calculator's fields hold: numbers as typed, the person's answers as chosen. */
interface BlendFields {
  oils: { id: string; drops: string }[];
  carrier_ml: string;
  application: BlendApplication;
  person: { age: string; pregnant: boolean; breastfeeding: boolean };
}

function fieldsFrom(initial: InitialBlend | undefined): BlendFields {
  return {
    oils: (initial?.oils.length ? initial.oils : [{ id: '', drops: 6 }]).map((oil) => ({
      id: oil.id,
      drops: String(oil.drops),
    })),
    carrier_ml: String(initial?.carrierMl ?? 30),
    application: initial?.application ?? 'massage',
    person: { age: '', pregnant: false, breastfeeding: false },
  };
}

/** '' stays undefined so the schema says what is missing; anything else is a number (maybe NaN). */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The fields as the contract reads them; the person is sent only with something in it. */
function toBlendInput(fields: BlendFields): z.input<typeof blendRequestSchema> {
  const { age, pregnant, breastfeeding } = fields.person;
  const person = {
    ...(age.trim() !== '' ? { age: toNumber(age) as number } : {}),
    ...(pregnant ? { pregnant: true } : {}),
    ...(breastfeeding ? { breastfeeding: true } : {}),
  };
  return {
    oils: fields.oils.map((oil) => ({ id: oil.id, drops: toNumber(oil.drops) as number })),
    carrier_ml: toNumber(fields.carrier_ml) as number,
    application: fields.application,
    ...(Object.keys(person).length > 0 ? { person } : {}),
  };
}

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;

function OilRow({
  oilId,
  firstDrops,
  index,
  oils,
  takenIds,
  dropsError,
  canRemove,
  oilField,
  dropsField,
  onRemove,
}: {
  /** The oil chosen now. */
  oilId: string;
  /** The drops the row started with, so the prerendered page shows them too. */
  firstDrops: string;
  index: number;
  oils: readonly OilSummary[];
  takenIds: ReadonlySet<string>;
  /** The oil itself needs no message: the result panel asks for one while it is empty. */
  dropsError: string | undefined;
  canRemove: boolean;
  oilField: UseFormRegisterReturn;
  dropsField: UseFormRegisterReturn;
  onRemove: () => void;
}): ReactElement {
  const base = useId();
  const name = oils.find((oil) => oil.id === oilId)?.name ?? `oil ${index + 1}`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto]">
      <div className="min-w-0">
        <Label htmlFor={`${base}-oil`}>Oil {index + 1}</Label>
        {/* Controlled: the oil list may arrive after the row, and the choice must still show. */}
        <select
          id={`${base}-oil`}
          value={oilId}
          {...oilField}
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-600"
        >
          <option value="">Choose an oil</option>
          {oils.map((oil) => (
            <option key={oil.id} value={oil.id} disabled={oil.id !== oilId && takenIds.has(oil.id)}>
              {oil.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${base}-drops`}>Drops</Label>
        <Input
          id={`${base}-drops`}
          type="number"
          inputMode="decimal"
          min={1}
          step={1}
          defaultValue={firstDrops}
          aria-invalid={dropsError ? true : undefined}
          aria-describedby={dropsError ? `${base}-drops-error` : undefined}
          {...dropsField}
        />
      </div>
      <div className="pt-6">
        {canRemove && (
          <Button
            variant="ghost"
            size="md"
            className="w-11 px-0"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {dropsError && (
        <div className="col-span-3 -mt-1">{fieldError(`${base}-drops-error`, dropsError)}</div>
      )}
    </li>
  );
}

function BlendResultView({
  result,
  application,
}: {
  result: BlendResult;
  application: BlendApplication;
}): ReactElement {
  const isOnSkin = application !== 'inhalation' && application !== 'diffuser';
  const phototoxic = result.warnings.some((warning) => warning.kind === 'phototoxic');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className="text-slate-800">
          <span className="block text-sm font-medium text-slate-700">Dilution</span>
          <span className="text-3xl font-bold text-slate-900" data-testid="dilution">
            {formatPercent(result.dilution_percent)}
          </span>
        </p>
        {result.phototoxic_load > 0 && (
          <p className="text-slate-800">
            <span className="block text-sm font-medium text-slate-700">Phototoxic load</span>
            <span
              className={cn(
                'text-2xl font-bold',
                result.phototoxic_load > 1 ? 'text-red-800' : 'text-slate-900',
              )}
            >
              {Number(result.phototoxic_load.toFixed(2))}
            </span>{' '}
            <span className="text-sm text-slate-700">(limit 1)</span>
          </p>
        )}
      </div>
      <p
        className={cn(
          'flex items-start gap-2 rounded-xl border p-3 text-sm font-medium',
          result.within_limits
            ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
            : 'border-red-300 bg-red-50 text-red-950',
        )}
      >
        {result.within_limits ? (
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        {result.within_limits
          ? 'Within the published limits for this use.'
          : 'Outside the published limits: see the warnings below.'}
      </p>
      {phototoxic && (
        <p className="flex items-start gap-2 rounded-xl border-2 border-red-400 bg-red-50 p-3 text-sm font-semibold text-red-950">
          <Sun className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Phototoxic: keep the skin this blend touches out of the sun and sunbeds for 12 hours.
        </p>
      )}
      <ul aria-label="Each oil against its maximum" className="space-y-2">
        {result.per_oil.map((oil) => (
          <li
            key={oil.id}
            className={cn(
              'rounded-xl border p-3 text-sm',
              oil.within_limit ? 'border-slate-200 bg-white' : 'border-red-300 bg-red-50',
            )}
          >
            <p className="font-semibold text-slate-900">{oil.name}</p>
            <p className="text-slate-800">
              {oil.drops} {oil.drops === 1 ? 'drop' : 'drops'} ({oil.ml} ml):{' '}
              <strong>{formatPercent(oil.percent)}</strong> of the blend
              {oil.max_percent === null
                ? isOnSkin
                  ? '; no published maximum for this oil (the usual total for this use applies).'
                  : '; nothing stays on the skin, so no skin maximum applies.'
                : oil.within_limit
                  ? `, within its ${formatPercent(oil.max_percent)} maximum.`
                  : `, above its ${formatPercent(oil.max_percent)} maximum.`}
            </p>
          </li>
        ))}
      </ul>
      {result.warnings.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">
            Warnings ({result.warnings.length})
          </h3>
          <WarningList warnings={result.warnings} label="Warnings for this blend" />
        </div>
      )}
      <p className="text-xs text-slate-700">
        {result.screened.signed_in
          ? 'Checked against your profile and medicine cabinet as well as the published limits.'
          : 'Sign in to check the blend against your own profile and medicines too.'}
      </p>
    </div>
  );
}

function SaveBlendForm({ request }: { request: BlendRequest }): ReactElement {
  const save = useSaveBlend();
  // The name is the field; the oils, carrier and use are the blend on screen, as the calculator
  // checked them.
  const form = useContractForm<typeof saveBlendSchema, { name: string }>({
    schema: saveBlendSchema,
    defaultValues: { name: '' },
    toInput: ({ name }) => ({
      name,
      oils: request.oils,
      carrier_ml: request.carrier_ml,
      application: request.application,
    }),
  });
  const error = form.error('name');
  const inputId = useId();
  const submit = form.handleSubmit((blend) => {
    save.mutate(blend, { onSuccess: () => form.reset({ name: '' }) });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Save this blend" className="space-y-2">
      <Label htmlFor={inputId}>Name this blend to save it</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          maxLength={120}
          placeholder="e.g. Evening face oil"
          className="min-w-0 flex-1 basis-48"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...form.register('name', { onChange: () => save.reset() })}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save blend'}
        </Button>
      </div>
      {fieldError(`${inputId}-error`, error)}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {aromatherapyErrorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-900">
          Saved “{save.data.name}”.{' '}
          <Link
            to="/dashboard/essential-oils"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            See your blends
          </Link>
        </p>
      )}
    </form>
  );
}

export function BlendCalculator({
  initial,
}: {
  /** Oils to start with (from ?oil= or a saved blend); lavender otherwise. */
  initial?: InitialBlend;
}): ReactElement {
  const { isSignedIn } = useAuth();
  const library = useOils({});
  const oils = useMemo(
    () => [...(library.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [library.data],
  );
  const [defaults] = useState(() => fieldsFrom(initial));
  // No submit: each field is checked as it changes, and each oil row and the person's age keep
  // their own message.
  const form = useContractForm<typeof blendRequestSchema, BlendFields>({
    schema: blendRequestSchema,
    defaultValues: defaults,
    toInput: toBlendInput,
    mode: 'onChange',
    nestedErrors: ['oils', 'person'],
  });
  // keyName: the rows' own `id` is the oil's.
  const rows = useFieldArray({ control: form.control, name: 'oils', keyName: 'key' });
  const values = form.watch();
  const ids = { carrier: useId(), application: useId(), age: useId() };

  // What is sent is the contract's own reading of the fields on screen: nothing while any field
  // is wrong (the form shows why, from the same schema).
  const parsed = blendRequestSchema.safeParse(toBlendInput(values));
  const request = parsed.success ? parsed.data : null;
  // Ask once the user stops typing; the key keeps an equal request from asking again.
  const requestKey = JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, 300);
  const settled = useMemo(() => JSON.parse(settledKey) as BlendRequest | null, [settledKey]);
  const evaluation = useBlendEvaluation(settled);
  const isStale = requestKey !== settledKey || evaluation.isFetching;

  const takenIds = new Set(values.oils.map((oil) => oil.id).filter(Boolean));
  const carrierError = form.error('carrier_ml');
  const ageError = form.error('person.age');
  const carrierMl = toNumber(values.carrier_ml);
  const totalDrops = values.oils.reduce((sum, oil) => sum + (toNumber(oil.drops) ?? 0), 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        aria-label="Blend calculator"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">Oils</legend>
          {library.isError && (
            <p role="alert" className="text-sm text-red-700">
              {aromatherapyErrorMessage(library.error, 'The oil list could not be loaded.')}
            </p>
          )}
          <ul className="space-y-3">
            {rows.fields.map((row, index) => (
              <OilRow
                key={row.key}
                oilId={values.oils[index]?.id ?? row.id}
                firstDrops={row.drops}
                index={index}
                oils={oils}
                takenIds={takenIds}
                dropsError={form.error(`oils.${index}.drops`)}
                canRemove={rows.fields.length > 1}
                oilField={form.register(`oils.${index}.id`)}
                dropsField={form.register(`oils.${index}.drops`)}
                onRemove={() => rows.remove(index)}
              />
            ))}
          </ul>
          {rows.fields.length < MAX_BLEND_OILS && (
            <Button
              variant="secondary"
              size="sm"
              // The new row is added where the user looks; the focus stays on the button.
              onClick={() => rows.append({ id: '', drops: '3' }, { shouldFocus: false })}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add an oil
            </Button>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={ids.carrier}>Carrier oil (ml)</Label>
            <Input
              id={ids.carrier}
              type="number"
              inputMode="decimal"
              min={1}
              defaultValue={defaults.carrier_ml}
              aria-invalid={carrierError ? true : undefined}
              aria-describedby={`${ids.carrier}-hint${carrierError ? ` ${ids.carrier}-error` : ''}`}
              {...form.register('carrier_ml')}
            />
            <p id={`${ids.carrier}-hint`} className="mt-1 text-xs text-slate-700">
              {DROPS_PER_ML} drops = 1 ml.{' '}
              {totalDrops > 0 &&
                `Your oils: ${formatCount(totalDrops, 'drop')} = ${Number((totalDrops / DROPS_PER_ML).toFixed(2))} ml`}
              {totalDrops > 0 && carrierMl !== undefined && carrierMl > 0
                ? ` in ${carrierMl} ml.`
                : totalDrops > 0
                  ? '.'
                  : ''}
            </p>
            {fieldError(`${ids.carrier}-error`, carrierError)}
          </div>
          <div>
            <Label htmlFor={ids.application}>Used for</Label>
            <select
              id={ids.application}
              defaultValue={defaults.application}
              {...form.register('application')}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              {BLEND_APPLICATIONS.map((option) => (
                <option key={option} value={option}>
                  {APPLICATION_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">
            Who is it for? <span className="font-normal text-slate-700">(optional)</span>
          </legend>
          <p className="text-sm text-slate-700">
            {isSignedIn
              ? 'Your profile and medicine cabinet are checked anyway; add these for someone else, or to be sure.'
              : 'Age, pregnancy and breastfeeding change what is safe. Nothing you enter here is stored.'}
          </p>
          <div className="flex flex-wrap items-end gap-4">
            <div className="w-28">
              <Label htmlFor={ids.age}>Age (years)</Label>
              <Input
                id={ids.age}
                type="number"
                inputMode="numeric"
                min={0}
                max={120}
                {...form.invalidProps('person.age', `${ids.age}-error`)}
                {...form.register('person.age')}
              />
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-teal-700"
                {...form.register('person.pregnant')}
              />
              Pregnant
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-teal-700"
                {...form.register('person.breastfeeding')}
              />
              Breastfeeding
            </label>
          </div>
          {fieldError(`${ids.age}-error`, ageError)}
        </fieldset>
      </form>

      <section
        aria-labelledby="blend-result-heading"
        aria-busy={isStale}
        className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <h2 id="blend-result-heading" className="text-xl font-semibold text-slate-900">
          Your blend
        </h2>
        <div aria-live="polite">
          {request === null ? (
            <p className="text-sm text-slate-700">
              {values.oils.some((oil) => oil.id === '')
                ? 'Choose an oil and its drops to see the dilution and its warnings.'
                : 'Correct the fields marked in red to see the dilution.'}
            </p>
          ) : evaluation.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {aromatherapyErrorMessage(evaluation.error)}
            </p>
          ) : evaluation.data ? (
            // Dimmed and marked busy while the result for the changed fields is on its way.
            <div aria-busy={isStale} className={cn(isStale && 'opacity-70 transition-opacity')}>
              <BlendResultView
                result={evaluation.data}
                application={settled?.application ?? values.application}
              />
            </div>
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Working out the blend...
            </p>
          )}
        </div>
        {isSignedIn && request !== null && evaluation.data && !isStale && (
          <SaveBlendForm request={request} />
        )}
        {!isSignedIn && (
          <p className="text-sm text-slate-700">
            <Link
              to="/login?returnTo=%2Faromatherapy"
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              Sign in
            </Link>{' '}
            to save blends and keep favourite oils.
          </p>
        )}
      </section>
    </div>
  );
}
