/** The declarations (ADR 119: head tags, first data, views) of the lab pages: the guides are public and indexed, the user's reports are not. */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages, sharedPageData } from '../../page-declaration';
import { id } from '../../page-requests';

const uploadMeta: PageMeta = {
  title: 'Upload Lab Results | Wellnest',
  description:
    'Upload a blood or urine test as a PDF or photo, check every value, and get each marker explained with its sources.',
  robots: NOT_INDEXED,
};

/** The three upload pages ask alike: nothing before the frame, then the member's reports. */
const LAB_UPLOAD_DATA = sharedPageData('labUpload', {
  firstRequests: () => [],
  thenRequests: () => ['/api/labs'],
});

export const LAB_DECLARATIONS = declarePages({
  labUpload: { meta: uploadMeta, data: LAB_UPLOAD_DATA, views: ['labs'] },
  bloodTestUpload: {
    meta: { ...uploadMeta, title: 'Upload a Blood Test | Wellnest' },
    data: LAB_UPLOAD_DATA,
    views: ['labs'],
  },
  urineTestUpload: {
    meta: { ...uploadMeta, title: 'Upload a Urine Test | Wellnest' },
    data: LAB_UPLOAD_DATA,
    views: ['labs'],
  },
  labReport: {
    meta: {
      title: 'Lab Report | Wellnest',
      description:
        'Your lab report: review the values, then see each marker flagged and explained.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/labs/${id(params.id)}`] },
    views: ['labs'],
  },
  biomarkers: {
    meta: {
      title: 'Biomarker Trends | Wellnest',
      description:
        'Follow each blood and urine marker across your lab reports, charted against its normal range. Free marker guide for everyone.',
      robots: INDEXED,
    },
  },
  sampleReport: {
    meta: {
      title: 'Sample Lab Report | Wellnest',
      description:
        'A complete example lab report with fictional values: each marker flagged in plain words, grouped by body system, with scores and sources.',
      robots: INDEXED,
    },
  },
  markersEducation: {
    meta: {
      title: 'Lab Markers Explained | Wellnest',
      description:
        'What common blood and urine markers measure, typical adult ranges, and common reasons for high or low values, each with its source.',
      robots: INDEXED,
    },
  },
  bloodTestGuide: {
    meta: {
      title: 'How to Prepare for a Blood Test | Wellnest',
      description:
        'Fasting, biotin, morning samples, water and medicines: how to prepare for a blood or urine test, and how to read the results.',
      robots: INDEXED,
    },
  },
  testKits: {
    meta: {
      title: 'Kinds of Lab Tests and What They Measure | Wellnest',
      description:
        'Full blood count, metabolic and lipid panels, thyroid, iron, vitamin D and B12, HbA1c, urinalysis: what each test measures and how to get one.',
      robots: INDEXED,
    },
  },
});
