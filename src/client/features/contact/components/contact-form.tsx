/**
 * The contact form: name, email, subject and message (at most 1000 characters, the product's
 * text limit). Checks run in the browser first with the server's own contract; the server's message
 * is shown if it still refuses.
 */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageInputSchema,
  type ContactMessageInput,
} from '#shared/contracts/contact.contract';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactField = keyof ContactMessageInput;

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you — your message has been received. We reply within two business days.';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

function FieldError({
  id,
  message,
}: {
  id: string;
  message: string | undefined;
}): ReactElement | null {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function ContactForm(): ReactElement {
  const formId = useId();
  const ids = {
    name: `${formId}-name`,
    email: `${formId}-email`,
    subject: `${formId}-subject`,
    message: `${formId}-message`,
    counter: `${formId}-counter`,
    hint: `${formId}-hint`,
  };
  // After a refused submit, each field is checked again as the user fixes it, and the first
  // invalid field gets the focus.
  const form = useContractForm({ schema: contactMessageInputSchema, defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const mutation = useSendContactMessage();
  const { user } = useAuth();
  const { getValues, setValue } = form;

  // A signed-in sender starts with their name and email filled in (only into empty fields).
  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.name || '');
    if (!getValues('email')) setValue('email', user.email);
  }, [user, getValues, setValue]);

  useEffect(() => {
    if (isSent) successRef.current?.focus();
  }, [isSent]);

  const submit = form.handleSubmit((message) => {
    mutation.mutate(message, {
      onSuccess: () => {
        setIsSent(true);
        form.reset(EMPTY);
      },
      onError: (error) => {
        setServerError(
          error instanceof ApiError
            ? error.message
            : 'Your message could not be sent. Please try again in a moment.',
        );
      },
    });
  });

  if (isSent) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <CircleCheck className="h-8 w-8 text-emerald-700" aria-hidden="true" />
        <h2
          ref={successRef}
          tabIndex={-1}
          className="mt-3 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          Message sent
        </h2>
        <p className="mt-2 text-slate-800">{CONTACT_SUCCESS_MESSAGE}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setIsSent(false);
            mutation.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const length = form.watch('message').length;
  const errors = {
    name: form.error('name'),
    email: form.error('email'),
    subject: form.error('subject'),
    message: form.error('message'),
  };
  const describedBy = (field: ContactField, extra?: string) =>
    [errors[field] ? `${ids[field]}-error` : null, extra ?? null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setServerError(null);
        void submit(event);
      }}
      className="space-y-5"
    >
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          All fields are required. Please do not include detailed medical information.
        </p>
      </div>

      {serverError && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          {serverError}
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.name}>Name</Label>
          <Input
            id={ids.name}
            autoComplete="name"
            {...form.register('name')}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            required
          />
          <FieldError id={`${ids.name}-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            required
          />
          <FieldError id={`${ids.email}-error`} message={errors.email} />
        </div>
      </div>

      <div>
        <Label htmlFor={ids.subject}>Subject</Label>
        <Input
          id={ids.subject}
          {...form.register('subject')}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy('subject')}
          required
        />
        <FieldError id={`${ids.subject}-error`} message={errors.subject} />
      </div>

      <div>
        <Label htmlFor={ids.message}>Message</Label>
        <textarea
          id={ids.message}
          rows={7}
          {...form.register('message')}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', ids.counter)}
          required
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-600"
        />
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2">
          <FieldError id={`${ids.message}-error`} message={errors.message} />
          <p
            id={ids.counter}
            className={cn(
              'ml-auto text-sm tabular-nums',
              length > CONTACT_MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-700',
            )}
          >
            {length} / {CONTACT_MESSAGE_MAX} characters
          </p>
        </div>
      </div>

      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {mutation.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
