import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import type { MedicationDetail } from '#shared/contracts/medications.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MedicinePage from './medicine';
import { makeMedication } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tylenol = makeMedication({
  id: 'm1',
  name: 'Tylenol',
  substance: { id: 'acetaminophen', name: 'Acetaminophen', kind: 'drug' },
  dosage: '2 tablets',
  strength: '500 mg',
  frequency: 'As needed',
  indication: 'Back pain',
  prescribing_doctor: null,
});

/** The server keeps item 0's findings only (medication-detail.ts); so does this answer. */
const DETAIL: MedicationDetail = {
  medication: tylenol,
  about: {
    name: 'Tylenol',
    substance: tylenol.substance,
    sideEffects: ['Nausea'],
    detailedSideEffects: ['Yellow skin or eyes (liver damage)'],
    warnings: ['Do not take more than 4,000 mg a day.'],
    sources: [
      {
        title: 'MedlinePlus: Acetaminophen',
        url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
      },
    ],
  },
  with_cabinet: {
    ...CHECK_RESULT,
    interactions: CHECK_RESULT.interactions.filter((found) => found.between.includes(0)),
    duplicates: [],
    cautions: [],
  },
};

function renderMedicine(answer: { status?: number; body: unknown }) {
  const api = fakeFetch({ 'GET /api/medications/:id': answer });
  renderInProviders(
    <Routes>
      <Route path="/medications/:id" element={<MedicinePage />} />
    </Routes>,
    createTestQueryClient('signed-in'),
    '/medications/m1',
  );
  return api;
}

describe('/medications/:id', () => {
  it('shows what the member recorded, what it meets in the cabinet, and its facts with sources', async () => {
    const api = renderMedicine({ body: DETAIL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tylenol' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/medications/m1')).toHaveLength(1);
    expect(screen.getByText(/You take it now · checked as Acetaminophen/)).toBeInTheDocument();
    expect(screen.getByText('2 tablets · 500 mg')).toBeInTheDocument();
    expect(screen.getByText('Back pain')).toBeInTheDocument();
    // A field the member left empty is not shown as a blank row.
    expect(screen.queryByText('Prescribed by')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Checked against the 5 other medicines you take now, and against your health profile.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Regular acetaminophen can raise the effect of warfarin and the risk of bleeding.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Yellow skin or eyes (liver damage)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /MedlinePlus: Acetaminophen/ })).toHaveAttribute(
      'href',
      'https://medlineplus.gov/druginfo/meds/a681004.html',
    );
  });

  it('says a paused medicine is checked as if restarted, and a lone one has nothing to meet', async () => {
    renderMedicine({
      body: {
        ...DETAIL,
        medication: { ...tylenol, active: false },
        with_cabinet: {
          ...DETAIL.with_cabinet,
          items: [CHECK_RESULT.items[0]!, CHECK_RESULT.items[1]!],
        },
      },
    });
    expect(
      await screen.findByText(/Paused: not part of your cabinet’s checks/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Checked against the other medicine you take now, as if you restarted it, and against your health profile.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the medicine is not the member’s (or not anyone’s)', async () => {
    renderMedicine({ status: 404, body: { code: 'NOT_FOUND', message: 'Medication not found' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medicine not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your medicine cabinet' })).toHaveAttribute(
      'href',
      '/safety/cabinet',
    );
  });
});
