import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { LegalPage, type LegalSection } from '#client/features/marketing/components/legal-page';
import {
  FREE_DAILY_AI_CHATS,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
} from '#shared/domain/plans';

const email = SITE.supportEmail;
const PRO = PLAN_DISPLAY_NAMES.wellness_plus;
const FREE = PLAN_DISPLAY_NAMES.wellness;

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and Wellnest for your use of the Wellnest website
          and web app (the “service”). By creating an account or using the service, you agree to
          them and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree,
          please do not use Wellnest.
        </p>
        <p>
          You must be at least 18 years old and able to form a binding contract to use Wellnest.
        </p>
      </>
    ),
  },
  {
    id: 'educational-only',
    title: 'Educational only: not medical advice and not a medical device',
    body: (
      <>
        <p>
          Wellnest provides general wellness information for educational purposes. It is not a
          medical device, and it does not diagnose, treat, cure or prevent any disease or condition.
          Using Wellnest does not create a doctor–patient or pharmacist–patient relationship with
          anyone.
        </p>
        <p>
          Always ask a qualified healthcare professional about your health, and before you start,
          stop or change any medication, supplement, diet or treatment. Never ignore professional
          advice or delay seeking it because of something you read in Wellnest.
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    title: 'Not for emergencies',
    body: (
      <p>
        Wellnest is not monitored in real time and must never be used in an emergency. If you think
        you or someone else may have a medical emergency, call <a href="tel:911">911</a> (US),{' '}
        <a href="tel:999">999</a> (UK) or <a href="tel:112">112</a> (EU) or your local emergency
        number immediately, or go to the nearest emergency department.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate information when you register, and keep it up to date.</li>
        <li>
          An account is for one person. Keep your password secret and do not share your account.
        </li>
        <li>
          You are responsible for activity in your account. Tell us straight away if you suspect
          unauthorised use.
        </li>
        <li>
          Only enter information about yourself, or about another adult who has clearly agreed to
          it.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Wellnest, you agree not to:</p>
        <ul>
          <li>break any law or help anyone else do so;</li>
          <li>
            harass, threaten or mislead other members, or post hateful, sexual or violent content in
            the community;
          </li>
          <li>
            present yourself as a healthcare professional when you are not, or give others
            individual medical instructions;
          </li>
          <li>promote or sell products, or post spam or affiliate links;</li>
          <li>
            upload malware, or try to get around security, rate limits, usage limits or plan
            restrictions;
          </li>
          <li>access another person’s account or data;</li>
          <li>
            scrape, copy or resell the service or our knowledge base, or use automated means to
            access it without our written permission;
          </li>
          <li>reverse engineer the service, except where the law allows it.</li>
        </ul>
        <p>
          We may remove content that breaks these rules and suspend or close accounts that break
          them seriously or repeatedly. If you find a security weakness, please report it as
          described in our <Link to="/compliance-center">Compliance Center</Link> rather than
          testing it on other people’s data.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You own what you enter and upload. You give Wellnest a limited licence to store, process and
        display it only to provide the service to you, and, for community posts, to show them to
        other members. You can export or delete your content at any time; deleting a community post
        removes it from view. We do not claim ownership of your data and do not sell it.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Plans, subscriptions and cancellation',
    body: (
      <>
        <p>
          <strong>{FREE}</strong> is free of charge and has no time limit. It includes{' '}
          {FREE_DAILY_AI_CHATS} AI chats per day, counted per UTC calendar day.
        </p>
        <p>
          <strong>{PRO}</strong> costs ${WELLNESS_PRO_MONTHLY_USD} per month or $
          {WELLNESS_PRO_YEARLY_USD} per year, in US dollars, plus any taxes that apply where you
          live. It is billed in advance through our payment provider, Stripe, and renews
          automatically at the end of each period until you cancel.
        </p>
        <ul>
          <li>
            <strong>Cancelling:</strong> you can cancel at any time from your account settings. You
            keep {PRO} features until the end of the period you have paid for, then your account
            moves to {FREE}. Your data is not deleted.
          </li>
          <li>
            <strong>Refunds:</strong> apart from the right of withdrawal below or where the law
            requires otherwise, we do not refund partial periods.
          </li>
          <li>
            <strong>Right of withdrawal (EU and UK consumers):</strong> you may withdraw from a new
            subscription within 14 days of purchase by contacting us. If you asked us to start the
            service straight away, we may deduct an amount in proportion to the time you used it.
          </li>
          <li>
            <strong>Price changes:</strong> we will give you at least 30 days’ notice before a new
            price applies to your subscription, so you can cancel first.
          </li>
          <li>
            <strong>Failed payments:</strong> if a renewal payment fails, we may move your account
            to {FREE} until payment succeeds.
          </li>
        </ul>
        <p>
          Health Pro is not yet available for purchase; these terms will be updated before it is
          offered.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI features and their limits',
    body: (
      <>
        <p>
          The AI assistant generates text automatically. Its answers can be wrong, incomplete or out
          of date, and it does not know everything about your situation. It does not diagnose,
          prescribe or triage, and it is not a substitute for a professional.
        </p>
        <p>
          Interaction, ingredient and other check results do not come from the AI: they come from
          our curated knowledge base and cite their sources. Even so, the absence of a warning does
          not mean a combination is safe for you. Check with your doctor or pharmacist.
        </p>
      </>
    ),
  },
  {
    id: 'sources',
    title: 'Third-party information and links',
    body: (
      <p>
        Wellnest summarises and links to public references such as FDA drug labels, NIH Office of
        Dietary Supplements fact sheets, NCCIH and MedlinePlus. We work to keep our summaries
        accurate, but those sources change and we cannot guarantee that every summary reflects the
        latest version. We are not responsible for the content of external websites or for providers
        listed in the directory, who are independent of Wellnest.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        The Wellnest software, design, knowledge base, text and logo belong to Wellnest or its
        licensors. These terms give you a personal, non-transferable right to use the service for
        your own wellness purposes; they do not transfer any ownership to you.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        To the fullest extent the law allows, the service is provided “as is” and “as available”,
        without warranties of any kind, express or implied, including warranties of accuracy,
        fitness for a particular purpose and non-infringement. We do not promise that the service
        will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Wellnest is not liable for any indirect, incidental,
          special, consequential or punitive damages, or for decisions about your health made on the
          basis of information in the service. Our total liability for any claim relating to the
          service is limited to the greater of the amount you paid us in the 12 months before the
          claim and 100 US dollars.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, such as liability
          for death or personal injury caused by negligence, or for fraud, and nothing affects the
          mandatory rights you have as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending these terms',
    body: (
      <p>
        You can stop using Wellnest and delete your account at any time from your account settings.
        We may suspend or close an account that seriously or repeatedly breaks these terms, or where
        the law requires it; unless that would be unlawful or create a risk of harm, we will tell
        you why and give you a chance to export your data first.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to the service and these terms',
    body: (
      <p>
        We improve Wellnest continually, so features may change. If we make a material change to
        these terms, we will give you at least 30 days’ notice by email or in the app. If you keep
        using Wellnest after the change takes effect, the new terms apply; if you do not agree, you
        can cancel and delete your account.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the State of Delaware, USA, without regard to its
        conflict-of-laws rules, and disputes will be heard by the state or federal courts located in
        Delaware. If you are a consumer living in the European Union or the United Kingdom, you also
        keep the protection of the mandatory laws of your country of residence and may bring
        proceedings in its courts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: email <a href={`mailto:${email}`}>{email}</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export default function TermsOfServicePage(): ReactElement {
  usePageMeta();
  return (
    <LegalPage
      title="Terms of Service"
      summary={
        <p>
          The rules for using Wellnest, in plain language. The most important one: Wellnest is
          educational only. It is not a medical device, not medical advice, and not for emergencies.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
