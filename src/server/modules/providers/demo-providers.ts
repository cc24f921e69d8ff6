/**
 * Sample listings for a demo (`npm run seed:demo`), never added by the app or by default. Each is
 * fictional, named 'Sample: ...', marked `is_demo` (the directory labels it) and unverified, with
 * no NPI or licence number: nothing here can be mistaken for a real provider.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { providers } from './providers.table';

export const DEMO_NAME_PREFIX = 'Sample: ';

export const DEMO_PROVIDERS = [
  {
    name: 'Sample: Riverside Family Practice',
    profession: 'Physician',
    specialty: 'Family medicine',
    location: 'Boston, MA, USA',
    telehealth: true,
    languages: ['English', 'Spanish'],
    bio: 'A fictional family practice for demonstrations. Not a real provider.',
  },
  {
    name: 'Sample: Dr Alex Morgan',
    profession: 'Pharmacist',
    specialty: 'Medication reviews',
    location: 'Manchester, UK',
    telehealth: true,
    languages: ['English'],
    bio: 'A fictional pharmacist for demonstrations. Not a real provider.',
  },
  {
    name: 'Sample: Green Plate Nutrition',
    profession: 'Registered dietitian',
    specialty: 'Sports nutrition',
    location: 'Denver, CO, USA',
    telehealth: false,
    languages: ['English'],
    bio: 'A fictional dietitian for demonstrations. Not a real provider.',
  },
  {
    name: 'Sample: Calm Harbour Counselling',
    profession: 'Counsellor / therapist',
    specialty: 'Anxiety and sleep',
    location: 'Online',
    telehealth: true,
    languages: ['English', 'French'],
    bio: 'A fictional counselling service for demonstrations. Not a real provider.',
  },
] as const;

/** Adds the sample listings that are missing (by name); returns how many were added. */
export async function seedDemoProviders(db: Db, now = new Date()): Promise<number> {
  const existing = await db
    .select({ name: providers.name })
    .from(providers)
    .where(
      and(
        eq(providers.is_demo, true),
        inArray(
          providers.name,
          DEMO_PROVIDERS.map((p) => p.name),
        ),
      ),
    );
  const have = new Set(existing.map((row) => row.name));
  const missing = DEMO_PROVIDERS.filter((p) => !have.has(p.name));
  if (missing.length > 0)
    await db.insert(providers).values(
      missing.map((p) => ({
        ...p,
        languages: [...p.languages],
        owner_id: null,
        npi: null,
        licence: null,
        status: 'approved' as const,
        verified: false,
        is_demo: true,
        created_at: now,
        reviewed_at: now,
      })),
    );
  return missing.length;
}

/** Removes every sample listing (and only those); returns how many. */
export async function removeDemoProviders(db: Db): Promise<number> {
  const removed = await db
    .delete(providers)
    .where(eq(providers.is_demo, true))
    .returning({ id: providers.id });
  return removed.length;
}
