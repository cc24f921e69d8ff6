import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FetchCall, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import { CHECK_RESULT, FULL_CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import type { TimingResponse } from '#shared/contracts/interactions.contract';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import SafetyTimingPage from './safety-timing';
import SupplementInteractionsPage from './supplement-interactions';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Who = 'paid' | 'free' | 'visitor';

const SAVED = {
  id: 'a1',
  title: 'Evening routine',
  items: ['Tylenol', 'Warfarin'],
  major: 1,
  moderate: 0,
  minor: 0,
  created_at: '2026-11-20T10:00:00.000Z',
};

function renderAs(
  who: Who,
  page: React.ReactElement,
  path: string,
  answer: (call: FetchCall) => FakeAnswer | undefined = () => undefined,
) {
  const api = fakeFetch((call) => {
    if (call.path === '/api/subscription')
      return { body: who === 'paid' ? PAID_STATUS : FREE_STATUS };
    return answer(call);
  });
  const auth: TestAuth = who === 'visitor' ? 'signed-out' : 'signed-in';
  renderInProviders(page, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

describe('/supplement-interactions', () => {
  it('shows a visitor the free checker and what the workspace adds, and asks for no saved data', () => {
    const { api } = renderAs('visitor', <SupplementInteractionsPage />, '/supplement-interactions');
    expect(screen.getByRole('button', { name: 'Check interactions' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'What the Wellness Pro workspace adds' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Wellness Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/interactions/analyses')),
    ).toHaveLength(0);
  });

  it('shows a free user the upgrade prompt for the workspace, never the saved analyses', async () => {
    const { api } = renderAs('free', <SupplementInteractionsPage />, '/supplement-interactions');
    expect(
      await screen.findByRole(
        'heading',
        {
          name: 'Saving and downloading your analyses needs Wellness Pro',
        },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'What the Wellness Pro workspace adds' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved analyses' })).not.toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/interactions/analyses')),
    ).toHaveLength(0);
  });

  it('lets a paid user save a check, open a saved one, and download it as PDF', async () => {
    const saved: unknown[] = [];
    const { api, user } = renderAs(
      'paid',
      <SupplementInteractionsPage />,
      '/supplement-interactions',
      (call) => {
        if (call.method === 'POST' && call.path === '/api/interactions/check')
          return { body: FULL_CHECK_RESULT };
        if (call.method === 'GET' && call.path === '/api/interactions/analyses')
          return { body: { analyses: [SAVED] } };
        if (call.method === 'POST' && call.path === '/api/interactions/analyses') {
          saved.push(call.body);
          return {
            status: 201,
            body: { ...SAVED, id: 'a2', title: 'My check', result: FULL_CHECK_RESULT },
          };
        }
        if (call.method === 'GET' && call.path === '/api/interactions/analyses/a1')
          return { body: { ...SAVED, result: CHECK_RESULT } };
        return undefined;
      },
    );
    const panel = await screen.findByRole('region', { name: 'Saved analyses' });
    expect(
      await within(panel).findByRole('heading', { name: 'Evening routine' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Download PDF: Evening routine' }),
    ).toHaveAttribute('href', '/api/interactions/analyses/a1/pdf');

    await user.type(
      screen.getByRole('combobox', { name: 'Add a medicine, supplement, herb or food' }),
      'Iron{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Check interactions' }));
    expect(await screen.findByText('How it happens')).toBeInTheDocument();
    const title = within(panel).getByRole('textbox', { name: 'Name this analysis' });
    await user.clear(title);
    // A blank name is refused with the contract's sentence, and nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Save analysis' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Give the analysis a name.');
    expect(saved).toEqual([]);
    await user.type(title, 'My check');
    await user.click(within(panel).getByRole('button', { name: 'Save analysis' }));
    expect(await within(panel).findByText('Saved “My check”.')).toBeInTheDocument();
    expect(saved).toEqual([{ title: 'My check', items: ['Iron'] }]);

    await user.click(within(panel).getByRole('button', { name: 'Open Evening routine' }));
    await waitFor(() => expect(screen.queryByText('How it happens')).not.toBeInTheDocument());
    expect(screen.getByText('3 interactions: 1 major, 1 moderate, 1 minor')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: /Your list/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tylenol', 'Warfarin']);
    expect(api.callsTo('GET /api/interactions/analyses/a1')).toHaveLength(1);
  });
});

const PLAN: TimingResponse = {
  items: [
    {
      query: 'Levothyroxine',
      resolved: { id: 'levothyroxine', name: 'Levothyroxine', kind: 'drug' },
      matched: null,
      suggestions: [],
    },
    {
      query: 'Iron',
      resolved: { id: 'iron', name: 'Iron', kind: 'supplement' },
      matched: null,
      suggestions: [],
    },
  ],
  schedule: [
    {
      time: '07:00',
      doses: [
        {
          item: 0,
          name: 'Levothyroxine',
          dose: 1,
          doses_per_day: 1,
          note: 'First thing, 30 minutes before breakfast.',
          food: 'empty_stomach',
        },
      ],
    },
    {
      time: '12:00',
      doses: [
        {
          item: 1,
          name: 'Iron',
          dose: 1,
          doses_per_day: 2,
          note: 'Keeps 4 hours from levothyroxine.',
          food: 'with_food',
        },
      ],
    },
    {
      time: '18:00',
      doses: [
        {
          item: 1,
          name: 'Iron',
          dose: 2,
          doses_per_day: 2,
          note: 'Keeps 4 hours from levothyroxine.',
          food: 'with_food',
        },
      ],
    },
  ],
  rules: [
    {
      between: [0, 1],
      hours: 4,
      kept: true,
      gap_hours: 5,
      summary: 'Iron reduces levothyroxine absorption.',
      sources: [
        { title: 'MedlinePlus: Levothyroxine', url: 'https://medlineplus.gov/levothyroxine' },
      ],
    },
  ],
  all_rules_kept: true,
  wake_time: '07:00',
  bed_time: '22:30',
};

const CABINET = {
  medications: [
    { name: 'Levothyroxine', frequency: 'Once daily', active: true },
    { name: 'Iron', frequency: 'Twice daily', active: true },
    { name: 'Old antibiotic', frequency: 'Three times daily', active: false },
  ],
};

describe('/safety/timing', () => {
  it('shows a free user the upgrade prompt and no planner', async () => {
    renderAs('free', <SafetyTimingPage />, '/safety/timing');
    expect(
      await screen.findByRole('heading', { name: 'Food–drug timing needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan my day' })).not.toBeInTheDocument();
  });

  it('prefills the active cabinet with doses a day from the frequency, posts the day and shows the plan', async () => {
    const { api, user } = renderAs('paid', <SafetyTimingPage />, '/safety/timing', (call) => {
      if (call.path === '/api/medications') return { body: CABINET };
      if (call.method === 'POST' && call.path === '/api/interactions/timing') return { body: PLAN };
      return undefined;
    });
    expect(await screen.findByRole('combobox', { name: 'How often you take Iron' })).toHaveValue(
      '2',
    );
    expect(screen.getByRole('combobox', { name: 'How often you take Levothyroxine' })).toHaveValue(
      '1',
    );
    expect(screen.queryByText('Old antibiotic')).not.toBeInTheDocument();
    const wake = screen.getByLabelText('I wake up at');
    await user.clear(wake);
    await user.type(wake, '06:30');
    await user.click(screen.getByRole('button', { name: 'Plan my day' }));

    expect(await screen.findByRole('heading', { name: 'Your day plan' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/interactions/timing').map((call) => call.body)).toEqual([
      {
        items: [
          { name: 'Levothyroxine', doses_per_day: 1 },
          { name: 'Iron', doses_per_day: 2 },
        ],
        wake_time: '06:30',
        bed_time: '22:30',
      },
    ]);
    expect(screen.getByText('On an empty stomach')).toBeInTheDocument();
    expect(screen.getAllByText('With food')).toHaveLength(2);
    expect(screen.getByText('dose 2 of 2', { exact: false })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Spacing rules' });
    expect(rules).toHaveTextContent('Levothyroxine and Iron: keep 4 hours apart');
    expect(rules).toHaveTextContent('Kept');
    expect(rules).toHaveTextContent('The plan leaves at least 5 hours between them.');
    expect(within(rules).getByRole('link', { name: /MedlinePlus: Levothyroxine/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
