/** A profile row as the API answers it: its sections, its section names, and the unified picture. */
import {
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  type Profile,
  type ProfileSection,
} from '#shared/contracts/profile.contract';
import { hasValue } from '#shared/domain/profile-scores';
import { AppError } from '#server/lib/app-error';
import type { ProfileContext } from './profile-context';
import type { ProfileRow } from './profile.repository';
import type { ProfileOverlay } from './unified-profile';

export function isProfileSection(name: string): name is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(name);
}

/** Throws 400 UNKNOWN_SECTION for a name that is not one of the profile's sections. */
export function assertProfileSection(name: string): ProfileSection {
  if (!isProfileSection(name))
    throw new AppError(400, 'UNKNOWN_SECTION', PROFILE_MESSAGES.unknownSection);
  return name;
}

export const isFilledSection = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).some(hasValue);

export function sectionsOf(row: ProfileRow): Pick<Profile, ProfileSection> {
  return Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, row[section]])) as Pick<
    Profile,
    ProfileSection
  >;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    ...sectionsOf(row),
    user_id: row.user_id,
    onboarding_completed: row.onboarding_completed,
    data_completeness_score: row.data_completeness_score,
    last_updated_sections: row.last_updated_sections,
    additional_data: row.additional_data,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The row as every area reads it: cabinet medicines, tracked symptoms, score from both. */
export function unified(row: ProfileRow, overlay: ProfileOverlay): Profile {
  const sections = overlay.apply(sectionsOf(row));
  return toProfile({
    ...row,
    ...sections,
    data_completeness_score: overlay.score(sectionsOf(row)),
  } as ProfileRow);
}

/** The stored row with today's completeness score of the unified picture. */
export async function currentRow(
  ctx: ProfileContext,
  userId: string,
  row: ProfileRow,
): Promise<ProfileRow> {
  const overlay = await ctx.overlayFor(userId);
  return { ...row, data_completeness_score: overlay.score(sectionsOf(row)) };
}
