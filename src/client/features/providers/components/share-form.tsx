/**
 * A new share link: which sections (medicines and their interactions, recent trends, one lab
 * report), whether they are also offered as a FHIR R4 bundle, how many days it lasts (1-30) and,
 * optionally, the listed provider it is for. The link is shown once, with a copy button: the
 * server keeps only its fingerprint.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Check, Copy, Link2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useLabReports } from '#client/features/labs/api/list-lab-reports';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  PROVIDER_MESSAGES,
  SHARE_EXPIRY_DAYS,
  SHARE_TRENDS_DAYS,
  createShareRequestSchema,
  type CreateShareResponse,
} from '#shared/contracts/providers.contract';
import { useCreateShare } from '../api/create-share';
import { useProviders } from '../api/list-providers';
import { describeProvidersError, type ProvidersFailure } from '../api/providers-error';
import { absoluteShareUrl, formatDay, formatMoment } from '../lib/format';

const TEST_NAMES = {
  blood: 'Blood test',
  urine: 'Urine test',
  combined: 'Blood and urine test',
} as const;

const SELECT =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';

type ShareFields = {
  medicines: boolean;
  trends: boolean;
  lab_report_id: string;
  fhir: boolean;
  expires_in_days: string;
  provider_id: string;
};

function toShareRequest(values: ShareFields) {
  return {
    sections: {
      ...(values.medicines ? { medicines: true } : {}),
      ...(values.trends ? { trends: true } : {}),
      ...(values.lab_report_id ? { lab_report_id: values.lab_report_id } : {}),
      ...(values.fhir ? { fhir: true } : {}),
    },
    expires_in_days:
      values.expires_in_days.trim() === '' ? Number.NaN : Number(values.expires_in_days),
    provider_id: values.provider_id || null,
  };
}

/**
 * The request's contract plus the rule the API applies to the sections: at least one besides the
 * FHIR bundle. It is checked even when the number of days is wrong, so both messages show at once.
 */
