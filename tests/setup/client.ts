import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no ResizeObserver; Radix (the journey slider) and the charts measure themselves with
// one. A no-op for every client test, assigned (not stubbed) so unstubAllGlobals keeps it.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;

// findBy… and waitFor give up after 1 s by default. A page that waits on a lazy chunk and two
// answers takes longer than that on a 2-core machine while the OCR and PostgreSQL files run beside
// it (a CI rehearsal at load 11 failed /reports that way, then passed alone in 13 s); 5 s is
// still far inside each test's own timeout, and a text that never comes fails as before.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Client test files run one after another in the same worker and document (the project does not
// isolate modules, see vitest.config.ts): each file leaves a fresh page behind for the next.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
