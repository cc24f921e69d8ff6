/**
 * The marker guide names each test's sample: a stool test ('Stool tests', ADR 081 item 494) says
 * 'Stool', never the 'Blood' its stored specimen would say; a urine test 'Urine'.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BiomarkerReferenceEntry,
  BiomarkerReferenceList,
} from '#shared/contracts/labs.contract';
import { MarkerReference } from './marker-reference';

function entry(fields: Partial<BiomarkerReferenceEntry> & { id: string; name: string }) {
  return {
    specimen: 'blood',
    system: 'iron',
    system_label: 'Iron',
    kind: 'quantitative',
    aliases: [],
    canonical_unit: null,
    units: [],
    ranges: [],
    normal_values: [],
    critical_low: null,
    critical_high: null,
    measures: `What ${fields.name} measures.`,
    high_causes: [],
    low_causes: [],
    preparation: null,
    sources: [],
    ...fields,
  } satisfies BiomarkerReferenceEntry;
}

const reference: BiomarkerReferenceList = {
  systems: [
    { id: 'iron', label: 'Iron' },
    { id: 'urinalysis', label: 'Urinalysis' },
    { id: 'stool', label: 'Stool tests' },
  ],
  biomarkers: [
    entry({ id: 'ferritin', name: 'Ferritin' }),
    entry({
      id: 'urine-protein',
      name: 'Urine protein',
      specimen: 'urine',
      system: 'urinalysis',
      system_label: 'Urinalysis',
    }),
    entry({
      id: 'fecal-calprotectin',
      name: 'Faecal calprotectin',
      system: 'stool',
      system_label: 'Stool tests',
    }),
  ],
};

describe('MarkerReference', () => {
  it("names each test's sample: blood, urine, or stool for a stool test stored as blood", () => {
    render(<MarkerReference reference={reference} />);
    const sampleOf = (name: string) =>
      screen.getByText(name).closest('summary')?.querySelector('span + span')?.textContent;
    expect(sampleOf('Ferritin')).toBe('Blood');
    expect(sampleOf('Urine protein')).toBe('Urine');
    expect(sampleOf('Faecal calprotectin')).toBe('Stool');
    expect(screen.getByRole('heading', { name: /Stool tests/ })).toBeInTheDocument();
  });
});
