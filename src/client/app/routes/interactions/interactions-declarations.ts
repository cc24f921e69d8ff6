/** The declarations (ADR 119: head tags, first data, views) of the interaction checkers (public, indexed) and the timing planner (signed in). */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { declarePages } from '../../page-declaration';

const interactionCheckerMeta: PageMeta = {
  title: 'Interaction Checker | Medicines, supplements and foods | Wellnest',
  description:
    'Check medicines, supplements, herbs and foods against each other for free. Each interaction shows how serious it is, what it means, what to do and the public source behind it. Educational only.',
  robots: INDEXED,
  canonicalPath: '/interaction-analyzer',
};

export const INTERACTIONS_DECLARATIONS = declarePages({
  interactionChecker: { meta: interactionCheckerMeta },
  supplementInteractions: {
    meta: {
      title: 'Supplement Interactions | Wellnest',
      description: `Check supplements against your medicines and foods for free, with the source for every warning. ${PLAN_DISPLAY_NAMES.wellness_plus} adds mechanisms and evidence, saved analyses and PDF downloads.`,
      robots: INDEXED,
    },
  },
  medicineTiming: {
    meta: {
      title: 'Food and Medicine Timing | Wellnest',
      description:
        'A day plan that keeps apart the medicines, supplements and foods that must not be taken together, with the reason for each time.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => [], thenRequests: () => ['/api/medications'] },
    views: ['medications'],
  },
});
