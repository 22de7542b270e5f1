import { randomBytes } from 'node:crypto';
import { currentTime, currentTimeMs } from '@ft/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { ROTATION_GRACE_MS, SESSION_TTL_MS } from '../../plugins/session-store.ts';

// Sessions made, renewed and ended; the session plugin reads them (plugins/session-store.ts).

/** 256 random bits, base64url: the cookie's value. Only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(currentTimeMs() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Refresh: the replaced token works ROTATION_GRACE_MS more (or until it expires, if sooner), then no more. */
export async function retireSession(db: Db, tokenHash: string): Promise<void> {
  const until = new Date(currentTimeMs() + ROTATION_GRACE_MS);
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(sessions.tokenHash, tokenHash));
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
