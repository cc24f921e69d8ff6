import { screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import AchievementsPage from './achievements';
import DailyLogPage from './daily-log';
import GoalsPage from './goals';
import HabitsPage from './habits';
import MoodPage from './mood';
import SymptomsPage from './symptoms';
import { fakeTrackingApi, makeHabit, makeMood, makeSymptom } from './test-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const violations = () => axeViolations();

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = localDateOf();

function renderPage(page: ReactElement, path: string) {
  fakeTrackingApi({
    moods: [makeMood({ date: today })],
    symptoms: [
      makeSymptom({
        occurred_on: today,
        occurred_at: `${today}T09:00:00+00:00`,
        triggers: ['Stress'],
      }),
    ],
    habits: [makeHabit({ current_streak: 2, best_streak: 4 })],
    dailyLog: {
      habits: [{ id: 'h1', name: 'Walk', schedule: 'daily', times_per_week: null, done: true }],
      medications: [
        {
          medication_id: 'm1',
          name: 'Vitamin D',
          dosage: null,
          frequency: 'Once daily',
          schedule_note: null,
          status: 'taken',
          doses_per_day: 1,
          doses: ['taken'],
        },
      ],
    },
    achievements: {
      earned: [
        {
          key: 'first_log',
          title: 'First step',
          description: 'Log anything for the first time',
          earned_at: '2026-03-03T10:00:00.000Z',
        },
      ],
      locked: [
        {
          key: 'checkin_streak_7',
          title: 'One week strong',
          description: 'Check in 7 days in a row',
          progress: { current: 2, target: 7 },
        },
      ],
    },
  });
  renderInProviders(page, createTestQueryClient('signed-in'), path);
}

describe('tracker pages: no axe violations', () => {
  it.each([
    ['/symptoms', <SymptomsPage key="s" />, 'Headache'],
    ['/habits', <HabitsPage key="h" />, 'Current streak:'],
    ['/log', <DailyLogPage key="l" />, 'Vitamin D'],
    ['/wellness-goals', <GoalsPage key="g" />, 'Add your own goal'],
    ['/dashboard/achievements', <AchievementsPage key="a" />, 'One week strong'],
    ['/mood', <MoodPage key="m" />, '1 day checked in this year.'],
  ])('%s', async (path, page, shown) => {
    renderPage(page, path);
    await screen.findAllByText(shown, {}, { timeout: 5000 });
    expect(await violations()).toEqual([]);
  });
});
