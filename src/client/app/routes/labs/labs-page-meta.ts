/** Head tags for the lab pages: the guides are public and indexed, the user's reports are not. */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const uploadMeta: PageMeta = {
  title: 'Upload Lab Results | Wellnest',
  description:
    'Upload a blood or urine test as a PDF or photo, check every value, and get each marker explained with its sources.',
  robots: NOT_INDEXED,
};

export const LAB_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/upload': uploadMeta,
  '/blood-test-upload': { ...uploadMeta, title: 'Upload a Blood Test | Wellnest' },
  '/urine-test-upload': { ...uploadMeta, title: 'Upload a Urine Test | Wellnest' },
  '/labs/:id': {
    title: 'Lab Report | Wellnest',
    description: 'Your lab report: review the values, then see each marker flagged and explained.',
    robots: NOT_INDEXED,
  },
  '/wellness/biomarkers': {
    title: 'Biomarker Trends | Wellnest',
    description:
      'Follow each blood and urine marker across your lab reports, charted against its normal range. Free marker guide for everyone.',
    robots: INDEXED,
  },
  '/sample-report': {
    title: 'Sample Lab Report | Wellnest',
    description:
      'A complete example lab report with fictional values: each marker flagged in plain words, grouped by body system, with scores and sources.',
    robots: INDEXED,
  },
  '/markers-education': {
    title: 'Lab Markers Explained | Wellnest',
    description:
      'What common blood and urine markers measure, typical adult ranges, and common reasons for high or low values, each with its source.',
    robots: INDEXED,
  },
  '/blood-test-guide': {
    title: 'How to Prepare for a Blood Test | Wellnest',
    description:
      'Fasting, biotin, morning samples, water and medicines: how to prepare for a blood or urine test, and how to read the results.',
    robots: INDEXED,
  },
  '/test-kits': {
    title: 'Kinds of Lab Tests and What They Measure | Wellnest',
    description:
      'Full blood count, metabolic and lipid panels, thyroid, iron, vitamin D and B12, HbA1c, urinalysis: what each test measures and how to get one.',
    robots: INDEXED,
  },
};
