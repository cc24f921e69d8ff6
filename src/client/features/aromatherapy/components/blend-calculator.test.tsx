import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AROMATHERAPY_MESSAGES } from '#shared/contracts/aromatherapy.contract';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import { BERGAMOT_PHOTOTOXIC_TEXT, FACE_BLEND, OIL_LIST } from '../test-fixtures';
import { BlendCalculator, type InitialBlend } from './blend-calculator';

const BERGAMOT_ONLY: InitialBlend = {
  oils: [{ id: 'bergamot', drops: 6 }],
  carrierMl: 30,
  application: 'face',
};

function renderCalculator(
  initial: InitialBlend = BERGAMOT_ONLY,
  routes: FakeRoutes = {},
  auth: TestAuth = 'signed-out',
) {
  const api = fakeFetch({
    'GET /api/oils': { body: { oils: OIL_LIST } },
    'POST /api/oils/blend': { body: FACE_BLEND },
    ...routes,
  });
  renderInProviders(<BlendCalculator initial={initial} />, createTestQueryClient(auth));
  return { api, user: userEvent.setup() };
}

/** The blends sent to the API, as `{id, drops}` lists. */
const sentOils = (api: ReturnType<typeof fakeFetch>) =>
  api
    .callsTo('POST /api/oils/blend')
    .map((call) => (call.body as { oils: { id: string; drops: number }[] }).oils);

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlendCalculator', () => {
  it.each(['0', '201'])(
    "refuses %s drops with the contract's message and never sends them",
    async (value) => {
      const { api, user } = renderCalculator();
      await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
      const drops = screen.getByLabelText('Drops');
      await retype(user, drops, value);
      expect(await screen.findByText(AROMATHERAPY_MESSAGES.drops)).toBeInTheDocument();
      expect(drops).toHaveAttribute('aria-invalid', 'true');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(
        sentOils(api)
          .flat()
          .map((oil) => oil.drops),
      ).not.toContain(Number(value));
      expect(
        screen.getByText('Correct the fields marked in red to see the dilution.'),
      ).toBeVisible();
    },
  );

  it.each(['0', '1001', ''])(
    "refuses a carrier of '%s' ml with the contract's message and never sends it",
    async (value) => {
      const { api, user } = renderCalculator();
      await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
      const carrier = screen.getByLabelText('Carrier oil (ml)');
      await retype(user, carrier, value);
      expect(await screen.findByText(AROMATHERAPY_MESSAGES.carrier)).toBeInTheDocument();
      expect(carrier).toHaveAttribute('aria-invalid', 'true');
      await new Promise((resolve) => setTimeout(resolve, 400));
      const carriers = api
        .callsTo('POST /api/oils/blend')
        .map((call) => (call.body as { carrier_ml: number }).carrier_ml);
      expect(carriers.every((ml) => ml === 30)).toBe(true);
    },
  );

  it('marks only the oil row whose drops are wrong, and works the blend out again once it is removed', async () => {
    const { api, user } = renderCalculator();
    await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
    await user.click(screen.getByRole('button', { name: 'Add an oil' }));
    await user.selectOptions(screen.getByLabelText('Oil 2'), 'lavender');
    const [first, second] = screen.getAllByLabelText('Drops');
    await retype(user, second!, '0');
    await vi.waitFor(() => expect(second).toHaveAccessibleDescription(AROMATHERAPY_MESSAGES.drops));
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(AROMATHERAPY_MESSAGES.drops)).toHaveLength(1);
    expect(screen.getByText('Correct the fields marked in red to see the dilution.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Lavender' }));
    expect(screen.queryByText(AROMATHERAPY_MESSAGES.drops)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText('Drops')).toHaveLength(1);
    expect(await screen.findByTestId('dilution')).toBeVisible();
    expect(
      sentOils(api)
        .flat()
        .map((oil) => oil.drops),
    ).not.toContain(0);
  });

  it("checks the person's age with the contract and sends who the blend is for", async () => {
    const { api, user } = renderCalculator();
    await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
    const age = screen.getByLabelText('Age (years)');
    await user.type(age, '130');
    await vi.waitFor(() => expect(age).toHaveAccessibleDescription(AROMATHERAPY_MESSAGES.age));
    expect(age).toHaveAttribute('aria-invalid', 'true');
    await retype(user, age, '34');
    await vi.waitFor(() => expect(age).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByLabelText('Pregnant'));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/oils/blend').at(-1)?.body).toEqual({
        oils: [{ id: 'bergamot', drops: 6 }],
        carrier_ml: 30,
        application: 'face',
        person: { age: 34, pregnant: true },
      }),
    );
    const ages = api
      .callsTo('POST /api/oils/blend')
      .map((call) => (call.body as { person?: { age?: number } }).person?.age);
    expect(ages).not.toContain(130);
  });

  it('sends the blend and shows the dilution, each oil against its maximum and the phototoxic warning', async () => {
    const { api, user } = renderCalculator();
    await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
    // A second oil: lavender, 6 drops.
    await user.click(screen.getByRole('button', { name: 'Add an oil' }));
    await user.selectOptions(screen.getByLabelText('Oil 2'), 'lavender');
    await retype(user, screen.getAllByLabelText('Drops')[1]!, '6');
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/oils/blend').at(-1)?.body).toEqual({
        oils: [
          { id: 'bergamot', drops: 6 },
          { id: 'lavender', drops: 6 },
        ],
        carrier_ml: 30,
        application: 'face',
      }),
    );
    expect(screen.getByTestId('dilution')).toHaveTextContent('1.96%');
    expect(
      screen.getByText(
        'Phototoxic: keep the skin this blend touches out of the sun and sunbeds for 12 hours.',
      ),
    ).toBeVisible();
    const perOil = screen.getByRole('list', { name: 'Each oil against its maximum' });
    expect(within(perOil).getAllByRole('listitem')[0]).toHaveTextContent(
      /Bergamot.*0\.98%.*above its 0\.4% maximum/,
    );
    const warnings = screen.getByRole('list', { name: 'Warnings for this blend' });
    expect(within(warnings).getByText(BERGAMOT_PHOTOTOXIC_TEXT)).toBeVisible();
    // A printed reference is named, not linked.
    expect(within(warnings).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Outside the published limits: see the warnings below.')).toBeVisible();
  });

  it("shows the API's own message when it refuses the blend", async () => {
    renderCalculator(BERGAMOT_ONLY, {
      'POST /api/oils/blend': {
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'unknown oil: bergamot' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown oil: bergamot');
  });

  it('asks for an oil before sending anything', async () => {
    const { api } = renderCalculator({ oils: [] });
    expect(
      screen.getByText('Choose an oil and its drops to see the dilution and its warnings.'),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('POST /api/oils/blend')).toHaveLength(0);
  });

  it('lets a signed-in user save the blend under a name, checked by the contract', async () => {
    const { api, user } = renderCalculator(
      BERGAMOT_ONLY,
      {
        'POST /api/oils/blends': {
          status: 201,
          body: {
            id: 'blend-1',
            name: 'Evening face oil',
            oils: [{ id: 'bergamot', drops: 6 }],
            carrier_ml: 30,
            application: 'face',
            created_at: '2026-11-22T10:00:00.000Z',
            result: FACE_BLEND,
          },
        },
      },
      'signed-in',
    );
    await screen.findByText(BERGAMOT_PHOTOTOXIC_TEXT);
    await user.click(await screen.findByRole('button', { name: 'Save blend' }));
    expect(screen.getByText(AROMATHERAPY_MESSAGES.name)).toBeVisible();
    expect(api.callsTo('POST /api/oils/blends')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name this blend to save it'), 'Evening face oil');
    await user.click(screen.getByRole('button', { name: 'Save blend' }));
    expect(await screen.findByText(/Saved “Evening face oil”\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your blends' })).toHaveAttribute(
      'href',
      '/dashboard/essential-oils',
    );
    expect(api.callsTo('POST /api/oils/blends')[0]?.body).toEqual({
      name: 'Evening face oil',
      oils: [{ id: 'bergamot', drops: 6 }],
      carrier_ml: 30,
      application: 'face',
    });
  });
});
