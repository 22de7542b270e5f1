import type { PolicySlug } from '@ft/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';

export const listPolicies = (db: Db) =>
  db.select().from(policies).where(eq(policies.isActive, true)).orderBy(asc(policies.id));

export async function findPolicy(db: Db, idOrSlug: string) {
  const byId = /^\d+$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        byId ? eq(policies.id, Number(idOrSlug)) : eq(policies.slug, idOrSlug),
        eq(policies.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** The versions of the active policies with these slugs, as they stand now. */
export const activeVersions = (db: Db, slugs: readonly PolicySlug[]) =>
  db
    .select({ slug: policies.slug, version: policies.version })
    .from(policies)
    .where(and(inArray(policies.slug, [...slugs]), eq(policies.isActive, true)));
