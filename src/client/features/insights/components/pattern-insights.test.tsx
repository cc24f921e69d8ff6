import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import {
  NO_PATTERNS,
  PATTERNS,
  fakeProgressApi,
} from '../../../../../tests/setup/fake-progress-api';
import { effectSizeWords } from '#shared/domain/correlations';
import { PatternInsightsPanel } from './pattern-insights';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PatternInsightsPanel', () => {
  it('states each pattern in plain words with its effect size and day counts', async () => {
    fakeProgressApi({ isPaid: true, patterns: PATTERNS });
    renderInProviders(
      <PatternInsightsPanel />,
      createTestQueryClient('signed-in'),
      '/dashboard/patterns',
    );
    expect(await screen.findByText('You walked: mood 1.2 points higher')).toBeInTheDocument();
    expect(screen.getByText(/On the 4 days you walked/)).toBeInTheDocument();
    expect(screen.getByText('4 (average 4.2)')).toBeInTheDocument();
    expect(screen.getByText('5 (average 3)')).toBeInTheDocument();
    expect(screen.getByText('large difference')).toBeInTheDocument();
    // The bare d is never shown: it reads as points of mood, which it is not.
    expect(screen.queryByText(/Effect size/)).toBeNull();
    expect(screen.queryByText(/1\.4/)).toBeNull();
    expect(
      screen.getByText(/Found in 9 days with a mood entry out of the last 90/),
    ).toBeInTheDocument();
  });

  it('says exactly what is needed when there is too little data', async () => {
    fakeProgressApi({ isPaid: true, patterns: NO_PATTERNS });
    renderInProviders(
      <PatternInsightsPanel />,
      createTestQueryClient('signed-in'),
      '/dashboard/patterns',
    );
    expect(await screen.findByText('Not enough data for patterns yet.')).toBeInTheDocument();
    expect(screen.getByText(/Log at least 3 days with and 3 without a factor/)).toBeInTheDocument();
    expect(
      screen.getByText(/You have logged your mood on 2 of the last 90 days/),
    ).toBeInTheDocument();
  });

  it('with enough days but no clear effect, says so and still names the rule', async () => {
    fakeProgressApi({ isPaid: true, patterns: { ...NO_PATTERNS, days_analysed: 20 } });
    renderInProviders(
      <PatternInsightsPanel />,
      createTestQueryClient('signed-in'),
      '/dashboard/patterns',
    );
    expect(await screen.findByText('No clear pattern yet.')).toBeInTheDocument();
    expect(screen.getByText(/Log at least 3 days with and 3 without a factor/)).toBeInTheDocument();
  });

  it('reads Cohen’s d in the usual words', () => {
    expect([0.1, 0.3, 0.5, -0.6, 0.8, 2].map(effectSizeWords)).toEqual([
      'small difference',
      'small difference',
      'medium difference',
      'medium difference',
      'large difference',
      'large difference',
    ]);
  });
});
