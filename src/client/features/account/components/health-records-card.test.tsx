/**
 * The health records card: a FHIR file is previewed first and nothing is saved until the person
 * confirms; what they untick (and unrecognised medicines, unticked at first) is not sent; lab
 * results go in the same confirmation and come back as reports in review with a link to each; a
 * plan without lab reports is said up front and they are not sent; a file that is not JSON is
 * refused before any request.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FHIR_MESSAGES, type FhirImportPreview } from '#shared/contracts/fhir.contract';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { HealthRecordsCard } from './health-records-card';

const preview: FhirImportPreview = {
  medicines: [
    {
      name: 'Warfarin',
      dosage: '5 mg',
      substance_id: 'warfarin',
      matched: 'Warfarin',
      already_listed: false,
      coding: [
        {
          system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
          code: '855332',
          display: 'warfarin sodium 5 MG Oral Tablet',
        },
      ],
      frequency: 'Twice daily',
      schedule_note: null,
      type: 'Prescription',
      selected: true,
      reason: null,
      source_ids: ['MedicationStatement/ms-1'],
    },
  ],
  unresolved_medicines: [
    {
      name: 'Zorblax',
      dosage: null,
      frequency: null,
      schedule_note: null,
      type: null,
      substance_id: null,
      matched: null,
      already_listed: false,
      coding: [],
      selected: false,
      reason: 'not recognised: check the name before adding it',
      source_ids: [],
    },
  ],
  allergies: [
    {
      name: 'Penicillin',
      already_listed: false,
      selected: true,
      reason: null,
      source_ids: [],
      coding: [],
    },
  ],
  conditions: [
    {
      name: 'Asthma',
      already_listed: false,
      selected: true,
      reason: null,
      source_ids: ['c-1'],
      coding: [{ system: 'http://snomed.info/sct', code: '195967001', display: 'Asthma' }],
    },
    {
      name: 'Acute bronchitis',
      already_listed: false,
      selected: false,
      reason: 'a visit diagnosis, not a condition on your problem list',
      source_ids: ['c-2'],
      coding: [],
    },
  ],
  lab_reports: [
    {
      collected_on: '2026-10-05',
      test_type: 'blood',
      biomarkers: [{ name: 'Glucose', value: 102, unit: 'mg/dL', ref_low: 70, ref_high: 99 }],
      selected: true,
      reason: null,
      source_ids: [],
      codings: [[]],
    },
  ],
  lab_reports_blocked: null,
  metrics: [{ kind: 'weight', date: '2026-10-01', value: 70.4, value2: null }],
  sleep: [],
  skipped: [{ resource_type: 'Encounter', reason: 'not imported', count: 2 }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HealthRecordsCard', () => {
  it('previews, sends only what stays ticked, and links the lab report to its review', async () => {
    const fake = fakeFetch({
      'GET /api/account/body-metrics': { body: { metrics: [], counts: {} } },
      'POST /api/account/fhir': { body: preview },
      'POST /api/account/fhir/confirm': {
        body: {
          medicines_added: 1,
          allergies_added: 0,
          conditions_added: 1,
          metrics_added: 1,
          sleep_days_added: 0,
          lab_report_ids: ['lab-7'],
        },
      },
    });
    renderInProviders(<HealthRecordsCard />, createTestQueryClient('signed-in'), '/account');
    const user = userEvent.setup();
    const file = new File([JSON.stringify({ resourceType: 'Bundle', entry: [] })], 'records.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByTestId('fhir-file'), file);
    const review = await screen.findByRole('region', { name: 'Import review' });
    expect(fake.callsTo('POST /api/account/fhir/confirm')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /^Warfarin, 5 mg/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Zorblax/ })).not.toBeChecked();
    // What the preview does not select starts unticked, with its reason beside it.
    expect(screen.getByRole('checkbox', { name: /Acute bronchitis/ })).not.toBeChecked();
    expect(review).toHaveTextContent('a visit diagnosis, not a condition on your problem list');
    expect(review).toHaveTextContent('Warfarin, 5 mg (Prescription; Twice daily)');
    expect(review).toHaveTextContent('Left out: 2 Encounter (not imported).');
    await user.click(screen.getByRole('checkbox', { name: 'Penicillin' }));
    await user.click(screen.getByRole('button', { name: 'Import what is ticked' }));
    await screen.findByText(
      /Imported: 1 medicine, 0 allergies, 1 condition, 1 body metric and 0 nights of sleep added; 1 lab report waiting for your review/,
    );
    expect(fake.callsTo('POST /api/account/fhir/confirm')).toHaveLength(1);
    expect(fake.callsTo('POST /api/account/fhir/confirm')[0]!.body).toEqual({
      // The schedule and source ids go back, so a second import of the file adds nothing.
      medicines: [
        {
          name: 'Warfarin',
          dosage: '5 mg',
          frequency: 'Twice daily',
          schedule_note: null,
          type: 'Prescription',
          source_ids: ['MedicationStatement/ms-1'],
          coding: preview.medicines[0]!.coding,
        },
      ],
      allergies: [],
      // The record's codes go back with it, so the export writes them again (ADR 084).
      conditions: [
        {
          name: 'Asthma',
          source_ids: ['c-1'],
          coding: [{ system: 'http://snomed.info/sct', code: '195967001', display: 'Asthma' }],
        },
      ],
      metrics: preview.metrics,
      sleep: [],
      lab_reports: [preview.lab_reports[0]],
    });
    expect(fake.callsTo('POST /api/labs')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Review lab report/ })).toHaveAttribute(
      'href',
      '/labs/lab-7',
    );
  });

  it('says up front when lab reports are not on the plan, and leaves them out of the confirmation', async () => {
    const message = FHIR_MESSAGES.labsNeedPlan;
    const fake = fakeFetch({
      'GET /api/account/body-metrics': { body: { metrics: [], counts: {} } },
      'POST /api/account/fhir': { body: { ...preview, lab_reports_blocked: message } },
      'POST /api/account/fhir/confirm': {
        body: {
          medicines_added: 1,
          allergies_added: 1,
          conditions_added: 1,
          metrics_added: 1,
          sleep_days_added: 0,
          lab_report_ids: [],
        },
      },
    });
    renderInProviders(<HealthRecordsCard />, createTestQueryClient('signed-in'), '/account');
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('fhir-file'),
      new File([JSON.stringify({ resourceType: 'Bundle' })], 'r.json', {
        type: 'application/json',
      }),
    );
    const review = await screen.findByRole('region', { name: 'Import review' });
    expect(review).toHaveTextContent(message);
    const lab = screen.getByRole('checkbox', { name: /Glucose/ });
    expect(lab).not.toBeChecked();
    expect(lab).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Import what is ticked' }));
    await screen.findByText(/Imported: 1 medicine/);
    expect(fake.callsTo('POST /api/account/fhir/confirm')[0]!.body).toMatchObject({
      lab_reports: [],
    });
  });

  it('refuses a file that is not JSON before any request', async () => {
    const fake = fakeFetch({
      'GET /api/account/body-metrics': { body: { metrics: [], counts: {} } },
    });
    renderInProviders(<HealthRecordsCard />, createTestQueryClient('signed-in'), '/account');
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('fhir-file'),
      new File(['not json'], 'x.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This file is not a FHIR Bundle'),
    );
    expect(fake.callsTo('POST /api/account/fhir')).toHaveLength(0);
  });
});
