/**
 * Head tags for the lab pages, spread into PAGE_META (src/client/config/page-meta.ts). No imports,
 * so the config can read it without an import cycle; the shape is PageMeta's.
 */
const PUBLIC = 'index,follow' as const;
const PRIVATE = 'noindex,nofollow' as const;

const uploadMeta = {
  title: 'Upload Lab Results | Wellnest',
  description:
    'Upload a blood or urine test as a PDF or photo, check every value, and get each marker explained with its sources.',
  robots: PRIVATE,
};

export const LAB_PAGE_META = {
  '/upload': uploadMeta,
  '/blood-test-upload': { ...uploadMeta, title: 'Upload a Blood Test | Wellnest' },
  '/urine-test-upload': { ...uploadMeta, title: 'Upload a Urine Test | Wellnest' },
  '/labs/:id': {
    title: 'Lab Report | Wellnest',
    description: 'Your lab report: review the values, then see each marker flagged and explained.',
    robots: PRIVATE,
  },
  '/wellness/biomarkers': {
    title: 'Biomarker Trends | Wellnest',
    description:
      'Follow each blood and urine marker across your lab reports, charted against its normal range. Free marker guide for everyone.',
    robots: PUBLIC,
  },
  '/sample-report': {
    title: 'Sample Lab Report | Wellnest',
    description:
      'A complete example lab report with fictional values: each marker flagged in plain words, grouped by body system, with scores and sources.',
    robots: PUBLIC,
  },
  '/markers-education': {
    title: 'Lab Markers Explained | Wellnest',
    description:
      'What common blood and urine markers measure, typical adult ranges, and common reasons for high or low values, each with its source.',
    robots: PUBLIC,
  },
  '/blood-test-guide': {
    title: 'How to Prepare for a Blood Test | Wellnest',
    description:
      'Fasting, biotin, morning samples, water and medicines: how to prepare for a blood or urine test, and how to read the results.',
    robots: PUBLIC,
  },
  '/test-kits': {
    title: 'Kinds of Lab Tests and What They Measure | Wellnest',
    description:
      'Full blood count, metabolic and lipid panels, thyroid, iron, vitamin D and B12, HbA1c, urinalysis: what each test measures and how to get one.',
    robots: PUBLIC,
  },
} satisfies Record<
  string,
  { title: string; description: string; robots: typeof PUBLIC | typeof PRIVATE }
>;