const shareFormSchema = createShareRequestSchema.refine(
  ({ sections }) => Boolean(sections.medicines || sections.trends || sections.lab_report_id),
  {
    message: PROVIDER_MESSAGES.noSections,
    path: ['sections'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
);

export function ShareForm({
  renderFailure,
}: {
  /** The page's notice for a refusal (upgrade prompt, edition notice, the server's sentence). */
  renderFailure: (failure: ProvidersFailure) => ReactNode;
}): ReactElement {
  const id = useId();
  const create = useCreateShare();
  const reports = useLabReports();
  const providers = useProviders({});
  const form = useContractForm({
    schema: shareFormSchema,
    defaultValues: {
      medicines: true,
      trends: false,
      lab_report_id: '',
      fhir: false,
      expires_in_days: String(SHARE_EXPIRY_DAYS.default),
      provider_id: '',
    },
    toInput: toShareRequest,
    messages: { expires_in_days: PROVIDER_MESSAGES.expiryRange },
  });
  const errors = {
    sections: form.error('sections'),
    expires_in_days: form.error('expires_in_days'),
  };
  const [created, setCreated] = useState<CreateShareResponse | null>(null);

  const submit = form.handleSubmit((share) => {
    setCreated(null);
    create.mutate(share, { onSuccess: setCreated });
  });

  const failure = create.isError ? describeProvidersError(create.error) : null;
  const labReports = reports.data ?? [];
  const listed = providers.data ?? [];
  return (
    <div className="space-y-5">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-label="Create a share link"
      >
        <fieldset
          className="space-y-3"
          aria-describedby={errors.sections ? `${id}-sections-error` : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">What to share</legend>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-medicines`}
              type="checkbox"
              {...form.register('medicines')}
              className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
            />
            <label htmlFor={`${id}-medicines`} className="text-sm text-slate-800">
              <span className="font-medium">Medicines and their interactions</span>: your medicine
              cabinet and what the interaction checker finds between them.
            </label>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-trends`}
              type="checkbox"
              {...form.register('trends')}
              className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
            />
            <label htmlFor={`${id}-trends`} className="text-sm text-slate-800">
              <span className="font-medium">Recent trends</span>: mood, energy, sleep and symptoms
              over the last {SHARE_TRENDS_DAYS} days.
            </label>
          </div>
          {reports.isPending && reports.fetchStatus !== 'idle' ? (
            <p className="text-sm text-slate-600">Loading your lab reports...</p>
          ) : labReports.length === 0 ? (
            <p className="text-sm text-slate-600">
              A lab report: you have no lab reports to share.
            </p>
          ) : (
            <div>
              <Label htmlFor={`${id}-lab`}>A lab report</Label>
              <select id={`${id}-lab`} {...form.register('lab_report_id')} className={SELECT}>
                <option value="">No lab report</option>
                {labReports.map((report) => (
                  <option key={report.id} value={report.id}>
                    {report.file?.display_name ?? TEST_NAMES[report.test_type]} ·{' '}
                    {report.collected_on
                      ? `collected ${formatDay(report.collected_on)}`
                      : `added ${formatDay(report.created_at)}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex items-start gap-3 border-t border-slate-200 pt-3">
            <input
              id={`${id}-fhir`}
              type="checkbox"
              {...form.register('fhir')}
              className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
            />
            <label htmlFor={`${id}-fhir`} className="text-sm text-slate-800">
              <span className="font-medium">FHIR R4 bundle</span>: also offer the sections above as
              a file a clinic&apos;s records system can import.
            </label>
          </div>
          {errors.sections && (
            <p id={`${id}-sections-error`} role="alert" className="text-sm text-red-800">
              {errors.sections}
            </p>
          )}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-days`}>Link lasts (days)</Label>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={SHARE_EXPIRY_DAYS.min}
              max={SHARE_EXPIRY_DAYS.max}
              {...form.register('expires_in_days')}
              aria-invalid={errors.expires_in_days ? true : undefined}
              aria-describedby={`${id}-days-hint${errors.expires_in_days ? ` ${id}-days-error` : ''}`}
            />
            <p id={`${id}-days-hint`} className="mt-1 text-sm text-slate-600">
              From {SHARE_EXPIRY_DAYS.min} to {SHARE_EXPIRY_DAYS.max} days. You can revoke it
              sooner.
            </p>
            {errors.expires_in_days && (
              <p id={`${id}-days-error`} className="mt-1 text-sm text-red-800">
                {errors.expires_in_days}
              </p>
            )}
          </div>
          <div>
            <Label htmlFor={`${id}-provider`}>Shared with (optional)</Label>
            <select
              id={`${id}-provider`}
              {...form.register('provider_id')}
              aria-describedby={`${id}-provider-hint`}
              className={SELECT}
            >
              <option value="">Anyone I give the link to</option>
              {listed.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                  {provider.demo ? ' (sample listing)' : ''}
                </option>
              ))}
            </select>
            <p id={`${id}-provider-hint`} className="mt-1 text-sm text-slate-600">
              {listed.length === 0 && !providers.isPending
                ? 'No providers are listed yet: share the link with anyone you choose.'
                : 'Naming a listed provider helps you remember who has the link.'}
            </p>
          </div>
        </div>
        {failure && renderFailure(failure)}
        <Button type="submit" disabled={create.isPending}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? 'Creating...' : 'Create share link'}
        </Button>
      </form>
      {created && <CreatedLink share={created} />}
    </div>
  );
}

function CreatedLink({ share }: { share: CreateShareResponse }): ReactElement {
  const id = useId();
  const url = absoluteShareUrl(share.url);
  const [isCopied, setIsCopied] = useState(false);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the field stays selectable.
      setIsCopied(false);
    }
  }
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:p-5"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-emerald-950">
        Your link is ready
      </h3>
      <p role="status" className="text-sm text-emerald-950">
        {PROVIDER_MESSAGES.shareCreated} It works until {formatMoment(share.expires_at)}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-url`} className="sr-only">
          Share link
        </label>
        <Input
          id={`${id}-url`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
          {isCopied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {isCopied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </section>
  );
}
