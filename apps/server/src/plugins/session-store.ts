import { currentTime, currentTimeMs, DAY_MS } from '@ft/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../lib/token-hash.ts';

// What the session plugin reads of the sessions table on every /api request, and the rules a session lives by.
// Sessions are made, renewed and ended by the auth module (modules/auth/session.ts), which imports these; a
// plugin imports no module.

export const SESSION_COOKIE = 'ft_session';
export const SESSION_TTL_MS = 14 * DAY_MS;
/** A session is pushed forward at most once a day: sliding expiry without a write on every request. */
const EXTEND_AFTER_MS = DAY_MS;
/**
 * How long a token still works once refresh has issued the next one. Calls already on their way with it (the
 * web client renews on a 401 while other calls are in flight, other tabs share the cookie) are answered
 * instead of refused — a refusal would also clear the cookie, the new one included, and end the session.
 */
export const ROTATION_GRACE_MS = 30_000;

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

/**
 * Returns the new expiry when the session was extended, undefined when it was fresh enough already — or in its
 * last ROTATION_GRACE_MS, which is where a replaced token spends its grace: it must never slide back to 14 days.
 */
export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<Date | undefined> {
  const left = expiresAt.getTime() - currentTimeMs();
  if (left > SESSION_TTL_MS - EXTEND_AFTER_MS || left <= ROTATION_GRACE_MS) return undefined;
  const next = new Date(currentTimeMs() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.tokenHash, tokenHash));
  return next;
}
