/**
 * The copy says what is built: every feature in the registry that the app serves (its page is in
 * the route table) is built, and nothing built is called coming soon anywhere a visitor reads
 * about plans: the plan cards, /pricing and its FAQ, the landing FAQ, /features, /pro-features and
 * the onboarding safety step. Nothing unbuilt, and nothing above the card's plan, is listed as
 * included.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { LANDING_FAQ } from '#client/config/faq';
import { renderRoute } from '#client/features/auth/test-utils';
import { FaqList } from '#client/features/marketing/components/faq-list';
import { InteractionsStep } from '#client/features/onboarding/components/interactions-step';
import { FEATURES, isFeatureBuilt, type FeatureRow } from '#shared/domain/feature-registry';
import { PLAN_LEVELS } from '#shared/domain/plan-access';
import {
  FEATURE_PLANS,
  PLAN_CARD_LINES,
  PLAN_DISPLAY_NAMES,
  type PlanId,
} from '#shared/domain/plans';
import { fakeFetch } from '../../../tests/setup/fake-fetch';
import { findRoute } from './route-table';
import PricingPage from './routes/billing/pricing';
import ProFeaturesPage from './routes/billing/pro-features';
import FeaturesPage from './routes/marketing/features';

/** Words that say a thing is not here yet. */
const NOT_YET =
  /coming soon|later update|not (available|built|ready) yet|arrives? (in|with) a later|will arrive/i;

