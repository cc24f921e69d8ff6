import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SITE } from '#client/config/page-meta';
import { usePageMeta } from '#client/lib/use-page-meta';
import { FaqList } from '#client/features/marketing/components/faq-list';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { PlanCards } from '#client/features/marketing/components/plan-cards';
import { Section } from '#client/features/marketing/components/section';
import {
  FREE_DAILY_AI_CHATS,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
} from '#shared/domain/plans';

const PRICING_FAQ = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. You can cancel Wellness Pro from your account settings in a few clicks. You keep Pro features until the end of the period you have already paid for, then your account moves to Free Wellness. Nothing you have entered is deleted when you downgrade.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Free Wellness is free with no time limit, so you can try the tracking tools, product checks and AI assistant before paying for anything. Wellness Pro does not have a separate trial.',
  },
  {
    question: 'How does the daily AI chat limit work?',
    answer: `Free Wellness includes ${FREE_DAILY_AI_CHATS} AI chats per day. The count resets at midnight UTC, and the chat panel shows how many you have left. Wellness Pro chats are unlimited.`,
  },
  {
    question: 'How is payment handled?',
    answer:
      'Payments are processed by our payment provider, Stripe. Your card details go straight to them: Wellnest never sees or stores your full card number. Prices are in US dollars.',
  },
  {
    question: 'What is the difference between monthly and yearly billing?',
    answer: `Monthly is $${WELLNESS_PRO_MONTHLY_USD} each month. Yearly is $${WELLNESS_PRO_YEARLY_USD} paid once a year, which saves you $${YEARLY_SAVINGS_USD} compared with twelve monthly payments. Both include exactly the same features.`,
  },
];

export default function PricingPage(): ReactElement {
  usePageMeta('/pricing');
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Start free. Upgrade when it helps."
        lead="Free Wellness covers everyday tracking and checks for as long as you like. Wellness Pro adds lab uploads, the full interactions database, unlimited AI chat and reports you can share with your clinician."
      />
      <Section id="plans" title="Choose a plan" hideTitle tone="muted">
        <PlanCards />
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-700">
          {SITE.shortDisclaimer} On every plan, Wellnest does not diagnose, treat or replace
          professional care, and you can export or delete your data at any time.
        </p>
      </Section>
      <Section id="pricing-faq" title="Questions about plans and billing">
        <FaqList items={PRICING_FAQ} />
        <p className="mt-8 text-center text-sm text-slate-700">
          Something else?{' '}
          <Link to="/contact" className="font-semibold text-teal-800 underline underline-offset-2">
            Contact us
          </Link>{' '}
          or compare everything on the{' '}
          <Link to="/features" className="font-semibold text-teal-800 underline underline-offset-2">
            features page
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
