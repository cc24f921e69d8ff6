/** Password change with the spec's rules; every other session is signed out when it works. */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { validateForm, type FieldErrors } from '#client/lib/form-validation';
import { changePasswordBodySchema } from '#shared/contracts/auth.contract';
import { useChangePassword } from '../api/change-password';
import { Field, Status, errorText } from './form-bits';

type PasswordField = 'currentPassword' | 'newPassword';

export function PasswordCard(): ReactElement {
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const change = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateForm(changePasswordBodySchema, values);
    setErrors(check.errors);
    if (!check.ok) return;
    await change.mutateAsync(values).then(
      () => setValues({ currentPassword: '', newPassword: '' }),
      () => undefined,
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        />
        <Field
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 8 characters with upper and lower case, a number and a symbol."
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
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
