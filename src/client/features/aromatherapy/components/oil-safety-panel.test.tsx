import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import type { OilDetail } from '#shared/contracts/aromatherapy.contract';
import { WINTERGREEN, WINTERGREEN_FOR_HER } from '../test-fixtures';
import { OilDetailView } from './oil-detail';
import { OilSafetyPanel, SAFETY_ITEM_TITLES } from './oil-safety-panel';

function renderPanel(oil: OilDetail, auth: TestAuth = 'signed-out') {
  fakeFetch({ 'GET /api/oils/favorites': { body: { favorites: [] } } });
  return renderInProviders(
    <OilSafetyPanel oil={oil} returnTo="/essential-oils/wintergreen" />,
    createTestQueryClient(auth),
  );
}

const itemTitles = () =>
  within(screen.getByRole('list', { name: 'Safety of Wintergreen' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OilSafetyPanel', () => {
  it('lists the flags in the fixed order, each set one with its words and source', () => {
    renderPanel(WINTERGREEN);
    expect(itemTitles()).toEqual([
      SAFETY_ITEM_TITLES.max_dermal,
      SAFETY_ITEM_TITLES.min_age,
      SAFETY_ITEM_TITLES.pregnancy,
      SAFETY_ITEM_TITLES.breastfeeding,
      SAFETY_ITEM_TITLES.asthma,
      SAFETY_ITEM_TITLES.toxic_to_pets,
      SAFETY_ITEM_TITLES.not_for_ingestion,
      SAFETY_ITEM_TITLES.interactions,
    ]);
    expect(screen.getByText('Not for children under 18.')).toBeVisible();
    expect(screen.getByText('Avoid in pregnancy.')).toBeVisible();
    expect(screen.getByText('Harmful to cats and dogs.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Interactions of Wintergreen' })).toHaveTextContent(
      'With anticoagulants',
    );
    // A web source is a link; the book is named.
    expect(screen.getAllByRole('link', { name: /Warfarin label/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Essential Oil Safety/).length).toBeGreaterThan(0);
  });

  it('puts a phototoxic oil’s sunlight limit first, with its maximum', () => {
    renderPanel({
      ...WINTERGREEN,
      name: 'Wintergreen',
      flags: {
        ...WINTERGREEN.flags,
        phototoxic: {
          max_percent: 0.4,
          text: 'Bergapten burns skin in sunlight.',
          source: WINTERGREEN.max_dermal_source,
        },
        epilepsy: { text: 'Camphor can set off seizures.', source: WINTERGREEN.max_dermal_source },
        skin_sensitiser: { text: 'Can sensitise the skin.', source: WINTERGREEN.max_dermal_source },
      },
    });
    expect(itemTitles()).toEqual([
      SAFETY_ITEM_TITLES.phototoxic,
      SAFETY_ITEM_TITLES.max_dermal,
      SAFETY_ITEM_TITLES.min_age,
      SAFETY_ITEM_TITLES.pregnancy,
      SAFETY_ITEM_TITLES.breastfeeding,
      SAFETY_ITEM_TITLES.epilepsy,
      SAFETY_ITEM_TITLES.asthma,
      SAFETY_ITEM_TITLES.skin_sensitiser,
      SAFETY_ITEM_TITLES.toxic_to_pets,
      SAFETY_ITEM_TITLES.not_for_ingestion,
      SAFETY_ITEM_TITLES.interactions,
    ]);
    const sunlight = screen.getAllByRole('listitem')[0]!;
    expect(sunlight).toHaveTextContent(/At most 0\.4% on skin that will see the sun/);
  });

  it("shows a signed-in user's 'not for you' reasons before every general flag", () => {
    renderPanel(WINTERGREEN_FOR_HER, 'signed-in');
    const notForYou = screen.getByRole('heading', { name: 'Not for you' });
    expect(screen.getByText('2 reasons from your profile and medicine cabinet:')).toBeVisible();
    const reasons = within(screen.getByRole('list', { name: 'Why Wintergreen is not for you' }));
    expect(reasons.getAllByRole('listitem')).toHaveLength(2);
    expect(reasons.getByText(/not in pregnancy/)).toBeVisible();
    expect(reasons.getByText(/you take Warfarin/)).toBeVisible();
    const general = screen.getByRole('list', { name: 'Safety of Wintergreen' });
    expect(
      notForYou.compareDocumentPosition(general) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks a visitor to sign in for their own check, and tells a user when nothing applies', () => {
    const { unmount } = renderPanel(WINTERGREEN);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fessential-oils%2Fwintergreen',
    );
    unmount();
    renderPanel({ ...WINTERGREEN, screened: { signed_in: true } }, 'signed-in');
    expect(
      screen.getByText(
        /Nothing in your profile, medicine cabinet or avoid-list rules Wintergreen out/,
      ),
    ).toBeVisible();
  });

  it("says 'Not for you' for an oil on the person's avoid-list, in the API's words", () => {
    const text = 'Wintergreen is on your avoid-list.';
    renderPanel(
      {
        ...WINTERGREEN,
        screened: { signed_in: true },
        for_you: [{ kind: 'avoid_list', oil_id: 'wintergreen', text, sources: [] }],
      },
      'signed-in',
    );
    expect(screen.getByRole('heading', { name: 'Not for you' })).toBeVisible();
    expect(
      screen.getByText('1 reason from your profile, medicine cabinet and avoid-list:'),
    ).toBeVisible();
    const reasons = within(screen.getByRole('list', { name: 'Why Wintergreen is not for you' }));
    expect(reasons.getByText(text)).toBeVisible();
    expect(reasons.getByText('On your avoid-list')).toBeVisible();
  });

  it('comes first on the oil page, before what the oil is used for', async () => {
    fakeFetch({ 'GET /api/oils/favorites': { body: { favorites: [] } } });
    renderInProviders(
      <OilDetailView oil={WINTERGREEN} returnTo="/essential-oils/wintergreen" />,
      createTestQueryClient('signed-out'),
    );
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(headings).toEqual([
      'Safety first',
      'What people use it for',
      'About the oil',
      'Sources',
    ]);
    expect(screen.getByText('Evidence: traditional use', { selector: 'p span' })).toBeVisible();
  });
});
