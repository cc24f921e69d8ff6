import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVIDENCE_GRADE_MEANINGS } from '#shared/contracts/aromatherapy.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import { GINGER, REMEDY_LIST, WARFARIN_LABEL } from '../test-fixtures';
import { GradeLegend } from './evidence';
import { RemedyDetailView } from './remedy-detail';
import { RemedyList } from './remedy-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GINGER_ON_WARFARIN = {
  ...GINGER,
  screening: {
    suitable: true,
    reasons: [
      {
        kind: 'interaction' as const,
        level: 'caution' as const,
        text: 'You take Warfarin: ginger supplements may raise the risk of bleeding.',
        sources: [WARFARIN_LABEL],
        record: GINGER.interactions[0],
      },
    ],
  },
};

function renderList(auth: TestAuth, path = '/natural-remedies') {
  const api = fakeFetch({
    'GET /api/remedies': (call) => ({
      body: {
        remedies:
          call.search.get('concern') === 'nausea'
            ? REMEDY_LIST.filter((remedy) => remedy.id === 'ginger')
            : REMEDY_LIST,
      },
    }),
    'GET /api/remedies/ginger': { body: GINGER_ON_WARFARIN },
  });
  renderInProviders(<RemedyList />, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

describe('remedy grades', () => {
  it('defines every grade, A to D, on the page', () => {
    renderInProviders(<GradeLegend />, createTestQueryClient('signed-out'));
    for (const [grade, meaning] of Object.entries(EVIDENCE_GRADE_MEANINGS)) {
      expect(screen.getByText(`Grade ${grade}`)).toBeVisible();
      expect(screen.getByText(`${meaning}.`)).toBeVisible();
    }
  });

  it('lists each remedy with its grade per concern, and narrows to one concern', async () => {
    const { api, user } = renderList('signed-out');
    const ginger = await screen.findByRole('list', { name: 'Evidence grades for Ginger' });
    expect(
      within(ginger)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grade BNausea', 'Grade CPeriod pain']);
    await user.selectOptions(screen.getByLabelText('Concern'), 'nausea');
    await vi.waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/remedies?concern=nausea'));
    await screen.findByRole('heading', { name: /^Nausea/ });
    expect(
      within(screen.getByRole('list', { name: 'Evidence grades for Ginger' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grade BNausea']);
    // A visitor is offered the free check, and no remedy is fetched for screening.
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(api.callsTo('GET /api/remedies/ginger')).toHaveLength(0);
  });

  it("screens a concern's remedies for a signed-in user", async () => {
    renderList('signed-in', '/natural-remedies?concern=nausea');
    expect(await screen.findByText('Not ruled out for you: take care')).toBeVisible();
    expect(screen.getByText(/ginger supplements may raise the risk of bleeding/)).toBeVisible();
  });

  it("shows a remedy's grades with their meanings, its doses, cautions and interactions", () => {
    renderInProviders(
      <RemedyDetailView remedy={GINGER_ON_WARFARIN} returnTo="/natural-remedies/ginger" />,
      createTestQueryClient('signed-in'),
    );
    const evidence = screen.getByRole('list', { name: 'Evidence for Ginger' });
    expect(within(evidence).getByText('Grade B')).toBeVisible();
    expect(within(evidence).getByText('Nausea')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What the grades mean' })).toBeVisible();
    expect(screen.getByText('About 1 g a day')).toBeVisible();
    expect(screen.getByText('A bleeding disorder')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Interactions of Ginger' })).toHaveTextContent(
      'With Warfarin',
    );
    expect(screen.queryByText('Not for you')).not.toBeInTheDocument();
    expect(screen.getByText('Not ruled out for you: take care')).toBeVisible();
  });

  it("says 'Not for you' with the reason when the screening rules a remedy out", () => {
    renderInProviders(
      <RemedyDetailView
        remedy={{
          ...GINGER,
          screening: {
            suitable: false,
            reasons: [
              {
                kind: 'condition',
                level: 'avoid',
                when: 'bleeding_disorder',
                text: 'Not for you: you have a bleeding disorder.',
                sources: [GINGER.sources[0]!],
              },
            ],
          },
        }}
        returnTo="/natural-remedies/ginger"
      />,
      createTestQueryClient('signed-in'),
    );
    expect(screen.getByText('Not for you')).toBeVisible();
    expect(screen.getByText('Not for you: you have a bleeding disorder.')).toBeVisible();
  });
});
