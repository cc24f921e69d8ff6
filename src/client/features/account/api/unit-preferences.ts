/**
 * The account's units and time zone: the profile's `preferences` section (GET /api/profile), saved
 * with PUT /api/profile/sections/preferences. The PUT replaces the section, so the other keys it
 * holds are sent back as they are. Unset means metric, and the browser's own zone.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  getProfile,
  profileQueryKey,
  useProfile,
  type ProfileResponse,
} from '#client/features/profile/api/get-profile';
import type { Profile } from '#shared/contracts/profile.contract';
import { isTimeZoneName } from '#shared/domain/dates';
import { unitSystemOf, type UnitSystem } from '#shared/domain/units';

/** The browser's zone ('UTC' when the runtime does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the runtime knows, the browser's first, then A to Z. */
export function timeZoneOptions(first = browserTimeZone()): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = [...new Set([...all, 'UTC'])].filter((zone) => zone !== first).sort();
  return [first, ...rest];
}

/** The saved zone when there is a valid one, else null. */
export function savedTimeZone(preferences: Record<string, unknown> | undefined): string | null {
  const zone = preferences?.time_zone;
  return typeof zone === 'string' && isTimeZoneName(zone) ? zone : null;
}

export function useUnitPreferences() {
  const profile = useProfile();
  const preferences = profile.data?.preferences;
  const saved = savedTimeZone(preferences);
  return {
    isPending: profile.isPending,
    isError: profile.isError,
    units: unitSystemOf(preferences),
    /** The zone saved on the account, or null when none is. */
    savedTimeZone: saved,
    /** Where new reminders run: the account's zone, else this browser's. */
    timeZone: saved ?? browserTimeZone(),
  };
}

/** Just the unit system, for weight and height fields (metric until the profile has loaded). */
export function useUnitSystem(): UnitSystem {
  return useUnitPreferences().units;
}

export interface UnitPreferencesUpdate {
  units: UnitSystem;
  time_zone: string;
}

/** Reads the section fresh first, so keys written meanwhile (lastSystemCheck) are kept. */
export async function saveUnitPreferences(update: UnitPreferencesUpdate): Promise<Profile> {
  const current = (await getProfile()).preferences;
  const { profile } = await apiRequest<ProfileResponse>('/api/profile/sections/preferences', {
    method: 'PUT',
    body: { ...current, ...update },
  });
  return profile;
}

export function useSaveUnitPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnitPreferences,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
