/**
 * 'Join as a provider': the application an admin reviews before the listing is shown. Checked
 * with the contract's schema in the browser first (same rules, same words as the server); the
 * NPI's check digit and the registry lookup happen on the server.
 */
import { useId, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  PROVIDER_PROFESSIONS,
  providerApplyRequestSchema,
  type ProviderApplyResponse,
} from '#shared/contracts/providers.contract';
import { ApiError } from '#client/lib/api-client';
import { useApplyAsProvider } from '../api/apply-as-provider';
import { describeProvidersError } from '../api/providers-error';

type Field =
  'name' | 'profession' | 'specialty' | 'npi' | 'licence' | 'location' | 'languages' | 'bio';

const TEXTAREA =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-600';

type ApplicationFields = Record<Field, string> & { telehealth: boolean };

function toApplication(values: ApplicationFields) {
  return {
    name: values.name,
    profession: values.profession,
    specialty: values.specialty,
    npi: values.npi.trim() || null,
    licence: values.licence.trim() || null,
    location: values.location,
    telehealth: values.telehealth,
    languages: splitLanguages(values.languages),
    bio: values.bio,
  };
}

function splitLanguages(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((language) => language.trim())
    .filter((language) => language !== '');
}

export function ProviderApplicationForm({
  onApplied,
}: {
  onApplied: (result: ProviderApplyResponse) => void;
}): ReactElement {
  const formId = useId();
  const apply = useApplyAsProvider();
  const form = useContractForm({
    schema: providerApplyRequestSchema,
    defaultValues: {
      name: '',
      profession: '',
      specialty: '',
      npi: '',
      licence: '',
      location: '',
      languages: '',
      bio: '',
      telehealth: false,
    } satisfies ApplicationFields,
    toInput: toApplication,
  });
  const bioLength = form.watch('bio').length;

  const submit = form.handleSubmit((application) => {
    apply.mutate(application, {
      onSuccess: onApplied,
      onError: (error) => {
        if (error instanceof ApiError && error.code === PROVIDER_ERROR_CODES.invalidNpi)
          form.setError('npi', {
            type: 'server',
            message: error.message || PROVIDER_MESSAGES.invalidNpi,
          });
      },
    });
  });

  const failure = apply.isError ? describeProvidersError(apply.error) : null;
  const isNpiError =
    apply.error instanceof ApiError && apply.error.code === PROVIDER_ERROR_CODES.invalidNpi;

  const field = (
    name: Field,
    label: string,
    options: {
      hint?: string;
      maxLength: number;
      required?: boolean;
      list?: string;
      inputMode?: 'numeric';
      autoComplete?: string;
    },
  ) => {
    const id = `${formId}-${name}`;
    const hintId = options.hint ? `${id}-hint` : undefined;
    const error = form.error(name);
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div>
        <Label htmlFor={id}>
          {label}
          {options.required ? '' : ' (optional)'}
        </Label>
        {options.hint && (
          <p id={hintId} className="mb-1 text-sm text-slate-600">
            {options.hint}
          </p>
        )}
        <Input
          id={id}
          maxLength={options.maxLength}
          required={options.required}
          list={options.list}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...form.register(name)}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  const bioId = `${formId}-bio`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      aria-label="Provider application"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', 'Name to list', {
          required: true,
          maxLength: PROVIDER_LIMITS.name,
          hint: 'As your clients know you, e.g. Dr. Ana Garcia.',
          autoComplete: 'name',
        })}
        {field('profession', 'Profession', {
          required: true,
          maxLength: PROVIDER_LIMITS.profession,
          list: `${formId}-professions`,
          hint: 'Choose a suggestion or type your own.',
        })}
        <datalist id={`${formId}-professions`}>
          {PROVIDER_PROFESSIONS.map((profession) => (
            <option key={profession} value={profession} />
          ))}
        </datalist>
        {field('specialty', 'Specialty', {
          maxLength: PROVIDER_LIMITS.specialty,
          hint: 'e.g. sleep medicine, sports nutrition.',
        })}
        {field('location', 'Location', {
          required: true,
          maxLength: PROVIDER_LIMITS.location,
          hint: 'City, region or country where you practise, or "Online".',
        })}
        {field('npi', 'US NPI number', {
          maxLength: 20,
          inputMode: 'numeric',
          hint: 'Ten digits, for US providers. We check its check digit and, where we can, the NPI Registry.',
        })}
        {field('licence', 'Licence or registration number', {
          maxLength: PROVIDER_LIMITS.licence,
          hint: 'Outside the US, e.g. your GMC, HCPC or AHPRA number.',
        })}
        {field('languages', 'Languages', {
          maxLength: PROVIDER_LIMITS.languages * (PROVIDER_LIMITS.language + 2),
          hint: 'Separated by commas, e.g. English, Spanish.',
        })}
        <div className="flex items-center gap-3 self-end rounded-lg border border-slate-200 p-3">
          <input
            id={`${formId}-telehealth`}
            type="checkbox"
            {...form.register('telehealth')}
            className="h-5 w-5 accent-teal-700"
          />
          <label htmlFor={`${formId}-telehealth`} className="text-sm font-medium text-slate-800">
            I offer telehealth (video or phone) visits
          </label>
        </div>
      </div>
      <div>
        <Label htmlFor={bioId}>Short bio (optional)</Label>
        <p id={`${bioId}-hint`} className="mb-1 text-sm text-slate-600">
          What you help with and how you work. {bioLength}/{PROVIDER_LIMITS.bio} characters.
        </p>
        <textarea
          id={bioId}
          rows={5}
          maxLength={PROVIDER_LIMITS.bio}
          aria-invalid={form.error('bio') ? true : undefined}
          aria-describedby={`${bioId}-hint${form.error('bio') ? ` ${bioId}-error` : ''}`}
          {...form.register('bio')}
          className={TEXTAREA}
        />
        {form.error('bio') && (
          <p id={`${bioId}-error`} className="mt-1 text-sm text-red-800">
            {form.error('bio')}
          </p>
        )}
      </div>
      {failure && !isNpiError && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {failure.kind === 'sign-in'
            ? 'Your session has ended. Please sign in again to apply.'
            : 'message' in failure
              ? failure.message
              : 'Applying is not available here.'}
        </p>
      )}
      <p className="text-sm text-slate-600">
        An admin reviews every application before it is listed. Your e-mail address is never shown
        in the directory.
      </p>
      <Button type="submit" disabled={apply.isPending}>
        {apply.isPending ? 'Sending...' : 'Send application'}
      </Button>
    </form>
  );
}
