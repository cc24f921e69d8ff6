import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { LegalPage, type LegalSection } from '#client/features/marketing/components/legal-page';

const email = SITE.supportEmail;

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          Wellnest (“Wellnest”, “we”, “us”) runs the Wellnest website and web app. We are the
          controller of the personal data described here. This policy explains what we collect when
          you use Wellnest, why we collect it, how long we keep it, who we share it with and the
          rights you have over it.
        </p>
        <p>
          Some of what you tell Wellnest is health information, which the law treats as a special
          category of personal data. We handle it with extra care and only with your explicit
          consent, as explained below.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Account information</h3>
        <p>
          Your name, email address and password when you register, the plan and billing cycle you
          choose, and whether you have confirmed your email. We store your password only as a
          salted, one-way hash; nobody at Wellnest can read it.
        </p>
        <h3>Wellness profile</h3>
        <p>
          The answers you give during onboarding and later edits: basic information such as age,
          sex, height and weight; health conditions; medicines and supplements you take; allergies;
          diet and nutrition preferences; lifestyle; and your wellness goals and chosen health
          journey. Every question can be skipped.
        </p>
        <h3>Health entries</h3>
        <p>
          What you log or create in the app: symptoms, mood, energy and habits, meal plans, goals
          and achievements, the interaction and product checks you run, and your conversations with
          the AI assistant.
        </p>
        <h3>Uploads</h3>
        <p>
          Blood and urine test reports you upload (PDF or image files up to 10 MB) and the values
          our text recognition reads from them.
        </p>
        <h3>Community posts</h3>
        <p>
          If you take part in the community: the display name you choose, the threads and replies
          you write, your reactions, the threads and topics you follow and the posts you report.
          Your threads and replies are public under your display name; the rest is seen only by you
          and, for reports, our moderators.
        </p>
        <h3>Payment information</h3>
        <p>
          If you subscribe to Wellness Pro, our payment provider, Stripe, collects your card details
          directly. We receive only what we need to manage your subscription: a customer reference,
          the plan, its status and renewal date. We never see or store your full card number.
        </p>
        <h3>Technical and security information</h3>
        <p>
          Your IP address, browser type, the time of requests, error reports and security audit
          records (for example, sign-ins and access to health records). We also store your cookie
          choices.
        </p>
        <h3>Messages to us</h3>
        <p>
          The name, email address, subject and text you send through the contact form or by email.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>
            To provide the service: run your checks, show your dashboards, trends and reports, and
            keep your profile.
          </li>
          <li>
            To answer your questions in the AI assistant. Your message and the parts of your profile
            needed to answer it are used to generate a reply. The assistant never decides whether
            two substances interact; those results come from our curated knowledge base.
          </li>
          <li>
            To manage your subscription, take payment through Stripe and keep billing records.
          </li>
          <li>
            To send service emails you need, such as email confirmation, password resets, receipts
            and reports you request.
          </li>
          <li>
            To keep Wellnest secure: detect abuse, prevent fraud, rate-limit requests and keep an
            audit trail.
          </li>
          <li>To answer support requests.</li>
          <li>
            To improve Wellnest using aggregated, de-identified statistics (for example, how many
            checks were run in a day). We do not build advertising profiles.
          </li>
        </ul>
        <p>
          <strong>We never sell or rent your personal data</strong>, never use health data for
          advertising, and never share it with insurers, employers or data brokers.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases for processing (GDPR and UK GDPR)',
    body: (
      <>
        <p>
          If you are in the European Economic Area or the United Kingdom, we rely on these legal
          bases:
        </p>
        <ul>
          <li>
            <strong>Contract (Article 6(1)(b))</strong> to create and run your account and provide
            the plan you chose.
          </li>
          <li>
            <strong>Explicit consent (Article 9(2)(a))</strong> for health data: your wellness
            profile, health entries, uploads and AI conversations about your health. You give this
            consent when you start onboarding, and you can withdraw it at any time by deleting the
            relevant entries or your account. Withdrawing consent does not affect processing that
            took place before.
          </li>
          <li>
            <strong>Legitimate interests (Article 6(1)(f))</strong> to keep the service secure,
            prevent abuse and understand aggregated, de-identified usage. You may object at any
            time.
          </li>
          <li>
            <strong>Legal obligation (Article 6(1)(c))</strong> to keep billing and tax records and
            respond to lawful requests.
          </li>
          <li>
            <strong>Consent (Article 6(1)(a))</strong> for optional cookies, which we set only if
            you allow them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We share personal data only with service providers (processors) who help us run Wellnest,
          under written agreements that require them to act only on our instructions and keep the
          data secure:
        </p>
        <ul>
          <li>hosting and database providers that store the service and its data;</li>
          <li>an email delivery provider that sends service emails;</li>
          <li>Stripe, which processes payments;</li>
          <li>an AI service provider that generates assistant replies;</li>
          <li>a file storage provider that holds your uploads.</li>
        </ul>
        <p>
          We may also disclose information if the law requires it, to protect someone’s life or
          safety, or as part of a merger or acquisition, in which case this policy continues to
          apply and we will tell you before your data becomes subject to a different policy.
        </p>
        <p>
          Where a provider processes data outside your country, we use safeguards recognised by law,
          such as the European Commission’s Standard Contractual Clauses.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <div className="overflow-x-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account, profile, health entries, uploads and AI conversations</td>
              <td>
                While your account is open. You can delete individual items at any time. When you
                delete your account, they are deleted at once, with your sessions and uploaded
                files.
              </td>
            </tr>
            <tr>
              <td>Community threads and replies</td>
              <td>
                While your account is open, or until you delete them. When you delete your account
                they are deleted with it, unless you choose, at deletion, to leave them for others
                to read: then they stay signed “Former member”, with your display name and account
                gone, so nothing on them leads to you. A thread of yours that others replied to
                keeps their replies, with its title and your opening post erased.
              </td>
            </tr>
            <tr>
              <td>Billing records</td>
              <td>
                As long as tax and accounting law requires, usually up to 7 years. These contain no
                health data.
              </td>
            </tr>
            <tr>
              <td>Security and audit logs</td>
              <td>
                For as long as the service runs: the log is a tamper-evident chain, so entries are
                not removed one by one. It holds no health values, and when you delete your account
                its entries keep only the action and the time, under an id that leads to no one.
              </td>
            </tr>
            <tr>
              <td>Messages to support</td>
              <td>24 months after the conversation ends.</td>
            </tr>
            <tr>
              <td>Backups</td>
              <td>
                Overwritten on a rolling schedule of up to 35 days, so deleted data leaves backups
                within that time.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Wherever you live, you can:</p>
        <ul>
          <li>
            <strong>Access and export your data</strong> (GDPR Articles 15 and 20): download it
            yourself from your account settings (Your data). You get a ZIP file with everything we
            store about you in a machine-readable JSON file, a spreadsheet (CSV) for each tracker,
            the lab files you uploaded and a README explaining them. You can also ask us at
            support@wellnest.app.
          </li>
          <li>
            <strong>Delete your data</strong> (Article 17): delete individual entries yourself, or
            delete your whole account from your account settings after entering your password. Your
            account, every entry, your uploaded files and your sessions are deleted at once, and a
            paid subscription is cancelled first. Your community threads and replies are deleted
            too, unless you choose at that moment to keep them signed “Former member”. Our security
            log keeps a record that the account existed and what was done with it (for example, that
            it was deleted), under an identifier that no longer leads to you and without any health
            details.
          </li>
          <li>
            <strong>Correct your data</strong> (Article 16): edit your profile and entries at any
            time.
          </li>
          <li>
            <strong>Restrict or object</strong> to processing (Articles 18 and 21), and{' '}
            <strong>withdraw consent</strong> (Article 7(3)) at any time.
          </li>
          <li>
            <strong>Complain</strong> to your data protection authority. We would appreciate the
            chance to help first.
          </li>
        </ul>
        <p>
          Residents of US states with privacy laws, such as California, have equivalent rights to
          know, delete and correct their information. We do not sell or share personal information
          for cross-context behavioural advertising, and we will not treat you differently for using
          your rights.
        </p>
        <p>
          For anything you cannot do yourself in the app, email{' '}
          <a href={`mailto:${email}`}>{email}</a> with “Privacy” in the subject. We may ask you to
          confirm your identity, and we answer within one month.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <>
        <ul>
          <li>
            Sessions use httpOnly, Secure, SameSite cookies, so scripts on the page cannot read
            them, and they expire.
          </li>
          <li>
            All traffic between your browser and Wellnest is encrypted in transit with HTTPS (TLS).
          </li>
          <li>
            Passwords are stored only as salted hashes, and sign-in attempts are rate-limited.
          </li>
          <li>
            Access controls ensure each account can read and change only its own records. Staff
            access to production data is limited to people who need it to run the service.
          </li>
          <li>
            An audit log records sign-ins and access to health records, so unusual activity can be
            spotted and investigated.
          </li>
          <li>Every request is validated, and errors never expose internal details.</li>
        </ul>
        <p>
          If a breach ever puts your data at risk, we will notify the relevant authority within 72
          hours where the law requires it and tell affected users without undue delay. More detail
          is in our <Link to="/compliance-center">Compliance Center</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          <strong>Strictly necessary:</strong> a session cookie that keeps you signed in, your time
          zone&rsquo;s name once you are signed in (so your pages open on your own calendar day),
          and a record of your cookie choices. Wellnest cannot work without these, so they do not
          need consent.
        </p>
        <p>
          <strong>Optional:</strong> analytics, functional and marketing cookies are set only if you
          allow them in the cookie banner (Accept All, Reject All, or Customize). You can change
          your choice at any time.
        </p>
        <p>
          Wellnest also keeps a few preferences in your browser’s local storage, such as whether you
          dismissed a notice and a backup of unfinished onboarding answers so you do not lose
          progress. Onboarding data stored in your browser is removed when you sign out.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Wellnest is for adults only. You must be 18 or older to create an account, and we do not
        knowingly collect data from anyone under 18. If we learn that an account belongs to a child,
        we delete it and its data. If you believe a child has created an account, please contact us.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change and show the new date at the top. If a
        change materially affects how we use your data, we will tell you by email or in the app
        before it takes effect, and ask for consent again where the law requires it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about privacy: email <a href={`mailto:${email}`}>{email}</a> with
        “Privacy” in the subject, or use our <Link to="/contact">contact form</Link>. We reply
        within two business days.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage(): ReactElement {
  usePageMeta();
  return (
    <LegalPage
      title="Privacy Policy"
      summary={
        <p>
          In short: we collect what we need to run Wellnest, we treat your health information with
          explicit consent and extra care, we never sell your data, and you can export or delete it
          at any time.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