const words = (feature: FeatureRow) => [feature.name, ...feature.aliases];
const wordPattern = (word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[^a-z]|$)`, 'gi');
const mentions = (text: string, word: string) => wordPattern(word).test(text);
/** Unbuilt names are taken out first, so 'AI ingredient analysis' is not read as 'ingredient analysis'. */
const UNBUILT_WORDS = FEATURES.filter((feature) => !feature.built)
  .flatMap(words)
  .sort((a, b) => b.length - a.length);
const builtNamed = (text: string) => {
  const rest = UNBUILT_WORDS.reduce((left, word) => left.replace(wordPattern(word), '$1'), text);
  return FEATURES.filter(
    (feature) => feature.built && words(feature).some((w) => mentions(rest, w)),
  );
};
const unbuiltNamed = (text: string) =>
  FEATURES.filter((feature) => !feature.built && words(feature).some((w) => mentions(text, w)));

/** Each block of text on its own (a paragraph, a list item), split into sentences. */
function sentencesIn(container: HTMLElement): string[] {
  const blocks = container.querySelectorAll('p, li, dd, dt, h1, h2, h3, h4, td, label, summary');
  return [...blocks].flatMap((block) =>
    (block.textContent ?? '').split(/(?<=[.!?;])\s+/).filter((sentence) => sentence.trim()),
  );
}

/** The items shown under a 'Coming soon' heading: list items and definition entries. */
function comingSoonItems(container: HTMLElement): string[] {
  const lists = [...container.querySelectorAll('ul[aria-label^="Coming soon"]')];
  const fromLists = lists.flatMap((list) =>
    [...list.querySelectorAll('li')].map((item) => item.textContent ?? ''),
  );
  const fromTerms = [...container.querySelectorAll('dt')]
    .filter((term) => term.textContent?.trim() === 'Coming soon')
    .flatMap((term) => {
      const entries: string[] = [];
      for (
        let next = term.nextElementSibling;
        next?.tagName === 'DD';
        next = next.nextElementSibling
      )
        entries.push(next.textContent ?? '');
      return entries;
    });
  return [...fromLists, ...fromTerms];
}

function expectTruthfulCopy(container: HTMLElement, where: string): void {
  for (const sentence of sentencesIn(container)) {
    if (!NOT_YET.test(sentence)) continue;
    const named = builtNamed(sentence).map((feature) => feature.id);
    expect(named, `${where}: built features called not yet here: "${sentence}"`).toEqual([]);
  }
  for (const item of comingSoonItems(container)) {
    expect(
      builtNamed(item).map((feature) => feature.id),
      `${where}: '${item}' is under Coming soon but built`,
    ).toEqual([]);
    expect(
      unbuiltNamed(item).length,
      `${where}: '${item}' is under Coming soon but names no unbuilt feature`,
    ).toBeGreaterThan(0);
  }
}

function renderPricing() {
  fakeFetch({ 'GET /api/auth/get-session': { body: null } });
  return renderRoute(
    <ToastProvider>
      <main>
        <PricingPage />
      </main>
    </ToastProvider>,
    { entry: '/pricing' },
  );
}

describe('the feature registry against the app', () => {
  it('has a page in the route table for every built feature, and none for an unbuilt one', () => {
    for (const feature of FEATURES) {
      if (feature.built) {
        expect(feature.route, `${feature.id} is built but names no page`).not.toBeNull();
        expect(
          findRoute(feature.route!),
          `${feature.id}: ${feature.route} is not a page`,
        ).toBeDefined();
      } else if (feature.route) {
        // The page exists now: the feature is served, so it cannot still be called coming soon.
        expect(
          findRoute(feature.route),
          `${feature.id} is served at ${feature.route}`,
        ).toBeUndefined();
      }
    }
  });

  it('lists on each plan card only built features that the plan includes', () => {
    for (const plan of ['wellness', 'wellness_plus'] as const satisfies readonly PlanId[]) {
      for (const line of PLAN_CARD_LINES[plan]) {
        if (!line.text.startsWith('Everything in'))
          expect(line.features.length, `'${line.text}' speaks for no feature`).toBeGreaterThan(0);
        for (const feature of line.features)
          expect(
            PLAN_LEVELS[FEATURE_PLANS[feature]],
            `'${line.text}' on ${plan} sells ${feature}, which needs ${FEATURE_PLANS[feature]}`,
          ).toBeLessThanOrEqual(PLAN_LEVELS[plan]);
      }
    }
  });
});

describe('copy that speaks of plans and features', () => {
  it('/pricing: the cards include only what is built and call nothing built coming soon', () => {
    const { container } = renderPricing();
    expectTruthfulCopy(container, '/pricing');
    for (const plan of ['wellness', 'wellness_plus'] as const) {
      const card = screen.getByRole('article', { name: PLAN_DISPLAY_NAMES[plan] });
      const included = within(card).getByRole('list', {
        name: `${PLAN_DISPLAY_NAMES[plan]} includes`,
      });
      const shown = within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      const lines = PLAN_CARD_LINES[plan];
      for (const text of shown) {
        const line = lines.find((candidate) => candidate.text === text);
        expect(line, `'${text}' on the ${plan} card is not a registry line`).toBeDefined();
        for (const feature of line!.features)
          expect(isFeatureBuilt(feature), `'${text}' sells unbuilt ${feature}`).toBe(true);
      }
      // Every built line is shown as included; none is left out or shown as coming soon.
      expect(shown).toEqual(
        lines.filter((line) => line.features.every(isFeatureBuilt)).map((line) => line.text),
      );
    }
    const free = screen.getByRole('article', { name: PLAN_DISPLAY_NAMES.wellness });
    expect(within(free).getByRole('list', { name: 'Free Wellness includes' })).toHaveTextContent(
      'Self-service data export and account deletion',
    );
  });

  it('the landing FAQ says data export and deletion are there now', () => {
    const { container } = render(<FaqList items={LANDING_FAQ} />);
    expectTruthfulCopy(container, 'landing FAQ');
    expect(container).toHaveTextContent(/download a copy of your data or delete your account/);
  });

  it('/features and /pro-features mark only unbuilt features coming soon', () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    const features = renderRoute(<FeaturesPage />, { entry: '/features' });
    expectTruthfulCopy(features.container, '/features');
    features.unmount();
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    const pro = renderRoute(<ProFeaturesPage />, { entry: '/pro-features' });
    expectTruthfulCopy(pro.container, '/pro-features');
    expect(comingSoonItems(pro.container).length).toBeGreaterThan(0);
  });

  it('onboarding step 6 speaks of the interaction checker as working', () => {
    const { container } = render(
      <InteractionsStep
        medications={{ current: [], none: false }}
        isConfirmed={false}
        onConfirmChange={() => undefined}
        onEditMedications={() => undefined}
        idPrefix="t"
      />,
    );
    expectTruthfulCopy(container, 'onboarding');
    expect(container).not.toHaveTextContent(/later update/);
  });

  it('the check itself catches the old sentences', () => {
    const old = document.createElement('div');
    old.innerHTML =
      '<p>You can ask by email; self-service export and deletion are coming soon.</p>' +
      '<p>The interaction checker arrives in a later update.</p>' +
      '<ul aria-label="Coming soon to Free Wellness"><li>Product fact-checking</li></ul>';
    const failures = sentencesIn(old).filter(
      (sentence) => NOT_YET.test(sentence) && builtNamed(sentence).length > 0,
    );
    expect(failures).toHaveLength(2);
    expect(comingSoonItems(old).flatMap((item) => builtNamed(item).map((f) => f.id))).toEqual([
      'product_checks',
    ]);
  });
});
