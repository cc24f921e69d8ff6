/**
 * The local backup of unsaved profile edits ('unified_onboarding_backup': data and timestamp).
 * It also records whose edits they are, so a backup is never replayed into another account.
 */
import { readJson, removeStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage';
import type { Profile } from '#shared/contracts/profile.contract';
import { PROFILE_SECTIONS, type ProfileSection } from '#shared/domain/profile-fields';

/** Whole sections waiting to be saved, keyed by section name. */
export type SectionPatch = Partial<{ [S in ProfileSection]: Profile[S] }>;

export interface ProfileBackup {
  data: SectionPatch;
  timestamp: string;
  userId?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isEmptyPatch(patch: SectionPatch): boolean {
  return Object.keys(patch).length === 0;
}

/** The stored backup, keeping only known sections (the server refuses unknown keys). */
export function readProfileBackup(): ProfileBackup | null {
  const raw = readJson<unknown>(STORAGE_KEYS.onboardingBackup);
  if (!isPlainObject(raw) || !isPlainObject(raw.data)) return null;
  const data: Record<string, unknown> = {};
  for (const section of PROFILE_SECTIONS) {
    const value = raw.data[section];
    if (isPlainObject(value)) data[section] = value;
  }
  return {
    data: data as SectionPatch,
    timestamp: typeof raw.timestamp === 'string' ? raw.timestamp : '',
    userId: typeof raw.userId === 'string' ? raw.userId : undefined,
  };
}

export function writeProfileBackup(data: SectionPatch, userId: string | null): void {
  const backup: ProfileBackup = {
    data,
    timestamp: new Date().toISOString(),
    ...(userId ? { userId } : {}),
  };
  writeStorage(STORAGE_KEYS.onboardingBackup, JSON.stringify(backup));
}

export function removeProfileBackup(): void {
  removeStorage(STORAGE_KEYS.onboardingBackup);
}
