/**
 * What tracking reads of the person: the profile's health goals (goals derived from it) and its
 * completeness (a badge). The app context hands it in (`context.profiles`), its reader built once
 * there (ADR 176): the unified profile reads tracking's symptoms, so tracking may not import the
 * profile module (ADR 108).
 */

export interface ProfileReadPort {
  findByUserId(userId: string): Promise<{ health_goals: unknown; personal_info: unknown } | null>;
  /** The profile's completeness score (0-100), 0 when the user has no profile yet. */
  completenessScore(userId: string): Promise<number>;
}

export interface ProfilePort {
  reader: ProfileReadPort;
  /** The tables the unified profile is built from: a cache of its score depends on these alone. */
  sourceTables: readonly string[];
}
