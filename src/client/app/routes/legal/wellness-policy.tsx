import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { LegalPage, type LegalSection } from '#client/features/marketing/components/legal-page';

const SOURCES = [
  {
    name: 'FDA drug labels',
    body: 'Prescribing information and consumer labels from the U.S. Food and Drug Administration, including known drug interactions and warnings.',
  },
  {
    name: 'NIH Office of Dietary Supplements (ODS)',
    body: 'Fact sheets on vitamins, minerals and other supplements: what they do, typical intakes, upper limits and interactions with medicines.',
  },
  {
    name: 'National Center for Complementary and Integrative Health (NCCIH)',
    body: 'Evidence summaries on herbs, botanicals and complementary practices, including what is known about their safety.',
  },
  {
    name: 'MedlinePlus',
    body: 'Plain-language information from the U.S. National Library of Medicine on medicines, lab tests and health topics.',
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    id: 'what-it-means',
    title: 'What “wellness information” means',
    body: (
      <>
        <p>
          Wellness information is general, educational information about nutrition, supplements,
          medicines, sleep, activity, stress, common lab markers and everyday habits. It helps you
          understand a topic and prepare good questions. It is not tailored medical advice and does
          not replace a conversation with someone who knows your full history.
        </p>
        <p>
          Wellnest uses what you enter to make information more relevant to you — for example, by
          checking the supplements you listed against your medicines. That personalisation makes the
          information easier to use; it does not make it a diagnosis or a treatment plan.
        </p>
      </>
    ),
  },
  {
    id: 'sources',
    title: 'The sources we cite',
    body: (
      <>
        <p>
          Every warning in Wellnest — an interaction, a biomarker note, an essential-oil caution —
          names its source so you can read the original. Our main sources are:
        </p>
        <ul>
          {SOURCES.map((source) => (
            <li key={source.name}>
              <strong>{source.name}:</strong> {source.body}
            </li>
          ))}
        </ul>
        <p>
          Where a specific claim needs it, we also cite peer-reviewed research. We prefer government
          and independent sources, and we do not accept payment from manufacturers to include, rank
          or soften any information.
        </p>
      </>
    ),
  },
  {
    id: 'reading-a-warning',
    title: 'How to read a warning',
    body: (
      <>
        <p>Each warning shows four things:</p>
        <ol>
          <li>
            <strong>Severity</strong> — how serious the possible effect is, from minor to major.
          </li>
          <li>
            <strong>What it means</strong> — the effect in plain language.
          </li>
          <li>
            <strong>What to do</strong> — usually a question to raise with your doctor or
            pharmacist, never an instruction to stop or change a prescribed medicine on your own.
          </li>
          <li>
            <strong>Source</strong> — the reference the warning is based on.
          </li>
        </ol>
        <p>
          No warning does not mean “safe”. Our knowledge base cannot cover every product, dose or
          circumstance, so a professional should review any new combination.
        </p>
      </>
    ),
  },
  {
    id: 'how-checks-work',
    title: 'Where check results come from',
    body: (
      <p>
        Interaction, ingredient and product check results come from our curated knowledge base and
        are matched by fixed rules, so the same question always gets the same answer.{' '}
        <strong>They never come from an AI language model.</strong> A language model can sound
        confident while being wrong, and that is not acceptable for a safety warning.
      </p>
    ),
  },
  {
    id: 'ai-limits',
    title: 'How the AI assistant is limited',
    body: (
      <>
        <p>
          The AI assistant helps explain wellness topics and your own entries in plain language. By
          design, it:
        </p>
        <ul>
          <li>
            <strong>never diagnoses</strong> — it will not tell you what condition you have;
          </li>
          <li>
            <strong>never prescribes</strong> — it will not recommend starting, stopping or changing
            a medicine or a dose;
          </li>
          <li>
            <strong>never triages</strong> — it will not judge how urgent a symptom is, and it
            points to emergency numbers when a message describes a possible emergency;
          </li>
          <li>
            says that it can be wrong, and suggests speaking to a professional when a question needs
            one.
          </li>
        </ul>
        <p>
          When the assistant runs without an external AI provider, it answers only from our own
          knowledge base and is labelled as such. Free Wellness includes a daily number of AI chats;
          Wellness Pro is unlimited.
        </p>
      </>
    ),
  },
  {
    id: 'lab-results',
    title: 'Lab results',
    body: (
      <p>
        Marker explanations compare your values with the reference range printed on your own lab
        report, because ranges differ between laboratories, methods and populations. A value outside
        the range is not a diagnosis, and a value inside it does not rule anything out. Your
        clinician interprets results in the context of your whole health.
      </p>
    ),
  },
  {
    id: 'natural-products',
    title: 'Supplements, herbs and essential oils',
    body: (
      <p>
        “Natural” does not mean safe. Supplements and herbs can interact with medicines, and
        essential oils can irritate skin or be harmful if swallowed. We show dilution guidance and
        cautions for pregnancy, breastfeeding, children and pets. Do not swallow essential oils
        unless a qualified professional has told you to.
      </p>
    ),
  },
  {
    id: 'community',
    title: 'Community content',
    body: (
      <p>
        Posts in the community are members’ own experiences and opinions. They are moderated for
        safety and respect but not reviewed for medical accuracy, and they are not advice from
        Wellnest.
      </p>
    ),
  },
  {
    id: 'corrections',
    title: 'Corrections',
    body: (
      <p>
        If you think something in Wellnest is wrong, out of date or missing a source, please tell us
        through the <Link to="/contact">contact form</Link> or at{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>. We review every report and
        correct errors as quickly as we can.
      </p>
    ),
  },
  {
    id: 'emergencies',
    title: 'Emergencies',
    body: (
      <p>
        Wellnest is not for emergencies. Call <a href="tel:911">911</a> (US),{' '}
        <a href="tel:999">999</a> (UK) or <a href="tel:112">112</a> (EU), or your local emergency
        number, if you think you or someone else needs urgent help.
      </p>
    ),
  },
];

export default function WellnessPolicyPage(): ReactElement {
  usePageMeta('/wellness-policy');
  return (
    <LegalPage
      title="Wellness Information Policy"
      summary={
        <p>
          What the information in Wellnest is and is not, where it comes from, and the limits we put
          on our AI assistant. {SITE.shortDisclaimer}
        </p>
      }
      sections={SECTIONS}
    />
  );
}
