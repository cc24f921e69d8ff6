/** Password change with the password rules; every other session is signed out when it works. */
import type { ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import { changePasswordBodySchema } from '#shared/contracts/auth.contract';
import { useChangePassword } from '../api/change-password';
import { Field, Status, errorText } from './form-bits';

export function PasswordCard(): ReactElement {
  const form = useContractForm({
    schema: changePasswordBodySchema,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();

  // The typed values go to the API as they are; the contract only checks them.
  const submit = form.handleSubmit(async () => {
    await change.mutateAsync(form.getValues()).then(
      () => form.reset(),
      () => undefined,
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={form.error('currentPassword')}
          {...form.register('currentPassword')}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with upper and lower case, a number and a symbol."
          error={form.error('newPassword')}
          {...form.register('newPassword')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
        <Status
          error={change.isError ? errorText(change.error) : null}
          success={
            change.isSuccess
              ? 'Password changed. Every other session was signed out; this one stays signed in.'
              : null
          }
        />
      </div>
    </form>
  );
}
