/**
 * Queries of the provider listings and shared summaries. Listings are shared content: everyone
 * reads approved rows, an applicant also reads their own, only an admin changes a status. Shares
 * are the user's own rows (every query filters by user id; row-level security holds it too),
 * except the link lookup and its view count, which act for no user and run as the system.
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import { PROVIDER_LIMITS, type ProviderStatus } from '#shared/contracts/providers.contract';
import type { Db } from '#server/db/client';
import { lockAccountForUpdate } from '#server/modules/auth/index';
import { providers, shares, shareViews } from './providers.table';

export type ProviderRow = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type ShareRow = typeof shares.$inferSelect;
export type ShareWithProvider = ShareRow & { provider_name: string | null };

export interface DirectoryFilters {
  q?: string;
  specialty?: string;
  telehealth?: boolean;
  near?: string;
}

/** A user's text inside an ILIKE pattern: its wildcards match themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const shareColumns = {
  id: shares.id,
  user_id: shares.user_id,
  token_hash: shares.token_hash,
  sections: shares.sections,
  provider_id: shares.provider_id,
  expires_at: shares.expires_at,
  revoked_at: shares.revoked_at,
  view_count: shares.view_count,
  last_viewed_at: shares.last_viewed_at,
  created_at: shares.created_at,
  provider_name: providers.name,
};

export function createProvidersRepository(db: Db) {
  return {
    ...listingQueries(db),
    ...shareQueries(db),
  };
}
export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;

/** Provider listings: applications, the directory and the review queue. */
function listingQueries(db: Db) {
  return {
    // ── Listings ─────────────────────────────────────────────────────────────────────────────
    /**
     * An application, unless the owner already has a pending or approved listing (then null).
     * The owner's row lock makes two concurrent applications of one user count one at a time.
     */
    async insertApplication(
      values: NewProvider & { owner_id: string },
    ): Promise<ProviderRow | null> {
      return db.transaction(async (tx) => {
        await lockAccountForUpdate(tx, values.owner_id);
        const [open] = await tx
          .select({ id: providers.id })
          .from(providers)
          .where(
            and(
              eq(providers.owner_id, values.owner_id),
              or(eq(providers.status, 'pending'), eq(providers.status, 'approved')),
            ),
          )
          .limit(1);
        if (open) return null;
        const [row] = await tx.insert(providers).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    async findProvider(id: string): Promise<ProviderRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(providers).where(eq(providers.id, id));
      return row ?? null;
    },

    async findApproved(id: string): Promise<ProviderRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(providers)
        .where(and(eq(providers.id, id), eq(providers.status, 'approved')));
      return row ?? null;
    },

    listByOwner(ownerId: string): Promise<ProviderRow[]> {
      return db
        .select()
        .from(providers)
        .where(eq(providers.owner_id, ownerId))
        .orderBy(desc(providers.created_at), desc(providers.id));
    },

    /** Approved listings matching every given filter: verified first, real before samples, by name. */
    listDirectory(filters: DirectoryFilters): Promise<ProviderRow[]> {
      const conditions: SQL[] = [eq(providers.status, 'approved')];
      if (filters.q) {
        const pattern = contains(filters.q);
        conditions.push(
          or(
            ilike(providers.name, pattern),
            ilike(providers.profession, pattern),
            ilike(providers.specialty, pattern),
            ilike(providers.bio, pattern),
          )!,
        );
      }
      if (filters.specialty)
        conditions.push(ilike(providers.specialty, contains(filters.specialty)));
      if (filters.telehealth !== undefined)
        conditions.push(eq(providers.telehealth, filters.telehealth));
      if (filters.near) {
        // 'Boston, MA' finds 'Boston, Massachusetts' too: the whole text, or its first part.
        const city = filters.near.split(',')[0]!.trim();
        conditions.push(
          city && city !== filters.near
            ? or(
                ilike(providers.location, contains(filters.near)),
                ilike(providers.location, contains(city)),
              )!
            : ilike(providers.location, contains(filters.near)),
        );
      }
      return db
        .select()
        .from(providers)
        .where(and(...conditions))
        .orderBy(
          desc(providers.verified),
          asc(providers.is_demo),
          asc(sql`lower(${providers.name})`),
          asc(providers.id),
        )
        .limit(PROVIDER_LIMITS.results);
    },

    /** The review queue: pending oldest first; the other statuses newest first. */
    listByStatus(status: ProviderStatus): Promise<ProviderRow[]> {
      return db
        .select()
        .from(providers)
        .where(eq(providers.status, status))
        .orderBy(
          status === 'pending' ? asc(providers.created_at) : desc(providers.created_at),
          asc(providers.id),
        )
        .limit(500);
    },

    async setStatus(id: string, status: ProviderStatus, at: Date): Promise<ProviderRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(providers)
        .set({ status, reviewed_at: at })
        .where(eq(providers.id, id))
        .returning();
      return row ?? null;
    },
  };
}

/** Share links: the owner's rows, the lookup by token hash and the views. */
function shareQueries(db: Db) {
  return {
    // ── Shares (the user's own) ──────────────────────────────────────────────────────────────
    async insertShare(values: {
      user_id: string;
      token_hash: string;
      sections: Record<string, unknown>;
      provider_id: string | null;
      expires_at: Date;
      created_at: Date;
    }): Promise<ShareRow> {
      const [row] = await db.insert(shares).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    listShares(userId: string): Promise<ShareWithProvider[]> {
      return db
        .select(shareColumns)
        .from(shares)
        .leftJoin(providers, eq(providers.id, shares.provider_id))
        .where(eq(shares.user_id, userId))
        .orderBy(desc(shares.created_at), desc(shares.id));
    },

    async findShare(userId: string, id: string): Promise<ShareWithProvider | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(shareColumns)
        .from(shares)
        .leftJoin(providers, eq(providers.id, shares.provider_id))
        .where(and(eq(shares.id, id), eq(shares.user_id, userId)));
      return row ?? null;
    },

    /** Revokes the user's share once (a second revoke keeps the first time); false when not theirs. */
    async revokeShare(userId: string, id: string, at: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      await db
        .update(shares)
        .set({ revoked_at: at })
        .where(and(eq(shares.id, id), eq(shares.user_id, userId), isNull(shares.revoked_at)));
      const [row] = await db
        .select({ id: shares.id })
        .from(shares)
        .where(and(eq(shares.id, id), eq(shares.user_id, userId)));
      return Boolean(row);
    },

    // ── The public link (run as the system: nobody is signed in) ─────────────────────────────
    async findShareByTokenHash(tokenHash: string): Promise<ShareWithProvider | null> {
      const [row] = await db
        .select(shareColumns)
        .from(shares)
        .leftJoin(providers, eq(providers.id, shares.provider_id))
        .where(eq(shares.token_hash, tokenHash));
      return row ?? null;
    },

    /** One view: its row, and the counter and last-viewed time the owner sees. */
    async recordView(shareId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(shareViews).values({ share_id: shareId, viewed_at: at });
        await tx
          .update(shares)
          .set({ view_count: sql`${shares.view_count} + 1`, last_viewed_at: at })
          .where(eq(shares.id, shareId));
      });
    },
  };
}
