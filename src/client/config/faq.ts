/**
 * The landing page's questions and answers. The visible FAQ and the FAQPage structured data both
 * read this list, so search engines see exactly what visitors see.
 */
import {
  FREE_DAILY_AI_CHATS,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
} from '#shared/domain/plan-prices';
import { isFeatureBuilt } from '#shared/domain/feature-registry';

/** Read from the feature registry, so the answer changes with what is built. */
const DATA_RIGHTS_ANSWER =
  isFeatureBuilt('data_export') && isFeatureBuilt('account_deletion')
    ? 'You can download a copy of your data or delete your account yourself at any time, from your account settings.'
    : 'You can ask for a copy of your data or for your account to be deleted at any time by email (your account settings say how); self-service export and deletion are coming soon.';

export interface FaqItem {
  question: string;
  answer: string;
}

export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: 'Is Wellnest a medical device?',
    answer:
      'No. Wellnest is an educational wellness tool, not a medical device. It does not diagnose, treat, cure or prevent any condition, and it is not for emergencies. Talk with a doctor or pharmacist before you start, stop or change any medication, supplement or treatment.',
  },
  {
    question: 'Where do the interaction warnings come from?',
    answer:
      'From a curated knowledge base built on public references: FDA drug labels, NIH Office of Dietary Supplements fact sheets, NCCIH and MedlinePlus. Every warning shows how serious it is, what it means, what you can do, and the source it came from. Check results never come from an AI language model.',
  },
  {
    question: 'What can the AI assistant do, and what can it not do?',
    answer: `It explains wellness topics in plain language and helps you make sense of what you have logged. It never diagnoses, prescribes or triages, it can be wrong, and it tells you when a question needs a professional. Free Wellness includes ${FREE_DAILY_AI_CHATS} AI chats per day (reset at midnight UTC); Wellness Pro is unlimited.`,
  },
  {
    question: 'Who can see my health data?',
    answer: `Only you. We never sell your data or use it for advertising. Sessions use secure httpOnly cookies, traffic is encrypted in transit, and access to health records is limited and audit-logged. ${DATA_RIGHTS_ANSWER}`,
  },
  {
    question: 'How much does Wellnest cost?',
    answer: `Free Wellness costs nothing and has no time limit. Wellness Pro costs $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year (you save $${YEARLY_SAVINGS_USD}) and adds lab uploads, the full interactions database, unlimited AI chat and PDF reports. You can cancel at any time; access continues until the end of the period you paid for.`,
  },
  {
    question: 'What should I do in a medical emergency?',
    answer:
      'Do not use Wellnest. Call your local emergency number straight away: 911 in the US, 999 in the UK or 112 in the EU, or go to the nearest emergency department.',
  },
];
