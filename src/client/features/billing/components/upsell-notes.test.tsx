/**
 * Upsell notes come from one place (ADR 087): the feature registry names what a plan adds and the
 * member's plan decides whether a note shows. No free feature ever shows an upsell note; a member
 * whose plan includes a feature never sees one for it; and on a page that also serves a free
 * feature, the note names what the paid plan adds there, never the free thing the page gives.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE_KEYS,
  FEATURE_REGISTRY,
  FEATURES,
  isPaidFeature,
  pagesOf,
  upsellNameOf,
  type FeatureDefinition,
  type FeatureKey,
} from '#shared/domain/feature-registry';
import {
  FREE_STATUS,
  PAID_STATUS,
  subscriptionApi,
} from '../../../../../tests/setup/billing-fixtures';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { PremiumFeatureGate } from './premium-feature-gate';
import { UpgradePrompt } from './upgrade-prompt';

afterEach(() => vi.unstubAllGlobals());

const freeFeatures = FEATURE_KEYS.filter((key) => !isPaidFeature(key));
const paidBuilt = FEATURE_KEYS.filter(isPaidFeature).filter((key) => FEATURE_REGISTRY[key].built);

/** The free features a page serves beside `feature`. */
const freeOnSamePage = (feature: FeatureKey) =>
  FEATURES.filter(
    (free) => !isPaidFeature(free.id) && pagesOf(free.id).some((p) => pagesOf(feature).includes(p)),
  );

const phrase = (word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[^a-z]|$)`, 'i');

describe('upsell notes', () => {
  it('no free feature shows an upsell note: each gate opens for a free member', async () => {
    expect(freeFeatures.length).toBeGreaterThan(20);
    renderWithProviders(
      <>
        {freeFeatures.map((feature) => (
          <PremiumFeatureGate key={feature} feature={feature}>
            <p>{`open: ${feature}`}</p>
          </PremiumFeatureGate>
        ))}
      </>,
      { auth: 'signed-in', api: subscriptionApi(FREE_STATUS) },
    );
    for (const feature of freeFeatures) expect(screen.getByText(`open: ${feature}`)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Checking your plan...')).toBeNull());
    expect(screen.queryAllByRole('heading', { name: /needs/ })).toEqual([]);
    expect(screen.queryAllByRole('link', { name: /^Upgrade for/ })).toEqual([]);
  });

  it('a member whose plan includes a paid feature never sees its note', async () => {
    const { queryClient } = renderWithProviders(
      <>
        {paidBuilt.map((feature) => (
          <UpgradePrompt key={feature} feature={feature} />
        ))}
        <p>loaded</p>
      </>,
      { auth: 'signed-in', api: subscriptionApi(PAID_STATUS) },
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    // Neither while the plan is unknown nor once it is known as paid does a note show.
    expect(screen.queryAllByRole('heading', { name: /needs/ })).toEqual([]);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { name: /needs/ })).toEqual([]);
  });

  it('a free member sees each paid note with the words the registry gives it', async () => {
    renderWithProviders(
      <>
        {paidBuilt.map((feature) => (
          <UpgradePrompt key={feature} feature={feature} />
        ))}
      </>,
      { auth: 'signed-in', api: subscriptionApi(FREE_STATUS) },
    );
    const headings = await screen.findAllByRole('heading', { name: /needs Wellness Pro$/ });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      paidBuilt.map((feature) => `${upsellNameOf(feature)} needs Wellness Pro`),
    );
  });

  it('on a page shared with a free feature, a note names what Pro adds, never the free feature', () => {
    const checked: string[] = [];
    for (const feature of paidBuilt) {
      const note = upsellNameOf(feature);
      for (const free of freeOnSamePage(feature)) {
        for (const word of [free.name, ...free.aliases])
          expect(phrase(word).test(note), `${note} names ${word}`).toBe(false);
        checked.push(`${feature}/${free.id}`);
      }
    }
    // The two notes the issue found: the workspace under the free checker, the avoid-list under
    // the free analysis.
    expect(checked).toContain('drug_interaction_database/interaction_checks');
    expect(checked).toContain('ingredient_safety/ingredient_analysis');
    expect(upsellNameOf('drug_interaction_database')).not.toMatch(/interaction/i);
    expect(upsellNameOf('ingredient_safety')).not.toMatch(/ingredient/i);
  });

  it('an upsell phrase is given only where a free feature shares the page', () => {
    for (const feature of FEATURE_KEYS) {
      if ((FEATURE_REGISTRY[feature] as FeatureDefinition).upsell === undefined) continue;
      expect(isPaidFeature(feature), feature).toBe(true);
      expect(freeOnSamePage(feature).length, feature).toBeGreaterThan(0);
    }
  });
});
