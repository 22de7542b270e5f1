import { currentTime } from '@ft/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserByKakaoId(db: Db, kakaoId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.kakaoId, kakaoId)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: currentTime() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The person's row, locked for the rest of the transaction: changes of one person's choices take turns. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
