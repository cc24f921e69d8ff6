import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '#shared/contracts/ingredients.contract';
import { ingredient } from '../test-fixtures';
import { LabelAnalysis } from './label-analysis';

const item = ingredient;

const SOUTHAMPTON = {
  level: 'caution' as const,
  text: 'One of the six Southampton colours.',
  sources: [{ title: 'EFSA', url: 'https://www.efsa.europa.eu/' }],
};

/** What the server answers for 'Sugar, chocolate (cocoa mass, cocoa butter), Red 40, ...'. */
const ANALYSIS: AnalyzeResponse = {
  kind: 'food',
  personalized: false,
  unchecked_medicines: [],
  summary: { avoid: 0, caution: 1, unknown: 1 },
  ingredients: [
    item({ text: 'Sugar', id: 'substance:sugar', kinds: ['food'] }),
    item({ text: 'chocolate (cocoa mass, zanthoxyl blend)', name: 'chocolate' }),
    item({ text: 'cocoa mass', id: 'food:cocoa', kinds: ['food'], parent: 'chocolate' }),
    item({ text: 'zanthoxyl blend', parent: 'chocolate' }),
    item({
      text: 'RED 40',
      name: 'Allura red AC',
      also_written: ['Allura red', 'E129'],
      id: 'additive:e129',
      kinds: ['additive'],
      e_number: 'E129',
      flags: [SOUTHAMPTON],
    }),
    item({ text: 'peanuts', id: 'allergen:peanut', kinds: ['allergen'], may_contain: true }),
  ],
};

describe('LabelAnalysis', () => {
  afterEach(cleanup);

  it('says one count everywhere: summary, list heading and items agree; traces apart', () => {
    render(<LabelAnalysis analysis={ANALYSIS} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "5 ingredients, and 1 'may contain' warning: 0 to avoid, 1 to take care with, 1 not assessed.",
    );
    const heading = screen.getByRole('heading', { name: 'Every ingredient (5)' });
    const list = within(heading.parentElement!).getAllByRole('listitem');
    // Each ingredient is one top-level item of the list.
    expect(
      list.filter((li) => li.parentElement === heading.parentElement!.querySelector('ul')),
    ).toHaveLength(5);
    // Only the unknown leaf is not assessed; the compound is assessed through its parts.
    expect(screen.getAllByText("Not assessed — we don't know this ingredient")).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'May contain (1)' })).toBeInTheDocument();
  });

  it('shows an additive once, with every way the label wrote it, and one caution', () => {
    render(<LabelAnalysis analysis={ANALYSIS} />);
    expect(
      screen.getByRole('heading', {
        name: /^Allura red AC\s*\(label: RED 40, Allura red and E129\)$/,
      }),
    ).toBeInTheDocument();
    const care = screen.getByRole('region', { name: 'Take care' });
    expect(within(care).getAllByRole('listitem')).toHaveLength(1);
  });
});
