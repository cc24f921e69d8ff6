/**
 * 'Update Your Health Information': lists the areas last updated
 * more than three months ago, each with a link to where it is edited. 'Remind Me Later' stores
 * a timestamp under dataUpdatePromptDismissed and keeps the dialog away for seven days.
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { Clock, X } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { STORAGE_KEYS } from '#client/lib/storage';
import { setStoredValue, useStoredValue } from '#client/lib/use-stored-value';
import type { Profile } from '#shared/contracts/profile.contract';
import { isOutdated } from '#shared/domain/profile-freshness';

export const REMIND_LATER_MS = 7 * 24 * 60 * 60 * 1000;

/** Where each area's last update is recorded in last_updated_sections, and where it is edited. */
export const UPDATE_AREAS = [
  // Diet is edited on the profile until the nutrition area exists (no link to a page that is not built).
  { key: 'diet', type: 'Diet', section: 'dietary_info', to: '/profile' },
  { key: 'goals', type: 'Goals', section: 'health_goals', to: '/health-goals' },
  { key: 'medications', type: 'Medications', section: 'medications', to: '/medications' },
  { key: 'lab_tests', type: 'Lab Tests', section: 'lab_tests', to: '/upload' },
] as const;
export type UpdateArea = (typeof UPDATE_AREAS)[number];

/**
 * Areas with a recorded update older than three months. An area never filled in has nothing to
 * refresh, so it is not listed (the onboarding and profile screens ask for missing data).
 */
export function findOutdatedAreas(
  profile: Pick<Profile, 'last_updated_sections'>,
  now: Date,
): UpdateArea[] {
  return UPDATE_AREAS.filter((area) => {
    const updatedAt = profile.last_updated_sections[area.section];
    return typeof updatedAt === 'string' && isOutdated(updatedAt, now);
  });
}

/** True while a 'Remind Me Later' from the last seven days is stored. */
export function isPromptDismissed(stored: string | null | undefined, now: number): boolean {
  if (!stored) return false;
  const at = /^\d+$/.test(stored) ? Number(stored) : Date.parse(stored);
  return Number.isFinite(at) && now - at < REMIND_LATER_MS;
}

export function UpdateHealthInfoDialog({ profile }: { profile: Profile }): ReactElement | null {
  const stored = useStoredValue(STORAGE_KEYS.dataUpdatePromptDismissed);
  const [isClosed, setIsClosed] = useState(false);
  const [now] = useState(() => new Date());
  const outdated = findOutdatedAreas(profile, now);
  // `undefined` means storage is not readable yet (hydration): wait rather than flash the dialog.
  if (stored === undefined || outdated.length === 0 || isPromptDismissed(stored, now.getTime()))
    return null;

  const close = () => setIsClosed(true);
  const remindLater = () => {
    setStoredValue(STORAGE_KEYS.dataUpdatePromptDismissed, String(Date.now()));
    close();
  };

  return (
    <Dialog.Root open={!isClosed} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <Clock className="h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
              Update Your Health Information
            </Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Some of your information was last updated more than 3 months ago. Keeping it current
            keeps your checks and suggestions relevant.
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {outdated.map((area) => (
              <li
                key={area.key}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3"
              >
                <span className="text-sm font-medium text-slate-900">
                  {area.type}
                  <span className="block text-xs font-normal text-slate-600">
                    Last updated{' '}
                    {new Date(profile.last_updated_sections[area.section] ?? '').toLocaleDateString(
                      'en-US',
                    )}
                  </span>
                </span>
                <Link to={area.to} onClick={close} className={buttonVariants({ size: 'sm' })}>
                  Update {area.type}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap justify-between gap-2">
            <Button variant="secondary" onClick={remindLater}>
              Remind Me Later
            </Button>
            <Link to="/account" onClick={close} className={buttonVariants({ variant: 'ghost' })}>
              View All Settings
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
