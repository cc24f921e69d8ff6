/**
 * The Health Profile Overview's Sync button: sends queued or backed-up edits when there are
 * any, otherwise reloads the profile from the server; either way it says how it went.
 */
import { useCallback, useState } from 'react';
import { useToast } from '#client/components/ui/toast';
import { useProfile } from '../../api/get-profile';
import { useProfileSaver } from '../../hooks/profile-saver';

export const SYNC_MESSAGES = {
  synced: 'Data synchronized successfully',
  failed: 'Failed to synchronize data',
} as const;

export function useProfileSync(): { sync: () => Promise<void>; isSyncing: boolean } {
  const saver = useProfileSaver();
  const { refetch } = useProfile();
  const toast = useToast();
  const [isSyncing, setIsSyncing] = useState(false);
  const { isDirty, hasBackup, retryNow } = saver;
  const sync = useCallback(async () => {
    setIsSyncing(true);
    try {
      const ok = isDirty || hasBackup ? await retryNow() : !(await refetch()).isError;
      toast(
        ok
          ? { title: SYNC_MESSAGES.synced, kind: 'success' }
          : { title: SYNC_MESSAGES.failed, kind: 'error' },
      );
    } finally {
      setIsSyncing(false);
    }
  }, [isDirty, hasBackup, retryNow, refetch, toast]);
  return { sync, isSyncing };
}
