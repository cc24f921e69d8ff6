import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#client/lib/storage';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  settleProfileApi,
  type FakeProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import {
  ProfileSaverProvider,
  SAVE_DEBOUNCE_MS,
  SAVE_MESSAGES,
  useProfileSaver,
  type ProfileSaver,
} from './profile-saver';

let saver: ProfileSaver;
function Capture() {
  saver = useProfileSaver();
  return <output data-testid="sync">{saver.syncStatus}</output>;
}

function renderSaver(api: FakeProfileApi) {
  return renderWithProfileApi(
    <ProfileSaverProvider>
      <Capture />
    </ProfileSaverProvider>,
    api,
  );
}

/** Lets timers and pending promises (fetch answers, query updates) run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const patches = (api: FakeProfileApi) => api.callsTo('PATCH /api/profile');
const readBackup = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboardingBackup) ?? 'null') as {
    data: Record<string, unknown>;
    timestamp: string;
  } | null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(async () => {
  await settleProfileApi();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('ProfileSaver', () => {
  it('applies edits at once and sends two edits made within 1 s as one PATCH', async () => {
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(0);

    act(() => saver.updateSection('personal_info', { age: 41, gender: 'female' }));
    expect(saver.profile?.personal_info.age).toBe(41);
    expect(saver.isDirty).toBe(true);
    await advance(SAVE_DEBOUNCE_MS / 2);
    act(() => saver.updateSection('lifestyle_data', { sleepHours: 7.5 }));
    await advance(SAVE_DEBOUNCE_MS - 1);
    expect(patches(api)).toHaveLength(0);

    await advance(1);
    expect(patches(api)).toHaveLength(1);
    expect(patches(api)[0]?.body).toEqual({
      personal_info: { age: 41, gender: 'female' },
      lifestyle_data: { sleepHours: 7.5 },
    });
    await advance(0);
    expect(saver.isDirty).toBe(false);
    expect(saver.profile?.lifestyle_data.sleepHours).toBe(7.5);
  });

  it('saves one at a time: edits made during a save wait for it, then go in the next PATCH', async () => {
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(0);
    api.holdWrites = true;

    act(() => saver.updateSection('personal_info', { age: 30 }));
    await advance(SAVE_DEBOUNCE_MS);
    expect(patches(api)).toHaveLength(1);
    expect(saver.isSaving).toBe(true);

    act(() => saver.updateSection('symptoms', { currentSymptoms: ['Fatigue'] }));
    await advance(SAVE_DEBOUNCE_MS * 3);
    expect(patches(api)).toHaveLength(1); // still waiting for the first answer
    expect(saver.profile?.symptoms.currentSymptoms).toEqual(['Fatigue']);

    api.holdWrites = false;
    api.release();
    await advance(0);
    await advance(0);
    expect(patches(api)).toHaveLength(2);
    expect(patches(api)[1]?.body).toEqual({ symptoms: { currentSymptoms: ['Fatigue'] } });
    await advance(0);
    expect(saver.isDirty).toBe(false);
    expect(api.profile.personal_info.age).toBe(30);
    expect(api.profile.symptoms.currentSymptoms).toEqual(['Fatigue']);
  });

  it('keeps the edits and a local backup when a save fails, and Retry Now recovers them', async () => {
    const api = createFakeProfileApi();
    const { queryClient } = renderSaver(api);
    await advance(0);
    api.failWrites = 'network';

    act(() =>
      saver.updateSection('medications', {
        current: [{ id: 'm1', name: 'Metformin', active: true }],
      }),
    );
    await advance(SAVE_DEBOUNCE_MS);
    await advance(0);

    expect(screen.getByText(SAVE_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Your progress has been backed up and will be retried'),
    ).toBeInTheDocument();
    expect(readBackup()?.data).toEqual({
      medications: { current: [{ id: 'm1', name: 'Metformin', active: true }] },
    });
    expect(readBackup()?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(saver.hasBackup).toBe(true);
    expect(saver.isDirty).toBe(true);
    expect(saver.lastError).not.toBeNull();
    expect(saver.profile?.medications.current?.[0]?.name).toBe('Metformin'); // nothing typed is lost

    api.failWrites = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Now' }));
    await advance(0);
    await advance(0);
    expect(patches(api)).toHaveLength(2);
    expect(patches(api)[1]?.body).toEqual({
      medications: { current: [{ id: 'm1', name: 'Metformin', active: true }] },
    });
    expect(readBackup()).toBeNull();
    expect(saver.hasBackup).toBe(false);
    expect(saver.isDirty).toBe(false);
    expect(saver.lastError).toBeNull();
    expect(
      queryClient.getQueryData<{ medications: { current: unknown[] } }>(['profile'])?.medications
        .current,
    ).toHaveLength(1);
  });

  it('retries by itself when the browser comes back online, and reports the sync status', async () => {
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(0);
    api.failWrites = 'network';

    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('sync')).toHaveTextContent('offline');

    act(() => saver.updateSection('dietary_info', { dietType: 'vegan', type: 'vegan' }));
    await advance(SAVE_DEBOUNCE_MS);
    await advance(0);
    expect(readBackup()).not.toBeNull();

    api.failWrites = null;
    act(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('sync')).toHaveTextContent('syncing');
    await advance(0);
    await advance(0);
    expect(patches(api)).toHaveLength(2);
    expect(api.profile.dietary_info.dietType).toBe('vegan');
    expect(readBackup()).toBeNull();
    expect(screen.getByTestId('sync')).toHaveTextContent('online');
  });

  it('restores a backup left by the signed-in user on arrival, saves it and says so', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.onboardingBackup,
      JSON.stringify({
        data: { personal_info: { age: 52 } },
        timestamp: '2026-11-20T10:00:00.000Z',
        userId: 'user-1',
      }),
    );
    const api = createFakeProfileApi();
    renderSaver(api);
    expect(screen.getByText(SAVE_MESSAGES.recovered)).toBeInTheDocument();
    await advance(0);
    await advance(0);
    expect(patches(api)[0]?.body).toEqual({ personal_info: { age: 52 } });
    expect(readBackup()).toBeNull();
  });

  it("never replays another account's backup", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.onboardingBackup,
      JSON.stringify({
        data: { personal_info: { age: 52 } },
        timestamp: '2026-11-20T10:00:00.000Z',
        userId: 'someone-else',
      }),
    );
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(SAVE_DEBOUNCE_MS * 2);
    expect(patches(api)).toHaveLength(0);
    expect(screen.queryByText(SAVE_MESSAGES.recovered)).not.toBeInTheDocument();
  });

  it('asks the user to log in when the server answers 401, keeping the edits', async () => {
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(0);
    api.failWrites = 401;
    act(() => saver.updateSection('personal_info', { gender: 'male' }));
    await advance(SAVE_DEBOUNCE_MS);
    await advance(0);
    expect(screen.getByText('Please log in to save your data')).toBeInTheDocument();
    expect(saver.lastError).toBe('Please log in to save your data');
    expect(readBackup()?.data).toEqual({ personal_info: { gender: 'male' } });
  });

  it('saveNow sends the queue at once and reports the result', async () => {
    const api = createFakeProfileApi();
    renderSaver(api);
    await advance(0);
    act(() => saver.updateSection('health_goals', { primary: ['Better sleep'] }));
    let result: boolean | undefined;
    await act(async () => {
      result = await saver.saveNow();
    });
    expect(result).toBe(true);
    expect(patches(api)).toHaveLength(1);
    await advance(SAVE_DEBOUNCE_MS);
    expect(patches(api)).toHaveLength(1); // the debounce was cancelled, not run again
  });
});
