/**
 * The write map: every view that shows a medicine refreshes after a medicine is edited or deleted,
 * with no reload, and unrelated views are left alone.
 */
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../tests/setup/fake-fetch';
import {
  TEST_SESSION,
  createTestQueryClient,
  renderInProviders,
} from '../../../tests/setup/render-with-providers';
import { isStaleAfter, WRITE_EFFECTS, type WriteKind } from '#client/lib/invalidation';
import { aromatherapyQueryKey } from '#client/features/aromatherapy/api/aromatherapy-list-keys';
import { communityQueryKey } from '#client/features/community/api/community-query-keys';
import { dashboardSummaryQueryKey } from '#client/features/dashboard/api/get-dashboard-summary';
import { weeklyInsightQueryKey } from '#client/features/ai-insights/api/get-weekly-insight';
import { cabinetNamesQueryKey } from '#client/features/interactions/api/get-cabinet-names';
import { avoidListQueryKey } from '#client/features/ingredients/api/get-avoid-list';
import { safetyAnalysisQueryOptions } from '#client/features/medications/api/get-safety-analysis';
import { useDeleteMedication } from '#client/features/medications/api/delete-medication';
import {
  medicationsQueryOptions,
  useMedications,
} from '#client/features/medications/api/list-medications';
import { useUpdateMedication } from '#client/features/medications/api/update-medication';
import { notificationsQueryKey } from '#client/features/notifications/api/get-unread-count';
import { foodLogQueryKey } from '#client/features/nutrition/api/get-food-log';
import { profileQueryKey, useProfile } from '#client/features/profile/api/get-profile';
import { systemCheckQueryKey } from '#client/features/profile/api/run-system-check';
import { remindersKey } from '#client/features/reminders/api/list-reminders';
import { actionPlansKey } from '#client/features/action-plans/api/list-action-plans';
import { dailyLogQueryOptions } from '#client/features/tracking/api/get-daily-log';
import type { CabinetMedication } from '#shared/contracts/medications.contract';

afterEach(() => {
  vi.unstubAllGlobals();
});

const userId = TEST_SESSION.user.id;
const TODAY = '2026-11-23';

/** Every cached read that shows the user's medicines, by the key its feature gives it. */
const MEDICINE_VIEWS = {
  cabinet: medicationsQueryOptions(userId).queryKey,
  safety: safetyAnalysisQueryOptions(userId).queryKey,
  checkerCabinetNames: cabinetNamesQueryKey,
  profileOverview: profileQueryKey,
  systemCheck: systemCheckQueryKey,
  dailyLogDoses: dailyLogQueryOptions(userId, TODAY).queryKey,
  reminders: remindersKey(userId),
  actionPlans: actionPlansKey(userId, TODAY),
  notifications: notificationsQueryKey(userId),
  weeklyInsight: weeklyInsightQueryKey,
  foodLogFlags: foodLogQueryKey(userId, TODAY),
  oilWarnings: [...aromatherapyQueryKey, 'oils'],
  dashboardSummary: dashboardSummaryQueryKey(userId, TODAY),
};
const MEDICINE_WRITES: WriteKind[] = ['medication', 'profile', 'onboarding', 'profileRecovery'];

describe('the write map', () => {
  it.each(MEDICINE_WRITES)(
    'after a write of kind %s, every view of the medicines is stale',
    (kind) => {
      for (const [view, key] of Object.entries(MEDICINE_VIEWS))
        expect({ view, stale: isStaleAfter(kind, key) }).toEqual({ view, stale: true });
    },
  );

  it('leaves views that show no medicine alone', () => {
    for (const kind of MEDICINE_WRITES) {
      expect(isStaleAfter(kind, [...communityQueryKey, 'threads'])).toBe(false);
      expect(isStaleAfter(kind, avoidListQueryKey)).toBe(false);
    }
    expect(isStaleAfter('reminder', MEDICINE_VIEWS.profileOverview)).toBe(false);
    expect(isStaleAfter('notificationRead', MEDICINE_VIEWS.notifications)).toBe(true);
    expect(isStaleAfter('notificationRead', MEDICINE_VIEWS.reminders)).toBe(false);
  });

  it('names only roots the features use', () => {
    for (const effects of Object.values(WRITE_EFFECTS))
      for (const prefix of effects) expect(prefix.length).toBeGreaterThan(0);
  });
});

// ----------------------------------------------------------------- a user's edit and delete

interface ServerMedicine {
  id: string;
  name: string;
  dosage: string | null;
  frequency: string;
}

function cabinetEntry(medicine: ServerMedicine): CabinetMedication {
  return {
    id: medicine.id,
    name: medicine.name,
    substance: null,
    suggestions: [],
    type: 'Over-the-counter',
    dosage: medicine.dosage,
    strength: null,
    frequency: medicine.frequency,
    indication: null,
    prescribing_doctor: null,
    start_date: null,
    active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  } as CabinetMedication;
}

