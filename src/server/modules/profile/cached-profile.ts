/**
 * The unified profile is read on nearly every signed-in page and built from several tables: its
 * answer is kept per user, serialised, until any of their rows change (ADR 025). The TTL bounds
 * the parts of it that move with the date alone (the completeness score counts recent tracking).
 */
import { profileResponseSchema } from '#shared/contracts/profile.contract';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { Actor } from '#server/plugins/actor';
import type { ProfileService } from './profile.service';

const PROFILE_CACHE_TTL_MS = 60_000;

/** GET /api/profile's answer for a user, serialised and held to profileResponseSchema. */
export function createCachedProfileJson(
  service: ProfileService,
  caches: UserCacheGroup,
): (actor: Actor) => Promise<string> {
  const cached = caches.create<string>({
    dependsOn: 'any',
    ttlMs: PROFILE_CACHE_TTL_MS,
    maxEntries: 2_000,
  });
  return async (actor) =>
    (await cached.getOrLoad(actor.id, async () => ({
      value: JSON.stringify(
        profileResponseSchema.parse({ profile: await service.getProfile(actor) }),
      ),
      userId: actor.id,
    })))!;
}
