import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { mealPlanQueryKey, useMealPlan } from '../api/get-meal-plan';
import { withSwappedMeal } from '../api/swap-meal';
import { FDA_GRAPEFRUIT, PLAN } from '../test-fixtures';
import { MealPlanView, energyVerdict } from './meal-plan-view';
import { PlanNotes } from './plan-notes';

function PlanFromCache({ canSwap }: { canSwap: boolean }) {
  const plan = useMealPlan(PLAN.id);
  return plan.data ? <MealPlanView plan={plan.data} canSwap={canSwap} /> : null;
}

function renderPlan(canSwap: boolean) {
  const api = fakeFetch({ [`GET /api/meal-plans/${PLAN.id}`]: { body: PLAN } });
  const queryClient = createTestQueryClient('signed-in');
  queryClient.setQueryData(mealPlanQueryKey(PLAN.id), PLAN);
  renderInProviders(
    <>
      <PlanNotes notes={PLAN.notes} />
      <PlanFromCache canSwap={canSwap} />
    </>,
    queryClient,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a meal plan', () => {
  it('lists the rules it followed, each source a link', () => {
    renderPlan(false);
    const notes = screen.getByRole('region', { name: 'Rules this plan follows' });
    expect(within(notes).getByText('No grapefruit: you take simvastatin')).toBeInTheDocument();
    expect(within(notes).getByText('Vegetarian: no meat or fish')).toBeInTheDocument();
    expect(within(notes).getByText('No peanuts: you are allergic to peanuts')).toBeInTheDocument();
    const source = within(notes).getByRole('link', {
      name: new RegExp(FDA_GRAPEFRUIT.title.slice(0, 20)),
    });
    expect(source).toHaveAttribute('href', FDA_GRAPEFRUIT.url);
  });

  it('shows each day with its meals and its energy against the target in words', () => {
    renderPlan(false);
    const days = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(days).toHaveLength(2);
    expect(
      within(days[0]!).getByRole('heading', { name: /Day 1: Monday, November 23/ }),
    ).toBeInTheDocument();
    expect(within(days[0]!).getByRole('link', { name: 'Red lentil soup' })).toHaveAttribute(
      'href',
      '/recipes/lentil-soup?servings=1.5',
    );
    expect(within(days[0]!).getByText(/1\.5 servings · 600 kcal/)).toBeInTheDocument();
    expect(days[0]).toHaveTextContent(
      'Day total: 2,000 kcal of 2,000 kcal. Within 10% of your target.',
    );
    expect(days[1]).toHaveTextContent('15% under your target');
    expect(screen.queryByRole('button', { name: /Swap/ })).not.toBeInTheDocument();
  });

  it('swaps a meal for a paid user and shows the new one', async () => {
    const { api, user } = renderPlan(true);
    const swapped = {
      slot: 'lunch' as const,
      recipe_id: 'bean-salad',
      name: 'Three-bean salad',
      servings: 1,
      nutrients: { energy_kcal: 610, protein_g: 25, fat_g: 20, carbs_g: 80 },
    };
    // The server keeps the swap, so the plan read again holds the new meal.
    api.on({
      [`POST /api/meal-plans/${PLAN.id}/swap`]: { body: swapped },
      [`GET /api/meal-plans/${PLAN.id}`]: { body: withSwappedMeal(PLAN, '2026-11-23', swapped) },
    });
    await user.click(screen.getByRole('button', { name: 'Swap lunch on Monday, November 23' }));
    expect(await screen.findByRole('link', { name: 'Three-bean salad' })).toBeInTheDocument();
    expect(api.callsTo(`POST /api/meal-plans/${PLAN.id}/swap`)[0]?.body).toEqual({
      date: '2026-11-23',
      slot: 'lunch',
    });
  });

  it('says how far off a day is', () => {
    expect(energyVerdict(2150, 2000)).toBe('Within 10% of your target');
    expect(energyVerdict(2300, 2000)).toBe('15% over your target');
    expect(energyVerdict(1700, 2000)).toBe('15% under your target');
  });
});

describe('PlanNotes', () => {
  it("keeps the kind and the rule apart in the text: 'Target Energy: …', never 'TargetEnergy:'", () => {
    const { container } = renderInProviders(
      <PlanNotes
        notes={[
          { kind: 'target', text: 'Energy: your own target of 1800 kcal a day.', sources: [] },
          { kind: 'diet', text: 'Vegetarian: no meat or fish', sources: [] },
        ]}
      />,
      createTestQueryClient('signed-in'),
    );
    const items = [...container.querySelectorAll('li p')].map((p) => p.textContent);
    expect(items).toEqual([
      'Target Energy: your own target of 1800 kcal a day.',
      'Diet Vegetarian: no meat or fish',
    ]);
    expect(container.textContent).not.toMatch(/[a-z][A-Z][a-z]+:/);
  });
});
