/** Tracker pages (issue 8): symptoms, mood, habits, daily log, goals, achievements; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';

export const TRACKING_ROUTES: AppRoute[] = [];
