import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { LegalPage, type LegalSection } from '#client/features/marketing/components/legal-page';

const email = SITE.supportEmail;

const HIPAA_SAFEGUARDS = [
  {
    safeguard: 'Access control',
    reference: '§164.312(a)',
    practice:
      'Every person has their own account. Every query for personal data is scoped to the signed-in user, and a request for someone else’s record is answered as if it did not exist. Sessions expire and can be ended on every device at once.',
  },
  {
    safeguard: 'Audit controls',
    reference: '§164.312(b)',
    practice:
      'Sign-ins, sign-outs and access to health records are written to an audit log with the account, action, time and outcome. Values are sanitised and shortened before storage, and logging is rate-limited to resist flooding.',
  },
  {
    safeguard: 'Integrity',
    reference: '§164.312(c)',
    practice:
      'Every request is validated against a strict schema; invalid input is refused with a clear message and changes nothing. A save is confirmed only after the database has stored it.',
  },
  {
    safeguard: 'Person or entity authentication',
    reference: '§164.312(d)',
    practice:
      'Email addresses are verified. Passwords must be 8 to 128 characters with upper- and lower-case letters, a number and a symbol, common patterns are refused, and passwords are stored only as salted hashes. Sign-in attempts are rate-limited.',
  },
  {
    safeguard: 'Transmission security',
    reference: '§164.312(e)',
    practice:
      'All traffic uses HTTPS (TLS). Session cookies are httpOnly, Secure and SameSite, and security headers restrict what pages can load and where they can be framed.',
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    id: 'approach',
    title: 'Our approach',
    body: (
      <>
        <p>
          Wellnest is a consumer wellness app. You use it directly, not through a health plan or
          healthcare provider, so in most cases Wellnest is not a “covered entity” or “business
          associate” under the US Health Insurance Portability and Accountability Act (HIPAA).
        </p>
        <p>
          We still treat what you tell us as health data deserving the highest care. We measure
          ourselves against three public standards: the HIPAA Security Rule’s technical safeguards
          as a benchmark, the EU and UK General Data Protection Regulation (GDPR), and the OWASP
          Application Security Verification Standard (ASVS).
        </p>
      </>
    ),
  },
  {
    id: 'hipaa',
    title: 'HIPAA technical safeguards as a benchmark',
    body: (
      <>
        <p>
          How Wellnest meets each technical safeguard of the HIPAA Security Rule (45 CFR §164.312):
        </p>
        <div className="overflow-x-auto">
          <table>
            <caption className="sr-only">
              HIPAA technical safeguards and how Wellnest meets them
            </caption>
            <thead>
              <tr>
                <th scope="col">Safeguard</th>
                <th scope="col">What we do</th>
              </tr>
            </thead>
            <tbody>
              {HIPAA_SAFEGUARDS.map((row) => (
                <tr key={row.safeguard}>
                  <th scope="row" className="min-w-32">
                    {row.safeguard}
                    <span className="block text-xs font-normal text-slate-600">
                      {row.reference}
                    </span>
                  </th>
                  <td>{row.practice}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'gdpr',
    title: 'GDPR and UK GDPR',
    body: (
      <ul>
        <li>
          <strong>Lawful basis and explicit consent.</strong> Health data is processed only with
          your explicit consent (Article 9(2)(a)), which you can withdraw at any time.
        </li>
        <li>
          <strong>Data minimisation.</strong> Every onboarding question is optional, and we collect
          only what a feature needs.
        </li>
        <li>
          <strong>Your rights, self-service.</strong> You can correct your profile and entries,
          download everything we store about you and delete your account yourself, from your account
          settings.
        </li>
        <li>
          <strong>Processors under contract.</strong> Providers that handle personal data for us do
          so under written data-processing agreements, with recognised safeguards for international
          transfers.
        </li>
        <li>
          <strong>Breach notification.</strong> We notify the supervisory authority within 72 hours
          where required and tell affected users without undue delay.
        </li>
        <li>
          <strong>Privacy by design.</strong> No advertising trackers, no sale of data, and optional
          cookies only with consent.
        </li>
      </ul>
    ),
  },
  {
    id: 'owasp-asvs',
    title: 'OWASP ASVS',
    body: (
      <>
        <p>
          We use the OWASP Application Security Verification Standard as the checklist for how
          Wellnest is built and reviewed. In practice, that means:
        </p>
        <ul>
          <li>
            <strong>Authentication and sessions:</strong> strong password rules, hashed passwords,
            httpOnly cookie sessions that page scripts cannot read, and sign-out that ends sessions
            on every device.
          </li>
          <li>
            <strong>Access control:</strong> checked on the server for every request, never only in
            the browser.
          </li>
          <li>
            <strong>Input validation:</strong> one schema per request, shared by the browser and the
            server, so both refuse the same bad input with the same message.
          </li>
          <li>
            <strong>Errors and logging:</strong> errors have one shape and never reveal internal
            details; security events are logged.
          </li>
          <li>
            <strong>Abuse resistance:</strong> rate limits on sign-in, sign-up and public forms.
          </li>
          <li>
            <strong>Uploads:</strong> limited to 10 MB and to JPEG, PNG, GIF and PDF files whose
            contents match their extension; executable files are refused.
          </li>
          <li>
            <strong>Dependencies:</strong> locked to exact versions and upgraded deliberately, not
            automatically.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'audit-logging',
    title: 'Audit logging',
    body: (
      <>
        <p>
          The audit log records security-relevant events: sign-ins and sign-outs, failed attempts,
          access to health records, changes to your profile, exports and deletions. Each entry notes
          the account, the action, the type of record, whether it succeeded, a risk level and the
          time.
        </p>
        <p>
          Audit entries are kept for as long as the service runs, because the log is a
          tamper-evident chain; when an account is deleted its entries keep only the action and the
          time. They are used to investigate suspicious activity and to answer your questions about
          who accessed your account; they are never used for marketing.
        </p>
      </>
    ),
  },
  {
    id: 'data-rights',
    title: 'Your data rights in practice',
    body: (
      <ul>
        <li>
          <strong>Export:</strong> download everything we store about you from your account
          settings: a ZIP with a JSON file of every record, a CSV for each tracker and your uploaded
          files.
        </li>
        <li>
          <strong>Delete:</strong> remove individual entries at any time, or delete your account and
          all of its data from your account settings, your community threads and replies included
          unless you choose to keep them signed “Former member”. It is removed from live systems at
          once and leaves backups within 35 days; the audit log keeps its entries without their
          details, under an identifier that no longer leads to you.
        </li>
        <li>
          <strong>Correct:</strong> edit your profile and entries whenever you like.
        </li>
        <li>
          <strong>Ask:</strong> for anything else, email <a href={`mailto:${email}`}>{email}</a>{' '}
          with “Privacy” in the subject. We answer within one month.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payment security',
    body: (
      <p>
        Payments are handled by Stripe, a PCI DSS Level 1 certified payment provider. Card details
        go directly to Stripe and never pass through or stay on Wellnest’s servers. Subscription
        changes reach us through signed webhook messages that we verify before acting on them.
      </p>
    ),
  },
  {
    id: 'report-security-issue',
    title: 'Reporting a security issue',
    body: (
      <>
        <p>
          If you believe you have found a security vulnerability, please email{' '}
          <a href={`mailto:${email}?subject=Security`}>{email}</a> with “Security” in the subject.
          Include what you found, the steps to reproduce it and its likely impact. We acknowledge
          reports within two business days and keep you informed until the issue is fixed.
        </p>
        <p>
          We will not pursue legal action against good-faith research that avoids privacy violations
          and service disruption, uses only accounts you own, does not access or change other
          people’s data, and gives us reasonable time to fix the issue before it is disclosed.
        </p>
        <p>
          For privacy practices in full, see our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
];

export default function ComplianceCenterPage(): ReactElement {
  usePageMeta('/compliance-center');
  return (
    <LegalPage
      title="Compliance Center"
      summary={
        <p>
          How Wellnest protects the health information you trust it with: the standards we hold
          ourselves to, the safeguards in place, and how to reach us about security.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
