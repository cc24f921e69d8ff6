/**
 * Your data: download everything (a ZIP with JSON, CSVs per tracker and your files) and delete the
 * account for good after the current password. What each does is said before it is done, the
 * community posts included: removed (the default) or kept signed 'Former member' (ADR 080).
 */
import { useState, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { useToast } from '#client/components/ui/toast';
import { clearLocalAuthState, sessionQueryKey } from '#client/lib/auth';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  DEFAULT_COMMUNITY_CHOICE,
  EXPORTS_PER_HOUR,
  deleteAccountRequestSchema,
  type CommunityChoice,
} from '#shared/contracts/account.contract';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '../api/delete-account';
import { FHIR_EXPORT_URL } from '../api/health-records';
import { Field, Status, errorText } from './form-bits';

/** The two answers to what happens to the community posts, each saying exactly what it does. */
const COMMUNITY_OPTIONS: readonly { value: CommunityChoice; label: string; detail: string }[] = [
  {
    value: 'remove',
    label: 'Remove them (recommended)',
    detail:
      'Every thread and reply you wrote is deleted. A thread of yours that others replied to stays for their replies, with its title and your opening post erased and no name on it.',
  },
  {
    value: 'anonymise',
    label: 'Keep them, signed “Former member”',
    detail:
      'Your words stay for others to read, signed “Former member”. Your display name and your account are deleted, so nothing on them leads to you, but anything you wrote about yourself in them stays readable.',
  },
];

const DELETED_NOTICE: Record<CommunityChoice, string> = {
  remove: 'Your data, files, sessions and community posts are gone.',
  anonymise:
    'Your data, files and sessions are gone; your community posts stay, signed “Former member”.',
};

export function DataRightsCard(): ReactElement {
  const [isDeleting, setIsDeleting] = useState(false);
  const form = useContractForm({
    schema: deleteAccountRequestSchema,
    defaultValues: { password: '', community: DEFAULT_COMMUNITY_CHOICE },
  });
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = form.handleSubmit(async (request) => {
    try {
      await remove.mutateAsync(request);
    } catch {
      return;
    }
    clearLocalAuthState();
    await navigate('/', { replace: true });
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    toast({
      kind: 'success',
      title: 'Your account was deleted',
      description: DELETED_NOTICE[request.community ?? DEFAULT_COMMUNITY_CHOICE],
    });
  });

  return (
    <div className="space-y-5">
      <div>
        <h3 className="font-semibold text-slate-900">Download your data</h3>
        <p className="mt-1 text-sm text-slate-700">
          A ZIP file with everything Wellnest stores about you: your profile, medicines, trackers,
          lab reports and their files, analyses, chats, reminders and the security log of your
          account, as JSON, plus a spreadsheet (CSV) for each tracker and a README. Up to{' '}
          {EXPORTS_PER_HOUR} downloads an hour.
        </p>
        <a
          href={ACCOUNT_EXPORT_URL}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download my data
        </a>
        <p className="mt-4 text-sm text-slate-700">
          For a clinician's system or another health app: your medicines, allergies, conditions, lab
          results, body measurements and sleep as a FHIR R4 file (JSON), the standard health records
          systems read.
        </p>
        <a
          href={FHIR_EXPORT_URL}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download health records (FHIR)
        </a>
      </div>

      <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
        <h3 className="font-semibold text-red-900">Delete your account</h3>
        <p className="mt-1 text-sm text-slate-800">
          Deletes your account and everything in it at once: profile, medicines, trackers, lab
          reports and files, chats, plans and reminders, your community display name, reactions,
          follows and reports. A paid subscription is cancelled first. You are signed out
          everywhere. Your community threads and replies are removed too, unless you choose below to
          leave them for others to read. This cannot be undone, so download your data first if you
          want a copy. Our security log keeps a record that the account existed and was deleted,
          with no health details.
        </p>
        {!isDeleting ? (
          <Button variant="danger" size="sm" className="mt-3" onClick={() => setIsDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete my account
          </Button>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 space-y-3">
            <Field
              label="Enter your password to confirm"
              type="password"
              autoComplete="current-password"
              error={form.error('password')}
              {...form.register('password')}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">
                Your community threads and replies
              </legend>
              {COMMUNITY_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3"
                >
                  <input
                    aria-describedby={`delete-community-${option.value}`}
                    className="mt-1 h-4 w-4 shrink-0 accent-teal-700"
                    {...form.registerRadio('community', option.value)}
                  />
                  <span className="text-sm">
                    <span className="block font-medium text-slate-900">{option.label}</span>
                    <span id={`delete-community-${option.value}`} className="block text-slate-700">
                      {option.detail}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" variant="danger" size="sm" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Permanently delete my account'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setIsDeleting(false);
                  form.reset();
                  remove.reset();
                }}
              >
                Keep my account
              </Button>
            </div>
            <Status error={remove.isError ? errorText(remove.error) : null} />
          </form>
        )}
      </div>
    </div>
  );
}
