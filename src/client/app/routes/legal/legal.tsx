import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FileLock2, FileText, HeartPulse, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { LegalPage, type LegalSection } from '#client/features/marketing/components/legal-page';

const DOCUMENTS: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What we collect, why, how long we keep it, and how to export or delete your data.',
    icon: FileLock2,
  },
  {
    to: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The agreement for using Wellnest: accounts, acceptable use, subscriptions and liability.',
    icon: FileText,
  },
  {
    to: '/compliance-center',
    title: 'Compliance Center',
    description:
      'How we protect health data, the standards we measure ourselves against, and how to report a security issue.',
    icon: ShieldCheck,
  },
  {
    to: '/wellness-policy',
    title: 'Wellness Information Policy',
    description:
      'What our wellness information is, the sources we cite, and the limits on our AI assistant.',
    icon: HeartPulse,
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'documents',
    title: 'Our legal documents',
    body: (
      <ul className="mt-0! grid list-none! gap-4 space-y-0! pl-0! sm:grid-cols-2">
        {DOCUMENTS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 no-underline! hover:border-teal-300 hover:bg-teal-50"
            >
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-teal-800 underline underline-offset-2">
                  {title}
                </span>
                <span className="mt-1 block text-sm font-normal text-slate-700">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'medical-disclaimer',
    title: 'Medical disclaimer',
    body: (
      <>
        <p>
          <strong>{SITE.shortDisclaimer}</strong> Everything in Wellnest — interaction checks, lab
          marker explanations, essential-oil notes, reports, community posts and AI assistant
          replies — is general information for educational purposes. It is not medical advice, and
          it is not a diagnosis or a treatment recommendation.
        </p>
        <p>
          Wellnest is not a medical device. It is not intended to diagnose, treat, cure, mitigate or
          prevent any disease, and it has not been evaluated or cleared by the U.S. Food and Drug
          Administration or any other regulator as a medical device.
        </p>
        <p>
          Talk to a doctor, pharmacist or other qualified professional before you start, stop or
          change any medication, supplement, diet or treatment, and about any symptoms or test
          results that concern you. Do not ignore professional advice or delay seeking it because of
          something you read in Wellnest.
        </p>
        <p>
          A result that shows no interaction or no concern does not mean a combination or a value is
          safe for you. Our knowledge base is curated from public sources but cannot cover every
          product, dose or circumstance.
        </p>
      </>
    ),
  },
  {
    id: 'ai-disclaimer',
    title: 'About the AI assistant',
    body: (
      <p>
        The AI assistant explains wellness topics in plain language. It can be wrong, it does not
        know your full medical history, and it never diagnoses, prescribes or triages. Check results
        never come from the AI: they come from our curated knowledge base, with their sources. Read
        more in our <Link to="/wellness-policy">Wellness Information Policy</Link>.
      </p>
    ),
  },
  {
    id: 'emergencies',
    title: 'Emergencies',
    body: (
      <p>
        Wellnest is not for emergencies. If you think you or someone else may be having a medical
        emergency, call <a href="tel:911">911</a> (US), <a href="tel:999">999</a> (UK) or{' '}
        <a href="tel:112">112</a> (EU) or your local emergency number now.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Legal contact',
    body: (
      <p>
        For legal, privacy or security questions, email{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> and put “Legal”, “Privacy”
        or “Security” in the subject.
      </p>
    ),
  },
];

export default function LegalIndexPage(): ReactElement {
  usePageMeta('/legal');
  return (
    <LegalPage
      title="Legal"
      summary={
        <p>
          Our policies in one place, and the medical disclaimer that applies to everything in
          Wellnest.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
