import { createHash, randomBytes } from 'node:crypto';
import { currentTime, currentTimeMs } from '@ft/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export const SESSION_COOKIE = 'ft_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session is pushed forward at most once a day: sliding expiry without a write on every request. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, base64url: the cookie's value. Only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(currentTimeMs() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

/** On every signed-in request: prepared once per database. */
export async function findSession(db: Db, token: string) {
  const [row] = await sessionByHash(db).execute({ tokenHash: hashToken(token), now: currentTime() });
  return row;
}

/** Returns the new expiry when the session was extended, undefined when it was fresh enough already. */
export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<Date | undefined> {
  if (expiresAt.getTime() - currentTimeMs() > SESSION_TTL_MS - EXTEND_AFTER_MS) return undefined;
  const next = new Date(currentTimeMs() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.tokenHash, tokenHash));
  return next;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Scheduled clean-up; any number of instances may run it. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, currentTime()));
}
