/** First, last and display name, checked with the contract the API applies. */
import type { ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  accountSettingsUpdateSchema,
  type AccountSettings,
} from '#shared/contracts/account.contract';
import { useUpdateAccountSettings } from '../api/account-settings';
import { Field, Status, errorText } from './form-bits';

type NameField = 'first_name' | 'last_name' | 'display_name';

export function NamesForm({ settings }: { settings: AccountSettings }): ReactElement {
  const form = useContractForm({
    schema: accountSettingsUpdateSchema,
    defaultValues: {
      first_name: settings.first_name ?? '',
      last_name: settings.last_name ?? '',
      display_name: settings.display_name,
    } satisfies Record<NameField, string>,
  });
  const update = useUpdateAccountSettings();

  const submit = form.handleSubmit(async (data) => {
    await update.mutateAsync(data).catch(() => undefined);
  });

  const field = (name: NameField, label: string, hint?: string) => (
    <Field
      label={label}
      hint={hint}
      error={form.error(name)}
      autoComplete={
        name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : 'nickname'
      }
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('first_name', 'First name')}
        {field('last_name', 'Last name')}
      </div>
      {field('display_name', 'Display name', 'How Wellnest addresses you.')}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save names'}
        </Button>
        <Status
          error={update.isError ? errorText(update.error) : null}
          success={update.isSuccess ? 'Names saved.' : null}
        />
      </div>
    </form>
  );
}
