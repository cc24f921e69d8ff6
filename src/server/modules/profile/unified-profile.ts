/**
 * The profile as every area reads it (ADR 022): the stored sections with the medicine cabinet as
 * the medication list and the symptom tracker's recent entries among the current symptoms, and
 * the completeness score computed from that picture. The profile service answers with it, and the
 * profile reader hands it to every other module, so no area counts from a different copy. The
 * cabinet and the tracker are read through their faces' functions of `db`, not readers: a records
 * import runs this on its own transaction (ADR 176).
 */
import type { MedicineType } from '#shared/domain/medicine-type';
import type { Medication } from '#shared/contracts/profile.contract';
import { addDays } from '#shared/domain/dates';
import { CURRENT_SYMPTOM_WINDOW_DAYS, unifyProfile } from '#shared/domain/one-profile';
import { calculateCompletenessScore, type ProfileLike } from '#shared/domain/profile-scores';
import type { Db } from '#server/db/client';
import { readCabinetEntries, syncCabinetFromProfile } from '#server/modules/medications/index';
import { readSymptomsBetween } from '#server/modules/tracking/index';

type Sections = Record<string, unknown>;

export interface ProfileOverlay {
  /** `sections` with the cabinet and the tracker laid over them. */
  apply<S extends Sections>(sections: S): S;
  /** The completeness score of the unified picture of `sections`. */
  score(sections: Sections): number;
}

export interface ProfileUnifier {
  /** Reads the cabinet and the tracker once; apply it to any version of the sections. */
  load(userId: string): Promise<ProfileOverlay>;
  /**
   * Makes the cabinet match a medication list saved through the profile; with `addOnly`, only
   * adds (a list stored before ADR 022, or recovered from legacy rows, moving into the cabinet).
   */
  syncCabinet(userId: string, list: readonly Medication[], addOnly?: boolean): Promise<boolean>;
}

export function createProfileUnifier(
  db: Db,
  options: {
    now?: () => Date;
    resolveSubstance?: (name: string) => string | null;
    /** The cabinet type the knowledge base gives a substance (ADR 084). */
    typeOfSubstance?: (substanceId: string) => MedicineType | null;
  } = {},
): ProfileUnifier {
  const now = options.now ?? (() => new Date());

  return {
    async load(userId) {
      // Tomorrow (UTC) is included: a user east of UTC may already have logged it.
      const to = addDays(now().toISOString().slice(0, 10), 1);
      const from = addDays(to, -CURRENT_SYMPTOM_WINDOW_DAYS);
      const [cabinet, symptoms] = await Promise.all([
        readCabinetEntries(db, userId),
        readSymptomsBetween(db, userId, from, to),
      ]);
      const apply = <S extends Sections>(sections: S): S =>
        unifyProfile(sections as S & ProfileLike, cabinet, symptoms);
      return {
        apply,
        score: (sections) => calculateCompletenessScore(apply(sections) as ProfileLike),
      };
    },

    async syncCabinet(userId, list, addOnly = false) {
      const wanted = addOnly
        ? [
            ...(await readCabinetEntries(db, userId)).map((entry) => ({
              id: entry.id,
              name: entry.name,
              active: true,
            })),
            ...list,
          ]
        : list;
      return syncCabinetFromProfile(
        db,
        userId,
        wanted,
        options.resolveSubstance ?? (() => null),
        now(),
        options.typeOfSubstance,
      );
    },
  };
}
