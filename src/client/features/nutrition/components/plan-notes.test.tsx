import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanNotes } from './plan-notes';

describe('PlanNotes', () => {
  it('never doubles the kind ("Diet Diet:"): the badge names it, the rule follows', () => {
    render(
      <PlanNotes
        notes={[
          { kind: 'diet', text: 'Diet: vegetarian, no meat or fish', sources: [] },
          { kind: 'allergy', text: 'No tree nuts', sources: [] },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('Diet vegetarian, no meat or fish');
    expect(items[1]).toBe('Allergy No tree nuts');
    expect(items.join(' ')).not.toMatch(/Diet\s+Diet/);
  });
});
