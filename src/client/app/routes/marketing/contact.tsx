import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Clock, Mail, Siren } from 'lucide-react';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { ContactForm } from '#client/features/contact/components/contact-form';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { EmergencyNumbers } from '#client/features/marketing/components/safety-notice';

export default function ContactPage(): ReactElement {
  usePageMeta('/contact');
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We're here to help"
        lead="Questions about your account, a plan, your data or something that doesn't look right? Send us a message and a person on the Wellnest team will answer."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>

        <div className="space-y-6">
          <aside
            aria-labelledby="emergency-heading"
            className="rounded-2xl border border-red-200 bg-red-50 p-6"
          >
            <div className="flex items-start gap-2">
              <Siren className="mt-1 h-5 w-5 shrink-0 text-red-800" aria-hidden="true" />
              <h2 id="emergency-heading" className="text-lg font-semibold text-red-900">
                In an emergency, do not use this form
              </h2>
            </div>
            <p className="mt-2 text-sm leading-6 text-slate-800">
              Messages are read during business hours and are not monitored around the clock. If you
              or someone else may be in danger, call 911 (US), 999 (UK) or 112 (EU) now, or go to
              the nearest emergency department.
            </p>
            <EmergencyNumbers className="mt-4" />
          </aside>

          <section
            aria-labelledby="other-ways-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="other-ways-heading" className="text-lg font-semibold text-slate-900">
              Other ways to reach us
            </h2>
            <ul className="mt-4 space-y-4 text-sm text-slate-800">
              <li className="flex gap-3">
                <Mail className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">Email support</p>
                  <a
                    href={`mailto:${SITE.supportEmail}`}
                    className="font-medium text-teal-800 underline underline-offset-2"
                  >
                    {SITE.supportEmail}
                  </a>
                  <p className="mt-1 text-slate-700">
                    Privacy requests and security reports go to the same address; put “Privacy” or
                    “Security” in the subject so they reach the right person first.
                  </p>
                </div>
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">Reply time</p>
                  <p className="text-slate-700">
                    We reply within two business days, whatever your plan.
                  </p>
                </div>
              </li>
            </ul>
          </section>

          <section
            aria-labelledby="self-help-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="self-help-heading" className="text-lg font-semibold text-slate-900">
              Quick answers
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link
                  to="/pricing"
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  Plans, billing and cancellation
                </Link>
              </li>
              <li>
                <Link
                  to="/privacy-policy"
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  How we handle your data
                </Link>
              </li>
              <li>
                <Link
                  to="/wellness-policy"
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  Where our information comes from
                </Link>
              </li>
              <li>
                <Link
                  to="/how-it-works"
                  className="font-medium text-teal-800 underline underline-offset-2"
                >
                  How Wellnest works
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
