/**
 * The profile saver, with its save and load messages. Edits apply locally at once and are
 * queued; about 1 s after the last edit the queued sections go to the server in one PATCH, one
 * save at a time. A failed save keeps the edits, backs
 * them up in local storage and retries when the browser comes back online, so nothing typed is
 * lost when the network drops.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useToast } from '#client/components/ui/toast';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { Profile } from '#shared/contracts/profile.contract';
import type { ProfileSection } from '#shared/domain/profile-fields';
import { SAVE_DEBOUNCE_MS, type SyncStatus } from '#shared/domain/profile-status';
import { profileQueryKey, useProfile } from '../api/get-profile';
import { patchProfile } from '../api/patch-profile';
import {
  isEmptyPatch,
  readProfileBackup,
  removeProfileBackup,
  writeProfileBackup,
  type SectionPatch,
} from '../lib/profile-backup';
import { useOnlineStatus } from './use-online-status';
import { invalidateAfterWrite } from '#client/lib/invalidation';

export { SAVE_DEBOUNCE_MS };

/** What saving the profile says: failure, retry, sign-in, recovery and success. */
export const SAVE_MESSAGES = {
  failedTitle: 'Failed to save data',
  failedDescription: 'Your progress has been backed up and will be retried',
  retryAction: 'Retry Now',
  invalidTitle: 'Failed to save changes',
  unauthenticated: 'Please log in to save your data',
  unauthenticatedDescription: 'Your progress is backed up on this device until you sign in again.',
  recovered: 'Data recovered from local backup',
  saved: 'Data saved successfully',
} as const;

export interface ProfileSaver {
  /** The server's profile with every unsaved local edit applied. */
  profile: Profile | undefined;
  isLoading: boolean;
  updateSection: <S extends ProfileSection>(section: S, data: Profile[S]) => void;
  /** Saves whatever is queued now; true when it reached the server. */
  saveNow: () => Promise<boolean>;
  isDirty: boolean;
  isSaving: boolean;
  lastError: string | null;
  hasBackup: boolean;
  retryNow: () => Promise<boolean>;
  syncStatus: SyncStatus;
}

const ProfileSaverContext = createContext<ProfileSaver | null>(null);

interface ProfileSaverProviderProps {
  children: ReactNode;
  /** What a 401 says; onboarding uses its own wording ('Authentication required...'). */
  unauthenticatedMessage?: string;
}

interface QueueView {
  pending: SectionPatch;
  inFlight: SectionPatch | null;
}

