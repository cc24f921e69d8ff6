/** Lab report pages; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { LAB_DECLARATIONS } from './labs-declarations';
import { lazyPage } from '../../lazy-page';

const upload = lazyPage('Upload Lab Results', () => import('./upload'));
const report = lazyPage('Lab Report', () => import('./lab-report'));
const biomarkers = lazyPage('Biomarker Tracking', () => import('./biomarkers'));
const sampleReport = lazyPage('Sample Report', () => import('./sample-report'));
const markersEducation = lazyPage('Lab Markers Explained', () => import('./markers-education'));
const bloodTestGuide = lazyPage('Blood Test Guide', () => import('./blood-test-guide'));
const testKits = lazyPage('Lab Test Types', () => import('./test-kits'));

export const LAB_ROUTES: AppRoute<keyof typeof LAB_DECLARATIONS>[] = [
  {
    path: '/upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    declaration: 'labUpload',
  },
  {
    path: '/blood-test-upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    declaration: 'bloodTestUpload',
  },
  {
    path: '/urine-test-upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    declaration: 'urineTestUpload',
  },
  {
    path: '/labs/:id',
    name: 'Lab Report',
    access: 'protected',
    page: report,
    declaration: 'labReport',
    below: '/wellness/biomarkers',
  },
  // Public: the landing page links it for visitors; the page itself gates the user's own history.
  {
    path: '/wellness/biomarkers',
    name: 'Biomarker Tracking',
    access: 'public',
    page: biomarkers,
    declaration: 'biomarkers',
  },
  {
    path: '/sample-report',
    name: 'Sample Report',
    access: 'public',
    page: sampleReport,
    declaration: 'sampleReport',
    prerender: true,
  },
  {
    path: '/markers-education',
    name: 'Lab Markers Explained',
    access: 'public',
    page: markersEducation,
    declaration: 'markersEducation',
    prerender: true,
  },
  {
    path: '/blood-test-guide',
    name: 'Blood Test Guide',
    access: 'public',
    page: bloodTestGuide,
    declaration: 'bloodTestGuide',
    prerender: true,
  },
  {
    path: '/test-kits',
    name: 'Lab Test Types',
    access: 'public',
    page: testKits,
    declaration: 'testKits',
    prerender: true,
  },
];
