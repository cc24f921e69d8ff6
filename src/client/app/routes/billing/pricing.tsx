/**
 * /pricing: the three plans with the monthly/yearly toggle and
 * the FAQ. Signed in, the current plan is marked, Wellness Pro starts checkout at once for a free
 * user, and a paid user manages the subscription instead. Visitors see the prerendered page.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { SITE } from '#client/config/site';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { UpgradeAction } from '#client/features/billing/components/upgrade-action';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { FaqList } from '#client/features/marketing/components/faq-list';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { PlanCards, type RenderPlanAction } from '#client/features/marketing/components/plan-cards';
import { Section } from '#client/features/marketing/components/section';
import {
  FREE_DAILY_AI_CHATS,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
} from '#shared/domain/plans';

const PRICING_FAQ = [
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. You can cancel Wellness Pro from the Subscription page (Manage subscription) in a few clicks. You keep Pro features until the end of the period you have already paid for, then your account moves to Free Wellness. Nothing you have entered is deleted when you downgrade.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Free Wellness is free with no time limit, so you can try the tracking tools, interaction and ingredient checks and the AI assistant before paying for anything. Wellness Pro does not have a separate trial.',
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

/** The signed-in variants of the card buttons; health_pro keeps its default. */
function signedInAction(isPaid: boolean): RenderPlanAction {
  return (plan, cycle) => {
    if (plan === 'wellness_plus') return <UpgradeAction cycle={cycle} />;
    if (plan !== 'wellness') return undefined;
    if (isPaid) {
      return (
        <p className="text-sm text-slate-700">
          To move back to {PLAN_DISPLAY_NAMES.wellness}, cancel from Manage subscription. Nothing
          you have entered is deleted.
        </p>
      );
    }
    return (
      <Link
        to="/dashboard"
        className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full' })}
      >
        Go to your dashboard
      </Link>
    );
  };
}

export default function PricingPage(): ReactElement {
  usePageMeta('/pricing');
  const { isLoading, isSignedIn } = useAuth();
  const access = usePlanAccess();
  const subscription = useSubscription();
  // Until the session is known this is the visitor's page, exactly as prerendered.
  const isKnownUser = !isLoading && isSignedIn;
  const currentPlan = isKnownUser && !access.isLoading ? access.plan : null;
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Start free. Upgrade when it helps."
        lead="Free Wellness covers everyday tracking and checks for as long as you like. Wellness Pro adds lab uploads, the full interactions database, unlimited AI chat and reports you can share with your clinician."
      />
      <Section id="plans" title="Choose a plan" hideTitle tone="muted">
        {isKnownUser && subscription.error && (
          <p
            role="alert"
            className="mx-auto mb-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-center text-sm text-amber-950"
          >
            {subscription.error}. Your plan is shown as {PLAN_DISPLAY_NAMES.wellness} until it can
            be checked.
          </p>
        )}
        <PlanCards
          currentPlan={currentPlan}
          renderAction={isKnownUser ? signedInAction(access.isPaid) : undefined}
        />
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-slate-700">
          {SITE.shortDisclaimer} On every plan, Wellnest does not diagnose, treat or replace
          professional care, and you can download your data or delete your account at any time from
          your account settings.
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
