/**
 * Adds allergies and conditions brought in by a records import (FHIR) to the profile's medical
 * history, after the person reviewed them: only names not listed yet (case-insensitive) are added,
 * nothing listed is removed. The save goes through the profile service, so the section's rules,
 * its completeness score and its sync jobs are the same as an edit in the profile.
 */
import type { Db } from '#server/db/client';
import type { Actor } from '#server/plugins/actor';
import { hasNoKnownAllergies } from '#shared/domain/profile-scores';
import { createProfileRepository } from './profile.repository';
import { createProfileService } from './profile.service';
import { createProfileUnifier } from './unified-profile';

export interface MedicalHistoryAdditions {
  allergies: readonly string[];
  conditions: readonly string[];
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function missing(present: readonly string[], wanted: readonly string[]): string[] {
  const seen = new Set(present.map((item) => item.trim().toLowerCase()));
  const out: string[] = [];
  for (const item of wanted) {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim());
  }
  return out;
}

export function createMedicalHistoryImport(
  db: Db,
  options: { now?: () => Date; resolveSubstance?: (name: string) => string | null } = {},
) {
  const repository = createProfileRepository(db);
  const service = createProfileService(repository, {
    now: options.now,
    unifier: createProfileUnifier(db, options),
  });
  return {
    /**
     * The allergies and conditions (current and chronic) the profile lists now, and whether the
     * person said they have no known allergies (ADR 093).
     */
    async current(
      userId: string,
    ): Promise<{ allergies: string[]; conditions: string[]; noKnownAllergies: boolean }> {
      const section = (await repository.findByUserId(userId))?.medical_history ?? {};
      return {
        allergies: listOf(section.allergies),
        conditions: [...listOf(section.currentConditions), ...listOf(section.chronicConditions)],
        noKnownAllergies: hasNoKnownAllergies(section),
      };
    },

    /** Adds what is not listed yet; returns how many allergies and conditions were added. */
    async add(
      actor: Actor,
      additions: MedicalHistoryAdditions,
    ): Promise<{ allergies: number; conditions: number }> {
      const section = (await repository.findByUserId(actor.id))?.medical_history ?? {};
      const allergies = listOf(section.allergies);
      const current = listOf(section.currentConditions);
      const newAllergies = missing(allergies, additions.allergies);
      const newConditions = missing(
        [...current, ...listOf(section.chronicConditions)],
        additions.conditions,
      );
      if (newAllergies.length === 0 && newConditions.length === 0)
        return { allergies: 0, conditions: 0 };
      await service.saveSection(actor, 'medical_history', {
        ...section,
        allergies: [...allergies, ...newAllergies],
        currentConditions: [...current, ...newConditions],
        // Adding anything unticks 'No conditions', as the profile editor does; an allergy also
        // ends 'no known allergies', while a condition keeps the allergy part of 'No conditions'.
        noConditions: false,
        ...(newAllergies.length > 0
          ? { noKnownAllergies: false }
          : hasNoKnownAllergies(section)
            ? { noKnownAllergies: true }
            : {}),
      });
      return { allergies: newAllergies.length, conditions: newConditions.length };
    },
  };
}
export type MedicalHistoryImport = ReturnType<typeof createMedicalHistoryImport>;
