/** The declarations (ADR 119: head tags, first data, views) of the medicine cabinet pages (signed in, never indexed; aliases name one canonical path). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { id } from '../../page-requests';

const medicineCabinetMeta: PageMeta = {
  title: 'Your Medicine Cabinet | Wellnest',
  description:
    'Keep your medicines, supplements and vitamins in one place. They are checked against each other after every change, with the source for every warning.',
  robots: NOT_INDEXED,
  canonicalPath: '/safety/cabinet',
};

const medicationSafetyMeta: PageMeta = {
  title: 'Medication Safety | Wellnest',
  description:
    'Your medicine cabinet at a glance: medicines taken now, interactions found by severity, and the most important ones with their sources.',
  robots: NOT_INDEXED,
  canonicalPath: '/dashboard/medication-safety',
};

export const SAFETY_DECLARATIONS = declarePages({
  medicineCabinet: {
    meta: medicineCabinetMeta,
    data: { firstRequests: () => ['/api/medications', '/api/medications/safety'] },
    views: ['medications'],
  },
  safetyChecks: {
    meta: {
      title: 'Check Something New With Your Cabinet | Wellnest',
      description:
        'Check a new supplement, remedy or food together with every medicine you take now, with the source for every warning.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/medications'] },
    views: ['medications'],
  },
  medicationSafety: {
    meta: medicationSafetyMeta,
    data: {
      firstRequests: () => ['/api/medications', '/api/medications/safety', '/api/safety/summary'],
    },
    views: ['medications'],
  },
  medicine: {
    meta: {
      title: 'Medicine | Wellnest',
      description:
        'One medicine from your cabinet: how you take it, what it meets among your other medicines, and its side effects and warnings with their sources.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/medications/${id(params.id)}`] },
    views: ['medications'],
  },
});
