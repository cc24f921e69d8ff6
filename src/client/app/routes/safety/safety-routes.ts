/** The medicine cabinet and its safety pages; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { SAFETY_DECLARATIONS } from './safety-declarations';
import { lazyPage } from '../../lazy-page';
import { CabinetFrame } from './cabinet-intro';

const medicineCabinet = lazyPage('Medicine Cabinet', () => import('./cabinet'));
const medicine = lazyPage('Medicine', () => import('./medicine'));
const safetyChecks = lazyPage('Safety Checks', () => import('./checks'));
const medicationSafety = lazyPage(
  'Medication Safety',
  () => import('./medication-safety-dashboard'),
);

export const SAFETY_ROUTES: AppRoute<keyof typeof SAFETY_DECLARATIONS>[] = [
  {
    path: '/safety/cabinet',
    name: 'Medicine Cabinet',
    access: 'protected',
    page: medicineCabinet,
    frame: CabinetFrame,
    declaration: 'medicineCabinet',
  },
  {
    path: '/medications',
    name: 'Medicine Cabinet',
    access: 'protected',
    page: medicineCabinet,
    frame: CabinetFrame,
    declaration: 'medicineCabinet',
  },
  {
    path: '/medications/:id',
    name: 'Medicine',
    access: 'protected',
    page: medicine,
    declaration: 'medicine',
    below: '/safety/cabinet',
  },
  {
    path: '/safety/checks',
    name: 'Safety Checks',
    access: 'protected',
    page: safetyChecks,
    declaration: 'safetyChecks',
  },
  {
    path: '/dashboard/medication-safety',
    name: 'Medication Safety',
    access: 'protected',
    page: medicationSafety,
    declaration: 'medicationSafety',
  },
  {
    path: '/dashboard/safety',
    name: 'Medication Safety',
    access: 'protected',
    page: medicationSafety,
    declaration: 'medicationSafety',
  },
];