export function ProfileSaverProvider({
  children,
  unauthenticatedMessage = SAVE_MESSAGES.unauthenticated,
}: ProfileSaverProviderProps): ReactElement {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useProfile();
  const isOnline = useOnlineStatus();

  // The queue lives in refs so that saves, timers and events always see the latest edits;
  // `view` mirrors it for rendering.
  const pendingRef = useRef<SectionPatch>({});
  const inFlightRef = useRef<SectionPatch | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chainRef = useRef<Promise<unknown>>(Promise.resolve());
  const failureAnnouncedRef = useRef(false);
  const userIdRef = useRef(userId);
  const messageRef = useRef(unauthenticatedMessage);
  const restoredForRef = useRef<string | null>(null);

  const [view, setView] = useState<QueueView>({ pending: {}, inFlight: null });
  const [isSaving, setIsSaving] = useState(false);
  const [isRetrying, setIsRetrying] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);
  const [hasBackup, setHasBackup] = useState(false);

  useEffect(() => {
    messageRef.current = unauthenticatedMessage;
  }, [unauthenticatedMessage]);

  const publish = useCallback(() => {
    setView({ pending: pendingRef.current, inFlight: inFlightRef.current });
  }, []);

  const saveOnce = useCallback(
    async (announce: boolean): Promise<boolean> => {
      const patch = pendingRef.current;
      if (isEmptyPatch(patch)) return true;
      const owner = userIdRef.current;
      pendingRef.current = {};
      inFlightRef.current = patch;
      setIsSaving(true);
      publish();
      try {
        const saved = await patchProfile(patch);
        inFlightRef.current = null;
        // A profile read that started before this save must not overwrite its answer.
        await queryClient.cancelQueries({ queryKey: profileQueryKey, exact: true });
        queryClient.setQueryData(profileQueryKey, saved);
        void invalidateAfterWrite(queryClient, 'profile', { fresh: [profileQueryKey] });
        if (isEmptyPatch(pendingRef.current)) {
          removeProfileBackup();
          setHasBackup(false);
        } else if (readProfileBackup()) {
          writeProfileBackup(pendingRef.current, owner);
        }
        failureAnnouncedRef.current = false;
        setLastError(null);
        return true;
      } catch (error) {
        inFlightRef.current = null;
        // Edits made while this save was running are newer: they win over the failed ones.
        pendingRef.current = { ...patch, ...pendingRef.current };
        writeProfileBackup(pendingRef.current, owner);
        setHasBackup(true);
        const isUnauthenticated = error instanceof ApiError && error.status === 401;
        const isInvalid =
          error instanceof ApiError && (error.status === 400 || error.status === 422);
        const message = isUnauthenticated
          ? messageRef.current
          : error instanceof Error
            ? error.message
            : SAVE_MESSAGES.failedTitle;
        setLastError(message);
        // A string of failed background saves (offline typing) is announced once, not on every pause.
        if (announce || !failureAnnouncedRef.current) {
          failureAnnouncedRef.current = true;
          if (isUnauthenticated) {
            toast({
              title: messageRef.current,
              description: SAVE_MESSAGES.unauthenticatedDescription,
              kind: 'error',
            });
          } else if (isInvalid) {
            toast({ title: SAVE_MESSAGES.invalidTitle, description: message, kind: 'error' });
          } else {
            toast({
              title: SAVE_MESSAGES.failedTitle,
              description: SAVE_MESSAGES.failedDescription,
              kind: 'error',
              action: { label: SAVE_MESSAGES.retryAction, onClick: () => void retryRef.current() },
            });
          }
        }
        return false;
      } finally {
        setIsSaving(false);
        publish();
      }
    },
    [publish, queryClient, toast],
  );

  /** Runs a save after any save already running: one at a time. */
  const flush = useCallback(
    (announce: boolean): Promise<boolean> => {
      if (timerRef.current) {
        clearTimeout(timerRef.current);
        timerRef.current = null;
      }
      const run = chainRef.current.then(() => saveOnce(announce));
      chainRef.current = run.catch(() => false);
      return run;
    },
    [saveOnce],
  );

  const updateSection = useCallback(
    <S extends ProfileSection>(section: S, data: Profile[S]) => {
      pendingRef.current = { ...pendingRef.current, [section]: data };
      publish();
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void flush(false);
      }, SAVE_DEBOUNCE_MS);
    },
    [flush, publish],
  );

  const saveNow = useCallback(() => flush(true), [flush]);

  const retryNow = useCallback(async () => {
    setIsRetrying(true);
    try {
      const hadWork = !isEmptyPatch(pendingRef.current);
      const ok = await flush(true);
      if (ok && hadWork) toast({ title: SAVE_MESSAGES.saved, kind: 'success' });
      return ok;
    } finally {
      setIsRetrying(false);
    }
  }, [flush, toast]);

  // The toast's Retry Now button outlives the render that created it.
  const retryRef = useRef(retryNow);
  useEffect(() => {
    retryRef.current = retryNow;
  }, [retryNow]);

  // A different account signing in must never receive the previous account's queued edits.
  useEffect(() => {
    const previous = userIdRef.current;
    userIdRef.current = userId;
    if (previous && previous !== userId) {
      const unsaved = { ...inFlightRef.current, ...pendingRef.current };
      if (!isEmptyPatch(unsaved)) writeProfileBackup(unsaved, previous);
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = null;
      pendingRef.current = {};
      publish();
      queryClient.removeQueries({ queryKey: profileQueryKey, exact: true });
    }
  }, [userId, publish, queryClient]);

  // On arrival: a backup left by this user (failed save, closed tab) is queued again and saved.
  useEffect(() => {
    if (!userId || restoredForRef.current === userId) return;
    restoredForRef.current = userId;
    const backup = readProfileBackup();
    if (!backup || backup.userId !== userId || isEmptyPatch(backup.data)) {
      setHasBackup(backup !== null && backup.userId === userId);
      return;
    }
    pendingRef.current = { ...backup.data, ...pendingRef.current };
    setHasBackup(true);
    publish();
    toast({ title: SAVE_MESSAGES.recovered, kind: 'success' });
    void flush(true);
  }, [userId, flush, publish, toast]);

  // Back online: send what the outage held back.
  useEffect(() => {
    const onOnline = () => {
      if (!isEmptyPatch(pendingRef.current)) void retryRef.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Closing the tab within the debounce (or mid-save) keeps the edits on this device.
  useEffect(() => {
    const onPageHide = () => {
      const unsaved = { ...inFlightRef.current, ...pendingRef.current };
      if (!isEmptyPatch(unsaved)) writeProfileBackup(unsaved, userIdRef.current);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  // Leaving the screen: back up and send anything still waiting for the debounce.
  useEffect(
    () => () => {
      if (isEmptyPatch(pendingRef.current)) return;
      writeProfileBackup({ ...inFlightRef.current, ...pendingRef.current }, userIdRef.current);
      void flush(false);
    },
    [flush],
  );

  const serverProfile = query.data && query.data.user_id === userId ? query.data : undefined;
  const profile = useMemo<Profile | undefined>(
    () => serverProfile && { ...serverProfile, ...view.inFlight, ...view.pending },
    [serverProfile, view],
  );
  const isDirty = !isEmptyPatch(view.pending) || view.inFlight !== null;
  const syncStatus: SyncStatus = isRetrying ? 'syncing' : isOnline ? 'online' : 'offline';

  const value = useMemo<ProfileSaver>(
    () => ({
      profile,
      isLoading: query.isLoading,
      updateSection,
      saveNow,
      isDirty,
      isSaving,
      lastError,
      hasBackup,
      retryNow,
      syncStatus,
    }),
    [
      profile,
      query.isLoading,
      updateSection,
      saveNow,
      isDirty,
      isSaving,
      lastError,
      hasBackup,
      retryNow,
      syncStatus,
    ],
  );

  return <ProfileSaverContext.Provider value={value}>{children}</ProfileSaverContext.Provider>;
}

export function useProfileSaver(): ProfileSaver {
  const saver = useContext(ProfileSaverContext);
  if (!saver) throw new Error('useProfileSaver must be used inside <ProfileSaverProvider>');
  return saver;
}

/** Provides a saver only where none exists yet, so nested screens share one queue. */
export function EnsureProfileSaver({
  children,
  unauthenticatedMessage,
}: ProfileSaverProviderProps): ReactElement {
  const existing = useContext(ProfileSaverContext);
  if (existing) return <>{children}</>;
  return (
    <ProfileSaverProvider unauthenticatedMessage={unauthenticatedMessage}>
      {children}
    </ProfileSaverProvider>
  );
}
