/**
 * The declarations (ADR 119: head tags, first data, views) of the aromatherapy and remedies pages: the library, the calculator, the remedies and
 * each oil and remedy are public and indexed (an oil's or a remedy's page puts its own name in the
 * title once loaded); the user's own oils and blends are private.
 */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { id } from '../../page-requests';

export const AROMATHERAPY_DECLARATIONS = declarePages({
  aromatherapy: {
    meta: {
      title: 'Aromatherapy and Blend Calculator | Wellnest',
      description:
        'Mix essential oils safely: drops and carrier in, the dilution, each oil against its published maximum, and the phototoxic and personal warnings out, each with its source.',
      robots: INDEXED,
    },
    views: ['aromatherapy'],
  },
  essentialOils: {
    meta: {
      title: 'Essential Oils Library | Wellnest',
      description:
        'Essential oils by use (relaxation, energy, respiratory, digestive, immune support, pain relief), with who should not use each one, the maximum skin level and honest evidence.',
      robots: INDEXED,
    },
    views: ['aromatherapy'],
  },
  essentialOil: {
    meta: {
      title: 'Essential Oil | Wellnest',
      description:
        'One essential oil: its safety first (sunlight, children, pregnancy, epilepsy, asthma, medicines, pets), then its traditional uses with the evidence and sources.',
      robots: INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/oils/${id(params.id)}`] },
    views: ['aromatherapy'],
  },
  myEssentialOils: {
    meta: {
      title: 'My Essential Oils and Blends | Wellnest',
      description: 'Your saved blends and favourite oils, with the warnings that apply to you.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/oils/favorites', '/api/oils/blends'] },
    views: ['aromatherapy'],
  },
  naturalRemedies: {
    meta: {
      title: 'Natural Remedies by Concern | Wellnest',
      description:
        'Herbs, supplements and practices by concern, each graded A to D on the evidence, with published doses, who should avoid them and their sources.',
      robots: INDEXED,
    },
    views: ['aromatherapy'],
  },
  naturalRemedy: {
    meta: {
      title: 'Natural Remedy | Wellnest',
      description:
        'One natural remedy: the evidence grade for each concern, published forms and doses, cautions, interactions and sources.',
      robots: INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/remedies/${id(params.id)}`] },
    views: ['aromatherapy'],
  },
});

/** A page's meta with its own title (an oil's or a remedy's name). */
export function withTitle(meta: PageMeta, name: string): PageMeta {
  return { ...meta, title: `${name} | Wellnest` };
}
