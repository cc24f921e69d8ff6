import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import { INSIGHT_LABELS, type WeeklyInsight } from '#shared/contracts/ai-insights.contract';
import type { FakeHandler } from '../../../../tests/setup/fake-fetch';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { WeeklyInsightPanel } from './components/weekly-insight-view';

const INSIGHT: WeeklyInsight = {
  generated_at: '2026-03-08T12:00:00.000Z',
  provider: 'deterministic',
  period: { from: '2026-03-01T12:00:00.000Z', to: '2026-03-08T12:00:00.000Z' },
  headline: 'Your week: 1 major interaction to talk over with your pharmacist',
  sections: [
    { title: 'Your medicines', body: 'You have 2 active medicines.' },
    { title: 'Next steps', body: 'Add your allergies to your profile.' },
  ],
  facts: {
    profile_completeness: 60,
    onboarding_completed: true,
    profile_missing: ['allergies'],
    active_medicines: 2,
    safety: { major: 1, moderate: 0, minor: 0, top_interactions: [] },
    pending_actions: 0,
    chats_this_week: 1,
    health_goals: [],
    logged: {
      days_with_data: 0,
      mood_checkins: 0,
      mood_average: null,
      sleep_nights: 0,
      sleep_average: null,
      symptoms: [],
    },
  },
  sources: [
    { title: 'FDA label', url: 'https://example.org/warfarin' },
    { title: 'Bad link', url: 'javascript:alert(1)' },
  ],
};

function respondWith(status: number, body: unknown): FakeHandler {
  return ({ path }) => (path === '/api/ai-insights/weekly' ? { status, body } : { body: null });
}

describe('WeeklyInsightPanel', () => {
  it('shows the deterministic summary with its label, sources and disclaimer', async () => {
    renderWithProviders(<WeeklyInsightPanel />, {
      auth: 'signed-in',
      api: respondWith(200, INSIGHT),
    });
    expect(screen.getByText('Loading your weekly insight...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: INSIGHT.headline }),
    ).toBeInTheDocument();
    expect(screen.getByText(INSIGHT_LABELS.deterministic)).toBeInTheDocument();
    expect(screen.queryByText(INSIGHT_LABELS.model)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your medicines' })).toBeInTheDocument();
    expect(screen.getByText('You have 2 active medicines.')).toBeInTheDocument();
    expect(screen.getByText('Add your allergies to your profile.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /FDA label/ });
    expect(link).toHaveAttribute('href', 'https://example.org/warfarin');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Bad link/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bad link')).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.disclaimer)).toBeInTheDocument();
    expect(screen.getByText('1 Mar – 8 Mar')).toBeInTheDocument();
  });

  it("labels a model's insight as written by an AI model", async () => {
    const written = { ...INSIGHT, provider: 'openai', headline: 'A steady week' };
    renderWithProviders(<WeeklyInsightPanel />, {
      auth: 'signed-in',
      api: respondWith(200, written),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A steady week' }),
    ).toBeInTheDocument();
    expect(screen.getByText(INSIGHT_LABELS.model)).toBeInTheDocument();
    expect(screen.queryByText(INSIGHT_LABELS.deterministic)).not.toBeInTheDocument();
  });

  it('shows the error card with Retry when the request fails', async () => {
    renderWithProviders(<WeeklyInsightPanel />, {
      auth: 'signed-in',
      api: respondWith(500, { code: 'INTERNAL', message: 'boom' }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
