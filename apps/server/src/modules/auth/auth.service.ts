import type { SignupBody, SignupConsents, User } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordSignupConsents } from '../consents/consents.service.ts';
import * as users from '../users/users.service.ts';
import { toUser } from '../users/users.service.ts';
import type { KakaoProfile } from './kakao.ts';
import { kakaoSignupExpired, takeKakaoSignup } from './kakao-signup.ts';

/** A real argon2 hash to verify against when the email is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

export async function signup(db: Db, body: SignupBody): Promise<User> {
  if (await users.findActiveUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  try {
    // The account and its consents together: no account without them, no consents without an account.
    return await db.transaction(async (tx) => {
      const row = await users.createPasswordAccount(tx, {
        email: body.email,
        passwordHash,
        nickname: body.nickname,
      });
      return toUser(await recordSignupConsents(tx, row.id, body.consents));
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isConstraintError(error, PG_UNIQUE_VIOLATION, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

export async function verifyCredentials(db: Db, email: string, password: string): Promise<User | null> {
  const user = await users.findActiveUserByEmail(db, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? toUser(user) : null;
}

/**
 * The account a Kakao log-in opens: found by Kakao id, else an existing account linked by a verified email.
 * Undefined for a new person, who agrees to the consents before an account is made (docs/decisions/035).
 */
export async function findKakaoUser(
  db: Db,
  kakao: { id: string; verifiedEmail: string | null },
): Promise<User | undefined> {
  const linked = await users.findUserByKakaoId(db, kakao.id);
  if (linked && !linked.deletedAt) return toUser(linked);
  if (kakao.verifiedEmail) {
    const byEmail = await users.findActiveUserByEmail(db, kakao.verifiedEmail);
    if (byEmail) return toUser(await users.linkKakao(db, byEmail.id, kakao.id));
  }
  return undefined;
}

export const kakaoIdentity = (profile: KakaoProfile) => ({
  id: profile.id,
  verifiedEmail: profile.emailVerified ? profile.email : null,
});

/**
 * The pending Kakao sign-up becomes an account with its consents, in one transaction that also spends it. Made
 * meanwhile (the same person finishing in another tab, or signing up with that verified email), the account
 * found is the one opened: it has consents of its own.
 */
export async function completeKakaoSignup(db: Db, token: string, consents: SignupConsents): Promise<User> {
  const create = () =>
    db.transaction(async (tx) => {
      const pending = await takeKakaoSignup(tx, token);
      if (!pending) {
        throw kakaoSignupExpired();
      }
      const existing = await findKakaoUser(tx, { id: pending.kakaoId, verifiedEmail: pending.verifiedEmail });
      if (existing) return existing;
      const row = await users.createKakaoAccount(tx, {
        kakaoId: pending.kakaoId,
        email: pending.verifiedEmail,
        nickname: pending.nickname,
        profileImageUrl: pending.profileImageUrl,
      });
      return toUser(await recordSignupConsents(tx, row.id, consents));
    });
  try {
    return await create();
  } catch (error) {
    // Two tabs finishing at once, or a sign-up with the verified email meanwhile: this transaction (its spent
    // pending row included) is undone, and the second try finds the account the other made.
    const raced = ['users_kakao_id_key', 'users_email_key'].some((key) =>
      isConstraintError(error, PG_UNIQUE_VIOLATION, key),
    );
    if (!raced) throw error;
    return create();
  }
}

// What other modules use of this one besides the functions above (scripts/check-imports.mjs: a module is
// used through its services).
export { KAKAO_UNLINKS_JOB } from './auth.jobs.ts';
export { isKakaoUnlinkCallback, kakaoConfigured } from './kakao.ts';
export { requestKakaoUnlink } from './kakao-unlinks.ts';
export { deleteUserSessions } from './session.ts';
