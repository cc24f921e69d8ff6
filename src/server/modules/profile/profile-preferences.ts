/** The user's preferences: onboarding completed and the health journey level. */
import { userPreferencesUpdateSchema } from '#shared/contracts/profile.contract';
import { DEFAULT_JOURNEY_LEVEL, isJourneyLevel } from '#shared/domain/journey';
import type { Actor } from '#server/plugins/actor';
import type { ProfileContext } from './profile-context';
import type { PreferencesRow } from './profile.repository';

function toPreferences(row: PreferencesRow | null) {
  return {
    onboarding_completed: row?.onboarding_completed ?? false,
    health_journey_level:
      row && isJourneyLevel(row.health_journey_level)
        ? row.health_journey_level
        : DEFAULT_JOURNEY_LEVEL,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

export async function getPreferences(ctx: ProfileContext, actor: Actor) {
  return toPreferences(await ctx.repository.findPreferences(actor.id));
}

export async function updatePreferences(ctx: ProfileContext, actor: Actor, input: unknown) {
  const values = userPreferencesUpdateSchema.parse(input);
  return toPreferences(await ctx.repository.upsertPreferences(actor.id, values, ctx.now()));
}
