import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProgressApi } from '../../../../../tests/setup/fake-progress-api';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import DietProgressPage from './diet-progress-page';
import GoalsProgressPage from './goals-progress-page';
import OverviewPage from './overview-page';
import PatternsPage from './patterns-page';
import RemindersPage from './reminders-page';
import ReportsPage from './reports-page';
import TrendsPage from './trends-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One h1, and no heading deeper than one level below the one before it. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName[1]),
  );
}

function expectHeadingsInOrder(): void {
  const levels = headingLevels();
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

const PAGES: [string, string, () => ReactElement][] = [
  ['/trends', 'Your trends', () => <TrendsPage />],
  ['/dashboard/patterns', 'Pattern insights', () => <PatternsPage />],
  ['/reports', 'Weekly report', () => <ReportsPage />],
  ['/dashboard/progress', 'Goals and streaks', () => <GoalsProgressPage />],
  ['/dashboard/overview', 'Overview', () => <OverviewPage />],
  ['/dashboard/diet-progress', 'Diet progress', () => <DietProgressPage />],
  ['/dashboard/reminders', 'Reminders', () => <RemindersPage />],
];

// Free users see upgrade prompts in place of the paid parts: checked where the page differs most.
// Axe runs on these same pages, filled in and as a free user, in the browser (progress.spec.ts),
// where it judges contrast too; here they are held to one h1 and headings in order, which axe
// counts as a moderate finding only.
const FREE_PAGES = PAGES.filter(([path]) =>
  ['/dashboard/patterns', '/reports', '/dashboard/reminders'].includes(path),
);

describe.each([
  ['paid', true, PAGES],
  ['free', false, FREE_PAGES],
] as const)('progress pages for a %s user: heading order', (_who, isPaid, pages) => {
  it.each(pages)(
    '%s',
    async (path, title, page) => {
      fakeProgressApi({ isPaid });
      renderInProviders(page(), createTestQueryClient('signed-in'), path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      // Wait for the data, so the check covers the filled page rather than its loading text.
      await vi.waitFor(() => expect(document.querySelector('[role="status"]')).toBeNull(), {
        timeout: 10_000,
      });
      expectHeadingsInOrder();
    },
    60_000,
  );
});
