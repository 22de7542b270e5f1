import { and, asc, eq } from 'drizzle-orm';
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
