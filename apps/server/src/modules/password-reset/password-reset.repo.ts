import { currentTime } from '@ft/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

/** A new link replaces the older ones: only the last one mailed can set the password. */
export async function replaceTokens(
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
  await db.insert(passwordResetTokens).values({ ...row, createdAt: currentTime() });
}

/**
 * Spends the token in one statement, so two tabs racing with one link cannot both use it: only an unused,
 * unexpired token of a live account is marked used. Answers whose it was, or undefined.
 */
export async function spendToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const now = currentTime();
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  return user?.id;
}

/** Once the password is set, no other link of the account opens anything either. */
export async function deleteUnusedTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
