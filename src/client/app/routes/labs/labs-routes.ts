/** Lab report pages; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';

const upload = lazyPage('Upload Lab Results', () => import('./upload'));
const report = lazyPage('Lab Report', () => import('./lab-report'));
const biomarkers = lazyPage('Biomarker Tracking', () => import('./biomarkers'));
const sampleReport = lazyPage('Sample Report', () => import('./sample-report'));
const markersEducation = lazyPage('Lab Markers Explained', () => import('./markers-education'));
const bloodTestGuide = lazyPage('Blood Test Guide', () => import('./blood-test-guide'));
const testKits = lazyPage('Lab Test Types', () => import('./test-kits'));

export const LAB_ROUTES: AppRoute[] = [
  {
    path: '/upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    data: 'labUpload',
  },
  {
    path: '/blood-test-upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    data: 'labUpload',
  },
  {
    path: '/urine-test-upload',
    name: 'Upload Lab Results',
    access: 'protected',
    page: upload,
    data: 'labUpload',
  },
  { path: '/labs/:id', name: 'Lab Report', access: 'protected', page: report, data: 'labReport' },
  // Public: the landing page links it for visitors; the page itself gates the user's own history.
  { path: '/wellness/biomarkers', name: 'Biomarker Tracking', access: 'public', page: biomarkers },
  {
    path: '/sample-report',
    name: 'Sample Report',
    access: 'public',
    page: sampleReport,
    prerender: true,
  },
  {
    path: '/markers-education',
    name: 'Lab Markers Explained',
    access: 'public',
    page: markersEducation,
    prerender: true,
  },
  {
    path: '/blood-test-guide',
    name: 'Blood Test Guide',
    access: 'public',
    page: bloodTestGuide,
    prerender: true,
  },
  { path: '/test-kits', name: 'Lab Test Types', access: 'public', page: testKits, prerender: true },
];
