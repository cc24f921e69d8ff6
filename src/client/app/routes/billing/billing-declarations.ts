/** The declarations (ADR 119: head tags, first data, views) of the plan and subscription pages; only pricing and Pro features are indexed. */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { WELLNESS_PRO_MONTHLY_USD, WELLNESS_PRO_YEARLY_USD } from '#shared/domain/plans';
import { declarePages, sharedPageData } from '../../page-declaration';

/** /upgrade/{feature}: one entry for every feature; the page adds the feature to the title. */
export const UPGRADE_META: PageMeta = {
  title: 'Upgrade to Wellness Pro | Wellnest',
  description: `What a Wellnest feature needs, which plan includes it, and what Wellness Pro costs: $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year.`,
  robots: NOT_INDEXED,
};

/**
 * The signed-in plan pages ask only the plan, which the frame's answers carry (FRAME_REQUESTS):
 * declared, so the server renders them for their member (ADR 111) and their content paints with
 * the HTML instead of after the app's JavaScript.
 */
const PLAN_DATA = sharedPageData('plan', { firstRequests: () => [] });

export const BILLING_DECLARATIONS = declarePages({
  pricing: {
    meta: {
      title: 'Pricing | Free Wellness and Wellness Pro',
      description: `Free Wellness costs nothing. Wellness Pro is $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year, with lab uploads, the interactions database, unlimited AI chat and PDF reports.`,
      robots: INDEXED,
    },
  },
  proFeatures: {
    meta: {
      title: 'Wellness Pro Features | Wellnest',
      description: `Everything Wellness Pro adds to Free Wellness: lab uploads with OCR, the interactions database, unlimited AI chat, pattern insights and reports for your clinician. $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year.`,
      robots: INDEXED,
    },
  },
  upgrade: { meta: UPGRADE_META },
  subscription: {
    meta: {
      title: 'Your Subscription | Wellnest',
      description: 'Your Wellnest plan, its renewal date, and where to manage or cancel it.',
      robots: NOT_INDEXED,
    },
    data: PLAN_DATA,
  },
  subscriptionSuccess: {
    meta: {
      title: 'Subscription Confirmed | Wellnest',
      description: 'Confirming your Wellness Pro subscription.',
      robots: NOT_INDEXED,
    },
    data: PLAN_DATA,
  },
  subscriptionCancel: {
    meta: {
      title: 'Checkout Cancelled | Wellnest',
      description:
        'You left the checkout before paying: no charge was made and your plan has not changed.',
      robots: NOT_INDEXED,
    },
  },
  subscriptionSetup: {
    meta: {
      title: 'Start Your Subscription | Wellnest',
      description:
        'Start the subscription you chose when you signed up, or continue on Free Wellness.',
      robots: NOT_INDEXED,
    },
    data: PLAN_DATA,
  },
});
