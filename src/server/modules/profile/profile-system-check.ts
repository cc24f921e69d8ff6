/** The system check: five statuses, after trying a real write to the caller's profile row. */
import type { SystemCheck } from '#shared/contracts/profile.contract';
import { evaluateSystemCheck } from '#shared/domain/profile-status';
import type { Actor } from '#server/plugins/actor';
import type { ProfileContext } from './profile-context';
import { legacySummary } from './profile-recovery';
import { currentRow, isFilledSection } from './profile-rows';

/** The tier the system check reports when no subscription reader is given (tests, no billing). */
export const DEFAULT_SUBSCRIPTION_TIER = 'free';

export async function runSystemCheck(ctx: ProfileContext, actor: Actor): Promise<SystemCheck> {
  const lastSystemCheck = ctx.now().toISOString();
  let savingWorked: boolean;
  try {
    savingWorked = await ctx.repository.mergePreferencesSection(actor.id, { lastSystemCheck });
  } catch {
    savingWorked = false; // reported as the Data Saving row's error, which is the point of the check
  }
  const stored = await ctx.repository.findByUserId(actor.id);
  // Scored as every area sees it (cabinet and tracker included), not by the last save's figure.
  const row = stored ? await currentRow(ctx, actor.id, stored) : null;
  const legacy = await ctx.repository.findLegacyDetails(actor.id);
  const { found, recoverable } = legacySummary(legacy, row);
  const checks = evaluateSystemCheck({
    userId: actor.id,
    profile: row
      ? {
          score: row.data_completeness_score,
          personalInfoEmpty: !isFilledSection(row.personal_info),
          medicalHistoryEmpty: !isFilledSection(row.medical_history),
        }
      : null,
    hasRecoverableData: recoverable,
    subscriptionLoading: false,
    savingWorked,
    hasQuestionnaire: found.questionnaire,
  });
  return {
    checks,
    profileScore: row?.data_completeness_score ?? 0,
    subscriptionTier: ctx.subscriptionTier
      ? await ctx.subscriptionTier(actor)
      : DEFAULT_SUBSCRIPTION_TIER,
    hasRecoverableData: recoverable,
    lastSystemCheck,
  };
}
