/** /profile's body: the Health Profile Overview with Sync, plus the Edit Health Profile dialog. */
import { useState, type ReactElement } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useProfile } from '../../api/get-profile';
import { useProfileSaver } from '../../hooks/profile-saver';
import { EditHealthProfileDialog } from './edit-health-profile-dialog';
import { HealthProfileOverview } from './health-profile-overview';
import { useProfileSync } from './use-profile-sync';

export function ProfileOverviewPanel(): ReactElement | null {
  const { profile } = useProfileSaver();
  const { dataUpdatedAt } = useProfile();
  const { sync, isSyncing } = useProfileSync();
  const [isEditing, setIsEditing] = useState(false);
  if (!profile) return null;
  return (
    <>
      <HealthProfileOverview
        profile={profile}
        lastSyncedAt={dataUpdatedAt || null}
        onSync={() => void sync()}
        isSyncing={isSyncing}
        actions={
          <Button size="sm" onClick={() => setIsEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Health Profile
          </Button>
        }
      />
      <EditHealthProfileDialog open={isEditing} onOpenChange={setIsEditing} />
    </>
  );
}
