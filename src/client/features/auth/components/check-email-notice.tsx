/**
 * 'Check your email' after sign-up: where the verification link went and what to do next. In
 * development (the server's outbox delivers mail) it links to /dev/outbox.
 */
import { MailCheck } from 'lucide-react';
import type { ReactElement, ReactNode, Ref } from 'react';

/** The server marks the page when email goes to the development outbox instead of SMTP. */
export function isDevOutboxEnabled(): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.querySelector<HTMLMetaElement>('meta[name=wellnest-email-delivery]')?.content ===
    'outbox'
  );
}

interface CheckEmailNoticeProps {
  email: string;
  /** Extra lines, e.g. that a payment step follows verification. */
  children?: ReactNode;
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function CheckEmailNotice({
  email,
  children,
  action,
  headingRef,
}: CheckEmailNoticeProps): ReactElement {
  const showOutbox = isDevOutboxEnabled();
  return (
    <section
      role="status"
      aria-labelledby="check-email-heading"
      className="rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm text-teal-950"
    >
      <div className="flex gap-3">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-teal-800" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <h2
            id="check-email-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-teal-950 focus:outline-none"
          >
            Check your email
          </h2>
          <p>
            We sent a verification link to <strong className="break-all">{email}</strong>. Click it
            to activate your account, then sign in.
          </p>
          {children}
          {showOutbox && (
            <p>
              <a
                href="/dev/outbox"
                target="_blank"
                rel="noopener"
                className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950"
              >
                Open the development outbox
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          {action}
        </div>
      </div>
    </section>
  );
}
