/**
 * Shared setup for the tracker route tests: the real app on a test database with a fixed clock
 * (2026-11-21 12:00 UTC), so "today", "tomorrow" and streaks are deterministic.
 */
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../../tests/setup/test-app';

export const NOW = new Date('2026-11-21T12:00:00Z');
export const TODAY = '2026-11-21';
export const TOMORROW = '2026-11-22';

export function createTrackingTestApp(): Promise<TestApp> {
  return createTestApp({}, { now: () => NOW });
}

export function remove(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A PUT without a body (check-ins). */
export function putEmpty(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

export const validationError = (message: string) => ({ code: 'VALIDATION_ERROR', message });
