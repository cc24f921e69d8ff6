/**
 * What tracking reads of the person: the profile's health goals (goals derived from it) and its
 * completeness (a badge). The app context hands it in (`context.profiles`): the unified profile
 * reads tracking's symptoms, so tracking may not import the profile module (ADR 108).
 */
import type { Db } from '#server/db/client';
import type { UserCache } from '#server/lib/user-cache';

export interface ProfileReadPort {
  findByUserId(userId: string): Promise<{ health_goals: unknown; personal_info: unknown } | null>;
  /** The profile's completeness score (0-100), 0 when the user has no profile yet. */
  completenessScore(userId: string): Promise<number>;
}

export interface ProfilePort {
  createReader(db: Db, options?: { completenessCache?: UserCache<number> }): ProfileReadPort;
  /** The tables the unified profile is built from: a cache of its score depends on these alone. */
  sourceTables: readonly string[];
}
