import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { APPLE_PEANUT_BUTTER, NUT_FREE_FINDING } from '../test-fixtures';
import { RecipeDetail } from './recipe-detail';
import type { RecipeResponse } from '#shared/contracts/nutrition.contract';

function renderRecipe(recipe: RecipeResponse) {
  return render(
    <MemoryRouter>
      <RecipeDetail recipe={recipe} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('RecipeDetail, for the person', () => {
  it("says 'Not for you' first, in the server's words, naming the rule", () => {
    renderRecipe({ ...APPLE_PEANUT_BUTTER, for_you: [NUT_FREE_FINDING] });
    const forYou = screen.getByRole('region', { name: 'Not for you' });
    expect(forYou).toHaveTextContent(NUT_FREE_FINDING.text);
    expect(forYou).toHaveTextContent('Avoid · Your diet');
    // Before the ingredients: it is what matters most to this reader.
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      forYou.compareDocumentPosition(ingredients) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks for care when every finding is a caution', () => {
    const salt = {
      reason: 'diet' as const,
      level: 'caution' as const,
      text: 'Contains salt: take care on a low-sodium diet (your restriction \u201cLow-sodium\u201d).',
    };
    renderRecipe({ ...APPLE_PEANUT_BUTTER, for_you: [salt] });
    const care = screen.getByRole('region', { name: 'Take care: this applies to you' });
    expect(within(care).getByText(salt.text)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Not for you' })).not.toBeInTheDocument();
  });

  it('shows nothing personal for a visitor or when nothing applies', () => {
    const { unmount } = renderRecipe(APPLE_PEANUT_BUTTER);
    expect(screen.queryByRole('region', { name: /for you|applies to you/i })).toBeNull();
    unmount();
    renderRecipe({ ...APPLE_PEANUT_BUTTER, for_you: [] });
    expect(screen.queryByRole('region', { name: /for you|applies to you/i })).toBeNull();
    expect(screen.queryByText(/not nut-free/)).toBeNull();
  });
});
