import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SafetyFinding, SafetySummary } from '#shared/contracts/safety-summary.contract';
import { renderWithProviders } from '../../../../../../tests/setup/render-with-providers';
import { SafetyStatusPanel } from './safety-status-panel';

const none = { major: 0, moderate: 0, minor: 0 };

/** The summary the server answers: counts and findings of the one safety summary (ADR 079). */
function summary(medicines: string[], findings: SafetyFinding[]): SafetySummary {
  const total = { ...none };
  const interactions = { ...none };
  const cautions = { ...none };
  const byReason = { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 0 };
  for (const finding of findings) {
    if (!finding.severity) continue;
    total[finding.severity] += 1;
    (finding.kind === 'caution' ? cautions : interactions)[finding.severity] += 1;
    if (finding.reason) byReason[finding.reason] += 1;
  }
  return {
    medication_count: medicines.length,
    medicines,
    profile_used: true,
    counts: {
      total,
      interactions,
      cautions,
      cautions_by_reason: byReason,
      duplicates: findings.filter((f) => f.kind === 'duplicate').length,
      findings: findings.length,
    },
    findings,
    result: null,
  };
}

const metforminKidney: SafetyFinding = {
  key: 'metformin:condition:ckd',
  kind: 'caution',
  severity: 'major',
  reason: 'condition',
  medicines: ['Metformin'],
  because: 'chronic kidney disease',
  title: 'Metformin and kidney disease',
  message: 'Metformin builds up when the kidneys clear it poorly.',
  sources: [],
};

const answer = (body: SafetySummary) => ({ 'GET /api/safety/summary': { body } });

describe('SafetyStatusPanel', () => {
  it('counts a profile caution with the interactions: metformin with kidney disease is 1 major', async () => {
    renderWithProviders(<SafetyStatusPanel />, {
      auth: 'signed-in',
      api: answer(summary(['Metformin', 'Lisinopril', 'Warfarin'], [metforminKidney])),
    });
    expect(
      await screen.findByText('3 medicines checked: 1 major, 0 moderate, 0 minor'),
    ).toBeInTheDocument();
    expect(screen.getByText('Metformin with chronic kidney disease')).toBeInTheDocument();
  });

  it('names a lab caution by its result and the day it was collected (ADR 086)', async () => {
    const egfr: SafetyFinding = {
      key: 'caution:lab:metformin-egfr:metformin',
      kind: 'caution',
      severity: 'moderate',
      reason: 'lab',
      medicines: ['Metformin'],
      because: 'eGFR 38 on 2 Nov 2026',
      title: 'eGFR 38 on 2 Nov 2026 with Metformin',
      message: 'Metformin’s label says not to start it when eGFR is 30 to 45.',
      sources: [],
      lab: {
        marker_id: 'egfr',
        name: 'eGFR',
        value: 38,
        unit: 'mL/min/1.73m²',
        date: '2026-11-02',
        date_source: 'collected',
        report_id: 'r1',
      },
    };
    renderWithProviders(<SafetyStatusPanel />, {
      auth: 'signed-in',
      api: answer(summary(['Metformin', 'Lisinopril'], [egfr])),
    });
    expect(
      await screen.findByText('2 medicines checked: 0 major, 1 moderate, 0 minor'),
    ).toBeInTheDocument();
    expect(screen.getByText('eGFR 38 on 2 Nov 2026 with Metformin')).toBeInTheDocument();
  });

  it("says '1 medicine checked', never '1 medicines checked'", async () => {
    renderWithProviders(<SafetyStatusPanel />, {
      auth: 'signed-in',
      api: answer(summary(['Metformin'], [])),
    });
    expect(await screen.findByText(/1 medicine checked:/)).toBeInTheDocument();
    expect(screen.queryByText(/1 medicines/)).not.toBeInTheDocument();
  });

  it('asks for medicines when the cabinet is empty', async () => {
    renderWithProviders(<SafetyStatusPanel />, { auth: 'signed-in', api: answer(summary([], [])) });
    expect(await screen.findByText(/No medicines in your cabinet yet/)).toBeInTheDocument();
  });
});
