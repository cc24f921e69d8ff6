/**
 * Choosing the pseudonymous name others see, before a first post. A name that holds the person's
 * e-mail or real name is refused until they confirm they want it.
 */
import { useState, type ReactElement } from 'react';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api-client';
import { useContractForm } from '#client/lib/use-contract-form';
import { profileRequestSchema } from '#shared/contracts/community.contract';
import {
  COMMUNITY_ERROR_CODES,
  COMMUNITY_MESSAGES,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  DISPLAY_NAME_PATTERN,
} from '#shared/domain/community-terms';
import { describeCommunityError } from '../api/community-error';
import { useUpdateProfile } from '../api/update-profile';

/** The request's name, held to the length and characters the server accepts. */
const displayNameFieldSchema = profileRequestSchema.pick({ display_name: true }).extend({
  display_name: z
    .string()
    .trim()
    .min(DISPLAY_NAME_MIN)
    .max(DISPLAY_NAME_MAX)
    .regex(DISPLAY_NAME_PATTERN),
});

export function DisplayNameForm({ onChosen }: { onChosen?: (name: string) => void }): ReactElement {
  const form = useContractForm({
    schema: displayNameFieldSchema,
    defaultValues: { display_name: '' },
    messages: { display_name: COMMUNITY_MESSAGES.displayNameInvalid },
  });
  const [isPersonalConfirmed, setPersonalConfirmed] = useState(false);
  const update = useUpdateProfile();
  const isPersonal =
    update.error instanceof ApiError &&
    update.error.code === COMMUNITY_ERROR_CODES.displayNamePersonal;
  const serverError = update.error ? describeCommunityError(update.error).message : null;

  const submit = form.handleSubmit(({ display_name }) => {
    update.mutate(
      {
        display_name,
        ...(isPersonal && isPersonalConfirmed ? { allow_personal: true } : {}),
      },
      { onSuccess: (chosen) => onChosen?.(chosen) },
    );
  });

  const error = form.error('display_name') ?? serverError;
  return (
    <form
      onSubmit={submit}
      aria-labelledby="display-name-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <h2 id="display-name-heading" className="text-lg font-semibold text-slate-900">
        Choose your community name
      </h2>
      <p className="text-sm text-slate-700">
        {COMMUNITY_MESSAGES.displayNameRequired} Pick a pseudonym: we never show your e-mail or your
        real name.
      </p>
      <div className="space-y-1">
        <label htmlFor="community-display-name" className="block font-medium text-slate-900">
          Display name
        </label>
        <input
          id="community-display-name"
          {...form.register('display_name', { onChange: () => setPersonalConfirmed(false) })}
          maxLength={DISPLAY_NAME_MAX + 10}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'display-name-error' : 'display-name-hint'}
          className="h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900"
        />
        <p id="display-name-hint" className="text-sm text-slate-600">
          {DISPLAY_NAME_MIN} to {DISPLAY_NAME_MAX} characters: letters, digits, spaces, dots,
          underscores or hyphens.
        </p>
      </div>
      {error && (
        <p id="display-name-error" role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {isPersonal && (
        <label className="flex items-start gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={isPersonalConfirmed}
            onChange={(event) => setPersonalConfirmed(event.target.checked)}
            className="mt-1 h-4 w-4"
          />
          I understand others may recognise me, and I want to use this name.
        </label>
      )}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save my community name'}
      </Button>
    </form>
  );
}