/** A server whose cabinet is the profile's medicines and the daily log's doses (one truth). */
function fakeServer() {
  let cabinet: ServerMedicine[] = [
    { id: 'm1', name: 'Ibuprofen', dosage: null, frequency: 'As needed' },
    { id: 'm2', name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily' },
    { id: 'm3', name: 'Vitamin D', dosage: '1000 IU', frequency: 'Once daily' },
  ];
  return fakeFetch({
    'GET /api/medications': () => ({ body: { medications: cabinet.map(cabinetEntry) } }),
    'PATCH /api/medications/:id': (call) => {
      const patch = call.body as Partial<ServerMedicine>;
      cabinet = cabinet.map((m) => (m.id === call.params.id ? { ...m, ...patch } : m));
      return { body: cabinetEntry(cabinet.find((m) => m.id === call.params.id)!) };
    },
    'DELETE /api/medications/:id': (call) => {
      cabinet = cabinet.filter((m) => m.id !== call.params.id);
      return { status: 204 };
    },
    'GET /api/profile': () => ({
      body: {
        profile: {
          medications: {
            none: false,
            current: cabinet.map((m) => ({ ...m, type: 'Over-the-counter', active: true })),
          },
        },
      },
    }),
    'GET /api/daily-log/:date': (call) => ({
      body: {
        date: call.params.date,
        mood: null,
        symptoms: [],
        habits: [],
        sleep_hours: null,
        water_glasses: null,
        medications: cabinet.map((m) => ({
          medication_id: m.id,
          name: m.name,
          dosage: m.dosage,
          frequency: m.frequency,
          schedule_note: null,
          status: null,
          doses_per_day: 1,
          doses: [null],
        })),
        updated_at: null,
      },
    }),
  });
}

interface ProfileMedicine {
  name: string;
  dosage: string | null;
  frequency: string;
}

/** Three views on one screen, each from its own query, as the dashboard and profile show them. */
function MedicineViews(): ReactElement {
  const cabinet = useMedications();
  const profile = useProfile();
  const log = useQuery(dailyLogQueryOptions(userId, TODAY));
  const update = useUpdateMedication();
  const remove = useDeleteMedication();
  const current = (profile.data as { medications?: { current: ProfileMedicine[] } } | undefined)
    ?.medications?.current;
  return (
    <div>
      <p data-testid="cabinet">{cabinet.data?.length ?? '…'} in the cabinet</p>
      <p data-testid="profile">{current?.length ?? '…'} medications</p>
      <p data-testid="profile-ibuprofen">
        {current?.find((m) => m.name === 'Ibuprofen')?.frequency ?? 'none'}
      </p>
      <p data-testid="today">
        {log.data?.medications
          .map((m) => `${m.name}: ${m.dosage ?? '-'} ${m.frequency}`)
          .join('; ')}
      </p>
      <button
        type="button"
        onClick={() =>
          update.mutate({ id: 'm1', patch: { dosage: '400 mg', frequency: 'Three times daily' } })
        }
      >
        Edit ibuprofen
      </button>
      <button type="button" onClick={() => remove.mutate('m1')}>
        Delete ibuprofen
      </button>
    </div>
  );
}

describe('editing and deleting a medicine', () => {
  it('updates the cabinet, the profile overview and today’s doses without a reload', async () => {
    const api = fakeServer();
    const user = userEvent.setup();
    renderInProviders(<MedicineViews />, createTestQueryClient('signed-in'));
    expect(await screen.findByText('3 in the cabinet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('3 medications'));
    expect(screen.getByTestId('profile-ibuprofen')).toHaveTextContent('As needed');
    await waitFor(() =>
      expect(screen.getByTestId('today')).toHaveTextContent('Ibuprofen: - As needed'),
    );

    await user.click(screen.getByRole('button', { name: 'Edit ibuprofen' }));
    await waitFor(() =>
      expect(screen.getByTestId('today')).toHaveTextContent('Ibuprofen: 400 mg Three times daily'),
    );
    expect(screen.getByTestId('profile-ibuprofen')).toHaveTextContent('Three times daily');

    await user.click(screen.getByRole('button', { name: 'Delete ibuprofen' }));
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('2 medications'));
    expect(screen.getByTestId('cabinet')).toHaveTextContent('2 in the cabinet');
    await waitFor(() => expect(screen.getByTestId('today')).not.toHaveTextContent('Ibuprofen'));

    // Each view asked the server again after each write: nothing was answered from a stale copy.
    expect(api.callsTo('GET /api/profile').length).toBeGreaterThanOrEqual(3);
    await act(async () => undefined);
  });
});
