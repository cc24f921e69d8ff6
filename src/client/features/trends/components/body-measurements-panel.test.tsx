import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BodyMetricList } from '#shared/contracts/fhir.contract';
import { addDays } from '#shared/domain/dates';
import { localDateOf } from '#client/lib/use-today';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { BodyMeasurementsPanel } from './body-measurements-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = localDateOf();
const list = (metrics: BodyMetricList['metrics'], height: number | null): BodyMetricList => ({
  metrics,
  counts: {},
  latest_height_cm: height,
});

describe('BodyMeasurementsPanel', () => {
  it('charts the window asked for, with the latest blood pressure and BMI flagged', async () => {
    const api = fakeFetch({
      'GET /api/account/body-metrics': {
        body: list(
          [
            {
              kind: 'blood_pressure',
              date: today,
              value: 146,
              value2: 92,
              unit: 'mmHg',
              source: 'apple_health',
            },
            {
              kind: 'weight',
              date: addDays(today, -2),
              value: 95,
              value2: null,
              unit: 'kg',
              source: 'fhir',
            },
          ],
          175,
        ),
      },
    });
    renderInProviders(<BodyMeasurementsPanel />, createTestQueryClient('signed-in'), '/trends');
    expect(await screen.findByText('High blood pressure, stage 2')).toBeInTheDocument();
    expect(screen.getByText('Obesity')).toBeInTheDocument();
    expect(screen.getByText(`Latest 146/92 mmHg on ${today}`)).toBeInTheDocument();
    // 30 days by default, ending today.
    expect(api.callsTo('GET /api/account/body-metrics')[0]?.search.get('from')).toBe(
      addDays(today, -29),
    );
  });

  it('says where measurements come from when there are none', async () => {
    fakeFetch({ 'GET /api/account/body-metrics': { body: list([], null) } });
    renderInProviders(<BodyMeasurementsPanel />, createTestQueryClient('signed-in'), '/trends');
    expect(
      await screen.findByRole('link', { name: 'Import from Apple Health or a health record' }),
    ).toHaveAttribute('href', '/account#records');
  });
});
