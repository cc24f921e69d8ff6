/**
 * The e-mail address: a change sends a link to the new address (the old one is told) and applies
 * only when that link is opened here, signed in, and confirmed.
 */
import type { ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeRequestSchema,
  type AccountSettings,
} from '#shared/contracts/account.contract';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';
import { Field, Status, errorText } from './form-bits';

export function EmailConfirmBanner({
  token,
  pendingEmail,
  onDone,
}: {
  token: string;
  pendingEmail: string | null;
  onDone: () => void;
}): ReactElement {
  const confirm = useConfirmEmailChange();
  return (
    <div
      className="rounded-xl border border-teal-300 bg-teal-50 p-4"
      role="region"
      aria-label="Confirm new email"
    >
      <h2 className="font-semibold text-slate-900">Confirm your new email address</h2>
      <p className="mt-1 text-sm text-slate-700">
        {pendingEmail
          ? `Use ${pendingEmail} to sign in from now on. Your other sessions will be signed out.`
          : 'This link belongs to an email change on this account.'}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {!confirm.isSuccess && (
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() => void confirm.mutateAsync(token).then(onDone, () => undefined)}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm new email'}
          </Button>
        )}
        <Status
          error={confirm.isError ? errorText(confirm.error) : null}
          success={confirm.isSuccess ? `Your email is now ${confirm.data.email}.` : null}
        />
      </div>
    </div>
  );
}

export function EmailChangeCard({ settings }: { settings: AccountSettings }): ReactElement {
  const form = useContractForm({
    schema: emailChangeRequestSchema,
    defaultValues: { new_email: '', password: '' },
  });
  const request = useRequestEmailChange();

  const submit = form.handleSubmit(async () => {
    await request.mutateAsync(form.getValues()).then(
      () => form.reset(),
      () => undefined,
    );
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Signed in as <strong className="break-all text-slate-900">{settings.email}</strong>.
      </p>
      {settings.pending_email && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Waiting for you to open the link we sent to{' '}
          <strong className="break-all">{settings.pending_email}</strong>. Until then your email
          stays the same. The link works for {EMAIL_CHANGE_TTL_HOURS} hours.
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="New email"
            type="email"
            autoComplete="email"
            error={form.error('new_email')}
            {...form.register('new_email')}
          />
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={form.error('password')}
            {...form.register('password')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" variant="secondary" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send confirmation link'}
          </Button>
          <Status
            error={request.isError ? errorText(request.error) : null}
            success={
              request.isSuccess
                ? `We sent a link to ${request.data.pending_email}. We also told your current address.`
                : null
            }
          />
        </div>
      </form>
    </div>
  );
}
