import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answerWaiting } from './member-page-render';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('answerWaiting', () => {
  it('keeps what another answer filed under a query whose own request found no answer', async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    // The header's plan badge asks the plan; the dashboard's summary carries it instead.
    cache.build(client, {
      queryKey: ['subscription'],
      queryFn: async () => {
        await later(5);
        throw new Error('no answer for /api/subscription');
      },
    });
    cache.build(client, {
      queryKey: ['summary'],
      queryFn: async () => {
        client.setQueryData(['subscription'], { tier: 'wellness_plus' });
        return { date: '2026-11-26' };
      },
    });
    expect(await answerWaiting(client, new Set())).toBe(true);
    expect(client.getQueryData(['subscription'])).toEqual({ tier: 'wellness_plus' });
    expect(client.getQueryState(['subscription'])?.status).toBe('success');
  });

  it('drops a query with no answer and no data, so the next pass renders it loading', async () => {
    const client = new QueryClient();
    client.getQueryCache().build(client, {
      queryKey: ['notifications'],
      queryFn: async () => {
        throw new Error('no answer');
      },
    });
    expect(await answerWaiting(client, new Set())).toBe(false);
    expect(client.getQueryCache().find({ queryKey: ['notifications'] })).toBeUndefined();
  });
});
