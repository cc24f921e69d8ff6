import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { fakeFetch, type FakeReply } from '../../../../../tests/setup/fake-fetch';
import { KNOWLEDGE_STATS } from '../test-fixtures';
import { KnowledgeStatsStrip } from './knowledge-stats-strip';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KnowledgeStatsStrip', () => {
  it('shows the real counts, with checks run on Wellnest', async () => {
    fakeFetch((call) =>
      call.path === '/api/interactions/stats' ? { body: KNOWLEDGE_STATS } : undefined,
    );
    renderInProviders(<KnowledgeStatsStrip />, createTestQueryClient('signed-out'));
    const strip = await screen.findByRole('region', { name: 'Wellnest in numbers' });
    expect(strip).toHaveTextContent('412 substances in our knowledge base');
    expect(strip).toHaveTextContent('1,876 sourced interaction records');
    expect(strip).toHaveTextContent('1,234 checks run on Wellnest');
  });

  it('shows nothing while loading, and nothing for an answer it cannot read', async () => {
    let release: (value: FakeReply) => void = () => undefined;
    fakeFetch(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    const { container } = renderInProviders(
      <KnowledgeStatsStrip />,
      createTestQueryClient('signed-out'),
    );
    expect(container).not.toHaveTextContent(/checks run/);
    release({ body: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).not.toHaveTextContent(/checks run|NaN|undefined/);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
